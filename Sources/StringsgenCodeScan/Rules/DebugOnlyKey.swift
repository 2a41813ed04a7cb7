import StringsgenModel

/// `debug-only-key` (note): a catalog key that only `#if DEBUG` code uses (or matches). Debug
/// builds show it; release builds never do, and Xcode marks it `stale` after one. Not an
/// `unused-key`: deleting it would show the raw key in debug builds.
enum DebugOnlyKey {
    static let id = "debug-only-key"

    static func message(key: String, table: String, state: String?) -> String {
        let xcode = state == "stale" ? " (Xcode marked it stale after a release build)" : ""
        return "\"\(key)\" in table \"\(table)\" is used only by `#if DEBUG` code, which release builds leave out\(xcode): translators need not translate it"
    }
}
