/// One argument a key is formatted with: its 1-based position and its type.
public struct KeyArgument: Sendable, Hashable {
    public var position: Int
    public var type: PlaceholderType
    /// The specifier it was first seen as (`%lld`, `%2$@`; for a substitution, `%` and its
    /// `formatSpecifier`).
    public var text: String

    public init(position: Int, type: PlaceholderType, text: String) {
        self.position = position
        self.type = type
        self.text = text
    }
}

extension Entry {
    /// The arguments of the key: every argument its source passes in any of its forms (plain
    /// values, plural and device variations, substitutions: a substitution's `argNum` with the
    /// type of its `formatSpecifier`, the specifiers inside its forms, an implicit one standing
    /// for the substitution's own argument), plus those written in the key itself where Xcode
    /// extracted the key from code (`"notifications.label.favorite %lld"`: the code passes a
    /// number even where the English text does not show it). By ascending position; the first
    /// type seen wins where two forms disagree.
    ///
    /// A key is *formatted* (`String(format:)` runs on its text) iff this is not empty: a key
    /// without arguments shows its text as written, so a lone `%` in it is just a percent sign.
    /// The checks and the code generator share this one definition.
    public func arguments(sourceLanguage: String) -> [KeyArgument] {
        var found: [Int: KeyArgument] = [:]
        func add(_ position: Int, _ type: PlaceholderType, _ text: String) {
            guard position > 0, found[position] == nil else { return }
            found[position] = KeyArgument(position: position, type: type, text: text)
        }
        // An address whose `%` are its percent-escapes (`Third%20party%20components`) is passed
        // to `URL(string:)`, never formatted: Linphone's licences URL read as `%20p`, 10 errors.
        // So is a text whose only `%` are an address's (`hasOnlyAddressEscapes`).
        if let source = sourceLocalization(for: sourceLanguage),
           !(source.content.variations == nil && source.content.stringUnit.map { Self.hasOnlyAddressEscapes($0.value) } == true) {
            Self.collect(source.content, substitutions: [], into: add)
        }
        // Without a source value the key is the source text (as Xcode shows it). A key with
        // well-formed specifiers of its own names the code's arguments whatever its
        // `extractionState` says: IceCubesApp's manual `"notifications.label.favorite %lld"` is
        // formatted with a count that English leaves out and German chooses "hat"/"haben" by.
        if isExtractedFromCode || sourceLocalizationIndex(for: sourceLanguage) == nil {
            Self.collectPlain(FormatString(key), into: add)
        } else if FormatString.mayHoldPlaceholder(key) {
            let format = FormatString(key)
            if format.malformed.isEmpty { Self.collectPlain(format, into: add) }
        }
        return found.values.sorted { $0.position < $1.position }
    }

    /// Whether every `%` of `text` starts a percent-escape (`%20`, two hexadecimal digits) in an
    /// address (`scheme://…`, up to white space or a bracket or quotation mark that ends it):
    /// a URL whole, or one in a Markdown link in prose (Photo Club Hub's read-me paragraphs link
    /// to `…/Photo%20Club%20Hub/…`, read as `%20C` and `%20H`: `generate` shipped English for a
    /// right Dutch paragraph).
    public static func hasOnlyAddressEscapes(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(hasOnlyAddressEscapes)
    }

