import StringsgenModel

/// A translation that starts or ends with other white space or line breaks than the source,
/// or breaks into another number of lines. Leading and trailing spaces are usually layout
/// (a value joined to another, a list bullet); losing or adding them shifts the screen.
/// Languages written without spaces between words (Japanese, Chinese, Thai, ...) may drop a
/// source's edge spaces (“ (default)” is “（デフォルト）”) but not add any (`次へ  ` for
/// `Next`); their line breaks still count. Inside a value, two spaces in a row and a space
/// between a placeholder and its quotation mark (Bulgarian `„%@ “`) are reported where the
/// source has none. A source's trailing space that most translations leave out is the code's
/// slip, not layout (`mostDropTrailingSpace`).
public struct WhitespaceMismatch: Check {
    public static let id = "whitespace-mismatch"
    public static let defaultSeverity = Severity.warning
    public static let summary = "leading or trailing white space or line breaks that differ from the source, or a double space or a space inside quotation marks the source lacks"
    public static let help = "Keep the source's leading and trailing spaces and line breaks: they are usually layout that the translation must keep too."

    public init() {}

    /// Languages that write some words joined to the next: Korean's particles, the prefixed
    /// prepositions and articles of Hebrew and Arabic (“ל%@”, “بـ%@”). A letter run into a
    /// placeholder is no slip there.
    static let joinsWordsToTheNext: Set<String> = ["ko", "he", "yi", "ar", "fa", "ur", "ps"]

    /// Languages whose writing puts no spaces between words.
    static let languagesWithoutSpaces: Set<String> = ["ja", "zh", "th", "lo", "km", "my", "bo"]

    /// Languages written in ideographs and kana, whose text has no spaces between words: a
    /// space in it lays the text out, and two in a row, again and again, are columns
    /// (`laysOutColumns`), not a slip of the space bar: jyutping's Japanese and Chinese tone
    /// tables, “v = 1 陰平␠␠vv = 4 陽平”, where the English has a line each. Not Thai or
    /// Burmese, whose spaces part phrases (LinearMouse's Burmese double space is a slip).
    static let layoutSpaceLanguages: Set<String> = ["ja", "zh", "yue"]

