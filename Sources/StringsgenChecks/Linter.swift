import StringsgenModel

/// Runs checks over a table and turns their findings into diagnostics.
public struct Linter: Sendable {
    public var checks: [any Check]
    public var severities: SeverityPolicy

    public init(checks: [any Check] = Checks.all, severities: SeverityPolicy = SeverityPolicy()) {
        self.checks = checks
        self.severities = severities
    }

    /// The findings of every check that is not off, in `Diagnostic.sorted` order.
    public func lint(_ context: LintContext) -> [Diagnostic] {
        let active = checks.filter { severities.severity(ofRule: type(of: $0).id) != nil }
        guard !active.isEmpty else { return [] }
        let run = LintRun(context)
        var diagnostics: [Diagnostic] = []
        let tableName = context.table.name
        let emit: (Finding) -> Void = { finding in
            let status = finding.locale.map(context.status(of:))
            guard let severity = severities.severity(for: finding, localeStatus: status) else { return }
            diagnostics.append(Diagnostic(
                rule: finding.rule, severity: severity, location: finding.location, table: tableName,
                key: finding.key, locale: finding.locale, message: finding.message))
        }
        for check in active { check.check(table: run, emit: emit) }
        for entry in context.table.entries {
            let linted = LintedEntry(entry, run: run)
            for check in active { check.check(entry: linted, emit: emit) }
        }
        return Diagnostic.sorted(diagnostics)
    }
}
