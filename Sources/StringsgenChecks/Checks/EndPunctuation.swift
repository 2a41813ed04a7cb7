import StringsgenModel

/// The end of a translation that lost what ends its source, or that ends twice:
///
/// - a full stop the source ends with and the translation drops (Spanish
///   `NSAppleEventsUsageDescription` without its period). Each language's own stop counts
///   (`。` `।` `။` `۔` `։` `።` `។`); Thai, Lao, Khmer, Armenian, Chinese, Japanese and Korean
///   may leave it out, as their UI text often does;
/// - an ellipsis (`…`, `...`, `⋯`) the source ends with and the translation has nowhere, where
///   it says what follows: on a command in title case, that a dialog follows (Japanese "Check
///   for Updates…" as "アップデートを確認"), and on progress ("Connecting…") that it goes on
///   (`Ending.ellipsisMeansMore`);
/// - a colon that ends a source label and not its translation (not checked for CJK, whose
///   labels often drop it);
/// - a question mark (`?` `？` `؟` Greek `;`) the source ends with and a translation of more than
///   one word ends without any mark, a question turned into a statement (LiveContainer's Arabic
///   “…هل ترغب أن تَستورد شهادة منه”, Polish “…próbuje uruchomić "%@"” for “…, continue?”); not
///   for the languages that may leave out the stop (Armenian marks a question inside the word);
/// - two different stops at the end (`။.`, `。.`, `?.`) where the source has one;
/// - a colon that one language alone adds to a plain text its source ends without a mark,
///   when at least five languages translate it (Italian "Adattamento righe:" for CotEditor's
///   toolbar label "Line Wrapping", where sixteen languages add none). Languages whose word
///   order puts a colon there (CJK, Basque, Turkish) and Armenian (whose `։` is often typed
///   `:`) are left out.
///
/// Only the end is compared: a question or exclamation mark that changes, or a stop the
/// translation adds, is the translator's style more often than a defect (measured on the
/// corpus: a gained colon was a defect in 3 of 25 cases, a changed `?` or `!` in 1 of 60; a
/// colon one language alone adds, outside the languages above, in 5 of 5).
/// A translation without letters (`-`) and a source made of an identifier-like key are not
/// compared. Tried on 35 apps it was not tuned on, 49 of 60 sampled findings were real; what
/// it misread there is read right now: a stop inside Markdown's closing `**`, the Tibetan
/// shad, a Russian source's abbreviation, a stop inside brackets that close no sentence
/// (“Межстрочный интервал (перев.)”), an Armenian label's colon, a Japanese or Korean title
/// for “Ask before…”.
public struct EndPunctuation: Check {
    public static let id = "end-punctuation"
    public static let defaultSeverity = Severity.warning
    public static let summary = "a translation drops the full stop, question mark, ellipsis or colon its source ends with, or ends with two stops"
    public static let help = "End the translation as the source ends: with the language's full stop or question mark, an ellipsis (a dialog follows), or a colon (a value follows); and with one stop, not two."

    /// Languages whose UI text may leave out the full stop (and, for CJK, the colon).
    static let mayDropStop: Set<String> = ["th", "lo", "km", "hy", "zh", "ja", "ko", "yue"]
    /// Languages whose labels may drop the source's colon: CJK, and Armenian, where a colon
    /// reads as the full stop `։` (ONLYOFFICE's "Get started with quick actions:").
    static let mayDropColon: Set<String> = ["zh", "ja", "ko", "yue", "hy"]
    /// Languages that put the verb last and so cannot trail off where English does ("Open
    /// With…" in Japanese is a verb at the end, with no ellipsis to keep).
    static let verbFinal: Set<String> = ["ja", "ko"]
    /// Languages with postpositions, which word a source that runs on into its value ("Clear
    /// status message after", "via") with a colon before the value (Hungarian "…ennyi idő
    /// után:", Finnish "Reititys:").
    static let postpositional: Set<String> = ["fi", "hu", "et"]
    /// Languages whose word order puts a colon after a label the source ends without one
    /// ("Forward to" → Korean "다음으로 전달:", "Boosted by" → Basque "Hauek bultzatu dute:"), and
    /// Armenian, whose full stop `։` is often typed as a colon.
    static let mayGainColon: Set<String> = ["zh", "ja", "ko", "yue", "eu", "tr", "hy"]
    /// How many languages must translate a key before a colon that only one of them adds is
    /// reported: with fewer, one language alone is no sign of anything.
    static let colonQuorum = 5

