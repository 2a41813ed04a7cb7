import StringsgenModel

/// One generated accessor: a computed property, or a function for a key with arguments.
struct Accessor {
    var key: String
    /// Where the key is in the table's entries.
    var entryIndex: Int
    /// The Swift name, not yet escaped.
    var name: String
    var parameters: [AccessorParameter]
    /// The source-language text the doc comment shows (for plurals, the `other` form).
    var sourceText: String
    var isPlural: Bool
    var comment: String?
    /// Whether a language of the table writes the key with `%#@name@` substitutions.
    var hasSubstitutions = false
    /// Whether a language of the table varies the key by device.
    var hasDevices = false

    /// The parameter a plural variation is chosen by (its count), for a plural key.
    var countIndex: Int? { isPlural ? parameters.firstIndex { $0.isCount } : nil }

    /// What Swift tells accessors of one name apart by: their argument labels and types.
    var signature: [String] { Self.signature(of: parameters) }

    static func signature(of parameters: [AccessorParameter]) -> [String] {
        parameters.map { ($0.label ?? "_") + ":" + $0.type.swiftType }
    }
}

/// One argument of an accessor, in format-argument order.
struct AccessorParameter {
    /// The argument label; nil for `_`.
    var label: String?
    /// The parameter's name inside the accessor.
    var name: String
    var type: ArgumentType
    /// The placeholder as the source writes it, without its position (`%.1f`, `%lld`): how
    /// a number shows, which decides its plural operands.
    var specifier: String
    /// Whether a plural variation is chosen by this argument.
    var isCount = false

    /// The Swift expression for this argument's plural operands, `nil` for one that is not a number.
    var operands: String {
        switch type {
        case .int, .uint: "_PluralOperands(\(name))"
        case .double: "_PluralOperands(\(name), format: \(SwiftSourceText.stringLiteral(specifier)))"
        default: "nil"
        }
    }
}

/// The Swift type an argument has, and how it is passed to `String(format:)`.
enum ArgumentType {
    case string, int, uint, double, character, cString, pointer

    /// The type for a placeholder; nil for `%S`, a UTF-16 C string no Swift value can be passed as safely.
    init?(_ placeholder: PlaceholderType, text: String) {
        switch placeholder {
        case .object: self = .string
        case .integer, .substitution, .substitutionArgument: self = .int
        case .unsigned: self = .uint
        case .double: self = .double
        case .char: self = .character
        case .cString:
            guard !text.hasSuffix("S") else { return nil }
            self = .cString
        case .pointer: self = .pointer
        }
    }

    var swiftType: String {
        switch self {
        case .string, .cString: "String"
        case .int: "Int"
        case .uint: "UInt"
        case .double: "Double"
        case .character: "Character"
        case .pointer: "UnsafeRawPointer"
        }
    }

    /// The `CVarArg` expression for the parameter `name`. `%c`/`%C` get the character's first
    /// UTF-16 code unit (`unichar`, what `%C` reads; `%c` prints its low byte). `%s` gets a
    /// pointer the accessor keeps alive with `withCString` around the lookup.
    func argument(_ name: String) -> String {
        switch self {
        case .character: "\(name).utf16.first ?? 0"
        default: name
        }
    }
}

