#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import StringsgenModel

/// Writes a table as an Apple String Catalog, byte for byte as Xcode does: 2-space indent,
/// `" : "` between name and value, the members of each object sorted by name (Xcode encodes
/// with sorted keys), keys, locales and variation cases in the table's order, an empty object
/// as `{` blank line `}`, non-ASCII characters unescaped, and `/` unescaped.
///
/// Xcode ends the file without a line break; a table read from a file that had one keeps it,
/// so `format` does not fight an editor that adds it.
public enum XCStringsWriter {
    /// Refuses to rewrite a catalog that holds a key twice: the table keeps the last copy
    /// (`XCStringsReader.keepingLastOfDuplicateKeys`), so writing it would drop the other
    /// without a word. The error is at the second copy, naming the first.
    public static func requireRewritable(_ table: StringTable, by command: String) throws(InputError) {
        guard let note = keyWrittenTwice(in: table) else { return }
        throw InputError(
            "\(command) does not rewrite this catalog: the key \"\(InputLimits.printable(note.key))\" \(note.message)",
            at: note.location)
    }

    /// The first key the catalog writes twice, which no rewrite can keep both of.
    public static func keyWrittenTwice(in table: StringTable) -> ReadingNote? {
        table.readingNotes.first { $0.kind == .duplicateKey && $0.locale.isEmpty }
    }

    public static func write(_ table: StringTable) -> [UInt8] {
        write(table, entriesPerChunk: defaultEntriesPerChunk)
    }

    /// `write(_:)` with chunks of `entriesPerChunk` keys (tests make them small).
    static func write(_ table: StringTable, entriesPerChunk: Int) -> [UInt8] {
        var out = JSONOutput(comparingWith: nil)
        write(table, &out, entriesPerChunk: entriesPerChunk)
        return out.result
    }

    /// The catalog's bytes, or nil when they are exactly `original`. Bytes are compared as
    /// they are produced, so a catalog already in Xcode's layout is never copied whole.
    public static func write(_ table: StringTable, unlessEqualTo original: [UInt8]) -> [UInt8]? {
        write(table, unlessEqualTo: original, entriesPerChunk: defaultEntriesPerChunk)
    }

    /// The catalog's bytes handed to `sink` a piece at a time (about `piece` bytes each) as
    /// they are made; the pieces, joined, are `write(table)`. A process that compares or writes
    /// them as they come never holds the catalog's bytes whole.
    public static func write(
        _ table: StringTable, piece: Int = 1 << 20, into sink: (UnsafeRawBufferPointer) throws(InputError) -> Void
    ) throws(InputError) {
        try write(table, piece: piece, entriesPerChunk: defaultEntriesPerChunk, into: sink)
    }

    static func write(
        _ table: StringTable, piece: Int, entriesPerChunk: Int, into sink: (UnsafeRawBufferPointer) throws(InputError) -> Void
    ) throws(InputError) {
        // The first error the sink throws stops what it is handed; the rest is only made.
        var failure: InputError?
        try withoutActuallyEscaping({ (bytes: UnsafeRawBufferPointer) in
            guard failure == nil else { return }
            do throws(InputError) { try sink(bytes) } catch { failure = error }
        }) { (drain) throws(InputError) in
            var out = JSONOutput(draining: piece, into: drain)
            write(table, &out, entriesPerChunk: entriesPerChunk)
            out.finishDraining()
            if let failure { throw failure }
        }
    }

    static func write(_ table: StringTable, unlessEqualTo original: [UInt8], entriesPerChunk: Int) -> [UInt8]? {
        original.withUnsafeBufferPointer { reference in
            var out = JSONOutput(comparingWith: reference)
            write(table, &out, entriesPerChunk: entriesPerChunk)
            return out.differs ? out.result : nil
        }
    }

    private static func write(_ table: StringTable, _ out: inout JSONOutput, entriesPerChunk: Int) {
        out.sortedObject(Names.catalog, present: table.version == nil ? 0b011 : 0b111, extra: table.extraMembers) { member, out in
            switch member {
            case 0: out.string(table.sourceLanguage)
            case 1:
                out.open()
                writeEntries(table.entries, &out, chunkSize: entriesPerChunk)
                out.close(count: table.entries.count)
            default: out.string(table.version!)
            }
        }
        if table.hasFinalNewline { out.byte(UInt8(ascii: "\n")) }
    }

