import StringsgenICU
import StringsgenModel

/// A plural form that writes its number as digits (`"1 fichier"`, `"1 приложение"`) where the
/// language shows that form for other numbers too: French `one` is 0 and 1, so 0 reads
/// "1 fichier"; Russian `one` is 1, 21, 31…, so 21 reads "1 приложение". ICU's rule for the
/// locale says which numbers the form is shown for; an explicit `zero` form takes 0 (as on
/// Apple platforms). Only `one`, `two` and `few` forms without a number placeholder, whose
/// numeral is one of the numbers the form covers (so it stands for the count).
public struct HardcodedPluralNumber: Check {
    public static let id = "hardcoded-plural-number"
    public static let defaultSeverity = Severity.warning
    /// Off: on 35 apps it was not tuned on, 12 of 30 sampled findings were real (40%; 9 more
    /// unsure), once a placeholder's position (`%2$@`) was no longer read as a number: most
    /// others were counts the app never passes (0 where the code shows another text, 21 for a
    /// limit of 10), which a catalog cannot show. The README gives the figures.
    public static let isOnByDefault = false
    public static let summary = "a plural form writes its number as digits, but the language shows it for other numbers too"
    public static let help = "Write the number as a placeholder (%arg in a substitution, else the source's %lld) so that every number the form is shown for reads right."

    static let checkedForms: Set<String> = ["one", "two", "few"]

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        entry.forEachPluralSet { localization, set, plurals in
            let hasZero = set.forms.contains { $0.name == "zero" }
            let inSubstitution = set.steps.contains { if case .substitution = $0 { true } else { false } }
            for form in set.forms where Self.checkedForms.contains(form.name) {
                guard let category = PluralCategory(variationName: form.name), let unit = form.content.stringUnit,
                      unit.value.containsByte(where: { $0 >= 0xD9 || (0x30...0x39).contains($0) })
                else { continue }
                // A form that shows a number through a placeholder shows the count.
                let format = FormatString(unit.value, insideSubstitution: inSubstitution)
                let shown = format.placeholders.contains { p in
                    switch p.type {
                    case .integer, .unsigned, .double, .substitution, .substitutionArgument: true
                    default: false
                    }
                }
                // A placeholder's digits are its position or width (“%2$@ sats”), no number written.
                guard !shown, let written = Self.number(in: format.replacingPlaceholders(in: unit.value) { _ in " " }) else { continue }
                let covered = (0..<LocalePlurals.integerLimit).lazy.filter { n in
                    plurals.rules.category(for: n) == category && !(hasZero && n == 0)
                }
                guard covered.contains(written), let other = covered.first(where: { $0 != written }) else { continue }
                let locale = localization.locale
                let subject = "‘\(entry.key)’ in ‘\(locale)’ (\(set.path(form.name)): \(MessageText.quote(unit.value, limit: 100)))"
                emit(finding(entry, locale, at: unit.location, path: set.path(form.name), .hardcoded(
                    subject, written, locale, plurals.examples[category] ?? String(other), other, unit.value)))
            }
        }
    }

    /// The first whole number written with digits that stands alone (not part of a word, a
    /// decimal, a version or a longer number), in any script's decimal digits.
    static func number(in text: String) -> Int? {
        // Below U+0660 only the ASCII digits are decimal digits (`HardcodedPluralNumberTests`
        // holds this against Unicode's data), so only scalars from there up are looked up; and
        // as every one of those starts with a byte of 0xD9 or more, text with no such byte and
        // no ASCII digit (most Latin, Greek and Cyrillic copy) is not even decoded.
        func isDigit(_ s: Unicode.Scalar) -> Bool {
            s.value < 0x80 ? (0x30...0x39).contains(s.value) : s.value >= 0x660 && s.properties.numericType == .decimal
        }
        guard text.containsByte(where: { $0 >= 0xD9 || (0x30...0x39).contains($0) }),
              text.unicodeScalars.contains(where: isDigit)
        else { return nil }
        let scalars = Array(text.unicodeScalars)
        var i = 0
        func joins(_ s: Unicode.Scalar) -> Bool { s.properties.isAlphabetic || s == "." || s == "," || s == "/" || s == ":" }
        while i < scalars.count {
            guard isDigit(scalars[i]) else { i += 1; continue }
            var j = i
            var value = 0
            while j < scalars.count, isDigit(scalars[j]), value < 1_000_000 {
                value = value * 10 + Int(scalars[j].properties.numericValue ?? 0)
                j += 1
            }
            let before = i > 0 ? scalars[i - 1] : nil
            let after = j < scalars.count ? scalars[j] : nil
            if !(before.map(joins) ?? false), !(after.map { joins($0) || isDigit($0) } ?? false) { return value }
            i = j
        }
        return nil
    }
}

extension String {
    fileprivate static func hardcoded(_ subject: String, _ written: Int, _ locale: String, _ numbers: String, _ other: Int, _ value: String) -> String {
        "\(subject) always says \(written), but ‘\(locale)’ shows this form for \(numbers): \(other) would read \(MessageText.quote(value, limit: 100)); write the number as a placeholder (%arg, or the source's)"
    }
}