extension Accessor {
    /// The accessors of the keys `options` selects in `table`, sorted by name, and the diagnostics
    /// about the rest: a key with no usable name and keys that share one get no accessor (a
    /// warning, or with `options.strict` an error), nor does a key whose source no accessor can
    /// format safely (an argument list with a gap, a specifier with no Swift type).
    static func plan(
        for table: StringTable, tableName: String, options: GeneratorOptions = GeneratorOptions()
    ) -> (accessors: [Accessor], diagnostics: [Diagnostic]) {
        var accessors: [Accessor] = []
        accessors.reserveCapacity(table.entries.count)
        var diagnostics: [Diagnostic] = []
        let names = SwiftIdentifier.MemberNames(tableName: tableName)
        func refused(_ rule: String, _ entry: Entry, at location: SourceLocation? = nil, _ message: String) {
            diagnostics.append(Diagnostic(
                rule: rule, severity: options.strict ? .error : .warning, location: location ?? entry.location, table: table.name,
                key: entry.key, message: message))
        }
        // A key without an accessor leaves the rest of the table generated, unless strict.
        func unnamed(_ rule: String, _ entry: Entry, _ message: String) {
            diagnostics.append(Diagnostic(
                rule: rule, severity: options.strict ? .error : .warning, location: entry.location, table: table.name,
                key: entry.key, message: message))
        }

        let orphans = StringTable.OrphanKeys(table)
        for position in table.entries.indices {
            // Fields are read where they are: copying each entry and localization costs more than naming it.
            let key = table.entries[position].key
            let chosenName = options.names.isEmpty ? nil : options.names[key]
            let state = table.entries[position].extractionState
            // A stale key's code is gone: no accessor, even for a chosen name. Nor for a key of a
            // legacy table whose source file lacks it (its source text would be the raw key).
            guard state != "stale", chosenName != nil || Self.isSelected(state, table, options.keys),
                  !orphans.contains(table.entries[position]), options.refusedKeys.isEmpty || !options.refusedKeys.contains(key)
            else { continue }
            guard let name = chosenName ?? names.member(forKey: key) else {
                unnamed("unrepresentable-key", table.entries[position], "\(quoted(key)) leaves no letters or digits to name a Swift accessor after, so it gets none; name it in generate.names of stringsgen.json or rename the key")
                continue
            }
            let (value, arguments) = Self.sourceValue(at: position, in: table)
            let localizations = table.entries[position].localizations
            let source = table.entries[position].sourceLocalizationIndex(for: table.sourceLanguage)
            // A source no accessor can format safely: the key gets none and the rest of the
            // table is generated (a warning), unless strict. Vocable's three sources that skip a
            // position stopped every table of the app.
            if !arguments.unsupported.isEmpty || arguments.missingPosition != nil {
                let entry = table.entries[position]
                let location = source.map { localizations[$0].content.stringUnit?.location ?? localizations[$0].location }
                let consequence = options.strict ? "" : "; it gets no accessor"
                for text in arguments.unsupported {
                    refused("invalid-format-specifier", entry, at: location, "\(quoted(text)) in \(quoted(key)) has no safe Swift argument type; use %@\(consequence)")
                }
                if let missing = arguments.missingPosition, let highest = arguments.types.keys.max() {
                    refused("invalid-format-specifier", entry, at: location, "\(quoted(key)) uses argument \(highest) but not argument \(missing); use every position from 1 to \(highest)\(consequence)")
                }
                continue
            }
            let parameters = arguments.parameters
            accessors.append(Accessor(
                key: key, entryIndex: position, name: name, parameters: parameters, sourceText: value.primaryText,
                isPlural: value.isPlural, comment: table.entries[position].comment,
                hasSubstitutions: !parameters.isEmpty
                    && localizations.indices.contains { localizations[$0].content.declaresSubstitutions },
                hasDevices: localizations.indices.contains { localizations[$0].content.variations?.device?.isEmpty == false }))
        }

        // Sorted by name, then by arguments (labels and types), then catalog order: keys that
        // share a name and arguments end up next to each other. Keys that share only a name are
        // overloads Swift tells apart (`about`, `about(locale:)`, `about(_:locale:)` with an
        // `Int` and with a `String`): each gets its accessor.
        accessors.sort { a, b in
            a.name != b.name ? a.name < b.name
                : a.signature != b.signature ? a.signature.lexicographicallyPrecedes(b.signature) : a.entryIndex < b.entryIndex
        }
        var start = 0
        while start < accessors.count {
            var end = start + 1
            while end < accessors.count, accessors[end].name == accessors[start].name,
                  accessors[end].signature == accessors[start].signature { end += 1 }
            if end - start > 1 {
                let entries = accessors[start..<end].map { table.entries[$0.entryIndex] }
                // At most three keys by name: each of n keys gets a message, and n messages naming
                // all n keys would grow as n² (16,384 such keys once printed 3 GB).
                let keys = quoted(keys: entries.prefix(3).map(\.key))
                let list = entries.count <= 3
                    ? keys.dropLast().joined(separator: ", ") + " and " + keys.last!
                    : keys.joined(separator: ", ") + " and \(entries.count - 3) more keys"
                let verb = entries.count == 2 ? "both become" : "all become"
                for entry in entries {
                    unnamed("identifier-collision", entry, "\(list) \(verb) the accessor \(quoted(accessors[start].name)), so none of them gets one; name them in generate.names of stringsgen.json or rename all but one")
                }
                accessors.removeSubrange(start..<end)
                end = start
            }
            start = end
        }
        return (accessors, Diagnostic.sorted(diagnostics))
    }

