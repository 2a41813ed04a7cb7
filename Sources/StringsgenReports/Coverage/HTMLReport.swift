import StringsgenFormats
import Foundation
import StringsgenModel

/// The report as one self-contained page (`stringsgen report --format html --output DIR` writes
/// `DIR/index.html`, `--output page.html` that file): inline CSS and JavaScript, nothing fetched
/// from the network. Per locale a card with translated and ready bars (a locale with errors is
/// never shown as done), then its findings by key with the current text, collapsible and
/// filtered with the rest by the locale filter. Right-to-left text is marked `dir="rtl"` (other
/// text `dir="auto"`), with placeholders and Latin words inside it isolated (`<bdi>`) so they
/// read in order. A layout that turns tables into cards on a phone. Where the report came from
/// (date, catalog files and their git revision, versions) is in the header. Every piece of
/// catalog text is escaped.
public struct HTMLReport: Sendable {
    public var title: String

    public init(title: String = "Translation coverage") { self.title = title }

    /// Writes `directory/index.html` atomically (creating the directory) and returns its path.
    @discardableResult
    public func write(_ report: TranslationReport, toDirectory directory: String) throws(InputError) -> String {
        try write(report, to: Self.pagePath(forOutput: directory + (directory.hasSuffix("/") ? "" : "/")))
    }

    /// Writes the page atomically to `path` (creating its folder) and returns the path.
    @discardableResult
    public func write(_ report: TranslationReport, to path: String) throws(InputError) -> String {
        try FileBytes.writeAtomically(Array(render(report).utf8), to: path, onlyIfChanged: true)
        return path
    }

    /// The page for `--output`: the path itself when it ends in `.html` (any case), else
    /// `index.html` inside it as a folder.
    public static func pagePath(forOutput output: String) -> String {
        if output.lowercased().hasSuffix(".html") { return output }
        return (output.hasSuffix("/") ? output : output + "/") + "index.html"
    }