    /// Whether a value has two spaces in a row in more than one place: a layout, not a slip
    /// (Ice Cubes' Japanese “%lld␠␠新しい投稿” once is one).
    static func laysOutColumns(_ value: String) -> Bool {
        var runs = 0, spaces = 0
        for byte in value.utf8 {
            if byte == 0x20 { spaces += 1; continue }
            if spaces >= 2 { runs += 1 }
            spaces = 0
        }
        return runs >= 2
    }

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        guard entry.isTranslatable else { return }
        for translation in entry.translations {
            let spacesMayDiffer = translation.lintLocale.writesWithoutSpaces
            let spacesLayOut = translation.lintLocale.laysOutWithSpaces
            let checksGluedWords = translation.lintLocale.spacesEveryWord
            let locale = translation.locale
            for (unit, original) in translation.comparedUnits where !unit.isBlank && !original.isBlank {
                if let problem = Self.interiorProblem(unit, original), !(spacesLayOut && problem.isDoubleSpace && Self.laysOutColumns(unit.value)) {
                    emit(finding(entry, locale, unit, problem.message(entry.subject(locale, unit))))
                } else if checksGluedWords, let glued = Self.gluedPlaceholder(unit, original) {
                    emit(finding(entry, locale, unit, glued.message(entry.subject(locale, unit))))
                }
                if !unit.mayHaveBlankEdge, !original.mayHaveBlankEdge {
                    // No white space at either edge, the common case: only line breaks can differ.
                    if unit.lineBreakCount != original.lineBreakCount, Self.lineBreaksMatter(unit.value, original.value) {
                        emit(finding(entry, locale, unit, .lineBreaks(
                            entry.subject(locale, unit), unit.lineBreakCount, original.lineBreakCount, Self.writesBreakOut(unit, original))))
                    }
                    continue
                }
                var (lead, trail) = unit.value.blankEdges
                var (sourceLead, sourceTrail) = original.value.blankEdges
                // In HTML, line breaks are white space like a space, shown as nothing at its edges
                // (seafile's share-link mail bodies end in “</a>\n\n”: 8 findings); its `<br/>`s
                // make the lines.
                if Self.isMarkup(original.value) {
                    (lead, trail, sourceLead, sourceTrail) = (lead.withoutLineBreaks, trail.withoutLineBreaks,
                                                              sourceLead.withoutLineBreaks, sourceTrail.withoutLineBreaks)
                }
                // A line break is one however it is written: `\r\n` and `\n` show alike (LuLu's
                // Spanish alert ends with `\n` where its source has `\r\n`).
                (lead, trail, sourceLead, sourceTrail) = (lead.oneLineBreakSpelling, trail.oneLineBreakSpelling,
                                                          sourceLead.oneLineBreakSpelling, sourceTrail.oneLineBreakSpelling)
                if spacesMayDiffer {
                    // Dropping spaces is fine; more spaces than the source's are reported as they are.
                    if lead.spaceCount <= sourceLead.spaceCount {
                        (lead, sourceLead) = (lead.withoutSpaces, sourceLead.withoutSpaces)
                    }
                    if trail.spaceCount <= sourceTrail.spaceCount {
                        (trail, sourceTrail) = (trail.withoutSpaces, sourceTrail.withoutSpaces)
                    }
                }
                // A full-width mark at the source's edge carries its own spacing, which a
                // language written with spaces writes as a space (Chinendar's zh-Hant “，” is
                // English “, ”; “（” is “ (”).
                if sourceLead.isEmpty, lead.withoutSpaces.isEmpty, original.value.first.map(Self.isFullWidthMark) == true { lead = "" }
                if sourceTrail.isEmpty, trail.withoutSpaces.isEmpty, original.value.last.map(Self.isFullWidthMark) == true { trail = "" }
                let startDiffers = lead != sourceLead
                let endDiffers = trail != sourceTrail
                    && !(trail.isEmpty && sourceTrail.allSatisfy { $0 == " " } && Self.mostDropTrailingSpace(of: entry))
                // Both ends are one value to fix, said once (GlucoseDirect's “ Unidades ”: 64 values said twice).
                if startDiffers || endDiffers {
                    emit(finding(entry, locale, unit, .edges(
                        entry.subject(locale, unit), start: startDiffers ? (lead, sourceLead) : nil, end: endDiffers ? (trail, sourceTrail) : nil)))
                }
                let edgesMatch = !startDiffers && !endDiffers
                if edgesMatch {
                    let breaks = unit.lineBreakCount, sourceBreaks = original.lineBreakCount
                    if breaks != sourceBreaks, Self.lineBreaksMatter(unit.value, original.value) {
                        emit(finding(entry, locale, unit, .lineBreaks(entry.subject(locale, unit), breaks, sourceBreaks, Self.writesBreakOut(unit, original))))
                    }
                } else {
                    // The edges said, the line breaks inside still count: palera1n loader's Italian
                    // ran its three lines together and ended with a space, and only the space was said.
                    let (unitEdges, sourceEdges) = (unit.value.blankEdges, original.value.blankEdges)
                    let breaks = unit.lineBreakCount - String(unitEdges.0).lineBreakCount - String(unitEdges.1).lineBreakCount
                    let sourceBreaks = original.lineBreakCount - String(sourceEdges.0).lineBreakCount - String(sourceEdges.1).lineBreakCount
                    if breaks != sourceBreaks, Self.lineBreaksMatter(unit.value, original.value) {
                        emit(finding(entry, locale, unit, .lineBreaks(entry.subject(locale, unit), breaks, sourceBreaks, Self.writesBreakOut(unit, original))))
                    }
                }
            }
        }
    }
}

