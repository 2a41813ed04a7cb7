import StringsgenModel

/// The pseudo-language `en-XA`: the source language's text with accented letters, lengthened
/// by `factor`, between brackets, so a developer who runs the app in it sees text that
/// translation will lengthen, text that is clipped (a missing `]`), and text that is not
/// localized at all (no accents) before any translator starts.
///
/// `Welcome to StandFit` → `[Ŵéļçöɱé ţö ŠţåñðƑîţ ~~~~~]`:
/// - each ASCII letter becomes an accented one (one user-perceived character for one);
/// - the text is padded with ` ~~~` to `factor` times its length (rounded up): a text of
///   n characters, placeholders not counted, gets a space and `ceil(n × (factor - 1)) - 1`
///   tildes, so `[`, the text, the padding and `]` make `ceil(n × factor) + 2`;
/// - `[` and `]` mark both ends of each value and of each plural or device form;
/// - placeholders (`%@`, `%1$lld`, `%#@days@`, `%arg`) and `%%` are kept as written, so the
///   accessors format it as they format the source; a substitution's forms are accented and
///   padded, not bracketed (the text around them is).
///
/// Every translatable key gets the pseudo-language from its source language; plural,
/// device variations and substitutions included.
public enum PseudoLocalization {
    /// The locale code of the pseudo-language (Apple's for accented pseudo-English).
    public static let locale = "en-XA"
    /// How much longer the pseudo text is than its source: 30 %, about what German adds to English.
    public static let factor = 1.3

    /// `table` with the pseudo-language added to every translatable key (replacing one the
    /// table may already have).
    public static func adding(to table: StringTable) -> StringTable {
        var table = table
        // The entries' new localizations made on every core, a run of entries at a time; then
        // put in place (the entries array is shared with the table read, and copied once here).
        let entries = table.entries
        let run = 4096
        let made = concurrentMap(runsOf: run, in: entries.count) { range in
            range.map { localizations(of: entries, at: $0, sourceLanguage: table.sourceLanguage) }
        }
        for (r, localizations) in made.enumerated() {
            for (offset, new) in localizations.enumerated() {
                if let new { table.entries[r * run + offset].localizations = new }
            }
        }
        return table
    }

    /// The localizations of `entries[index]` with the pseudo-language's (a key that is not
    /// translatable without one); nil when they stay as they are. The entry is read in place (a
    /// copy counts references to every string in it).
    private static func localizations(of entries: [Entry], at index: Int, sourceLanguage: String) -> [Localization]? {
        let existing = entries[index].localizations
        guard entries[index].isTranslatable else {
            return entries[index].localizationIndex(for: locale) != nil ? existing.filter { $0.locale != locale } : nil
        }
        let pseudoLocalization: Localization
        if let source = entries[index].sourceLocalizationIndex(for: sourceLanguage) {
            pseudoLocalization = Localization(locale: locale, location: existing[source].location, content: pseudo(existing[source].content))
        } else {
            let location = entries[index].location
            pseudoLocalization = Localization(
                locale: locale, location: location,
                content: pseudo(LocalizedContent(stringUnit: StringUnit(value: entries[index].key, location: location))))
        }
        // One new array of the right size (the entry's is shared with the table read, so
        // changing it in place would copy it, and appending would copy it again to grow it).
        var localizations: [Localization] = []
        localizations.reserveCapacity(existing.count + 1)
        for i in existing.indices where existing[i].locale != locale { localizations.append(existing[i]) }
        localizations.append(pseudoLocalization)
        return localizations
    }

    /// Every string unit of `content` made pseudo, its variations and substitutions included.
    static func pseudo(_ content: LocalizedContent, insideSubstitution: Bool = false) -> LocalizedContent {
        var content = content
        if let unit = content.stringUnit {
            content.stringUnit?.value = text(unit.value, insideSubstitution: insideSubstitution)
            content.stringUnit?.state = "translated"
        }
        if var variations = content.variations {
            variations.plural = variations.plural?.map { pseudo($0, insideSubstitution) }
            variations.device = variations.device?.map { pseudo($0, insideSubstitution) }
            content.variations = variations
        }
        content.substitutions = content.substitutions?.map { substitution in
            var substitution = substitution
            if let variations = substitution.variations {
                substitution.variations = pseudo(LocalizedContent(variations: variations), insideSubstitution: true).variations
            }
            return substitution
        }
        return content
    }

