import ArgumentParser
import StringsgenFormats
import StringsgenKit
import StringsgenModel
import StringsgenReports

struct Format: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Rewrite String Catalogs exactly as Xcode writes them.",
        discussion: "With --check, nothing is written and the exit status is 1 when a file would change."
    )

    @Flag(help: "Change nothing; exit 1 if a file is not in Xcode's form.")
    var check = false

    @OptionGroup var projectOptions: ProjectOptions

    @Argument(help: "The .xcstrings files (default: the project's catalogs).")
    var files: [String] = []

    func run() throws {
        try runReportingInputErrors {
            let files = try self.files.isEmpty ? ProjectFiles.catalogs(in: projectOptions.root) : self.files
            // Legacy `.strings` and `.stringsdict` files have no one layout to keep: nothing to do,
            // and a CI step that checks the catalogs passes.
            if files.isEmpty {
                printError("stringsgen: no String Catalogs to \(check ? "check" : "format"): the project's tables are legacy .lproj files, which are left as they are")
                return 0
            }
            if projectOptions.verbose {
                for file in files { printError("stringsgen: read \(file)") }
            }
            let locks = check ? nil : lockForRewriting(files)
            defer { locks?.release() }
            let outcome = try Formatting.run(files: files, check: check)
            KeptUntilExit.keep(outcome.tables)
            for path in outcome.changed {
                guard check else {
                    print("formatted \(path)")
                    continue
                }
                if let note = outcome.keysWrittenTwice[path] {
                    print("\(note.location): not in Xcode's format: the key \"\(InputLimits.printable(note.key))\" \(note.message) (format rewrites the catalog only then)")
                    continue
                }
                // Where it first differs, as a compiler's location, with the line both ways.
                if let difference = outcome.firstDifferences[path] {
                    let xcode = difference.expected.isEmpty ? "Xcode ends the file here" : "Xcode writes “\(difference.expected.oneLine)”"
                    let file = difference.found.isEmpty ? "the file ends here" : "the file has “\(difference.found.oneLine)”"
                    print("\(path):\(difference.line):\(difference.column): not in Xcode's format from here: \(xcode), \(file) (run `stringsgen format \(path)`)")
                } else {
                    print("\(path): not in Xcode's format (run `stringsgen format \(path)`)")
                }
            }
            if check, !outcome.changed.isEmpty { return 1 }
            if !check { print("\(outcome.changed.count) of \(files.count) catalogs reformatted") }
            return 0
        }
    }
}
