import StringsgenICU
import StringsgenModel

/// Two plural forms a language tells apart, written the same: Russian "%d линии" for `few`
/// (2–4) and for `many` (5–20) reads wrong for 5 lines; Dutch "%d regel" for `one` and
/// `other` reads wrong for every number but 1. Only categories ICU's rule reaches with whole
/// numbers below 1000 are compared (Russian `other` is for decimals and rightly reads like
/// `few`; French `many` is for millions), and only where the source's forms differ (a source
/// whose forms are alike leaves nothing to vary). One finding per pair of forms.
///
/// Many forms are rightly alike, and telling them from a copied form takes the grammar of the
/// number's noun, so the rule looks only where that grammar is known (`NounAgreement`): the
/// word right after the count (a count at the end, or glued to an abbreviation, "%lds", has
/// none to agree), in the languages listed there, with each language's classes of nouns that
/// do not change. A count written as a decimal (`%.1f`) is shown as one, which every form
/// words alike; a form that is the source's own text is untranslated, which
/// `unchanged-translation` reports.
public struct SamePlurals: Check {
    public static let id = "same-plurals"
    public static let defaultSeverity = Severity.warning
    /// Off: too many nouns are rightly alike in forms a language tells apart for a rule without
    /// a dictionary to tell them from a copy (units such as Russian "бит", indeclinable
    /// "медіа", genitives a word before the count governs). Of 129 findings in 27 apps' catalogs
    /// 116 were defects (89.9%), and 0 of 5 in the two apps first tried after the rule was
    /// written; the README gives the figures.
    public static let isOnByDefault = false
    public static let summary = "two plural forms the language tells apart are written the same"
    public static let help = "Give each plural form the wording its numbers need (Russian: 1 линия, 2 линии, 5 линий)."

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        let sourceLocale = entry.run.sourceLocale
        entry.forEachPluralSet { localization, set, plurals in
            guard localization.lintLocale !== sourceLocale,
                  let agreement = NounAgreement(language: localization.lintLocale.language) else { return }
            if Self.countsDecimals(set, in: localization.content) { return }
            let untranslated = localization.lintLocale.sharesSourceLanguage ? [] : Self.sourceValues(entry, set)
            var seen: [(category: PluralCategory, value: String)] = []
            for form in set.forms {
                guard let category = PluralCategory(variationName: form.name), category != .zero,
                      plurals.examples[category] != nil, let value = form.content.stringUnit?.value, !value.isEmpty,
                      !untranslated.contains(value), let word = Self.wordAfterCount(value)
                else { continue }
                if let same = seen.first(where: { $0.value == value }),
                   agreement.tellsApart(same.category, category, word: word),
                   Self.sourceVaries(entry, set) {
                    let locale = localization.locale
                    let subject = "‘\(entry.key)’ in ‘\(locale)’\(set.label)"
                    emit(finding(entry, locale, at: form.content.stringUnit!.location, path: set.path(form.name), .same(
                        subject, same.category.rawValue, form.name, value, locale, plurals.examples[category]!)))
                } else {
                    seen.append((category, value))
                }
            }
        }
    }

    /// Whether the set's count is a floating-point number (`%.1f`, a substitution whose
    /// `formatSpecifier` is `f`): a number shown with decimals takes one wording for all.
    static func countsDecimals(_ set: PluralSet, in content: LocalizedContent) -> Bool {
        if case .substitution(let name)? = set.steps.last(where: { if case .substitution = $0 { true } else { false } }),
           let specifier = content.substitution(named: name)?.formatSpecifier, let conversion = specifier.last {
            return "fFeEgGaA".contains(conversion)
        }
        for form in set.forms {
            guard let value = form.content.stringUnit?.value else { continue }
            if let count = FormatString(value, insideSubstitution: true).placeholders.first(where: Self.isCount) {
                return count.type == .double
            }
        }
        return false
    }

    private static func isCount(_ placeholder: Placeholder) -> Bool {
        switch placeholder.type {
        case .integer, .unsigned, .double, .substitutionArgument: true
        default: false
        }
    }

    /// The word right after the form's count (at least two letters, after a space), lowercased;
    /// nil when no word follows the count (it ends the text, is followed by punctuation, or is
    /// glued to a unit: "%lds", "%ldع"). The count is the form's first number.
    static func wordAfterCount(_ value: String) -> String? {
        guard let count = FormatString(value, insideSubstitution: true).placeholders.first(where: isCount) else { return nil }
        let utf8 = Array(value.utf8)
        let rest = String(decoding: utf8[count.utf8Range.upperBound...], as: UTF8.self)
        guard let first = rest.unicodeScalars.first, first == " " || first == "\u{A0}" || first == "\u{202F}" else { return nil }
        let after = String(String.UnicodeScalarView(rest.unicodeScalars.dropFirst().prefix { isWordScalar($0) }))
        guard after.count >= 2 else { return nil }
        return after.lowercased()
    }

    /// Letters, combining marks and the apostrophes inside words (“Loop’ов”).
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.generalCategory == .nonspacingMark || scalar == "’" || scalar == "'"
    }

    /// The source's forms for the set at the same steps: a translation that is one of them is
    /// the source's text, not translated.
    static func sourceValues(_ entry: LintedEntry, _ set: PluralSet) -> Set<String> {
        let sets = entry.source.pluralSets
        guard let source = sets.first(where: { $0.steps == set.steps }) ?? (sets.count == 1 ? sets.first : nil) else { return [] }
        return Set(source.forms.compactMap { $0.content.stringUnit?.value })
    }

    /// Whether the source's forms for the set at the same steps differ from each other.
    static func sourceVaries(_ entry: LintedEntry, _ set: PluralSet) -> Bool {
        let sets = entry.source.pluralSets
        guard let source = sets.first(where: { $0.steps == set.steps }) ?? (sets.count == 1 ? sets.first : nil) else { return true }
        let values = source.forms.compactMap { $0.content.stringUnit?.value }
        return values.contains { $0 != values.first }
    }
}

