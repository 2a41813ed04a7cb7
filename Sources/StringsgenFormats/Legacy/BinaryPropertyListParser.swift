import StringsgenModel

/// A reader of binary property lists (`bplist00`), the form compiled frameworks ship their
/// `.strings` and `.stringsdict` files in.
///
/// A binary plist has no lines, so every location it yields is line 1, column 1 of the file.
/// Every offset and count is checked before use: a truncated or hostile file is an
/// `InputError`, never a trap.
struct BinaryPropertyListParser {
    private let bytes: [UInt8]
    private let file: String
    private let offsetIntSize: Int
    private let objectRefSize: Int
    private let objectCount: Int
    private let offsetTableStart: Int
    /// Objects being decoded, to refuse a file whose containers contain themselves.
    private var inProgress: Set<Int> = []
    /// Objects decoded so far; shared references could otherwise make decoding exponential.
    private var work = 0

    static func isBinaryPropertyList(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 8 && Array(bytes[0..<8]) == Array("bplist00".utf8)
    }

    static func parse(_ bytes: [UInt8], file: String) throws(InputError) -> PlistNode {
        var parser = try BinaryPropertyListParser(bytes: bytes, file: file)
        return try parser.parseRoot()
    }

    private static func failure(_ message: String, file: String) -> InputError {
        InputError(message, at: SourceLocation(file: file, line: 1, column: 1))
    }

    private init(bytes: [UInt8], file: String) throws(InputError) {
        self.bytes = bytes
        self.file = file
        let n = bytes.count
        guard Self.isBinaryPropertyList(bytes) else {
            throw Self.failure("expected a binary property list starting with `bplist00`", file: file)
        }
        guard n >= 8 + 32 else {
            throw Self.failure("truncated binary property list: expected a 32-byte trailer after the header", file: file)
        }
        let trailer = n - 32
        offsetIntSize = Int(bytes[trailer + 6])
        objectRefSize = Int(bytes[trailer + 7])
        let count = Self.bigEndian(bytes, trailer + 8, 8)
        let top = Self.bigEndian(bytes, trailer + 16, 8)
        let tableOffset = Self.bigEndian(bytes, trailer + 24, 8)
        guard (1...8).contains(offsetIntSize), (1...8).contains(objectRefSize) else {
            throw Self.failure("truncated or damaged binary property list: expected offset and reference sizes of 1 to 8 bytes in the trailer", file: file)
        }
        guard count >= 1, count <= UInt64(n), top < count, tableOffset >= 8, tableOffset < UInt64(trailer),
              case let tableBytes = count * UInt64(offsetIntSize), tableOffset + tableBytes <= UInt64(trailer)
        else {
            throw Self.failure("truncated or damaged binary property list: expected the trailer's object count and offset table to fit in the file", file: file)
        }
        objectCount = Int(count)
        offsetTableStart = Int(tableOffset)
        topObject = Int(top)
    }

    private let topObject: Int

    private static func bigEndian(_ bytes: [UInt8], _ start: Int, _ size: Int) -> UInt64 {
        var v: UInt64 = 0
        for k in 0..<size { v = v << 8 | UInt64(bytes[start + k]) }
        return v
    }

    private func fail(_ message: String) -> InputError { Self.failure(message, file: file) }

    private func read(_ start: Int, _ size: Int) throws(InputError) -> UInt64 {
        guard start >= 0, size >= 0, size <= 8, start <= bytes.count - size else {
            throw fail("truncated binary property list: expected \(size) more byte(s) at offset \(start)")
        }
        return Self.bigEndian(bytes, start, size)
    }

    private func offset(ofObject ref: Int) throws(InputError) -> Int {
        guard ref >= 0, ref < objectCount else {
            throw fail("damaged binary property list: object reference \(ref) is out of range; expected fewer than \(objectCount)")
        }
        let value = try read(offsetTableStart + ref * offsetIntSize, offsetIntSize)
        guard value >= 8, value < UInt64(offsetTableStart) else {
            throw fail("damaged binary property list: object \(ref) has offset \(value), outside the object area")
        }
        return Int(value)
    }

    private mutating func parseRoot() throws(InputError) -> PlistNode {
        try parseObject(topObject, depth: 0)
    }

    /// The length of an object whose marker's low nibble is `nibble`, and where its content starts.
    private func lengthAndStart(nibble: UInt8, after markerOffset: Int) throws(InputError) -> (Int, Int) {
        if nibble != 0x0F { return (Int(nibble), markerOffset + 1) }
        let intMarker = try read(markerOffset + 1, 1)
        guard intMarker & 0xF0 == 0x10, intMarker & 0x0F <= 3 else {
            throw fail("damaged binary property list: expected an integer length after the marker at offset \(markerOffset)")
        }
        let size = 1 << Int(intMarker & 0x0F)
        let length = try read(markerOffset + 2, size)
        guard length <= UInt64(bytes.count) else {
            throw fail("truncated binary property list: an object at offset \(markerOffset) claims \(length) elements")
        }
        return (Int(length), markerOffset + 2 + size)
    }

