import StringsgenModel

/// A legacy table's file, in the folder of a language the Xcode project localizes into, that the
/// project leaves out while it names the table's file in other languages' folders
/// (`ReadingNote.Kind.notInProject`): no build copies it, so the app shows that language the
/// source text. Its translations are read and checked as the others are, and no language is
/// asked for them: the file is what is wrong, said once.
public struct FileNotInProject: Check {
    public static let id = "file-not-in-project"
    public static let scope = CheckScope.table
    public static let defaultSeverity = Severity.error
    public static let summary = "a translated .strings or .stringsdict file that the Xcode project leaves out, so the app never shows it"
    public static let help = "Add the file to the localizations of its table in the Xcode project (select the table's file, then Localization in the File inspector), or remove it if the language is not shipped."

    public init() {}

    public func check(table run: LintRun, emit: (Finding) -> Void) {
        for note in run.table.readingNotes where note.kind == .notInProject {
            emit(Finding(rule: Self.id, location: note.location, key: nil, locale: note.locale, message: note.message))
        }
    }
}