    /// The tables' names, each once, with how many files have it where several do: one
    /// `Localizable.xcstrings` per package read “Localizable, Localizable, …” 196 times
    /// (ios-monorepo); the rows' Where column tells them apart.
    static func tableNames(_ names: [String]) -> String {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for name in names {
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        return order.map { counts[$0]! > 1 ? "\($0) (\(counts[$0]!) files)" : $0 }.joined(separator: ", ")
    }

    public func render(_ report: TranslationReport) -> String {
        let keyCount = report.tables.reduce(0) { $0 + $1.keys }
        var h = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(esc(title))</title>
            <style>\(Self.css)\(report.screens == nil ? "" : Self.screensCSS)</style>
            </head>
            <body>
            <header>
            <h1>\(esc(title))</h1>
            <p class="meta">\(esc(counted(keyCount, "key"))) in \(esc(Self.tableNames(report.tables.map(\.name)))) · \(esc(counted(report.locales.count, "locale")))</p>
            \(provenance(report.provenance))
            <label class="filter">Locale
            <select id="locale-filter">
            <option value="">All locales</option>

            """
        for l in report.locales {
            h += "<option value=\"\(esc(l.locale))\">\(esc(l.title))</option>\n"
        }
        h += "</select>\n</label>\n</header>\n<main>\n<section class=\"overview\" aria-label=\"Coverage by locale\">\n"
        for l in report.locales {
            h += """
                <a class="locale-card \(cardClass(l))" data-locale="\(esc(l.locale))" href="#locale-\(esc(l.locale))">
                <span class="name"><b>\(esc(l.locale))</b> \(esc(l.displayName ?? ""))\(nativeName(l))</span>
                <span class="badge">\(esc(l.status.rawValue))</span>
                \(bar("Translated", l.keys))
                \(bar("Ready", l.ready))
                \(bar("Plural forms", l.forms))
                <span class="counts">\(l.missing.count) missing · \(l.keysToReview) to review · \(l.keysToFix) to fix</span>
                <span class="verdict">\(esc(verdict(l)))</span>
                </a>

                """
        }
        h += "</section>\n"
        if let screens = report.screens {
            h += Self.overflowSummary
            h += screensSection(screens)
        }
        var files: [String: String] = [:]
        for l in report.locales {
            h += "<section class=\"locale\" id=\"locale-\(esc(l.locale))\" data-locale=\"\(esc(l.locale))\">\n"
            h += "<h2>\(esc(l.title))\(nativeName(l)) <span class=\"badge\">\(esc(l.status.rawValue))</span></h2>\n"
            if l.isDone {
                h += "<p class=\"done\">Everything is translated and ready.</p>\n"
            } else if l.keysToFix > 0 {
                h += "<p class=\"not-ready\">\(esc(verdict(l))): the findings below say what to change.</p>\n"
            }
            if !l.missing.isEmpty {
                h += "<h3>\(esc(counted(l.missing.count, "missing key")))</h3>\n<div class=\"scroll\"><table>\n"
                h += "<thead><tr><th>Key</th><th>Table</th><th>Source</th><th>Limit</th><th>Missing forms</th><th>Where</th></tr></thead>\n<tbody>\n"
                for m in l.missing {
                    let comment = m.comment.map { "<div class=\"comment\" dir=\"\(dir($0))\">\(esc($0))</div>" } ?? ""
                    h += "<tr>"
                    h += "<td data-label=\"Key\"><code dir=\"\(dir(m.key))\">\(esc(m.key))</code></td>"
                    h += "<td data-label=\"Table\">\(esc(m.table))</td>"
                    h += "<td data-label=\"Source\"><span dir=\"\(dir(m.source))\">\(esc(m.source))</span>\(comment)</td>"
                    h += "<td data-label=\"Limit\" class=\"num\">\(m.limit.map(String.init) ?? "–")</td>"
                    let forms = m.isSourceTextLeft ? "none: the value is the source's text, untranslated"
                        : m.missingForms.isEmpty ? "all" : m.missingForms.joined(separator: "; ")
                    h += "<td data-label=\"Missing forms\">\(esc(forms))</td>"
                    h += "<td data-label=\"Where\" class=\"where\">\(whereHTML(m.location, &files))</td>"
                    h += "</tr>\n"
                }
                h += "</tbody>\n</table></div>\n"
            }
            if !l.needsReview.isEmpty {
                h += "<h3>\(esc(counted(l.needsReview.count, "unit"))) to review</h3>\n<div class=\"scroll\"><table>\n"
                h += "<thead><tr><th>Key</th><th>Form</th><th>State</th><th>Current value</th><th>Source</th></tr></thead>\n<tbody>\n"
                for r in l.needsReview {
                    let valueDir = l.isRightToLeft || TextDirection.startsRightToLeft(r.value) ? "rtl" : "auto"
                    h += "<tr>"
                    h += "<td data-label=\"Key\"><code dir=\"\(dir(r.key))\">\(esc(r.key))</code></td>"
                    h += "<td data-label=\"Form\">\(r.form.isEmpty ? "–" : esc(r.form))</td>"
                    h += "<td data-label=\"State\"><span class=\"state\">\(esc(r.state))</span></td>"
                    h += "<td data-label=\"Current value\" dir=\"\(valueDir)\" lang=\"\(esc(l.locale))\">\(shown(r.value, rtl: valueDir == "rtl"))</td>"
                    h += "<td data-label=\"Source\" dir=\"\(dir(r.source))\">\(esc(r.source))</td>"
                    h += "</tr>\n"
                }
                h += "</tbody>\n</table></div>\n"
            }
            if !l.findings.isEmpty {
                let errors = l.findings.filter { $0.severity == .error }.count
                // Open when something must be fixed; warnings alone start folded.
                h += "<details class=\"findings\"\(errors > 0 ? " open" : "")>\n<summary>\(esc(counted(l.findings.count, "lint finding")))"
                h += " (\(esc(counted(errors, "error")))): "
                    + l.findingsByRule.map { "<span class=\"rule\">\(esc($0.rule)) <b>\($0.count)</b></span>" }.joined(separator: " ")
                    + "</summary>\n<div class=\"scroll\"><table>\n"
                h += "<thead><tr><th>Severity</th><th>Rule</th><th>Key</th><th>Message</th><th>Current text</th><th>Where</th></tr></thead>\n<tbody>\n"
                for f in l.findings {
                    let text = f.text ?? ""
                    let textDir = l.isRightToLeft || TextDirection.startsRightToLeft(text) ? "rtl" : "auto"
                    h += "<tr class=\"\(f.severity.rawValue)\">"
                    h += "<td data-label=\"Severity\"><span class=\"severity\">\(f.severity.rawValue)</span></td>"
                    h += "<td data-label=\"Rule\"><code>\(esc(f.rule))</code></td>"
                    h += "<td data-label=\"Key\">\(f.key.map { "<code dir=\"\(dir($0))\">\(esc($0))</code>" } ?? "–")</td>"
                    h += "<td data-label=\"Message\" dir=\"auto\">\(esc(f.message))</td>"
                    h += f.text == nil
                        ? "<td data-label=\"Current text\">–</td>"
                        : "<td data-label=\"Current text\" dir=\"\(textDir)\" lang=\"\(esc(l.locale))\">\(shown(text, rtl: textDir == "rtl"))</td>"
                    h += "<td data-label=\"Where\" class=\"where\">\(whereHTML(f.location, &files))</td>"
                    h += "</tr>\n"
                }
                h += "</tbody>\n</table></div>\n</details>\n"
            }
            h += "</section>\n"
        }
        h += "</main>\n<script>\(Self.script)\(report.screens == nil ? "" : Self.screensScript)</script>\n</body>\n</html>\n"
        return h
    }

    private func nativeName(_ l: LocaleCoverage) -> String {
        guard let native = l.nativeName, native != l.displayName else { return "" }
        let d = l.isRightToLeft || TextDirection.startsRightToLeft(native) ? "rtl" : "auto"
        return " <span class=\"native\" dir=\"\(d)\" lang=\"\(esc(l.locale))\">\(esc(native))</span>"
    }

    private func cardClass(_ l: LocaleCoverage) -> String {
        if l.isDone { return "complete" }
        return l.status == .shipping ? "failing" : "partial"
    }

    /// What a product manager needs from a card in one line.
    private func verdict(_ l: LocaleCoverage) -> String {
        if l.isDone { return "Ready: everything translated, no errors" }
        var parts: [String] = []
        if l.keysToFix > 0 { parts.append("\(counted(l.keysToFix, "key")) \(l.keysToFix == 1 ? "needs" : "need") fixing") }
        if !l.missing.isEmpty { parts.append("\(counted(l.missing.count, "key")) missing") }
        if l.keysToReview > 0 { parts.append("\(counted(l.keysToReview, "key")) to review") }
        if parts.isEmpty { return "Not ready" }
        return "Not ready: " + parts.joined(separator: ", ")
    }

    /// `Made 2026-11-22 17:05 UTC from Strings/App.xcstrings (a1b2c3d4e5f6) · stringsgen …`.
    private func provenance(_ p: ReportProvenance?) -> String {
        guard let p else { return "" }
        let files = p.files.map { f in
            "<code>\(esc(f.path))</code>" + (f.revisionText(inGit: p.revision != nil).map { " (\(esc($0)))" } ?? "")
        }
        let revision = p.revision.map { " · revision <code>\(esc(ReportProvenance.short($0)))</code>" } ?? ""
        return "<p class=\"provenance\">Made <time datetime=\"\(esc(p.generatedAt))\">\(esc(p.dateText))</time>"
            + " from \(files.isEmpty ? "no catalog" : files.joined(separator: ", "))\(revision) · \(esc(p.versionsText))</p>"
    }

    /// Catalog text, escaped; in right-to-left text with placeholders and Latin words isolated
    /// left to right, so `%1$@` does not come out as `@$1%`.
    func shown(_ text: String, rtl: Bool) -> String {
        guard rtl else { return esc(text) }
        return BidiRuns.split(text).map { run in
            switch run {
            case .text(let t): esc(t)
            case .isolated(let t): "<bdi dir=\"ltr\">\(esc(t))</bdi>"
            }
        }.joined()
    }

    private func bar(_ label: String, _ c: Coverage) -> String {
        """
        <span class="bar-label">\(esc(label)) \(c.percentText)% <small>(\(c.translated)/\(c.required))</small></span>\
        <span class="bar" role="progressbar" aria-label="\(esc(label))" aria-valuemin="0" aria-valuemax="100" aria-valuenow="\(c.percentText)">\
        <span style="width:\(c.percentText)%"></span></span>
        """
    }

    /// `Strings/<wbr>Onboarding.xcstrings:12:7`: breakable after a slash, never inside `:12:7`.
    /// `files` keeps each file's part: a report names a few files on thousands of rows.
    private func whereHTML(_ location: SourceLocation, _ files: inout [String: String]) -> String {
        if files[location.file] == nil {
            files[location.file] = esc(location.file).replacingOccurrences(of: "/", with: "/<wbr>")
        }
        return files[location.file]! + "<span class=\"pos\">:\(location.line):\(location.column)</span>"
    }

    private func dir(_ text: String) -> String { TextDirection.startsRightToLeft(text) ? "rtl" : "auto" }

    /// `&`, `<`, `>`, `"` and `'` as entities; control characters (which HTML forbids) as U+FFFD.
    func esc(_ s: String) -> String { Self.escapes(s) }

    private static let escapes = ASCIIEscapes { scalar in
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "'": "&#39;"
        case "\n", "\t": nil
        default: scalar.value < 0x20 || scalar.value == 0x7F ? "\u{FFFD}" : nil
        }
    }

    static let css = """

        :root { --ok: #1a7f37; --bad: #cf222e; --part: #9a6700; --line: #d0d7de; --muted: #57606a; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 15px/1.45 -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif; color: #1f2328; background: #f6f8fa; }
        header { padding: 16px 20px; background: #fff; border-bottom: 1px solid var(--line); display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: baseline; }
        h1 { font-size: 22px; margin: 0; }
        .meta { margin: 0; color: var(--muted); }
        .filter { margin-left: auto; }
        select { font: inherit; padding: 4px 8px; margin-left: 6px; }
        main { padding: 16px 20px; max-width: 1200px; margin: 0 auto; }
        .overview { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 12px; margin-bottom: 24px; }
        .locale-card { display: flex; flex-direction: column; gap: 4px; padding: 12px; background: #fff; border: 1px solid var(--line); border-left: 4px solid var(--part); border-radius: 6px; color: inherit; text-decoration: none; }
        .locale-card.complete { border-left-color: var(--ok); }
        .locale-card.failing { border-left-color: var(--bad); }
        .locale-card .name { font-size: 16px; }
        .badge { display: inline-block; font-size: 12px; padding: 0 8px; border-radius: 10px; background: #eaeef2; color: var(--muted); width: fit-content; font-weight: normal; }
        .bar-label { font-size: 13px; color: var(--muted); }
        .bar { display: block; height: 8px; background: #eaeef2; border-radius: 4px; overflow: hidden; }
        .bar > span { display: block; height: 100%; background: var(--part); }
        .complete .bar > span { background: var(--ok); }
        .failing .bar > span { background: var(--bad); }
        .counts { font-size: 13px; }
        .locale { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 4px 16px 12px; margin-bottom: 16px; }
        h2 { font-size: 18px; } h3 { font-size: 15px; margin: 16px 0 8px; }
        .native { color: var(--muted); font-weight: normal; }
        .scroll { overflow-x: auto; }
        table { border-collapse: collapse; width: 100%; font-size: 14px; }
        th, td { text-align: start; vertical-align: top; padding: 6px 8px; border-bottom: 1px solid var(--line); }
        th { background: #f6f8fa; font-weight: 600; }
        td.num { text-align: end; font-variant-numeric: tabular-nums; }
        code { font: 13px ui-monospace, SFMono-Regular, Menlo, monospace; white-space: pre-wrap; overflow-wrap: break-word; }
        .comment { color: var(--muted); font-size: 13px; margin-top: 2px; }
        .where { color: var(--muted); font-size: 12px; word-break: keep-all; }
        .state { font-size: 12px; padding: 0 6px; border-radius: 4px; background: #fff8c5; }
        .rule { display: inline-block; margin: 0 8px 4px 0; padding: 0 6px; border: 1px solid var(--line); border-radius: 4px; font-size: 13px; }
        .done { color: var(--ok); }
        .not-ready, .failing .verdict { color: var(--bad); font-weight: 600; }
        .verdict { font-size: 13px; }
        .complete .verdict { color: var(--ok); }
        .provenance { margin: 0; width: 100%; color: var(--muted); font-size: 12px; }
        details.findings { margin: 12px 0 4px; }
        details.findings > summary { cursor: pointer; font-weight: 600; margin-bottom: 8px; }
        .severity { font-size: 12px; padding: 0 6px; border-radius: 4px; background: #eaeef2; }
        tr.error .severity { background: #ffebe9; color: var(--bad); }
        tr.warning .severity { background: #fff8c5; }
        .pos { white-space: nowrap; }
        [hidden] { display: none !important; }
        @media (max-width: 640px) {
          header, main { padding: 12px; }
          .filter { margin-left: 0; width: 100%; }
          .overview { grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 8px; }
          .locale-card { padding: 8px 10px; }
          table, thead, tbody, tr, td { display: block; width: 100%; }
          thead { display: none; }
          tr { border: 1px solid var(--line); border-radius: 6px; margin-bottom: 8px; padding: 4px 0; }
          td { border: 0; padding: 2px 10px; }
          td::before { content: attr(data-label); display: block; font-size: 11px; color: var(--muted); text-transform: uppercase; letter-spacing: .03em; }
          td.num { text-align: start; }
        }

        """

    static let script = """

        (function () {
          var select = document.getElementById("locale-filter");
          function apply() {
            var want = select.value;
            document.querySelectorAll("[data-locale]").forEach(function (el) {
              el.hidden = want !== "" && el.getAttribute("data-locale") !== want;
            });
          }
          select.addEventListener("change", function () {
            history.replaceState(null, "", select.value ? "#locale=" + select.value : "#");
            apply();
          });
          // #locale=xx opens the page filtered (#locale-xx, without "=", is a section's anchor).
          var m = location.hash.match(/^#locale=(.+)$/);
          if (m) { select.value = decodeURIComponent(m[1]); }
          apply();
        })();

        """
}
