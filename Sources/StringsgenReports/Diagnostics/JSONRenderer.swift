import StringsgenModel

/// `{"diagnostics": [...]}` for scripts: one object per finding with every member always
/// present (`rule`, `severity`, `file`, `line`, `column`, `table`, `key`, `locale`, `message`),
/// `null` where no table, key or locale applies. Members in that order, 2-space indentation.
public struct JSONRenderer: DiagnosticRenderer {
    public init() {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        let items = Diagnostic.sorted(diagnostics).map { d -> JSONValue in
            .obj([
                "rule": .string(d.rule),
                "severity": .string(d.severity.rawValue),
                "file": .string(d.location.file),
                "line": .int(d.location.line),
                "column": .int(d.location.column),
                "table": .optional(d.table),
                "key": .optional(d.key),
                "locale": .optional(d.locale),
                "message": .string(d.message),
            ])
        }
        return JSONText.document(.obj(["diagnostics": .array(items)]))
    }
}