    public init() {}

    /// Whether both texts end with the same stop inside a closing bracket (“….)”): what the
    /// translation shows last is what the source does, whether or not its bracket holds a
    /// sentence of its own (phpmon's “No effect on others. (Other tabs are unaffected.)”, whose
    /// Arabic and German run the first sentence into the bracket).
    static func endsWithSameStopInBrackets(_ value: String, _ source: String) -> Bool {
        func end(_ text: String) -> [Unicode.Scalar] {
            Array(text.unicodeScalars.reversed().drop(while: { $0.properties.isWhitespace }).prefix(2).reversed())
        }
        let (mine, theirs) = (end(value), end(source))
        return mine.count == 2 && mine == theirs && (mine[1] == ")" || mine[1] == "）") && (mine[0] == "." || mine[0] == "。")
    }

    /// Whether a key that stands in for its source value (Xcode extracts `Text("Loading…")` with
    /// no `en` value) is text, not an identifier such as `settings.title`: it has a space, or it
    /// is one capitalized word of letters with its mark (“Loading…”, “Settings…”, “Name:”,
    /// the commonest SwiftUI labels; phoenix's Arabic “Loading…” lost its ellipsis unseen).
    static func readsAsText(key: String) -> Bool {
        if key.utf8.contains(0x20) { return true }
        let scalars = Array(key.unicodeScalars)
        var end = scalars.count
        while end > 0, ["…", ".", ":", "?", "!"].contains(scalars[end - 1]) { end -= 1 }
        guard end > 1, end < scalars.count, scalars[0].properties.isUppercase else { return false }
        return scalars[1..<end].allSatisfy { $0.properties.isLowercase }
    }

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        guard entry.isTranslatable, entry.hasSourceToCompare else { return }
        // A key that stands in for a missing source value is text only if it reads like it.
        if entry.source.isSynthesized, !Self.readsAsText(key: entry.key) { return }
        // A colon that one language alone adds to a plain label (below).
        var colons = 0, plainTranslations = 0
        var lone: (locale: String, unit: LintedUnit, source: String)?
        for translation in entry.translations {
            let language = translation.lintLocale.language
            for (unit, source) in translation.comparedUnits {
                let end = Ending(unit.value)
                if translation.isPlain {
                    plainTranslations += 1
                    if end.mark == .colon {
                        colons += 1
                        if !Self.mayGainColon.contains(language), unit.hasLetters, Ending(source.value).mark == .none,
                           !Self.endsWithColonAndValue(source),
                           !(Self.postpositional.contains(language) && Ending.endsWithFunctionWord(source.value)) {
                            lone = (translation.locale, unit, source.value)
                        }
                    }
                }
                guard !unit.matchesSource else { continue }
                // Most translations end as their source does, or with a mark: nothing lost.
                guard end.isDoubled || end.mark == .none || end.mark == .stop else { continue }
                let sourceEnd = Ending(source.value)
                let problem: Problem
                if end.isDoubled, !sourceEnd.isDoubled {
                    problem = .doubled(end.lastTwo)
                } else if sourceEnd.mark == .stop, end.mark == .none, !Self.mayDropStop.contains(language),
                          !Ending.endsWithAbbreviation(source.value), !Self.endsWithSameStopInBrackets(unit.value, source.value) {
                    problem = .lost("full stop")
                } else if sourceEnd.mark == .ellipsis, !Ending.holdsEllipsis(unit.value), Ending.ellipsisMeansMore(source.value),
                          !(Self.verbFinal.contains(language) && Ending.endsWithFunctionWord(source.value)) {
                    problem = .lost("ellipsis")
                } else if sourceEnd.mark == .colon, end.mark == .none, !Self.mayDropColon.contains(language) {
                    problem = .lost("colon")
                } else if sourceEnd.mark == .question, end.mark == .none, !Self.mayDropStop.contains(language),
                          unit.value.contains(where: \.isWhitespace) {
                    // A question written as a statement: LiveContainer's Arabic “…هل ترغب أن
                    // تَستورد شهادة منه” for “Would you like to import certificate from it?”.
                    // One word is a rewording, no question (Loop's window size “Can you even see
                    // this?”, Italian “Infinitesimo”).
                    problem = .lost("question mark")
                } else {
                    continue
                }
                guard unit.hasLetters else { continue }
                emit(finding(entry, translation.locale, unit, problem.message(entry.subject(translation.locale, unit), source.value)))
            }
        }
        if colons == 1, plainTranslations >= Self.colonQuorum, let (locale, unit, source) = lone {
            let others = plainTranslations - 1
            emit(finding(entry, locale, unit, Problem.gainedColon(others).message(entry.subject(locale, unit), source)))
        }
    }

    /// Whether the source ends with a colon and then its last value (“Host: %@”): a
    /// translation that ends with the colon (French “Hôte :”) dropped the value, which
    /// `placeholder-dropped` says; the colon is the source's own.
    static func endsWithColonAndValue(_ source: LintedUnit) -> Bool {
        guard let last = source.format.placeholders.last else { return false }
        let bytes = Array(source.value.utf8)
        guard bytes[last.utf8Range.upperBound...].allSatisfy({ $0 == 0x20 }) else { return false }
        return Ending(String(decoding: bytes[..<last.utf8Range.lowerBound], as: UTF8.self)).mark == .colon
    }

    /// How a text ends, read from its last characters only.
    struct Ending {
        enum Mark { case none, stop, question, exclamation, colon, ellipsis }

        /// Each script's full stop: Latin, CJK, Devanagari, Burmese, Urdu, Armenian, Ethiopic,
        /// Khmer, Tibetan (`།`, `༎`), Mongolian (`᠃`), half-width CJK, and Bengali's `৷`
        /// (U+09F7, typed for the dari `।`, which it looks like: NHS COVID-19's Bengali).
        static let stops: Set<Unicode.Scalar> = [".", "。", "।", "။", "۔", "։", "።", "។", "｡", "།", "༎", "᠃", "\u{09F7}"]
        static let questions: Set<Unicode.Scalar> = ["?", "？", "؟", "՞", ";"]
        static let exclamations: Set<Unicode.Scalar> = ["!", "！", "՜"]
        /// Colons, and Gujarati's visarga `ઃ`, which its writers use for one (“નોંધઃ”); Khmer's
        /// `៖`, and Ethiopic's preface colon `፦`, colon `፥` and a closing wordspace `፡` (Psiphon's
        /// Khmer and Amharic: 35 findings).
        static let colons: Set<Unicode.Scalar> = [":", "：", "\u{0A83}", "\u{17D6}", "\u{1366}", "\u{1365}", "\u{1361}"]
        /// Closing quotation marks and brackets, in every language's use: German and Arabic text
        /// closes with “ (FocusiOS's Arabic “”سيري، افتحي موقعي المفضل.“”); and Markdown's
        /// closing emphasis, `**`, `_`, `~~`, `` ` `` (Anytype's “…які ведае гэта.**”).
        static let closers: Set<Unicode.Scalar> = [
            "\"", "'", "”", "“", "’", "‘", "»", "«", "›", "‹", ")", "）", "」", "』", "*", "_", "~", "`",
        ]

        var mark = Mark.none
        var isDoubled = false
        var lastTwo = ""

        init(_ text: String) {
            // Most values end with an ASCII letter, digit or mark: decided from the last bytes.
            var bytes = text.utf8.reversed().makeIterator()
            if let byte = bytes.next(), byte < 0x80, byte > 0x20, !Self.asciiClosers.contains(byte) {
                switch byte {
                case UInt8(ascii: "."):
                    let second = bytes.next()
                    if second == UInt8(ascii: "."), bytes.next() == UInt8(ascii: ".") { mark = .ellipsis; return }
                    mark = .stop
                    // "?." "!." (and any second byte that is not ASCII) are read as scalars below.
                    guard second == UInt8(ascii: "?") || second == UInt8(ascii: "!") || (second ?? 0) >= 0x80 else { return }
                case UInt8(ascii: "?"), UInt8(ascii: ";"): mark = .question; return
                case UInt8(ascii: "!"): mark = .exclamation; return
                case UInt8(ascii: ":"): mark = .colon; return
                // Ethiopic's colon as keyboards type it, a wordspace and a hyphen (“Windows፡-”).
                case UInt8(ascii: "-"):
                    if text.unicodeScalars.dropLast().last == "\u{1361}" { mark = .colon }
                    return
                default: return
                }
            }
            // Most text in other scripts ends with a letter: a last scalar that is no mark, closer
            // or white space ends it with none (looked up in `notable`, not in each set).
            if let end = text.unicodeScalars.last, !Unicode.Scalar.isBlank(end.value), !Self.isNotable(end) { return }
            // The last three scalars before white space and closing quotes or brackets, last
            // first (no array: this runs on every value).
            var last: Unicode.Scalar?, second: Unicode.Scalar?, third: Unicode.Scalar?
            var closesBracket = false
            var afterParenthesis = false
            for scalar in text.unicodeScalars.reversed() {
                if last == nil {
                    if scalar.properties.isWhitespace || Self.closers.contains(scalar) {
                        if scalar == ")" || scalar == "）" { closesBracket = true }
                        afterParenthesis = scalar == ")"
                        continue
                    }
                    // A smiley, `:)` or `;)` whose parenthesis closes no bracket, ends with no
                    // mark (Mac Mouse Fix's “Buy Me a Milkshake :)” asks no translation for a colon).
                    if afterParenthesis, scalar == ":" || scalar == ";", Self.closesNoBracket(text) { return }
                    last = scalar
                } else if second == nil {
                    second = scalar
                } else {
                    third = scalar
                    break
                }
            }
            guard let last else { return }
            // A stop inside brackets that close the text ends the bracketed words, not the
            // sentence, unless the brackets hold a sentence of their own: "Межстрочный
            // интервал (перев.)" ends with no stop, "Done. (Restart to apply.)" with one.
            if closesBracket, !Self.bracketOpensSentence(text) { return }
            if last == "…" || last == "⋯" || (last == "." && second == "." && third == ".") {
                mark = .ellipsis
            } else if Self.stops.contains(last) {
                mark = .stop
            } else if Self.questions.contains(last) {
                mark = .question
            } else if Self.exclamations.contains(last) {
                mark = .exclamation
            } else if last == "\u{1361}", second == "\u{1361}" {
                // Two Ethiopic wordspaces, as keyboards type the full stop `።`.
                mark = .stop
            } else if Self.colons.contains(last) {
                mark = .colon
            }
            // A stop right after a different stop, question or exclamation mark ("။.", "?.").
            if let second, mark == .stop, second != last,
               Self.stops.contains(second) || Self.questions.contains(second) || Self.exclamations.contains(second) {
                isDoubled = true
                lastTwo = String(String.UnicodeScalarView([second, last]))
            }
        }

        /// Every scalar that can end a text with a mark or hide its end: the marks, the closers,
        /// the colons and the ellipses, sorted.
        static let notable: [UInt32] = Set(stops.union(questions).union(exclamations).union(closers).map(\.value)
            + colons.map(\.value) + ["…", "⋯"].map { (scalar: Unicode.Scalar) in scalar.value }).sorted()

        static func isNotable(_ scalar: Unicode.Scalar) -> Bool {
            var low = 0, high = notable.count
            while low < high {
                let middle = (low + high) / 2
                if notable[middle] < scalar.value { low = middle + 1 } else { high = middle }
            }
            return low < notable.count && notable[low] == scalar.value
        }

        /// The bytes of ASCII closers (`closers`), which the fast path of `init` leaves to the scalars.
        static let asciiClosers: Set<UInt8> = Set(closers.filter(\.isASCII).map { UInt8($0.value) })

        /// Whether `text` has more `)` than `(`: its last `)` closes no bracket.
        static func closesNoBracket(_ text: String) -> Bool {
            var balance = 0
            for byte in text.utf8 {
                if byte == UInt8(ascii: "(") { balance += 1 } else if byte == UInt8(ascii: ")") { balance -= 1 }
            }
            return balance < 0
        }

        /// Whether the brackets that close `text` open at its start or after a sentence's end:
        /// then a stop inside them ends a sentence.
        static func bracketOpensSentence(_ text: String) -> Bool {
            var depth = 0
            var scalars = text.unicodeScalars[...]
            while let scalar = scalars.popLast() {
                if scalar == ")" || scalar == "）" { depth += 1 }
                guard scalar == "(" || scalar == "（" else { continue }
                depth -= 1
                guard depth == 0 else { continue }
                guard let before = scalars.last(where: { !$0.properties.isWhitespace }) else { return true }
                return stops.contains(before) || questions.contains(before) || exclamations.contains(before)
            }
            return true
        }

        /// Abbreviations of the languages sources are written in, whose point is no full stop:
        /// a translation rightly writes its own (“After 1 min.”: Spanish “Al cabo de 1 min”,
        /// Ukrainian “Через 1 хв”; Azkar's Russian source “…и др.”).
        static let abbreviations: Set<String> = [
            "etc", "e.g", "i.e", "approx", "vs", "min", "mins", "sec", "secs", "hr", "hrs", "yr", "yrs", "mo", "mos",
            "wk", "wks", "ft", "oz", "lb", "lbs", "inc", "ltd", "jr", "sr", "dr", "mr", "mrs", "ms",
            // A column's or chart's label (Unstoppable's “24h Vol.”: French “Vol. 24h”, Russian “24ч объем”).
            "vol", "avg", "max", "misc", "dept", "est", "fig", "tel",
            // German, French, Spanish.
            "usw", "bzw", "z.b", "ca", "evtl", "ggf", "inkl", "sek", "std", "env", "cf", "aprox", "seg",
            // Russian.
            "др", "пр", "т.д", "т.п", "см", "мин", "сек", "стр", "перев", "тыс", "млн", "млрд", "руб",
        ]

        /// Whether `text` ends with one of `abbreviations` and its point, as a word of its own, or
        /// with initials and their points.
        static func endsWithAbbreviation(_ text: String) -> Bool {
            guard text.utf8.last == UInt8(ascii: "."), text.utf8.count <= 4096 else { return false }
            var word: [Unicode.Scalar] = []
            for scalar in text.unicodeScalars.reversed().dropFirst() {
                guard scalar.properties.isAlphabetic || scalar == "." else { break }
                word.append(scalar)
                if word.count > 6 { return false }
            }
            guard !word.isEmpty else { return false }
            // Initials, each with its point (“U.S.A.”, “U.A.E.”: Budget Flow's country names,
            // “USA” or a name in full in every language).
            let letters = word.filter { $0 != "." }
            if letters.count >= 2, word.count == 2 * letters.count - 1,
               word.enumerated().allSatisfy({ $0.offset % 2 == 0 ? $0.element.properties.isAlphabetic : $0.element == "." }) {
                return true
            }
            return abbreviations.contains(String(String.UnicodeScalarView(word.reversed())).lowercased())
                || isAbbreviatedLabel(text, lastWord: word.count)
        }

        /// Whether `text` is a label of two or three words in title case whose last is cut short
        /// to four letters or fewer and its point: eul's menu-bar labels “Time Rem.”, “Max Cap.”,
        /// “Thermal Lv.”, which translators write out (“Niveau thermique”) or cut their own way
        /// (33 findings).
        static func isAbbreviatedLabel(_ text: String, lastWord letters: Int) -> Bool {
            guard letters <= 4, text.utf8.count <= 40 else { return false }
            let words = text.split(separator: " ")
            guard (2...3).contains(words.count), words.allSatisfy({ $0.first?.isUppercase == true || $0.first?.isNumber == true }) else { return false }
            return !text.dropLast().contains { ".!?,;:".contains($0) }
        }

        /// English words after which a text runs on into what follows it: “Ask before…” into
        /// the rows below, which a verb-final language cannot do; “Clear status message after”
        /// into a time, which Hungarian and Finnish, with postpositions, introduce with a colon
        /// (“…ennyi idő után:”, “Reititys:” for “via”; VLC's “Bookmark at”, to which the code
        /// appends a time: Hungarian “Könyvjelző itt:”).
        static let trailingFunctionWords: Set<String> = [
            "before", "after", "until", "with", "without", "for", "from", "to", "of", "about", "and", "or", "than", "by", "via", "into", "as", "at",
        ]

        /// Whether `source` ends (before an ellipsis, if any) with one of `trailingFunctionWords`.
        static func endsWithFunctionWord(_ source: String) -> Bool {
            var text = source.unicodeScalars[...]
            while let last = text.last, last == "…" || last == "." || last == "⋯" || last.properties.isWhitespace { text.removeLast() }
            let word = text.reversed().prefix { $0.properties.isAlphabetic }
            return trailingFunctionWords.contains(String(String.UnicodeScalarView(word.reversed())).lowercased())
        }

        /// Whether the ellipsis a source ends with says what follows, so that a translation
        /// must keep it: progress, whose first word ends in -ing (“Connecting…”, “Finding
        /// orphaned files, please wait…”), or a command in title case, whose words of four
        /// letters or more are capitalized (“Check for Updates…”, “Show Main Window…”,
        /// “Preferences…”: a dialog follows). A phrase in sentence case is as often a text
        /// field's “type here” (“Add a new collaborator...”, “Describe the photo…”), which a
        /// translation may drop, as a command's (“Set a trigger key…”), and is not compared.
        static func ellipsisMeansMore(_ source: String) -> Bool {
            let words = source.split(whereSeparator: { $0 == " " }).map { $0.filter(\.isLetter) }.filter { !$0.isEmpty }
            guard let first = words.first else { return false }
            if first.lowercased().hasSuffix("ing") { return true }
            return words.allSatisfy { word in word.count < 4 || word.first!.isUppercase }
        }

        /// Whether `text` has an ellipsis: `…`, `...`, `⋯`, or Urdu's three full stops `۔۔۔`
        /// (Aidoku's “لوڈنگ۔۔۔” for “Loading…”).
        /// Whether `text` writes an ellipsis anywhere: `…`, `...`, `⋯`, Urdu `۔۔۔`, Chinese
        /// `。。。`, or dots spaced as typesetters space them (“Загрузка . . .”: sing-box's
        /// Persian, Russian and Chinese, 4 findings).
        static func holdsEllipsis(_ text: String) -> Bool {
            ["…", "...", "⋯", "۔۔۔", "。。。", ". . .", ".\u{A0}.\u{A0}.", ".\u{2009}.\u{2009}.", ".\u{202F}.\u{202F}."]
                .contains { text.containsExactly($0) }
        }
    }

    enum Problem {
        case lost(String)
        case doubled(String)
        case gainedColon(Int)

        func message(_ subject: String, _ source: String) -> String {
            switch self {
            case .lost(let mark):
                "\(subject) does not end with the \(mark) its source ends with (\(MessageText.quote(source, limit: 60))): end it so"
            case .doubled(let marks):
                "\(subject) ends with two stops, \(MessageText.quote(marks)): keep one"
            case .gainedColon(let others):
                "\(subject) ends with a colon that its source (\(MessageText.quote(source, limit: 60))) and the \(others) other translations do not have: end it as the source does, unless a value follows it in this language only"
            }
        }
    }
}
