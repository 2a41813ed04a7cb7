import StringsgenModel

/// A hand-written reader of XML property lists (the format of `.stringsdict` files and of
/// some `.strings` files) that keeps the line and column of every element.
///
/// It reads the subset of XML that plists use: a declaration, a DOCTYPE, comments, elements
/// with attributes, the five named entities, numeric character references and CDATA sections.
struct XMLPropertyListParser {
    private let text: DecodedText
    private let s: [Unicode.Scalar]
    private var i = 0

    init(text: DecodedText) {
        self.text = text
        self.s = text.scalars
    }

    /// Parses the whole document and returns its root value.
    static func parse(_ text: DecodedText) throws(InputError) -> PlistNode {
        var parser = XMLPropertyListParser(text: text)
        return try parser.parseDocument()
    }

    private struct Tag {
        var name: String
        var isClosing: Bool
        var isEmpty: Bool
        var start: Int
    }

    private func location(_ index: Int) -> SourceLocation { text.location(at: index) }

    private func error(_ message: String, at index: Int) -> InputError { InputError(message, at: location(index)) }

    private func peek(_ offset: Int = 0) -> UInt32? {
        let k = i + offset
        return k >= 0 && k < s.count ? s[k].value : nil
    }

    private func hasPrefix(_ literal: String, at index: Int) -> Bool {
        var k = index
        for u in literal.unicodeScalars {
            guard k < s.count, s[k] == u else { return false }
            k += 1
        }
        return true
    }

    /// Skips whitespace, comments, processing instructions and a DOCTYPE.
    private mutating func skipMisc() throws(InputError) {
        while i < s.count {
            if s[i].isPlistWhitespace {
                i += 1
            } else if hasPrefix("<!--", at: i) {
                try skipComment()
            } else if hasPrefix("<?", at: i) {
                let start = i
                i += 2
                while i < s.count, !hasPrefix("?>", at: i) { i += 1 }
                guard i < s.count else {
                    throw error("unterminated processing instruction: expected `?>` before the end of the file", at: start)
                }
                i += 2
            } else if hasPrefix("<!DOCTYPE", at: i) {
                let start = i
                i += 9
                var bracketDepth = 0
                while i < s.count {
                    let c = s[i].value
                    if c == 0x5B { bracketDepth += 1 }  // [
                    if c == 0x5D { bracketDepth -= 1 }  // ]
                    if c == 0x3E, bracketDepth <= 0 { break }  // >
                    i += 1
                }
                guard i < s.count else {
                    throw error("unterminated `<!DOCTYPE`: expected `>` before the end of the file", at: start)
                }
                i += 1
            } else {
                return
            }
        }
    }

    private mutating func skipComment() throws(InputError) {
        let start = i
        i += 4
        while i < s.count, !hasPrefix("-->", at: i) { i += 1 }
        guard i < s.count else {
            throw error("unterminated comment: expected `-->` before the end of the file", at: start)
        }
        i += 3
    }

    private mutating func parseDocument() throws(InputError) -> PlistNode {
        try skipMisc()
        guard i < s.count else { throw error("expected a property list (`<plist>`), found the end of the file", at: i) }
        var tag = try readTag()
        let root: PlistNode
        if tag.name == "plist", !tag.isClosing {
            if tag.isEmpty { throw error("expected a value inside `<plist>`, found `<plist/>`", at: tag.start) }
            let plistTag = tag
            try skipMisc()
            guard i < s.count else {
                throw error("unclosed `<plist>`: expected `</plist>` before the end of the file", at: plistTag.start)
            }
            tag = try readTag()
            if tag.isClosing {
                throw error("expected a value inside `<plist>`, found `</\(tag.name)>`", at: tag.start)
            }
            root = try parseValue(tag, depth: 0)
            try skipMisc()
            guard i < s.count else {
                throw error("unclosed `<plist>`: expected `</plist>` before the end of the file", at: plistTag.start)
            }
            let close = try readTag()
            guard close.isClosing, close.name == "plist" else {
                throw error("expected `</plist>` after the root value, found \(describe(close))", at: close.start)
            }
        } else {
            root = try parseValue(tag, depth: 0)
        }
        try skipMisc()
        guard i >= s.count else { throw error("expected the end of the file after the property list", at: i) }
        return root
    }