extension WhitespaceMismatch {
    /// Whether a plain source ends in spaces that most of its translations leave out (more than
    /// half, two at least, where the source is its own key, as Xcode extracts a SwiftUI literal;
    /// nine in ten, five at least, where the key names the text): a stray
    /// space of the code's literal (Meshtastic's `Text("Finish ")`, “Delete all config? ”),
    /// which nobody sees after the last word; the translators who dropped it were right, and
    /// are not told to copy it (42 findings). A key that names its text
    /// (`settings.usageData.subtitle`) may be joined to another (Lockwise's sentence before
    /// its “Learn more” link): its space is layout, and still held to.
    static func mostDropTrailingSpace(of entry: LintedEntry) -> Bool {
        // A value of a number and punctuation (Ice Cubes' “%lld. ”) prefixes another: its space is layout.
        // Nor is a label's space after a colon, which the code may join a value to (“Missing field: ”).
        guard entry.source.units.count == 1, let source = entry.source.units.first, source.hasLetters,
              source.value.last(where: { !$0.isWhitespace }) != ":" else { return false }
        var dropped = 0, translated = 0
        for translation in entry.translations where translation.units.count == 1 {
            // (A copy of the source keeps its space untranslated, not by a translator's choice:
            // seafile's nine Transifex copies of “…contacts now? ” outweighed the 12 that dropped it.)
            guard let unit = translation.units.first, !unit.isBlank, unit.value != source.value else { continue }
            translated += 1
            if unit.value.last.map({ !$0.isWhitespace }) ?? false { dropped += 1 }
        }
        if source.value == entry.key { return dropped >= 2 && dropped * 2 > translated }
        // A key that names its text: only where nine translations in ten, five at least, leave
        // the space out is it the source's slip (NHS COVID-19's “…whether you have symptoms ”, 10 of
        // 11), or every one of three at least (ShelfPlayer's “Synchronize failed ”, a title, left
        // out by its de, sv and uk: 6 findings); Lockwise's subtitle, joined to a link, keeps it
        // in 8 of 25 languages, and is held to it.
        return (dropped >= 5 && dropped * 10 >= translated * 9) || (dropped >= 3 && dropped == translated)
    }

    /// Whether a source is HTML: it closes a tag, or breaks a line with `<br>` (`<br/>`, `<br />`).
    static func isMarkup(_ value: String) -> Bool {
        value.containsByte(UInt8(ascii: "<")) && (value.contains("</") || value.contains("<br"))
    }

    /// A punctuation mark of Chinese and Japanese writing that takes a full square with its
    /// spacing: the ideographic comma and full stop, brackets and quotation marks (U+3001–U+301F),
    /// the katakana middle dot, and the full-width forms of ASCII punctuation (`，`, `：`, `（`).
    static func isFullWidthMark(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        switch scalar.value {
        case 0x3001...0x301F, 0x30FB: return true
        case 0xFF01...0xFF60:
            switch scalar.properties.generalCategory {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                 .initialPunctuation, .finalPunctuation, .otherPunctuation: return true
            default: return false
            }
        default: return false
        }
    }

    /// Whether `unit` has fewer line breaks than `original` and writes `\n` out, a backslash
    /// and an n, where the source does not.
    static func writesBreakOut(_ unit: LintedUnit, _ original: LintedUnit) -> Bool {
        unit.lineBreakCount < original.lineBreakCount && unit.value.containsExactly("\\n") && !original.value.containsExactly("\\n")
    }

