import StringsgenModel

/// Punctuation a language writes its own way, where the source language's habit shows through
/// in a translation:
///
/// - French puts a no-break space (U+00A0, or the narrow U+202F) before `: ; ! ?`: no space, or
///   a space a line can break at (the line would then start with `!`), is reported. Canadian
///   French (fr-CA) spaces only the colon. A colon between digits (9:00) and a mark right after
///   another (`?!`) are fine.
/// - Spanish opens what it asks or exclaims: a `?` or `!` with no `¿` or `¡` in the value.
/// - Japanese and Chinese separate with `、` and end a sentence with `。`: a Latin comma (not
///   between digits, as in 1,000) or a value that ends with a Latin full stop is reported.
///   Half-width `? ! :` are not: native translators use them by choice (CotEditor's Japanese,
///   written by its Japanese author, does throughout), so reporting them would cry wolf.
/// - Arabic writes `، ؟ ؛`; a Latin comma (not between digits), question mark or semicolon is reported.
///
/// Format specifiers (`%.1f`, `%1$@`) are not punctuation. Languages not listed are not checked,
/// and neither is a locale the project does not describe in `Locales/`: a team that keeps no
/// style notes for a language has not chosen its typography (many French apps write plain
/// spaces), so reporting it would be noise rather than a defect.
/// One finding per value, its first problem: a translator who fixes the habit fixes the rest.
public struct Punctuation: Check {
    public static let id = "punctuation"
    public static let defaultSeverity = Severity.warning
    public static let summary = "punctuation written as in another language (French spacing, Spanish ¿ ¡, CJK 、。, Arabic ، ؟ ؛)"
    public static let help = "Write the language's own punctuation: in French a no-break space (U+202F or U+00A0) before : ; ! ?, in Spanish an opening ¿ or ¡, in Japanese and Chinese 、 and 。, in Arabic ، ؟ ؛. Checked for locales described in Locales/."

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        guard entry.isTranslatable else { return }
        for translation in entry.translations {
            let locale = translation.locale
            guard entry.run.context.locales?[locale] != nil,
                  let convention = Convention(locale: locale, language: translation.lintLocale.language) else { continue }
            let marks = convention.markMask
            for unit in translation.units where !unit.isBlank && Convention.holdsMark(marks, unit.value) {
                if let problem = convention.firstProblem(in: unit.value) {
                    emit(finding(entry, locale, at: unit.location, problem.message(entry.subject(locale, unit))))
                }
            }
        }
    }

    /// One language's rules.
    enum Convention {
        case french(spacedMarks: Set<Character>)
        case spanish
        case fullWidth
        case arabic

        init?(locale: String, language: String) {
            switch language {
            case "fr": self = .french(spacedMarks: locale.hasSuffix("-CA") || locale.hasSuffix("_CA") ? [":"] : [":", ";", "!", "?"])
            case "es": self = .spanish
            case "ja", "zh": self = .fullWidth
            case "ar": self = .arabic
            default: return nil
            }
        }

        /// The ASCII marks the convention looks at: a value without any (most copy) is skipped
        /// by a scan of its bytes.
        var marks: [UInt8] {
            switch self {
            case .french(let spacedMarks): spacedMarks.compactMap(\.asciiValue)
            case .spanish: Array("?!".utf8)
            case .fullWidth: Array(",.".utf8)
            case .arabic: Array(",?;".utf8)
            }
        }

        /// `marks` as a bit set: every mark is below 64 (`! , . : ; ?`).
        var markMask: UInt64 {
            marks.reduce(0) { $0 | 1 << UInt64($1) }
        }

        /// Whether `value` holds a byte of `mask`: one pass over its bytes, no allocation.
        static func holdsMark(_ mask: UInt64, _ value: String) -> Bool {
            value.containsByte { $0 < 64 && mask & 1 << UInt64($0) != 0 }
        }

        /// The first thing in `value` this convention does not write so, if any.
        func firstProblem(in value: String) -> Problem? {
            let text = Array(value.withoutFormatSpecifiers)
            switch self {
            case .french(let spacedMarks):
                for (i, mark) in text.enumerated() where spacedMarks.contains(mark) && i > 0 {
                    let before = text[i - 1]
                    if before == "\u{A0}" || before == "\u{202F}" || ":;!?".contains(before) { continue }
                    if mark == ":", before.isNumber, i + 1 < text.count, text[i + 1].isNumber { continue }
                    if mark == ":", i + 1 < text.count, text[i + 1] == "/" { continue }  // https://
                    return before == " " ? .breakingSpaceBefore(mark) : .noSpaceBefore(mark)
                }
            case .spanish:
                for (closing, opening) in [("?", "¿"), ("!", "¡")] as [(Character, Character)]
                where text.contains(closing) && !text.contains(opening) {
                    return .noOpeningMark(closing, opening)
                }
            case .fullWidth:
                for (i, mark) in text.enumerated() where mark == "," {
                    if i > 0, i + 1 < text.count, text[i - 1].isNumber, text[i + 1].isNumber { continue }
                    return .halfWidth(",", "、")
                }
                if text.last == ".", text.count < 2 || text[text.count - 2] != "." {
                    return .halfWidth(".", "。")
                }
            case .arabic:
                let arabic: [Character: Character] = [",": "،", "?": "؟", ";": "؛"]
                for (i, mark) in text.enumerated() {
                    guard let native = arabic[mark] else { continue }
                    if mark == ",", i > 0, i + 1 < text.count, text[i - 1].isNumber, text[i + 1].isNumber { continue }
                    return .latinMark(mark, native)
                }
            }
            return nil
        }
    }

    enum Problem: Equatable {
        case noSpaceBefore(Character)
        case breakingSpaceBefore(Character)
        case noOpeningMark(Character, Character)
        case halfWidth(Character, Character)
        case latinMark(Character, Character)

        func message(_ subject: String) -> String {
            switch self {
            case .noSpaceBefore(let mark):
                "\(subject) has no space before \(MessageText.quote(String(mark))): French puts a no-break space there (U+202F or U+00A0)"
            case .breakingSpaceBefore(let mark):
                "\(subject) has a breaking space before \(MessageText.quote(String(mark))): use a no-break space (U+202F or U+00A0) so the line cannot start with it"
            case .noOpeningMark(let closing, let opening):
                "\(subject) has \(MessageText.quote(String(closing))) without \(MessageText.quote(String(opening))): open the question or exclamation with it"
            case .halfWidth(let mark, let wide):
                "\(subject) has the half-width \(MessageText.quote(String(mark))): write the full-width \(MessageText.quote(String(wide)))"
            case .latinMark(let mark, let native):
                "\(subject) has the Latin \(MessageText.quote(String(mark))): write the Arabic \(MessageText.quote(String(native)))"
            }
        }
    }
}

extension String {
    /// The text with its format specifiers (`%@`, `%1$lld`, `%.1f`, `%#@name@`, `%%`) left out,
    /// so their `.` `$` and letters are not read as punctuation.
    var withoutFormatSpecifiers: String {
        // No `%` byte, no `%` character (asked first: the byte is the cheaper question).
        guard containsByte(where: { $0 == UInt8(ascii: "%") }), contains("%") else { return self }
        var out = ""
        var scalars = unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "%" else { out.unicodeScalars.append(scalar); continue }
            var inName = false
            while let next = scalars.next() {
                if inName { if next == "@" { break } else { continue } }
                if next == "#" { inName = true; _ = scalars.next(); continue }  // %#@name@: skip past the first @
                if "0123456789$.-+ 'hlqLzjt".unicodeScalars.contains(next) { continue }
                break  // the conversion character (or the second % of %%)
            }
        }
        return out
    }
}
