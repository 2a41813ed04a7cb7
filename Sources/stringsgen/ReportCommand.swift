import ArgumentParser
import StringsgenKit
import StringsgenModel
import StringsgenReports
import Foundation

struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Report what is left to translate, per locale.",
        discussion: """
        Markdown goes to stdout (and is appended to $GITHUB_STEP_SUMMARY when it is set); JSON \
        goes to stdout; HTML is written to --output DIR/index.html. Exit status 0 whatever is \
        missing, unless --fail-under is given and a shipping locale's coverage is below it (1).
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case markdown, json, html }

    @Option(help: "markdown, json or html.")
    var format: Format = .markdown

    @Option(help: "The folder for the HTML page (default: stringsgen.json's report.output, else reports).")
    var output: String?

    @Option(name: .customLong("fail-under"), help: "Exit 1 if a shipping locale's key coverage is below this percentage.")
    var failUnder: Double?

    @Option(name: .customLong("locales"), help: "The locales to report on, comma-separated (default: Locales/, else every catalog language).")
    var requiredLocales: String?

    @Argument(help: "Catalogs or folders of .lproj folders (default: the project's Strings/).")
    var inputs: [String] = []

    func validate() throws {
        if let output, output.isEmpty {
            throw ValidationError("--output takes a folder for the HTML page; an empty name is not one")
        }
        if let failUnder, !(0...100).contains(failUnder) {
            throw ValidationError("--fail-under takes a percentage from 0 to 100")
        }
    }

    func run() throws {
        try runReportingInputErrors {
            let project = try Project.load(root: ".", inputs: inputs, requiredLocales: requiredLocales.map(localeList))
            KeptUntilExit.keep(project)
            let report = try Reporting.report(project, requiredOverride: requiredLocales != nil)
            switch format {
            case .markdown:
                let markdown = MarkdownReport().render(report)
                print(markdown, terminator: markdown.hasSuffix("\n") ? "" : "\n")
                if let summary = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty {
                    try appendToStepSummary(markdown, path: summary)
                }
            case .json:
                let json = JSONReport().render(report)
                print(json, terminator: json.hasSuffix("\n") ? "" : "\n")
            case .html:
                let folder = output ?? project.configuration.reportOutput
                let path = try HTMLReport().write(report, toDirectory: folder)
                print("stringsgen: wrote \(path)")
            }
            return report.exitStatus(failUnder: failUnder)
        }
    }

    /// GitHub's job summary is appended to, never replaced (other steps write to it too).
    private func appendToStepSummary(_ markdown: String, path: String) throws(InputError) {
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw InputError.file(path, "cannot append to GITHUB_STEP_SUMMARY")
        }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data((markdown.hasSuffix("\n") ? markdown : markdown + "\n").utf8))
        } catch {
            throw InputError.file(path, "cannot append to GITHUB_STEP_SUMMARY: \(error)")
        }
    }
}
