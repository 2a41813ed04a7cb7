import StringsgenModel

/// What an `XMLReader` reports as it reads: each element's start (its name as written, a
/// prefix included, its attributes in order, the `<` of its start tag), its character data
/// (CDATA included, in one or more pieces; white space that only lays out child elements is
/// left out) and its end. No tree is built: a reader of 70,000 units keeps only what it needs.
public protocol XMLHandler {
    mutating func startElement(_ name: String, attributes: [(name: String, value: String)], at location: SourceLocation) throws(InputError)
    mutating func characters(_ text: String) throws(InputError)
    mutating func endElement(_ name: String) throws(InputError)
}

/// A small, strict reader of XML 1.0 documents in UTF-8, for the XLIFF files translators send
/// back: every well-formedness error it finds is an `InputError` at the file's line and column.
///
/// It refuses what an XLIFF file never needs and an attacker would: a document type
/// declaration (`<!DOCTYPE`, so no external entity is ever fetched and no entity can expand
/// into a billion laughs) and any entity reference but the five predefined ones and character
/// references. Written here rather than on FoundationXML's `XMLParser` because that parser
/// reports some errors only to its delegate (DESIGN.md fact 12), gives the column after a
/// start tag rather than its start, and passes every event through Foundation's strings and
/// attribute dictionaries: a catalog of 10,000 keys in 7 languages is 70,000 units to read
/// within a second. The reader validates UTF-8 once, reads the bytes in place, and builds no
/// tree (see `XMLHandler`).
public struct XMLReader<Handler: XMLHandler> {
    private var handler: Handler
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: SourceFile
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// Reads a document, reporting it to `handler`; the handler is returned.
    public static func read(bytes: [UInt8], file: String, handler: Handler) throws(InputError) -> Handler {
        try bytes.withUnsafeBufferPointer { (buffer) throws(InputError) -> Handler in
            var reader = XMLReader(bytes: buffer, file: SourceFile(file), handler: handler)
            try reader.document()
            return reader.handler
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, file: SourceFile, handler: Handler) {
        self.bytes = bytes
        self.file = file
        self.handler = handler
    }

    // MARK: Document

    private mutating func document() throws(InputError) {
        try validateCharacters()
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        if starts(with: "<?xml") { try declaration() }
        var sawRoot = false
        while true {
            skipWhitespace()
            guard index < bytes.count else { break }
            if starts(with: "<!--") {
                try comment()
            } else if starts(with: "<!DOCTYPE") || starts(with: "<!doctype") {
                throw error("a document type declaration (<!DOCTYPE) is refused: XLIFF needs none, and it could define entities that expand or load external files")
            } else if starts(with: "<?") {
                try processingInstruction()
            } else if bytes[index] == UInt8(ascii: "<"), !sawRoot {
                try element()
                sawRoot = true
            } else if !sawRoot {
                throw error("expected the root element (`<xliff ...>`), found \(describeHere())")
            } else {
                throw error("expected nothing after the root element's end tag, found \(describeHere())")
            }
        }
        guard sawRoot else { throw error("expected an XML document, found an empty file") }
    }

    /// `<?xml version="1.0" encoding="UTF-8"?>`: only UTF-8 is read.
    private mutating func declaration() throws(InputError) {
        let start = location()
        let end = try find("?>", what: "the end of the XML declaration (`?>`)")
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self).lowercased()
        if let range = text.firstRange(of: "encoding=") {
            let value = text[range.upperBound...].dropFirst().prefix { $0 != "\"" && $0 != "'" }
            guard value == "utf-8" || value == "utf8" else {
                throw InputError("expected encoding=\"UTF-8\" in the XML declaration, found \"\(value)\": convert the file to UTF-8", at: start)
            }
        }
        advance(to: end + 2)
    }

    private mutating func comment() throws(InputError) {
        index += 4
        let end = try find("-->", what: "the end of the comment (`-->`)")
        advance(to: end + 3)
    }

    private mutating func processingInstruction() throws(InputError) {
        let end = try find("?>", what: "the end of the processing instruction (`?>`)")
        advance(to: end + 2)
    }

