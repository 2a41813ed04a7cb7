import StringsgenICU
import StringsgenModel

/// A plural form that shows no number where the language shows that form for several
/// numbers: CotEditor's Russian `one` "Найден некорректный символ." ("an invalid character was
/// found") is also what 21, 31 and 101 invalid characters read, since ICU's rule for Russian
/// puts them in `one`; RemindersMenuBar's Filipino `one` "Araw-araw" ("daily") is what "every
/// 2 days" reads. English `one` is 1 alone, so "Found an invalid character." is right there.
///
/// Only numbers from 1 count: French and Portuguese `one` is also 0, but a count of 0 is
/// rarely shown through a plural form (an empty state has its own text); on the corpus, all
/// 19 findings that rested on 0 alone were no defect.
///
/// Only `one` and `two` forms: they word a single thing or a pair, so shown for 21 or 102 they
/// are wrong; `few` and `many` already read as plural ("учетные записи" is right for 2–4
/// accounts without the number). Only forms with letters and no digits (a numeral is
/// `hardcoded-plural-number`'s), and no placeholder that shows a number. A substitution's
/// forms are exempt when the text around the substitution shows a number itself
/// (`%lld %#@files@`, whose forms only choose the noun).
public struct ImpliedQuantity: Check {
    public static let id = "implied-quantity"
    public static let defaultSeverity = Severity.warning
    public static let summary = "a plural form shows no number, but the language shows that form for several numbers"
    public static let help = "Write the count in the form (the source's %lld, or %arg in a substitution), so that every number the form is shown for reads right."

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        entry.forEachPluralSet { localization, set, plurals in
            let substitution = set.steps.lazy.compactMap { step -> String? in
                if case .substitution(let name) = step { name } else { nil }
            }.first
            if substitution != nil, Self.showsNumberOutside(set.steps, in: localization) { return }
            for form in set.forms where form.name == "one" || form.name == "two" {
                // Most languages show `one` for 1 alone: decided before the text is read.
                guard let category = PluralCategory(variationName: form.name), plurals.severalFromOneMask & category.bit != 0,
                      let unit = form.content.stringUnit, Self.isWordsOnly(unit.value, insideSubstitution: substitution != nil),
                      let numbers = plurals.examples[category]
                else { continue }
                let locale = localization.locale
                let subject = "‘\(entry.key)’ in ‘\(locale)’ (\(set.path(form.name)): \(MessageText.quote(unit.value, limit: 100)))"
                emit(finding(entry, locale, at: unit.location, path: set.path(form.name), .implied(subject, locale, numbers)))
            }
        }
    }

    /// Whether `value` has letters, no digits and no placeholder that shows a number.
    static func isWordsOnly(_ value: String, insideSubstitution: Bool) -> Bool {
        // An ASCII digit (a count's `%lld` has none, but `%1$@` has) decides most forms from the bytes.
        guard !value.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }),
              value.unicodeScalars.contains(where: { $0.properties.isAlphabetic }),
              !value.unicodeScalars.contains(where: { $0.properties.numericType == .decimal })
        else { return false }
        return !FormatString(value, insideSubstitution: insideSubstitution).placeholders.contains { $0.type.showsNumber }
    }

    /// Whether a unit of `localization` outside the substitution at `steps` shows a number.
    static func showsNumberOutside(_ steps: [ValuePathStep], in localization: LintedLocalization) -> Bool {
        localization.units.contains { unit in
            !unit.steps.starts(with: steps) && unit.format.placeholders.contains { $0.type.showsNumber }
        }
    }
}

extension PlaceholderType {
    /// Whether the conversion shows a number (a count, or a substitution's `%arg`).
    fileprivate var showsNumber: Bool {
        switch self {
        case .integer, .unsigned, .double, .substitutionArgument: true
        default: false
        }
    }
}

extension String {
    fileprivate static func implied(_ subject: String, _ locale: String, _ numbers: String) -> String {
        "\(subject) shows no number, but ‘\(locale)’ shows this form for \(numbers): write the count in it (the source's %lld, or %arg)"
    }
}
