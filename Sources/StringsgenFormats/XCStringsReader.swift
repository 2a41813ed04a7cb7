import StringsgenModel

/// Reads Apple String Catalogs (`.xcstrings`, versions 1.0 and 1.1) into the model, with the
/// line and column of every key and value. Members it does not know are kept, not dropped.
public enum XCStringsReader {
    /// Reads the catalog at `path`. The table's name is the file name without `.xcstrings`.
    public static func read(path: String) throws(InputError) -> StringTable {
        try read(bytes: try FileBytes.read(path), file: path)
    }

    /// Reads a catalog from its bytes; `file` is the path locations name.
    public static func read(bytes: [UInt8], file: String) throws(InputError) -> StringTable {
        try bytes.withUnsafeBufferPointer { (buffer) throws(InputError) -> StringTable in
            var scanner = JSONScanner(bytes: buffer, file: file)
            var table = StringTable(name: tableName(of: file), file: file, format: .xcstrings, sourceLanguage: "")
            var sawSourceLanguage = false
            var cursor = try scanner.beginObject("the catalog (a String Catalog is one JSON object)")
            while let (key, _) = try scanner.nextKey(&cursor) {
                switch key {
                case "sourceLanguage":
                    table.sourceLanguage = try scanner.readString("\"sourceLanguage\"")
                    sawSourceLanguage = true
                case "version":
                    table.version = try scanner.readString("\"version\"")
                case "strings":
                    table.entries = try readEntries(&scanner)
                default:
                    table.extraMembers.append(JSONMember(key: key, value: try scanner.readValue()))
                }
            }
            try scanner.expectEnd()
            guard sawSourceLanguage else {
                throw InputError(
                    "expected a \"sourceLanguage\" member in the catalog (the language its keys are written in)",
                    at: cursor.openedAt)
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

    private static func readEntries(_ scanner: inout JSONScanner) throws(InputError) -> [Entry] {
        var entries: [Entry] = []
        var cursor = try scanner.beginObject("\"strings\" (keys and their values)")
        while let (key, location) = try scanner.nextKey(&cursor) {
            entries.append(try readEntry(&scanner, key: key, location: location))
        }
        return entries
    }

    private static func readEntry(_ scanner: inout JSONScanner, key: String, location: SourceLocation) throws(InputError) -> Entry {
        var entry = Entry(key: key, location: location)
        var cursor = try scanner.beginObject("the key \"\(key)\"")
        while let (member, _) = try scanner.nextKey(&cursor) {
            switch member {
            case "comment":
                entry.comment = try scanner.readString("the comment of \"\(key)\"")
            case "extractionState":
                entry.extractionState = try scanner.readString("the extractionState of \"\(key)\"")
            case "shouldTranslate":
                entry.shouldTranslate = try scanner.readBool("shouldTranslate of \"\(key)\"")
            case "localizations":
                entry.hasLocalizationsMember = true
                var locales = try scanner.beginObject("the localizations of \"\(key)\"")
                while let (locale, localeLocation) = try scanner.nextKey(&locales) {
                    let content = try readContent(&scanner, what: "\"\(key)\" in \"\(locale)\"")
                    entry.localizations.append(Localization(locale: locale, location: localeLocation, content: content))
                }
            default:
                entry.extraMembers.append(JSONMember(key: member, value: try scanner.readValue()))
            }
        }
        return entry
    }

    /// A localization, a variation case, or a substitution's variation case.
    private static func readContent(_ scanner: inout JSONScanner, what: String) throws(InputError) -> LocalizedContent {
        var content = LocalizedContent()
        var cursor = try scanner.beginObject(what)
        while let (member, _) = try scanner.nextKey(&cursor) {
            switch member {
            case "stringUnit":
                content.stringUnit = try readStringUnit(&scanner, what: what)
            case "variations":
                content.variations = try readVariations(&scanner, what: what)
            case "substitutions":
                var substitutions: [Substitution] = []
                var names = try scanner.beginObject("the substitutions of \(what)")
                while let (name, location) = try scanner.nextKey(&names) {
                    substitutions.append(try readSubstitution(&scanner, name: name, location: location, what: what))
                }
                content.substitutions = substitutions
            default:
                content.extraMembers.append(JSONMember(key: member, value: try scanner.readValue()))
            }
        }
        return content
    }

    private static func readStringUnit(_ scanner: inout JSONScanner, what: String) throws(InputError) -> StringUnit {
        var cursor = try scanner.beginObject("the stringUnit of \(what)")
        var state: String?
        var value: String?
        var valueLocation = cursor.openedAt
        var extra: [JSONMember] = []
        while let (member, _) = try scanner.nextKey(&cursor) {
            switch member {
            case "state":
                state = try scanner.readString("the state of \(what)")
            case "value":
                _ = scanner.peek()
                valueLocation = scanner.currentLocation
                value = try scanner.readString("the value of \(what)")
            default:
                extra.append(JSONMember(key: member, value: try scanner.readValue()))
            }
        }
        guard let value else {
            throw InputError("expected a \"value\" member in the stringUnit of \(what)", at: cursor.openedAt)
        }
        return StringUnit(state: state, value: value, location: valueLocation, extraMembers: extra)
    }

    private static func readVariations(_ scanner: inout JSONScanner, what: String) throws(InputError) -> Variations {
        var variations = Variations()
        var cursor = try scanner.beginObject("the variations of \(what)")
        while let (kind, _) = try scanner.nextKey(&cursor) {
            switch kind {
            case "plural", "device":
                var cases: [Variation] = []
                var names = try scanner.beginObject("the \(kind) variations of \(what)")
                while let (name, location) = try scanner.nextKey(&names) {
                    let content = try readContent(&scanner, what: "\(what), \(kind) \"\(name)\"")
                    cases.append(Variation(name: name, location: location, content: content))
                }
                if kind == "plural" { variations.plural = cases } else { variations.device = cases }
            default:
                variations.extraMembers.append(JSONMember(key: kind, value: try scanner.readValue()))
            }
        }
        return variations
    }

    private static func readSubstitution(
        _ scanner: inout JSONScanner, name: String, location: SourceLocation, what: String
    ) throws(InputError) -> Substitution {
        var substitution = Substitution(name: name, location: location)
        let context = "the substitution \"\(name)\" of \(what)"
        var cursor = try scanner.beginObject(context)
        while let (member, _) = try scanner.nextKey(&cursor) {
            switch member {
            case "argNum":
                substitution.argNum = try scanner.readInteger("argNum of \(context)")
            case "formatSpecifier":
                substitution.formatSpecifier = try scanner.readString("formatSpecifier of \(context)")
            case "variations":
                substitution.variations = try readVariations(&scanner, what: context)
            default:
                substitution.extraMembers.append(JSONMember(key: member, value: try scanner.readValue()))
            }
        }
        return substitution
    }
}
