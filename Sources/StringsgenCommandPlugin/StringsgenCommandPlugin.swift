import Foundation
import PackagePlugin

/// `swift package stringsgen <command> [options]`: runs stringsgen in the package's folder with
/// the arguments given, as `swift run stringsgen` would, without adding it to the package.
///
///     swift package stringsgen lint --strict
///     swift package stringsgen report --format markdown
///     swift package stringsgen format --check
///     swift package --allow-writing-to-package-directory stringsgen generate
///
/// `--target NAME` (repeatable) runs it in each named target's folder instead, as the project.
/// The plugin declares no permission: reading needs none, and a command that writes (`generate`,
/// `format`, `report --format html`) is given the package folder with
/// `--allow-writing-to-package-directory`, so `lint` never asks for it.
@main
struct StringsgenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let rest = extractor.remainingArguments
        let stringsgen = try context.tool(named: "stringsgen").url

        let folders: [URL]
        if targetNames.isEmpty {
            folders = [context.package.directoryURL]
        } else {
            folders = try context.package.targets(named: targetNames).map { target in
                guard let folder = (target as? SwiftSourceModuleTarget)?.directoryURL ?? (target as? ClangSourceModuleTarget)?.directoryURL
                else { throw StringsgenCommandError("target \(target.name) has no source folder") }
                return folder
            }
        }
        var failures: [String] = []
        for folder in folders {
            let status = try runStringsgen(stringsgen, rest, in: folder)
            if status != 0 { failures.append("stringsgen \(rest.joined(separator: " ")) in \(folder.path) exited with status \(status)") }
        }
        // SwiftPM shows the error and exits non-zero, so CI fails where stringsgen did.
        if !failures.isEmpty { throw StringsgenCommandError(failures.joined(separator: "\n")) }
    }

}

/// Runs stringsgen with the plugin's standard output and error, and returns its exit status.
func runStringsgen(_ executable: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

struct StringsgenCommandError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
