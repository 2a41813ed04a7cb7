#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StringsgenModel

/// A pull parser over JSON bytes that knows, at every token, its line and column.
///
/// Readers drive it member by member (`beginObject`, `nextKey`, `readString`, ...), so a
/// catalog is decoded straight into the model without building a generic tree first; members
/// a reader does not know are read whole with `readValue` and kept. Line breaks can only occur
/// in white space in valid JSON, so the line count is kept while skipping it.
struct JSONScanner: ~Copyable {
    private let bytes: UnsafeBufferPointer<UInt8>
    private(set) var index = 0
    private var line = 1
    private var lineStart = 0
    let sourceFile: SourceFile
    /// The last column worked out, so the next one on the same line is counted from there:
    /// locations cost time in proportion to the distance between them, not to the line's
    /// length (a catalog written on one line would otherwise take quadratic time).
    private let columns = ColumnCache()

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.init(bytes: bytes, sourceFile: SourceFile(file))
        // A UTF-8 byte order mark is tolerated (Xcode never writes one).
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3; lineStart = 3 }
    }

    /// A scanner that starts at `mark` (a position another scanner of the same bytes found).
    init(bytes: UnsafeBufferPointer<UInt8>, sourceFile: SourceFile, at mark: Mark = Mark(offset: 0, line: 1, lineStart: 0)) {
        self.bytes = bytes
        self.sourceFile = sourceFile
        self.index = mark.offset
        self.line = mark.line
        self.lineStart = mark.lineStart
    }

    // MARK: Positions and errors

    /// A position and the line it is on, from which its location is worked out only when one
    /// is needed (most positions never are).
    struct Mark {
        var offset: Int
        var line: Int
        var lineStart: Int
    }

    /// The current position (call `peek()` first to skip white space).
    var mark: Mark { Mark(offset: index, line: line, lineStart: lineStart) }

    /// Goes on from `mark` (where another scanner of the same bytes stopped).
    mutating func move(to mark: Mark) {
        index = mark.offset
        line = mark.line
        lineStart = mark.lineStart
    }

    /// The location of a mark: the column counts the scalars from the start of its line, or
    /// from the last location worked out on that line, whichever is nearer.
    func location(of mark: Mark) -> SourceLocation {
        let column: Int
        if columns.lineStart == mark.lineStart, columns.offset <= mark.offset,
           mark.offset - columns.offset <= mark.offset - mark.lineStart {
            column = columns.column + scalars(from: columns.offset, to: mark.offset)
        } else if columns.lineStart == mark.lineStart, mark.offset < columns.offset,
                  columns.offset - mark.offset < mark.offset - mark.lineStart {
            column = columns.column - scalars(from: mark.offset, to: columns.offset)
        } else {
            column = 1 + scalars(from: mark.lineStart, to: mark.offset)
        }
        columns.lineStart = mark.lineStart
        columns.offset = mark.offset
        columns.column = column
        return SourceLocation(sourceFile, line: mark.line, column: column)
    }

    /// The number of scalars that start in `from..<to` (bytes that are not continuation bytes).
    private func scalars(from: Int, to: Int) -> Int {
        var count = 0
        var i = from
        while i < to {
            if bytes[i] & 0xC0 != 0x80 { count += 1 }
            i += 1
        }
        return count
    }

    /// The location of the byte at `offset`, which must be on the current line.
    func location(at offset: Int) -> SourceLocation {
        location(of: Mark(offset: offset, line: line, lineStart: lineStart))
    }

    var currentLocation: SourceLocation { location(at: index) }

    func error(_ message: String, at offset: Int? = nil) -> InputError {
        InputError(message, at: location(at: offset ?? index))
    }

    /// What is at the current position, worded for an error message.
    private var found: String {
        guard index < bytes.count else { return "the end of the file" }
        let b = bytes[index]
        switch b {
        case UInt8(ascii: "{"): return "an object"
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a boolean"
        case UInt8(ascii: "n"): return "null"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
        case 0x21...0x7E: return "'\(Character(Unicode.Scalar(b)))'"
        default: return "byte 0x\(String(b, radix: 16, uppercase: true))"
        }
    }

    // MARK: Structure

    /// Eight bytes at `offset` (which must leave eight in the buffer), first byte lowest.
    @inline(__always)
    private func word(at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    mutating func skipWhitespace() {
        let count = bytes.count
        while index < count {
            switch bytes[index] {
            case UInt8(ascii: " "):
                index += 1
                // Indentation comes in runs of spaces: take them eight at a time, and find the
                // first other byte of the last eight without a loop.
                while index &+ 8 <= count {
                    let others = word(at: index) ^ 0x2020_2020_2020_2020
                    if others != 0 {
                        index &+= others.trailingZeroBitCount >> 3
                        break
                    }
                    index &+= 8
                }
            case UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\r"):
                // A CR on its own ends a line too (classic Mac line ends); CR LF is one break.
                index += 1
                if index >= count || bytes[index] != UInt8(ascii: "\n") {
                    line += 1
                    lineStart = index
                }
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    /// The byte at the current position after white space, without consuming it.
    @inline(__always)
    mutating func peek() -> UInt8? {
        // Most calls are already at a token: no call to skip nothing.
        if index < bytes.count, bytes[index] > 0x20 { return bytes[index] }
        skipWhitespace()
        return index < bytes.count ? bytes[index] : nil
    }

    /// Consumes `{`, or fails saying that `what` must be an object.
    mutating func beginObject(_ what: @autoclosure () -> String) throws(InputError) -> ObjectCursor {
        guard peek() == UInt8(ascii: "{") else { throw error("expected an object for \(what()), found \(found)") }
        let cursor = ObjectCursor(opened: mark)
        index += 1
        return cursor
    }

    /// The location where the cursor's object or array opened.
    func openedAt(_ cursor: ObjectCursor) -> SourceLocation { location(of: cursor.opened) }

    /// The next member's name, not yet decoded, or nil after the closing `}`. Readers match
    /// names they know with `name(_:is:)` and decode only the names they keep (keys, locales).
    mutating func nextName(_ cursor: inout ObjectCursor) throws(InputError) -> Name? {
        var next = peek()
        if next == UInt8(ascii: "}") {
            index += 1
            return nil
        }
        if cursor.count > 0 {
            guard next == UInt8(ascii: ",") else {
                throw next == nil
                    ? error("unexpected end of file: expected '}' to close the object opened at \(position(of: cursor))")
                    : error("expected ',' or '}' after a member of an object, found \(found)")
            }
            index += 1
            next = peek()
            guard next != nil else { throw error("unexpected end of file: expected a member name in quotes") }
        }
        guard next == UInt8(ascii: "\"") else {
            throw next == nil
                ? error("unexpected end of file: expected '}' to close the object opened at \(position(of: cursor))")
                : error("expected a member name in quotes, found \(found)")
        }
        let name = try scanString()
        guard peek() == UInt8(ascii: ":") else {
            let text = try string(of: name)
            throw error("expected ':' after the member name \"\(text)\", found \(found)")
        }
        index += 1
        cursor.count += 1
        return name
    }

    private func position(of cursor: ObjectCursor) -> String {
        let opened = location(of: cursor.opened)
        return "line \(opened.line), column \(opened.column)"
    }

    /// Whether a member name is `literal` (compared as bytes; a name written with escapes is
    /// decoded first).
    func name(_ name: Name, is literal: StaticString) -> Bool {
        let length = name.end - name.start
        if name.hasEscape { return (try? string(of: name)).map { $0 == literal.description } ?? false }
        guard length == literal.utf8CodeUnitCount else { return false }
        return literal.withUTF8Buffer { expected in
            memcmp(bytes.baseAddress! + name.start, expected.baseAddress!, length) == 0
        }
    }

    /// The error for a member written twice in one object: JSON readers keep one of the two.
    func duplicateMember(_ key: String, at name: Name, firstAt first: SourceLocation? = nil) -> InputError {
        let also = first.map { " (first at line \($0.line), column \($0.column))" } ?? ""
        return InputError(
            "the member \"\(key)\" is written twice in one object\(also); keep one (a JSON reader would silently drop the other)",
            at: location(of: name.mark))
    }

    /// The next member's name and where it is, or nil after the closing `}`.
    mutating func nextKey(_ cursor: inout ObjectCursor) throws(InputError) -> (key: String, location: SourceLocation)? {
        guard let name = try nextName(&cursor) else { return nil }
        return (try string(of: name), location(of: name.mark))
    }

    /// Consumes `[`, or fails saying that `what` must be an array.
    mutating func beginArray(_ what: @autoclosure () -> String) throws(InputError) -> ObjectCursor {
        guard peek() == UInt8(ascii: "[") else { throw error("expected an array for \(what()), found \(found)") }
        let cursor = ObjectCursor(opened: mark)
        index += 1
        return cursor
    }

    /// Whether another element follows (consuming the `,` before it), false after the closing `]`.
    mutating func nextElement(_ cursor: inout ObjectCursor) throws(InputError) -> Bool {
        let next = peek()
        if next == UInt8(ascii: "]") {
            index += 1
            return false
        }
        if cursor.count > 0 {
            guard next == UInt8(ascii: ",") else {
                throw next == nil
                    ? error("unexpected end of file: expected ']' to close the array opened at \(position(of: cursor))")
                    : error("expected ',' or ']' after an element of an array, found \(found)")
            }
            index += 1
        }
        guard peek() != nil else { throw error("unexpected end of file: expected a value") }
        cursor.count += 1
        return true
    }

    // MARK: Values

    /// Reads a string value, or fails saying that `what` must be a string.
    mutating func readString(_ what: @autoclosure () -> String) throws(InputError) -> String {
        guard peek() == UInt8(ascii: "\"") else { throw error("expected a string for \(what()), found \(found)") }
        return try readStringToken()
    }

    /// Reads a string value, or `null` as nil (a script-written catalog, Mammoth's, writes
    /// `"comment": null` for "no comment", which Xcode's decoding of an optional reads so too).
    mutating func readOptionalString(_ what: @autoclosure () -> String) throws(InputError) -> String? {
        if peek() == UInt8(ascii: "n") {
            let start = index
            if case .null? = try? readValue() { return nil }
            index = start
        }
        return try readString(what())
    }

    mutating func readBool(_ what: @autoclosure () -> String) throws(InputError) -> Bool {
        let start = index
        if let value = try? readValue(), case .bool(let b) = value { return b }
        index = start
        throw error("expected true or false for \(what()), found \(found)")
    }

    mutating func readInteger(_ what: @autoclosure () -> String) throws(InputError) -> Int {
        _ = peek()
        let start = index
        if let value = try? readValue(), case .number(let text) = value, let n = Int(text) { return n }
        index = start
        throw error("expected an integer for \(what()), found \(found)")
    }

    /// Reads any value whole (for members this tool does not know, and for generic documents).
    mutating func readValue(depth: Int = 0) throws(InputError) -> JSONValue {
        guard depth < 512 else { throw error("nesting deeper than 512 levels") }
        guard let next = peek() else { throw error("unexpected end of file: expected a value") }
        switch next {
        case UInt8(ascii: "{"):
            var cursor = try beginObject("a value")
            var members: [JSONMember] = []
            var names = MemberNames()
            while let name = try nextName(&cursor) {
                let key = try string(of: name)
                guard names.isNew(key, count: members.count, previous: { members[$0].key }) else {
                    throw duplicateMember(key, at: name)
                }
                members.append(JSONMember(key: key, value: try readValue(depth: depth + 1)))
            }
            return .object(members)
        case UInt8(ascii: "["):
            let opened = currentLocation
            index += 1
            var elements: [JSONValue] = []
            if peek() == UInt8(ascii: "]") { index += 1; return .array([]) }
            while true {
                elements.append(try readValue(depth: depth + 1))
                switch peek() {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "]"): index += 1; return .array(elements)
                case nil:
                    throw error("unexpected end of file: expected ']' to close the array opened at line \(opened.line), column \(opened.column)")
                default: throw error("expected ',' or ']' after an element of an array, found \(found)")
                }
            }
        case UInt8(ascii: "\""):
            return .string(try readStringToken())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try readNumberToken())
        default:
            throw error("expected a value (an object, array, string, number, true, false or null), found \(found)")
        }
    }

    /// After the top-level value: only white space may follow.
    mutating func expectEnd() throws(InputError) {
        if peek() != nil { throw error("expected the end of the file after the top-level value, found \(found)") }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(InputError) {
        let start = index
        let count = literal.utf8CodeUnitCount
        let matches = literal.withUTF8Buffer { expected in
            index + count <= bytes.count && (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
        }
        guard matches else { throw error("expected a value (an object, array, string, number, true, false or null)", at: start) }
        index += count
    }

    private mutating func readNumberToken() throws(InputError) -> String {
        let start = index
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let intStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        guard index > intStart else { throw error("expected a digit in the number", at: index) }
        if bytes[intStart] == UInt8(ascii: "0"), index - intStart > 1 {
            throw error("a number cannot start with 0 followed by more digits", at: intStart)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > fractionStart else { throw error("expected a digit after the decimal point", at: index) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let exponentStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > exponentStart else { throw error("expected a digit in the exponent", at: index) }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// A string token read but not yet decoded: its bytes between the quotes, and where its
    /// opening quote is.
    struct Name {
        let mark: Mark
        let start: Int
        let end: Int
        let hasEscape: Bool
        let hasNonASCII: Bool
    }

    /// Reads a string token at the current `"`.
    private mutating func readStringToken() throws(InputError) -> String {
        try string(of: try scanString())
    }

    /// Finds the end of the string token at the current `"`, eight bytes at a time where no
    /// quote, backslash or control character is among them. Raw control characters are located
    /// to the byte.
    private mutating func scanString() throws(InputError) -> Name {
        let mark = self.mark
        let open = index
        index += 1
        let start = index
        let count = bytes.count
        var hasEscape = false
        var highBits: UInt64 = 0
        while true {
            while index &+ 8 <= count {
                let w = word(at: index)
                let special = Self.specialBytes(w)
                if special == 0 {
                    highBits |= w
                    index &+= 8
                    continue
                }
                // The lowest flagged byte is a real one (only bytes above a real one can be
                // flagged falsely); the bytes below it are ordinary.
                let ordinary = special.trailingZeroBitCount >> 3
                highBits |= w & ((1 << (UInt64(ordinary) << 3)) &- 1)
                index &+= ordinary
                break
            }
            guard index < count else {
                throw error("unexpected end of file: expected '\"' to close the string that starts here", at: open)
            }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") { break }
            if b == UInt8(ascii: "\\") {
                hasEscape = true
                index += 2
                continue
            }
            if b < 0x20 {
                throw b == UInt8(ascii: "\n")
                    ? error("expected '\"' to close the string before the end of the line (write a line break as \\n)", at: index)
                    : error("a control character (U+\(hex4(UInt32(b)))) must be escaped in a string", at: index)
            }
            highBits |= UInt64(b)
            index += 1
        }
        let end = index
        index += 1
        return Name(mark: mark, start: start, end: end, hasEscape: hasEscape, hasNonASCII: highBits & 0x8080_8080_8080_8080 != 0)
    }

    /// The high bit of each byte of `w` that is `"`, `\` or below 0x20, and possibly of bytes
    /// above such a byte (the borrow of the subtraction), never of bytes below the first one.
    @inline(__always)
    private static func specialBytes(_ w: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quote = w ^ 0x2222_2222_2222_2222
        let backslash = w ^ 0x5C5C_5C5C_5C5C_5C5C
        let zeroQuote = (quote &- ones) & ~quote
        let zeroBackslash = (backslash &- ones) & ~backslash
        let control = (w &- 0x2020_2020_2020_2020) & ~w
        return (zeroQuote | zeroBackslash | control) & 0x8080_8080_8080_8080
    }

    /// The text of a string token. The common case, no escapes, decodes the bytes in one step;
    /// invalid UTF-8 is located to the byte.
    func string(of name: Name) throws(InputError) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[name.start..<name.end])
        if name.hasNonASCII {
            if !name.hasEscape {
                // Decoding replaces invalid UTF-8, which changes the bytes: the same bytes were
                // valid. (One validation, as in `String(validating:as:)`, whose generic code
                // looks up type metadata on every call.)
                var text = String(decoding: raw, as: UTF8.self)
                let unchanged = text.withUTF8 { $0.count == raw.count && memcmp($0.baseAddress!, raw.baseAddress!, raw.count) == 0 }
                if unchanged { return text }
            }
            try validateUTF8(name.start..<name.end, on: name.mark)
        }
        if !name.hasEscape { return String(decoding: raw, as: UTF8.self) }
        return try unescape(name.start..<name.end, on: name.mark)
    }

    private func validateUTF8(_ range: Range<Int>, on token: Mark) throws(InputError) {
        var i = range.lowerBound
        while i < range.upperBound {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let length: Int
            var minimum: UInt32
            switch b {
            case 0xC2...0xDF: length = 2; minimum = 0x80
            case 0xE0...0xEF: length = 3; minimum = 0x800
            case 0xF0...0xF4: length = 4; minimum = 0x10000
            default: throw invalidUTF8(at: i, on: token)
            }
            guard i + length <= range.upperBound else { throw invalidUTF8(at: i, on: token) }
            var scalar = UInt32(b) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for k in 1..<length {
                let c = bytes[i + k]
                guard c & 0xC0 == 0x80 else { throw invalidUTF8(at: i, on: token) }
                scalar = scalar << 6 | UInt32(c & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { throw invalidUTF8(at: i, on: token) }
            minimum = 0
            i += length
        }
    }

    private func invalidUTF8(at offset: Int, on token: Mark) -> InputError {
        error("invalid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true))): the file must be UTF-8", at: offset, on: token)
    }

    /// An error at `offset` inside the string token at `token`. A string never spans lines,
    /// so the offset is on the token's line, wherever the scanner has moved on to since.
    private func error(_ message: String, at offset: Int, on token: Mark) -> InputError {
        InputError(message, at: location(of: Mark(offset: offset, line: token.line, lineStart: token.lineStart)))
    }

    private func unescape(_ range: Range<Int>, on token: Mark) throws(InputError) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        var i = range.lowerBound
        func appendScalar(_ scalar: UInt32) {
            var s = scalar
            if s > 0x10FFFF { s = 0xFFFD }
            for unit in UTF8.encode(Unicode.Scalar(s) ?? "\u{FFFD}")! { out.append(unit) }
        }
        while i < range.upperBound {
            let b = bytes[i]
            guard b == UInt8(ascii: "\\") else { out.append(b); i += 1; continue }
            guard i + 1 < range.upperBound else { throw error("expected an escape after '\\'", at: i, on: token) }
            let e = bytes[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "/"): out.append(UInt8(ascii: "/"))
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var unit = try hexUnit(at: i, end: range.upperBound, on: token)
                i += 4
                if (0xD800...0xDBFF).contains(unit), i + 6 <= range.upperBound, bytes[i] == UInt8(ascii: "\\"),
                   bytes[i + 1] == UInt8(ascii: "u") {
                    let low = try hexUnit(at: i + 2, end: range.upperBound, on: token)
                    if (0xDC00...0xDFFF).contains(low) {
                        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        i += 6
                    }
                }
                // A lone surrogate is no character: it cannot be held in a string, and replacing
                // it would change the catalog when it is written back.
                if (0xD800...0xDFFF).contains(unit) {
                    throw error(
                        "\\u\(hex4(unit)) is half of a UTF-16 surrogate pair without its other half; write the whole character",
                        at: i - 6, on: token)
                }
                appendScalar(unit)
            default:
                throw error("unknown escape '\\\(Character(Unicode.Scalar(e)))': expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: i - 2, on: token)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private func hexUnit(at offset: Int, end: Int, on token: Mark) throws(InputError) -> UInt32 {
        guard offset + 4 <= end else { throw error("expected four hex digits after \\u", at: offset, on: token) }
        var value: UInt32 = 0
        for k in 0..<4 {
            let c = bytes[offset + k]
            let digit: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw error("expected four hex digits after \\u", at: offset, on: token)
            }
            value = value << 4 | digit
        }
        return value
    }
}

/// The state of one object being read: where it opened (for "expected '}'" errors) and how
/// many members have been read (to know whether a ',' is due).
struct ObjectCursor {
    let opened: JSONScanner.Mark
    var count = 0
}

/// Where the last location was worked out (see `JSONScanner.location(of:)`).
private final class ColumnCache {
    var lineStart = -1
    var offset = 0
    var column = 1
}

/// The names of one object's members so far, to find one written twice: a JSON reader keeps
/// only one of two members with one name, so a second one would be lost without a word.
/// Names compare as bytes (`é` and `e` + U+0301 are two names, as in Foundation). A few names
/// are compared one by one; past that, a set of their bytes is built.
struct MemberNames {
    private var set: Set<[UInt8]>?
    /// Whether the names so far came in ascending byte order, as Xcode writes a catalog's
    /// locales and plural cases: a name after the last one is then new, with one comparison.
    private var ascending = true

    /// Whether `name` is not among the first `count` names, which `previous(i)` gives.
    mutating func isNew(_ name: String, count: Int, previous: (Int) -> String) -> Bool {
        if set == nil {
            if ascending {
                if count == 0 || KeyBytes.precedes(previous(count - 1), name) { return true }
                ascending = false
            }
            if count < 16 {
                for i in 0..<count where KeyBytes(previous(i)) == KeyBytes(name) { return false }
                return true
            }
            var all = Set<[UInt8]>(minimumCapacity: count * 2)
            for i in 0..<count { all.insert(Array(previous(i).utf8)) }
            set = all
        }
        return set!.insert(Array(name.utf8)).inserted
    }
}

func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

/// Reads a generic JSON document (configuration files, `Locales/*.json`) with located errors.
public enum JSONDocument {
    public static func parse(_ bytes: [UInt8], file: String) throws(InputError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(InputError) -> JSONValue in
            var scanner = JSONScanner(bytes: buffer, file: file)
            let value = try scanner.readValue()
            try scanner.expectEnd()
            return value
        }
    }
}
