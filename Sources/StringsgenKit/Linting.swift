import StringsgenChecks
import StringsgenCodegen
import StringsgenFormats
import StringsgenModel

/// `stringsgen lint`: every check over every table of a project, with the project's severities
/// and copy limits.
public enum Linting {
    /// The severity policy of a project: each rule's default, then `stringsgen.json`'s
    /// `lint.severity`. A rule id no check has is a configuration error.
    public static func severityPolicy(_ configuration: Configuration) throws(InputError) -> SeverityPolicy {
        var overrides: [String: RuleSetting] = [:]
        for (rule, text) in configuration.severities {
            if let setting = RuleSetting(text) { overrides[rule] = setting }
        }
        let policy = SeverityPolicy(overrides: overrides)
        let unknown = policy.unknownRules(in: overrides)
        if let first = unknown.first {
            let known = Checks.rules.map(\.id).sorted().joined(separator: ", ")
            throw InputError.file(
                configuration.file ?? Configuration.fileName,
                "unknown rule \"\(first)\" in lint.severity; the rules are: \(known)")
        }
        return policy
    }

    /// The copy limits a project declares: a key's own "Max N characters." comment, and
    /// `stringsgen.json`'s `lint.limits`, `lint.defaultLimit` and `lint.bodyCopyLimit`.
    /// Nothing declared, no limit.
    public static func copyLimits(_ configuration: Configuration) -> CopyLimitPolicy {
        var policy = CopyLimitPolicy(defaultLimit: configuration.defaultLimit, bodyCopyLimit: configuration.bodyCopyLimit)
        if let patterns = configuration.bodyCopyPatterns { policy.bodyCopyPatterns = patterns }
        policy.keyLimits = configuration.limits.map { CopyLimitPolicy.KeyLimit(pattern: $0.pattern, limit: $0.limit) }
        policy.screens = configuration.screens
        return policy
    }

    /// Every finding in every table of the project, sorted: the checks', and two keys that
    /// `generate` would give one accessor name (`identifier-collision`, found by the generator's
    /// own naming).
    ///
    /// `expansion`: the factor of `lint --expansion` (`expansion-risk`); nil: that check finds nothing.
    public static func lint(_ project: Project, expansion: Double? = nil) throws(InputError) -> [Diagnostic] {
        let severities = try severityPolicy(project.configuration)
        let linter = Linter(severities: severities)
        let collisionSeverity = severities.severity(ofRule: "identifier-collision")
        var limits = copyLimits(project.configuration)
        limits.expansionFactor = expansion
        let locales = project.locales.map { Dictionary($0.map { ($0.code, $0) }, uniquingKeysWith: { a, _ in a }) }
        var diagnostics: [Diagnostic] = []
        for table in project.tables {
            let context = LintContext(table: table, locales: locales, requiredLocales: project.requiredLocales, copyLimits: limits)
            diagnostics += linter.lint(context)
            if let collisionSeverity { diagnostics += IdentifierCollisions.findings(in: table, severity: collisionSeverity) }
        }
        return Diagnostic.sorted(diagnostics)
    }
}
