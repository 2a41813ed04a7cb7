import ArgumentParser
import StringsgenKit
import StringsgenModel

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write an XLIFF 1.2 file per locale for translators, as Xcode's Export Localizations does.",
        discussion: """
        Writes <output>/<locale>.xliff (default Translations/) for each required locale but the \
        source language. Each unit carries the source, the translation and its state where there \
        is one, and a note with the catalog comment and the key's copy limit; plural forms the \
        language needs and lacks are included. Only String Catalogs (.xcstrings) are exported.
        """
    )

    @Option(name: .customLong("locale"), help: "A locale to export (repeatable; default: every required locale but the source language).")
    var locales: [String] = []

    @Flag(name: .customLong("only-missing"), help: "Export only what needs work: missing, new, needs_review and stale units, and the keys lint finds an error in for the locale.")
    var onlyMissing = false

    @Option(help: "The folder the XLIFF files are written to (default: Translations/ in the project folder).")
    var output: String?

    @OptionGroup var projectOptions: ProjectOptions

    @Argument(help: "Catalogs (default: the project's Strings/*.xcstrings).")
    var inputs: [String] = []

    func run() throws {
        try runReportingInputErrors {
            let project = try projectOptions.load(root: projectOptions.root, inputs: inputs)
            KeptUntilExit.keep(project)
            try Lint.validateLocales(locales, in: project)
            // A usage slip like an unknown locale (exit 64), not a problem of the catalogs.
            let catalogs = project.tables.filter { $0.format == .xcstrings }
            if let source = locales.first(where: { asked in !catalogs.isEmpty && catalogs.allSatisfy { $0.sourceLanguage == asked } }) {
                throw ValidationError("\"\(source)\" is the source language: export the languages translators translate into")
            }
            // A project of legacy tables only: said of the project, not of one of its files, and
            // nothing is wrong with it (exit 0, as `format` on such a project: 2 is for input
            // that cannot be read).
            if !project.tables.contains(where: { $0.format == .xcstrings }) {
                printError("stringsgen: nothing to export: the project's tables are legacy .lproj files, and export writes XLIFF for String Catalogs (Xcode's Product > Export Localizations exports legacy tables)")
                return 0
            }
            let outcome = try XLIFFExport.run(
                project, locales: locales.isEmpty ? nil : locales, onlyMissing: onlyMissing, output: output ?? ProjectFiles.join(project.root, "Translations"))
            if outcome.files.isEmpty, outcome.failures.isEmpty {
                let sources = Set(catalogs.map(\.sourceLanguage)).sorted().joined(separator: ", ")
                printError("stringsgen: nothing to export: no catalog has a language but its source (\(sources)); add one in Xcode's String Catalog editor or list it in Locales/ or \"requiredLocales\" of stringsgen.json")
                return 0
            }
            for file in outcome.files { print("wrote \(file.path): \(file.units) unit(s) for \(file.locale)") }
            print("stringsgen: \(outcome.files.count) XLIFF file(s) exported")
            // A locale that could not be written is bad input: said, and exit 2 (the others were written).
            if let failure = InputError.combining(outcome.failures) { throw failure }
            return 0
        }
    }
}