    /// The source-language value of the entry at `position` (the key itself where the source
    /// has none), and the arguments its accessor takes.
    fileprivate static func sourceValue(at position: Int, in table: StringTable) -> (ResolvedValue, Arguments) {
        let key = table.entries[position].key
        let localizations = table.entries[position].localizations
        let source = table.entries[position].sourceLocalizationIndex(for: table.sourceLanguage)
        let value: ResolvedValue
        if let source, let text = localizations.loneText(at: source) {
            value = ResolvedValue(body: .text(text), substitutions: [])
        } else {
            value = source.flatMap { localizations[$0].content.resolved() } ?? ResolvedValue(body: .text(formattable(key)), substitutions: [])
        }
        var names = source.map { localizations.placeholderNames(at: $0) } ?? [:]
        if source == nil { addPlaceholderNames(of: key, to: &names) }
        return (value, Arguments(of: value, names: names))
    }

    /// The argument labels and types of the accessor of the entry at `position`: keys that
    /// share a name are told apart by them.
    static func signature(at position: Int, in table: StringTable) -> [String] {
        Accessor.signature(of: sourceValue(at: position, in: table).1.parameters)
    }

    /// Whether a key with `extractionState` gets an accessor under `selection`: never a stale
    /// key (its code is gone); with `.manual`, only keys a developer added (legacy `.lproj`
    /// tables carry no state: all their keys are).
    static func isSelected(_ extractionState: String?, _ table: StringTable, _ selection: GeneratorOptions.KeySelection) -> Bool {
        if extractionState == "stale" { return false }
        switch selection {
        case .all: return true
        case .manual: return table.format != .xcstrings || extractionState == "manual" || extractionState == "migrated"
        }
    }
}

