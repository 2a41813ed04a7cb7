import ArgumentParser
import StringsgenKit
import StringsgenModel
import StringsgenReports
import StringsgenFormats
import Foundation

struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Report what is left to translate and to fix, per locale.",
        discussion: """
        Each locale has two figures: translated, and ready (translated with no error-severity \
        lint finding). Markdown goes to stdout (and is appended to $GITHUB_STEP_SUMMARY when it \
        is set; a summary that cannot be written is a warning); JSON goes to stdout; with \
        --output they go to that file instead. HTML goes to --output: the file when it ends in \
        .html, else DIR/index.html (default: stringsgen.json's report.output, else reports). \
        Exit status 0 whatever is missing, unless --fail-under is given and a shipping locale's \
        ready share is below it (1; stderr says which and by how much).
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case markdown, json, html }

    @Option(help: "markdown, json or html.")
    var format: Format = .markdown

    @Option(help: ArgumentHelp(
        "Where to write the report: a file for markdown and json; for html a file ending in .html, else a folder for index.html.",
        valueName: "path"))
    var output: String?

    // Read as text and checked in validate(), so `-5` reaches the range check instead of
    // being taken for an option.
    @Option(
        name: .customLong("fail-under"), parsing: .unconditional,
        help: ArgumentHelp("Exit 1 if a shipping locale has fewer than this percentage (0–100) of its keys ready.", valueName: "percent"))
    var failUnderText: String?

    @Option(name: .customLong("locales"), help: "The locales to report on, comma-separated (default: Locales/, else every catalog language).")
    var requiredLocales: String?

    @Flag(name: .customLong("no-git"), help: "Do not run git: the report names its catalogs without their revisions.")
    var noGit = false

    @Option(help: ArgumentHelp(
        "What a browser measured on the HTML report's Screens view (tools/report-measure writes it): the strings that do not fit go into the report.",
        valueName: "file"))
    var measurements: String?

    @Flag(name: .customLong("fail-on-overflow"), help: "Exit 1 if --measurements lists a string that does not fit its screen (the pseudo-language's are shown, not failed).")
    var failOnOverflow = false

    @OptionGroup var projectOptions: ProjectOptions

    @Argument(help: "Catalogs, or folders searched for catalogs and .lproj folders (default: the project's).")
    var inputs: [String] = []

    /// `--fail-under` as a number; validate() has made sure it is one from 0 to 100.
    var failUnder: Double? { failUnderText.flatMap(Self.percentage) }

    static func percentage(_ text: String) -> Double? {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, (0...100).contains(value) else { return nil }
        return value
    }

    func validate() throws {
        if let output, output.isEmpty {
            throw ValidationError("--output takes a file or a folder; an empty name is neither")
        }
        if let failUnderText, Self.percentage(failUnderText) == nil {
            throw ValidationError("--fail-under takes a percentage from 0 to 100 (such as 95 or 99.5), not \"\(failUnderText)\"")
        }
        if let output, output.isEmpty { throw ValidationError("--output needs a path") }
        if failOnOverflow, measurements == nil {
            throw ValidationError("--fail-on-overflow needs --measurements FILE: what a browser measured on the HTML report (tools/report-measure --fail-on-overflow does both)")
        }
        if let measurements, measurements.isEmpty { throw ValidationError("--measurements needs a file") }
    }

    func run() throws {
        try runReportingInputErrors {
            let project = try projectOptions.load(root: projectOptions.root, inputs: inputs, requiredLocales: requiredLocales.map(localeList))
            KeptUntilExit.keep(project)
            try Lint.validateLocales(requiredLocales.map(localeList) ?? [], in: project)
            var report = try Reporting.report(
                project, requiredOverride: requiredLocales != nil, provenance: Reporting.provenance(of: project, readingGit: !noGit))
            if let measurements { try Reporting.attachMeasurements(from: measurements, to: &report) }
            switch format {
            case .markdown:
                let markdown = MarkdownReport().render(report)
                try emit(markdown, defaultName: "report.md")
                if let summary = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty {
                    appendToStepSummary(markdown, path: summary)
                }
            case .json:
                try emit(JSONReport().render(report), defaultName: "report.json")
            case .html:
                let path = try HTMLReport().write(report, to: HTMLReport.pagePath(forOutput: output ?? ProjectFiles.join(project.root, project.configuration.reportOutput)))
                print("stringsgen: wrote \(path)")
            }
            return max(explainFailUnder(report), explainOverflow(report))
        }
    }

    /// With `--fail-on-overflow`, each string that does not fit on stderr, and 1 when there is one.
    private func explainOverflow(_ report: TranslationReport) -> Int32 {
        guard failOnOverflow, let screens = report.screens else { return 0 }
        let overflows = screens.overflows
        for o in overflows { printError("stringsgen: \(o.message)") }
        if overflows.isEmpty {
            printError("stringsgen: every string fits its screen (measured with \(screens.measurement?.font ?? "a browser"))")
            return 0
        }
        printError("stringsgen: \(overflows.count) \(overflows.count == 1 ? "string does" : "strings do") not fit (--fail-on-overflow)")
        return 1
    }

    /// Prints `text` to stdout, or with `--output` writes it atomically to that file (to
    /// `defaultName` inside it when it is a folder).
    private func emit(_ text: String, defaultName: String) throws(InputError) {
        let body = text.hasSuffix("\n") ? text : text + "\n"
        guard let output else {
            print(body, terminator: "")
            return
        }
        let path = output.hasSuffix("/") || ProjectFiles.isDirectory(output) ? ProjectFiles.join(output, defaultName) : output
        try FileBytes.writeAtomically(Array(body.utf8), to: path, onlyIfChanged: false)
        print("stringsgen: wrote \(path)")
    }

    /// The exit status for `--fail-under`, saying on stderr which locales fall short and by how
    /// much: 1 when a shipping one does.
    private func explainFailUnder(_ report: TranslationReport) -> Int32 {
        guard let failUnder else { return 0 }
        let threshold = Self.number(failUnder)
        let below = report.locales(below: failUnder)
        for l in below {
            // The gap from the figure as printed, so the two add up for the reader.
            let gap = String(format: "%.1f", failUnder - (Double(l.ready.percentText) ?? l.ready.percent))
            let why = [
                l.keysToFix > 0 ? keys(l.keysToFix) + " to fix" : nil,
                l.missing.isEmpty ? nil : keys(l.missing.count) + " missing",
                // Keys neither translated nor missing wait for review.
                l.keys.required - l.keys.translated > l.missing.count ? keys(l.keys.required - l.keys.translated - l.missing.count) + " to review" : nil,
            ].compactMap { $0 }.joined(separator: ", ")
            let held = l.status == .shipping ? "" : " (\(l.status.rawValue): reported, not failed)"
            printError(
                "stringsgen: \(l.locale) is \(l.ready.percentText)% ready (\(l.ready.translated) of \(l.ready.required) keys), "
                    + "\(gap) points under --fail-under \(threshold)\(why.isEmpty ? "" : ": " + why)\(held)")
        }
        let failing = below.filter { $0.status == .shipping }
        if failing.isEmpty {
            printError("stringsgen: every shipping locale is at least \(threshold)% ready")
            return 0
        }
        return 1
    }

    private func keys(_ n: Int) -> String { n == 1 ? "1 key" : "\(n) keys" }

    /// `95`, `99.5`.
    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// GitHub's job summary is appended to, never replaced (other steps write to it too). A
    /// summary that cannot be written is a warning: the report itself went to stdout, and the
    /// exit status stays that of the findings.
    private func appendToStepSummary(_ markdown: String, path: String) {
        guard let handle = FileHandle(forWritingAtPath: path) else {
            printError("stringsgen: warning: cannot append the report to GITHUB_STEP_SUMMARY (\(path)): not a writable file")
            return
        }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data((markdown.hasSuffix("\n") ? markdown : markdown + "\n").utf8))
        } catch {
            printError("stringsgen: warning: cannot append the report to GITHUB_STEP_SUMMARY (\(path)): \(error.localizedDescription)")
        }
    }
}
