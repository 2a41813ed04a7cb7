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
    /// Off: many words are rightly written one way for several categories (German "Pixel",
    /// French "mois", Dutch "jaar" after a number, Polish genitives after "w ciągu"): on the
    /// corpus 37 of 73 findings were defects, with the languages and forms below left out.
    public static let isOnByDefault = false
    public static let summary = "two plural forms the language tells apart are written the same"
    public static let help = "Give each plural form the wording its numbers need (Russian: 1 линия, 2 линии, 5 линий)."

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        let sourceLocale = entry.run.sourceLocale
        entry.forEachPluralSet { localization, set, plurals in
            guard localization.lintLocale !== sourceLocale,
                  !Self.invariantAfterNumbers.contains(localization.lintLocale.language) else { return }
            let language = localization.lintLocale.language
            var seen: [(name: String, value: String)] = []
            for form in set.forms {
                guard let category = PluralCategory(variationName: form.name), category != .zero,
                      plurals.examples[category] != nil, let value = form.content.stringUnit?.value, !value.isEmpty,
                      !(language == "he" && category == .two), Self.hasWords(value)
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

    /// Languages whose nouns do not change after a number, though CLDR gives them `one` and
    /// `other` for other words (Turkish "1 dosya", "5 dosya"; Hungarian "5 fájl"; Georgian;
    /// Azerbaijani, Kazakh, Kyrgyz, Uzbek, Turkmen; Filipino "5 minuto").
    static let invariantAfterNumbers: Set<String> = ["tr", "hu", "ka", "az", "kk", "ky", "uz", "tk", "fil"]

    /// Whether the form has a letter outside its specifiers: a form that is only the number
    /// (`%arg`, `%lld`) has no word to inflect. Hebrew's `two` is left out too: only a few
    /// nouns have a dual, and the plural is right for the rest.
    static func hasWords(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        var rest: [UInt8] = []
        var position = 0
        for placeholder in FormatString(value, insideSubstitution: true).placeholders {
            rest += bytes[position..<placeholder.utf8Range.lowerBound]
            position = placeholder.utf8Range.upperBound
        }
        rest += bytes[position...]
        return PlainText.hasLetters(String(decoding: rest, as: UTF8.self))
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
