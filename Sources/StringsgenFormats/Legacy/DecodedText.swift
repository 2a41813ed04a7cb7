import StringsgenModel

/// A text file decoded to Unicode scalars, with what is needed to turn an index into a
/// 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line; a byte order mark is not part
/// of the text and takes no column. `\n`, `\r\n` and a lone `\r` each end a line.
struct DecodedText {
    let file: String
    let scalars: [Unicode.Scalar]
    /// The index of the first scalar of each line; `lineStarts[0] == 0`.
    private let lineStarts: [Int]

    init(file: String, scalars: [Unicode.Scalar]) {
        self.file = file
        self.scalars = scalars
        var starts = [0]
        var i = 0
        let n = scalars.count
        while i < n {
            let s = scalars[i].value
            if s == 0x0A {
                starts.append(i + 1)
            } else if s == 0x0D {
                if i + 1 < n, scalars[i + 1].value == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        self.lineStarts = starts
    }

    /// The location of the scalar at `index` (or of the end of the text, for `scalars.count`).
    func location(at index: Int) -> SourceLocation {
        // The last line start that is <= index.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(file: file, line: low + 1, column: index - lineStarts[low] + 1)
    }

    /// Decodes `bytes`: UTF-8 (with or without a BOM) or UTF-16 with a BOM; UTF-16 without a
    /// BOM is recognised when one of the first two bytes is zero and the other is not.
    static func decode(_ bytes: [UInt8], file: String) throws(InputError) -> DecodedText {
        let n = bytes.count
        // A UTF-16 byte order mark that a tool read as text and wrote back as two U+FFFD (EF BF
        // BD twice), the UTF-16 text left after it (iAPS's nl, ru and sk `Root.strings`): Foundation
        // reads no key in it. Said as such, not as a `�` where a key was expected.
        if n >= 8, bytes[0..<6].elementsEqual([0xEF, 0xBF, 0xBD, 0xEF, 0xBF, 0xBD]), (bytes[6] == 0) != (bytes[7] == 0) {
            let mark = bytes[7] == 0 ? "FF FE" : "FE FF"
            throw InputError(
                "the file starts with two U+FFFD (EF BF BD EF BF BD) and then UTF-16 text: its byte order mark was replaced by a tool that read it as text, and no key can be read; make the first six bytes the two of the mark, \(mark)",
                at: SourceLocation(file: file, line: 1, column: 1))
        }
        if n >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            return try decodeUTF8(bytes, from: 3, file: file)
        }
        if n >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE { return try decodeUTF16(bytes, from: 2, bigEndian: false, file: file) }
        if n >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF { return try decodeUTF16(bytes, from: 2, bigEndian: true, file: file) }
        if n >= 2, bytes[0] != 0, bytes[1] == 0 { return try decodeUTF16(bytes, from: 0, bigEndian: false, file: file) }
        if n >= 2, bytes[0] == 0, bytes[1] != 0 { return try decodeUTF16(bytes, from: 0, bigEndian: true, file: file) }
        return try decodeUTF8(bytes, from: 0, file: file)
    }

    /// Two uppercase hexadecimal digits, for messages about bytes.
    static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }

    private static func failure(_ message: String, after scalars: [Unicode.Scalar], file: String) -> InputError {
        let partial = DecodedText(file: file, scalars: scalars)
        return InputError(message, at: partial.location(at: scalars.count))
    }

    private static func decodeUTF8(_ bytes: [UInt8], from start: Int, file: String) throws(InputError) -> DecodedText {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count - start)
        let n = bytes.count
        var i = start
        while i < n {
            let b0 = bytes[i]
            if b0 < 0x80 {
                scalars.append(Unicode.Scalar(b0))
                i += 1
                continue
            }
            let length: Int
            let minimum: UInt32
            var value: UInt32
            switch b0 {
            case 0xC2...0xDF: length = 2; minimum = 0x80; value = UInt32(b0 & 0x1F)
            case 0xE0...0xEF: length = 3; minimum = 0x800; value = UInt32(b0 & 0x0F)
            case 0xF0...0xF4: length = 4; minimum = 0x10000; value = UInt32(b0 & 0x07)
            default:
                throw failure(
                    "invalid UTF-8: byte 0x\(hexByte(b0)) cannot start a character; expected a UTF-8 text file",
                    after: scalars, file: file)
            }
            guard i + length <= n else {
                throw failure(
                    "invalid UTF-8: the file ends inside a character; expected \(length - 1) more byte(s) after 0x\(hexByte(b0))",
                    after: scalars, file: file)
            }
            for k in 1..<length {
                let b = bytes[i + k]
                guard b & 0xC0 == 0x80 else {
                    throw failure(
                        "invalid UTF-8: byte 0x\(hexByte(b)) cannot continue a character; expected a UTF-8 text file",
                        after: scalars, file: file)
                }
                value = value << 6 | UInt32(b & 0x3F)
            }
            guard value >= minimum, let scalar = Unicode.Scalar(value) else {
                throw failure(
                    "invalid UTF-8: an overlong, surrogate or out-of-range character; expected a UTF-8 text file",
                    after: scalars, file: file)
            }
            scalars.append(scalar)
            i += length
        }
        return DecodedText(file: file, scalars: scalars)
    }

    private static func decodeUTF16(
        _ bytes: [UInt8], from start: Int, bigEndian: Bool, file: String
    ) throws(InputError) -> DecodedText {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity((bytes.count - start) / 2)
        let n = bytes.count
        guard (n - start) % 2 == 0 else {
            // Decode what is there first, so the error points at the end of the text.
            let whole = try? decodeUTF16(Array(bytes[0..<(n - 1)]), from: start, bigEndian: bigEndian, file: file)
            throw failure(
                "invalid UTF-16: the file has an odd number of bytes; expected two bytes per code unit",
                after: whole?.scalars ?? [], file: file)
        }
        func unit(_ i: Int) -> UInt16 {
            bigEndian ? UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]) : UInt16(bytes[i + 1]) << 8 | UInt16(bytes[i])
        }
        var i = start
        while i < n {
            let u = unit(i)
            if u < 0xD800 || u > 0xDFFF {
                scalars.append(Unicode.Scalar(UInt32(u))!)
                i += 2
                continue
            }
            guard u <= 0xDBFF, i + 3 < n, case let low = unit(i + 2), low >= 0xDC00, low <= 0xDFFF else {
                throw failure(
                    "invalid UTF-16: unpaired surrogate 0x\(String(u, radix: 16, uppercase: true)); expected a high surrogate followed by a low one",
                    after: scalars, file: file)
            }
            let value = 0x10000 + (UInt32(u - 0xD800) << 10 | UInt32(low - 0xDC00))
            scalars.append(Unicode.Scalar(value)!)
            i += 4
        }
        return DecodedText(file: file, scalars: scalars)
    }
}

extension Unicode.Scalar {
    var isPlistWhitespace: Bool {
        switch value {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0xFEFF, 0x2028, 0x2029: true
        default: false
        }
    }

    var isPlistHexDigit: Bool {
        switch value {
        case 0x30...0x39, 0x41...0x46, 0x61...0x66: true
        default: false
        }
    }

    var plistHexValue: UInt32 {
        switch value {
        case 0x30...0x39: value - 0x30
        case 0x41...0x46: value - 0x41 + 10
        default: value - 0x61 + 10
        }
    }
}