    /// Whether a translation's other count of inner line breaks is a defect, not running text
    /// wrapped anew (on 35 fresh apps, 8 of 18 sampled findings were a translator's reflow of
    /// English soft wraps, or a paragraph split in two). It is when
    /// - the source has no line break inside and the translation has;
    /// - the source is a short label broken on purpose (three words at most: “Ads\nblocked”);
    /// - the translation loses a break that sets something apart: a line that starts with a
    ///   placeholder, an address or a list marker (`- `, `• `, `1.`), or ends with a placeholder
    ///   or an address (“:\n%1$@”);
    /// - the two hold other numbers of addresses (stale credits);
    /// - a source break follows the end of a sentence and the translation has fewer sentence
    ///   ends (a sentence dropped), or runs one into the next (“sbloccati.Seleziona”);
    /// - the translation writes a break out as the two characters `\n`.
    static func lineBreaksMatter(_ value: String, _ source: String) -> Bool {
        if isMarkup(source) { return false }
        let lines = value.trimmingBlankEdges.lineSplit, sourceLines = source.trimmingBlankEdges.lineSplit
        if sourceLines.count == 1 { return lines.count > 1 }
        if source.split(whereSeparator: { $0.isWhitespace }).count <= 3 { return true }
        if structuralBreaks(lines) < structuralBreaks(sourceLines) { return true }
        if value.ranges(of: "://").count != source.ranges(of: "://").count { return true }
        // A line break written out as `\n`, which the app shows as two characters (Maccy's Arabic).
        if value.containsExactly("\\n"), !source.containsExactly("\\n") { return true }
        let sentenceBreak = sourceLines.dropLast().contains { line in line.last(where: { !$0.isWhitespace }).map(Self.endsSentence) ?? false }
        // A final stop dropped is `end-punctuation`'s, no sentence lost (BatFi's Polish and Italian
        // keep every sentence on one line and end without the stop).
        let endsWithStop = { (text: String) in text.last(where: { !$0.isWhitespace }).map(Self.endsSentence) ?? false }
        let droppedFinalStop = endsWithStop(source) && !endsWithStop(value) ? 1 : 0
        return sentenceBreak && (sentenceEnds(value) + droppedFinalStop < sentenceEnds(source) || runsOn(value))
    }

    /// Whether a sentence end is followed by a letter with no space between (“sbloccati.Seleziona”):
    /// the line break was deleted, not replaced.
    private static func runsOn(_ text: String) -> Bool {
        var previous: Character = " "
        for c in text {
            if c.isUppercase, ".!?".contains(previous) { return true }
            previous = c
        }
        return false
    }

    private static func structuralBreaks(_ lines: [Substring]) -> Int {
        var count = 0
        for (previous, next) in zip(lines, lines.dropFirst()) {
            let next = next.drop(while: \.isWhitespace), previous = previous.reversed().drop(while: \.isWhitespace)
            let startsApart = next.hasPrefix("%") || next.hasPrefix("http") || next.hasPrefix("- ") || next.hasPrefix("• ")
                || next.hasPrefix("* ") || (next.first?.isNumber == true && next.dropFirst().first == ".")
            // The previous line ends with a placeholder (`%@`, `%1$d`, `%d%%`) or an address.
            let lastWord = String(previous.prefix(while: { !$0.isWhitespace }).reversed())
            let endsApart = lastWord.contains("%") || lastWord.contains("://")
            if startsApart || endsApart { count += 1 }
        }
        return count
    }

    /// Sentence ends in any script: `.` `!` `?` and their full-width, Devanagari, Armenian,
    /// Arabic and Ethiopic forms.
    private static func endsSentence(_ c: Character) -> Bool { ".!?。！？।։؟።…".contains(c) }

    private static func sentenceEnds(_ text: String) -> Int {
        var count = 0
        var previous: Character = " "
        for c in text {
            if endsSentence(c), !endsSentence(previous) { count += 1 }
            previous = c
        }
        return count
    }

    /// White space inside a value that the source does not have there.
    enum InteriorProblem: Equatable {
        /// Two or more spaces in a row between words, with the words around them.
        case doubleSpace(around: String)
        /// A space between a placeholder and the quotation mark around it (`„%@ “`).
        case spaceInQuotes(placeholder: String, quote: Character)
        /// A word run into the placeholder after it, where the source has a space between.
        case gluedToWord(word: String, placeholder: String)
        /// A placeholder run into the word after it, where the source has a space between.
        case gluedToNextWord(placeholder: String, word: String)

        var isDoubleSpace: Bool {
            if case .doubleSpace = self { true } else { false }
        }

        func message(_ subject: String) -> String {
            switch self {
            case .doubleSpace(let around):
                "\(subject) has two spaces in a row (“\(around)”), the source none: write one"
            case .spaceInQuotes(let placeholder, let quote):
                "\(subject) has a space between \(MessageText.code(placeholder)) and its quotation mark \(quote), the source none: remove it"
            case .gluedToWord(let word, let placeholder):
                "\(subject) runs “\(word)” into \(MessageText.code(placeholder)) with no space, where the source has one: the value is shown glued to the word; add the space"
            case .gluedToNextWord(let placeholder, let word):
                "\(subject) runs \(MessageText.code(placeholder)) into “\(word)” with no space, where the source has one: the value is shown glued to the word; add the space"
            }
        }
    }

