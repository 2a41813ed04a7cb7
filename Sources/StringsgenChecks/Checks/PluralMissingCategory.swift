import StringsgenICU
import StringsgenModel

/// A set of plural forms (a whole string's or a substitution's) that lacks a category the
/// locale needs: one that ICU's plural rules select for some integer below 1000, and
/// `other`. Without it the app shows the `other` form, ungrammatically ("2 файлов"). A
/// category reached only by larger numbers (`many` in fr, es, it, pt: exact millions) is not
/// required. Checked in every locale, the source language included, except a source whose
/// only form is `other`: that is how a developer writes a key the app uses only for the numbers
/// `other` covers (`MoveToTrashConfirmation.title.many`), and the translations are then held to
/// those numbers (README, "lint"). One finding per set, naming every form it lacks.
public struct PluralMissingCategory: Check {
    public static let id = "plural-missing-category"
    public static let defaultSeverity = Severity.error
    public static let summary = "a plural variation lacks a category the locale uses for integers"
    public static let help = "Add the plural form the language needs; the message lists numbers that use it, from ICU's CLDR plural rules for the language."

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        entry.forEachPluralSet { localization, set, plurals in
            let present = set.forms.reduce(UInt8(0)) { $0 | (PluralCategory(variationName: $1.name)?.bit ?? 0) }
            if localization.isSource, present == PluralCategory.other.bit { return }
            var required = plurals.requiredMask
            // Only the numbers the source's own forms cover (a key used only for `count != 1`
            // has no `one` in English, so German needs none either); `other` always.
            if required & ~present != 0, !localization.isSource, let covered = entry.integersCoveredBySource(set.steps) {
                required = covered.reduce(PluralCategory.other.bit) { $0 | plurals.rules.category(for: $1).bit }
            }
            // A set pasted from another language (UTM's Polish “%lld Cœur(s)” is its French) is
            // not short of a form: it is to be translated, and no form added to it fixes that.
            // allCases is CLDR order, the order the categories sort in.
            let missing = PluralCategory.allCases.filter { category in
                required & ~present & category.bit != 0
                    && !Self.otherStandsIn(for: category, in: set, language: localization.lintLocale.language)
            }
            guard !missing.isEmpty else { return }
            // Forms that are all the source's text are untranslated, not short of a form: the
            // fix is to translate them (`unchanged-translation`, `missing-translation`).
            if !localization.isSource, !localization.lintLocale.sharesSourceLanguage, Self.copiesSource(set, of: entry) { return }
            if !localization.isSource, let other = Self.languageCopied(set, in: localization, of: entry) {
                // Another language's text: to be translated, which the message says (a form added
                // to it fixes nothing).
                emit(finding(entry, localization.locale, at: set.forms[0].location, path: set.path(missing[0].rawValue), .pasted(
                    "‘\(entry.key)’ in ‘\(localization.locale)’\(set.label)", other, localization.locale, plurals,
                    translation: set.forms.map { ($0.name, $0.content.stringUnit?.value ?? "") })))
                return
            }
            // The source's forms at the same place, quoted for the translator.
            let sourceForms = localization.locale == entry.source.locale ? [] : entry.source.units.compactMap { unit in
                unit.steps.dropLast().elementsEqual(set.steps) ? unit.pluralCategory.map { ($0, unit.value) } : nil
            }
            // One finding for the set, however many forms it lacks: one key to fix.
            emit(finding(entry, localization.locale, at: set.forms[0].location, path: set.path(missing[0].rawValue), .missing(
                "‘\(entry.key)’ in ‘\(localization.locale)’\(set.label)", missing, localization.locale, plurals,
                translation: set.forms.map { ($0.name, $0.content.stringUnit?.value ?? "") }, source: sourceForms)))
        }
    }
}

extension PluralMissingCategory {
    /// Whether every form of the set is one of the source's forms at the same place.
    static func copiesSource(_ set: PluralSet, of entry: LintedEntry) -> Bool {
        let sourceValues = Set(entry.source.units.compactMap { unit in unit.steps.dropLast().elementsEqual(set.steps) ? unit.value : nil })
        guard !sourceValues.isEmpty else { return false }
        return set.forms.allSatisfy { form in form.content.stringUnit.map { sourceValues.contains($0.value) } ?? false }
    }

    /// The locale of another language, with other plural categories, whose same set has the
    /// set's forms name for name and word for word; nil if none.
    static func languageCopied(_ set: PluralSet, in localization: LintedLocalization, of entry: LintedEntry) -> String? {
        func forms(_ set: PluralSet) -> [(String, String)] { set.forms.map { ($0.name, $0.content.stringUnit?.value ?? "") } }
        let own = forms(set)
        guard own.contains(where: { !$0.1.isEmpty }) else { return nil }
        let language = localization.lintLocale.language
        return entry.translations.first { other in
            // Languages with the same plural categories (Danish and Norwegian “%d svar”) may
            // well write the same forms.
            guard other !== localization, other.lintLocale.language != language,
                  other.lintLocale.heldPlurals?.plurals.requiredMask != localization.lintLocale.heldPlurals?.plurals.requiredMask,
                  let same = other.pluralSets.first(where: { $0.steps == set.steps }) else { return false }
            let theirs = forms(same)
            return theirs.count == own.count && zip(theirs, own).allSatisfy { $0 == $1 }
        }?.locale
    }