    private static func pseudo(_ variation: Variation, _ insideSubstitution: Bool) -> Variation {
        var variation = variation
        variation.content = pseudo(variation.content, insideSubstitution: insideSubstitution)
        return variation
    }

    /// One value made pseudo: accented, padded, bracketed (not inside a substitution).
    public static func text(_ value: String, insideSubstitution: Bool = false) -> String {
        let format = FormatString(value, insideSubstitution: insideSubstitution)
        var value = value
        return value.withUTF8 { bytes in
            // Built as UTF-8 straight into the string's storage: an ASCII letter becomes its
            // accented letter's bytes (at most 3), every other byte is kept (`accented` changes
            // ASCII letters only); the padding adds less than a byte a byte, the brackets 2.
            String(unsafeUninitializedCapacity: bytes.count * 4 + 4) { out in
                accented.withUnsafeBufferPointer { table in
                    var n = 0
                    func append(_ byte: UInt8) {
                        out[n] = byte
                        n += 1
                    }
                    if !insideSubstitution { append(UInt8(ascii: "[")) }
                    var letters = 0
                    func appendLiteral(_ range: Range<Int>) {
                        var start = range.lowerBound
                        func flush(upTo end: Int) {
                            guard start < end else { return }
                            // Characters, counted without decoding where the text is ASCII: each
                            // byte is one, but `\r\n`, which is one together.
                            var ascii = true, crlf = 0
                            for i in start..<end {
                                let byte = bytes[i]
                                if byte >= 0x80 { ascii = false } else if byte == 0x0D, i + 1 < end, bytes[i + 1] == 0x0A { crlf += 1 }
                                let letter = byte &- 0x61 < 26 ? Int(byte &- 0x61) : byte &- 0x41 < 26 ? 26 + Int(byte &- 0x41) : -1
                                guard letter >= 0 else {
                                    append(byte)
                                    continue
                                }
                                let entry = letter * 4
                                for k in 1...Int(table[entry]) { append(table[entry + k]) }
                            }
                            letters += ascii ? end - start - crlf : String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self).count
                        }
                        var i = range.lowerBound
                        while i < range.upperBound {
                            if bytes[i] == UInt8(ascii: "%"), i + 1 < range.upperBound, bytes[i + 1] == UInt8(ascii: "%") {
                                flush(upTo: i)
                                append(UInt8(ascii: "%"))
                                append(UInt8(ascii: "%"))
                                letters += 1
                                i += 2
                                start = i
                            } else {
                                i += 1
                            }
                        }
                        flush(upTo: range.upperBound)
                    }
                    var position = 0
                    for placeholder in format.placeholders {
                        appendLiteral(position..<placeholder.utf8Range.lowerBound)
                        for byte in placeholder.text.utf8 { append(byte) }
                        position = placeholder.utf8Range.upperBound
                    }
                    appendLiteral(position..<bytes.count)
                    let extra = paddingLength(for: letters)
                    if extra > 0 {
                        append(UInt8(ascii: " "))
                        for _ in 1..<extra { append(UInt8(ascii: "~")) }
                    }
                    if !insideSubstitution { append(UInt8(ascii: "]")) }
                    return n
                }
            }
        }
    }

    /// The characters (the space included) a text of `count` characters is lengthened by.
    static func paddingLength(for count: Int) -> Int {
        guard count > 0 else { return 0 }
        return max(1, Int((Double(count) * (factor - 1) - 1e-9).rounded(.up)))
    }

    /// For each ASCII letter, `a` to `z` then `A` to `Z`, four bytes: the length of its accented
    /// letter's UTF-8 (2 or 3), then those bytes.
    private static let accented: [UInt8] = ("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž" + "ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ").unicodeScalars.flatMap { scalar in
        let bytes = Array(String(scalar).utf8)
        return [UInt8(bytes.count)] + bytes + Array(repeating: 0, count: 3 - bytes.count)
    }
}
