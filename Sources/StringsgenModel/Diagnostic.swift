/// How serious a finding is. The severity of a rule is decided in one place
/// (`SeverityPolicy` in StringsgenChecks), never inside a check.
public enum Severity: String, Sendable, Comparable, CaseIterable, Codable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// One finding about a table: data only; renderers decide how it looks.
public struct Diagnostic: Sendable, Hashable {
    /// The stable rule id (`placeholder-mismatch`), part of the CLI contract.
    public var rule: String
    public var severity: Severity
    public var location: SourceLocation
    /// The table name (`Onboarding`), nil when the finding is about no table.
    public var table: String?
    public var key: String?
    /// nil where no locale applies.
    public var locale: String?
    /// Lowercase, names the key and locale in quotes, says what to do, no final period.
    public var message: String
    /// The variant of the value the finding is about (`plural other`, `substitution count,
    /// plural one`, `device iphone`); nil for a plain value, or for none.
    public var path: String?

    public init(
        rule: String, severity: Severity, location: SourceLocation, table: String? = nil, key: String? = nil,
        locale: String? = nil, message: String, path: String? = nil
    ) {
        self.path = path
        self.rule = rule
        self.severity = severity
        self.location = location
        self.table = table
        self.key = key
        self.locale = locale
        self.message = message
    }

    /// The order every renderer lists findings in: by file, line, column, then rule.
    public static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { a, b in
            if a.location != b.location { return a.location < b.location }
            if a.rule != b.rule { return a.rule < b.rule }
            return a.message < b.message
        }
    }
}
