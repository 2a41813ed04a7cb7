import Dispatch
import StringsgenModel

/// Reads Apple String Catalogs (`.xcstrings`, versions 1.0 and 1.1) into the model, with the
/// line and column of every key and value. Members it does not know are kept, not dropped.
///
/// A large catalog's keys are read on every core: see `ParallelEntries`.
public enum XCStringsReader {
    /// Reads the catalog at `path`. The table's name is the file name without `.xcstrings`.
    public static func read(path: String) throws(InputError) -> StringTable {
        try read(bytes: try FileBytes.read(path), file: path)
    }

    /// Reads a catalog from its bytes; `file` is the path locations name. `parts` is how many
    /// pieces the keys are read in at once: nil chooses by the size of the file and the number
    /// of cores, 1 reads on the calling thread only (tests ask for more to check the joins).
    public static func read(bytes: [UInt8], file: String, parts: Int? = nil) throws(InputError) -> StringTable {
        try bytes.withUnsafeBufferPointer { (buffer) throws(InputError) -> StringTable in
            var scanner = JSONScanner(bytes: buffer, file: file)
            var table = StringTable(name: tableName(of: file), file: file, format: .xcstrings, sourceLanguage: "")
            var sawSourceLanguage = false
            var cursor = try scanner.beginObject("the catalog (a String Catalog is one JSON object)")
            while let name = try scanner.nextName(&cursor) {
                if scanner.name(name, is: "sourceLanguage") {
                    table.sourceLanguage = try scanner.readString("\"sourceLanguage\"")
                    sawSourceLanguage = true
                } else if scanner.name(name, is: "version") {
                    table.version = try scanner.readString("\"version\"")
                } else if scanner.name(name, is: "strings") {
                    var entries = try scanner.beginObject("\"strings\" (keys and their values)")
                    let parts = parts ?? ParallelEntries.automaticParts(bytes: buffer.count - scanner.index)
                    if parts > 1, let read = try ParallelEntries.read(&scanner, entries, buffer, parts: parts) {
                        table.entries = read
                    } else {
                        var reader = EntryReader()
                        table.entries = try reader.readEntries(&scanner, &entries, until: nil).entries
                    }
                } else {
                    table.extraMembers.append(JSONMember(key: try scanner.string(of: name), value: try scanner.readValue()))
                }
            }
            try scanner.expectEnd()
            guard sawSourceLanguage else {
                throw InputError(
                    "expected a \"sourceLanguage\" member in the catalog (the language its keys are written in)",
                    at: scanner.openedAt(cursor))
            }
            table.hasFinalNewline = buffer.last == UInt8(ascii: "\n")
            return table
        }
    }

    /// `Strings/Onboarding.xcstrings` → `Onboarding`.
    public static func tableName(of path: String) -> String {
        var name = Substring(path.split(separator: "/").last ?? Substring(path))
        if let dot = name.lastIndex(of: ".") { name = name[..<dot] }
        return String(name)
    }
}

/// Reads the members of `"strings"`, one key after another. Error messages name what was
/// being read ("the stringUnit of "key" in "de""); they are worded only when one is thrown.
struct EntryReader {
    /// Most keys have as many locales as the one before; reserving that many saves regrowing.
    private var localeCountHint = 0

    /// How a run of entries ended.
    enum End {
        /// The `}` of `"strings"` was read.
        case closed
        /// The next key's name starts at the offset the run was told to stop at.
        case reachedStop
    }

    /// Reads entries until the `}` that closes `"strings"`, or until the name of a key starts
    /// exactly at `stop` (the key is not read). A run that passes `stop` without meeting it
    /// reads on to the `}`.
    mutating func readEntries(
        _ scanner: inout JSONScanner, _ cursor: inout ObjectCursor, until stop: Int?
    ) throws(InputError) -> (entries: [Entry], end: End) {
        var entries: [Entry] = []
        var stop = stop
        while let name = try scanner.nextName(&cursor) {
            if let offset = stop, name.mark.offset >= offset {
                if name.mark.offset == offset { return (entries, .reachedStop) }
                stop = nil
            }
            let key = try scanner.string(of: name)
            entries.append(try readEntry(&scanner, key: key, location: scanner.location(of: name.mark)))
        }
        return (entries, .closed)
    }