/// How a language's noun agrees with the number before it, as far as `same-plurals` needs: for
/// which pairs of plural categories, and which words after the count, two alike forms are a
/// form copied where another was due. Languages not listed are not compared: many put the
/// noun after a number in the singular whatever the number (Turkish, Hungarian, Finnish,
/// Persian, Kurdish, Welsh, Georgian, Japanese…), and others have classes of nouns alike in
/// the forms compared that are too large to tell apart without a dictionary: German ("Pixel",
/// "Filter", "Treffer"), Polish (masculine persons take the genitive plural after every number
/// from 2, "2 użytkowników"; "dni", "odpowiedzi"), Croatian, Serbian and Bosnian (masculine
/// nouns' genitive singular and plural are one word, "2 korisnika", "5 korisnika"), Czech and
/// Slovenian (after prepositions, the dual), Swedish (neuter nouns and verbs: "svar",
/// "följer"), Greek. Measured on real catalogs: see the README's rule table.
enum NounAgreement {
    /// Russian, Ukrainian, Belarusian, Romanian: every category takes its own form of the noun
    /// (Romanian: "de" before it from 20), but for past-tense verbs ("%ld добавили"), which
    /// agree only in number, and the locative plural ("в %d странах").
    case declining
    /// Arabic: `two` (dual) and `few` (3–10, plural) have their own forms; `one`, `many`
    /// (11–99) and `other` (100…) all take the singular, alike without vowel marks.
    case arabic
    /// Dutch: one plural, but measure words stay singular after a number ("%lld uur", "jaar").
    case dutch
    /// Danish, Norwegian: many nouns are unchanged in the plural ("år", "innlegg", "svar"), so
    /// only a form whose word carries a plural ending (-er, -e) is taken for a plural after 1.
    case danishNorwegian
    /// Catalan, Spanish, Portuguese, Galician: plurals end in -s, and nouns whose singular ends
    /// in an unstressed -es, -is, -us keep it ("crisis", "àlies"); a word without -s (a singular
    /// for every number) or with a plural -s after a consonant, a or o (a plural for one) is a copy.
    case iberian
    /// French: nouns ending in s, x or z do not change ("mois", "prix"); a word without one is a
    /// singular for every number.
    case french
    /// Italian: many loanwords do not change ("file", "post"); a word ending in -i is a plural
    /// for one.
    case italian
    /// English variants beside an English source: a plural -s after 1, a singular for many.
    case english

