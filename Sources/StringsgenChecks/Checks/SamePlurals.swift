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
/// words around the count (`CountPhrase`: the noun after it, and the word before it, which
/// may put the count in another case; a count at the end, or glued to an abbreviation,
/// "%lds", has no noun to agree), in the languages listed there, with each language's classes
/// of words that rightly read alike: units, indeclinable loanwords, verbs, oblique cases,
/// genitive plurals without an ending. A count written as a decimal (`%.1f`) is shown as one, which every form
/// words alike; a form that is the source's own text is untranslated, which
/// `unchanged-translation` reports.
public struct SamePlurals: Check {
    public static let id = "same-plurals"
    public static let defaultSeverity = Severity.warning
    /// On: with the classes of words each language rightly writes alike (`NounAgreement`), 265
    /// of the 270 findings on 51 apps' catalogs were real defects, read one by one. On apps the
    /// rule had never seen it did less well: 43 of 43 in eight apps, but 41 of 57 in the nine
    /// tried after it was turned on (a blank source form taken for a varying source, function
    /// words after the count, Danish and Norwegian verbs; all fixed since). The README gives
    /// the figures.
    public static let isOnByDefault = true
    public static let summary = "two plural forms the language tells apart are written the same"
    public static let help = "Give each plural form the wording its numbers need (Russian: 1 линия, 2 линии, 5 линий)."

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        let sourceLocale = entry.run.sourceLocale
        entry.forEachPluralSet { localization, set, plurals in
            guard localization.lintLocale !== sourceLocale,
                  let agreement = NounAgreement(language: localization.lintLocale.language) else { return }
            // Most sets write each form differently: the words around the count are read only
            // where two forms are alike.
            let values = set.forms.compactMap { $0.content.stringUnit?.value }.filter { !$0.isEmpty }
            guard values.indices.contains(where: { i in values[(i + 1)...].contains(values[i]) }),
                  !Self.countsDecimals(set, in: localization.content), Self.sourceVaries(entry, set) else { return }
            let untranslated = localization.lintLocale.sharesSourceLanguage ? [] : Self.sourceValues(entry, set)
            let textBeforeSet = Self.textBefore(set, in: localization.content)
            let countsAVerb = Self.sourceCountsAVerb(entry, set)
            var seen: [(category: PluralCategory, value: String)] = []
            for form in set.forms {
                guard let category = PluralCategory(variationName: form.name), category != .zero,
                      plurals.examples[category] != nil, let value = form.content.stringUnit?.value, !value.isEmpty,
                      !untranslated.contains(value)
                else { continue }
                // Alike forms have alike words around the count: read once they are found alike.
                if let same = seen.first(where: { $0.value == value }),
                   let phrase = Self.countPhrase(value, textBefore: textBeforeSet),
                   agreement.tellsApart(same.category, category, phrase: phrase, countsAVerb: countsAVerb) {
                    let locale = localization.locale
                    let subject = "‘\(entry.key)’ in ‘\(locale)’\(set.label)"
                    // Either form may be the wrong one (Synctrain's Spanish “%lld archivos” for
                    // `one`, Nextcloud's Dutch “%d regel” for `other`): both are named, with the
                    // numbers each shows.
                    emit(finding(entry, locale, at: form.content.stringUnit!.location, path: set.path(form.name), .same(
                        subject, (same.category.rawValue, plurals.examples[same.category]!), (form.name, plurals.examples[category]!), value)))
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

    /// The words around the form's count (`CountPhrase`); nil when no word follows the count (it
    /// ends the text, is followed by punctuation, or is glued to a unit: "%lds", "%ldع"), when
    /// the word after it has fewer than two letters, or when that word carries an optional
    /// ending ("tag(s)", "файл(ов)"), a wording written for every number. The count is the
    /// form's first number; a count that starts the form takes the word before it from
    /// `textBefore`, the text before the form's substitution.
    static func countPhrase(_ value: String, textBefore outer: String? = nil) -> CountPhrase? {
        guard let count = FormatString(value, insideSubstitution: true).placeholders.first(where: isCount) else { return nil }
        let utf8 = Array(value.utf8)
        let head = String(decoding: utf8[..<count.utf8Range.lowerBound], as: UTF8.self)
        let before = (head.isEmpty ? outer ?? "" : head).unicodeScalars
        let after = String(decoding: utf8[count.utf8Range.upperBound...], as: UTF8.self).unicodeScalars
        var words: [String] = []
        var rest = after[...]
        while let space = rest.first, isSpace(space), words.count < 3 {
            let word = wordPrefix(rest.dropFirst())
            guard !word.isEmpty else { break }
            words.append(String(Substring(word)))
            rest = rest.dropFirst(word.count + 1)
            // A word with an optional ending in brackets is written for every number.
            if words.count == 1, rest.first == "(" { return nil }
        }
        guard let first = words.first, first.count >= 2 else { return nil }
        let (wordBefore, earlier) = lastWord(before[...])
        let secondWordBefore = wordBefore == nil ? nil : lastWord(earlier).word
        let isAbbreviation = first.uppercased() == first && first.lowercased() != first
        return CountPhrase(
            wordBefore: wordBefore, secondWordBefore: secondWordBefore, wordsAfter: words.map { $0.lowercased() },
            isAbbreviation: isAbbreviation)
    }

    /// The word that ends `text` after one space, lowercased, and the text before it; nil when
    /// `text` does not end in a space after a word.
    private static func lastWord(
        _ text: Substring.UnicodeScalarView
    ) -> (word: String?, before: Substring.UnicodeScalarView) {
        guard let space = text.last, isSpace(space) else { return (nil, text) }
        let end = text.index(before: text.endIndex)
        var start = end
        while start > text.startIndex, case let scalar = text[text.index(before: start)], isWordScalar(scalar), scalar != "-" {
            start = text.index(before: start)
        }
        guard start < end else { return (nil, text) }
        return (String(Substring(text[start..<end])).lowercased(), text[..<start])
    }

    /// The localization's text before the set's substitution ("Загрузка " in "Загрузка
    /// %#@items@"), which governs a count that starts the set's forms; nil for a set not
    /// reached through one substitution.
    static func textBefore(_ set: PluralSet, in content: LocalizedContent) -> String? {
        guard set.steps.count == 1, case .substitution(let name) = set.steps[0], let outer = content.stringUnit?.value,
              let token = outer.firstRange(of: "@\(name)@"), let percent = outer[..<token.lowerBound].lastIndex(of: "%")
        else { return nil }
        return String(outer[..<percent])
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\u{A0}" || scalar == "\u{202F}"
    }

    /// The word that starts `text`: letters, combining marks, apostrophes and hyphens inside it
    /// (“Loop’ов”, “обʼєктів”, “push-провайдеров”), not a hyphen that ends it.
    private static func wordPrefix(_ text: Substring.UnicodeScalarView) -> Substring.UnicodeScalarView {
        var word = text.prefix { isWordScalar($0) }
        while word.last == "-" { word = word.dropLast() }
        return word
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.generalCategory == .nonspacingMark || "’'-".unicodeScalars.contains(scalar)
    }

    /// The source's forms for the set at the same steps: a translation that is one of them is
    /// the source's text, not translated.
    static func sourceValues(_ entry: LintedEntry, _ set: PluralSet) -> Set<String> {
        let sets = entry.source.pluralSets
        guard let source = sets.first(where: { $0.steps == set.steps }) ?? (sets.count == 1 ? sets.first : nil) else { return [] }
        return Set(source.forms.compactMap { $0.content.stringUnit?.value })
    }

    /// Whether an English source's word after the count is a verb, not the count's noun: it
    /// takes -s in `one` and drops it in `other` ("%d needs grading", "%d need grading"), where
    /// a noun does the opposite ("%d file", "%d files"), or it is "is"/"are", "has"/"have",
    /// "was"/"were". Canvas writes Danish "%d mangler bedømmelse" and Norwegian "%d trenger
    /// vurdering" for both forms, rightly: their verbs do not change with the number.
    static func sourceCountsAVerb(_ entry: LintedEntry, _ set: PluralSet) -> Bool {
        guard entry.run.sourceLocale.language == "en" else { return false }
        let sets = entry.source.pluralSets
        guard let source = sets.first(where: { $0.steps == set.steps }) ?? (sets.count == 1 ? sets.first : nil) else { return false }
        func word(_ category: String) -> String? {
            source.forms.first { $0.name == category }?.content.stringUnit.flatMap { countPhrase($0.value)?.wordsAfter.first }
        }
        guard let one = word("one"), let other = word("other"), one != other else { return false }
        return one == other + "s" || one == other + "es" || [("is", "are"), ("has", "have"), ("was", "were")].contains { $0 == (one, other) }
    }

    /// Whether the source's forms for the set at the same steps differ from each other; an
    /// empty form (a category the source language does not use, left blank) says nothing.
    static func sourceVaries(_ entry: LintedEntry, _ set: PluralSet) -> Bool {
        let sets = entry.source.pluralSets
        guard let source = sets.first(where: { $0.steps == set.steps }) ?? (sets.count == 1 ? sets.first : nil) else { return true }
        let values = source.forms.compactMap { $0.content.stringUnit?.value }.filter { !$0.isEmpty }
        return values.contains { $0 != values.first }
    }
}

extension String {
    fileprivate static func same(
        _ subject: String, _ first: (name: String, numbers: String), _ second: (name: String, numbers: String), _ value: String
    ) -> String {
        "\(subject) writes \(first.name) (for \(first.numbers)) and \(second.name) (for \(second.numbers)) the same, \(MessageText.quote(value, limit: 100)): reword the form whose numbers it does not fit"
    }
}
