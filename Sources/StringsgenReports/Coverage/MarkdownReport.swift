import StringsgenModel

/// The report as GitHub-flavoured Markdown, for a pull-request comment or a job summary (the
/// CLI appends it to `$GITHUB_STEP_SUMMARY` when that is set): where it came from, an overview
/// table with translated and ready figures (✅ only for a locale that is both, with no error),
/// then a section per locale with gaps: missing keys, units to review, and its lint findings
/// by key with the current text, at most `findingsShown` of them (the JSON report has all).
/// Lists longer than `collapseAfter` rows fold into `<details>`. Text from catalogs is
/// HTML-escaped, and Markdown's own characters are written as entities, so a key cannot break
/// a table or start a link; in right-to-left text, placeholders and Latin words are wrapped in
/// Unicode isolates (U+2066 … U+2069; GitHub strips `<bdi>`) so they read in order.
public struct MarkdownReport: Sendable {
    public var collapseAfter: Int
    /// The findings listed per locale; the rest are counted, and listed in the JSON report.
    public var findingsShown: Int

    public init(collapseAfter: Int = 10, findingsShown: Int = 25) {
        self.collapseAfter = collapseAfter
        self.findingsShown = findingsShown
    }

    public func render(_ report: TranslationReport) -> String {
        var out = "## Translation coverage\n\n"
        let keyCount = report.tables.reduce(0) { $0 + $1.keys }
        out += "\(counted(keyCount, "key")) in \(counted(report.tables.count, "table")), "
            + "\(counted(report.locales.count, "locale")).\n\n"
        if let p = report.provenance { out += Self.provenance(p) }
        if report.locales.isEmpty { return out + "No locales to report on.\n" }

        out += "| Locale | Status | Translated | Ready | Plural forms | Missing | Needs review | To fix |\n"
        out += "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |\n"
        for l in report.locales {
            out += "| \(Self.icon(l)) \(Self.cell(l.title)) | \(l.status.rawValue) | \(Self.coverage(l.keys)) "
                + "| \(Self.coverage(l.ready)) | \(Self.coverage(l.forms)) | \(l.missing.count) | \(l.needsReview.count) "
                + "| \(l.keysToFix) |\n"
        }
        out += "\n"
        out += Self.screens(report.screens)

        // Tables of one name (one `Localizable.xcstrings` per target or package) are told apart
        // by their files: ios-monorepo's 196 `Localizable` rows were alike otherwise.
        var seenNames: Set<String> = []
        let sharedNames = Set(report.tables.map(\.name).filter { !seenNames.insert($0).inserted })
        func where_(_ location: SourceLocation) -> String { location.line > 0 ? "\(location.file):\(location.line)" : location.file }
        for l in report.locales where !l.missing.isEmpty || !l.needsReview.isEmpty || !l.findings.isEmpty {
            out += "### \(Self.cell(l.title))\n\n"
            if l.keysToFix > 0 {
                let translated = l.keys.isComplete ? "every key is translated, but" : "of the translated keys,"
                out += "**Not ready:** \(translated) \(l.keysToFix) \(l.keysToFix == 1 ? "has" : "have") an error to fix; "
                    + "\(l.ready.translated) of \(l.ready.required) keys (\(l.ready.percentText)%) are ready.\n\n"
            }
            if !l.missing.isEmpty {
                var table = "| Key | Table | Source | Limit | Missing forms |\n| --- | --- | --- | ---: | --- |\n"
                for m in l.missing {
                    let forms = m.isSourceTextLeft ? "none: the value is the source's text, untranslated"
                        : m.missingForms.isEmpty ? "all" : m.missingForms.map(Self.cell).joined(separator: "<br>")
                    let comment = m.comment.map { "<br><sub>\(Self.cell($0))</sub>" } ?? ""
                    let tableName = sharedNames.contains(m.table) ? "\(Self.cell(m.table))<br><sub>\(Self.cell(where_(m.location)))</sub>" : Self.cell(m.table)
                    table += "| \(Self.code(m.key)) | \(tableName) | \(Self.cell(m.source))\(comment) "
                        + "| \(m.limit.map(String.init) ?? "–") | \(forms) |\n"
                }
                out += section("\(counted(l.missing.count, "missing key"))", rows: l.missing.count, table)
            }
            if !l.needsReview.isEmpty {
                var table = "| Key | Form | State | Current value | Source |\n| --- | --- | --- | --- | --- |\n"
                for r in l.needsReview {
                    table += "| \(Self.code(r.key)) | \(r.form.isEmpty ? "–" : Self.cell(r.form)) | \(Self.cell(r.state)) "
                        + "| \(Self.directed(r.value, rtl: l.isRightToLeft)) | \(Self.directed(r.source, rtl: false)) |\n"
                }
                out += section("\(counted(l.needsReview.count, "unit")) to review", rows: l.needsReview.count, table)
            }
            if !l.findings.isEmpty {
                out += "**Lint findings:** "
                    + l.findingsByRule.map { "\(Self.cell($0.rule)) \($0.count)" }.joined(separator: ", ") + "\n\n"
                var table = "| Severity | Rule | Key | Message | Current text |\n| --- | --- | --- | --- | --- |\n"
                for f in l.findings.prefix(findingsShown) {
                    let place = f.table.map(sharedNames.contains) == true ? "<br><sub>\(Self.cell(where_(f.location)))</sub>" : ""
                    table += "| \(f.severity.rawValue) | \(Self.cell(f.rule)) | \(f.key.map(Self.code) ?? "–")\(place) "
                        + "| \(Self.cell(f.message)) | \(f.text.map { Self.directed($0, rtl: l.isRightToLeft) } ?? "–") |\n"
                }
                let rest = l.findings.count - findingsShown
                if rest > 0 {
                    table += "\n…and \(counted(rest, "more finding")): `stringsgen report --format json` lists every one.\n"
                }
                out += section(counted(l.findings.count, "finding") + " by key", rows: min(l.findings.count, findingsShown), table)
            }
        }
        while out.hasSuffix("\n\n") { out.removeLast() }
        return out
    }