    private func describe(_ tag: Tag) -> String {
        "`<\(tag.isClosing ? "/" : "")\(tag.name)\(tag.isEmpty ? "/" : "")>`"
    }

    /// Reads a tag at `i` (which must be `<`), leaving `i` after its `>`.
    private mutating func readTag() throws(InputError) -> Tag {
        let start = i
        guard i < s.count, s[i] == "<" else {
            throw error("expected an element such as `<string>` or `<dict>`, found text", at: i)
        }
        i += 1
        var isClosing = false
        if i < s.count, s[i] == "/" { isClosing = true; i += 1 }
        var name = String.UnicodeScalarView()
        while i < s.count, !s[i].isPlistWhitespace, s[i] != ">", s[i] != "/", s[i] != "<" {
            name.append(s[i])
            i += 1
        }
        guard !name.isEmpty else { throw error("expected an element name after `<`", at: start) }
        var isEmpty = false
        // Attributes: skipped, minding quotes.
        while i < s.count, s[i] != ">" {
            let c = s[i]
            if c == "<" { break }
            if c == "\"" || c == "'" {
                i += 1
                while i < s.count, s[i] != c { i += 1 }
                if i < s.count { i += 1 }
                continue
            }
            if c == "/", i + 1 < s.count, s[i + 1] == ">" { isEmpty = true }
            i += 1
        }
        guard i < s.count, s[i] == ">" else {
            throw error("unterminated tag `<\(isClosing ? "/" : "")\(String(name))`: expected `>`", at: start)
        }
        i += 1
        return Tag(name: String(name), isClosing: isClosing, isEmpty: isEmpty, start: start)
    }

    private mutating func parseValue(_ tag: Tag, depth: Int) throws(InputError) -> PlistNode {
        let here = location(tag.start)
        guard depth < plistMaximumDepth else {
            throw error("nesting is too deep: expected at most \(plistMaximumDepth) levels of `<dict>` and `<array>`", at: tag.start)
        }
        switch tag.name {
        case "dict":
            if tag.isEmpty { return PlistNode(value: .dict([]), location: here) }
            let members = try parseDictBody(tag, depth: depth)
            try rejectDuplicateKeys(members)
            return PlistNode(value: .dict(members), location: here)
        case "array":
            if tag.isEmpty { return PlistNode(value: .array([]), location: here) }
            var items: [PlistNode] = []
            while true {
                try skipMisc()
                guard i < s.count else {
                    throw error("unclosed `<array>`: expected `</array>` before the end of the file", at: tag.start)
                }
                let next = try readTag()
                if next.isClosing {
                    guard next.name == "array" else {
                        throw error("expected `</array>` to close the `<array>` at \(lineColumn(tag.start)), found \(describe(next))", at: next.start)
                    }
                    return PlistNode(value: .array(items), location: here)
                }
                items.append(try parseValue(next, depth: depth + 1))
            }
        case "string": return PlistNode(value: .string(try readText(tag)), location: here)
        case "integer": return PlistNode(value: .integer(try readText(tag)), location: here)
        case "real": return PlistNode(value: .real(try readText(tag)), location: here)
        case "date": return PlistNode(value: .date(try readText(tag)), location: here)
        case "data":
            _ = try readText(tag)
            return PlistNode(value: .data, location: here)
        case "true", "false":
            if !tag.isEmpty {
                let content = try readText(tag)
                guard content.allSatisfy(\.isWhitespace) else {
                    throw error("expected `<\(tag.name)/>` with no content", at: tag.start)
                }
            }
            return PlistNode(value: .bool(tag.name == "true"), location: here)
        case "key":
            throw error("expected a value, found `<key>` (a key belongs directly inside a `<dict>`)", at: tag.start)
        default:
            throw error("expected a property list value such as `<string>` or `<dict>`, found \(describe(tag))", at: tag.start)
        }
    }

    private func lineColumn(_ index: Int) -> String {
        let l = location(index)
        return "\(l.line):\(l.column)"
    }