    init?(language: String) {
        switch language {
        case "ru", "uk", "be", "ro": self = .declining
        case "ar": self = .arabic
        case "nl": self = .dutch
        case "da", "nb", "nn", "no": self = .danishNorwegian
        case "ca", "es", "pt", "gl": self = .iberian
        case "fr": self = .french
        case "it": self = .italian
        case "en": self = .english
        default: return nil
        }
    }

    /// Whether `a` and `b` written alike, with `word` after the count, is a form copied where
    /// the language has another.
    func tellsApart(_ a: PluralCategory, _ b: PluralCategory, word: String) -> Bool {
        // "Percent" is one word for every number in every language ("%d pour cent", "%d posto").
        if Self.percentWords.contains(word) { return false }
        switch self {
        case .declining:
            // Past-tense verbs agree only in number; the locative plural (after "в", "у":
            // "%d странах", "%d країнах") is one word for every number from 2.
            if ["ли", "лі", "ах", "ях"].contains(where: { word.hasSuffix($0) }) { return false }
            // Ukrainian neuter nouns in a doubled consonant and -я ("повідомлення", "з'єднання")
            // read alike for 1 and for 2–4.
            return !(Set([a, b]) == [.one, .few] && Self.isUkrainianNeuter(word))
        case .arabic:
            return [a, b].contains(.few) || [a, b].contains(.two)
        case .dutch:
            return !Self.dutchMeasureWords.contains(word)
        case .danishNorwegian:
            return word.hasSuffix("er") || word.hasSuffix("e")
        case .iberian:
            guard word.hasSuffix("s") else { return true }
            guard let beforeS = word.dropLast().last else { return false }
            return beforeS == "a" || beforeS == "o" || !"aeiouáéíóúàèìòùâêôãõü".contains(beforeS)
        case .french:
            return !(word.hasSuffix("s") || word.hasSuffix("x") || word.hasSuffix("z"))
        case .italian:
            return word.hasSuffix("i")
        case .english:
            return !(word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is"))
        }
    }

    /// A word ending in a doubled consonant and -я, as Ukrainian neuter nouns do.
    static func isUkrainianNeuter(_ word: String) -> Bool {
        let last = Array(word.suffix(3))
        return last.count == 3 && last[2] == "я" && last[0] == last[1] && !"аеєиіїоуюя".contains(last[0])
    }

    /// The word after a count that says "percent" ("pour cent", "por cento", "la sută").
    static let percentWords: Set<String> = ["percent", "per", "pour", "por", "porcento", "procent", "procento", "posto", "prozent", "la"]

    /// Units that Dutch keeps in the singular after a number (ANS: "drie jaar", "twee uur").
    static let dutchMeasureWords: Set<String> = [
        "jaar", "uur", "keer", "maal", "kilo", "meter", "liter", "euro", "cent", "procent", "graad", "man", "stuk", "pond", "ons",
    ]
}

extension String {
    fileprivate static func same(_ subject: String, _ first: String, _ second: String, _ value: String, _ locale: String, _ numbers: String) -> String {
        "\(subject) writes \(first) and \(second) the same, \(MessageText.quote(value, limit: 100)), but ‘\(locale)’ shows \(second) for \(numbers): give it the wording those numbers need"
    }
}
