import StringsgenModel

/// Source text that fits its limits today but will not once translation lengthens it: with
/// `lint --expansion F` (F from 1 to 10, e.g. 1.3 for the 30 % German adds to English), a
/// source value measured as `length-limit` measures it, times F and rounded up, that exceeds
/// its key's limit; and a screen of `lint.screens` whose source body text, measured as
/// `screen-budget` measures it, times F exceeds the screen's budget. Only the source
/// language is checked, and only what does not already exceed its limit (that is
/// `length-limit`'s and `screen-budget`'s error): a warning for the writer before any
/// translator starts. Without `--expansion` the check finds nothing.
public struct ExpansionRisk: Check {
    public static let id = "expansion-risk"
    public static let scope = CheckScope.tableAndEachEntry
    public static let defaultSeverity = Severity.warning
    public static let summary = "source text that would exceed its key's limit or its screen's budget once translation lengthens it (lint --expansion)"
    public static let help = "Shorten the source text now, so that translations as much longer as the --expansion factor still fit the key's limit or the screen's budget, or raise the limit if the layout has room."

    public init() {}

    /// `length` lengthened by `factor`, rounded up.
    static func expanded(_ length: Int, by factor: Double) -> Int {
        Int((Double(length) * factor - 1e-9).rounded(.up))
    }

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        guard let factor = entry.run.context.copyLimits.expansionFactor, entry.isTranslatable else { return }
        guard let limit = entry.run.context.copyLimits.limit(forKey: entry.key, comment: entry.entry.comment)?.characters
        else { return }
        // A legacy table's key without a source-language value has no source text (the key is an identifier).
        if entry.run.context.keysWithoutSource > 0, entry.entry.localization(for: entry.run.sourceLanguage) == nil { return }
        let source = entry.source
        var samples: [String: String] = [:]
        for unit in source.units where !unit.isInSubstitution {
            let length = entry.run.graphemes.count(LengthLimit.shownText(unit, in: source, samples: &samples, entry.run.graphemes))
            let expanded = Self.expanded(length, by: factor)
            guard length <= limit, expanded > limit else { continue }
            emit(finding(entry, source.locale, unit, .keyAtRisk(entry.subject(source.locale, unit), length, expanded, factor, limit)))
        }
    }

    public func check(table run: LintRun, emit: (Finding) -> Void) {
        guard let factor = run.context.copyLimits.expansionFactor else { return }
        let source = run.sourceLanguage
        let screens = run.context.copyLimits.screens
        for (screen, body) in zip(screens, ScreenBudget.bodyEntries(of: screens, run)) {
            let keys = ScreenBudget.bodyLengths(of: body, run).keys.filter { $0.lengths[source] != nil }
            guard let first = keys.first else { continue }
            let total = ScreenBudget.total(keys.map { $0.lengths[source]! }, paged: screen.paged)
            let expanded = Self.expanded(total, by: factor)
            guard total <= screen.budget, expanded > screen.budget else { continue }
            emit(Finding(
                rule: Self.id, location: first.locations[source]!, key: first.key, locale: source,
                message: .screenAtRisk(screen, source, total, expanded, factor)))
        }
    }
}

extension String {
    fileprivate static func keyAtRisk(_ subject: String, _ length: Int, _ expanded: Int, _ factor: Double, _ limit: Int) -> String {
        "\(subject) is \(length) characters, \(expanded) once translation makes it \(factor.shown) times as long: \(expanded - limit) over its limit of \(limit); shorten it before it is translated"
    }

    fileprivate static func screenAtRisk(
        _ screen: CopyLimitPolicy.Screen, _ locale: String, _ total: Int, _ expanded: Int, _ factor: Double
    ) -> String {
        "screen ‘\(screen.name)’ in ‘\(locale)’ has \(total) characters of body text, \(expanded) once translation makes it \(factor.shown) times as long: \(expanded - screen.budget) over its budget of \(screen.budget); shorten it before it is translated"
    }
}

extension Double {
    /// `1.3`, `2` (no trailing `.0`).
    fileprivate var shown: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
