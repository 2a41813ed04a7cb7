import StringsgenModel

/// One rule of the linter. A check finds problems and words them; it never decides their
/// severity (that is `SeverityPolicy`'s job).
///
/// The linter walks the table once: `check(table:emit:)` runs once per table, then
/// `check(entry:emit:)` once per entry, with the entry's source units already parsed. The
/// entries of a large table are linted on several threads at once, each entry on one thread
/// with that thread's `LintRun`, so a check keeps no state of its own; a `LintedEntry` and
/// its localizations and units are valid during the call only (the run reuses them).
public protocol Check: Sendable {
    /// The stable rule id, part of the CLI contract (`placeholder-mismatch`).
    static var id: String { get }
    static var defaultSeverity: Severity { get }
    /// False for a rule that runs only when a project sets its severity (`lint.severity` or
    /// `--severity`): one whose findings on real catalogs are too often no defect (the README
    /// gives each such rule's measured precision).
    static var isOnByDefault: Bool { get }
    /// What a finding of the check depends on: the entry alone, or the whole table.
    static var scope: CheckScope { get }
    /// One line for `stringsgen lint --list-rules` and the docs.
    static var summary: String { get }
    /// What to do about a finding, for whoever fixes it (SARIF's `help`, shown by code scanning).
    static var help: String { get }

    func check(table run: LintRun, emit: (Finding) -> Void)
    func check(entry: LintedEntry, emit: (Finding) -> Void)
}

extension Check {
    public func check(table run: LintRun, emit: (Finding) -> Void) {}
    public func check(entry: LintedEntry, emit: (Finding) -> Void) {}

    /// A check without its own help text points at the rule's documentation.
    public static var help: String { "See the rule \(id) in stringsgen's README." }

    public static var isOnByDefault: Bool { true }

    public static var scope: CheckScope { .eachEntry }

    public static var rule: RuleDescription {
        RuleDescription(id: id, defaultSeverity: defaultSeverity, summary: summary, help: help, isOnByDefault: isOnByDefault)
    }

    /// A finding of this check about a value of `entry` in `locale`.
    func finding(
        _ entry: LintedEntry, _ locale: String?, at location: SourceLocation, path: String? = nil, _ message: String
    ) -> Finding {
        Finding(rule: Self.id, location: location, key: entry.key, locale: locale, message: message, path: path)
    }

    /// A finding of this check about `unit` of `entry` in `locale`: at the unit, with its path.
    func finding(_ entry: LintedEntry, _ locale: String?, _ unit: LintedUnit, _ message: String) -> Finding {
        Finding(
            rule: Self.id, location: unit.location, key: entry.key, locale: locale, message: message,
            path: unit.steps.isEmpty ? nil : unit.path.label)
    }
}

/// What a check's findings depend on.
public enum CheckScope: Sendable {
    /// Each entry alone (`check(entry:)`): linting some entries of a table gives exactly their
    /// findings in the whole table (`import` relies on it).
    case eachEntry
    /// The whole table, read in `check(table:)` only: entries need not be loaded for it.
    case table
    /// The whole table, and each entry too.
    case tableAndEachEntry

    /// Whether a finding about one entry can depend on the table's other entries.
    public var readsOtherEntries: Bool { self != .eachEntry }
    /// Whether the check looks at entries one by one (`check(entry:)`).
    public var checksEachEntry: Bool { self != .table }
}

/// A rule id with its default severity and summary, for rules whether or not this module
/// implements them.
public struct RuleDescription: Sendable, Hashable {
    public var id: String
    public var defaultSeverity: Severity
    public var summary: String
    /// What to do about a finding.
    public var help: String
    /// False for a rule that runs only when a project sets its severity.
    public var isOnByDefault: Bool

    public init(id: String, defaultSeverity: Severity, summary: String, help: String = "", isOnByDefault: Bool = true) {
        self.isOnByDefault = isOnByDefault
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.help = help
    }
}