    private mutating func parseObject(_ ref: Int, depth: Int) throws(InputError) -> PlistNode {
        let here = SourceLocation(file: file, line: 1, column: 1)
        work += 1
        guard depth < plistMaximumDepth, work <= 4 * objectCount + 1_000 else {
            throw fail("damaged binary property list: objects nest too deeply or are shared too often")
        }
        guard !inProgress.contains(ref) else {
            throw fail("damaged binary property list: object \(ref) contains itself")
        }
        let start = try offset(ofObject: ref)
        let marker = UInt8(try read(start, 1))
        let nibble = marker & 0x0F
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return PlistNode(value: .bool(false), location: here)
            case 0x09: return PlistNode(value: .bool(true), location: here)
            default: throw fail("unsupported binary property list object 0x\(DecodedText.hexByte(marker)) (null or fill) at offset \(start)")
            }
        case 0x1:
            guard nibble <= 4 else { throw fail("damaged binary property list: bad integer size at offset \(start)") }
            let size = 1 << Int(nibble)
            // 16-byte integers: the low 8 bytes hold the value.
            let value = try read(start + 1 + max(0, size - 8), min(size, 8))
            let text = size >= 8 ? String(Int64(bitPattern: value)) : String(value)
            return PlistNode(value: .integer(text), location: here)
        case 0x2:
            guard nibble == 2 || nibble == 3 else { throw fail("damaged binary property list: bad real size at offset \(start)") }
            let raw = try read(start + 1, 1 << Int(nibble))
            let value = nibble == 2 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: raw))) : Double(bitPattern: raw)
            return PlistNode(value: .real(String(value)), location: here)
        case 0x3:
            let raw = try read(start + 1, 8)
            return PlistNode(value: .date(String(Double(bitPattern: raw))), location: here)
        case 0x4:
            let (length, content) = try lengthAndStart(nibble: nibble, after: start)
            guard content <= bytes.count - length else { throw fail("truncated binary property list: data at offset \(start) runs past the end") }
            return PlistNode(value: .data, location: here)
        case 0x5:
            let (length, content) = try lengthAndStart(nibble: nibble, after: start)
            guard content <= bytes.count - length else { throw fail("truncated binary property list: a string at offset \(start) runs past the end") }
            var view = String.UnicodeScalarView()
            for b in bytes[content..<(content + length)] { view.append(Unicode.Scalar(b)) }
            return PlistNode(value: .string(String(view)), location: here)
        case 0x6:
            let (length, content) = try lengthAndStart(nibble: nibble, after: start)
            guard length <= bytes.count / 2, content <= bytes.count - 2 * length else {
                throw fail("truncated binary property list: a string at offset \(start) runs past the end")
            }
            var view = String.UnicodeScalarView()
            var k = content
            let end = content + 2 * length
            while k < end {
                let u = UInt16(bytes[k]) << 8 | UInt16(bytes[k + 1])
                k += 2
                if u < 0xD800 || u > 0xDFFF { view.append(Unicode.Scalar(UInt32(u))!); continue }
                guard u <= 0xDBFF, k < end, case let low = UInt16(bytes[k]) << 8 | UInt16(bytes[k + 1]),
                      low >= 0xDC00, low <= 0xDFFF
                else {
                    throw fail("invalid UTF-16 in the string at offset \(start): expected a high surrogate followed by a low one")
                }
                k += 2
                view.append(Unicode.Scalar(0x10000 + (UInt32(u - 0xD800) << 10 | UInt32(low - 0xDC00)))!)
            }
            return PlistNode(value: .string(String(view)), location: here)
        case 0xA, 0xD:
            let isDict = marker >> 4 == 0xD
            let (count, content) = try lengthAndStart(nibble: nibble, after: start)
            let refs = isDict ? 2 * count : count
            guard refs <= bytes.count, content <= bytes.count - refs * objectRefSize else {
                throw fail("truncated binary property list: a \(isDict ? "dictionary" : "array") at offset \(start) runs past the end")
            }
            func child(_ k: Int) -> Int { Int(clamping: Self.bigEndian(bytes, content + k * objectRefSize, objectRefSize)) }
            inProgress.insert(ref)
            defer { inProgress.remove(ref) }
            if !isDict {
                var items: [PlistNode] = []
                for k in 0..<count { items.append(try parseObject(child(k), depth: depth + 1)) }
                return PlistNode(value: .array(items), location: here)
            }
            var members: [PlistMember] = []
            for k in 0..<count {
                let keyNode = try parseObject(child(k), depth: depth + 1)
                guard let key = keyNode.stringValue else {
                    throw fail("damaged binary property list: expected a string key in the dictionary at offset \(start), found \(keyNode.elementName)")
                }
                let value = try parseObject(child(count + k), depth: depth + 1)
                members.append(PlistMember(key: key, keyLocation: here, value: value))
            }
            try rejectDuplicateKeys(members)
            return PlistNode(value: .dict(members), location: here)
        default:
            throw fail("unsupported binary property list object 0x\(DecodedText.hexByte(marker)) at offset \(start); expected a string, number, array or dictionary")
        }
    }
}
