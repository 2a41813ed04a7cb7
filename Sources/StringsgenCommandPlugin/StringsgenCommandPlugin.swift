import Foundation
import PackagePlugin

/// `swift package stringsgen <command> [options]`: runs stringsgen in the package's folder with
/// the arguments given, as `swift run stringsgen` would, without adding it to the package.
///
///     swift package stringsgen lint --strict
///     swift package stringsgen report --format markdown
///     swift package stringsgen format --check
///     swift package --allow-writing-to-package-directory stringsgen generate
///     swift package stringsgen usage --format github
///
/// `usage` runs the `stringsgen-usage` tool (the keys the code uses against the tables), which
/// has its scan only when the stringsgen dependency enables the trait CodeScan.
///
/// `--target NAME` (repeatable) runs it on each named target's tables instead, with the
/// configuration the build plugin reads for that target: `stringsgen.json` and `Locales/` from
/// the target's folder, else the package's (`--project` and the target's folder or catalogs are
/// added to the command). The plugin declares no permission: reading needs none, and a command that writes (`generate`,
/// `format`, `report --format html`) is given the package folder with
/// `--allow-writing-to-package-directory`, so `lint` never asks for it.
@main
struct StringsgenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let rest = extractor.remainingArguments
        let isUsage = rest.first == "usage"
        let stringsgen = try context.tool(named: isUsage ? "stringsgen-usage" : "stringsgen").url

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
            var arguments = targetNames.isEmpty ? rest : Self.arguments(rest, forTarget: folder, package: context.package.directoryURL)
            if isUsage { arguments.removeFirst() }
            let status = try runStringsgen(stringsgen, arguments, in: folder)
            if status != 0 {
                failures.append("\(isUsage ? "stringsgen-usage" : "stringsgen") \(arguments.joined(separator: " ")) in \(folder.path) exited with status \(status)")
            }
        }
        // SwiftPM shows the error and exits non-zero, so CI fails where stringsgen did.
        if !failures.isEmpty { throw StringsgenCommandError(failures.joined(separator: "\n")) }
    }

    /// `arguments` for one target: the project folder where its configuration is (the target's,
    /// else the package's, as the build plugin decides), and the target's tables as the input:
    /// its folder, or for `format` its catalogs; `import` takes the XLIFF files it was given.
    static func arguments(_ arguments: [String], forTarget folder: URL, package: URL) -> [String] {
        let subcommands = ["generate", "lint", "report", "format", "export", "import", "init", "usage"]
        var result = arguments
        if result.first.map(subcommands.contains) != true { result.insert("generate", at: 0) }
        let project = holdsConfiguration(folder) ? folder : package
        result.insert(contentsOf: ["--project", project.path], at: 1)
        switch result[0] {
        case "import": break
        case "usage": result += ["--code", folder.path, folder.path]
        case "format":
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            var catalogs: [String] = []
            while let url = walker?.nextObject() as? URL {
                if url.pathExtension == "xcstrings" { catalogs.append(url.path) }
            }
            result += catalogs.sorted()
        default: result.append(folder.path)
        }
        return result
    }

    static func holdsConfiguration(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("stringsgen.json").path)
            || FileManager.default.fileExists(atPath: folder.appendingPathComponent("Locales").path)
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
