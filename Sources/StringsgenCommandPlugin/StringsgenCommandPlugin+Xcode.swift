#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The command plugin in an Xcode project (in the Project navigator, the project's context menu ›
/// stringsgen): stringsgen runs in the folder of the `.xcodeproj` with the arguments given, as
/// `stringsgen lint` would there. `--target` is for packages: an Xcode target has no folder of its own.
extension StringsgenCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        guard targetNames.isEmpty else {
            throw StringsgenCommandError("in an Xcode project stringsgen runs in the project's folder; --target names a package's target, and \(targetNames.joined(separator: ", ")) is not one")
        }
        let rest = extractor.remainingArguments
        let folder = context.xcodeProject.directoryURL
        let status = try runStringsgen(try context.tool(named: "stringsgen").url, rest, in: folder)
        if status != 0 {
            throw StringsgenCommandError("stringsgen \(rest.joined(separator: " ")) in \(folder.path) exited with status \(status)")
        }
    }
}
#endif
