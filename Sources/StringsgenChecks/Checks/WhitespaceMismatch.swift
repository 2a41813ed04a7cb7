import StringsgenModel

/// A translation that starts or ends with other white space or line breaks than the source,
/// or breaks into another number of lines. Leading and trailing spaces are usually layout
/// (a value joined to another, a list bullet); losing or adding them shifts the screen.
public struct WhitespaceMismatch: Check {
    public static let id = "whitespace-mismatch"
    public static let defaultSeverity = Severity.warning
    public static let summary = "leading or trailing white space or line breaks that differ from the source"

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        guard entry.isTranslatable else { return }
        for translation in entry.translations {
            for (unit, original) in translation.comparedUnits where !unit.value.isBlank && !original.value.isBlank {
                let locale = translation.locale
                let subject = entry.subject(locale, unit.path)
                let (lead, trail) = unit.value.blankEdges
                let (sourceLead, sourceTrail) = original.value.blankEdges
                var edgesMatch = true
                if lead != sourceLead {
                    edgesMatch = false
                    emit(finding(entry, locale, at: unit.location, .edge(subject, "starts", lead, sourceLead)))
                }
                if trail != sourceTrail {
                    edgesMatch = false
                    emit(finding(entry, locale, at: unit.location, .edge(subject, "ends", trail, sourceTrail)))
                }
                if edgesMatch {
                    let breaks = unit.value.lineBreakCount, sourceBreaks = original.value.lineBreakCount
                    if breaks != sourceBreaks {
                        emit(finding(entry, locale, at: unit.location, .lineBreaks(subject, breaks, sourceBreaks)))
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

    /// The number of line breaks (`\n`, `\r\n` counted once).
    var lineBreakCount: Int { utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }

    fileprivate static func edge(_ subject: String, _ verb: String, _ blank: Substring, _ sourceBlank: Substring) -> String {
        func describe(_ s: Substring) -> String { s.isEmpty ? "no white space" : MessageText.quote(String(s)) }
        return "\(subject) \(verb) with \(describe(blank)), the source with \(describe(sourceBlank)): \(verb == "starts" ? "start" : "end") it as the source does"
    }

    fileprivate static func lineBreaks(_ subject: String, _ count: Int, _ sourceCount: Int) -> String {
        "\(subject) has \(MessageText.count(count, "line break")), the source \(sourceCount): break the lines as the source does"
    }
}
