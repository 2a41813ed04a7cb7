import ArgumentParser
import StringsgenFormats
import StringsgenKit
import StringsgenModel
import StringsgenReports

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Merge translated XLIFF files into the String Catalogs.",
        discussion: """
        Keys the import does not change keep their bytes; the catalog stays in Xcode's layout. \
        A unit whose target would add an error-severity finding is held back and written, with \
        the finding as a note, to <input>.rejected.xliff beside the input; every other unit is \
        imported. Exit status: 0 imported, 1 some units held back (--force imports them anyway), \
        2 a file that cannot be read.
        """
    )

    @Flag(help: "Import every unit, even one that adds error-severity findings.")
    var force = false

    @Flag(name: .customLong("dry-run"), help: "Say what would be imported and held back; write nothing.")
    var dryRun = false

    @OptionGroup var projectOptions: ProjectOptions

    @Argument(help: "The XLIFF files to import.")
    var files: [String]

    func run() throws {
        try runReportingInputErrors {
            // From reading the catalogs to renaming them into place, no other run rewrites them.
            let root = projectOptions.root
            let locks = lockForRewriting(Project.catalogPaths(root: root))
            defer { locks.release() }
            let project = try projectOptions.load(root: root, inputs: [])
            KeptUntilExit.keep(project)
            let outcome = try XLIFFImport.run(project, files: files, force: force, dryRun: dryRun)
            KeptUntilExit.keep(outcome.read)
            for unit in outcome.sourceChanged {
                printError("\(unit.location): warning: unit \"\(unit.id)\" was translated from “\(InputLimits.printable(unit.translatedFrom))”, which the catalog now says as “\(InputLimits.printable(unit.now))”: imported as needs_review, to check against the new text")
            }
            for unmatched in outcome.unmatched {
                printError("\(unmatched.location): warning: unit \"\(unmatched.id)\" not imported: \(unmatched.reason)")
            }
            if !outcome.newErrors.isEmpty {
                printError(XcodeRenderer().render(outcome.newErrors).trimmingSuffixNewline)
            }
            let counts = "\(outcome.updated) updated, \(outcome.added) added, \(outcome.unchanged) unchanged, \(outcome.held.count) held back, \(outcome.withoutTarget) without a target, \(outcome.unmatched.count) matching no key"
            if !force, outcome.held.isEmpty, !outcome.newErrors.isEmpty {
                printError("stringsgen: nothing imported: the import would add \(outcome.newErrors.count) error(s) no single unit is the cause of (fix them in the XLIFF, or use --force)")
                print("stringsgen: would have imported: \(counts)")
                return 1
            }
            for path in outcome.reformatted {
                printError("\(path): warning: the catalog was not in Xcode's layout; it is written in Xcode's layout (see `stringsgen format`)")
            }
            let verb = dryRun ? "would write" : "wrote"
            for path in outcome.written { print("\(verb) \(path)") }
            for (locale, units) in outcome.newLocales {
                print("stringsgen: note: \(dryRun ? "would add" : "added") the language \(locale), new to the project, with \(units) unit(s); add Locales/\(locale).json (or list it in requiredLocales) for lint to require it")
            }
            if !outcome.held.isEmpty {
                let rules = outcome.heldByRule.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
                for path in outcome.rejectedFiles { print("\(verb) \(path): the \(outcome.held.count) unit(s) held back (\(rules)), each with what to fix") }
            }
            print("stringsgen: \(dryRun ? "would import: " : "")\(counts)")
            return outcome.held.isEmpty ? 0 : 1
        }
    }
}
