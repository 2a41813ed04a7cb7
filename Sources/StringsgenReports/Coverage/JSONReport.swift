import StringsgenModel

/// The report as JSON for tools and dashboards (`stringsgen report --format json`).
///
/// Schema, version 2 (`schemaVersion` changes only when a member is removed or changes
/// meaning; new members may appear at any time). Members are written in this order:
///
/// ```
/// {
///   "schemaVersion": 2,
///   "provenance": {                          // absent when the caller gives none
///     "generatedAt": string,                 // UTC, ISO 8601: "2026-11-22T17:05:00Z"
///     "stringsgen": string, "icu": string, "unicode": string, "cldr": string,   // versions
///     "revision": string | null,             // the project's git HEAD; null outside git
///     "files": [ { "path": string,
///                  "revision": string | null,  // last commit that changed it; null outside git or never committed
///                  "modified": bool } ]        // differs from that commit (or untracked)
///   },
///   "tables": [ { "name": string, "file": string, "sourceLanguage": string, "keys": int } ],
///   "locales": {
///     "<BCP 47 code>": {
///       "displayName": string | null,        // from Locales/<code>.json
///       "nativeName": string | null,
///       "status": "shipping" | "in-progress" | "unlisted",   // unlisted: in a catalog, not in Locales/ (or a regional variant of the source language where nothing names the locales)
///       "direction": "ltr" | "rtl",
///       "complete": bool,                    // done: every required key translated and ready, nothing to review
///       "keysToFix": int,                    // translated keys with an error-severity finding
///       "coverage": {
///         "keys":  { "translated": int, "required": int, "percent": number },   // translated
///         "ready": { "translated": int, "required": int, "percent": number },   // translated, no error finding
///         "forms": { "translated": int, "required": int, "percent": number }
///       },                                   // percent: one decimal, rounded down; 100.0 when nothing is required
///       "missing": [ {
///         "key": string, "table": string,
///         "source": string,                  // the source text (a plural key's "other" form)
///         "comment": string | null,
///         "limit": int | null,               // copy limit in grapheme clusters
///         "missingForms": [string],          // e.g. "plural few"; [] when the whole key is missing
///         "sourceTextLeft": bool,            // the locale's value is the source's text left as is (at file:line)
///         "file": string, "line": int, "column": int
///       } ],
///       "needsReview": [ {
///         "key": string, "table": string,
///         "form": string,                    // "" for the plain value
///         "state": string,                   // needs_review, stale, ...
///         "value": string, "source": string,
///         "file": string, "line": int, "column": int
///       } ],
///       "findings": [ {                      // every lint finding in this locale, errors first
///         "rule": string, "severity": "error" | "warning" | "note",
///         "table": string | null, "key": string | null,
///         "message": string,
///         "text": string | null,             // the locale's current text of the key
///         "file": string, "line": int, "column": int
///       } ],
///       "findingsByRule": { "<rule id>": int }   // lint findings in this locale, by rule id
///     }
///   },
///   "screens": {                             // absent when stringsgen.json declares no lint.screens
///     "names": [string], "locales": [string],  // drawn by the HTML report; the last is en-XA
///     "fingerprint": string,                 // of the texts drawn; measurements must match it
///     "measured": bool,                      // a browser measured them (report --measurements)
///     "font": string | null,                 // the fonts it measured with
///     "overflows": [ {                       // what does not fit; [] when not measured
///       "screen": string, "locale": string, "key": string,
///       "form": string,                      // "one · 1" for a plural form, else ""
///       "width": int,                        // the phone's width in points: 320 or 430
///       "role": "title" | "subtitle" | "body" | "caption" | "button",
///       "lines": int, "limit": int,          // lines taken and lines that fit (body: the screen's body text)
///       "pseudo": bool,                      // in en-XA: shown, never failed by --fail-on-overflow
///       "message": string
///     } ]
///   }
/// }
/// ```
///
/// Compared with Flutter's `untranslated-messages-file` (locale → list of keys), it adds the
/// text, comment and limit a translator needs, where to find each key, plural forms, the
/// review queue and coverage numbers. Version 2 added `ready` coverage, `keysToFix`,
/// `findings` and `provenance`, and `complete` now also requires no error finding.
public struct JSONReport: Sendable {
    public static let schemaVersion = 2

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
                    "missingForms": .array(m.missingForms.map(JSONValue.string)), "sourceTextLeft": .bool(m.isSourceTextLeft),
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
            let findings = l.findings.map { f -> JSONValue in
                .obj([
                    "rule": .string(f.rule), "severity": .string(f.severity.rawValue),
                    "table": .optional(f.table), "key": .optional(f.key), "message": .string(f.message),
                    "text": .optional(f.text),
                    "file": .string(f.location.file), "line": .int(f.location.line), "column": .int(f.location.column),
                ])
            }
            return (
                l.locale,
                .obj([
                    "displayName": .optional(l.displayName),
                    "nativeName": .optional(l.nativeName),
                    "status": .string(l.status.rawValue),
                    "direction": .string(l.isRightToLeft ? "rtl" : "ltr"),
                    "complete": .bool(l.isDone),
                    "keysToFix": .int(l.keysToFix),
                    "coverage": .obj(["keys": Self.coverage(l.keys), "ready": Self.coverage(l.ready), "forms": Self.coverage(l.forms)]),
                    "missing": .array(missing),
                    "needsReview": .array(review),
                    "findings": .array(findings),
                    "findingsByRule": .obj(l.findingsByRule.map { ($0.rule, JSONValue.int($0.count)) }),
                ])
            )
        }
        var root: [(String, JSONValue)] = [("schemaVersion", .int(Self.schemaVersion))]
        if let p = report.provenance {
            let files = p.files.map { f -> JSONValue in
                .obj(["path": .string(f.path), "revision": .optional(f.revision), "modified": .bool(f.modified)])
            }
            root.append(("provenance", .obj([
                "generatedAt": .string(p.generatedAt), "stringsgen": .string(p.stringsgenVersion),
                "icu": .string(p.icuVersion), "unicode": .string(p.unicodeVersion), "cldr": .string(p.cldrVersion),
                "revision": .optional(p.revision), "files": .array(files),
            ])))
        }
        root += [("tables", .array(tables)), ("locales", .obj(locales))]
        if let screens = report.screens { root.append(("screens", Self.screens(screens))) }
        return JSONText.document(.obj(root))
    }

    private static func screens(_ s: ScreenPreviews) -> JSONValue {
        let overflows = (s.measurement?.overflows ?? []).map { o -> JSONValue in
            .obj([
                "screen": .string(o.screen), "locale": .string(o.locale), "key": .string(o.key), "form": .string(o.form),
                "width": .int(o.width), "role": .string(o.role.rawValue), "lines": .int(o.lines), "limit": .int(o.limit),
                "pseudo": .bool(s.isPseudo(o.locale)), "message": .string(o.message),
            ])
        }
        return .obj([
            "names": .array(s.screens.map { .string($0.name) }), "locales": .array(s.locales.map { .string($0.code) }),
            "fingerprint": .string(s.fingerprint), "measured": .bool(s.measurement != nil),
            "font": .optional(s.measurement?.font), "overflows": .array(overflows),
        ])
    }

    private static func coverage(_ c: Coverage) -> JSONValue {
        .obj(["translated": .int(c.translated), "required": .int(c.required), "percent": .number(c.percentText)])
    }
}
