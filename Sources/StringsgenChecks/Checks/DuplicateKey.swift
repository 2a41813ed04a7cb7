import StringsgenModel

/// A key written twice in one `.strings` file with different values. Foundation reads the file
/// and keeps the last value without a word, so the first is lost whatever it says; Xcode builds
/// such an app (Stats ships 237 of them in four languages). The table holds the last value,
/// as the app does, and the finding is at it, naming the first (`StringsFileReader`). A key
/// written twice in a catalog's `"strings"` is read the same way, its last copy kept
/// (`XCStringsReader.keepingLastOfDuplicateKeys`).
public struct DuplicateKey: Check {
    public static let id = "duplicate-key"
    public static let defaultSeverity = Severity.error
    public static let summary = "a key written twice in one .strings file with different values, or in one catalog: only the last is read"
    public static let help = "Delete the copy that should not be there: Foundation reads only the last value of a key written twice, and the other is lost."

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        // A storyboard's or xib's key for an object it does not have is looked up by nothing,
        // whichever copy wins: MenuMeters' five `".title"` keys (ObjectID "") per language drew
        // 13 errors saying "the app shows only this last one".
        if entry.run.context.orphans.isStaleInterfaceBuilderKey(entry.key) { return }
        for note in entry.run.readingNotes(of: entry.key) where note.kind == .duplicateKey {
            // A catalog's key written twice is the whole entry's, of no one locale.
            if note.locale.isEmpty {
                emit(finding(entry, nil, at: note.location, "‘\(entry.key)’ \(note.message)"))
            } else {
                emit(finding(entry, note.locale, at: note.location, "‘\(entry.key)’ in ‘\(note.locale)’ \(note.message)"))
            }
        }
    }
}
