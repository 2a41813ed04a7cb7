import StringsgenModel

/// The report as GitHub-flavoured Markdown, for a pull-request comment or a job summary (the
/// CLI appends it to `$GITHUB_STEP_SUMMARY` when that is set): an overview table, then a
/// section per locale with gaps. Lists longer than `collapseAfter` rows fold into `<details>`.
/// Text from catalogs is HTML-escaped, and Markdown's own characters are written as entities,
/// so a key cannot break a table or start a link.
public struct MarkdownReport: Sendable {
    public var collapseAfter: Int

    public init(collapseAfter: Int = 10) { self.collapseAfter = collapseAfter }

    public func render(_ report: TranslationReport) -> String {
        var out = "## Translation coverage\n\n"
        let keyCount = report.tables.reduce(0) { $0 + $1.keys }
        out += "\(counted(keyCount, "key")) in \(counted(report.tables.count, "table")), "
            + "\(counted(report.locales.count, "locale")).\n\n"
        if report.locales.isEmpty { return out + "No locales to report on.\n" }

        out += "| Locale | Status | Keys | Plural forms | Missing | Needs review |\n"
        out += "| --- | --- | ---: | ---: | ---: | ---: |\n"
        for l in report.locales {
            out += "| \(Self.icon(l)) \(Self.cell(l.title)) | \(l.status.rawValue) | \(Self.coverage(l.keys)) "
                + "| \(Self.coverage(l.forms)) | \(l.missing.count) | \(l.needsReview.count) |\n"
        }
        out += "\n"

        for l in report.locales where !l.missing.isEmpty || !l.needsReview.isEmpty || !l.findingsByRule.isEmpty {
            out += "### \(Self.cell(l.title))\n\n"
            if !l.missing.isEmpty {
                var table = "| Key | Table | Source | Limit | Missing forms |\n| --- | --- | --- | ---: | --- |\n"
                for m in l.missing {
                    let forms = m.missingForms.isEmpty ? "all" : m.missingForms.map(Self.cell).joined(separator: "<br>")
                    let comment = m.comment.map { "<br><sub>\(Self.cell($0))</sub>" } ?? ""
                    table += "| \(Self.code(m.key)) | \(Self.cell(m.table)) | \(Self.cell(m.source))\(comment) "
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
            if !l.findingsByRule.isEmpty {
                out += "**Lint findings:** "
                    + l.findingsByRule.map { "\(Self.cell($0.rule)) \($0.count)" }.joined(separator: ", ") + "\n\n"
            }
        }
        while out.hasSuffix("\n\n") { out.removeLast() }
        return out
    }

    private func section(_ title: String, rows: Int, _ table: String) -> String {
        if rows > collapseAfter {
            return "<details><summary>\(title)</summary>\n\n\(table)\n</details>\n\n"
        }
        return "**\(title.prefix(1).uppercased() + title.dropFirst())**\n\n\(table)\n"
    }

    static func icon(_ l: LocaleCoverage) -> String {
        if l.keys.isComplete && l.needsReview.isEmpty { return "✅" }
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
    /// the right side; other text as is.
    static func directed(_ s: String, rtl: Bool) -> String {
        rtl || TextDirection.startsRightToLeft(s) ? "<span dir=\"rtl\">\(cell(s))</span>" : cell(s)
    }

    /// A key in `<code>`, with line breaks shown as `\n` (a key is one line of code).
    static func code(_ s: String) -> String { "<code>" + cell(s.oneLine) + "</code>" }
}
