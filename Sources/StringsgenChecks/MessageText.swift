/// Helpers that word values in messages the same way in every check.
enum MessageText {
    /// A value in curly double quotes, line breaks and tabs made visible, cut after `limit`
    /// characters with an ellipsis.
    static func quote(_ value: String, limit: Int = 60) -> String {
        var shown = ""
        var count = 0
        for character in value {
            if count == limit { shown += "…"; break }
            switch character {
            case "\n", "\r\n": shown += "\\n"
            case "\t": shown += "\\t"
            default: shown.append(character)
            }
            count += 1
        }
        return "“\(shown)”"
    }

    /// A specifier or a term in backquotes (`%@`).
    static func code(_ text: String) -> String { "`\(text)`" }

    /// `a`, `b` and `c`.
    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
        }
    }

    /// "1 line break", "2 line breaks".
    static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) " + (n == 1 ? singular : plural ?? singular + "s")
    }
}

extension Character {
    /// Spaces, tabs, line breaks and the other Unicode white space.
    var isBlank: Bool { isWhitespace || isNewline }
}

extension String {
    /// Empty or nothing but white space and line breaks.
    var isBlank: Bool {
        // Fast path: a printable ASCII first byte is not white space.
        if let first = utf8.first, first > 0x20, first < 0x7F { return false }
        return utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } || allSatisfy(\.isBlank)
    }
}
