import StringsgenICU
import StringsgenModel

/// A plural form the locale never uses: a category ICU's plural rules do not list for it
/// (`few` in German), or a name that is no plural category at all. The app never shows it,
/// so work on it is wasted, and it often means the forms were copied from another language.
/// `zero` is accepted in any language (Apple uses it for 0 where it is present).
public struct PluralUnusedCategory: Check {
    public static let id = "plural-unused-category"
    public static let defaultSeverity = Severity.warning
    /// Off: a form no one sees harms no one, and on 35 apps it was not tuned on, 1 of 30
    /// sampled findings was a defect (a Ukrainian 2–4 form filed under `two`, `three`,
    /// `four`, whose missing `few` `plural-missing-category` reports anyway); the others were
    /// tools writing every category for every language, Hebrew's `many` that older iOS reads,
    /// and untranslated copies. The README gives the figures.
    public static let isOnByDefault = false
    public static let summary = "a plural variation has a category the locale never uses"
    public static let help = "Remove the form: the language never selects it for any number (zero is always accepted, as Apple platforms use it for 0)."

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        entry.forEachPluralSet { localization, set, plurals in
            let locale = localization.locale
            for form in set.forms where form.name != "zero" {
                func subject() -> String { "‘\(entry.key)’ in ‘\(locale)’\(set.label)" }
                guard let category = PluralCategory(variationName: form.name) else {
                    emit(finding(entry, locale, at: form.location, path: set.path(form.name), .notACategory(subject(), form.name)))
                    continue
                }
                if plurals.categoryMask & category.bit == 0 {
                    let used = plurals.rules.categories.map { "`\($0.rawValue)`" }
                    emit(finding(entry, locale, at: form.location, path: set.path(form.name), .unused(subject(), form.name, locale, used)))
                }
            }
        }
    }
}

extension String {
    fileprivate static func unused(_ subject: String, _ name: String, _ locale: String, _ used: [String]) -> String {
        "\(subject) has a `\(name)` form, which ‘\(locale)’ never uses: remove it (‘\(locale)’ uses only \(MessageText.list(used)))"
    }

    fileprivate static func notACategory(_ subject: String, _ name: String) -> String {
        "\(subject) has a `\(name)` form, which is not a plural category: use zero, one, two, few, many or other"
    }
}
