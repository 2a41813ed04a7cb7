import StringsgenModel

/// Punctuation a language writes its own way, where the source language's habit shows through
/// in a translation:
///
/// - French puts a no-break space (U+00A0, or the narrow U+202F) before `: ; ! ?`: no space, or
///   a space a line can break at (the line would then start with `!`), is reported. Canadian
///   French (fr-CA) spaces only the colon. A colon between digits (9:00) and a mark right after
///   another (`?!`) are fine.
/// - Spanish opens what it asks or exclaims: a `?` or `!` with no `¿` or `¡` in the value.
/// - Japanese separates with `、`, Chinese with `，` (its `、` separates only the items of a
///   list), and both end a sentence with `。`: a Latin comma (not between digits, as in 1,000,
///   nor inside a run of Latin text, as in “text/js, application/js”) or a value that ends with
///   a Latin full stop is reported.
///   Half-width `? ! :` are not: native translators use them by choice (CotEditor's Japanese,
///   written by its Japanese author, does throughout), so reporting them would cry wolf.
/// - Arabic writes `، ؟ ؛`; a Latin comma (not between digits), question mark or semicolon is reported.
///
/// Format specifiers (`%.1f`, `%1$@`) are not punctuation, nor is text in a Markdown code span,
/// which the user types as written (Synctrain's Spanish “deben comenzar con `(?d)`”). Languages not listed are not checked,
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
            guard let (convention, marks) = translation.lintLocale.punctuation else { continue }
            let locale = translation.locale
            for unit in translation.units where !unit.isBlank && unit.value.containsAny(of: marks) {
                // The source's text left as it is is to translate, not to punctuate
                // (`unchanged-translation`); and a value with no text in a CJK or Arabic script
                // (“%1$@, %2$@”) has none of the language's to punctuate (Tangem's zh-Hant had
                // 161 such findings on English).
                if unit.matchesSource { continue }
                // A legal notice is written as the law has it, Latin comma and all (MenuMeters'
                // “MenuMeters, © 2002-2014 Alex Harper …” in ja and zh-Hans: 2 findings), as
                // `unchanged-translation` leaves it too.
                if unit.value.contains("©") || unit.value.hasPrefix("Copyright") { continue }
                if convention.isForNonLatinScript, !unit.value.containsNonASCII() { continue }
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
        /// Chinese and Japanese (each writes its own comma: `comma`).
        case fullWidth(japanese: Bool)
        case arabic

        init?(locale: String, language: String) {
            switch language {
            case "fr": self = .french(spacedMarks: locale.hasSuffix("-CA") || locale.hasSuffix("_CA") ? [":"] : [":", ";", "!", "?"])
            case "es": self = .spanish
            case "ja": self = .fullWidth(japanese: true)
            case "zh": self = .fullWidth(japanese: false)
            case "ar": self = .arabic
            default: return nil
            }
        }

        /// Whether the language's own script is not Latin: text all in ASCII is not in it.
        var isForNonLatinScript: Bool {
            switch self {
            case .fullWidth, .arabic: true
            case .french, .spanish: false
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

        /// `marks` as `String.containsAny(of:)` looks for them (at most four: French's `: ; ! ?`).
        var markChoice: ByteChoice { ByteChoice(marks) }

        /// What stands for a format specifier in the text a convention reads (SUB, which no
        /// copy holds).
        static let valueMarker: Character = "\u{1A}"

        /// The first thing in `value` this convention does not write so, if any.
        func firstProblem(in value: String) -> Problem? {
            // Each value stands as one character, so what is next to a mark is seen: Shifty's
            // “Désactivé pendant %02d:%02d” is a time, not “a breaking space before :”.
            let text = Array(value.replacingFormatSpecifiers(with: Self.valueMarker.asciiValue!).withoutCodeSpans)
            func isNumber(_ i: Int) -> Bool { i >= 0 && i < text.count && (text[i].isNumber || text[i] == Self.valueMarker) }
            switch self {
            case .french(let spacedMarks):
                for (i, mark) in text.enumerated() where spacedMarks.contains(mark) && i > 0 {
                    let before = text[i - 1]
                    if before == "\u{A0}" || before == "\u{202F}" || ":;!?".contains(before) { continue }
                    if mark == ":", isNumber(i - 1), isNumber(i + 1) { continue }
                    if mark == ":", i + 1 < text.count, text[i + 1] == "/" { continue }  // https://
                    return before == " " ? .breakingSpaceBefore(mark) : .noSpaceBefore(mark)
                }
            case .spanish:
                // (A mark that closes a clause: not “[? personas]”, bitchat's unknown number.)
                for (closing, opening) in [("?", "¿"), ("!", "¡")] as [(Character, Character)]
                where text.indices.contains(where: { text[$0] == closing && $0 > 0 && !text[$0 - 1].isWhitespace && !"([".contains(text[$0 - 1]) })
                    && !text.contains(opening) {
                    return .noOpeningMark(closing, opening)
                }
            case .fullWidth(let japanese):
                // (Nor a comma inside a run of Latin text, Latin on both sides of it: Proxyman's
                // Chinese keeps “text/js, application/js” and “(axios, got, fetch, ...)”, lists of
                // names, as written: 3 of its 8 findings.)
                func isLatin(_ i: Int) -> Bool { i >= 0 && i < text.count && text[i].isASCII && (text[i].isLetter || text[i].isNumber) }
                for (i, mark) in text.enumerated() where mark == "," {
                    if isNumber(i - 1), isNumber(i + 1) { continue }
                    let next = i + 1 < text.count && text[i + 1] == " " ? i + 2 : i + 1
                    if isLatin(i - 1), isLatin(next) || (next < text.count && text[next] == ".") { continue }
                    return .halfWidth(",", japanese ? "、" : "，")
                }
                // The value's own end, specifiers and all: the dot of “macOS %ld.%ld” (LuLu's
                // version) ends the text only once its specifiers are taken out.
                let end = Array(value.suffix(2))
                if end.last == ".", end.count < 2 || end[0] != "." {
                    return .halfWidth(".", "。")
                }
            case .arabic:
                let arabic: [Character: Character] = [",": "،", "?": "؟", ";": "؛"]
                for (i, mark) in text.enumerated() {
                    guard let native = arabic[mark] else { continue }
                    if mark == ",", isNumber(i - 1), isNumber(i + 1) { continue }
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
    /// The text without its Markdown code spans (`` `(?d)` ``): what is between two backticks
    /// is left out with them. A lone backtick is kept.
    var withoutCodeSpans: String {
        guard containsAny(of: .backtick) else { return self }
        var result = ""
        var rest = self[...]
        while let open = rest.firstIndex(of: "`"), let close = rest[rest.index(after: open)...].firstIndex(of: "`") {
            result += rest[..<open]
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The text with its format specifiers (`%@`, `%1$lld`, `%.1f`, `%#@name@`, `%%`) left out,
    /// so their `.` `$` and letters are not read as punctuation.
    var withoutFormatSpecifiers: String { replacingFormatSpecifiers(with: nil) }

    /// Each format specifier replaced by `marker` (or left out where nil).
    func replacingFormatSpecifiers(with marker: UInt8?) -> String {
        // No `%` byte, no `%` character (asked first: the byte is the cheaper question).
        guard containsAny(of: .percentSign), contains("%") else { return self }
        // Specifiers are ASCII but for the conversion character (and a name): skipped scalar
        // by scalar, as bytes, where building the text a scalar at a time costs many times more.
        return withUTF8Bytes { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var i = 0
            /// Past the scalar that starts at `i`.
            func skipScalar() {
                i += 1
                while i < bytes.count, bytes[i] & 0xC0 == 0x80 { i += 1 }
            }
            while i < bytes.count {
                guard bytes[i] == UInt8(ascii: "%") else { out.append(bytes[i]); i += 1; continue }
                if let marker { out.append(marker) }
                i += 1
                var inName = false
                while i < bytes.count {
                    let next = bytes[i]
                    if inName { skipScalar(); if next == UInt8(ascii: "@") { break } else { continue } }
                    if next == UInt8(ascii: "#") { inName = true; i += 1; if i < bytes.count { skipScalar() }; continue }  // %#@name@: skip past the first @
                    if Self.specifierFlagBytes.contains(next) { i += 1; continue }
                    skipScalar()  // the conversion character (or the second % of %%)
                    break
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// What may stand between `%` and a conversion character: a position, flags, a width, a
    /// precision, a length.
    private static let specifierFlagBytes = Set("0123456789$.-+ 'hlqLzjt".utf8)
}
