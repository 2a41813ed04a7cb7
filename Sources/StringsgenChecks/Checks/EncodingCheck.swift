import StringsgenModel

/// Text damaged on its way into the catalog: mojibake (UTF-8 read as Windows-1252 or Mac
/// Roman, as in `Ã©` for `é`, `â€”` or `‚Äî` for `—`), the replacement character U+FFFD left
/// where a byte could not be read, and control characters (anything below U+0020 but tab,
/// line feed and carriage return, DEL, U+0080–U+009F). A lone carriage return is a line break
/// Cocoa text views honour (Quicksilver's `\r` in the corpora is deliberate). Checked in
/// the source too, and in the source even of keys that are not translated. Also a `\u`
/// escape in a `.strings` file, which Foundation does not read as one, and a second `;` after a
/// pair, where Foundation stops reading the file (`ReadingNote`).
public struct EncodingCheck: Check {
    public static let id = "encoding"
    public static let defaultSeverity = Severity.error
    public static let summary = "mojibake, replacement characters or control characters"
    public static let help = "Re-enter the text as UTF-8: sequences such as Ã© or â€” are text decoded with the wrong encoding, and U+FFFD or control characters are damage, not content."

    public init() {}

    /// Languages written with Han characters, kana or Hangul.
    static let cjkLanguages: Set<String> = ["zh", "ja", "ko", "yue"]

    /// Letters some languages write that are also the first character UTF-8 misread as
    /// Windows-1252 or Mac Roman shows for letters of Latin Extended-A (`Å` for U+0140–U+017F,
    /// `Ä` for U+0100–U+013F), in languages that write none of those.
    static let nativeLetters: [String: Set<Character>] = [
        "da": ["Å"], "nb": ["Å"], "nn": ["Å"], "no": ["Å"], "sv": ["Å", "Ä"], "fi": ["Å", "Ä"],
        "de": ["Ä"], "gsw": ["Ä"], "lb": ["Ä"],
    ]

