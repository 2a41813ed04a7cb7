import StringsgenModel

/// A translation that starts or ends with other white space or line breaks than the source,
/// or breaks into another number of lines. Leading and trailing spaces are usually layout
/// (a value joined to another, a list bullet); losing or adding them shifts the screen.
/// Languages written without spaces between words (Japanese, Chinese, Thai, ...) may drop or
/// add spaces at the edges (“ (default)” is “（デフォルト）”); their line breaks still count.
public struct WhitespaceMismatch: Check {
    public static let id = "whitespace-mismatch"
    public static let defaultSeverity = Severity.warning
    public static let summary = "leading or trailing white space or line breaks that differ from the source"

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
                        emit(finding(entry, locale, at: unit.location, .lineBreaks(
                            entry.subject(locale, unit.path), unit.lineBreakCount, original.lineBreakCount)))
                    }
                    continue
                }
                var (lead, trail) = unit.value.blankEdges
                var (sourceLead, sourceTrail) = original.value.blankEdges
                if spacesMayDiffer {
                    (lead, trail) = (lead.withoutSpaces, trail.withoutSpaces)
                    (sourceLead, sourceTrail) = (sourceLead.withoutSpaces, sourceTrail.withoutSpaces)
                }
                var edgesMatch = true
                if lead != sourceLead {
                    edgesMatch = false
                    emit(finding(entry, locale, at: unit.location, .edge(entry.subject(locale, unit.path), "starts", lead, sourceLead)))
                }
                if trail != sourceTrail {
                    edgesMatch = false
                    emit(finding(entry, locale, at: unit.location, .edge(entry.subject(locale, unit.path), "ends", trail, sourceTrail)))
                }
                if edgesMatch {
                    let breaks = unit.lineBreakCount, sourceBreaks = original.lineBreakCount
                    if breaks != sourceBreaks {
                        emit(finding(entry, locale, at: unit.location, .lineBreaks(entry.subject(locale, unit.path), breaks, sourceBreaks)))
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

    /// False when `blankEdges` is sure to be empty, decided from the scalars at the ends: a
    /// character is blank when its first scalar is; the last character starts with the last
    /// scalar when that is ASCII (nothing joins an ASCII character to what precedes it but a
    /// Prepend character, which is not blank); otherwise the last character is looked up.
    var mayHaveBlankEdge: Bool {
        guard let first = unicodeScalars.first, let last = unicodeScalars.last else { return false }
        if first.isBlank || last.isBlank { return true }
        if last.isASCII { return false }
        return unicodeScalars[index(before: endIndex)].isBlank
    }

    /// The number of line breaks (`\n`, `\r\n` counted once).
    var lineBreakCount: Int { count(ofByte: 0x0A) }

    fileprivate static func edge(_ subject: String, _ verb: String, _ blank: Substring, _ sourceBlank: Substring) -> String {
        func describe(_ s: Substring) -> String { s.isEmpty ? "no white space" : MessageText.quote(String(s)) }
        return "\(subject) \(verb) with \(describe(blank)), the source with \(describe(sourceBlank)): \(verb == "starts" ? "start" : "end") it as the source does"
    }

    fileprivate static func lineBreaks(_ subject: String, _ count: Int, _ sourceCount: Int) -> String {
        "\(subject) has \(MessageText.count(count, "line break")), the source \(sourceCount): break the lines as the source does"
    }
}

extension Substring {
    /// The line breaks and tabs of white space, its spaces dropped.
    var withoutSpaces: Substring {
        allSatisfy { $0 != " " && $0 != "\u{A0}" && $0 != "\u{3000}" } ? self : Substring(filter { $0 != " " && $0 != "\u{A0}" && $0 != "\u{3000}" })
    }
}