    /// The first placeholder of `unit` that a letter runs into (“Création%@”) where the source
    /// writes a letter, a space and that placeholder (“Creating %@...”): Pocket Poster's fr-BE.
    /// Only for languages that part words with spaces (not `joinsWordsToTheNext`).
    /// Also a placeholder run into the word after it (Photo Club Hub's Dutch “%lldleden” for
    /// “%lld members”), a word of three letters or more that is no unit's symbol (“%dkm”, “%dmin”
    /// are how some write a measure).
    static func gluedPlaceholder(_ unit: LintedUnit, _ source: LintedUnit) -> InteriorProblem? {
        guard !unit.hasNoSpecifiers, !source.hasNoSpecifiers else { return nil }
        // Read as bytes: a `String` made per placeholder cost 55 M instructions at 10,000 keys.
        let (spacedBefore, spacedAfter) = source.value.withUTF8Bytes { bytes in
            var before: [Int] = [], after: [Int] = []
            for placeholder in source.format.placeholders {
                let start = placeholder.utf8Range.lowerBound, end = placeholder.utf8Range.upperBound
                if start >= 2, bytes[start - 1] == 0x20, scalar(endingAt: start - 1, in: bytes)?.properties.isAlphabetic ?? false {
                    before.append(placeholder.position)
                }
                if end + 1 < bytes.count, bytes[end] == 0x20, scalar(startingAt: end + 1, in: bytes)?.properties.isAlphabetic ?? false {
                    after.append(placeholder.position)
                }
            }
            return (before, after)
        }
        guard !spacedBefore.isEmpty || !spacedAfter.isEmpty else { return nil }
        return unit.value.withUTF8Bytes { bytes in
            for placeholder in unit.format.placeholders {
                let start = placeholder.utf8Range.lowerBound, end = placeholder.utf8Range.upperBound
                if spacedBefore.contains(placeholder.position), let last = scalar(endingAt: start, in: bytes), last.properties.isAlphabetic {
                    var wordStart = start
                    while wordStart > 0, bytes[wordStart - 1] != 0x20, bytes[wordStart - 1] != 0x0A { wordStart -= 1 }
                    let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[wordStart..<start]), as: UTF8.self)
                    return .gluedToWord(word: word, placeholder: placeholder.text)
                }
                if spacedAfter.contains(placeholder.position), let next = scalar(startingAt: end, in: bytes), next.properties.isAlphabetic {
                    var wordEnd = end
                    while wordEnd < bytes.count, bytes[wordEnd] != 0x20, bytes[wordEnd] != 0x0A { wordEnd += 1 }
                    let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[end..<wordEnd]), as: UTF8.self)
                    let letters = word.prefix(while: \.isLetter)
                    guard letters.count >= 3, !unitSymbols.contains(String(letters).lowercased()) else { continue }
                    return .gluedToNextWord(placeholder: placeholder.text, word: word)
                }
            }
            return nil
        }
    }

    /// Units' symbols of three letters or more that follow a number with no space in some
    /// writing (“%dmin”).
    static let unitSymbols: Set<String> = ["min", "sec", "mph", "kph", "kmh", "mbps", "kbps", "gbps", "bpm", "rpm", "fps", "kcal", "mah", "mmhg", "cal"]

    /// The scalar whose UTF-8 starts at byte `start`; nil at the end.
    private static func scalar(startingAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        guard start < bytes.count else { return nil }
        if bytes[start] < 0x80 { return Unicode.Scalar(bytes[start]) }
        var end = start + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self).unicodeScalars.first
    }

    /// The scalar whose UTF-8 ends just before byte `end`; nil at the start.
    private static func scalar(endingAt end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        guard end > 0 else { return nil }
        if bytes[end - 1] < 0x80 { return Unicode.Scalar(bytes[end - 1]) }
        var start = end - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self).unicodeScalars.first
    }

    /// Quotation marks a placeholder is put between (not guillemets, which French spaces).
    static let quotes: Set<Unicode.Scalar> = ["\"", "“", "”", "„", "‘", "’", "‚", "「", "」"]

    /// `"` and the first bytes of the other quotation marks.
    private static let quoteStarts = ByteChoice(0x22, 0xE2, 0xE3)

    /// The first interior white space `unit` has that `source` does not: a double space
    /// between words (edges are the edge check's), or a space inside quotation marks around a
    /// placeholder. A byte scan decides for most values.
    static func interiorProblem(_ unit: LintedUnit, _ source: LintedUnit) -> InteriorProblem? {
        if unit.value.holdsTwoSpaces, unit.value.hasInteriorDoubleSpace, !source.value.hasInteriorDoubleSpace,
           let around = unit.value.aroundInteriorDoubleSpace {
            return .doubleSpace(around: around)
        }
        // A quotation mark is `"` or starts with the byte 0xE2 (“ ” „ ‘ ’ ‚) or 0xE3 (「 」).
        guard !unit.hasNoSpecifiers, unit.value.containsAny(of: quoteStarts),
              let inQuotes = spaceInQuotes(unit), spaceInQuotes(source) == nil
        else { return nil }
        return inQuotes
    }

    /// The first placeholder of `unit` with a space between it and a quotation mark beside it.
    static func spaceInQuotes(_ unit: LintedUnit) -> InteriorProblem? {
        guard !unit.hasNoSpecifiers else { return nil }
        let bytes = unit.value.utf8
        for placeholder in unit.format.placeholders {
            let start = bytes.index(bytes.startIndex, offsetBy: placeholder.utf8Range.lowerBound)
            let end = bytes.index(bytes.startIndex, offsetBy: placeholder.utf8Range.upperBound)
            // After: a space, then a quotation mark that no letter follows (in Scottish Gaelic
            // “Tha %d ’ga leantainn” the ’ is an apostrophe, the elision of “a’ga”).
            // Nor one that opens the quotes of the next value (Keka's Japanese “%d "%@"”).
            let after = Array(unit.value.unicodeScalars[end...].prefix(3))
            if after.count >= 2, after[0] == " ", quotes.contains(after[1]),
               after.count == 2 || (!after[2].properties.isAlphabetic && after[2] != "%") {
                return .spaceInQuotes(placeholder: placeholder.text, quote: Character(after[1]))
            }
            // Before: a quotation mark that opens (at the start, or after a space or a bracket),
            // then a space; not one that closes another value's quotes (“对 "%2$@" %1$@”).
            let before = Array(unit.value.unicodeScalars[..<start].suffix(3))
            if before.count >= 2, before[before.count - 1] == " ", quotes.contains(before[before.count - 2]),
               before.count == 2 || before[0].properties.isWhitespace || "([{".unicodeScalars.contains(before[0]) {
                return .spaceInQuotes(placeholder: placeholder.text, quote: Character(before[before.count - 2]))
            }
        }
        return nil
    }
}