    /// Keys written per thread at a time.
    static let defaultEntriesPerChunk = 2048

    /// The members of `"strings"`. A large table's are written in chunks of keys on every core,
    /// as many chunks at a time as there are cores, and each chunk's bytes are then appended
    /// (or compared with the file) in order: the same bytes as writing the keys one after
    /// another, and no more than a few chunks held at once.
    private static func writeEntries(_ entries: [Entry], _ out: inout JSONOutput, chunkSize: Int) {
        guard processorCount > 1, entries.count >= 2 * chunkSize else {
            for (i, entry) in entries.enumerated() {
                out.name(entry.key, index: i)
                writeEntry(entry, &out)
            }
            return
        }
        let depth = out.depth
        // Each slot's buffer is kept from round to round: new memory for every chunk would
        // cost a page fault per 4 KB written.
        let written = Slots<JSONOutput>(count: processorCount)
        var start = 0
        while start < entries.count {
            let chunkStarts = Array(stride(from: start, to: min(entries.count, start + processorCount * chunkSize), by: chunkSize))
            DispatchQueue.concurrentPerform(iterations: chunkStarts.count) { chunk in
                var part = written[chunk] ?? JSONOutput(comparingWith: nil, depth: depth)
                written[chunk] = nil
                part.restart()
                for i in chunkStarts[chunk]..<min(entries.count, chunkStarts[chunk] + chunkSize) {
                    part.name(entries[i].key, index: i)
                    writeEntry(entries[i], &part)
                }
                written[chunk] = part
            }
            for chunk in 0..<chunkStarts.count { out.append(written[chunk]!) }
            start = chunkStarts[chunkStarts.count - 1] + chunkSize
        }
    }

    /// Member names in the order Xcode writes them (sorted as bytes).
    private enum Names {
        static let catalog: [StaticString] = ["sourceLanguage", "strings", "version"]
        static let entry: [StaticString] = ["comment", "extractionState", "localizations", "shouldTranslate"]
        static let content: [StaticString] = ["stringUnit", "substitutions", "variations"]
        static let unit: [StaticString] = ["state", "value"]
        static let variations: [StaticString] = ["device", "plural"]
        static let substitution: [StaticString] = ["argNum", "formatSpecifier", "variations"]
    }

    private static func writeEntry(_ entry: Entry, _ out: inout JSONOutput) {
        let present = bits(entry.comment != nil, entry.extractionState != nil,
                           entry.hasLocalizationsMember || !entry.localizations.isEmpty, entry.shouldTranslate != nil)
        out.sortedObject(Names.entry, present: present, extra: entry.extraMembers) { member, out in
            switch member {
            case 0: out.string(entry.comment!)
            case 1: out.string(entry.extractionState!)
            case 2:
                out.open()
                for (i, localization) in entry.localizations.enumerated() {
                    out.name(localization.locale, index: i)
                    writeContent(localization.content, &out)
                }
                out.close(count: entry.localizations.count)
            default: out.raw(entry.shouldTranslate! ? "true" : "false")
            }
        }
    }

    private static func writeContent(_ content: LocalizedContent, _ out: inout JSONOutput) {
        let present = bits(content.stringUnit != nil, content.substitutions != nil, content.variations != nil)
        out.sortedObject(Names.content, present: present, extra: content.extraMembers) { member, out in
            switch member {
            case 0:
                let unit = content.stringUnit!
                out.sortedObject(Names.unit, present: bits(unit.state != nil, true), extra: unit.extraMembers) { member, out in
                    out.string(member == 0 ? unit.state! : unit.value)
                }
            case 1:
                let substitutions = content.substitutions!
                out.open()
                for (i, substitution) in substitutions.enumerated() {
                    out.name(substitution.name, index: i)
                    writeSubstitution(substitution, &out)
                }
                out.close(count: substitutions.count)
            default: writeVariations(content.variations!, &out)
            }
        }
    }

