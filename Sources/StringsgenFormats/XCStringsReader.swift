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
            var known = KnownMembers()
            var extraNames = MemberNames()
            while let name = try scanner.nextName(&cursor) {
                if scanner.name(name, is: "sourceLanguage") {
                    try known.first(0, name, "sourceLanguage", scanner)
                    _ = scanner.peek()
                    let mark = scanner.mark
                    table.sourceLanguage = try scanner.readString("\"sourceLanguage\"")
                    guard InputLimits.isLocaleIdentifier(table.sourceLanguage) else {
                        throw InputError(InputLimits.notALocale(table.sourceLanguage), at: scanner.location(of: mark))
                    }
                    sawSourceLanguage = true
                } else if scanner.name(name, is: "version") {
                    try known.first(1, name, "version", scanner)
                    table.version = try scanner.readString("\"version\"")
                } else if scanner.name(name, is: "strings") {
                    try known.first(2, name, "strings", scanner)
                    var entries = try scanner.beginObject("\"strings\" (keys and their values)")
                    let parts = parts ?? ParallelEntries.automaticParts(bytes: buffer.count - scanner.index)
                    if parts > 1, let read = try ParallelEntries.read(&scanner, entries, buffer, parts: parts) {
                        table.entries = read
                    } else {
                        var reader = EntryReader()
                        _ = try reader.readEntries(&scanner, &entries, until: nil, into: &table.entries)
                    }
                } else {
                    let key = try scanner.string(of: name)
                    let extra = table.extraMembers
                    guard extraNames.isNew(key, count: extra.count, previous: { extra[$0].key }) else {
                        throw scanner.duplicateMember(key, at: name)
                    }
                    table.extraMembers.append(JSONMember(key: key, value: try scanner.readValue()))
                }
            }
            try scanner.expectEnd()
            table.readingNotes = keepingLastOfDuplicateKeys(&table.entries)
            guard sawSourceLanguage else {
                throw InputError(
                    "expected a \"sourceLanguage\" member in the catalog (the language its keys are written in)",
                    at: scanner.openedAt(cursor))
            }
            table.hasFinalNewline = buffer.last == UInt8(ascii: "\n")
            return table
        }
    }

    /// Keeps the last of two keys with one name (compared as bytes), as JSON readers keep the last
    /// of a member written twice, and says so in a reading note at it, naming the first
    /// (`duplicate-key` reports it): a merge can leave a key twice (Sudoku's “Friends”, once
    /// stale and once live), and refusing the file stopped every command on every table.
    /// Commands that rewrite a catalog refuse one that has such a note: writing it would drop the
    /// other copy without a word.
    ///
    /// The keys are hashed (on every core, in runs of 8,192), then placed in order in a table of
    /// positions by their hashes (open addressing): no key is copied, and only keys with equal
    /// hashes are compared. (A dictionary of keys did this on one core, after all the parts were
    /// read: at 100,000 keys, 5% of reading a catalog.)
    static func keepingLastOfDuplicateKeys(_ entries: inout [Entry]) -> [ReadingNote] {
        guard entries.count > 1 else { return [] }
        let hashes = keyHashes(entries)
        // A power of 2, at least twice the keys: a probe always meets an empty slot.
        let capacity = 1 << (Int.bitWidth - (entries.count * 2 - 1).leadingZeroBitCount)
        var positions = [Int](repeating: -1, count: capacity)
        var notes: [ReadingNote] = []
        var dropped: [Int] = []
        for index in entries.indices {
            var slot = hashes[index] & (capacity - 1)
            while positions[slot] >= 0 {
                let earlier = positions[slot]
                if hashes[earlier] == hashes[index], KeyBytes(entries[earlier].key) == KeyBytes(entries[index].key) {
                    let at = entries[earlier].location
                    notes.append(ReadingNote(
                        kind: .duplicateKey, key: entries[index].key, locale: "", location: entries[index].location,
                        message: "is written twice in \"strings\" (first at line \(at.line), column \(at.column)): this last copy is read, and the other is lost when the catalog is written; delete the one that should not be there"))
                    dropped.append(earlier)
                    positions[slot] = index
                    break
                }
                slot = (slot + 1) & (capacity - 1)
            }
            if positions[slot] < 0 { positions[slot] = index }
        }
        for index in dropped.sorted(by: >) { entries.remove(at: index) }
        return notes
    }

    /// The hash of each entry's key by its bytes (`KeyBytes`), a run of entries per core.
    private static func keyHashes(_ entries: [Entry]) -> [Int] {
        let run = 8192
        let runs = (entries.count + run - 1) / run
        return [Int](unsafeUninitializedCapacity: entries.count) { buffer, count in
            let shared = SharedPointer(pointer: buffer)
            DispatchQueue.concurrentPerform(iterations: runs) { r in
                for index in r * run..<min(entries.count, (r + 1) * run) {
                    (shared.pointer.baseAddress! + index).initialize(to: KeyBytes(entries[index].key).hashValue)
                }
            }
            count = entries.count
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

    /// Reads entries into `entries` until the `}` that closes `"strings"`, or until the name
    /// of a key starts exactly at `stop` (the key is not read). A run that passes `stop`
    /// without meeting it reads on to the `}`.
    mutating func readEntries(
        _ scanner: inout JSONScanner, _ cursor: inout ObjectCursor, until stop: Int?, into entries: inout some EntryList
    ) throws(InputError) -> End {
        var stop = stop
        while let name = try scanner.nextName(&cursor) {
            if let offset = stop, name.mark.offset >= offset {
                if name.mark.offset == offset { return .reachedStop }
                stop = nil
            }
            let key = try scanner.string(of: name)
            entries.append(try readEntry(&scanner, key: key, location: scanner.location(of: name.mark)))
        }
        return .closed
    }

    private mutating func readEntry(_ scanner: inout JSONScanner, key: String, location: SourceLocation) throws(InputError) -> Entry {
        var entry = Entry(key: key, location: location)
        // A member of the catalog itself read as a key: a `}` above it is missing, and the
        // error would otherwise only say that a key's value is no object.
        if key == "version" || key == "sourceLanguage", scanner.peek() != UInt8(ascii: "{") {
            do { _ = try scanner.beginObject("the key \"\(key)\"") } catch {
                throw InputError(
                    "\(error.message); this \"\(key)\" is read as a key of \"strings\" because a '}' is missing above it (each object opened in \"strings\" must be closed before the catalog's own \"\(key)\")",
                    at: error.location)
            }
        }
        var cursor = try scanner.beginObject("the key \"\(key)\"")
        var known = KnownMembers()
        var extraNames = MemberNames()
        while let member = try scanner.nextName(&cursor) {
            if scanner.name(member, is: "localizations") {
                try known.first(0, member, "localizations", scanner)
                entry.hasLocalizationsMember = true
                entry.localizations.reserveCapacity(localeCountHint)
                var locales = try scanner.beginObject("the localizations of \"\(key)\"")
                var localeNames = MemberNames()
                while let name = try scanner.nextName(&locales) {
                    let locale = try scanner.string(of: name)
                    let localeLocation = scanner.location(of: name.mark)
                    guard InputLimits.isLocaleIdentifier(locale) else {
                        throw InputError(InputLimits.notALocale(locale), at: localeLocation)
                    }
                    let read = entry.localizations
                    guard localeNames.isNew(locale, count: read.count, previous: { read[$0].locale }) else {
                        let first = read.first { $0.locale.utf8.elementsEqual(locale.utf8) }?.location
                        throw scanner.duplicateMember(locale, at: name, firstAt: first)
                    }
                    let content = try readContent(&scanner, depth: 0, what: { "\"\(key)\" in \"\(locale)\"" })
                    entry.localizations.append(Localization(locale: locale, location: localeLocation, content: content))
                }
                localeCountHint = entry.localizations.count
            } else if scanner.name(member, is: "comment") {
                try known.first(1, member, "comment", scanner)
                entry.comment = try scanner.readOptionalString("the comment of \"\(key)\"")
            } else if scanner.name(member, is: "extractionState") {
                try known.first(2, member, "extractionState", scanner)
                entry.extractionState = try scanner.readOptionalString("the extractionState of \"\(key)\"")
            } else if scanner.name(member, is: "shouldTranslate") {
                try known.first(3, member, "shouldTranslate", scanner)
                entry.shouldTranslate = try scanner.readBool("shouldTranslate of \"\(key)\"")
            } else {
                try readExtra(&scanner, member, into: &entry.extraMembers, &extraNames)
            }
        }
        return entry
    }

    /// A member this reader does not know, kept; one written twice is an error.
    private func readExtra(
        _ scanner: inout JSONScanner, _ member: JSONScanner.Name, into extra: inout [JSONMember], _ names: inout MemberNames
    ) throws(InputError) {
        let key = try scanner.string(of: member)
        let read = extra
        guard names.isNew(key, count: read.count, previous: { read[$0].key }) else { throw scanner.duplicateMember(key, at: member) }
        extra.append(JSONMember(key: key, value: try scanner.readValue()))
    }

    /// A localization, a variation case, or a substitution's variation case. `depth` counts the
    /// variations and substitutions it is inside of; past `InputLimits.nestingLevels` it is an error.
    private func readContent(_ scanner: inout JSONScanner, depth: Int, what: () -> String) throws(InputError) -> LocalizedContent {
        // Members read into variables of their own and put together at the end: a content
        // built in place was copied (and the copy destroyed) on its way out.
        var stringUnit: StringUnit?
        var variations: Variations?
        var substitutions: [Substitution]?
        var extraMembers: [JSONMember] = []
        var cursor = try scanner.beginObject(what())
        var known = KnownMembers()
        var extraNames = MemberNames()
        while let member = try scanner.nextName(&cursor) {
            if scanner.name(member, is: "stringUnit") {
                try known.first(0, member, "stringUnit", scanner)
                stringUnit = try readStringUnit(&scanner, what: what)
            } else if scanner.name(member, is: "variations") {
                try known.first(1, member, "variations", scanner)
                try checkNesting(depth, scanner, member)
                variations = try readVariations(&scanner, depth: depth + 1, what: what)
            } else if scanner.name(member, is: "substitutions") {
                try known.first(2, member, "substitutions", scanner)
                try checkNesting(depth, scanner, member)
                var read: [Substitution] = []
                var names = try scanner.beginObject("the substitutions of \(what())")
                var seen = MemberNames()
                while let name = try scanner.nextName(&names) {
                    let substitution = try scanner.string(of: name)
                    let location = scanner.location(of: name.mark)
                    let before = read
                    guard seen.isNew(substitution, count: before.count, previous: { before[$0].name }) else {
                        let first = before.first { $0.name.utf8.elementsEqual(substitution.utf8) }?.location
                        throw scanner.duplicateMember(substitution, at: name, firstAt: first)
                    }
                    read.append(try readSubstitution(
                        &scanner, name: substitution, location: location, depth: depth + 1, what: what))
                }
                substitutions = read
            } else {
                try readExtra(&scanner, member, into: &extraMembers, &extraNames)
            }
        }
        return LocalizedContent(stringUnit: stringUnit, variations: variations, substitutions: substitutions, extraMembers: extraMembers)
    }

    /// Fails where variations or substitutions would open level `depth + 1` past the limit.
    private func checkNesting(_ depth: Int, _ scanner: borrowing JSONScanner, _ member: JSONScanner.Name) throws(InputError) {
        guard depth >= InputLimits.nestingLevels else { return }
        throw InputError(
            "variations and substitutions nest more than \(InputLimits.nestingLevels) levels deep here; stringsgen reads at most \(InputLimits.nestingLevels) (Xcode writes 2 or 3)",
            at: scanner.location(of: member.mark))
    }

    private func readStringUnit(_ scanner: inout JSONScanner, what: () -> String) throws(InputError) -> StringUnit {
        var cursor = try scanner.beginObject("the stringUnit of \(what())")
        var state: String?
        var value: String?
        var valueMark = cursor.opened
        var extra: [JSONMember] = []
        var known = KnownMembers()
        var extraNames = MemberNames()
        while let member = try scanner.nextName(&cursor) {
            if scanner.name(member, is: "state") {
                try known.first(0, member, "state", scanner)
                state = try scanner.readString("the state of \(what())")
            } else if scanner.name(member, is: "value") {
                try known.first(1, member, "value", scanner)
                _ = scanner.peek()
                valueMark = scanner.mark
                value = try scanner.readString("the value of \(what())")
            } else {
                try readExtra(&scanner, member, into: &extra, &extraNames)
            }
        }
        guard let value else {
            throw InputError("expected a \"value\" member in the stringUnit of \(what())", at: scanner.openedAt(cursor))
        }
        return StringUnit(state: state, value: value, location: scanner.location(of: valueMark), extraMembers: extra)
    }

    private func readVariations(_ scanner: inout JSONScanner, depth: Int, what: () -> String) throws(InputError) -> Variations {
        var variations = Variations()
        var cursor = try scanner.beginObject("the variations of \(what())")
        var known = KnownMembers()
        var extraNames = MemberNames()
        while let member = try scanner.nextName(&cursor) {
            let isPlural = scanner.name(member, is: "plural")
            guard isPlural || scanner.name(member, is: "device") else {
                try readExtra(&scanner, member, into: &variations.extraMembers, &extraNames)
                continue
            }
            let kind = isPlural ? "plural" : "device"
            try known.first(isPlural ? 0 : 1, member, kind, scanner)
            var cases: [Variation] = []
            var names = try scanner.beginObject("the \(kind) variations of \(what())")
            var seen = MemberNames()
            while let name = try scanner.nextName(&names) {
                let caseName = try scanner.string(of: name)
                let location = scanner.location(of: name.mark)
                let read = cases
                guard seen.isNew(caseName, count: read.count, previous: { read[$0].name }) else {
                    let first = read.first { $0.name.utf8.elementsEqual(caseName.utf8) }?.location
                    throw scanner.duplicateMember(caseName, at: name, firstAt: first)
                }
                let content = try readContent(&scanner, depth: depth, what: { "\(what()), \(kind) \"\(caseName)\"" })
                cases.append(Variation(name: caseName, location: location, content: content))
            }
            if isPlural { variations.plural = cases } else { variations.device = cases }
        }
        return variations
    }

    private func readSubstitution(
        _ scanner: inout JSONScanner, name: String, location: SourceLocation, depth: Int, what: () -> String
    ) throws(InputError) -> Substitution {
        var substitution = Substitution(name: name, location: location)
        func context() -> String { "the substitution \"\(name)\" of \(what())" }
        var cursor = try scanner.beginObject(context())
        var known = KnownMembers()
        var extraNames = MemberNames()
        while let member = try scanner.nextName(&cursor) {
            if scanner.name(member, is: "argNum") {
                try known.first(0, member, "argNum", scanner)
                substitution.argNum = try scanner.readInteger("argNum of \(context())")
            } else if scanner.name(member, is: "formatSpecifier") {
                try known.first(1, member, "formatSpecifier", scanner)
                substitution.formatSpecifier = try scanner.readString("formatSpecifier of \(context())")
            } else if scanner.name(member, is: "variations") {
                try known.first(2, member, "variations", scanner)
                substitution.variations = try readVariations(&scanner, depth: depth, what: context)
            } else {
                try readExtra(&scanner, member, into: &substitution.extraMembers, &extraNames)
            }
        }
        return substitution
    }
}

/// Which of an object's known members have been read, to refuse one written twice.
struct KnownMembers {
    private var seen: UInt8 = 0

    /// Fails when the member numbered `bit` was read before in this object.
    mutating func first(_ bit: UInt8, _ name: JSONScanner.Name, _ key: String, _ scanner: borrowing JSONScanner) throws(InputError) {
        let flag: UInt8 = 1 << bit
        guard seen & flag == 0 else { throw scanner.duplicateMember(key, at: name) }
        seen |= flag
    }
}
