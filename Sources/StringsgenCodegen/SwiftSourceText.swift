/// Text from a catalog made safe to stand in Swift source: nothing in a key, a comment or a value
/// can end a string literal or a comment, or start code.
enum SwiftSourceText {
    /// `text` as a one-line Swift string literal, quotes included: `\`, `"`, line breaks, control
    /// and bidirectional-override characters are escaped, so `\(x)`, `"""` and `#"` stay text.
    static func stringLiteral(_ text: String) -> String {
        if isPlainASCII(text, allowingQuotes: false) { return "\"\(text)\"" }
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        appendEscaped(text.unicodeScalars[...], to: &result, escapingQuotes: true)
        result += "\""
        return result
    }

    /// `text` as the lines of a `///` comment. A `//` comment ends only at a line break, so every
    /// line break becomes a new `///` line and no `*/` or `/*` can matter; control and bidi
    /// characters are written as `\u{...}` so the source shows what the catalog holds.
    static func commentLines(_ text: String) -> [String] {
        if isPlainASCII(text, allowingQuotes: true), text.last != " " { return [text] }
        var lines: [String] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = start
        var previousWasCR = false
        while index != scalars.endIndex {
            let scalar = scalars[index]
            if isLineBreak(scalar) {
                if !(previousWasCR && scalar == "\n") {
                    lines.append(commentLine(scalars[start..<index]))
                }
                previousWasCR = scalar == "\r"
                start = scalars.index(after: index)
            } else {
                previousWasCR = false
            }
            index = scalars.index(after: index)
        }
        lines.append(commentLine(scalars[start..<scalars.endIndex]))
        return lines
    }

    /// Printable ASCII only (and no `"` or `\` where quotes matter): the text stands as it is.
    /// Most keys, values and comments are, and this keeps 100,000 keys fast.
    private static func isPlainASCII(_ text: String, allowingQuotes: Bool) -> Bool {
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return false }
            if !allowingQuotes, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
        }
        return true
    }

    private static func commentLine(_ scalars: Substring.UnicodeScalarView.SubSequence) -> String {
        var line = ""
        appendEscaped(scalars, to: &line, escapingQuotes: false)
        while line.last == " " || line.last == "\t" { line.removeLast() }
        return line
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    private static func appendEscaped<S: Sequence<Unicode.Scalar>>(
        _ scalars: S, to result: inout String, escapingQuotes: Bool
    ) {
        for scalar in scalars {
            switch scalar {
            case "\\" where escapingQuotes: result += "\\\\"
            case "\"" where escapingQuotes: result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += escapingQuotes ? "\\t" : "\t"
            case "\0": result += "\\0"
            default:
                if needsEscape(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
    }

    /// Control characters, line and paragraph separators, the byte-order mark, and the
    /// bidirectional controls that can make source read differently from how it compiles.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0x061C, 0x200E, 0x200F, 0x202A...0x202E,
             0x2066...0x2069:
            true
        default: false
        }
    }
}
