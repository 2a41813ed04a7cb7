import ArgumentParser
import Foundation
import StringsgenCodeScan
import StringsgenCommandLine
import StringsgenKit
import StringsgenModel
import StringsgenReports

/// `stringsgen-usage` (also run as `stringsgen usage`): the keys the app's Swift code uses held
/// against the keys its tables have. Its own executable, so that only it builds swift-syntax.
@main
struct Usage: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stringsgen usage",
        abstract: "Check the keys the app's Swift code uses against the keys its tables have.",
        discussion: """
        Reports missing-key (the code shows a key its table lacks), argument-mismatch and unused-key. \
        Exit status: 0 when no finding is an error, 1 when one is (or any finding with --strict), \
        2 for code, input or configuration that cannot be read.
        """
    )

    @Option(name: .customLong("code"), help: "A folder (or .swift file) of the app's code to scan, repeatable (default: usage.code of stringsgen.json, else the project folder).")
    var code: [String] = []

    @OptionGroup var output: FindingOutput

    @Option(help: "The project folder (default: the nearest folder, from the current one up, with stringsgen.json, Locales/, Strings/, Package.swift, an .xcodeproj or .git).")
    var project: String?

    @Flag(help: "List every file read, and every key use found, on standard error.")
    var verbose = false

    @Argument(help: "Catalogs, or folders searched for catalogs and .lproj folders (default: the project's).")
    var inputs: [String] = []

    func run() throws {
        do {
            let root = project ?? ProjectRoot.find()
            let loaded = try Project.load(root: root, inputs: inputs)
            let usage = try ProjectUsage.run(loaded, code: code.isEmpty ? nil : code)
            if verbose {
                for file in loaded.filesRead { printError("stringsgen: read \(file)") }
                printError("stringsgen: scanned \(usage.scan.files) Swift file(s), \(usage.scan.lines) lines, \(usage.scan.uses.count) key use(s)")
                for use in usage.scan.uses { printError("stringsgen: \(use.location): \(use.via) uses \"\(use.key)\" in \(use.table ?? "any table")") }
                for (table, keys) in usage.keysFound.sorted(by: { $0.key < $1.key }) {
                    for key in keys.sorted() { printError("stringsgen: found in \(table): \"\(key)\"") }
                }
            }
            // Code in Objective-C alone: its string literals keep keys from `unused-key`, but its
            // lookups are not read, so no key it shows is checked (OverSight said “no findings”).
            if usage.scan.files == 0 {
                printError("stringsgen: note: no Swift file in the code scanned, only Objective-C, whose lookups (NSLocalizedString(@\"…\")) are not read: no missing-key or argument-mismatch can be found, and a key only its string literals hold counts as used")
            }
            guard let diagnostics = try output.applyingBaseline(to: usage.diagnostics, root: root) else {
                printOutput("stringsgen: \(usage.diagnostics.count) finding(s) recorded in \(output.writeBaseline!)\n")
                return
            }
            let rendered = output.render(diagnostics)
            if !rendered.isEmpty { printOutput(rendered.hasSuffix("\n") ? rendered : rendered + "\n") }
            if output.format == .xcode { printError(XcodeRenderer.summary(diagnostics)) }
            if output.fails(diagnostics) { throw ExitCode(1) }
        } catch let error as InputError {
            printError(error.description)
            throw ExitCode(2)
        }
    }
}

/// Standard output and standard error are written unbuffered, so that piped output keeps the
/// order it has on a terminal (findings, then the summary).
func printOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}

func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
