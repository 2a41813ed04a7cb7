import StringsgenICU
import StringsgenModel

/// A set of plural forms (a whole string's or a substitution's) that lacks a category the
/// locale needs: one that ICU's plural rules select for some integer below 1000, and
/// `other`. Without it the app shows the `other` form, ungrammatically ("2 файлов"). A
/// category reached only by larger numbers (`many` in fr, es, it, pt: exact millions) is not
/// required. Checked in every locale, the source language included, except a source whose
/// only form is `other`: that is how a developer writes a key the app uses only for the numbers
/// `other` covers (`MoveToTrashConfirmation.title.many`), and the translations are then held to
/// those numbers (README, "lint").
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
            // allCases is CLDR order, the order the categories sort in.
            for category in PluralCategory.allCases where required & ~present & category.bit != 0 {
                // The source's forms at the same place, quoted for the translator.
                let sourceForms = localization.locale == entry.source.locale ? [] : entry.source.units.compactMap { unit in
                    unit.steps.dropLast().elementsEqual(set.steps) ? unit.pluralCategory.map { ($0, unit.value) } : nil
                }
                emit(finding(entry, localization.locale, at: set.forms[0].location, path: set.path(category.rawValue), .missing(
                    "‘\(entry.key)’ in ‘\(localization.locale)’\(set.label)", category, localization.locale, plurals,
                    translation: set.forms.map { ($0.name, $0.content.stringUnit?.value ?? "") }, source: sourceForms)))
            }
        }
    }
}

extension String {
    /// Names every form the language needs with the numbers that select it, and quotes the
    /// forms the translation and the source have.
    fileprivate static func missing(
        _ subject: String, _ category: PluralCategory, _ locale: String, _ plurals: LocalePlurals,
        translation: [(name: String, value: String)], source: [(name: String, value: String)]
    ) -> String {
        func numbers(_ c: PluralCategory) -> String { plurals.examples[c] ?? "numbers with a fraction, such as 1.5" }
        func quoted(_ forms: [(name: String, value: String)]) -> String {
            MessageText.list(forms.map { "\($0.name) \(MessageText.quote($0.value))" })
        }
        let needed = PluralCategory.allCases.filter(plurals.required.contains).map { "\($0.rawValue) (\(numbers($0)))" }
        let sourceText = source.isEmpty ? "" : "; the source has \(quoted(source))"
        return "\(subject) has \(quoted(translation)) but no `\(category.rawValue)` form, for \(numbers(category)): add it "
            + "(‘\(locale)’ needs \(MessageText.list(needed))\(sourceText))"
    }
}
