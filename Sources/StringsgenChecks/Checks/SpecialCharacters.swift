import StringsgenModel

/// Characters a translation lost or gained that no translator writes by choice:
///
/// - a keyboard-shortcut glyph (`⌘ ⌥ ⇧ ⌃ ⎋`) or a mark (`™ ® ©`) of the source that the
///   translation has neither as itself nor spelt out (Command or Cmd for `⌘`, Control or Ctrl
///   for `⌃`, Option or Alt for `⌥`, Shift for `⇧`, Esc for `⎋`): LinearMouse's Japanese
///   "<unk> ⌘Z を押して…" for "press ⌃⇧⌘Z". Glyphs a translation adds where the source
///   spells a key ("Cmd+Tab" as "⌘⇥") are fine;
/// - machine-translation and escaping leftovers the source does not have: `<unk>`, a doubled
///   apostrophe `''` (French "l''ouverture": an escape shown as is), a backslash before a
///   quotation mark `\"`, `{{` from another tool's placeholders, and an HTML entity
///   (`&nbsp;`, `&amp;`, `&#160;`) where the source is no HTML: Foundation shows it as written
///   (Simplenote's French widget title “Remarque&nbsp;:”, GlotPress's escape of a no-break space).
///
/// One finding per value, naming everything it found.
public struct SpecialCharacters: Check {
    public static let id = "special-characters"
    public static let defaultSeverity = Severity.warning
    public static let summary = "a translation lost a shortcut glyph (⌘ ⌥ ⇧ ⌃ ⎋) or ™ ® © of its source, or holds a leftover the source lacks (<unk>, '', \\\", {{)"
    public static let help = "Write the source's shortcut glyphs and marks as they are, and remove what a tool left behind: <unk>, a doubled apostrophe, a backslash before a quotation mark, {{."

