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

extension Unicode.Scalar {
    /// Whether a character that starts with this scalar is blank (`Character.isBlank` asks
    /// the first scalar): White_Space, which holds every line break `isNewline` knows.
    var isBlank: Bool { Self.isBlank(value) }

    @inline(__always)
    static func isBlank(_ value: UInt32) -> Bool {
        switch value {
        case 0x09...0x0D, 0x20: true
        case 0..<0x80: false
        case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}

extension String {
    /// Empty or nothing but white space and line breaks.
    var isBlank: Bool {
        // Fast path: a first character is blank only if its first scalar is.
        if let (first, _) = edgeScalars, !Unicode.Scalar.isBlank(first) { return false }
        return utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } || allSatisfy(\.isBlank)
    }

    /// The values of the first and the last scalar, read from the UTF-8; nil for "".
    var edgeScalars: (first: UInt32, last: UInt32)? {
        let edges = utf8.withContiguousStorageIfAvailable { bytes -> (UInt32, UInt32)? in
            guard !bytes.isEmpty else { return nil }
            var last = bytes.count - 1
            while last > 0, bytes[last] & 0xC0 == 0x80 { last -= 1 }
            return (UTF8Scalar.decode(bytes, at: 0).0, UTF8Scalar.decode(bytes, at: last).0)
        }
        if let edges { return edges }
        guard let first = unicodeScalars.first, let last = unicodeScalars.last else { return nil }
        return (first.value, last.value)
    }
}