    private mutating func readEntry(_ scanner: inout JSONScanner, key: String, location: SourceLocation) throws(InputError) -> Entry {
        var entry = Entry(key: key, location: location)
        var cursor = try scanner.beginObject("the key \"\(key)\"")
        while let member = try scanner.nextName(&cursor) {
            if scanner.name(member, is: "localizations") {
                entry.hasLocalizationsMember = true
                entry.localizations.reserveCapacity(localeCountHint)
                var locales = try scanner.beginObject("the localizations of \"\(key)\"")
                while let name = try scanner.nextName(&locales) {
                    let locale = try scanner.string(of: name)
                    let localeLocation = scanner.location(of: name.mark)
                    let content = try readContent(&scanner, what: { "\"\(key)\" in \"\(locale)\"" })
                    entry.localizations.append(Localization(locale: locale, location: localeLocation, content: content))
                }
                localeCountHint = entry.localizations.count
            } else if scanner.name(member, is: "comment") {
                entry.comment = try scanner.readString("the comment of \"\(key)\"")
            } else if scanner.name(member, is: "extractionState") {
                entry.extractionState = try scanner.readString("the extractionState of \"\(key)\"")
            } else if scanner.name(member, is: "shouldTranslate") {
                entry.shouldTranslate = try scanner.readBool("shouldTranslate of \"\(key)\"")
            } else {
                entry.extraMembers.append(JSONMember(key: try scanner.string(of: member), value: try scanner.readValue()))
            }
        }
        return entry
    }

    /// A localization, a variation case, or a substitution's variation case.
    private func readContent(_ scanner: inout JSONScanner, what: () -> String) throws(InputError) -> LocalizedContent {
        var content = LocalizedContent()
        var cursor = try scanner.beginObject(what())
        while let member = try scanner.nextName(&cursor) {
            if scanner.name(member, is: "stringUnit") {
                content.stringUnit = try readStringUnit(&scanner, what: what)
            } else if scanner.name(member, is: "variations") {
                content.variations = try readVariations(&scanner, what: what)
            } else if scanner.name(member, is: "substitutions") {
                var substitutions: [Substitution] = []
                var names = try scanner.beginObject("the substitutions of \(what())")
                while let name = try scanner.nextName(&names) {
                    let substitution = try scanner.string(of: name)
                    substitutions.append(try readSubstitution(
                        &scanner, name: substitution, location: scanner.location(of: name.mark), what: what))
                }
                content.substitutions = substitutions
            } else {
                content.extraMembers.append(JSONMember(key: try scanner.string(of: member), value: try scanner.readValue()))
            }
        }
        return content
    }

    private func readStringUnit(_ scanner: inout JSONScanner, what: () -> String) throws(InputError) -> StringUnit {
        var cursor = try scanner.beginObject("the stringUnit of \(what())")
        var state: String?
        var value: String?
        var valueMark = cursor.opened
        var extra: [JSONMember] = []
        while let member = try scanner.nextName(&cursor) {
            if scanner.name(member, is: "state") {
                state = try scanner.readString("the state of \(what())")
            } else if scanner.name(member, is: "value") {
                _ = scanner.peek()
                valueMark = scanner.mark
                value = try scanner.readString("the value of \(what())")
            } else {
                extra.append(JSONMember(key: try scanner.string(of: member), value: try scanner.readValue()))
            }
        }
        guard let value else {
            throw InputError("expected a \"value\" member in the stringUnit of \(what())", at: scanner.openedAt(cursor))
        }
        return StringUnit(state: state, value: value, location: scanner.location(of: valueMark), extraMembers: extra)
    }

    private func readVariations(_ scanner: inout JSONScanner, what: () -> String) throws(InputError) -> Variations {
        var variations = Variations()
        var cursor = try scanner.beginObject("the variations of \(what())")
        while let member = try scanner.nextName(&cursor) {
            let isPlural = scanner.name(member, is: "plural")
            guard isPlural || scanner.name(member, is: "device") else {
                variations.extraMembers.append(JSONMember(key: try scanner.string(of: member), value: try scanner.readValue()))
                continue
            }
            let kind = isPlural ? "plural" : "device"
            var cases: [Variation] = []
            var names = try scanner.beginObject("the \(kind) variations of \(what())")
            while let name = try scanner.nextName(&names) {
                let caseName = try scanner.string(of: name)
                let location = scanner.location(of: name.mark)
                let content = try readContent(&scanner, what: { "\(what()), \(kind) \"\(caseName)\"" })
                cases.append(Variation(name: caseName, location: location, content: content))
            }
            if isPlural { variations.plural = cases } else { variations.device = cases }
        }
        return variations
    }

    private func readSubstitution(
        _ scanner: inout JSONScanner, name: String, location: SourceLocation, what: () -> String
    ) throws(InputError) -> Substitution {
        var substitution = Substitution(name: name, location: location)
        func context() -> String { "the substitution \"\(name)\" of \(what())" }
        var cursor = try scanner.beginObject(context())
        while let member = try scanner.nextName(&cursor) {
            if scanner.name(member, is: "argNum") {
                substitution.argNum = try scanner.readInteger("argNum of \(context())")
            } else if scanner.name(member, is: "formatSpecifier") {
                substitution.formatSpecifier = try scanner.readString("formatSpecifier of \(context())")
            } else if scanner.name(member, is: "variations") {
                substitution.variations = try readVariations(&scanner, what: context)
            } else {
                substitution.extraMembers.append(JSONMember(key: try scanner.string(of: member), value: try scanner.readValue()))
            }
        }
        return substitution
    }
}
