import StringsgenModel

/// One `"key" = "value";` pair of a `.strings` file, as read.
struct StringsPair {
    var key: String
    var keyLocation: SourceLocation
    var value: String
    /// The value's opening quote (its first character when unquoted; the key's place for `"key";`).
    var valueLocation: SourceLocation
    /// The nearest comment block before the key, trimmed, without its `/* */` or `//`.
    var comment: String?
    /// Each `\u` escape in the pair (`ReadingNote.Kind.unknownEscape`): where, and the escape as written.
    var unknownEscapes: [(location: SourceLocation, written: String)] = []
}

/// The old-style (text) `.strings` grammar: `"key" = "value";` pairs, optionally inside
/// `{ }`, with `/* */` and `//` comments, quoted or unquoted strings and the escapes of
/// old-style property lists.
struct StringsFileParser {
    private let text: DecodedText
    private let s: [Unicode.Scalar]
    private var i = 0
    /// Comment blocks read since the last pair; a blank line between comments starts a new block.
    private var commentBlocks: [[String]] = []
    /// Where the last comment ended, to tell whether the next one is in the same block.
    private var lastCommentEnd: Int?
    /// The line of the last `;`, so a comment after a pair on its own line is not given to the next key.
    private var lastSemicolonLine: Int?
    /// The `\u` escapes of the pair being read.
    private var unknownEscapes: [(location: SourceLocation, written: String)] = []

    init(text: DecodedText) {
        self.text = text
        self.s = text.scalars
    }

    static func parse(_ text: DecodedText) throws(InputError) -> [StringsPair] {
        var parser = StringsFileParser(text: text)
        return try parser.parseFile()
    }

    /// `parse`, and where reading stopped early, at which character (`strayEnd`).
    static func parse(_ text: DecodedText, strayEnd: inout (location: SourceLocation, character: Unicode.Scalar)?) throws(InputError) -> [StringsPair] {
        var parser = StringsFileParser(text: text)
        let pairs = try parser.parseFile()
        strayEnd = parser.strayEnd
        return pairs
    }

    /// A `;` where a key belongs, after a pair, with text after it: Foundation's parser stops
    /// there without an error and reads nothing after it (checked with swift-corelibs-foundation's
    /// `PropertyListSerialization`, the CoreFoundation parser Apple's bundles use: `"a" = "b";;
    /// "c" = "d";` reads `a` alone). `;`s that end the file read everything. So does a control
    /// character where a key belongs (seafile's `Settings.bundle/de.lproj/Root.strings` ends with
    /// U+0006 on a line of its own; every command had stopped with exit 2).
    private(set) var strayEnd: (location: SourceLocation, character: Unicode.Scalar)?

    private func error(_ message: String, at index: Int) -> InputError { InputError(message, at: text.location(at: index)) }

    private mutating func parseFile() throws(InputError) -> [StringsPair] {
        var pairs: [StringsPair] = []
        try skipTrivia()
        var braceStart: Int?
        if i < s.count, s[i] == "{" {
            braceStart = i
            i += 1
            try skipTrivia()
        }
        while i < s.count {
            if braceStart != nil, s[i] == "}" { break }
            if braceStart == nil, !pairs.isEmpty, s[i] == ";" {
                // Xdrip's `"…";;`: read as Foundation does, up to here.
                let stray = i
                while i < s.count, s[i] == ";" {
                    i += 1
                    try skipTrivia()
                }
                if i < s.count { strayEnd = (text.location(at: stray), ";") }
                break
            }
            if braceStart == nil, !pairs.isEmpty, s[i].properties.generalCategory == .control {
                let stray = i
                i += 1
                try skipTrivia()
                // Only more control characters and white space after it: everything was read.
                while i < s.count, s[i].properties.generalCategory == .control {
                    i += 1
                    try skipTrivia()
                }
                if i < s.count { strayEnd = (text.location(at: stray), s[stray]) }
                break
            }
            pairs.append(try parsePair())
            try skipTrivia()
        }
        if let braceStart {
            guard i < s.count, s[i] == "}" else {
                throw error("unclosed `{`: expected `}` before the end of the file", at: braceStart)
            }
            i += 1
            try skipTrivia()
            guard i >= s.count else { throw error("expected the end of the file after `}`", at: i) }
        }
        return pairs
    }

