import StringsgenModel

/// Writes a table as an Apple String Catalog, byte for byte as Xcode does: 2-space indent,
/// `" : "` between name and value, the members of each object sorted by name (Xcode encodes
/// with sorted keys), keys, locales and variation cases in the table's order, an empty object
/// as `{` blank line `}`, non-ASCII characters unescaped, and `/` unescaped.
///
/// Xcode ends the file without a line break; a table read from a file that had one keeps it,
/// so `format` does not fight an editor that adds it.
public enum XCStringsWriter {
    public static func write(_ table: StringTable) -> [UInt8] {
        var out = JSONOutput()
        out.bytes.reserveCapacity(table.entries.count * 600)
        var members: [(String, (inout JSONOutput) -> Void)] = [
            ("sourceLanguage", { $0.string(table.sourceLanguage) }),
            ("strings", { out in out.object(table.entries.map { entry in (entry.key, { writeEntry(entry, &$0) }) }) }),
        ]
        if let version = table.version { members.append(("version", { $0.string(version) })) }
        out.sortedObject(members, extra: table.extraMembers)
        if table.hasFinalNewline { out.bytes.append(UInt8(ascii: "\n")) }
        return out.bytes
    }

    private static func writeEntry(_ entry: Entry, _ out: inout JSONOutput) {
        var members: [(String, (inout JSONOutput) -> Void)] = []
        if let comment = entry.comment { members.append(("comment", { $0.string(comment) })) }
        if let state = entry.extractionState { members.append(("extractionState", { $0.string(state) })) }
        if entry.hasLocalizationsMember || !entry.localizations.isEmpty {
            members.append(("localizations", { out in
                out.object(entry.localizations.map { l in (l.locale, { writeContent(l.content, &$0) }) })
            }))
        }
        if let should = entry.shouldTranslate { members.append(("shouldTranslate", { $0.bool(should) })) }
        out.sortedObject(members, extra: entry.extraMembers)
    }

    private static func writeContent(_ content: LocalizedContent, _ out: inout JSONOutput) {
        var members: [(String, (inout JSONOutput) -> Void)] = []
        if let unit = content.stringUnit {
            members.append(("stringUnit", { out in
                var unitMembers: [(String, (inout JSONOutput) -> Void)] = []
                if let state = unit.state { unitMembers.append(("state", { $0.string(state) })) }
                unitMembers.append(("value", { $0.string(unit.value) }))
                out.sortedObject(unitMembers, extra: unit.extraMembers)
            }))
        }
        if let substitutions = content.substitutions {
            members.append(("substitutions", { out in
                out.object(substitutions.map { s in (s.name, { writeSubstitution(s, &$0) }) })
            }))
        }
        if let variations = content.variations {
            members.append(("variations", { writeVariations(variations, &$0) }))
        }
        out.sortedObject(members, extra: content.extraMembers)
    }

    private static func writeVariations(_ variations: Variations, _ out: inout JSONOutput) {
        var members: [(String, (inout JSONOutput) -> Void)] = []
        for (kind, cases) in [("device", variations.device), ("plural", variations.plural)] {
            guard let cases else { continue }
            members.append((kind, { out in out.object(cases.map { v in (v.name, { writeContent(v.content, &$0) }) }) }))
        }
        out.sortedObject(members, extra: variations.extraMembers)
    }

    private static func writeSubstitution(_ substitution: Substitution, _ out: inout JSONOutput) {
        var members: [(String, (inout JSONOutput) -> Void)] = []
        if let argNum = substitution.argNum { members.append(("argNum", { $0.raw(String(argNum)) })) }
        if let spec = substitution.formatSpecifier { members.append(("formatSpecifier", { $0.string(spec) })) }
        if let variations = substitution.variations { members.append(("variations", { writeVariations(variations, &$0) })) }
        out.sortedObject(members, extra: substitution.extraMembers)
    }
}

/// JSON text in Xcode's layout, written straight into bytes.
struct JSONOutput {
    var bytes: [UInt8] = []
    private var depth = 0

    /// An object whose members are written in the given order.
    mutating func object(_ members: [(String, (inout JSONOutput) -> Void)]) {
        bytes.append(UInt8(ascii: "{"))
        depth += 1
        if members.isEmpty {
            bytes.append(UInt8(ascii: "\n"))
        }
        for (i, (key, writeValue)) in members.enumerated() {
            if i > 0 { bytes.append(UInt8(ascii: ",")) }
            newline()
            string(key)
            bytes.append(contentsOf: " : ".utf8)
            writeValue(&self)
        }
        depth -= 1
        newline()
        bytes.append(UInt8(ascii: "}"))
    }

    /// An object whose known members and kept unknown ones are written sorted by name.
    mutating func sortedObject(_ known: [(String, (inout JSONOutput) -> Void)], extra: [JSONMember]) {
        var members = known
        for member in extra { members.append((member.key, { $0.value(member.value) })) }
        members.sort { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
        object(members)
    }

    mutating func value(_ value: JSONValue) {
        switch value {
        case .object(let members): object(members.map { m in (m.key, { $0.value(m.value) }) })
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            depth += 1
            if elements.isEmpty { bytes.append(UInt8(ascii: "\n")) }
            for (i, element) in elements.enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: ",")) }
                newline()
                self.value(element)
            }
            depth -= 1
            newline()
            bytes.append(UInt8(ascii: "]"))
        case .string(let s): string(s)
        case .number(let text): raw(text)
        case .bool(let b): bool(b)
        case .null: raw("null")
        }
    }

    mutating func bool(_ b: Bool) { raw(b ? "true" : "false") }

    mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func string(_ s: String) {
        bytes.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { utf8 in
            for b in utf8 {
                switch b {
                case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\\")); bytes.append(b)
                case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(b)
                case 0x0A: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "t"))
                case 0x08: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "b"))
                case 0x0C: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "f"))
                case 0..<0x20: bytes.append(contentsOf: "\\u00".utf8); bytes.append(contentsOf: hex4(UInt32(b)).suffix(2).lowercased().utf8)
                default: bytes.append(b)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<depth { bytes.append(UInt8(ascii: " ")); bytes.append(UInt8(ascii: " ")) }
    }
}
