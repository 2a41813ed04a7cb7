import StringsgenModel

/// A translation that starts or ends with other white space or line breaks than the source,
/// or breaks into another number of lines. Leading and trailing spaces are usually layout
/// (a value joined to another, a list bullet); losing or adding them shifts the screen.
/// Languages written without spaces between words (Japanese, Chinese, Thai, ...) may drop a
/// source's edge spaces (“ (default)” is “（デフォルト）”) but not add any (`次へ  ` for
/// `Next`); their line breaks still count.
public struct WhitespaceMismatch: Check {
    public static let id = "whitespace-mismatch"
    public static let defaultSeverity = Severity.warning
    public static let summary = "leading or trailing white space or line breaks that differ from the source"
    public static let help = "Keep the source's leading and trailing spaces and line breaks: they are usually layout that the translation must keep too."

    public init() {}

    /// Languages whose writing puts no spaces between words.
    static let languagesWithoutSpaces: Set<String> = ["ja", "zh", "th", "lo", "km", "my", "bo"]

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        guard entry.isTranslatable else { return }
        for translation in entry.translations {
            let spacesMayDiffer = translation.lintLocale.writesWithoutSpaces
            let locale = translation.locale
            for (unit, original) in translation.comparedUnits where !unit.isBlank && !original.isBlank {
                if !unit.mayHaveBlankEdge, !original.mayHaveBlankEdge {
                    // No white space at either edge, the common case: only line breaks can differ.
                    if unit.lineBreakCount != original.lineBreakCount {
                        emit(finding(entry, locale, unit, .lineBreaks(
                            entry.subject(locale, unit), unit.lineBreakCount, original.lineBreakCount)))
                    }
                    continue
                }
                var (lead, trail) = unit.value.blankEdges
                var (sourceLead, sourceTrail) = original.value.blankEdges
                if spacesMayDiffer {
                    // Dropping spaces is fine; more spaces than the source's are reported as they are.
                    if lead.spaceCount <= sourceLead.spaceCount {
                        (lead, sourceLead) = (lead.withoutSpaces, sourceLead.withoutSpaces)
                    }
                    if trail.spaceCount <= sourceTrail.spaceCount {
                        (trail, sourceTrail) = (trail.withoutSpaces, sourceTrail.withoutSpaces)
                    }
                }
                var edgesMatch = true
                if lead != sourceLead {
                    edgesMatch = false
                    emit(finding(entry, locale, unit, .edge(entry.subject(locale, unit), "starts", lead, sourceLead)))
                }
                if trail != sourceTrail {
                    edgesMatch = false
                    emit(finding(entry, locale, unit, .edge(entry.subject(locale, unit), "ends", trail, sourceTrail)))
                }
                if edgesMatch {
                    let breaks = unit.lineBreakCount, sourceBreaks = original.lineBreakCount
                    if breaks != sourceBreaks {
                        emit(finding(entry, locale, unit, .lineBreaks(entry.subject(locale, unit), breaks, sourceBreaks)))
                    }
                }
            }
        }
    }
}

extension String {
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

    /// The number of line breaks (`\n`, `\r\n` counted once).
    var lineBreakCount: Int { count(ofByte: 0x0A) }

    /// White space named in words: "has two spaces at the end, the source nothing: remove them".
    fileprivate static func edge(_ subject: String, _ verb: String, _ blank: Substring, _ sourceBlank: Substring) -> String {
        let edge = verb == "starts" ? "start" : "end"
        let (words, sourceWords) = (MessageText.blank(blank), MessageText.blank(sourceBlank))
        let fix = blank.isEmpty ? "add \(sourceWords) at the \(edge)"
            : sourceBlank.isEmpty ? "remove \(words) at the \(edge)" : "use \(sourceWords) at the \(edge) instead"
        return "\(subject) has \(words) at the \(edge), the source \(sourceWords): \(fix)"
    }

    fileprivate static func lineBreaks(_ subject: String, _ count: Int, _ sourceCount: Int) -> String {
        func words(_ n: Int) -> String { n == 0 ? "no line break" : n == 1 ? "one line break" : MessageText.count(n, "line break") }
        return "\(subject) has \(words(count)), the source \(words(sourceCount)): break the lines as the source does"
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
    /// The spaces (U+0020, U+00A0, U+3000) in white space.
    var spaceCount: Int { reduce(0) { $0 + ($1 == " " || $1 == "\u{A0}" || $1 == "\u{3000}" ? 1 : 0) } }

    /// The line breaks and tabs of white space, its spaces dropped.
    var withoutSpaces: Substring {
        allSatisfy { $0 != " " && $0 != "\u{A0}" && $0 != "\u{3000}" } ? self : Substring(filter { $0 != " " && $0 != "\u{A0}" && $0 != "\u{3000}" })
    }
}