    private static func hasOnlyAddressEscapes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func isHex(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte & 0xDF) }
        func endsAddress(_ byte: UInt8) -> Bool { byte <= 0x20 || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "[") }
        var found = false
        for i in bytes.indices where bytes[i] == UInt8(ascii: "%") {
            guard i + 2 < bytes.count, isHex(bytes[i + 1]), isHex(bytes[i + 2]) else { return false }
            // The address it is in: back to what ends one, holding `://`.
            var start = i
            while start > 0, !endsAddress(bytes[start - 1]) { start -= 1 }
            guard i - start >= 3, (start..<(i - 2)).contains(where: { bytes[$0] == UInt8(ascii: ":") && bytes[$0 + 1] == UInt8(ascii: "/") && bytes[$0 + 2] == UInt8(ascii: "/") })
            else { return false }
            found = true
        }
        return found
    }

    /// Whether the key is formatted: `arguments(sourceLanguage:)` is not empty. Decided without
    /// building them where neither the key nor any value of its source holds a `%` and the
    /// source defines no substitution (most copy): then nothing passes an argument.
    public func isFormatted(sourceLanguage: String) -> Bool {
        if !FormatString.mayHoldPlaceholder(key), let s = sourceLocalizationIndex(for: sourceLanguage),
           !localizations.definesSubstitution(at: s), !localizations.containsValue(at: s, where: FormatString.mayHoldPlaceholder) {
            return false
        }
        return !arguments(sourceLanguage: sourceLanguage).isEmpty
    }

    /// Whether Xcode extracted the key from source code (so the key is the code's own format
    /// string): no `extractionState`, or `extracted_with_value` or `stale`. A `manual` or
    /// `migrated` key is an identifier someone chose.
    public var isExtractedFromCode: Bool {
        switch extractionState {
        case nil, "extracted_with_value", "stale": true
        default: false
        }
    }

    /// The arguments of the plain specifiers of a string (not `%#@name@`, not `%arg`): explicit
    /// positions as written, implicit ones counted among themselves.
    private static func collectPlain(_ format: FormatString, into add: (Int, PlaceholderType, String) -> Void) {
        var implicit = 0
        for p in format.placeholders {
            switch p.type {
            case .substitution, .substitutionArgument: continue
            default:
                if p.hasExplicitPosition { add(p.position, p.type, p.text) } else { implicit += 1; add(implicit, p.type, p.text) }
            }
        }
    }

    private static func collect(
        _ content: LocalizedContent, substitutions: [Substitution], into add: (Int, PlaceholderType, String) -> Void
    ) {
        let substitutions = substitutions + (content.substitutions ?? [])
        var referenced: [String: Int] = [:]
        if let value = content.stringUnit?.value {
            let format = FormatString(value)
            collectPlain(format, into: add)
            for p in format.placeholders {
                if case .substitution(let name) = p.type, referenced[name] == nil { referenced[name] = p.position }
            }
        }
        // Every substitution defined here, even one a malformed `%1#@name@` fails to name. A
        // `.stringsdict` variable has no `argNum`: it takes the place of its `%#@name@`.
        for substitution in content.substitutions ?? [] {
            collect(substitution, position: substitution.argNum ?? referenced[substitution.name], into: add)
        }
        for (name, position) in referenced where !(content.substitutions ?? []).contains(where: { $0.name == name }) {
            if let substitution = substitutions.first(where: { $0.name == name }) {
                collect(substitution, position: substitution.argNum ?? position, into: add)
            }
        }
        for variation in (content.variations?.plural ?? []) + (content.variations?.device ?? []) {
            collect(variation.content, substitutions: substitutions, into: add)
        }
    }

    /// A substitution's own argument (its `formatSpecifier`, else what its forms format it
    /// with: `%arg` or an implicit specifier), and any explicit specifier in its forms.
    private static func collect(_ substitution: Substitution, position: Int?, into add: (Int, PlaceholderType, String) -> Void) {
        if let position, let specifier = substitution.formatSpecifier, let type = PlaceholderType(formatSpecifier: specifier) {
            add(position, type, "%" + specifier)
        }
        for form in LocalizedContent(variations: substitution.variations).units {
            let format = FormatString(form.unit.value, insideSubstitution: true)
            for p in format.placeholders {
                switch p.type {
                case .substitution: continue
                case .substitutionArgument: if let position { add(position, .integer, "%arg") }
                default:
                    // An implicit specifier in a form formats the substitution's own argument.
                    if let at = p.hasExplicitPosition ? p.position : position { add(at, p.type, p.text) }
                }
            }
        }
    }
}