    private mutating func parsePair() throws(InputError) -> StringsPair {
        let comment = commentBlocks.last.map { $0.joined(separator: "\n") }
        commentBlocks = []
        lastCommentEnd = nil
        let keyStart = i
        unknownEscapes = []
        guard let key = try parseString() else {
            throw error("expected a key (a quoted string such as \"key\"), found \(describe(i))", at: i)
        }
        let keyEnd = i
        try skipTrivia()
        var value = key
        var valueStart = keyStart
        var valueEnd = keyEnd
        if i < s.count, s[i] == "=" {
            i += 1
            try skipTrivia()
            valueStart = i
            guard let v = try parseString() else {
                throw error("expected a value (a quoted string) after `=` for the key \"\(key)\", found \(describe(i))", at: i)
            }
            value = v
            valueEnd = i
            try skipTrivia()
        } else if i >= s.count || s[i] != ";" {
            throw error("expected `=` after the key \"\(key)\", found \(describe(i))", at: keyEnd)
        }
        guard i < s.count, s[i] == ";" else {
            throw error("expected `;` after the value of the key \"\(key)\", found \(describe(i))", at: valueEnd)
        }
        lastSemicolonLine = text.location(at: i).line
        i += 1
        return StringsPair(
            key: key, keyLocation: text.location(at: keyStart), value: value,
            valueLocation: text.location(at: valueStart), comment: comment?.isEmpty == false ? comment : nil,
            unknownEscapes: unknownEscapes)
    }

    private func describe(_ index: Int) -> String {
        guard index < s.count else { return "the end of the file" }
        let c = s[index]
        switch c {
        case "\n", "\r": return "the end of the line"
        case "\"": return "`\"` (another string)"
        default:
            if c.properties.generalCategory == .control { return "U+\(hex4(c.value)) (a control character, invisible)" }
            return "`\(Character(c))`"
        }
    }