    private mutating func parseDictBody(_ tag: Tag, depth: Int) throws(InputError) -> [PlistMember] {
        var members: [PlistMember] = []
        while true {
            try skipMisc()
            guard i < s.count else {
                throw error("unclosed `<dict>`: expected `</dict>` before the end of the file", at: tag.start)
            }
            let keyTag = try readTag()
            if keyTag.isClosing {
                guard keyTag.name == "dict" else {
                    throw error("expected `</dict>` to close the `<dict>` at \(lineColumn(tag.start)), found \(describe(keyTag))", at: keyTag.start)
                }
                return members
            }
            guard keyTag.name == "key" else {
                throw error("expected `<key>` inside `<dict>`, found \(describe(keyTag))", at: keyTag.start)
            }
            let key = try readText(keyTag)
            try skipMisc()
            guard i < s.count else {
                throw error("the key \"\(key)\" has no value: expected a value such as `<string>` after `</key>`, found the end of the file", at: keyTag.start)
            }
            let valueTag = try readTag()
            if valueTag.isClosing || valueTag.name == "key" {
                throw error("the key \"\(key)\" has no value: expected a value such as `<string>` after `</key>`, found \(describe(valueTag))", at: keyTag.start)
            }
            let value = try parseValue(valueTag, depth: depth + 1)
            members.append(PlistMember(key: key, keyLocation: location(keyTag.start), value: value))
        }
    }

    /// Reads the character data of a simple element up to its closing tag.
    private mutating func readText(_ tag: Tag) throws(InputError) -> String {
        if tag.isEmpty { return "" }
        var out = String.UnicodeScalarView()
        while true {
            guard i < s.count else {
                throw error("unclosed `<\(tag.name)>`: expected `</\(tag.name)>` before the end of the file", at: tag.start)
            }
            let c = s[i]
            if c == "<" {
                if hasPrefix("<!--", at: i) {
                    try skipComment()
                } else if hasPrefix("<![CDATA[", at: i) {
                    let start = i
                    i += 9
                    while i < s.count, !hasPrefix("]]>", at: i) { out.append(s[i]); i += 1 }
                    guard i < s.count else {
                        throw error("unterminated CDATA section: expected `]]>` before the end of the file", at: start)
                    }
                    i += 3
                } else {
                    let close = try readTag()
                    guard close.isClosing, close.name == tag.name else {
                        throw error("expected `</\(tag.name)>` to close the `<\(tag.name)>` at \(lineColumn(tag.start)), found \(describe(close))", at: close.start)
                    }
                    return String(out)
                }
            } else if c == "&" {
                out.append(try readEntity())
            } else if c == "\r" {
                // XML reads `\r\n` and a lone `\r` as `\n`.
                out.append("\n")
                i += 1
                if i < s.count, s[i] == "\n" { i += 1 }
            } else {
                out.append(c)
                i += 1
            }
        }
    }

    private mutating func readEntity() throws(InputError) -> Unicode.Scalar {
        let start = i
        i += 1
        var name = String.UnicodeScalarView()
        while i < s.count, s[i] != ";", name.count < 12, !s[i].isPlistWhitespace, s[i] != "<", s[i] != "&" {
            name.append(s[i])
            i += 1
        }
        guard i < s.count, s[i] == ";" else {
            throw error("expected an entity such as `&amp;` or `&#233;` ending in `;`", at: start)
        }
        i += 1
        let entity = String(name)
        guard let scalar = XMLEntity.scalar(named: entity) else {
            throw error("unknown entity `&\(entity);`: expected `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` or a character reference such as `&#233;`", at: start)
        }
        return scalar
    }
}

/// XML's five named entities and its character references.
public enum XMLEntity {
    /// The scalar `&entity;` stands for (`amp`, `#233`, `#xE9`); nil for any other name, and
    /// for U+0000, which XML cannot carry.
    public static func scalar(named entity: String) -> Unicode.Scalar? {
        switch entity {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        var value: UInt32?
        if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
            value = UInt32(entity.dropFirst(2), radix: 16)
        } else if entity.hasPrefix("#") {
            value = UInt32(entity.dropFirst(1), radix: 10)
        }
        guard let value, value != 0 else { return nil }
        return Unicode.Scalar(value)
    }
}
