import StringsgenModel

/// `missing-key` (error): the code shows a key that its table lacks, so the user sees the raw
/// key (or the source language in every language). Found by `KeyUsage` from the uses the scan
/// found; a use whose table the project does not have is not reported (the table may come from
/// another package), nor one in `#if DEBUG` code or a `#Preview`, which users never see.
enum MissingKey {
    static let id = "missing-key"

    /// `keyWithText`: a key whose source text is `key` (bitchat's `Label("remove verification")`
    /// where `fingerprint.action.remove_verification` holds that text, 29 languages of it).
    static func message(key: String, table: String, nearest: String?, keyWithText: String? = nil, isCatalog: Bool = true) -> String {
        let hint = keyWithText.map { "; the key \"\($0)\" has this text (look that key up)" }
            ?? nearest.map { "; the nearest key it has is \"\($0)\"" } ?? ""
        return "\"\(key)\" is shown by the code but table \"\(table)\" has no such key\(hint): add it to the \(isCatalog ? "catalog" : "source language's .strings file"), or fix the key"
    }
}
