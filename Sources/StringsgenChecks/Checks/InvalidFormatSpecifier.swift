import StringsgenModel

/// A `%` that does not start a valid format specifier (`50 % off`, `%q`, `%1#@count@`), or a
/// `%#@name@` with no substitution of that name behind it (nor, for a whole-string variable,
/// plural variations). `String(format:)` would print garbage or crash on it. Checked in the
/// source and in every translation, and in the source even of keys that are not translated.
/// A malformed `%` counts only in a key that is formatted (`LintedEntry.isFormatted`): text
/// that is never formatted shows `50 %` or a unit label `%` as written.
///
/// Also what `FormatProblem` finds (one argument as two types, `%1$@ %1$d`; a substitution
/// that refers to itself; an `argNum` out of range; a `formatSpecifier` that is none; a
/// substitution's form that reads its number with a conversion that does not show it, `%@`
/// or `%a` for an `lld` count; a conversion Foundation never shows as meant, `%D`, `%s`,
/// `%'d`), which `generate` refuses too. What a conversion shows is `FormatModel`'s answer,
/// held against Foundation by a differential test.
public struct InvalidFormatSpecifier: Check {
    public static let id = "invalid-format-specifier"
    public static let defaultSeverity = Severity.error
    public static let summary = "a malformed format specifier, an argument used as two types, or a substitution that is undefined, circular or out of range"
    public static let help = "Write a specifier Foundation understands (%@, %d, %lld, %u, %f, %1$@), a literal percent sign as %%, give each argument one type, and define every %#@name@ in the entry's substitutions without a cycle."

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        // A translation that repeats the source's own argument clash or substitution problem
        // (Mastodon's Siri strings copy the source's value type `%ld` into every language;
        // Element's Uzbek writes `%@` where its source's form has `%1$@`, `FormatProblem.sameness`)
        // is the source's to fix: it is reported once, on the source, not again in each language that
        // followed it. Only those: `generate` refuses a table whose source has one (its plan
        // check), so no translation of it is compiled either way. A malformed `%` is reported in
        // every language: `generate` compiles a translation only without one, and where it stands
        // decides which argument each specifier reads (`% o` in “50 % off – %@” reads the first).
        // A source that skips a position (btlb's “%2$@ is expired since %2$@.”, no `%1$`):
        // nothing says what the skipped argument is, so no accessor can pass it and `generate`
        // refuses the key, which lint did not say.
        if entry.isFormatted, entry.hasSourceToCompare, let highest = entry.arguments.map(\.position).max(), highest > entry.arguments.count,
           let missing = (1...highest).first(where: { position in !entry.arguments.contains { $0.position == position } }),
           let unit = entry.source.units.first(where: { !$0.hasNoSpecifiers }) ?? entry.source.units.first {
            emit(finding(entry, entry.source.locale, unit, "\(entry.subject(entry.source.locale, unit)) uses argument \(highest) but not argument \(missing), so nothing says what argument \(missing) is (generate refuses the key); use every position from 1 to \(highest)"))
        }
        var sourceProblems: Set<String> = []
        for localization in entry.localizationsCheckedEvenIfUntranslated {
            check(localization, entry) { problem, finding in
                guard let problem else { return emit(finding) }
                if localization.isSource {
                    sourceProblems.insert(problem)
                } else if sourceProblems.contains(problem) {
                    return
                }
                emit(finding)
            }
        }
    }

    /// Whether `value` has a `%` followed by `$` and a digit (`%$1@`): a position written on the
    /// wrong side of its `$`.
    static func hasMisplacedPosition(_ value: String) -> Bool {
        guard value.containsByte(UInt8(ascii: "$")) else { return false }
        let bytes = Array(value.utf8)
        return bytes.indices.contains { i in
            bytes[i] == UInt8(ascii: "%") && i + 2 < bytes.count && bytes[i + 1] == UInt8(ascii: "$") && (0x31...0x39).contains(bytes[i + 2])
        }
    }

    /// What the first `%$1@` of `value` means (`written`, `meant`: `%1$@`), where a conversion
    /// follows its digits.
    static func meantSpecifier(misplacing value: String) -> (written: String, meant: String)? {
        guard let start = value.firstRange(of: "%$") else { return nil }
        let digits = value[start.upperBound...].prefix(while: \.isASCII).prefix(while: \.isNumber)
        guard !digits.isEmpty, let conversion = value[digits.endIndex...].first, conversion == "@" || conversion.isLetter else { return nil }
        return ("%$\(digits)\(conversion)", "%\(digits)$\(conversion)")
    }

    /// Whether a translation's malformed specifiers are its source's, written after every
    /// valid one in both and reading no argument (CWA's “%#@minutes@%#” in all 8 languages: the
    /// stray `%#` is the source's). The source is reported, and compiled; so is such a
    /// translation, no worse than it, instead of being held back for English (`generate`).
    static func copiesSourcesTrailingMalformed(_ unit: LintedUnit) -> Bool {
        guard let source = unit.sourceUnit, !unit.format.malformed.isEmpty else { return false }
        let mine = unit.format.malformed, theirs = source.format.malformed
        guard mine.map(\.text) == theirs.map(\.text), !mine.contains(where: \.changesArguments) else { return false }
        func trails(_ format: FormatString) -> Bool {
            let lastValid = format.placeholders.map(\.utf8Range.upperBound).max() ?? 0
            return format.malformed.allSatisfy { $0.utf8Range.lowerBound >= lastValid }
        }
        return trails(unit.format) && trails(source.format)
    }

    /// The source's placeholder a translation lost where it has a malformed `%` instead: the
    /// first the source writes that the translation has not, where it has fewer than the source
    /// (PomPadDo's Tamil “%க்கு…” for “Add task to %@”, its `@` lost before the suffix:
    /// “write `%%`”, followed, showed a percent sign and still no project's name).
    static func lostPlaceholder(_ unit: LintedUnit) -> String? {
        guard let source = unit.sourceUnit, unit.format.placeholders.count < source.format.placeholders.count else { return nil }
        let mine = Set(unit.format.placeholders.map(\.position))
        return source.format.placeholders.first { !mine.contains($0.position) }?.text
    }

    /// Calls `report` with each finding and, for an argument clash or a substitution problem,
    /// what the problem is whatever the locale (to compare a translation's with the source's).
    private func check(_ localization: LintedLocalization, _ entry: LintedEntry, _ report: (String?, Finding) -> Void) {
        let locale = localization.locale
        if entry.isFormatted {
            for unit in localization.units where unit.value.containsNonASCII() {
                if let sign = Self.lookalikePercentSign(in: unit.value) {
                    report(nil, finding(entry, locale, unit, .lookalikePercent(entry.subject(locale, unit), sign)))
                }
            }
        }
        for unit in localization.units where !unit.hasNoSpecifiers {
            // `%1#@count@` means a substitution whether or not the key is formatted.
            // One finding per distinct specifier: Maccy's Tamil `%உ` written twice is one mistake to fix.
            let copiesSource = !localization.isSource && Self.copiesSourcesTrailingMalformed(unit)
            // A position written before the `%`'s `$` (`%$1@`) is a specifier gone wrong, never
            // text: MinimedKit's “Unknown glucose record type: %$1@”, which Foundation formats as
            // “…: $1@”, losing the value, and 20 languages copied.
            let misplacedPosition = Self.hasMisplacedPosition(unit.value)
            for (index, malformed) in unit.format.malformed.enumerated()
            where (entry.isFormatted || malformed.text.contains("#@") || misplacedPosition) && !copiesSource {
                if unit.format.malformed[..<index].contains(where: { $0.text == malformed.text && $0.reason == malformed.reason }) { continue }
                if misplacedPosition, malformed.text == "%$", let meant = Self.meantSpecifier(misplacing: unit.value) {
                    report(nil, finding(entry, locale, unit, .misplacedPosition(entry.subject(locale, unit), meant)))
                    continue
                }
                // (A `%` before a space or a letter of another script, or one that is no specifier, where the translation
                // lacks one of the source's: seafile's Spanish “%Id Foto(s)” for “%ld Photo(s)”,
                // `l` typed as a capital I, had been offered “`%@`, `%d`, `%u`, `%f`” and not the
                // source's `%ld`. Not a specifier written wrong such as `%Lf`, whose reason says
                // what to write.)
                let after = malformed.text.unicodeScalars.dropFirst().first
                let unknown = after.map { $0 == " " || !$0.isASCII } == true || malformed.reason.contains("is not a format specifier")
                let lost = unknown ? Self.lostPlaceholder(unit) : nil
                report(nil, finding(entry, locale, unit, .malformed(entry.subject(locale, unit), malformed, brokenFrom: lost)))
            }
            for name in unit.substitutionNames where localization.substitution(named: name) == nil {
                if localization.hasWholeStringPlural { continue }
                let sourceForms = localization.isSource ? nil : entry.source.substitution(named: name)?.variations?.plural
                report(nil, finding(entry, locale, unit, .undefinedSubstitution(entry.subject(locale, unit), name, sourceForms: sourceForms)))
            }
            // Each unit's format is parsed once, when the entry is loaded: reused here.
            // Each `%#@name@` at the argument its `argNum` names (`FormatString.bindingSubstitutions`).
            let bound = unit.format.bindingSubstitutions { localization.substitution(named: $0)?.argNum }
            for problem in FormatProblem.conflicts(in: bound, location: unit.location, label: "") {
                // Whichever plural form repeats it (the source's `other`, a translation's `few`).
                let place = unit.steps.filter { if case .plural = $0 { false } else { true } }.map(\.description)
                report("\(place) \(problem.message)", finding(entry, locale, unit, "\(entry.subject(locale, unit)): \(problem.message)"))
            }
            // A key without arguments is shown as written: its `%D` is two characters.
            if entry.isFormatted {
                for problem in FormatProblem.unsupportedConversions(in: unit.format, location: unit.location, label: "") {
                    report(nil, finding(entry, locale, unit, "\(entry.subject(locale, unit)): \(problem.message)"))
                }
            }
        }
        // Only a value with a specifier can have one of these (most copy has none), and only
        // where a substitution is defined (most plural values define none).
        guard localization.units.contains(where: { !$0.hasNoSpecifiers }), !localization.substitutions.isEmpty else { return }
        for problem in localization.content.substitutionProblems {
            report(problem.sameness, finding(entry, locale, at: problem.location, "\(entry.subject(locale, label: problem.label)): \(problem.message)"))
        }
    }
}

