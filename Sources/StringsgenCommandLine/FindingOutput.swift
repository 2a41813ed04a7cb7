import ArgumentParser
import StringsgenChecks
import StringsgenKit
import StringsgenModel
import StringsgenReports

/// How a command that reports findings (`lint`, `usage`) shows them and decides its exit
/// status: the options both take, so that they read and behave the same.
public struct FindingOutput: ParsableArguments {
    @Option(help: "Output format: xcode, json, github or sarif.")
    public var format: DiagnosticFormat = .xcode

    @Flag(help: "Fail (exit 1) on any finding, warnings included.")
    public var strict = false

    @Option(help: "Report only findings that are not in this baseline file.")
    public var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Record today's findings in this file (then exit 0).")
    public var writeBaseline: String?

    public init() {}

    /// Recording a baseline reads none: given both, the one to compare with would be ignored.
    public func validate() throws {
        if baseline != nil, writeBaseline != nil {
            throw ValidationError("--write-baseline records today's findings and --baseline compares with recorded ones: give one of them")
        }
    }

    /// The baseline options applied to `diagnostics`: with `--write-baseline`, the findings are
    /// recorded and nil is returned; with `--baseline`, those it does not cover are returned;
    /// else all of them. A baseline holds each finding's file relative to the project at `root`,
    /// so one written at the root matches a run from a folder below it, or from elsewhere with
    /// `--project`; the findings returned keep the paths they were found with.
    public func applyingBaseline(to diagnostics: [Diagnostic], root: String) throws(InputError) -> [Diagnostic]? {
        guard writeBaseline != nil || baseline != nil else { return diagnostics }
        let fingerprinted = diagnostics.map { diagnostic in
            var relative = diagnostic
            relative.location.file = ProjectFiles.relativeToProject(diagnostic.location.file, root: root)
            return relative
        }
        if let writeBaseline {
            try Baseline(diagnostics: fingerprinted).write(to: writeBaseline)
            return nil
        }
        let isNew = try Baseline.read(from: baseline!).isNew(fingerprinted)
        return diagnostics.indices.filter { isNew[$0] }.map { diagnostics[$0] }
    }

    /// The findings in the chosen format; SARIF describes every rule of the tool.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        let rules = Dictionary(
            Checks.rules.map { ($0.id, SARIFRenderer.Rule(summary: $0.summary, help: $0.help, defaultSeverity: $0.defaultSeverity)) },
            uniquingKeysWith: { a, _ in a })
        return format.renderer(toolVersion: StringsgenVersion.current, rules: rules, versions: StringsgenVersion.withData).render(diagnostics)
    }

    /// An input that could not be read (exit status 2) in the chosen format, for CI to show as
    /// it shows findings: a GitHub error annotation, or a SARIF run with no results and the
    /// reason as a notification; nil for the other formats (the error goes to standard error).
    /// Each of the run's errors (`InputError.all`) is said: a GitHub annotation each, one SARIF
    /// document with a notification each.
    public func render(_ error: InputError) -> String? {
        switch format {
        case .github: error.all.map { GitHubRenderer.annotation($0.message, at: $0.location) }.joined(separator: "\n")
        case .sarif: SARIFRenderer(toolVersion: StringsgenVersion.current).renderFailures(error.all.map { ($0.message, $0.location) })
        default: nil
        }
    }

    /// Exit status 1: a finding at error severity, or any with `--strict`.
    public func fails(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.contains { $0.severity == .error || strict }
    }
}

extension DiagnosticFormat: ExpressibleByArgument {}
