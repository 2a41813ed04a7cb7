#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The build-tool plugin in an Xcode project's target (Build Phases › Run Build Tool Plug-ins):
/// the target's String Catalogs are the `.xcstrings` among its input files, and stringsgen writes
/// only the accessors. The catalogs stay members of the target, so Xcode compiles them into
/// `<locale>.lproj/<Table>.strings` and `.stringsdict` as it always does; the accessors read that
/// table from the app's bundle (`.main`, or `generate.bundle` of `stringsgen.json` for a framework)
/// and leave plural and device choice to Foundation. A plugin writing resources of the same names
/// would fail the build with "Multiple commands produce". `stringsgen.json` and `Locales/` are
/// read from the folder of the `.xcodeproj`.
extension StringsgenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let catalogs = target.inputFiles.map(\.url).filter { $0.pathExtension == "xcstrings" }
            .sorted { $0.path < $1.path }
        guard !catalogs.isEmpty else {
            Diagnostics.warning("stringsgen: target \(target.displayName) has no String Catalog (.xcstrings) as a member; nothing to generate")
            return []
        }
        return [
            try Self.generateCommand(
                catalogs: catalogs, project: context.xcodeProject.directoryURL, work: context.pluginWorkDirectoryURL,
                targetName: target.displayName, tool: try context.tool(named: "stringsgen").url, inXcodeTarget: true),
        ]
    }
}
#endif
