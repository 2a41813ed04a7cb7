import StringsgenICU
import StringsgenModel

/// A set of plural forms (a whole string's or a substitution's) that lacks a category the
/// locale needs: one that ICU's plural rules select for some integer below 1000, and
/// `other`. Without it the app shows the `other` form, ungrammatically ("2 файлов"). A
/// category reached only by larger numbers (`many` in fr, es, it, pt: exact millions) is not
/// required. Checked in every locale, the source language included.
public struct PluralMissingCategory: Check {
    public static let id = "plural-missing-category"
    public static let defaultSeverity = Severity.error
    public static let summary = "a plural variation lacks a category the locale uses for integers"
    public static let help = "Add the plural form the language needs; the message lists numbers that use it, from ICU's CLDR plural rules for the language."

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        entry.forEachPluralSet { localization, set, plurals in
            let present = set.forms.reduce(UInt8(0)) { $0 | (PluralCategory(variationName: $1.name)?.bit ?? 0) }
            var required = plurals.requiredMask
            // Only the numbers the source's own forms cover (a key used only for `count != 1`
            // has no `one` in English, so German needs none either); `other` always.
            if required & ~present != 0, !localization.isSource, let covered = entry.integersCoveredBySource(set.steps) {
                required = covered.reduce(PluralCategory.other.bit) { $0 | plurals.rules.category(for: $1).bit }
            }
            // allCases is CLDR order, the order the categories sort in.
            for category in PluralCategory.allCases where required & ~present & category.bit != 0 {
                emit(finding(entry, localization.locale, at: set.forms[0].location, path: set.path(category.rawValue), .missing(
                    "‘\(entry.key)’ in ‘\(localization.locale)’\(set.label)", category,
                    localization.locale, plurals.examples[category] ?? "")))
            }
        }
    }
}

extension String {
    fileprivate static func missing(_ subject: String, _ category: PluralCategory, _ locale: String, _ examples: String) -> String {
        // Polish, Russian and others use `other` for fractions only: no integer to show.
        let uses = examples.isEmpty ? "numbers with a fraction, such as 1.5" : examples
        return "\(subject) has no `\(category.rawValue)` form: add it (ICU uses `\(category.rawValue)` in ‘\(locale)’ for \(uses))"
    }
}
