import ArgumentParser
import StringsgenFormats
import StringsgenKit

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a first stringsgen.json and a Locales/<code>.json for each language of the project's tables.",
        discussion: "A language ships when 90% of its keys are translated, else it is in progress. Existing files are kept; --force replaces them and keeps the old ones as <file>.bak."
    )

    @Flag(help: "Replace existing files (each kept as <file>.bak).")
    var force = false

    @OptionGroup var projectOptions: ProjectOptions

    func run() throws {
        try runReportingInputErrors {
            let root = projectOptions.root
            let outcome = try ProjectSetup.run(root: root, force: force)
            for (path, detail) in outcome.written { print("wrote \(path) (\(detail))") }
            for path in outcome.backups { print("kept the previous file as \(path)") }
            for path in outcome.kept { print("kept \(path): it exists (--force replaces it)") }
            for note in outcome.notes { print("note: \(note)") }
            print("next: `stringsgen lint` to see what the languages need, `stringsgen` to generate the accessors")
            return 0
        }
    }
}
