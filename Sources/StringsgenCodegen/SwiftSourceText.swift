/// Text from a catalog made safe to stand in Swift source: nothing in a key, a comment or a value
/// can end a string literal or a comment, or start code.
enum SwiftSourceText {
    /// `text` as a one-line Swift string literal, quotes included: `\`, `"`, line breaks, control
    /// and bidirectional-override characters are escaped, so `\(x)`, `"""` and `#"` stay text.
    static func stringLiteral(_ text: String) -> String {
        var buffer = UTF8Buffer(capacity: text.utf8.count + 2)
        appendStringLiteral(text, to: &buffer)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    /// `stringLiteral(text)`, appended to `buffer` as UTF-8.
    static func appendStringLiteral(_ text: String, to buffer: inout UTF8Buffer) {
        buffer.append(UInt8(ascii: "\""))
        // Escaped ASCII, and the lead bytes of the escaped scalars beyond it: C2 (U+0080...U+009F),
        // D8 (U+061C), E2 (U+200E...U+2069), EF (U+FEFF).
        buffer.append(
            text, escaping: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 || $0 == 0xEF },
            words: {
                ByteWord.below($0, 0x20) | ByteWord.equal($0, 0x22) | ByteWord.equal($0, 0x5C) | ByteWord.equal($0, 0x7F)
                    | ByteWord.equal($0, 0xC2) | ByteWord.equal($0, 0xD8) | ByteWord.equal($0, 0xE2) | ByteWord.equal($0, 0xEF) != 0
            }
        ) { buffer, i, text in
            let byte = text[i]
            let escape: UInt8
            switch byte {
            case 0x5C: escape = UInt8(ascii: "\\")
            case 0x22: escape = UInt8(ascii: "\"")
            case 0x0A: escape = UInt8(ascii: "n")
            case 0x0D: escape = UInt8(ascii: "r")
            case 0x09: escape = UInt8(ascii: "t")
            case 0x00: escape = UInt8(ascii: "0")
            case ..<0x80:
                appendUnicodeEscape(UInt32(byte), to: &buffer)
                return 1
            default:
                let length = byte < 0xE0 ? 2 : 3
                let scalar = length == 2
                    ? UInt32(byte & 0x1F) << 6 | UInt32(text[i + 1] & 0x3F)
                    : UInt32(byte & 0x0F) << 12 | UInt32(text[i + 1] & 0x3F) << 6 | UInt32(text[i + 2] & 0x3F)
                if needsEscape(scalar) {
                    appendUnicodeEscape(scalar, to: &buffer)
                } else {
                    buffer.append(UnsafeBufferPointer(rebasing: text[i..<i + length]))
                }
                return length
            }
            buffer.append(UInt8(ascii: "\\"))
            buffer.append(escape)
            return 1
        }
        buffer.append(UInt8(ascii: "\""))
    }

    /// `\u{7}`, `\u{202E}`: uppercase hexadecimal digits, no leading zeros.
    private static func appendUnicodeEscape(_ value: UInt32, to buffer: inout UTF8Buffer) {
        buffer.append("\\u{")
        var shift = 28
        while shift > 0, value >> UInt32(shift) == 0 { shift -= 4 }
        while shift >= 0 {
            let digit = UInt8((value >> UInt32(shift)) & 0xF)
            buffer.append(digit < 10 ? 0x30 + digit : 0x41 + digit - 10)
            shift -= 4
        }
        buffer.append(UInt8(ascii: "}"))
    }

    /// `text` as the lines of a `///` comment. A `//` comment ends only at a line break, so every
    /// line break becomes a new `///` line and no `*/` or `/*` can matter; control and bidi
    /// characters are written as `\u{...}` so the source shows what the catalog holds.
    static func commentLines(_ text: String) -> [String] {
        if isPlainCommentLine(text) { return [text] }
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

    /// Whether `commentLines(text)` is `[text]`: printable ASCII only, not ending in a space.
    /// Most comments are, and this keeps 100,000 keys fast.
    static func isPlainCommentLine(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.last != UInt8(ascii: " ") && !bytes.contains { $0 < 0x20 || $0 >= 0x7F } }
    }

    private static func commentLine(_ scalars: Substring.UnicodeScalarView.SubSequence) -> String {
        var line = ""
        appendEscaped(scalars, to: &line)
        while line.last == " " || line.last == "\t" { line.removeLast() }
        return line
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// A comment line's scalars, control and bidi characters (but tab) written as `\u{...}`.
    private static func appendEscaped(_ scalars: Substring.UnicodeScalarView.SubSequence, to result: inout String) {
        for scalar in scalars {
            switch scalar {
            case "\t": result += "\t"
            case "\0": result += "\\0"
            default:
                if needsEscape(scalar.value) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
    }

    /// Control characters, line and paragraph separators, the byte-order mark, and the
    /// bidirectional controls that can make source read differently from how it compiles.
    private static func needsEscape(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0x061C, 0x200E, 0x200F, 0x202A...0x202E,
             0x2066...0x2069:
            true
        default: false
        }
    }
}
