import StringsgenICU
import StringsgenModel

/// Two plural forms a language tells apart, written the same: Russian "%d линии" for `few`
/// (2–4) and for `many` (5–20) reads wrong for 5 lines; Dutch "%d regel" for `one` and
/// `other` reads wrong for every number but 1. Only categories ICU's rule reaches with whole
/// numbers below 1000 are compared (Russian `other` is for decimals and rightly reads like
/// `few`; French `many` is for millions), and only where the source's forms differ (a source
/// whose forms are alike leaves nothing to vary). One finding per pair of forms.
public struct SamePlurals: Check {
    public static let id = "same-plurals"
    public static let defaultSeverity = Severity.warning
    /// Off: many languages rightly write a counted noun one way for several categories
    /// (Turkish, Hungarian, Georgian never inflect it after a number; German "Pixel", French
    /// "mois", Polish genitives after "w ciągu"): on the corpus about 45 of 134 findings were
    /// defects.
    public static let isOnByDefault = false
    public static let summary = "two plural forms the language tells apart are written the same"
    public static let help = "Give each plural form the wording its numbers need (Russian: 1 линия, 2 линии, 5 линий)."

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        let sourceLocale = entry.run.sourceLocale
        entry.forEachPluralSet { localization, set, plurals in
            guard localization.lintLocale !== sourceLocale else { return }
            var seen: [(name: String, value: String)] = []
            for form in set.forms {
                guard let category = PluralCategory(variationName: form.name), category != .zero,
                      plurals.examples[category] != nil, let value = form.content.stringUnit?.value, !value.isEmpty
                else { continue }
                if let same = seen.first(where: { $0.value == value }), Self.sourceVaries(entry, set) {
                    let locale = localization.locale
                    let subject = "‘\(entry.key)’ in ‘\(locale)’\(set.label)"
                    emit(finding(entry, locale, at: form.content.stringUnit!.location, path: set.path(form.name), .same(
                        subject, same.name, form.name, value, locale, plurals.examples[category]!)))
                } else {
                    seen.append((form.name, value))
                }
            }
        }
    }

    /// Whether the source's forms for the set at the same steps differ from each other.
    static func sourceVaries(_ entry: LintedEntry, _ set: PluralSet) -> Bool {
        let sets = entry.source.pluralSets
        guard let source = sets.first(where: { $0.steps == set.steps }) ?? (sets.count == 1 ? sets.first : nil) else { return true }
        let values = source.forms.compactMap { $0.content.stringUnit?.value }
        return values.contains { $0 != values.first }
    }
}

extension String {
    fileprivate static func same(_ subject: String, _ first: String, _ second: String, _ value: String, _ locale: String, _ numbers: String) -> String {
        "\(subject) writes \(first) and \(second) the same, \(MessageText.quote(value, limit: 100)), but ‘\(locale)’ shows \(second) for \(numbers): give it the wording those numbers need"
    }
}
