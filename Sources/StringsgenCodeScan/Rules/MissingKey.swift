import StringsgenModel

/// `missing-key` (error): the code shows a key that its table lacks, so the user sees the raw
/// key (or the source language in every language). Found by `KeyUsage` from the uses the scan
/// found; a use whose table the project does not have is not reported (the table may come from
/// another package), nor one in `#if DEBUG` code or a `#Preview`, which users never see.
enum MissingKey {
    static let id = "missing-key"

    static func message(key: String, table: String, nearest: String?) -> String {
        let hint = nearest.map { "; the nearest key it has is \"\($0)\"" } ?? ""
        return "\"\(key)\" is shown by the code but table \"\(table)\" has no such key\(hint): add it to the catalog, or fix the key"
    }
}
