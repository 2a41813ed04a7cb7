import ArgumentParser
import StringsgenChecks
import StringsgenCommandLine
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

    @Option(name: .customLong("locale"), help: "Show only findings about this locale (repeatable), after its style notes and glossary from Locales/: a translator's view.")
    var onlyLocales: [String] = []

    @Option(name: .customLong("locales"), help: "The required locales, comma-separated (default: Locales/, else every catalog language).")
    var requiredLocales: String?

    @OptionGroup var output: FindingOutput

    @Option(help: "Warn (expansion-risk) about source texts that would exceed their key's limit or their screen's budget once translation makes them this many times as long (e.g. 1.3).")
    var expansion: Double?

    @OptionGroup var projectOptions: ProjectOptions

    @Argument(help: "Catalogs, folders searched for catalogs and .lproj folders, or XLIFF files returned by translators (default: the project's).")
    var inputs: [String] = []

    /// A value out of range is a usage error (exit 64), as every other option's is.
    func validate() throws {
        if let expansion, !(expansion >= 1 && expansion <= 10) {
            throw ValidationError("--expansion expects a factor from 1 to 10 (such as 1.3), found \(expansion)")
        }
    }

    func run() throws {
        try runReportingInputErrors(showing: output.render) {
            var diagnostics: [Diagnostic]
            var settings: (String) -> LocaleSettings? = { _ in nil }
            let root = projectOptions.root
            let xliffs = inputs.filter { $0.hasSuffix(".xliff") || $0.hasSuffix(".xlf") }
            if !xliffs.isEmpty {
                // A translator's returned file, checked on its own, at its own lines.
                guard xliffs.count == inputs.count else {
                    throw InputError.file(inputs.first { !xliffs.contains($0) }!, "lint XLIFF files and catalogs in separate runs")
                }
                diagnostics = try XLIFFLinting.lint(files: xliffs, root: root)
            } else {
                let project = try projectOptions.load(root: root, inputs: inputs, requiredLocales: requiredLocales.map(localeList))
                KeptUntilExit.keep(project)
                try Self.validateLocales(onlyLocales + (requiredLocales.map(localeList) ?? []), in: project)
                diagnostics = try Linting.lint(project, expansion: expansion)
                settings = project.settings(for:)
            }
            if !onlyLocales.isEmpty {
                diagnostics = diagnostics.filter { $0.locale.map(onlyLocales.contains) ?? false }
            }
            guard let kept = try output.applyingBaseline(to: diagnostics, root: root) else {
                print("stringsgen: \(diagnostics.count) finding(s) recorded in \(output.writeBaseline!)")
                return 0
            }
            diagnostics = kept
            // A translator's view: the guidance Locales/ holds for their language comes first.
            if output.format == .xcode {
                for locale in onlyLocales {
                    print(TranslatorHeader.render(locale: locale, settings: settings(locale)))
                }
            }
            let rendered = output.render(diagnostics)
            if !rendered.isEmpty { print(rendered, terminator: rendered.hasSuffix("\n") ? "" : "\n") }
            if output.format == .xcode {
                // Run from below the project, the summary first says which project it is about.
                if root != "." { printError("stringsgen: project \(root)\(ProjectRoot.marker(in: root).map { " (it holds \($0))" } ?? "")") }
                printError(XcodeRenderer.summary(diagnostics).trimmingSuffixNewline)
            }
            return output.fails(diagnostics) ? 1 : 0
        }
    }
}

extension Lint {
    /// A locale the project does not have (`DE`, `de-DE` where it has `de`) is a usage error
    /// naming the ones it has and the one meant: filtering on it would print "no findings" and
    /// pass. `export` and `report` check theirs the same way.
    static func validateLocales(_ asked: [String], in project: Project) throws {
        if let message = LocaleChoice.firstUnknown(asked, in: project) { throw ValidationError(message) }
    }
}
