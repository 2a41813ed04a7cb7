import StringsgenModel

/// The report as JSON for tools and dashboards (`stringsgen report --format json`).
///
/// Schema, version 1 (`schemaVersion` changes only when a member is removed or changes
/// meaning; new members may appear at any time). Members are written in this order:
///
/// ```
/// {
///   "schemaVersion": 1,
///   "tables": [ { "name": string, "file": string, "sourceLanguage": string, "keys": int } ],
///   "locales": {
///     "<BCP 47 code>": {
///       "displayName": string | null,        // from Locales/<code>.json
///       "nativeName": string | null,
///       "status": "shipping" | "in-progress" | "unlisted",   // unlisted: in a catalog, not in Locales/
///       "direction": "ltr" | "rtl",
///       "complete": bool,                    // every required key translated, nothing to review
///       "coverage": {
///         "keys":  { "translated": int, "required": int, "percent": number },
///         "forms": { "translated": int, "required": int, "percent": number }
///       },                                   // percent: one decimal, rounded down; 100.0 when nothing is required
///       "missing": [ {
///         "key": string, "table": string,
///         "source": string,                  // the source text (a plural key's "other" form)
///         "comment": string | null,
///         "limit": int | null,               // copy limit in grapheme clusters
///         "missingForms": [string],          // e.g. "plural few"; [] when the whole key is missing
///         "file": string, "line": int, "column": int
///       } ],
///       "needsReview": [ {
///         "key": string, "table": string,
///         "form": string,                    // "" for the plain value
///         "state": string,                   // needs_review, stale, ...
///         "value": string, "source": string,
///         "file": string, "line": int, "column": int
///       } ],
///       "findingsByRule": { "<rule id>": int }   // lint findings in this locale, by rule id
///     }
///   }
/// }
/// ```
///
/// Compared with Flutter's `untranslated-messages-file` (locale → list of keys), it adds the
/// text, comment and limit a translator needs, where to find each key, plural forms, the
/// review queue and coverage numbers.
public struct JSONReport: Sendable {
    public static let schemaVersion = 1

    public init() {}

    public func render(_ report: TranslationReport) -> String {
        let tables = report.tables.map { t -> JSONValue in
            .obj([
                "name": .string(t.name), "file": .string(t.file), "sourceLanguage": .string(t.sourceLanguage),
                "keys": .int(t.keys),
            ])
        }
        let locales = report.locales.map { l -> (String, JSONValue) in
            let missing = l.missing.map { m -> JSONValue in
                .obj([
                    "key": .string(m.key), "table": .string(m.table), "source": .string(m.source),
                    "comment": .optional(m.comment), "limit": m.limit.map(JSONValue.int) ?? .null,
                    "missingForms": .array(m.missingForms.map(JSONValue.string)),
                    "file": .string(m.location.file), "line": .int(m.location.line), "column": .int(m.location.column),
                ])
            }
            let review = l.needsReview.map { r -> JSONValue in
                .obj([
                    "key": .string(r.key), "table": .string(r.table), "form": .string(r.form), "state": .string(r.state),
                    "value": .string(r.value), "source": .string(r.source),
                    "file": .string(r.location.file), "line": .int(r.location.line), "column": .int(r.location.column),
                ])
            }
            return (
                l.locale,
                .obj([
                    "displayName": .optional(l.displayName),
                    "nativeName": .optional(l.nativeName),
                    "status": .string(l.status.rawValue),
                    "direction": .string(l.isRightToLeft ? "rtl" : "ltr"),
                    "complete": .bool(l.keys.isComplete && l.needsReview.isEmpty),
                    "coverage": .obj(["keys": Self.coverage(l.keys), "forms": Self.coverage(l.forms)]),
                    "missing": .array(missing),
                    "needsReview": .array(review),
                    "findingsByRule": .obj(l.findingsByRule.map { ($0.rule, JSONValue.int($0.count)) }),
                ])
            )
        }
        return JSONText.document(.obj([
            "schemaVersion": .int(Self.schemaVersion),
            "tables": .array(tables),
            "locales": .obj(locales),
        ]))
    }

    private static func coverage(_ c: Coverage) -> JSONValue {
        .obj(["translated": .int(c.translated), "required": .int(c.required), "percent": .number(c.percentText)])
    }
}
