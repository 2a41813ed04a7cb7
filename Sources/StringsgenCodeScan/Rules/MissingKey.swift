import StringsgenModel

/// `missing-key` (error): the code shows a key that its table lacks, so the user sees the raw
/// key (or the source language in every language). Found by `KeyUsage` from the uses the scan
/// found; a use whose table the project does not have is not reported (the table may come from
/// another package), nor one in `#if DEBUG` code or a `#Preview`, which users never see.
enum MissingKey {
    static let id = "missing-key"

    /// `keyWithText`: a key whose source text is `key` (bitchat's `Label("remove verification")`
    /// where `fingerprint.action.remove_verification` holds that text, 29 languages of it).
    /// `fallback`: the text the call gives for a table without the key (`value:`), which every
    /// language then shows, untranslated (Brave's 22 keys added since its last Crowdin sync).
    static func message(key: String, table: String, nearest: String?, keyWithText: String? = nil, isCatalog: Bool = true, fallback: String? = nil) -> String {
        let hint = keyWithText.map { "; the key \"\($0)\" has this text (look that key up)" }
            ?? nearest.map { "; the nearest key it has is \"\($0)\"" } ?? ""
        let file = isCatalog ? "catalog" : "source language's .strings file"
        if let fallback {
            let shown = fallback.count > 60 ? String(fallback.prefix(59)) + "…" : fallback
            return "\"\(key)\" is shown by the code but table \"\(table)\" has no such key\(hint), so every language shows the code's own text, “\(shown)”, untranslated: add the key to the \(file) for translators, or fix the key"
        }
        return "\"\(key)\" is shown by the code but table \"\(table)\" has no such key\(hint): add it to the \(file), or fix the key"
    }
}
