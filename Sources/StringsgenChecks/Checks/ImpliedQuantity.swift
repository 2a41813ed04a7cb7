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
    /// Off: on 35 apps it was not tuned on, 18 of 31 sampled findings were real (58%), once
    /// labels beside a number the app draws, counts shown outside the substitution and forms
    /// worded as the plural were left alone; the rest were counts that never reach 21 or 101
    /// (a trial of 1 to 6 months, at most 10 attachments), which a catalog cannot show. On
    /// `Tests/Corpora` every finding was real. The README gives the figures.
    public static let isOnByDefault = false
    public static let summary = "a plural form shows no number, but the language shows that form for several numbers"
    public static let help = "Write the count in the form (the source's %lld, or %arg in a substitution), so that every number the form is shown for reads right."

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        entry.forEachPluralSet { localization, set, plurals in
            let substitution = set.steps.lazy.compactMap { step -> String? in
                if case .substitution(let name) = step { name } else { nil }
            }.first
            if let substitution, Self.showsNumberOutside(set.steps, substitution, in: localization, source: entry.source) { return }
            // A label the app shows beside a number it draws itself (“Follower”, “Followers”).
            if let substitution, Self.isLabel(substitution, set, of: entry, in: localization) { return }
            for form in set.forms where form.name == "one" || form.name == "two" {
                // Most languages show `one` for 1 alone: decided before the text is read.
                guard let category = PluralCategory(variationName: form.name), plurals.severalFromOneMask & category.bit != 0,
                      let unit = form.content.stringUnit, Self.isWordsOnly(unit.value, insideSubstitution: substitution != nil),
                      let numbers = plurals.examples[category],
                      !Self.isWordedAsMany(unit.value, in: set, besides: category, plurals)
                else { continue }
                let locale = localization.locale
                let subject = "‘\(entry.key)’ in ‘\(locale)’ (\(set.path(form.name)): \(MessageText.quote(unit.value, limit: 100)))"
                emit(finding(entry, locale, at: unit.location, path: set.path(form.name), .implied(subject, locale, numbers)))
            }
        }
    }

    /// Whether `value` has letters, no digits and no placeholder: any placeholder may show the
    /// count (“%@ kolačić”, a count formatted as text), whether its type is right is the
    /// placeholder rules' business.
    static func isWordsOnly(_ value: String, insideSubstitution: Bool) -> Bool {
        // An ASCII digit (a count's `%lld` has none, but `%1$@` has) decides most forms from the bytes.
        guard !value.containsByte(where: { $0 >= 0x30 && $0 <= 0x39 }),
              value.unicodeScalars.contains(where: { $0.properties.isAlphabetic }),
              !value.unicodeScalars.contains(where: { $0.properties.numericType == .decimal })
        else { return false }
        return FormatString(value, insideSubstitution: insideSubstitution).placeholders.isEmpty
    }

    /// Whether the text around the substitution `name` shows a number: a placeholder that
    /// shows one anywhere in the localization outside the substitution at `steps`, or any
    /// placeholder right before or after `%#@name@` in the translation's or the source's text
    /// (Mastodon's “%@ %#@post_count@”, the count formatted as “1.2K”).
    static func showsNumberOutside(_ steps: [ValuePathStep], _ name: String, in localization: LintedLocalization, source: LintedLocalization) -> Bool {
        if localization.units.contains(where: { unit in
            !unit.steps.starts(with: steps) && unit.format.placeholders.contains { $0.type.showsNumber }
        }) {
            return true
        }
        return [localization, source].contains { outer in
            outer.units.contains { unit in unit.steps.isEmpty && hasPlaceholderBeside(name, in: unit) }
        }
    }

    /// Whether a placeholder stands right before or after `%#@name@` in `unit` (one space apart at most).
    static func hasPlaceholderBeside(_ name: String, in unit: LintedUnit) -> Bool {
        let placeholders = unit.format.placeholders
        guard let i = placeholders.firstIndex(where: { $0.type == .substitution(name) }) else { return false }
        let bytes = Array(unit.value.utf8)
        func apart(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
            let gap = bytes[a.upperBound..<b.lowerBound]
            return gap.count <= 1 && gap.allSatisfy { $0 == 0x20 }
        }
        return (i > 0 && apart(placeholders[i - 1].utf8Range, placeholders[i].utf8Range))
            || (i + 1 < placeholders.count && apart(placeholders[i].utf8Range, placeholders[i + 1].utf8Range))
    }

    /// Whether the substitution is a label the app shows beside a number it draws itself
    /// (Damus's “Follower”/“Followers”, AdGuard's “Ad blocked”): the source's text is the
    /// substitution alone, and its forms are at most three words each, with no placeholder and
    /// no sentence's end (the translation's, where a legacy table has no source file). There `one` is right for 21, 31… in the languages whose `one` they are
    /// (“21 подписчик”), and writing the count in it would show the number twice.
    static func isLabel(_ name: String, _ set: PluralSet, of entry: LintedEntry, in localization: LintedLocalization) -> Bool {
        let token = "%#@\(name)@"
        // Where a legacy table has no source file (the key stands in for it), the translation alone is read.
        let read = entry.source.isSynthesized ? [localization] : [entry.source, localization]
        for outer in read {
            guard let text = outer.units.first(where: { $0.steps.isEmpty })?.value,
                  text.split(separator: " ").elementsEqual([Substring(token)])
            else { return false }
        }
        let sources = entry.source.pluralSets
        let forms: [Variation]
        if entry.source.isSynthesized {
            forms = set.forms
        } else {
            guard let source = sources.first(where: { $0.steps == set.steps }) ?? (sources.count == 1 ? sources.first : nil) else { return false }
            forms = source.forms
        }
        return forms.allSatisfy { form in
            guard let value = form.content.stringUnit?.value else { return true }
            let words = value.split(whereSeparator: { $0 == " " || $0 == "\n" })
            return words.count <= 3 && FormatString(value, insideSubstitution: true).placeholders.isEmpty
                && !(value.last.map { ".?!…:".contains($0) } ?? false)
        }
    }

    /// Whether the form reads as the set's form for larger numbers does (Vienna's Lithuanian
    /// forms all alike, Slovenian `two` as `few`): it then implies no single thing or pair.
    static func isWordedAsMany(_ value: String, in set: PluralSet, besides category: PluralCategory, _ plurals: LocalePlurals) -> Bool {
        set.forms.contains { form in
            guard form.content.stringUnit?.value == value, let other = PluralCategory(variationName: form.name), other != category
            else { return false }
            return (2..<LocalePlurals.integerLimit).contains { plurals.rules.category(for: $0) == other }
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