    /// Han, kana, Hangul and the CJK forms and punctuation (not the dashes and quotation marks
    /// mojibake usually stands for).
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF: true
        default: false
        }
    }

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        for localization in entry.localizationsCheckedEvenIfUntranslated { check(localization, entry, emit) }
        // A `\u203A` in a `.strings` file, which Foundation shows as “u203A” (Home Assistant's
        // “Settings \u203A %@” in 14 languages): the reader noted where.
        // And a second `;` after it, where Foundation stops reading the file.
        for note in entry.run.readingNotes(of: entry.key) where note.kind == .unknownEscape || note.kind == .endOfReading {
            emit(finding(entry, note.locale, at: note.location, "‘\(entry.key)’ in ‘\(note.locale)’ \(note.message)"))
        }
    }

    private func check(_ localization: LintedLocalization, _ entry: LintedEntry, _ emit: (Finding) -> Void) {
        let locale = localization.locale
        for unit in localization.units {
            for damage in EncodingDamage.find(in: unit.value) {
                // Text read in the wrong encoding only where what it was written as is in the
                // language's script: Spanish “aquí……” reads as the Windows-1252 bytes of “텅”,
                // and Portuguese “é…”” as those of “酔”, but neither language writes them.
                if case .mojibake(_, let intended) = damage, intended.unicodeScalars.contains(where: Self.isCJK),
                   !Self.cjkLanguages.contains(localization.lintLocale.language) {
                    continue
                }
                // Nor where it starts with a letter of the language: Norwegian “Navn Å–A” (a
                // sort order) reads as the Windows-1252 bytes of “Ŗ”, German “Ä–A” as those of
                // “Ė”. (Polish “Å‚” for “ł” is still damage: Polish writes no “Å”.)
                if case .mojibake(let text, _) = damage, let first = text.first,
                   Self.nativeLetters[localization.lintLocale.language]?.contains(first) == true {
                    continue
                }
                emit(finding(entry, locale, unit, damage.message(entry.subject(locale, unit))))
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
        if let found = value.utf8.withContiguousStorageIfAvailable({ find(inUTF8: $0) }) { return found }
        return Array(value.utf8).withUnsafeBufferPointer { find(inUTF8: $0) }
    }

    /// The scan works on the UTF-8 bytes of valid text (a Swift string's), decodes only the
    /// characters damage can start with, and allocates nothing unless it finds damage.
    private static func find(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [EncodingDamage] {
        let n = bytes.count
        var i = 0
        let stops = Misreading.stopBytes
        var mojibake: EncodingDamage?
        var foundMojibake = false
        var replacement = false
        var control: Unicode.Scalar?
        while i < n {
            // Skip what no damage starts with: ASCII text, tab and line breaks, continuation
            // bytes, and the first bytes of most non-ASCII text (Cyrillic, Arabic, CJK, ...).
            i = StopWord.next(in: bytes, from: i, stops)
            guard i < n else { break }
            let byte = bytes[i]
            if byte < 0x80 {
                if control == nil { control = Unicode.Scalar(byte) }
                i += 1
                continue
            }
            let (scalar, length) = UTF8Scalar.decode(bytes, at: i)
            // A misreading is two characters or more, the second non-ASCII (an ASCII
            // character is the byte it reads as, never a continuation byte).
            if !foundMojibake, i + length < n, bytes[i + length] >= 0x80, let (end, intended) = decodeMisread(bytes, at: i) {
                foundMojibake = true
                mojibake = .mojibake(text: String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<end]), as: UTF8.self), intended: intended)
                i = end
                continue
            }
            if scalar == 0xFFFD {
                replacement = true
            } else if control == nil, scalar >= 0x80, scalar <= 0x9F {
                control = Unicode.Scalar(scalar)
            }
            i += length
        }
        if !foundMojibake, !replacement, control == nil { return [] }
        return [mojibake, replacement ? .replacementCharacter : nil, control.map(EncodingDamage.controlCharacter)]
            .compactMap { $0 }
    }

    /// The scalar that `length` bytes (a lead byte and continuation bytes) encode, or nil when
    /// they are not valid UTF-8: an overlong form, a surrogate, or beyond U+10FFFF.
    /// (`String(validating:)` would do, but needs macOS 15.)
    private static func validScalar(_ bytes: (UInt8, UInt8, UInt8, UInt8), length: Int) -> Unicode.Scalar? {
        let (lead, b1, b2, b3) = bytes
        let value: UInt32
        let minimum: UInt32
        switch length {
        case 2:
            value = UInt32(lead & 0x1F) << 6 | UInt32(b1 & 0x3F)
            minimum = 0x80
        case 3:
            value = UInt32(lead & 0x0F) << 12 | UInt32(b1 & 0x3F) << 6 | UInt32(b2 & 0x3F)
            minimum = 0x800
        default:
            guard lead <= 0xF4 else { return nil }
            value = UInt32(lead & 0x07) << 18 | UInt32(b1 & 0x3F) << 12 | UInt32(b2 & 0x3F) << 6 | UInt32(b3 & 0x3F)
            minimum = 0x10000
        }
        guard value >= minimum else { return nil }
        return Unicode.Scalar(value)  // nil for surrogates and beyond U+10FFFF
    }

    /// Whether the characters at byte `i` are the bytes of one UTF-8 character read as
    /// Windows-1252 or Mac Roman; if so, the byte offset where they end and the character
    /// they were.
    private static func decodeMisread(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (Int, String)? {
        for table in Misreading.tables {
            let (scalar, first) = UTF8Scalar.decode(bytes, at: i)
            guard let lead = table.byte(forScalarValue: scalar), table.isMisreadLead(lead) else { continue }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            var misread: (UInt8, UInt8, UInt8, UInt8) = (lead, 0, 0, 0)
            var end = i + first
            var count = 1
            while count < length, end < bytes.count {
                let (next, size) = UTF8Scalar.decode(bytes, at: end)
                guard let b = table.byte(forScalarValue: next), b >= 0x80, b <= 0xBF else { break }
                switch count {
                case 1: misread.1 = b
                case 2: misread.2 = b
                default: misread.3 = b
                }
                count += 1
                end += size
            }
            guard count == length, let intended = validScalar(misread, length: length) else { continue }
            // French typography, not damage: a letter, a no-break space, then `»` or `«`
            // (`« Découvrabilité »`: é, U+00A0, » are the Latin-1 bytes E9 A0 BB of 頻).
            if length >= 3, misread.1 == 0xA0, misread.2 == 0xBB || misread.2 == 0xAB { continue }
            return (end, String(Character(intended)))
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
    /// For each character U+0080–U+00FF, the byte it stands for (0: none).
    private let latin1: [UInt8]
    /// The characters above U+00FF that stand for a byte, ascending, and their bytes.
    private let otherScalars: [UInt32]
    private let otherBytes: [UInt8]
    /// For each byte, whether it is a UTF-8 lead byte worth reporting: all of three and four
    /// bytes; of two bytes only those whose misreading is not ordinary text (`É»` is French,
    /// `Ã©` is not).
    private let misreadLeads: [Bool]

    init(high: [Unicode.Scalar: UInt8], misreadLeads: Set<UInt8>) {
        var latin1 = [UInt8](repeating: 0, count: 0x80)
        var others: [(UInt32, UInt8)] = []
        for (scalar, byte) in high {
            if scalar.value < 0x100 { latin1[Int(scalar.value) - 0x80] = byte } else { others.append((scalar.value, byte)) }
        }
        others.sort { $0.0 < $1.0 }
        self.latin1 = latin1
        self.otherScalars = others.map(\.0)
        self.otherBytes = others.map(\.1)
        self.misreadLeads = (0...255).map { misreadLeads.contains(UInt8($0)) }
    }

    func byte(for scalar: Unicode.Scalar) -> UInt8? { byte(forScalarValue: scalar.value) }

    func byte(forScalarValue value: UInt32) -> UInt8? {
        if value < 0x80 { return UInt8(value) }
        if value < 0x100 {
            let byte = latin1[Int(value) - 0x80]
            return byte == 0 ? nil : byte
        }
        var low = 0, high = otherScalars.count
        while low < high {
            let mid = (low + high) / 2
            if otherScalars[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low < otherScalars.count && otherScalars[low] == value ? otherBytes[low] : nil
    }

    func isMisreadLead(_ byte: UInt8) -> Bool { misreadLeads[Int(byte)] }

    /// The encodings tried, in order.
    static let tables = [windows1252, macRoman]

    /// The bytes the scan stops at: the first UTF-8 bytes of every character damage can
    /// start with (a misread lead in either encoding, U+FFFD, a control character
    /// U+0080–U+009F) and the ASCII control characters but tab and line breaks, and DEL.
    static let stopBytes: ByteTable = {
        var set = ByteSet()
        func add(_ scalar: Unicode.Scalar) { set.insert(Array(String(scalar).utf8)[0]) }
        for table in tables {
            for value in UInt32(0x80)...0xFF where table.byte(forScalarValue: value).map(table.isMisreadLead) == true {
                add(Unicode.Scalar(value)!)
            }
            for (value, byte) in zip(table.otherScalars, table.otherBytes) where table.isMisreadLead(byte) {
                add(Unicode.Scalar(value)!)
            }
        }
        add("\u{FFFD}")
        add("\u{80}")
        for byte in UInt8(0)..<0x20 where byte != 0x09 && byte != 0x0A && byte != 0x0D { set.insert(byte) }
        set.insert(0x7F)
        let table = ByteTable(set)
        precondition(StopWord.covers(table), "the word test misses a byte damage starts with")
        return table
    }()

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

/// A set of bytes, tested with two shifts (a value: no reference to count, whichever thread
/// scans with it).
struct ByteSet: Sendable {
    private var bits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << (byte & 63)
        switch byte >> 6 {
        case 0: bits.0 |= bit
        case 1: bits.1 |= bit
        case 2: bits.2 |= bit
        default: bits.3 |= bit
        }
    }

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        let word: UInt64
        switch byte >> 6 {
        case 0: word = bits.0
        case 1: word = bits.1
        case 2: word = bits.2
        default: word = bits.3
        }
        return word & (UInt64(1) << (byte & 63)) != 0
    }
}

/// Eight bytes at a time: whether a word may hold a byte of `Misreading.stopBytes`. Tests
/// for the bytes that set holds (the control characters, DEL, and the first bytes C2, C3,
/// C6, E2 and EF of the characters damage starts with), so a word of Latin, Cyrillic, Arabic
/// or CJK text without them is skipped whole. `covers(_:)` checks the claim.
enum StopWord {
    @inline(__always)
    static func mayHoldStop(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        return zeroBytes((word & (0xFE &* ones)) ^ (0xC2 &* ones))  // C2, C3
            | zeroBytes(word ^ (0xC6 &* ones)) | zeroBytes(word ^ (0xE2 &* ones)) | zeroBytes(word ^ (0xEF &* ones))
            | zeroBytes(word ^ (0x7F &* ones)) | zeroBytes(word & (0xE0 &* ones))  // DEL, below 0x20
            != 0
    }

    /// The index of the first byte of `stops` at or after `start` (`bytes.count` when none):
    /// eight bytes at a time while the words hold none, then byte by byte through a word
    /// that may.
    @inline(__always)
    static func next(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ stops: ByteTable) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        let n = bytes.count
        var i = start
        while i < n {
            while i + 8 <= n, !mayHoldStop(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) { i += 8 }
            let end = min(i + 8, n)
            while i < end {
                if stops.contains(bytes[i]) { return i }
                i += 1
            }
        }
        return n
    }

    /// The high bit of each byte of `x` that is zero (exact: adding 0x7F to a byte's low
    /// seven bits sets its high bit unless they are zero, and never carries into the next).
    @inline(__always)
    private static func zeroBytes(_ x: UInt64) -> UInt64 {
        ~(((x & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | x) & 0x8080_8080_8080_8080
    }

    /// Whether every byte of `set` makes a word that holds it `mayHoldStop`.
    static func covers(_ set: ByteTable) -> Bool {
        (0...255).allSatisfy { byte in !set.contains(UInt8(byte)) || mayHoldStop(UInt64(byte) << 24 | 0x4141_4141_0041_4141) }
    }
}

/// A set of bytes as a table of 256 flags, for scans that test every byte. The table is
/// allocated once and never freed (a global), so reading it counts no references.
struct ByteTable: @unchecked Sendable {
    private let flags: UnsafePointer<Bool>

    init(_ set: ByteSet) {
        let flags = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
        for byte in 0...255 { flags[byte] = set.contains(UInt8(byte)) }
        self.flags = UnsafePointer(flags)
    }

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool { flags[Int(byte)] }
}

/// Decoding of valid UTF-8 (a Swift string's bytes), one scalar at a time.
enum UTF8Scalar {
    /// The number of bytes of the scalar that starts with `lead`.
    @inline(__always)
    static func length(lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// The scalar at byte `i` and its length in bytes.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (UInt32, Int) {
        let lead = bytes[i]
        switch length(lead: lead) {
        case 1: return (UInt32(lead), 1)
        case 2: return (UInt32(lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F), 2)
        case 3: return (UInt32(lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F), 3)
        default:
            return (UInt32(lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
                | UInt32(bytes[i + 3] & 0x3F), 4)
        }
    }
}