    // MARK: Elements

    private mutating func element() throws(InputError) {
        let start = location()
        index += 1
        let name = try self.name("an element name after `<`")
        var attributes: [(name: String, value: String)] = []
        while true {
            let hadSpace = skipWhitespace()
            guard index < bytes.count else { throw error("expected `>` to end the start tag of <\(name)>, found the end of the file") }
            if bytes[index] == UInt8(ascii: "/") {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else {
                    throw error("expected `/>` to end the empty element <\(name)/>, found \(describeHere())")
                }
                index += 2
                try handler.startElement(name, attributes: attributes, at: start)
                try handler.endElement(name)
                return
            }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                break
            }
            guard hadSpace else { throw error("expected a space, `>` or `/>` in the start tag of <\(name)>, found \(describeHere())") }
            // Where the attribute starts, made a location only for the error that needs it.
            let attributeAt = (index: index, line: line, lineStart: lineStart)
            let attribute = try self.name("an attribute name in <\(name)>")
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw error("expected `=` after the attribute \(attribute) of <\(name)>, found \(describeHere())")
            }
            index += 1
            skipWhitespace()
            let value = try attributeValue(of: attribute)
            if attributes.contains(where: { $0.name == attribute }) {
                throw InputError("the attribute \(attribute) is given twice in <\(name)>", at: location(attributeAt))
            }
            attributes.append((attribute, value))
        }
        try handler.startElement(name, attributes: attributes, at: start)
        try content(of: name, openedAt: start)
        try handler.endElement(name)
    }

    /// Character data, CDATA sections, comments and child elements up to `</name>`.
    private mutating func content(of name: String, openedAt opened: SourceLocation) throws(InputError) {
        var text: [UInt8] = []
        var hasChildElements = false
        func flush(_ text: inout [UInt8], to handler: inout Handler) throws(InputError) {
            guard !text.isEmpty else { return }
            try handler.characters(String(decoding: text, as: UTF8.self))
            text.removeAll(keepingCapacity: true)
        }
        while true {
            guard index < bytes.count else {
                throw InputError("expected </\(name)> to close the element opened here, found the end of the file", at: opened)
            }
            let b = bytes[index]
            if b == UInt8(ascii: "<") {
                // What follows `<` tells an end tag, a declaration and a processing instruction
                // from a child element.
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                if next == UInt8(ascii: "/") {
                    try flush(&text, to: &handler)
                    let endAt = (index: index, line: line, lineStart: lineStart)
                    index += 2
                    let endName = try self.name("an element name after `</`")
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
                        throw error("expected `>` to end </\(endName)>, found \(describeHere())")
                    }
                    guard endName == name else {
                        throw InputError("expected </\(name)> (opened on line \(opened.line)), found </\(endName)>", at: location(endAt))
                    }
                    index += 1
                    return
                } else if next != UInt8(ascii: "!"), next != UInt8(ascii: "?") {
                    try flush(&text, to: &handler)
                    hasChildElements = true
                    try self.element()
                } else if starts(with: "<!--") {
                    try comment()
                } else if starts(with: "<![CDATA[") {
                    index += 9
                    let end = try find("]]>", what: "the end of the CDATA section (`]]>`)")
                    appendNormalizingLineBreaks(index..<end, to: &text)
                    advance(to: end + 3)
                } else if starts(with: "<!") {
                    throw error("a declaration (`<!`) is refused inside an element: XLIFF needs none")
                } else {
                    // `<?`: the only case left.
                    try processingInstruction()
                }
            } else if b == UInt8(ascii: "&") {
                try reference(into: &text)
            } else if b == UInt8(ascii: ">"), index >= 2, bytes[index - 1] == UInt8(ascii: "]"), bytes[index - 2] == UInt8(ascii: "]") {
                throw error("`]]>` is not allowed in character data: write `]]&gt;`")
            } else {
                let start = index
                var hasCarriageReturn = false
                while index < bytes.count {
                    // Eight bytes at a time while none of them ends the run or is counted.
                    if index &+ 8 <= bytes.count, !Self.hasTextStop(word(at: index)) {
                        index &+= 8
                        continue
                    }
                    let b = bytes[index]
                    if b == UInt8(ascii: "<") || b == UInt8(ascii: "&") { break }
                    if b == UInt8(ascii: "\n") {
                        line += 1
                        lineStart = index + 1
                    } else if b == UInt8(ascii: "\r") {
                        hasCarriageReturn = true
                    } else if b == UInt8(ascii: ">"), index - start >= 2, bytes[index - 1] == UInt8(ascii: "]"), bytes[index - 2] == UInt8(ascii: "]") {
                        throw error("`]]>` is not allowed in character data: write `]]&gt;`")
                    }
                    index += 1
                }
                if text.isEmpty, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "<"), bytes[index + 1] != UInt8(ascii: "!"),
                   bytes[index + 1] != UInt8(ascii: "?"), isIndentation(start..<index),
                   bytes[index + 1] != UInt8(ascii: "/") || hasChildElements {
                    // White space that only lays out child elements is no text of the element.
                } else if text.isEmpty, !hasCarriageReturn, index < bytes.count, bytes[index] == UInt8(ascii: "<"), !starts(with: "<![CDATA[") {
                    // The usual case, a run of text that is the whole text: no copy through `text`.
                    try handler.characters(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                } else if hasCarriageReturn {
                    appendNormalizingLineBreaks(start..<index, to: &text)
                } else {
                    text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                }
            }
        }
    }

    /// A quoted attribute value, references replaced and white space normalized as XML says
    /// (a literal tab or line break is a space; `&#10;` stays a line break).
    private mutating func attributeValue(of attribute: String) throws(InputError) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw error("expected the value of \(attribute) in quotes, found \(describeHere())")
        }
        let quote = bytes[index]
        index += 1
        // The usual value, no reference, `<` or white space to normalize: made from the bytes in place.
        var end = index
        while end < bytes.count {
            let b = bytes[end]
            if b == quote {
                let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
                index = end + 1
                return value
            }
            if b == UInt8(ascii: "&") || b == UInt8(ascii: "<") || b < 0x20 { break }
            end += 1
        }
        var value: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("expected the closing quote of the value of \(attribute), found the end of the file") }
            let b = bytes[index]
            if b == quote { index += 1; break }
            if b == UInt8(ascii: "<") { throw error("`<` is not allowed in an attribute value: write `&lt;`") }
            if b == UInt8(ascii: "&") { try reference(into: &value); continue }
            if b == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                value.append(UInt8(ascii: " "))
                line += 1
                lineStart = index + 1
            } else if b == UInt8(ascii: "\n") || b == UInt8(ascii: "\t") {
                if b == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
                value.append(UInt8(ascii: " "))
            } else {
                value.append(b)
            }
            index += 1
        }
        return String(decoding: value, as: UTF8.self)
    }

    /// `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` `&#N;` `&#xN;`; any other entity is refused (a
    /// document without a DTD declares none).
    private mutating func reference(into text: inout [UInt8]) throws(InputError) {
        let start = index
        index += 1
        var end = index
        while end < bytes.count, end - index < 16, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            index = start
            throw error("expected an entity reference such as `&amp;` after `&`: write a literal `&` as `&amp;`")
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
        switch name {
        case "lt": text.append(UInt8(ascii: "<"))
        case "gt": text.append(UInt8(ascii: ">"))
        case "amp": text.append(UInt8(ascii: "&"))
        case "quot": text.append(UInt8(ascii: "\""))
        case "apos": text.append(UInt8(ascii: "'"))
        default:
            var scalar: UInt32?
            if name.hasPrefix("#x") {
                scalar = UInt32(name.dropFirst(2), radix: 16)
            } else if name.hasPrefix("#") {
                scalar = UInt32(name.dropFirst(), radix: 10)
            } else {
                index = start
                throw error("the entity &\(name); is not defined (only &lt; &gt; &amp; &quot; &apos; and character references are read; DTDs are refused)")
            }
            guard let value = scalar, Self.isXMLCharacter(value), let character = Unicode.Scalar(value) else {
                index = start
                throw error("&\(name); is not a character XML allows")
            }
            text.append(contentsOf: Array(String(Character(character)).utf8))
        }
        index = end + 1
    }

    /// An XML name (letters, digits, `-`, `.`, `_`, `:`, and any non-ASCII character).
    private mutating func name(_ what: String) throws(InputError) -> String {
        let start = index
        while index < bytes.count {
            let b = bytes[index]
            let isNameByte = (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == UInt8(ascii: "_") || b == UInt8(ascii: ":")
                || b >= 0x80 || (index > start && ((b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")))
            guard isNameByte else { break }
            index += 1
        }
        guard index > start else { throw error("expected \(what), found \(describeHere())") }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    // MARK: Bytes

    /// Every byte is valid UTF-8, and every character one XML 1.0 allows (no control
    /// character but tab and line breaks).
    private mutating func validateCharacters() throws(InputError) {
        var i = 0
        while i < bytes.count {
            // Eight ASCII bytes at a time, none below 0x20 (tabs and line breaks are taken a
            // byte at a time below).
            if i &+ 8 <= bytes.count {
                let w = word(at: i)
                if w & 0x8080_8080_8080_8080 == 0, (w &- 0x2020_2020_2020_2020) & ~w & 0x8080_8080_8080_8080 == 0 {
                    i &+= 8
                    continue
                }
            }
            let b = bytes[i]
            if b < 0x80 {
                if b < 0x20, b != 0x09, b != 0x0A, b != 0x0D {
                    throw errorAtOffset(i, "control character U+\(hex(UInt32(b))) is not allowed in XML")
                }
                i += 1
                continue
            }
            let length: Int
            let minimum: UInt32
            switch b {
            case 0xC2...0xDF: length = 2; minimum = 0x80
            case 0xE0...0xEF: length = 3; minimum = 0x800
            case 0xF0...0xF4: length = 4; minimum = 0x10000
            default: throw errorAtOffset(i, "invalid UTF-8 (byte 0x\(String(b, radix: 16, uppercase: true))): the file must be UTF-8")
            }
            guard i + length <= bytes.count else { throw errorAtOffset(i, "invalid UTF-8 (a truncated character): the file must be UTF-8") }
            var scalar = UInt32(b) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for k in 1..<length {
                let c = bytes[i + k]
                guard c & 0xC0 == 0x80 else { throw errorAtOffset(i, "invalid UTF-8 (byte 0x\(String(b, radix: 16, uppercase: true))): the file must be UTF-8") }
                scalar = scalar << 6 | UInt32(c & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
                throw errorAtOffset(i, "invalid UTF-8 (byte 0x\(String(b, radix: 16, uppercase: true))): the file must be UTF-8")
            }
            if scalar == 0xFFFE || scalar == 0xFFFF { throw errorAtOffset(i, "U+\(hex(scalar)) is not a character XML allows") }
            i += length
        }
    }

    private static func isXMLCharacter(_ c: UInt32) -> Bool {
        c == 0x9 || c == 0xA || c == 0xD || (0x20...0xD7FF).contains(c) || (0xE000...0xFFFD).contains(c) || (0x10000...0x10FFFF).contains(c)
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Whether the bytes are only spaces, tabs and line breaks.
    private func isIndentation(_ range: Range<Int>) -> Bool {
        for i in range {
            let b = bytes[i]
            if b != 0x20, b != 0x0A, b != 0x09, b != 0x0D { return false }
        }
        return true
    }

    /// Text bytes with `\r\n` and a lone `\r` read as `\n`, as XML requires.
    private func appendNormalizingLineBreaks(_ range: Range<Int>, to text: inout [UInt8]) {
        var i = range.lowerBound
        while i < range.upperBound {
            let b = bytes[i]
            if b == UInt8(ascii: "\r") {
                text.append(UInt8(ascii: "\n"))
                if i + 1 < range.upperBound, bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
            } else {
                text.append(b)
            }
            i += 1
        }
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: " ") {
                index += 1
                // Indentation comes in runs of spaces: eight at a time, then to the first other
                // byte of the last eight.
                while index &+ 8 <= bytes.count {
                    let others = word(at: index) ^ 0x2020_2020_2020_2020
                    if others != 0 {
                        index &+= others.trailingZeroBitCount >> 3
                        break
                    }
                    index &+= 8
                }
                continue
            }
            if b == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            } else if b != UInt8(ascii: " "), b != UInt8(ascii: "\t"), b != UInt8(ascii: "\r") {
                break
            }
            index += 1
        }
        return index > start
    }

    private func starts(with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for k in 0..<count where bytes[index + k] != prefix.utf8Start[k] { return false }
        return true
    }

    /// The offset where `terminator` starts, from the current index; an error if it never does.
    private func find(_ terminator: StaticString, what: String) throws(InputError) -> Int {
        let count = terminator.utf8CodeUnitCount
        var i = index
        while i + count <= bytes.count {
            var matches = true
            for k in 0..<count where bytes[i + k] != terminator.utf8Start[k] { matches = false; break }
            if matches { return i }
            i += 1
        }
        throw error("expected \(what), found the end of the file")
    }

    /// Moves to `offset`, counting the lines passed.
    private mutating func advance(to offset: Int) {
        while index < offset {
            if bytes[index] == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
            index += 1
        }
    }

    /// The current position: columns count Unicode scalars, as every reader's do.
    private func location() -> SourceLocation {
        location((index, line, lineStart))
    }

    /// A position noted earlier (its offset, line and the offset where that line starts).
    private func location(_ at: (index: Int, line: Int, lineStart: Int)) -> SourceLocation {
        var column = 1
        for i in at.lineStart..<min(at.index, bytes.count) where bytes[i] & 0xC0 != 0x80 { column += 1 }
        return SourceLocation(file, line: at.line, column: column)
    }

    /// The eight bytes at `offset` (at least eight are left), the first in the lowest byte.
    @inline(__always)
    private func word(at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// Whether a byte of `w` is one a run of character data stops at or counts: `<`, `&`, a line
    /// break (`\n`, `\r`) or `>` (of a `]]>`). A byte equals one of them where `w` XOR that
    /// value repeated has a zero byte, which the classic bit trick tells for all eight at once
    /// (it may flag bytes above a zero byte too, never without one: exact as a yes or no).
    @inline(__always)
    private static func hasTextStop(_ w: UInt64) -> Bool {
        @inline(__always) func zeroByte(_ x: UInt64) -> UInt64 { (x &- 0x0101_0101_0101_0101) & ~x }
        let found = zeroByte(w ^ 0x3C3C_3C3C_3C3C_3C3C) | zeroByte(w ^ 0x2626_2626_2626_2626)
            | zeroByte(w ^ 0x0A0A_0A0A_0A0A_0A0A) | zeroByte(w ^ 0x0D0D_0D0D_0D0D_0D0D) | zeroByte(w ^ 0x3E3E_3E3E_3E3E_3E3E)
        return found & 0x8080_8080_8080_8080 != 0
    }

    private func error(_ message: String) -> InputError {
        InputError(message, at: location())
    }

    /// An error at a byte offset not yet reached (found by the first pass over the bytes).
    private func errorAtOffset(_ offset: Int, _ message: String) -> InputError {
        var line = 1
        var lineStart = 0
        for i in 0..<offset where bytes[i] == UInt8(ascii: "\n") {
            line += 1
            lineStart = i + 1
        }
        var column = 1
        for i in lineStart..<offset where bytes[i] & 0xC0 != 0x80 { column += 1 }
        return InputError(message, at: SourceLocation(file, line: line, column: column))
    }

    /// What is at the current position, for a message: "`x`" or "the end of the file".
    private func describeHere() -> String {
        guard index < bytes.count else { return "the end of the file" }
        var end = index
        while end < bytes.count, end - index < 12, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return "`" + String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self) + "`"
    }
}