/// The arguments a source value takes, by position, with their labels.
fileprivate struct Arguments {
    var types: [Int: (type: PlaceholderType, text: String, label: String?)] = [:]
    var unsupported: [String] = []

    /// `names`: the names the catalog gives placeholders (`%1$(secretName)@`), by position, which
    /// label their arguments.
    init(of value: ResolvedValue, names: [Int: String] = [:]) {
        // No `%`, no placeholder: most values take no arguments.
        guard ByteWord.contains(UInt8(ascii: "%"), in: value.primaryText) else { return }
        for placeholder in FormatString(value.primaryText).placeholders {
            guard case .substitution(let name) = placeholder.type else {
                add(placeholder, label: names[placeholder.position])
                continue
            }
            named.remove(placeholder.position)
            let substitution = value.substitution(named: name)
            let type = substitution?.formatSpecifier.flatMap(PlaceholderType.init(formatSpecifier:)) ?? .integer
            add(position: substitution?.argNum ?? placeholder.position, type: type,
                text: "%" + (substitution?.specifier ?? "lld"), label: name)
            // A substitution's forms may use other arguments too (`%arg files in %2$@`).
            for inner in FormatString(PluralForm.other(in: substitution?.forms ?? []), insideSubstitution: true)
                .placeholders where inner.type != .substitutionArgument {
                add(inner, label: nil)
            }
        }
        // A plural variation is chosen by its first integer argument.
        if value.isPlural, let count = types.keys.sorted().first(where: { types[$0]!.type.isInteger }),
           types[count]!.label == nil || named.contains(count) {
            if types[count]!.label == nil { types[count]!.label = "count" }
            isCount = count
        }
    }

    private var isCount: Int?
    /// The positions whose label is the catalog's name for the placeholder (not a substitution's).
    private var named: Set<Int> = []

    private mutating func add(_ placeholder: Placeholder, label: String?) {
        if label != nil, types[placeholder.position]?.label == nil { named.insert(placeholder.position) }
        add(position: placeholder.position, type: placeholder.type, text: placeholder.text, label: label)
    }

    private mutating func add(position: Int, type: PlaceholderType, text: String, label: String?) {
        if types[position] == nil {
            types[position] = (type, text, label)
            if ArgumentType(type, text: text) == nil { unsupported.append(text) }
        } else if types[position]!.label == nil {
            types[position]!.label = label
        }
    }

    /// The first position below the highest one that no placeholder uses.
    var missingPosition: Int? {
        guard let highest = types.keys.max(), highest > types.count else { return nil }
        return (1...highest).first { types[$0] == nil }
    }

    /// `%2$.1f` → `%.1f`.
    private static func withoutPosition(_ text: String) -> String {
        guard let dollar = text.firstIndex(of: "$"), text.dropFirst().prefix(while: \.isNumber).endIndex == dollar else { return text }
        return "%" + text[text.index(after: dollar)...]
    }

    /// `_ count` for a plural's count, `label` (or `label argN` where the label cannot name a
    /// parameter) for a substitution or a placeholder the catalog names (`%(folder)@`, a
    /// plural's count included), `_ argN` for the rest.
    var parameters: [AccessorParameter] {
        guard !types.isEmpty else { return [] }
        var used: Set<String> = ["locale"]  // every accessor's own last parameter
        return types.keys.sorted().map { position in
            let (placeholder, text, label) = types[position]!
            let type = ArgumentType(placeholder, text: text) ?? .string
            let specifier = Self.withoutPosition(text)
            // `argN`, unless a substitution's label took that name (a substitution named `arg2`).
            var fallback = "arg\(position)"
            while used.contains(fallback) || types.values.contains(where: { $0.label == fallback }) { fallback += "_" }
            if position == isCount, !named.contains(position) {
                let name = used.insert("count").inserted ? "count" : fallback
                return AccessorParameter(label: nil, name: name, type: type, specifier: specifier, isCount: true)
            }
            guard let label, let word = SwiftIdentifier.lowerCamelCase(Substring(label)) else {
                used.insert(fallback)
                return AccessorParameter(label: nil, name: fallback, type: type, specifier: specifier, isCount: position == isCount)
            }
            let name = !SwiftIdentifier.keywords.contains(word) && used.insert(word).inserted ? word : fallback
            used.insert(name)
            return AccessorParameter(label: word, name: name, type: type, specifier: specifier, isCount: position == isCount)
        }
    }
}

extension PlaceholderType {
    fileprivate var isInteger: Bool { self == .integer || self == .unsigned }
}

/// `text` in double quotes, as messages name keys, with the characters that show nothing written
/// out (`\u{200B}`): keys that differ only by a zero-width space (Pizza Helper's
/// “\u{200B}🌐 Supported Languages”) would otherwise read the same.
func quoted(_ text: String, showingSpaces: Bool = false) -> String {
    func isShownEscaped(_ scalar: Unicode.Scalar) -> Bool {
        scalar.showsNothing || (showingSpaces && scalar != " " && scalar.properties.isWhitespace)
    }
    guard text.unicodeScalars.contains(where: isShownEscaped) else { return "\"\(text)\"" }
    var shown = ""
    for scalar in text.unicodeScalars {
        if isShownEscaped(scalar) {
            shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
            shown.unicodeScalars.append(scalar)
        }
    }
    return "\"\(shown)\""
}

/// Keys quoted for a message that names them together: where two would read alike, with every
/// space but U+0020 written out (Windscribe's “Please visit windscribe.com to reset your
/// password” beside the same with no-break spaces read as one key twice).
func quoted(keys: [String]) -> [String] {
    let plain = keys.map { quoted($0) }
    let seen = plain.map { String(String.UnicodeScalarView($0.unicodeScalars.map { $0.properties.isWhitespace ? " " : $0 })) }
    return Set(seen).count == seen.count ? plain : keys.map { quoted($0, showingSpaces: true) }
}

extension Unicode.Scalar {
    /// A format character that takes no room and shows nothing on its own: zero-width space,
    /// direction marks and embeddings, word joiner and invisible operators, the byte order mark,
    /// the soft hyphen. (Not the joiners, U+200C and U+200D, which are part of emoji sequences
    /// and of Persian and Indic words.)
    fileprivate var showsNothing: Bool {
        switch value {
        case 0x00AD, 0x200B, 0x200E...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }
}
