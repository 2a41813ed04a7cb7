import StringsgenModel

/// Text damaged on its way into the catalog: mojibake (UTF-8 read as Windows-1252 or Mac
/// Roman, as in `Ã©` for `é`, `â€”` or `‚Äî` for `—`), the replacement character U+FFFD left
/// where a byte could not be read, and control characters (anything below U+0020 but tab,
/// line feed and carriage return, DEL, U+0080–U+009F). A lone carriage return is a line break
/// Cocoa text views honour (Quicksilver's `\r` in the corpora is deliberate). Checked in
/// the source too, and in the source even of keys that are not translated.
public struct EncodingCheck: Check {
    public static let id = "encoding"
    public static let defaultSeverity = Severity.error
    public static let summary = "mojibake, replacement characters or control characters"

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        for localization in entry.localizationsCheckedEvenIfUntranslated { check(localization, entry, emit) }
    }

    private func check(_ localization: LintedLocalization, _ entry: LintedEntry, _ emit: (Finding) -> Void) {
        let locale = localization.locale
        for unit in localization.units {
            for damage in EncodingDamage.find(in: unit.value) {
                emit(finding(entry, locale, at: unit.location, damage.message(entry.subject(locale, unit.path))))
            }
        }
    }
}

/// One kind of damage found in a string, reported once per string.
enum EncodingDamage: Equatable {
    /// `text` is what the damaged characters read; `intended` what they were written as.
    case mojibake(text: String, intended: String)
    case replacementCharacter
    case controlCharacter(Unicode.Scalar)

    static func find(in value: String) -> [EncodingDamage] {
        // ASCII fast path: clean ASCII has no damage; anything else takes the full scan.
        for byte in value.utf8 {
            if byte >= 0x80 || (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F {
                return findInUnicode(value)
            }
        }
        return []
    }

    private static func findInUnicode(_ value: String) -> [EncodingDamage] {
        let scalars = Array(value.unicodeScalars)
        var mojibake: EncodingDamage?
        var replacement = false
        var control: Unicode.Scalar?
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            if mojibake == nil, s.value >= 0x80, let (length, intended) = decodeMisread(scalars, at: i) {
                mojibake = .mojibake(
                    text: String(String.UnicodeScalarView(scalars[i..<i + length])), intended: intended)
                i += length
                continue
            }
            if s == "\u{FFFD}" {
                replacement = true
            } else if control == nil, isControl(s, next: i + 1 < scalars.count ? scalars[i + 1] : nil) {
                control = s
            }
            i += 1
        }
        return [mojibake, replacement ? .replacementCharacter : nil, control.map(EncodingDamage.controlCharacter)]
            .compactMap { $0 }
    }

    private static func isControl(_ s: Unicode.Scalar, next: Unicode.Scalar?) -> Bool {
        switch s.value {
        case 0x09, 0x0A, 0x0D: false
        case 0..<0x20, 0x7F...0x9F: true
        default: false
        }
    }

    /// Whether the characters at `i` are the bytes of one UTF-8 character read as Windows-1252
    /// or Mac Roman; if so, how many characters they are and the character they were.
    private static func decodeMisread(_ scalars: [Unicode.Scalar], at i: Int) -> (Int, String)? {
        for table in [Misreading.windows1252, .macRoman] {
            guard let lead = table.byte(for: scalars[i]), table.misreadLeads.contains(lead) else { continue }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            guard i + length <= scalars.count else { continue }
            var bytes = [lead]
            for k in 1..<length {
                guard let b = table.byte(for: scalars[i + k]), b >= 0x80, b <= 0xBF else { break }
                bytes.append(b)
            }
            if bytes.count == length, let intended = String(validating: bytes, as: UTF8.self) {
                return (length, intended)
            }
        }
        return nil
    }

    func message(_ subject: String) -> String {
        switch self {
        case .mojibake(let text, let intended):
            "\(subject) has \(MessageText.quote(text)), text read in the wrong encoding: write \(MessageText.quote(intended)) instead"
        case .replacementCharacter:
            "\(subject) has the replacement character “\u{FFFD}”, left where text could not be read: retype the damaged word"
        case .controlCharacter(let scalar):
            "\(subject) has an invisible control character (U+\(hex(scalar.value))): delete it"
        }
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// A single-byte encoding that UTF-8 is often misread as.
struct Misreading: Sendable {
    /// The byte each character of 0x80–0xFF stands for.
    private let high: [Unicode.Scalar: UInt8]
    /// The UTF-8 lead bytes worth reporting: all of three and four bytes; of two bytes only
    /// those whose misreading is not ordinary text (`É»` is French, `Ã©` is not).
    let misreadLeads: Set<UInt8>

    func byte(for scalar: Unicode.Scalar) -> UInt8? {
        if scalar.value < 0x80 { return UInt8(scalar.value) }
        return high[scalar]
    }

    static let windows1252: Misreading = {
        var high: [Unicode.Scalar: UInt8] = [:]
        let specials = "€\u{81}‚ƒ„…†‡ˆ‰Š‹Œ\u{8D}Ž\u{8F}\u{90}‘’“”•–—˜™š›œ\u{9D}žŸ"
        for (offset, scalar) in specials.unicodeScalars.enumerated() { high[scalar] = UInt8(0x80 + offset) }
        for value in UInt32(0xA0)...0xFF { high[Unicode.Scalar(value)!] = UInt8(value) }
        // U+0080–U+009F as themselves too (Latin-1 readers).
        for value in UInt32(0x80)...0x9F where high[Unicode.Scalar(value)!] == nil {
            high[Unicode.Scalar(value)!] = UInt8(value)
        }
        return Misreading(high: high, misreadLeads: Set([0xC2, 0xC3, 0xC4, 0xC5, 0xD0, 0xD1]).union(0xE0...0xF4))
    }()

    static let macRoman: Misreading = {
        var high: [Unicode.Scalar: UInt8] = [:]
        let chars = "ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü†°¢£§•¶ß®©™´¨≠ÆØ∞±≤≥¥µ∂∑∏π∫ªºΩæø"
            + "¿¡¬√ƒ≈∆«»…\u{A0}ÀÃÕŒœ–—“”‘’÷◊ÿŸ⁄€‹›ﬁﬂ‡·‚„‰ÂÊÁËÈÍÎÏÌÓÔ\u{F8FF}ÒÚÛÙıˆ˜¯˘˙˚¸˝˛ˇ"
        for (offset, scalar) in chars.unicodeScalars.enumerated() { high[scalar] = UInt8(0x80 + offset) }
        return Misreading(high: high, misreadLeads: Set([0xC2, 0xC3, 0xC4, 0xC5]).union(0xE0...0xF4))
    }()
}