extension String {
    /// The words around the first run of two or more spaces between words, the spaces shown
    /// as `␣` (“…bas␣␣tartuğa…”): where to look in a long value, whose quote in a message is
    /// cut at 100 characters (Psiphon's privacy policy: 30 of 75 such findings had the spaces
    /// past it), or in a script where a double space is hard to see.
    var aroundInteriorDoubleSpace: String? {
        let characters = Array(self)
        var i = 0
        var seenText = false
        while i < characters.count {
            let c = characters[i]
            if c == " " {
                var end = i
                while end < characters.count, characters[end] == " " { end += 1 }
                if seenText, end - i >= 2, end < characters.count, !characters[end].isWhitespace {
                    let from = Swift.max(0, i - 20), to = Swift.min(characters.count, end + 20)
                    let before = from > 0 ? "…" + String(characters[from..<i].drop { $0.isWhitespace }) : String(characters[..<i])
                    let after = to < characters.count ? String(characters[end..<to].reversed().drop { $0.isWhitespace }.reversed()) + "…" : String(characters[end...])
                    return before + String(repeating: "␣", count: end - i) + after
                }
                i = end
                continue
            }
            seenText = !c.isNewline && c != "\t"
            i += 1
        }
        return nil
    }

    /// Whether two spaces follow each other between non-blank characters (one byte scan).
    var hasInteriorDoubleSpace: Bool {
        var seenText = false
        var spaces = 0
        for byte in utf8 {
            if byte == 0x20 {
                spaces += 1
            } else if byte == 0x0A || byte == 0x0D || byte == 0x09 {
                // A line starts again (its indentation is layout); a tab is no word.
                seenText = false
                spaces = 0
            } else {
                if seenText, spaces >= 2 { return true }
                seenText = true
                spaces = 0
            }
        }
        return false
    }

