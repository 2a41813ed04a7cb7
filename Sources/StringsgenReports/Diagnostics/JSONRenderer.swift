import StringsgenModel

/// `{"diagnostics": [...]}` for scripts: one object per finding with every member always
/// present (`rule`, `severity`, `file`, `line`, `column`, `table`, `key`, `locale`, `message`),
/// `null` where no table, key or locale applies. Members in that order, 2-space indentation.
/// With `versions`, a `versions` object comes first: `stringsgen`, `icu`, `unicode`, `cldr`
/// (the data that counted characters and chose plural forms). Schema: docs/json-output.md.
public struct JSONRenderer: DiagnosticRenderer {
    public var versions: ToolVersions?

    public init(versions: ToolVersions? = nil) {
        self.versions = versions
    }

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
        var members: [(String, JSONValue)] = []
        if let versions {
            members.append(("versions", .obj([
                "stringsgen": .string(versions.stringsgen),
                "icu": .string(versions.icu),
                "unicode": .string(versions.unicode),
                "cldr": .string(versions.cldr),
            ])))
        }
        members.append(("diagnostics", .array(items)))
        return JSONText.document(.obj(members))
    }
}