    private static func writeVariations(_ variations: Variations, _ out: inout JSONOutput) {
        let present = bits(variations.device != nil, variations.plural != nil)
        out.sortedObject(Names.variations, present: present, extra: variations.extraMembers) { member, out in
            let cases = (member == 0 ? variations.device : variations.plural)!
            out.open()
            for (i, variation) in cases.enumerated() {
                out.name(variation.name, index: i)
                writeContent(variation.content, &out)
            }
            out.close(count: cases.count)
        }
    }

    private static func writeSubstitution(_ substitution: Substitution, _ out: inout JSONOutput) {
        let present = bits(substitution.argNum != nil, substitution.formatSpecifier != nil, substitution.variations != nil)
        out.sortedObject(Names.substitution, present: present, extra: substitution.extraMembers) { member, out in
            switch member {
            case 0: out.raw(String(substitution.argNum!))
            case 1: out.string(substitution.formatSpecifier!)
            default: writeVariations(substitution.variations!, &out)
            }
        }
    }

    /// Bit i set where the i-th flag is true (no variadic array: this runs for every value).
    private static func bits(_ a: Bool, _ b: Bool, _ c: Bool = false, _ d: Bool = false) -> UInt32 {
        (a ? 1 : 0) | (b ? 2 : 0) | (c ? 4 : 0) | (d ? 8 : 0)
    }
}

/// JSON text in Xcode's layout, written straight into bytes, or, while it matches them,
/// only compared with a reference (the file as read).
struct JSONOutput {
    private var bytes: [UInt8] = []
    private(set) var depth: Int
    private let reference: UnsafeBufferPointer<UInt8>?
    /// While comparing: how many bytes matched the reference so far.
    private var matched = 0
    private var comparing: Bool
    /// Where the bytes go, each time `piece` of them are held (`init(draining:into:)`).
    private var drain: (piece: Int, sink: (UnsafeRawBufferPointer) -> Void)?

    /// Output compared with `reference` while it matches, or only written (nil); `depth` is
    /// the nesting the output starts at (for a part of a larger text).
    init(comparingWith reference: UnsafeBufferPointer<UInt8>?, depth: Int = 0) {
        self.depth = depth
        self.reference = reference
        comparing = reference != nil
        if reference == nil { bytes.reserveCapacity(1 << 16) }
    }

    /// Output handed to `sink` each time `piece` bytes or more are held after a chunk of keys,
    /// and at the end (`finishDraining`).
    init(draining piece: Int, into sink: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.init(comparingWith: nil)
        drain = (piece, sink)
        bytes.reserveCapacity(piece + (1 << 16))
    }

