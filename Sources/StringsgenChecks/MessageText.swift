/// Helpers that word values in messages the same way in every check.
enum MessageText {
    /// A value in curly double quotes, line breaks and tabs made visible (`\n`, `\t`), a
    /// backslash doubled so that a literal `\n` (Pearcleaner's Japanese has one where a line
    /// break belongs) is told from a line break, other control characters named (`⟨U+001B⟩`:
    /// never sent raw to a terminal), cut after `limit` characters with an ellipsis.
    static func quote(_ value: String, limit: Int = 60) -> String {
        // Most text has nothing to escape (no C0 or C1 control, tab, line break or backslash):
        // it is shown as it is, cut after `limit` characters, without being rebuilt a character
        // at a time.
        let escapes = value.withUTF8Bytes { bytes in
            bytes.indices.contains { i in
                bytes[i] < 0x20 || bytes[i] == 0x7F || bytes[i] == UInt8(ascii: "\\")
                    || (bytes[i] == 0xC2 && i + 1 < bytes.count && bytes[i + 1] < 0xA0)
            }
        }
        if !escapes {
            guard let cut = value.index(value.startIndex, offsetBy: limit, limitedBy: value.endIndex), cut < value.endIndex
            else { return "“\(value)”" }
            return "“\(value[..<cut])…”"
        }
        var shown = ""
        var count = 0
        for character in value {
            if count == limit { shown += "…"; break }
            switch character {
            case "\n", "\r\n": shown += "\\n"
            case "\t": shown += "\\t"
            case "\\": shown += "\\\\"
            default:
                let first = character.unicodeScalars.first!.value
                if first < 0x20 || (0x7F...0x9F).contains(first) {
                    let hex = String(first, radix: 16, uppercase: true)
                    shown += "⟨U+" + String(repeating: "0", count: 4 - hex.count) + hex + "⟩"
                } else {
                    shown.append(character)
                }
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

    /// "first", "second", … "tenth", then "11th".
    static func ordinal(_ n: Int) -> String {
        let words = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
        return (1...words.count).contains(n) ? words[n - 1] : "\(n)th"
    }

    /// A placeholder as a translator knows it: by what the key's comment says it stands for
    /// ("the start time, `%1$@`", from "%1$@ is the start time"), else by its place ("the
    /// first value, `%@`").
    static func placeholder(_ text: String, position: Int, comment: String?) -> String {
        placeholderName(text, position: position, comment: comment) + ", " + code(text)
    }

    /// "the start time" where the comment says so, else "the first value".
    static func placeholderName(_ text: String, position: Int, comment: String?) -> String {
        comment.flatMap { meaning(of: text, in: $0) } ?? "the \(ordinal(position)) value"
    }

    /// What `comment` says `placeholder` stands for: the words after "%@ is", "%@ =" or
    /// "%@:" up to the end of the sentence or clause ("%1$@ is the start time, %2$@ the end").
    static func meaning(of placeholder: String, in comment: String) -> String? {
        guard let found = comment.firstRange(of: placeholder) else { return nil }
        var rest = comment[found.upperBound...].drop { $0 == " " }
        for lead in ["is ", "are ", "= ", ": ", "- ", "– "] where rest.hasPrefix(lead) {
            rest = rest.dropFirst(lead.count)
            var meaning = rest.prefix { !".,;()\n".contains($0) }
            while meaning.last == " " { meaning = meaning.dropLast() }
            return meaning.isEmpty || meaning.contains("%") ? nil : String(meaning)
        }
        return nil
    }

    /// White space in words: "a space", "two spaces", "a line break and a tab"; "nothing".
    static func blank<S: StringProtocol>(_ text: S) -> String {
        var runs: [(name: String, count: Int)] = []
        for character in text {
            let name = switch character {
            case " ": "space"
            case "\u{A0}", "\u{202F}": "no-break space"
            case "\t": "tab"
            case "\n", "\r\n", "\r", "\u{2028}", "\u{85}": "line break"
            case "\u{3000}": "wide space"
            default: "other space (U+\(String(character.unicodeScalars.first!.value, radix: 16, uppercase: true)))"
            }
            if runs.last?.name == name { runs[runs.count - 1].count += 1 } else { runs.append((name, 1)) }
        }
        if runs.isEmpty { return "nothing" }
        let numbers = ["a", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
        return list(runs.map { run in
            run.count <= numbers.count
                ? numbers[run.count - 1] + " " + run.name + (run.count == 1 ? "" : "s")
                : "\(run.count) \(run.name)s"
        })
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
