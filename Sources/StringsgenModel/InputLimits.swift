/// Limits on what stringsgen reads, so that no input can exhaust the stack, the memory or the
/// time of a run, and names that become paths or code are safe to use as such.
public enum InputLimits {
    /// How deeply variations and substitutions may nest in one localization (a plural inside a
    /// device variation inside a substitution is 3). Xcode writes at most 2 or 3; every reader
    /// refuses more, so nothing that walks the model recurses deeper.
    public static let nestingLevels = 64

    /// The largest file read (1 GiB). A catalog of 100,000 keys in 7 languages is about 220 MB.
    public static let maximumFileBytes = 1 << 30

    /// Whether `name` has the shape of a BCP 47 language tag as catalogs and `.lproj` folders
    /// write them (`en`, `pt-BR`, `zh-Hans`, `es-419`, `en_GB`, `Base`): subtags of 1 to 8 ASCII
    /// letters or digits joined by `-` or `_`, the first made of letters, 64 bytes at most.
    /// Such a name is safe in a path: no `/`, no `..`, no NUL.
    public static func isLocaleIdentifier(_ name: String) -> Bool {
        // Read from the string itself: every localization of a catalog passes here, and a copy
        // of its bytes would be an allocation each.
        let bytes = name.utf8
        guard !bytes.isEmpty, bytes.count <= 64 else { return false }
        var subtagLength = 0
        var isFirstSubtag = true
        for b in bytes {
            switch b {
            case UInt8(ascii: "-"), UInt8(ascii: "_"):
                guard subtagLength > 0 else { return false }
                subtagLength = 0
                isFirstSubtag = false
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                subtagLength += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard !isFirstSubtag else { return false }
                subtagLength += 1
            default:
                return false
            }
            guard subtagLength <= 8 else { return false }
        }
        return subtagLength > 0
    }

    /// The message for a name that is not a locale identifier.
    public static func notALocale(_ name: String) -> String {
        "\"\(printable(name))\" is not a locale identifier: expected a BCP 47 language tag such as \"de\", \"pt-BR\" or \"zh-Hans\" (letters and digits in parts of 1 to 8, joined by '-')"
    }

    /// Whether `name` can name a table: a file name without a path separator, NUL or control
    /// character, not `.` or `..`, not starting with `.`, and at most 200 bytes (with an extension
    /// and a temporary suffix it must fit in a file name of 255 bytes).
    public static func isTableName(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= 200, !name.hasPrefix(".") else { return false }
        return !name.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }
    }

    /// `name` with control characters and line separators shown as `\u{…}`, for a message on one line.
    public static func printable(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            switch scalar.value {
            case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029:
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
