import StringsgenModel

/// A legacy `.lproj` table with no file in its source language (`en.lproj/Localizable.strings`
/// missing), or keys its source-language files do not hold: such keys are identifiers, not the
/// source text, so nothing can be compared with a source. Said once per table; the comparisons
/// that need a source (placeholders, white space, empty and unchanged values) are skipped for
/// those keys instead of measuring their values against the key (`LintContext.keysWithoutSource`).
/// Where the source language has a `.strings` file that lacks keys its translations have
/// (`StringTable.OrphanKeys`: a key deleted from the source and left in the translations), each
/// such key is named instead, and no locale is asked to translate it.
public struct MissingSourceFile: Check {
    public static let id = "missing-source-file"
    public static let scope = CheckScope.table
    public static let defaultSeverity = Severity.warning
    public static let summary = "a legacy table with no file in the source language, or a key its source file lacks"
    public static let help = "Add the source language's .strings (or .stringsdict) file to the table, or set sourceLanguage in stringsgen.json to the language the table's keys are written in, so translations can be compared with their source."

    public init() {}

    public func check(table run: LintRun, emit: (Finding) -> Void) {
        let count = run.context.keysWithoutSource
        guard count > 0 else { return }
        let table = run.table
        // The source's `.strings` file lacks these keys: each is named, where its translations are.
        if run.context.orphans.arePossible {
            for entry in table.entries where run.context.orphans.contains(entry) {
                let locales = entry.localizations.map(\.locale)
                emit(Finding(
                    rule: Self.id, location: entry.localizations.first?.location ?? entry.location, key: entry.key,
                    locale: run.sourceLanguage, message: .orphan(entry.key, table.name, run.sourceLanguage, locales)))
            }
            return
        }
        emit(Finding(
            rule: Self.id, location: SourceLocation(file: table.file, line: 1, column: 1), key: nil,
            locale: run.sourceLanguage,
            message: run.context.hasNoSourceFile
                ? .noSourceFile(table.name, run.sourceLanguage)
                : .keysWithoutSource(table.name, run.sourceLanguage, count)))
    }
}

extension String {
    fileprivate static func orphan(_ key: String, _ table: String, _ language: String, _ locales: [String]) -> String {
        let listed = locales.count <= 3 ? locales.map { "‘\($0)’" }.joined(separator: ", ")
            : locales.prefix(3).map { "‘\($0)’" }.joined(separator: ", ") + " and \(locales.count - 3) more"
        return "‘\(key)’ is translated (\(listed)) but has no ‘\(language)’ value in \(language).lproj/\(table).strings, so no locale is asked to translate it and it gets no accessor: add its ‘\(language)’ text, or delete it from the translations if the app no longer uses it"
    }

    fileprivate static func keysWithoutSource(_ table: String, _ language: String, _ count: Int) -> String {
        "\(MessageText.count(count, "key")) of the table ‘\(table)’ \(count == 1 ? "has" : "have") no ‘\(language)’ value (is \(language).lproj/\(table).strings missing?), so \(count == 1 ? "its" : "their") placeholders, white space and empty values are not compared with a source: add \(count == 1 ? "it" : "them")"
    }

    fileprivate static func noSourceFile(_ table: String, _ language: String) -> String {
        "the table ‘\(table)’ has no ‘\(language)’ file (\(language).lproj/\(table).strings), so placeholders, white space and empty values are not compared with a source: add the file, or set \"sourceLanguage\" in stringsgen.json"
    }
}
