import StringsgenModel

/// What a project sets a rule to: off, or a severity.
public enum RuleSetting: Sendable, Hashable {
    case off
    case severity(Severity)

    /// Reads `off`, `note`, `warning` or `error` (as a configuration file or `--severity` writes it).
    public init?(_ text: String) {
        if text == "off" { self = .off } else if let s = Severity(rawValue: text) { self = .severity(s) } else { return nil }
    }
}

/// The one place a finding's severity is decided: each rule's default, the project's
/// overrides, and the status of the finding's locale.
///
/// A missing translation is an error for a shipping locale and at most a warning for one in
/// progress; every other rule is as serious in every locale.
public struct SeverityPolicy: Sendable {
    public private(set) var defaults: [String: Severity]
    /// Rules that are off unless `overrides` sets them (`Check.isOnByDefault`).
    public private(set) var offByDefault: Set<String>
    public var overrides: [String: RuleSetting]

    /// Rules missing from `overrides` keep their default. Check `unknownRules(in:)` first to
    /// reject a misspelt rule id.
    public init(rules: [RuleDescription] = Checks.rules, overrides: [String: RuleSetting] = [:]) {
        self.defaults = Dictionary(rules.map { ($0.id, $0.defaultSeverity) }, uniquingKeysWith: { a, _ in a })
        self.offByDefault = Set(rules.filter { !$0.isOnByDefault }.map(\.id))
        self.overrides = overrides
    }

    /// The rule ids of `overrides` that no rule has (a configuration error).
    public func unknownRules(in overrides: [String: RuleSetting]) -> [String] {
        overrides.keys.filter { defaults[$0] == nil }.sorted()
    }

    /// The severity of a rule before any locale is considered; nil when the rule is off.
    public func severity(ofRule rule: String) -> Severity? {
        switch overrides[rule] {
        case .off: return nil
        case .severity(let s): return s
        case nil: return offByDefault.contains(rule) ? nil : defaults[rule] ?? .error
        }
    }

    /// The severity to report `finding` with, or nil to drop it. `localeStatus` is the status
    /// of the finding's locale (nil for none).
    public func severity(for finding: Finding, localeStatus: LocaleStatus?) -> Severity? {
        guard let base = severity(ofRule: finding.rule) else { return nil }
        // A locale still being translated warns, not fails, about what it lacks: a value not
        // there, or there but empty (Mammoth's 11,730 `needs_review` units with no text yet).
        if finding.rule == MissingTranslation.id || finding.rule == EmptyTranslation.id, localeStatus == .inProgress {
            return min(base, .warning)
        }
        return base
    }
}
