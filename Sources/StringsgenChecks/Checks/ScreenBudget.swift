import StringsgenModel

/// A screen whose body text, in one locale, is longer than the screen's budget: the screens
/// `lint.screens` of `stringsgen.json` declares (see `CopyLimitPolicy.Screen`). Each body key is
/// measured as `length-limit` measures it (user-perceived characters, its longest plural or
/// device variant, placeholders at their sample values); the screen's length is their sum, or
/// the longest of them on a `paged` screen. A key without a value in the locale adds nothing
/// (`missing-translation` reports it). Reported once per screen and locale, at the screen's
/// first body key in table order, with every body key and its length.
public struct ScreenBudget: Check {
    public static let id = "screen-budget"
    public static let scope = CheckScope.table
    public static let defaultSeverity = Severity.error
    public static let summary = "a screen's body text, summed over its keys, longer than the screen's budget"
    public static let help = "Shorten the body text of the screen (the keys the message lists, each with its length) until their lengths, in user-perceived characters, add up to the screen's budget, or change the screen's keys, body or budget in lint.screens of stringsgen.json."

    public init() {}

    public func check(table run: LintRun, emit: (Finding) -> Void) {
        let screens = run.context.copyLimits.screens
        for (screen, body) in zip(screens, Self.bodyEntries(of: screens, run)) {
            let lengths = Self.bodyLengths(of: body, run)
            for locale in lengths.locales {
                let keys = lengths.keys.filter { $0.lengths[locale] != nil }
                let total = Self.total(keys.map { $0.lengths[locale]! }, paged: screen.paged)
                guard total > screen.budget, let first = keys.first else { continue }
                emit(Finding(
                    rule: Self.id, location: first.locations[locale]!, key: first.key, locale: locale,
                    message: .overBudget(screen, locale, total, keys.map { ($0.key, $0.lengths[locale]!) })))
            }
        }
    }

    /// A screen's length from its body keys' lengths.
    static func total(_ lengths: [Int], paged: Bool) -> Int {
        paged ? lengths.max() ?? 0 : lengths.reduce(0, +)
    }

    struct BodyKey {
        var key: String
        var lengths: [String: Int] = [:]
        var locations: [String: SourceLocation] = [:]
    }

    /// The indices of each screen's body keys in the table, in table order: every key is read
    /// once and matched against every screen.
    static func bodyEntries(of screens: [CopyLimitPolicy.Screen], _ run: LintRun) -> [[Int]] {
        var body = [[Int]](repeating: [], count: screens.count)
        guard !screens.isEmpty else { return body }
        let entries = run.table.entries, copyLimits = run.context.copyLimits
        // `CopyLimitPolicy.isBody(_:of:)`, with each screen's patterns read once.
        let patterns = screens.map { (keys: Glob.Patterns($0.keys), body: Glob.Patterns($0.body ?? copyLimits.bodyCopyPatterns)) }
        for index in entries.indices {
            let key = entries[index].key
            var utf8 = key
            utf8.withUTF8 { bytes in
                for s in patterns.indices where patterns[s].keys.matchAny(key, bytes) && patterns[s].body.matchAny(key, bytes) {
                    body[s].append(index)
                }
            }
        }
        return body
    }

    /// The body keys at `indices` (`bodyEntries`), each with its length in every locale it
    /// has, and those locales in order of first appearance.
    static func bodyLengths(of indices: [Int], _ run: LintRun) -> (keys: [BodyKey], locales: [String]) {
        var keys: [BodyKey] = []
        var locales: [String] = []
        let entries = run.table.entries
        for index in indices {
            let entry = entries[index]
            let linted = LintedEntry(entry, run: run)
            var body = BodyKey(key: entry.key)
            // A legacy table's key without a source-language value has no source text (the key is an identifier).
            let hasNoSource = run.context.keysWithoutSource > 0 && entry.localization(for: run.sourceLanguage) == nil
            for localization in linted.localizations where !(localization.isSource && hasNoSource) {
                guard let unit = localization.units.first else { continue }
                let locale = localization.locale
                body.lengths[locale] = LengthLimit.measuredLength(of: localization, run.graphemes)
                body.locations[locale] = unit.location
                if !locales.contains(locale) { locales.append(locale) }
            }
            keys.append(body)
        }
        return (keys, locales)
    }
}

extension String {
    fileprivate static func overBudget(
        _ screen: CopyLimitPolicy.Screen, _ locale: String, _ total: Int, _ keys: [(String, Int)]
    ) -> String {
        let listed = keys.map { "‘\($0.0)’ \($0.1)" }.joined(separator: ", ")
        let measure = screen.paged ? "its longest page has" : "its body text has"
        return "screen ‘\(screen.name)’ in ‘\(locale)’: \(measure) \(total) characters, \(total - screen.budget) over its budget of \(screen.budget) (\(listed)): shorten them"
    }
}