    /// The white space the string starts and ends with (empty when none).
    var blankEdges: (leading: Substring, trailing: Substring) {
        if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80 {
            return ("", "")
        }
        let leading = prefix(while: \.isBlank)
        if leading.endIndex == endIndex { return (leading, "") }
        var start = endIndex
        while start > startIndex, self[index(before: start)].isBlank { start = index(before: start) }
        return (leading, self[start...])
    }

    /// False when `blankEdges` is sure to be empty, decided from the scalars at the ends where
    /// they decide it: a character is blank when its first scalar is, so the first scalar
    /// decides the start; the last character starts with the last scalar when that is one no
    /// white space can carry (`startsCharacterAfterBlank`), else the last character is looked up.
    var mayHaveBlankEdge: Bool {
        guard let (first, last) = edgeScalars else { return false }
        if Unicode.Scalar.isBlank(first) || Unicode.Scalar.isBlank(last) { return true }
        if Unicode.Scalar.startsCharacterAfterBlank(last) { return false }
        return unicodeScalars[index(before: endIndex)].isBlank
    }

    /// The number of line breaks: `\n` (`\r\n` counted once), and U+2028 LINE SEPARATOR and
    /// U+2029 PARAGRAPH SEPARATOR, which some translations write for the source's `\n`.
    var lineBreakCount: Int {
        let newlines = count(ofByte: 0x0A)
        // Both separators are E2 80 A8 and E2 80 A9 in UTF-8: most text has no E2 byte at all.
        guard count(ofByte: 0xE2) > 0 else { return newlines }
        return withUTF8Bytes { bytes in
            var separators = 0
            var i = 0
            while i + 2 < bytes.count {
                if bytes[i] == 0xE2, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 { separators += 1 }
                i += 1
            }
            return newlines + separators
        }
    }

    /// White space at the ends named in words: "has two spaces at the end, the source nothing:
    /// remove them"; where both ends differ, both in one sentence.
    fileprivate static func edges(
        _ subject: String, start: (blank: Substring, source: Substring)?, end: (blank: Substring, source: Substring)?
    ) -> String {
        let ends = [start.map { ("start", $0) }, end.map { ("end", $0) }].compactMap { $0 }
        let has = ends.map { "\(MessageText.blank($1.blank)) at the \($0)" }.joined(separator: " and ")
        let source = ends.count == 2 && start!.source == end!.source
            ? "\(MessageText.blank(start!.source)) at either end"
            : ends.map { ends.count == 1 ? MessageText.blank($1.source) : "\(MessageText.blank($1.source)) at the \($0)" }.joined(separator: " and ")
        let fix = ends.map { edge, blanks in
            let (words, sourceWords) = (MessageText.blank(blanks.blank), MessageText.blank(blanks.source))
            return blanks.blank.isEmpty ? "add \(sourceWords) at the \(edge)"
                : blanks.source.isEmpty ? "remove \(words) at the \(edge)" : "use \(sourceWords) at the \(edge) instead"
        }.joined(separator: " and ")
        return "\(subject) has \(has), the source \(source): \(fix)"
    }

    /// The text without blank characters at either end.
    var trimmingBlankEdges: Substring {
        guard let start = firstIndex(where: { !$0.isWhitespace }), let end = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return self[start...end]
    }