extension InvalidFormatSpecifier {
    /// The last bytes of the look-alike percent signs' UTF-8 (`lookalikePercentSign(in:)`).
    private static let lookalikeLastBytes = ByteChoice(0xAA, 0x85)

    /// An Arabic (`٪`, U+066A) or full-width (`％`, U+FF05) percent sign written where a
    /// placeholder belongs (`٪@`, `％d`, `٪1$@`, `٪.2f`, `٪ ld`): `String(format:)` shows it as written and the
    /// value is lost (Xcodes' Arabic "حذف ٪@؟").
    static func lookalikePercentSign(in value: String) -> String? {
        // U+066A is 0xD9 0xAA in UTF-8 and U+FF05 0xEF 0xBC 0x85: a value with neither byte
        // pair has no such sign (most have none), and is not decoded. Their last bytes are
        // looked for first, eight bytes at a time.
        guard value.containsAny(of: lookalikeLastBytes) else { return nil }
        var previous: UInt8 = 0
        guard value.containsByte(where: { byte in
            defer { previous = byte }
            return (previous == 0xD9 && byte == 0xAA) || (previous == 0xBC && byte == 0x85)
        }) else { return nil }
        let scalars = Array(value.unicodeScalars)
        for (i, s) in scalars.enumerated() where s == "\u{066A}" || s == "\u{FF05}" {
            var j = i + 1
            // A space after the sign, as machine translation writes it (ownCloud's Arabic
            // “استيراد العنصر ٪ ld من ٪ ld” for “Importing item %ld of %ld”), if a conversion
            // that ends its word follows.
            while j < scalars.count, scalars[j] == " " || scalars[j] == "\u{A0}" { j += 1 }
            let spaced = j > i + 1
            // A position, flags, width, precision and length, as after `%` (ChatMLX's Arabic “٪.2f”).
            while j < scalars.count, ("0"..."9").contains(scalars[j]) || "$.-+#lhqLztj".unicodeScalars.contains(scalars[j]) { j += 1 }
            if j < scalars.count, "@dDiufFeEgGxXc".unicodeScalars.contains(scalars[j]),
               !spaced || j + 1 == scalars.count || !scalars[j + 1].properties.isAlphabetic {
                return String(String.UnicodeScalarView(scalars[i...j]))
            }
        }
        return nil
    }
}

