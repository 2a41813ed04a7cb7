import ArgumentParser
import StringsgenChecks
import StringsgenKit
import StringsgenModel
import StringsgenReports

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check every translation against the source language.",
        discussion: """
        Exit status: 0 when no finding is an error, 1 when one is (or any finding with --strict), \
        2 for input or configuration that cannot be read.
        """
    )

    @Option(name: .customLong("locale"), help: "Show only findings about this locale (repeatable): a translator's view.")
    var onlyLocales: [String] = []

    @Option(name: .customLong("locales"), help: "The required locales, comma-separated (default: Locales/, else every catalog language).")
    var requiredLocales: String?

    @Option(help: "Output format: xcode, json, github or sarif.")
    var format: DiagnosticFormat = .xcode

    @Flag(help: "Fail (exit 1) on any finding, warnings included.")
    var strict = false

    @Option(help: "Report only findings that are not in this baseline file.")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Record today's findings in this file (then exit 0).")
    var writeBaseline: String?

    @Argument(help: "Catalogs, folders of .lproj folders, or XLIFF files returned by translators (default: the project's Strings/).")
    var inputs: [String] = []

    func run() throws {
        try runReportingInputErrors {
            var diagnostics: [Diagnostic]
            let xliffs = inputs.filter { $0.hasSuffix(".xliff") || $0.hasSuffix(".xlf") }
            if !xliffs.isEmpty {
                // A translator's returned file, checked on its own, at its own lines.
                guard xliffs.count == inputs.count else {
                    throw InputError.file(inputs.first { !xliffs.contains($0) }!, "lint XLIFF files and catalogs in separate runs")
                }
                diagnostics = try XLIFFLinting.lint(files: xliffs, root: ".")
            } else {
                let project = try Project.load(root: ".", inputs: inputs, requiredLocales: requiredLocales.map(localeList))
                KeptUntilExit.keep(project)
                diagnostics = try Linting.lint(project)
            }
            if !onlyLocales.isEmpty {
                diagnostics = diagnostics.filter { $0.locale.map(onlyLocales.contains) ?? false }
            }
            if let writeBaseline {
                try Baseline(diagnostics: diagnostics).write(to: writeBaseline)
                print("stringsgen: \(diagnostics.count) finding(s) recorded in \(writeBaseline)")
                return 0
            }
            if let baseline {
                diagnostics = try Baseline.read(from: baseline).newFindings(in: diagnostics)
            }
            let rules = Dictionary(Checks.rules.map { ($0.id, $0.summary) }, uniquingKeysWith: { a, _ in a })
            let output = format.renderer(toolVersion: StringsgenVersion.current, ruleDescriptions: rules).render(diagnostics)
            if !output.isEmpty { print(output, terminator: output.hasSuffix("\n") ? "" : "\n") }
            if format == .xcode { printError(XcodeRenderer.summary(diagnostics).trimmingSuffixNewline) }
            let failing = diagnostics.contains { $0.severity == .error || strict }
            return failing ? 1 : 0
        }
    }
}

extension DiagnosticFormat: ExpressibleByArgument {}
