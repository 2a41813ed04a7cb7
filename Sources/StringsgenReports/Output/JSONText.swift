import StringsgenModel

/// Writes JSON by hand: members in the order given, 2-space indentation, `": "` after keys,
/// a final newline. Foundation's encoders sort or shuffle keys and are slow; reports must be
/// byte-for-byte deterministic.
public enum JSONText {
    /// `value` as an indented document ending with a newline.
    public static func document(_ value: JSONValue) -> String {
        // Written as UTF-8 bytes, made a String once: appending to a String piece by piece
        // (and scalar by scalar inside string literals) cost hundreds of instructions a byte.
        var out: [UInt8] = []
        write(value, indent: 0, into: &out)
        out.append(UInt8(ascii: "\n"))
        return String(decoding: out, as: UTF8.self)
    }

    /// `s` as a JSON string literal: quotes and backslashes escaped, `\n`, `\r`, `\t` in short
    /// form, every other control character (and DEL, U+2028, U+2029, which break inline
    /// `<script>`s and some parsers) as `\u00XX`. Everything else is kept as UTF-8.
    public static func quoted(_ s: String) -> String {
        var out: [UInt8] = []
        appendQuoted(s, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func appendQuoted(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { bytes in
            // Bytes that need no escape are copied a run at a time.
            var run = 0
            var i = 0
            while i < bytes.count {
                let scalar: UInt32
                let length: Int
                switch bytes[i] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x00...0x1F, 0x7F:
                    scalar = UInt32(bytes[i])
                    length = 1
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
                case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                    scalar = bytes[i + 2] == 0xA8 ? 0x2028 : 0x2029
                    length = 3
                default:
                    i += 1
                    continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i]))
                appendEscape(scalar, to: &out)
                i += length
                run = i
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// `\"`, `\\`, `\n`, `\r`, `\t`, or `\uXXXX` (upper-case hex) for any other scalar.
    private static func appendEscape(_ scalar: UInt32, to out: inout [UInt8]) {
        switch scalar {
        case 0x22: put(#"\""#, &out)
        case 0x5C: put(#"\\"#, &out)
        case 0x0A: put(#"\n"#, &out)
        case 0x0D: put(#"\r"#, &out)
        case 0x09: put(#"\t"#, &out)
        default:
            let digits: StaticString = "0123456789ABCDEF"
            put(#"\u"#, &out)
            for shift: UInt32 in [12, 8, 4, 0] { out.append(digits.utf8Start[Int(scalar >> shift & 0xF)]) }
        }
    }

    private static func write(_ value: JSONValue, indent: Int, into out: inout [UInt8]) {
        switch value {
        case .null: put("null", &out)
        case .bool(let b): put(b ? "true" : "false", &out)
        case .number(let text): out.append(contentsOf: text.utf8)
        case .string(let s): appendQuoted(s, to: &out)
        case .array(let items):
            if items.isEmpty { put("[]", &out); return }
            put("[\n", &out)
            for (i, item) in items.enumerated() {
                pad(indent + 1, &out)
                write(item, indent: indent + 1, into: &out)
                put(i == items.count - 1 ? "\n" : ",\n", &out)
            }
            pad(indent, &out)
            put("]", &out)
        case .object(let members):
            if members.isEmpty { put("{}", &out); return }
            put("{\n", &out)
            for (i, member) in members.enumerated() {
                pad(indent + 1, &out)
                appendQuoted(member.key, to: &out)
                put(": ", &out)
                write(member.value, indent: indent + 1, into: &out)
                put(i == members.count - 1 ? "\n" : ",\n", &out)
            }
            pad(indent, &out)
            put("}", &out)
        }
    }

    private static func put(_ text: StaticString, _ out: inout [UInt8]) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    private static func pad(_ level: Int, _ out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }
}

/// Shorthands for building the `JSONValue` trees the renderers write.
extension JSONValue {
    static func obj(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(pairs.map { JSONMember(key: $0.key, value: $0.value) })
    }

    static func obj(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(members.map { JSONMember(key: $0.0, value: $0.1) })
    }

    static func int(_ n: Int) -> JSONValue { .number(String(n)) }

    static func optional(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }
}