    /// Hands what is held to the sink.
    mutating func finishDraining() {
        guard let drain, !bytes.isEmpty else { return }
        bytes.withUnsafeBytes(drain.sink)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Whether the output differs from the reference (always, without one).
    var differs: Bool { !comparing || matched != reference!.count }

    /// The bytes written.
    var result: [UInt8] {
        comparing ? Array(reference![0..<matched]) : bytes
    }

    // MARK: Bytes

    private mutating func append(_ chunk: UnsafeRawBufferPointer) {
        guard !chunk.isEmpty else { return }
        if comparing {
            let reference = self.reference!
            if matched + chunk.count <= reference.count,
               memcmp(reference.baseAddress! + matched, chunk.baseAddress!, chunk.count) == 0 {
                matched += chunk.count
                return
            }
            // The first difference: from here on, write.
            comparing = false
            bytes.reserveCapacity(reference.count + reference.count / 8)
            bytes.append(contentsOf: reference[0..<matched])
        }
        bytes.append(contentsOf: chunk)
    }

    /// The bytes another output wrote (a chunk of keys): where draining, handed on once
    /// `piece` bytes are held (a table too small for chunks is handed on whole, at the end).
    mutating func append(_ other: JSONOutput) {
        other.bytes.withUnsafeBytes { append($0) }
        if let drain, bytes.count >= drain.piece { finishDraining() }
    }

    /// Empties an output that only writes, keeping its memory.
    mutating func restart() {
        bytes.removeAll(keepingCapacity: true)
    }

    mutating func byte(_ b: UInt8) {
        withUnsafeBytes(of: b) { append($0) }
    }

    mutating func raw(_ text: StaticString) {
        append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func raw(_ text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    private static let indentation = [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: " "), count: 256)

    private mutating func newline() {
        let count = 1 + 2 * depth
        if count <= Self.indentation.count {
            Self.indentation.withUnsafeBytes { append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        } else {
            byte(UInt8(ascii: "\n"))
            for _ in 0..<depth { raw("  ") }
        }
    }

    // MARK: Structure

    mutating func open() {
        byte(UInt8(ascii: "{"))
        depth += 1
    }

    /// A member's name, after the `,` that ends the member before (when `index` > 0).
    mutating func name(_ name: String, index: Int) {
        if index > 0 { byte(UInt8(ascii: ",")) }
        newline()
        string(name)
        raw(" : ")
    }

    mutating func name(_ name: StaticString, index: Int) {
        if index > 0 { byte(UInt8(ascii: ",")) }
        newline()
        byte(UInt8(ascii: "\""))
        raw(name)
        raw("\" : ")
    }

    /// Ends an object of `count` members (an empty one is `{`, a blank line, `}`).
    mutating func close(count: Int) {
        if count == 0 { byte(UInt8(ascii: "\n")) }
        depth -= 1
        newline()
        byte(UInt8(ascii: "}"))
    }

    /// An object of known members and kept unknown ones, sorted by name: `names` are the known
    /// names in sorted order, `present` has bit i set when `names[i]` is written, and
    /// `writeValue(i, &out)` writes its value.
    mutating func sortedObject(
        _ names: [StaticString], present: UInt32, extra: [JSONMember], _ writeValue: (Int, inout JSONOutput) -> Void
    ) {
        let extras = extra.count < 2 ? extra : extra.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        var next = 0
        var count = 0
        open()
        for (i, name) in names.enumerated() where present & (1 << i) != 0 {
            let known = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
            while next < extras.count, extras[next].key.utf8.lexicographicallyPrecedes(known) {
                member(extras[next], index: count)
                next += 1
                count += 1
            }
            self.name(name, index: count)
            writeValue(i, &self)
            count += 1
        }
        while next < extras.count {
            member(extras[next], index: count)
            next += 1
            count += 1
        }
        close(count: count)
    }

    private mutating func member(_ member: JSONMember, index: Int) {
        name(member.key, index: index)
        value(member.value)
    }

    mutating func value(_ value: JSONValue) {
        switch value {
        case .object(let members):
            open()
            for (i, member) in members.enumerated() { self.member(member, index: i) }
            close(count: members.count)
        case .array(let elements):
            byte(UInt8(ascii: "["))
            depth += 1
            if elements.isEmpty { byte(UInt8(ascii: "\n")) }
            for (i, element) in elements.enumerated() {
                if i > 0 { byte(UInt8(ascii: ",")) }
                newline()
                self.value(element)
            }
            depth -= 1
            newline()
            byte(UInt8(ascii: "]"))
        case .string(let s): string(s)
        case .number(let text): raw(text)
        case .bool(let b): raw(b ? "true" : "false")
        case .null: raw("null")
        }
    }

    // MARK: Strings

    /// A string in quotes: `"` and `\` escaped, control characters as `\n`, `\t`, ... or
    /// `\u00XX` (lowercase hex, as Xcode writes them); everything else as it is. Runs that need
    /// no escape are copied whole.
    mutating func string(_ s: String) {
        byte(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { utf8 in
            var runStart = 0
            for (i, b) in utf8.enumerated() where b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") {
                append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(utf8)[runStart..<i]))
                runStart = i + 1
                switch b {
                case UInt8(ascii: "\""): raw("\\\"")
                case UInt8(ascii: "\\"): raw("\\\\")
                case 0x0A: raw("\\n")
                case 0x0D: raw("\\r")
                case 0x09: raw("\\t")
                case 0x08: raw("\\b")
                case 0x0C: raw("\\f")
                default:
                    let hex: StaticString = "0123456789abcdef"
                    raw("\\u00")
                    byte(hex.utf8Start[Int(b >> 4)])
                    byte(hex.utf8Start[Int(b & 0xF)])
                }
            }
            append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(utf8)[runStart...]))
        }
        byte(UInt8(ascii: "\""))
    }
}
