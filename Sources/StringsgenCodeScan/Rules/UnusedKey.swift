import StringsgenModel

/// `unused-key` (warning): a catalog key that no use in the code, no string literal anywhere
/// and no dynamic-key pattern matches. An interpolated literal matches with any text for each
/// hole (`"category.\(x)"` keeps `category.apps`); `// stringsgen:keys …` comments and
/// `usage.dynamicKeys` declare keys the code makes at run time. Tables that code does not look
/// up by key (`InfoPlist`, `AppShortcuts`, `ServicesMenu`; a storyboard's, xib's or Settings bundle's, which
/// `ProjectUsage.run` leaves out) are not checked. A literal of an Objective-C file counts. A key only `#if DEBUG` code uses is
/// `debug-only-key`, not this.
enum UnusedKey {
    static let id = "unused-key"

    /// Tables read by the system, not by the app's code (macOS reads `ServicesMenu` for the titles
    /// of Info.plist's `NSServices`: VirusTotal for macOS was told to remove both of its items).
    static let systemTables: Set<String> = ["InfoPlist", "AppShortcuts", "ServicesMenu"]

    static func message(key: String, table: String, state: String?) -> String {
        let xcode = state == "stale" ? " (Xcode marked it stale too)" : ""
        return "\"\(key)\" in table \"\(table)\" is used by no code and matches no string literal\(xcode): remove it, or declare it with a `// stringsgen:keys` comment if the code builds it at run time"
    }
}
