import StringsgenModel

/// A translation that does not look like a translation of its own source: it has another
/// number of sentences, and it is more than three times as long or as short as the language's
/// typical translation of a source that long. Both signals must agree (a longer wording alone,
/// or a sentence split alone, is how translators work). Keys already in a swap
/// (`swapped-translation`) are left to it; plain values only, of at least 15 bytes.
///
/// Off by default: on the corpus, outside the swaps, half of its findings were defects (a
/// subscription notice translated only in its last sentence, "Almost there. Don't tune out
/// yet." as "Майже готово."), the other half a free but right wording.
public struct MisplacedTranslation: Check {
    public static let id = "misplaced-translation"
    public static let scope = CheckScope.table
    public static let defaultSeverity = Severity.warning
    public static let isOnByDefault = false
    public static let summary = "a translation with another number of sentences and a length far from the language's usual, as if it belonged to another key or left a part out"
    public static let help = "Compare the translation with its own source: it may belong to another key, or leave out or add a sentence."

    /// How far from the typical ratio of lengths a translation must be, as a factor.
    static let lengthFactor = 3.0

    public init() {}

    public func check(table run: LintRun, emit: (Finding) -> Void) {
        let table = run.table
        let comparison = SwappedTranslation.Comparison(run)
        // Only when this rule runs (it is off by default) is the swap search paid twice.
        let swapped = Set(SwappedTranslation.swaps(in: comparison, table).flatMap { [$0.first, $0.second] })
        for (l, locale) in comparison.locales.enumerated() {
            let ratio = comparison.typicalRatios[l]
            for pair in comparison.pairs[l] where !swapped.contains(pair.entry) {
                let source = comparison.sources[pair.entry]!
                guard source.shape.sentences != pair.text.shape.sentences, max(source.length, pair.text.length) >= 15,
                      SwappedTranslation.distance(source, pair.text, ratio) > Self.lengthFactor
                else { continue }
                let entry = table.entries[pair.entry]
                let unit = entry.localization(for: locale)?.content.stringUnit
                emit(Finding(
                    rule: Self.id, location: unit?.location ?? entry.location, key: entry.key, locale: locale,
                    message: .misplaced(entry.key, locale, pair.text.value, source.value, pair.text.length / source.length / ratio)))
            }
        }
    }
}

extension String {
    fileprivate static func misplaced(_ key: String, _ locale: String, _ value: String, _ source: String, _ factor: Double) -> String {
        let times = factor >= 1 ? "\(Int(factor.rounded())) times as long as" : "1/\(Int((1 / factor).rounded())) as long as"
        return "‘\(key)’ in ‘\(locale)’ (\(MessageText.quote(value, limit: 100))) has another number of sentences than its source (\(MessageText.quote(source, limit: 100))) and is \(times) ‘\(locale)’ usually makes it: check that it translates this key, whole"
    }
}
