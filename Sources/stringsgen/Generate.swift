import ArgumentParser
import StringsgenFormats
import StringsgenKit
import StringsgenModel
import StringsgenReports

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate type-safe Swift accessors and compiled .lproj resources (the default).",
        discussion: """
        Writes Generated/LocalizedString+<Table>.swift and Generated/Resources/<locale>.lproj/ by \
        default (stringsgen.json can move them). A file whose bytes would not change is not \
        rewritten. With --check nothing is written and the exit status is 1 if a file is stale.
        """
    )

    @Flag(help: "Write nothing; exit 1 if a generated file is missing or stale (for CI).")
    var check = false

    @Argument(help: "Catalogs or .lproj folders (default: the project's Strings/).")
    var inputs: [String] = []

    /// `stringsgen lnit` is a mistyped subcommand, not a catalog to read: a bare word that names
    /// no file is a usage error (exit 64).
    func validate() throws {
        for input in inputs where !input.contains("/") && !input.contains(".") && !FileBytes.exists(input) {
            throw ValidationError("'\(input)' is neither a subcommand (generate, lint, report, format) nor a file or folder")
        }
    }

    func run() throws {
        try runReportingInputErrors {
            let project = try Project.load(root: ".", inputs: inputs)
            KeptUntilExit.keep(project)
            switch try Generation.run(project, check: check) {
            case .failure(let failure):
                for diagnostic in failure.diagnostics { printError(XcodeRenderer().render([diagnostic]).trimmingSuffixNewline) }
                printError("stringsgen: nothing generated: \(failure.diagnostics.count) error(s) in the catalog")
                return 2
            case .success(let outcome):
                let files = outcome.changed.count + outcome.unchanged.count
                if check {
                    for path in outcome.changed { print("\(path): stale (run `swift run stringsgen`)") }
                    print("stringsgen: \(outcome.tables) table(s), \(outcome.changed.count) of \(files) generated file(s) stale")
                    return outcome.changed.isEmpty ? 0 : 1
                }
                print("stringsgen: \(outcome.tables) table(s), \(outcome.accessors) accessors; \(outcome.changed.count) file(s) written, \(outcome.unchanged.count) unchanged")
                return 0
            }
        }
    }
}

extension String {
    var trimmingSuffixNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
