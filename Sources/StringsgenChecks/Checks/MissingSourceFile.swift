import StringsgenModel

/// A legacy `.lproj` table with no file in its source language (`en.lproj/Localizable.strings`
/// missing): its keys are identifiers, not the source text, so nothing can be compared with
/// the source. Said once per table; the comparisons that need a source (placeholders, white
/// space, empty and unchanged values) are skipped instead of measuring every value against
/// its key (`LintContext.hasNoSourceFile`).
public struct MissingSourceFile: Check {
    public static let id = "missing-source-file"
    public static let defaultSeverity = Severity.warning
    public static let summary = "a legacy table with no file in the source language: nothing is compared with a source"

    public init() {}

    public func check(table run: LintRun, emit: (Finding) -> Void) {
        guard run.context.hasNoSourceFile else { return }
        let table = run.table
        emit(Finding(
            rule: Self.id, location: SourceLocation(file: table.file, line: 1, column: 1), key: nil,
            locale: run.sourceLanguage, message: .noSourceFile(table.name, run.sourceLanguage)))
    }
}

extension String {
    fileprivate static func noSourceFile(_ table: String, _ language: String) -> String {
        "the table ‘\(table)’ has no ‘\(language)’ file (\(language).lproj/\(table).strings), so placeholders, white space and empty values are not compared with a source: add the file, or set \"sourceLanguage\" in stringsgen.json"
    }
}
