import StringsgenModel

/// The plain values that table-wide checks compare across keys (`swapped-translation`,
/// `inconsistent-translation`), read from the catalog without linting each entry.
enum PlainText {
    /// The value of content that is one string unit, without variations or substitutions.
    static func value(_ content: LocalizedContent) -> String? {
        guard content.variations == nil, content.substitutions == nil, let value = content.stringUnit?.value else { return nil }
        return value
    }

    /// The plain source text of `entry`: its source-language value, or in a String Catalog the
    /// key where that is missing (a legacy table's key is an identifier, no text); nil when
    /// the source varies, or has no letters to compare.
    static func source(of entry: Entry, in table: StringTable) -> String? {
        let text: String
        // Found by index and read in place: a copy of the localization would count references
        // to each of its strings.
        if let i = entry.sourceLocalizationIndex(for: table.sourceLanguage) {
            guard let plain = value(entry.localizations[i].content) else { return nil }
            text = plain
        } else {
            guard table.format == .xcstrings else { return nil }
            text = entry.key
        }
        return hasLetters(text) ? text : nil
    }

    static func hasLetters(_ value: String) -> Bool {
        // Most copy has an ASCII letter: found byte by byte.
        value.containsByte { $0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A } || value.unicodeScalars.contains { $0.properties.isAlphabetic }
    }
}