extension LintedLocalization {
    /// Whether the localization has plural variations of its own (not a substitution's), which
    /// a `%#@name@` read from a `.stringsdict` may stand for.
    var hasWholeStringPlural: Bool {
        units.contains { unit in
            unit.steps.contains { if case .plural = $0 { true } else { false } } && !unit.isInSubstitution
        }
    }
}

extension String {
    fileprivate static func misplacedPosition(_ subject: String, _ specifier: (written: String, meant: String)) -> String {
        "\(subject) has “\(specifier.written)”, its position after the `$` instead of before it: `String(format:)` shows “\(specifier.written.dropFirst())” and never the value; write \(MessageText.code(specifier.meant))"
    }
}

extension String {
    fileprivate static func malformed(_ subject: String, _ specifier: MalformedSpecifier, brokenFrom lost: String? = nil) -> String {
        let said = "\(subject) has \(MessageText.quote(specifier.text)), a malformed format specifier: \(specifier.reason)"
        guard let lost else { return said }
        return said + "; it lacks the source's \(MessageText.code(lost)), of which this `%` is likely what is left: then write \(MessageText.code(lost)) there"
    }

    fileprivate static func lookalikePercent(_ subject: String, _ written: String) -> String {
        "\(subject) has \(MessageText.quote(written)), whose percent sign is not `%`: the app shows it as written and the value is lost; write \(MessageText.code("%" + written.unicodeScalars.dropFirst().drop(while: { $0 == " " || $0 == "\u{A0}" }).map(String.init).joined()))"
    }

    /// `sourceForms`: the plural forms of the source's substitution of that name, where it has
    /// one: the translation copied the source's text without them (bitchat's 14 languages of
    /// “%#@people@” were told to “use the source's placeholder”, which they did).
    fileprivate static func undefinedSubstitution(_ subject: String, _ name: String, sourceForms: [Variation]?) -> String {
        let code = MessageText.code("%#@\(name)@")
        guard let forms = sourceForms, !forms.isEmpty else {
            return "\(subject) uses \(code), but defines no substitution \(MessageText.code(name)): add it, or use the source's placeholder"
        }
        let quoted = forms.compactMap { form in form.content.stringUnit.map { "\(form.name) \(MessageText.quote($0.value))" } }.joined(separator: ", ")
        return "\(subject) uses \(code) as the source does, but has none of its plural forms: translate them (the source's: \(quoted))"
    }
}