    /// `writtenOut`: the translation writes a break out as `\n`, a backslash and an n, which
    /// users see as written (Proxyman's Chinese “请前往：\n系统偏好设置”); said so, since the quote
    /// shows the backslash escaped.
    fileprivate static func lineBreaks(_ subject: String, _ count: Int, _ sourceCount: Int, _ writtenOut: Bool) -> String {
        func words(_ n: Int) -> String { n == 0 ? "no line break" : n == 1 ? "one line break" : MessageText.count(n, "line break") }
        if writtenOut {
            return "\(subject) has \(words(count)), the source \(words(sourceCount)): it writes “\\n” out (a backslash and an n), which users see as written; put a line break there instead"
        }
        return "\(subject) has \(words(count)), the source \(words(sourceCount)): break the lines as the source does"
    }
}

extension StringProtocol {
    /// The lines of the text, split at `\n` (`\r\n`), U+2028 and U+2029.
    var lineSplit: [SubSequence] {
        split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\u{2028}" || $0 == "\u{2029}" })
    }
}

extension Unicode.Scalar {
    /// Whether a character never goes on after a white space character into this scalar:
    /// true for scalars that are neither Extend, ZWJ nor SpacingMark in Unicode's grapheme
    /// rules (UAX #29), in the scripts copy is mostly written in. Nothing else joins a scalar
    /// to a white space before it (the only other joins need a Prepend, Hangul, emoji or
    /// regional indicator there), so a string ending with such a scalar has a last character
    /// that starts with a blank only if the scalar is blank. Conservative: false where unsure.
    static func startsCharacterAfterBlank(_ value: UInt32) -> Bool {
        switch value {
        case 0..<0x300,  // Latin, IPA, spacing modifiers (combining marks start at U+0300)
             0x370...0x482, 0x48A...0x52F,  // Greek, Cyrillic (not the Cyrillic combining marks)
             0x5D0...0x5EA,  // Hebrew letters
             0x620...0x64A, 0x660...0x66F, 0x671...0x6D5,  // Arabic letters and digits
             0x2010...0x2027, 0x2030...0x205E,  // general punctuation (not the joiners, marks)
             0x3001...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF,  // CJK punctuation, kana
             0x4E00...0x9FFF, 0xAC00...0xD7A3,  // CJK ideographs, Hangul syllables
             0xFF01...0xFF9D:  // fullwidth forms (not the halfwidth sound marks)
            true
        default: false
        }
    }
}

extension Substring {
    /// White space with each `\r\n` written `\n`.
    var oneLineBreakSpelling: Substring {
        contains("\r\n") ? Substring(replacing("\r\n", with: "\n")) : self
    }

    /// The spaces (U+0020, U+00A0, U+3000) in white space.
    var spaceCount: Int { reduce(0) { $0 + ($1 == " " || $1 == "\u{A0}" || $1 == "\u{3000}" ? 1 : 0) } }

    /// The spaces and tabs of white space, its line breaks dropped.
    var withoutLineBreaks: Substring {
        contains(where: \.isNewline) ? Substring(filter { !$0.isNewline }) : self
    }

    /// The line breaks and tabs of white space, its spaces dropped.
    var withoutSpaces: Substring {
        allSatisfy { $0 != " " && $0 != "\u{A0}" && $0 != "\u{3000}" } ? self : Substring(filter { $0 != " " && $0 != "\u{A0}" && $0 != "\u{3000}" })
    }
}

extension String {
    /// Whether two spaces follow each other somewhere: one pass over the bytes, eight at a time.
    fileprivate var holdsTwoSpaces: Bool {
        withUTF8Bytes { bytes in
            guard let base = bytes.baseAddress else { return false }
            var i = 0
            // Whether the byte before the word was a space.
            var spaceBefore: UInt64 = 0
            while i + 8 <= bytes.count {
                // The high bit of each byte that is a space (exact per byte: no borrow crosses
                // bytes), then a space whose next byte, in the word or the next one, is one too.
                let x = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) ^ 0x2020_2020_2020_2020
                let spaces = ~(((x & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | x) & 0x8080_8080_8080_8080
                if spaces & (spaces << 8 | spaceBefore) != 0 { return true }
                spaceBefore = spaces >> 56
                i += 8
            }
            var previous: UInt8 = spaceBefore != 0 ? 0x20 : 0
            while i < bytes.count {
                let byte = bytes[i]
                if byte == 0x20, previous == 0x20 { return true }
                previous = byte
                i += 1
            }
            return false
        }
    }
}
