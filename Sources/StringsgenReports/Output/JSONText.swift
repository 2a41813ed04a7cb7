import StringsgenModel

/// Writes JSON by hand: members in the order given, 2-space indentation, `": "` after keys,
/// a final newline. Foundation's encoders sort or shuffle keys and are slow; reports must be
/// byte-for-byte deterministic.
public enum JSONText {
    /// `value` as an indented document ending with a newline.
    public static func document(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: 0, into: &out)
        out += "\n"
        return out
    }

    /// `s` as a JSON string literal: quotes and backslashes escaped, `\n`, `\r`, `\t` in short
    /// form, every other control character (and DEL, U+2028, U+2029, which break inline
    /// `<script>`s and some parsers) as `\u00XX`. Everything else is kept as UTF-8.
    public static func quoted(_ s: String) -> String {
        var out = ""
        appendQuoted(s, to: &out)
        return out
    }

    static func appendQuoted(_ s: String, to out: inout String) {
        out.unicodeScalars.append("\"")
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
                out += "\\u" + hex4(scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out.unicodeScalars.append("\"")
    }

    private static func hex4(_ v: UInt32) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(v >> 12 & 0xF)], digits[Int(v >> 8 & 0xF)], digits[Int(v >> 4 & 0xF)], digits[Int(v & 0xF)]])
    }

    private static func write(_ value: JSONValue, indent: Int, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let text): out += text
        case .string(let s): appendQuoted(s, to: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (i, item) in items.enumerated() {
                pad(indent + 1, &out)
                write(item, indent: indent + 1, into: &out)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            pad(indent, &out)
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (i, member) in members.enumerated() {
                pad(indent + 1, &out)
                appendQuoted(member.key, to: &out)
                out += ": "
                write(member.value, indent: indent + 1, into: &out)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            pad(indent, &out)
            out += "}"
        }
    }

    private static func pad(_ level: Int, _ out: inout String) {
        out += String(repeating: "  ", count: level)
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
