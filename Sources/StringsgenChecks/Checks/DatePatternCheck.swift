import StringsgenModel

/// A translation of a date format pattern (UTS #35, what `DateFormatter.dateFormat` takes:
/// “MMM d, yyyy”, “h:mm a”) whose pattern letters lose a field of the source's or write one
/// that is no field: the app shows the letters, or another field, where the date belongs.
/// Simplenote's Dutch “MMM jjjj” (no year: `j` is no pattern letter), Russian “МММ гггг”
/// (letters shown as written) and Turkish “AAA yyyy” (milliseconds for the month). Reordering
/// the fields and the text between them is a translation's right; so is a 24-hour clock
/// (`HH:mm` for `h:mm a`). `unchanged-translation` leaves a pattern kept as written alone.
public struct DatePatternCheck: Check {
    public static let id = "date-pattern"
    public static let defaultSeverity = Severity.warning
    public static let summary = "a translation of a date format pattern (\"MMM d, yyyy\") that loses a field of the source's or writes letters that are no field"
    public static let help = "Keep the source's pattern letters (y year, M month, d day, E weekday, h or H hour, m minute, s second, a AM/PM): reorder them and the text between them as the language writes dates, and quote literal words ('de')."

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        // (Most sources are no pattern, found once for the key.)
        guard entry.isTranslatable, entry.hasSourceToCompare,
              entry.source.units.contains(where: { DatePattern.fields(of: $0.value) != nil }) else { return }
        for translation in entry.translations {
            for (unit, source) in translation.comparedUnits where !unit.isBlank && !unit.matchesSource {
                guard let fields = DatePattern.fields(of: source.value) else { continue }
                let own = DatePattern.letters(of: unit.value)
                let kinds = Set(own.compactMap(DatePattern.kind))
                // (A 24-hour clock has no AM/PM.)
                let lost = fields.filter { !kinds.contains($0) && $0 != .period }
                let stray = own.filter { letter in DatePattern.kind(letter).map { !fields.contains($0) && !DatePattern.mayAdd.contains($0) } ?? true }
                guard !lost.isEmpty || !stray.isEmpty else { continue }
                emit(finding(entry, translation.locale, unit, .datePattern(
                    entry.subject(translation.locale, unit), source: source.value, lost: lost, stray: stray)))
            }
        }
    }
}

/// Date format patterns (UTS #35): which values are one, and the fields their letters stand for.
enum DatePattern {
    /// What a pattern letter shows.
    enum Kind: String, CaseIterable {
        case year, month, day, weekday, hour, minute, second, period, other
    }

    /// The kind of a pattern letter; nil for an ASCII letter that is no pattern letter (`j`,
    /// `J`, `C` belong to skeletons, not patterns).
    static func kind(_ letter: Character) -> Kind? {
        switch letter {
        case "y", "Y", "u", "U", "r": .year
        case "M", "L": .month
        case "d": .day
        case "E", "e", "c": .weekday
        case "h", "H", "k", "K": .hour
        case "m": .minute
        case "s": .second
        case "a", "b", "B": .period
        case "G", "Q", "q", "w", "W", "D", "F", "g", "S", "A", "z", "Z", "O", "v", "V", "X", "x": .other
        default: nil
        }
    }

    /// Kinds a translation may have that its source does not: a clock's AM/PM and its hour.
    static let mayAdd: Set<Kind> = [.period, .hour]

    /// The ASCII letters of `value` outside quoted literals (`'de'`), one per run (`yyyy` is `y`).
    static func letters(of value: String) -> [Character] {
        var result: [Character] = []
        var quoted = false, previous: Character = " "
        for character in value {
            if character == "'" { quoted.toggle(); previous = character; continue }
            if !quoted, character.isASCII, character.isLetter, character != previous { result.append(character) }
            previous = quoted ? " " : character
        }
        return result
    }

    /// The fields of `value` when it is a date pattern (nil otherwise): ASCII letters only, each
    /// run one pattern letter repeated and apart from the next run, at least one run that only a
    /// pattern writes (`yy`, `MMM`, `EEE`, `dd`, `HH`, `mm` after `:`), no digit and no `%` (a
    /// format string is none: Mammoth's “%dd”, a count of days). Read as bytes: it is asked of
    /// every source value.
    static func fields(of value: String) -> [Kind]? {
        var value = value
        return value.withUTF8 { bytes -> [Kind]? in
            guard bytes.count <= 40 else { return nil }
            func isLetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte | 0x20) }
            var runs: [(letter: UInt8, count: Int, after: UInt8)] = []
            var quoted = false, previous: UInt8 = 0x20
            for byte in bytes {
                if byte >= 0x80 || byte == UInt8(ascii: "%") || (0x30...0x39).contains(byte) { return nil }
                if byte == UInt8(ascii: "'") { quoted.toggle(); previous = byte; continue }
                if quoted { continue }
                if isLetter(byte) {
                    guard kind(Character(Unicode.Scalar(byte))) != nil else { return nil }
                    if byte == previous {
                        runs[runs.count - 1].count += 1
                    } else {
                        // Two runs with nothing between them are a word (“Add”), not a pattern.
                        if isLetter(previous) { return nil }
                        runs.append((byte, 1, previous))
                    }
                }
                previous = byte
            }
            let anchored = runs.contains { run in
                switch run.letter {
                case UInt8(ascii: "y"): run.count >= 2
                case UInt8(ascii: "M"), UInt8(ascii: "L"), UInt8(ascii: "E"): run.count >= 3
                case UInt8(ascii: "d"), UInt8(ascii: "H"): run.count == 2
                case UInt8(ascii: "m"): run.count == 2 && run.after == UInt8(ascii: ":")
                default: false
                }
            }
            guard anchored else { return nil }
            var kinds: [Kind] = []
            for run in runs { if let k = kind(Character(Unicode.Scalar(run.letter))), !kinds.contains(k) { kinds.append(k) } }
            return kinds
        }
    }
}

extension String {
    fileprivate static func datePattern(_ subject: String, source: String, lost: [DatePattern.Kind], stray: [Character]) -> String {
        var problems: [String] = []
        if !lost.isEmpty { problems.append("lacks the source's " + MessageText.list(lost.map(\.rawValue))) }
        if !stray.isEmpty {
            problems.append("has " + MessageText.list(stray.map { MessageText.code(String($0)) })
                + (stray.allSatisfy { DatePattern.kind($0) == nil } ? ", which no date pattern has" : ", which the source's pattern does not show"))
        }
        return "\(subject) is a date pattern that " + problems.joined(separator: " and ")
            + ": the app shows the wrong date; keep the pattern letters of \(MessageText.quote(source)), in the order the language writes dates"
    }
}