    /// Each glyph or mark with the words that may stand for it.
    static let symbols: [(Unicode.Scalar, [String])] = [
        ("⌘", ["command", "cmd"]), ("⌥", ["option", "alt", "opt"]), ("⇧", ["shift"]), ("⌃", ["control", "ctrl"]),
        ("⎋", ["esc"]), ("™", []), ("®", []), ("©", []),
    ]
    static let leftovers = ["<unk>", "''", "\\\"", "{{"]
    /// The first bytes of `leftovers`: `<` `'` `\\` `{`.
    private static let leftoverStarts = ByteChoice(0x3C, 0x27, 0x5C, 0x7B)
    /// The first bytes of the glyphs' UTF-8: 0xE2 (⌘ ⌥ ⇧ ⌃ ⎋ ™), 0xC2 (® ©).
    private static let symbolStarts = ByteChoice(0xE2, 0xC2)

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        guard entry.isTranslatable, entry.hasSourceToCompare else { return }
        for translation in entry.translations {
            for (unit, source) in translation.comparedUnits where !unit.isBlank && !unit.matchesSource {
                var problems: [String] = []
                let lost = Self.lostSymbols(source.value, unit.value)
                if !lost.isEmpty { problems.append("lost " + lost.map { MessageText.quote(String($0)) }.joined(separator: ", ")) }
                // (An HTML entity where the source has one too is HTML's, the source's escape.)
                let added = Self.leftovers(in: unit.value).filter {
                    !source.value.containsExactly($0) && !($0.hasPrefix("&") && Self.htmlEntity(in: source.value) != nil)
                }
                if !added.isEmpty { problems.append("holds " + added.map { MessageText.quote($0) }.joined(separator: ", ") + ", which its source does not") }
                guard !problems.isEmpty else { continue }
                emit(finding(entry, translation.locale, unit, .special(entry.subject(translation.locale, unit), problems)))
            }
        }
    }

    /// The leftovers `value` holds, and its first HTML entity; most values hold none of their
    /// first bytes (`<` `'` `\\` `{`, `&`), which a pass over the bytes decides.
    static func leftovers(in value: String) -> [String] {
        var found: [String] = []
        if value.containsAny(of: leftoverStarts) {
            found = leftovers.filter { leftover in
                switch leftover {
                case "\\\"": holdsEscapedQuote(value)
                case "''": holdsDoubledApostrophe(value)
                default: value.containsExactly(leftover)
                }
            }
        }
        if value.containsByte(UInt8(ascii: "&")), let entity = htmlEntity(in: value) { found.append(entity) }
        return found
    }

    /// The first HTML entity of `value` (`&nbsp;`, `&#160;`, `&#xA0;`), unless `value` is HTML
    /// itself (a tag).
    static func htmlEntity(in value: String) -> String? {
        guard !value.containsExactly("</"), !value.containsExactly("<br"), !value.containsExactly("<a ") else { return nil }
        let bytes = Array(value.utf8)
        for start in bytes.indices where bytes[start] == UInt8(ascii: "&") {
            var end = start + 1
            if end < bytes.count, bytes[end] == UInt8(ascii: "#") {
                end += 1
                if end < bytes.count, bytes[end] | 0x20 == UInt8(ascii: "x") { end += 1 }
                while end < bytes.count, end - start <= 9, (0x30...0x39).contains(bytes[end]) || (0x61...0x66).contains(bytes[end] | 0x20) { end += 1 }
            } else {
                while end < bytes.count, end - start <= 9, (0x61...0x7A).contains(bytes[end] | 0x20) { end += 1 }
            }
            guard end < bytes.count, bytes[end] == UInt8(ascii: ";"), end - start >= 3 else { continue }
            let entity = String(decoding: bytes[start...end], as: UTF8.self)
            if entity.hasPrefix("&#") || namedEntities.contains(entity) { return entity }
        }
        return nil
    }

    /// The named entities a tool writes for text.
    static let namedEntities: Set<String> = ["&nbsp;", "&amp;", "&quot;", "&apos;", "&lt;", "&gt;", "&hellip;", "&mdash;", "&ndash;", "&laquo;", "&raquo;", "&rsquo;", "&lsquo;", "&rdquo;", "&ldquo;", "&copy;", "&reg;", "&trade;", "&euro;", "&thinsp;", "&shy;"]

    /// Whether `value` holds two apostrophes in a row that are no Hebrew gershayim: Hebrew marks
    /// an acronym so before its last letter where the keyboard lacks `״` (ChatSecure's “דוא''ל”,
    /// e-mail).
    static func holdsDoubledApostrophe(_ value: String) -> Bool {
        var previous: Unicode.Scalar = " ", beforePrevious: Unicode.Scalar = " "
        for scalar in value.unicodeScalars {
            if scalar == "'", previous == "'", !(0x5D0...0x5EA).contains(beforePrevious.value) { return true }
            (beforePrevious, previous) = (previous, scalar)
        }
        return false
    }

    /// Whether `value` holds a backslash before a quotation mark that is not a backslash shown
    /// in quotation marks: Tunnelblick's Hebrew for "ends with a backslash" writes `("\")`, the
    /// character it talks about.
    static func holdsEscapedQuote(_ value: String) -> Bool {
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        for byte in value.utf8 {
            if byte == UInt8(ascii: "\""), previous == UInt8(ascii: "\\"), beforePrevious != UInt8(ascii: "\"") { return true }
            (beforePrevious, previous) = (previous, byte)
        }
        return false
    }

    /// The glyphs and marks of `source` that `translation` has fewer of and does not spell out.
    static func lostSymbols(_ source: String, _ translation: String) -> [Unicode.Scalar] {
        // Most text holds none of them: their UTF-8 starts with 0xE2 (⌘ ⌥ ⇧ ⌃ ⎋ ™) or 0xC2
        // (® ©), and a byte scan of the source decides.
        guard source.containsAny(of: symbolStarts),
              source.unicodeScalars.contains(where: { scalar in scalar.value >= 0xA9 && symbols.contains { $0.0 == scalar } })
        else { return [] }
        var lowered: String?
        return symbols.compactMap { symbol, words in
            let inSource = source.unicodeScalars.lazy.filter { $0 == symbol }.count
            guard inSource > 0, translation.unicodeScalars.lazy.filter({ $0 == symbol }).count < inSource else { return nil }
            if lowered == nil { lowered = translation.lowercased() }
            return words.contains { lowered!.containsExactly($0) } ? nil : symbol
        }
    }
}

extension String {
    fileprivate static func special(_ subject: String, _ problems: [String]) -> String {
        "\(subject) " + problems.joined(separator: " and ") + ": write the source's glyphs, remove what a tool left behind"
    }
}