    /// Whether Apple's fallback to `other` reads right for the missing category's numbers, so
    /// its absence shows nothing wrong:
    /// - Russian, Ukrainian, Belarusian and Polish `many` (5–20…) where `few` (2–4) is there and
    ///   `other` (fractions) is written otherwise than `few` and `one`: translators write the
    ///   genitive plural there, which is `many`'s ("%d раз" beside "%d раза", Budget Flow's
    ///   Polish “%d tygodni” beside “%d tygodnie”), and integers then read right (without a
    ///   `few`, `other` may as well be its form: “%lld файла”);
    /// - Arabic (Najdi Arabic, `ars`, too) and Welsh `zero`, which CLDR's own data words as
    ///   `other` (201 of 206 Arabic units);
    /// - `one` in languages whose nouns take no plural ending after a numeral (Hungarian “1
    ///   válasz”, “5 válasz”; Turkish, Azerbaijani, Uzbek, Kazakh, Kyrgyz, Turkmen, Georgian,
    ///   Armenian, Mongolian): CLDR gives them `one` for other words of the sentence, but a
    ///   count's `other` form reads right for 1.
    static func otherStandsIn(for category: PluralCategory, in set: PluralSet, language: String) -> Bool {
        func value(_ name: String) -> String? { set.forms.first { $0.name == name }?.content.stringUnit?.value }
        guard let other = value("other"), !other.isEmpty else { return false }
        switch (category, language) {
        case (.many, "ru"), (.many, "uk"), (.many, "be"), (.many, "pl"):
            guard let few = value("few") else { return false }
            return other != few && other != value("one")
        default:
            return Self.categoriesOtherStandsIn(language: language).contains(category)
        }
    }

    /// The categories whose form `other` always stands in for in `language`, as lint asks
    /// them (`report` counts so too): Arabic's and Welsh's `zero` (Apple's fallback to `other`
    /// reads right), and `one` where nouns stay singular after a numeral.
    public static func categoriesOtherStandsIn(language: String) -> Set<PluralCategory> {
        if ["ar", "ars", "cy"].contains(language) { return [.zero] }
        return singularAfterNumerals.contains(language) ? [.one] : []
    }

    /// Languages whose nouns stay singular after a numeral; Persian too (Anywhere's “%lld قانون”
    /// for every count: 5 false errors), and Dari (`prs`).
    static let singularAfterNumerals: Set<String> = ["hu", "tr", "az", "uz", "kk", "ky", "tk", "ka", "hy", "mn", "fa", "prs"]
}

extension String {
    /// A set that is another language's forms word for word.
    fileprivate static func pasted(
        _ subject: String, _ other: String, _ locale: String, _ plurals: LocalePlurals, translation: [(name: String, value: String)]
    ) -> String {
        let forms = MessageText.list(translation.map { "\($0.name) \(MessageText.quote($0.value))" })
        let needed = PluralCategory.allCases.filter(plurals.required.contains).map(\.rawValue)
        return "\(subject) has the forms of ‘\(other)’ word for word (\(forms)): translate it into ‘\(locale)’, "
            + "with the forms it needs (\(MessageText.list(needed)))"
    }

    /// Names every form the language needs with the numbers that select it, and quotes the
    /// forms the translation and the source have.
    fileprivate static func missing(
        _ subject: String, _ categories: [PluralCategory], _ locale: String, _ plurals: LocalePlurals,
        translation: [(name: String, value: String)], source: [(name: String, value: String)]
    ) -> String {
        func numbers(_ c: PluralCategory) -> String { plurals.examples[c] ?? "numbers with a fraction, such as 1.5" }
        func quoted(_ forms: [(name: String, value: String)]) -> String {
            MessageText.list(forms.map { "\($0.name) \(MessageText.quote($0.value))" })
        }
        let needed = PluralCategory.allCases.filter(plurals.required.contains).map { "\($0.rawValue) (\(numbers($0)))" }
        let sourceText = source.isEmpty ? "" : "; the source has \(quoted(source))"
        // “no `few` form, for 2–4, …; nor a `many` form, for 0, 5–20, …”
        // `other` is every set's, whatever the count's type: a whole count (`%lld`) that never
        // has a fraction needs it too (dime's Russian sets without it were told “for numbers
        // with a fraction, such as 1.5”, which a translator of a count of days dismisses).
        func reason(_ c: PluralCategory) -> String {
            plurals.examples[c].map { "for \($0)" }
                ?? "which every set needs (Foundation falls back to it, and numbers with a fraction, such as 1.5, show it)"
        }
        let lacks = categories.enumerated().map { i, c in "\(i == 0 ? "no" : "nor a") `\(c.rawValue)` form, \(reason(c))" }
        return "\(subject) has \(quoted(translation)) but \(lacks.joined(separator: "; ")): add \(categories.count == 1 ? "it" : "them") "
            + "(‘\(locale)’ needs \(MessageText.list(needed))\(sourceText))"
    }
}
