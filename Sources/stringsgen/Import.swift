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
        Exit status: 0 imported, 1 refused because the import would add error-severity findings \
        (listed at the XLIFF's lines; nothing is written; --force imports anyway), 2 a file that \
        cannot be read.
        """
    )

    @Flag(help: "Import even when it adds error-severity findings.")
    var force = false

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
            let outcome = try XLIFFImport.run(project, files: files, force: force)
            for unmatched in outcome.unmatched {
                printError("\(unmatched.location): warning: unit \"\(unmatched.id)\" not imported: \(unmatched.reason)")
            }
            if !outcome.newErrors.isEmpty {
                printError(XcodeRenderer().render(outcome.newErrors).trimmingSuffixNewline)
            }
            let counts = "\(outcome.updated) updated, \(outcome.added) added, \(outcome.unchanged) unchanged, \(outcome.withoutTarget) without a target, \(outcome.unmatched.count) matching no key"
            if outcome.refused {
                printError("stringsgen: nothing imported: the import would add \(outcome.newErrors.count) error(s) (fix them in the XLIFF, or use --force)")
                print("stringsgen: would have imported: \(counts)")
                return 1
            }
            for path in outcome.reformatted {
                printError("\(path): warning: the catalog was not in Xcode's layout; it is written in Xcode's layout (see `stringsgen format`)")
            }
            for path in outcome.written { print("wrote \(path)") }
            print("stringsgen: \(counts)")
            return 0
        }
    }
}