    private static func isUnquotedCharacter(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case 0x5F, 0x2E, 0x2D, 0x24, 0x3A: true  // _ . - $ :
        default: false
        }
    }

    /// A quoted or unquoted string at `i`, or nil when there is none.
    private mutating func parseString() throws(InputError) -> String? {
        guard i < s.count else { return nil }
        if s[i] == "\"" || s[i] == "'" { return try parseQuoted() }
        guard Self.isUnquotedCharacter(s[i]) else { return nil }
        var out = String.UnicodeScalarView()
        while i < s.count, Self.isUnquotedCharacter(s[i]) { out.append(s[i]); i += 1 }
        return String(out)
    }

    private mutating func parseQuoted() throws(InputError) -> String {
        let quote = s[i]
        let start = i
        i += 1
        var out = String.UnicodeScalarView()
        while true {
            guard i < s.count else {
                throw error("unterminated string: expected a closing `\(quote)` before the end of the file", at: start)
            }
            let c = s[i]
            if c == quote { i += 1; return String(out) }
            if c != "\\" { out.append(c); i += 1; continue }
            let escapeStart = i
            i += 1
            guard i < s.count else {
                throw error("unterminated string: expected a closing `\(quote)` before the end of the file", at: start)
            }
            let e = s[i]
            i += 1
            switch e {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "a": out.append(Unicode.Scalar(0x07))
            case "b": out.append(Unicode.Scalar(0x08))
            case "f": out.append(Unicode.Scalar(0x0C))
            case "v": out.append(Unicode.Scalar(0x0B))
            case "u":
                // Foundation knows only `\U`: `\u203A` is the text “u203A” (docs/design-notes.md,
                // fact 23).
                out.append(e)
                let digits = s[i..<min(i + 4, s.count)]
                if digits.count == 4, digits.allSatisfy(\.isPlistHexDigit) {
                    unknownEscapes.append((text.location(at: escapeStart), "\\u" + String(String.UnicodeScalarView(digits))))
                }
            case "U":
                let unit = try readHex4(escapeStart)
                if unit >= 0xD800, unit <= 0xDBFF {
                    // A high surrogate must be followed by `\U` and a low surrogate.
                    guard i + 1 < s.count, s[i] == "\\", s[i + 1] == "U" else {
                        throw error("unpaired surrogate `\\U\(hex4(unit))`: expected a `\\U` low surrogate (DC00–DFFF) after it", at: escapeStart)
                    }
                    let lowStart = i
                    i += 2
                    let low = try readHex4(lowStart)
                    guard low >= 0xDC00, low <= 0xDFFF else {
                        throw error("unpaired surrogate `\\U\(hex4(unit))`: expected a `\\U` low surrogate (DC00–DFFF) after it", at: escapeStart)
                    }
                    out.append(Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10 | (low - 0xDC00)))!)
                } else if let scalar = Unicode.Scalar(unit) {
                    out.append(scalar)
                } else {
                    throw error("unpaired surrogate `\\U\(hex4(unit))`: expected a character, or a high surrogate (D800–DBFF) followed by a low one", at: escapeStart)
                }
            case "0"..."7":
                var value = e.value - 0x30
                var digits = 1
                while digits < 3, i < s.count, ("0"..."7").contains(s[i]) {
                    value = value * 8 + (s[i].value - 0x30)
                    i += 1
                    digits += 1
                }
                out.append(Unicode.Scalar(value)!)  // at most 0o777
            default:
                // `\"`, `\\`, `\'`, and any other character stand for themselves.
                out.append(e)
            }
        }
    }

    private func hex4(_ v: UInt32) -> String {
        let h = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - h.count)) + h
    }

    /// The four hexadecimal digits after `\U`. With fewer, Foundation reads those there are (none:
    /// U+0000) and goes on, as checked with swift-corelibs-foundation's `PropertyListSerialization`
    /// (`"\Utwórz"`, a Polish `\n` mistyped in Rocket.Chat, reads U+0000 and “twórz”; `"\U12"`
    /// reads U+0012): so does the parser, and notes the escape (`unknownEscapes`, written `\U`
    /// and its digits), which `encoding` reports, instead of refusing the whole project.
    private mutating func readHex4(_ escapeStart: Int) throws(InputError) -> UInt32 {
        var value: UInt32 = 0
        var digits = String.UnicodeScalarView()
        while digits.count < 4, i < s.count, s[i].isPlistHexDigit {
            value = value * 16 + s[i].plistHexValue
            digits.append(s[i])
            i += 1
        }
        if digits.count < 4 { unknownEscapes.append((text.location(at: escapeStart), "\\U" + String(digits))) }
        return value
    }

    /// Skips whitespace and comments, collecting comments into blocks.
    private mutating func skipTrivia() throws(InputError) {
        while i < s.count {
            let c = s[i]
            if c.isPlistWhitespace { i += 1; continue }
            guard c == "/", i + 1 < s.count, s[i + 1] == "*" || s[i + 1] == "/" else { return }
            let start = i
            var body = String.UnicodeScalarView()
            if s[i + 1] == "*" {
                i += 2
                while true {
                    guard i + 1 < s.count else {
                        throw error("unterminated comment: expected `*/` before the end of the file", at: start)
                    }
                    if s[i] == "*", s[i + 1] == "/" { break }
                    body.append(s[i])
                    i += 1
                }
                i += 2
            } else {
                i += 2
                while i < s.count, s[i] != "\n", s[i] != "\r" { body.append(s[i]); i += 1 }
            }
            record(comment: String(body), from: start)
            lastCommentEnd = i
        }
    }

    private mutating func record(comment: String, from start: Int) {
        let startLine = text.location(at: start).line
        if let lastSemicolonLine, startLine == lastSemicolonLine, commentBlocks.isEmpty, lastCommentEnd == nil {
            return  // a trailing comment on the line of the previous pair
        }
        let trimmed = comment.trimmingWhitespace()
        var sameBlock = false
        if let lastCommentEnd, !commentBlocks.isEmpty {
            var breaks = 0
            var k = lastCommentEnd
            while k < start {
                if s[k] == "\n" { breaks += 1 } else if s[k] == "\r", !(k + 1 < start && s[k + 1] == "\n") { breaks += 1 }
                k += 1
            }
            sameBlock = breaks <= 1
        }
        if sameBlock {
            commentBlocks[commentBlocks.count - 1].append(trimmed)
        } else {
            commentBlocks.append([trimmed])
        }
    }
}

fileprivate extension String {
    /// The string without leading and trailing whitespace and line breaks.
    func trimmingWhitespace() -> String {
        let scalars = Array(unicodeScalars)
        var start = 0
        var end = scalars.count
        while start < end, scalars[start].properties.isWhitespace { start += 1 }
        while end > start, scalars[end - 1].properties.isWhitespace { end -= 1 }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<end])
        return String(view)
    }
}