    /// What a browser measured on the screens (`report --measurements`): every string that
    /// does not fit, by screen, language and key; nothing when no browser measured them.
    static func screens(_ screens: ScreenPreviews?) -> String {
        guard let screens, let measurement = screens.measurement else { return "" }
        let all = measurement.overflows
        guard !all.isEmpty else {
            return "**Screens:** every string fits, in every language, at \(measurement.widths.map(String.init).joined(separator: " and ")) pt.\n\n"
        }
        var out = "**Screens:** \(counted(all.count, "string")) \(all.count == 1 ? "does" : "do") not fit "
            + "(\(screens.overflows.count) outside the pseudo-language):\n\n"
        out += "| Screen | Locale | Key | Role | Width | Lines | Fit |\n| --- | --- | --- | --- | ---: | ---: | ---: |\n"
        for o in all {
            out += "| \(cell(o.screen)) | \(cell(o.locale)) | \(code(o.key))\(o.form.isEmpty ? "" : " (\(cell(o.form)))") "
                + "| \(o.role.rawValue) | \(o.width) pt | \(o.lines) | \(o.limit) |\n"
        }
        return out + "\n"
    }

    private func section(_ title: String, rows: Int, _ table: String) -> String {
        if rows > collapseAfter {
            return "<details><summary>\(title)</summary>\n\n\(table)\n</details>\n\n"
        }
        return "**\(title.prefix(1).uppercased() + title.dropFirst())**\n\n\(table)\n"
    }

    /// `Made 2026-11-22 17:05 UTC from `Strings/App.xcstrings` (a1b2c3d4e5f6) with stringsgen …`.
    static func provenance(_ p: ReportProvenance) -> String {
        let files = p.files.map { f in
            code(f.path) + (f.revisionText(inGit: p.revision != nil).map { " (\(cell($0)))" } ?? "")
        }
        let revision = p.revision.map { " at revision " + code(ReportProvenance.short($0)) } ?? ""
        return "<sub>Made \(cell(p.dateText)) from \(files.isEmpty ? "no catalog" : files.joined(separator: ", "))\(revision) "
            + "with \(cell(p.versionsText)).</sub>\n\n"
    }

    static func icon(_ l: LocaleCoverage) -> String {
        if l.isDone { return "✅" }
        switch l.status {
        case .shipping: return "❌"
        case .inProgress: return "🚧"
        case .unlisted: return "❔"
        }
    }

    static func coverage(_ c: Coverage) -> String { "\(c.percentText)% (\(c.translated)/\(c.required))" }

    /// Text for a table cell: HTML-escaped, Markdown punctuation as entities, line breaks as `<br>`.
    static func cell(_ s: String) -> String { cellEscapes(s) }

    private static let cellEscapes = ASCIIEscapes { scalar in
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "|": "&#124;"
        case "\\": "&#92;"
        case "`": "&#96;"
        case "*": "&#42;"
        case "_": "&#95;"
        case "[": "&#91;"
        case "]": "&#93;"
        case "~": "&#126;"
        case "#": "&#35;"
        case "@": "&#64;"
        case "\n": "<br>"
        case "\r": ""
        default: scalar.value < 0x20 || scalar.value == 0x7F ? "&#xFFFD;" : nil
        }
    }

    /// Right-to-left text in a `dir="rtl"` span (GitHub keeps `dir`), so punctuation lands on
    /// the right side, with placeholders and Latin words between LEFT-TO-RIGHT ISOLATE (U+2066)
    /// and POP DIRECTIONAL ISOLATE (U+2069); other text as is.
    static func directed(_ s: String, rtl: Bool) -> String {
        guard rtl || TextDirection.startsRightToLeft(s) else { return cell(s) }
        let isolated = BidiRuns.split(s).map { run in
            switch run {
            case .text(let t): cell(t)
            case .isolated(let t): "\u{2066}" + cell(t) + "\u{2069}"
            }
        }.joined()
        return "<span dir=\"rtl\">\(isolated)</span>"
    }

    /// A key in `<code>`, with line breaks shown as `\n` (a key is one line of code).
    static func code(_ s: String) -> String { "<code>" + cell(s.oneLine) + "</code>" }
}
