import StringsgenFormats
import Foundation
import StringsgenModel
import Testing
@testable import StringsgenReports

@Suite struct TranslationReportTests {
    let report = ReportFixture.report

    func locale(_ code: String) throws -> LocaleCoverage { try #require(report.locales.first { $0.locale == code }) }

    @Test func localesInSettingsOrderThenUnlisted() {
        #expect(report.locales.map(\.locale) == ["de", "fr", "ar", "ja", "he"])
        #expect(report.locales.map(\.status) == [.shipping, .shipping, .shipping, .inProgress, .unlisted])
        #expect(report.locales.map(\.isRightToLeft) == [false, false, true, false, true])
    }

    @Test func germanCoverage() throws {
        let de = try locale("de")
        // 7 required keys (brand.name is shouldTranslate false); body.intro stale, settings.reminders empty.
        #expect(de.keys == Coverage(translated: 5, required: 7))
        // welcome 1 + goals 2 + summary (own value + 2 reminders forms) 3 + body 1 + say 1 + settings 2;
        // the stale and the empty one are not translated.
        #expect(de.forms == Coverage(translated: 8, required: 10))
        #expect(de.missing.map(\.key) == ["settings.reminders"])
        #expect(de.missing[0].missingForms == [])
        #expect(de.missing[0].location == SourceLocation(file: ReportFixture.settingsFile, line: 23, column: 23))
        #expect(de.needsReview.map(\.key) == ["body.intro"])
        #expect(de.needsReview[0].state == "stale")
    }

    @Test func frenchPluralsAndReview() throws {
        let fr = try locale("fr")
        let goals = try #require(fr.missing.first { $0.key == "goals.selected" })
        #expect(goals.missingForms == ["plural many"])
        #expect(goals.source == "%lld goals selected")
        #expect(goals.limit == 240)
        #expect(fr.needsReview.map(\.form) == ["substitution reminders, plural one"])
        #expect(fr.needsReview[0].source == "%arg reminders a day")
        #expect(fr.findingsByRule == [RuleCount(rule: "length-limit", count: 1), RuleCount(rule: "plural-missing-category", count: 1), RuleCount(rule: "translation-state", count: 1)])
    }

    @Test func arabicNeedsSixForms() throws {
        let ar = try locale("ar")
        let goals = try #require(ar.missing.first { $0.key == "goals.selected" })
        #expect(goals.missingForms == ["plural zero", "plural two", "plural few", "plural many"])
        let body = try #require(ar.missing.first { $0.key == "body.intro" })
        #expect(body.missingForms == [])
        #expect(body.limit == 120)
        #expect(body.comment == "Body copy under the title | keep it short & friendly")
        #expect(body.location == ReportFixture.loc(140, 5))
        // settings.title has state new: missing, not to review.
        #expect(ar.missing.contains { $0.key == "settings.title" })
        #expect(ar.needsReview.map(\.key) == ["say \"hi\" <b>&amp; | *now*\nplease"])
    }

    @Test func sourceTextOfASubstitutionIsItsOtherForm() throws {
        let ja = try locale("ja")
        #expect(ja.missing.first { $0.key == "summary.schedule" }?.source == "%arg reminders a day")
        #expect(ja.keys == Coverage(translated: 1, required: 7))
    }

    @Test func sourceTextIsTheOwnValueUnlessItUsesASubstitution() throws {
        func source(_ own: String) throws -> String {
            let other = ReportFixture.plural([("other", "%arg things", nil)], at: 5).variations
            let content = LocalizedContent(
                stringUnit: StringUnit(value: own, location: ReportFixture.loc(3)),
                substitutions: [Substitution(name: "n", location: ReportFixture.loc(4), variations: other)])
            let table = StringTable(
                name: "T", file: "T", format: .xcstrings, sourceLanguage: "en",
                entries: [Entry(key: "k", location: ReportFixture.loc(1), localizations: [ReportFixture.l("en", content, at: 2)])])
            let report = TranslationReport(tables: [table], settings: [LocaleSettings(code: "de", displayName: "German")])
            return try #require(report.locales.first?.missing.first).source
        }
        #expect(try source("%#@n@") == "%arg things")
        #expect(try source("Get %#@n@ now") == "%arg things")
        #expect(try source("50% # @home") == "50% # @home")
        #expect(try source("%#%#@") == "%arg things")
        #expect(try source("%#") == "%#")
    }

    @Test func withoutSettingsEveryCatalogLanguageShips() {
        let r = TranslationReport(tables: ReportFixture.tables, settings: nil)
        #expect(r.locales.map(\.locale) == ["de", "fr", "ar", "he", "ja"])
        #expect(r.locales.allSatisfy { $0.status == .shipping })
        // Without ICU's categories, ar needs only the forms that exist somewhere.
        #expect(r.locales[2].missing.first { $0.key == "goals.selected" } == nil)
    }

    @Test func withoutSettingsLocalesComeInTheOrderTheyFirstAppear() {
        func entry(_ key: String, _ locales: [String]) -> Entry {
            Entry(key: key, location: ReportFixture.loc(1), localizations: locales.map { ReportFixture.l($0, ReportFixture.unit(key, at: 2), at: 1) })
        }
        func table(_ name: String, _ source: String, _ entries: [Entry]) -> StringTable {
            StringTable(name: name, file: name, format: .xcstrings, sourceLanguage: source, entries: entries)
        }
        let tables = [
            table("A", "en", [entry("a", ["en", "de"]), entry("b", ["en", "fr", "de"]), entry("c", ["de", "en", "fr", "it"])]),
            table("B", "en", [entry("d", ["ja", "en"]), entry("e", ["en", "de", "ko", "fr"])]),
        ]
        #expect(TranslationReport(tables: tables, settings: nil).locales.map(\.locale) == ["de", "fr", "it", "ja", "ko"])
    }

    @Test func keysLintAsksOfNoLanguageAreNotCounted() throws {
        // The app's name in an InfoPlist table and a key marked to go are optional everywhere, as
        // in lint (azooKey's English was “missing” its CFBundleDisplayName); a usage description is not.
        func entry(_ key: String, _ source: String, _ locales: [String]) -> Entry {
            Entry(key: key, location: ReportFixture.loc(1), localizations: locales.map { ReportFixture.l($0, ReportFixture.unit(source, at: 2), at: 1) })
        }
        let infoPlist = StringTable(name: "InfoPlist", file: "InfoPlist.xcstrings", format: .xcstrings, sourceLanguage: "ja", entries: [
            entry("CFBundleDisplayName", "アプリ", ["ja"]), entry("CFBundleName", "アプリ", ["ja"]),
            entry("NSCameraUsageDescription", "カメラを使います", ["ja", "en"]), entry("old", "[to be deleted]", ["ja"]),
        ])
        let en = try #require(TranslationReport(tables: [infoPlist], settings: nil).locales.first { $0.locale == "en" })
        #expect(en.keys == Coverage(translated: 1, required: 1))
        #expect(en.missing.isEmpty)
        // A key the code no longer uses (Xcode's `stale`) is not counted either: lint asks it of
        // no language and export leaves it out (219 of Raindrop's 384 keys).
        var stale = entry("Old text no longer used", "Old text no longer used", ["ja"])
        stale.extractionState = "stale"
        let catalog = StringTable(name: "Localizable", file: "Localizable.xcstrings", format: .xcstrings, sourceLanguage: "ja", entries: [
            entry("Live", "ライブ", ["ja", "en"]), stale,
        ])
        let live = try #require(TranslationReport(tables: [catalog], settings: nil).locales.first { $0.locale == "en" })
        #expect(live.keys == Coverage(translated: 1, required: 1))
        #expect(live.missing.isEmpty)
    }

    @Test func requiredLocalesRestrictTheReport() {
        let r = TranslationReport(tables: ReportFixture.tables, settings: ReportFixture.settings, requiredLocales: ["fr"])
        #expect(r.locales.map(\.locale) == ["fr"])
    }

    @Test func exitStatus() {
        #expect(report.exitStatus(failUnder: nil) == 0)
        #expect(report.exitStatus(failUnder: 0) == 0)
        // ja (in progress, 14%) and he (unlisted) never fail; the weakest shipping locale is ar at 2/7.
        #expect(report.exitStatus(failUnder: 28) == 0)
        #expect(report.exitStatus(failUnder: 29) == 1)
        let complete = TranslationReport(tables: [], settings: ReportFixture.settings)
        #expect(complete.exitStatus(failUnder: 100) == 0)
    }

    /// One plural key in German (needs `one` and `other`), with the translation given.
    func germanPlural(_ forms: [(String, String, String?)]) throws -> LocaleCoverage {
        let table = StringTable(
            name: "T", file: "T.xcstrings", format: .xcstrings, sourceLanguage: "en",
            entries: [
                Entry(
                    key: "goals", location: ReportFixture.loc(1),
                    localizations: [
                        ReportFixture.l("en", ReportFixture.plural([("one", "%lld goal", nil), ("other", "%lld goals", nil)], at: 3), at: 2),
                        ReportFixture.l("de", ReportFixture.plural(forms, at: 8), at: 7),
                    ]),
            ])
        let report = TranslationReport(
            tables: [table], settings: nil, pluralCategories: { _ in ["one", "other", "one"] })
        return try #require(report.locales.first)
    }

    @Test func aPluralKeyNeedsEachCategoryOfTheLocaleOnce() throws {
        let done = try germanPlural([("one", "%lld Ziel", "translated"), ("other", "%lld Ziele", nil)])
        #expect(done.keys == Coverage(translated: 1, required: 1))
        #expect(done.forms == Coverage(translated: 2, required: 2))

        // A form the locale does not need is not counted, and is fine when translated...
        let extra = try germanPlural([("zero", "keine Ziele", "translated"), ("one", "%lld Ziel", nil), ("other", "%lld Ziele", nil)])
        #expect(extra.forms == Coverage(translated: 2, required: 2))
        #expect(extra.keys.isComplete && extra.missing.isEmpty && extra.needsReview.isEmpty)

        // ...but still has to be done when it is there.
        let extraNew = try germanPlural([("zero", "keine Ziele", "new"), ("one", "%lld Ziel", nil), ("other", "%lld Ziele", nil)])
        #expect(extraNew.forms == Coverage(translated: 2, required: 2))
        #expect(extraNew.keys == Coverage(translated: 0, required: 1))
        #expect(extraNew.missing.map(\.missingForms) == [["plural zero"]])

        // An empty `zero` marked translated shows nothing for 0 on purpose, as lint has it
        // (Synctrain's Dutch); an empty `one`, which the language needs, is still missing.
        let emptyZero = try germanPlural([("zero", "", "translated"), ("one", "%lld Ziel", nil), ("other", "%lld Ziele", nil)])
        #expect(emptyZero.keys.isComplete && emptyZero.missing.isEmpty, "\(emptyZero.missing)")
        let emptyOne = try germanPlural([("one", "", "translated"), ("other", "%lld Ziele", nil)])
        #expect(emptyOne.missing.map(\.missingForms) == [["plural one"]])

        let lacking = try germanPlural([("other", "%lld Ziele", "translated")])
        #expect(lacking.forms == Coverage(translated: 1, required: 2))
        #expect(lacking.missing.map(\.missingForms) == [["plural one"]])
        #expect(lacking.missing.map(\.source) == ["%lld goals"])

        let review = try germanPlural([("one", "%lld Ziel", "needs_review"), ("other", "%lld Ziele", nil)])
        #expect(review.forms == Coverage(translated: 1, required: 2))
        #expect(review.needsReview.map(\.form) == ["plural one"])
    }

    @Test func percentIsRoundedDown() {
        #expect(Coverage(translated: 1999, required: 2000).percentText == "99.9")
        #expect(Coverage(translated: 0, required: 0).percentText == "100.0")
        #expect(Coverage(translated: 1, required: 3).percentText == "33.3")
    }

    @Test func markdownGolden() {
        assertSnapshot(MarkdownReport().render(report), named: "report.md")
    }

    @Test func markdownEscapesCatalogText() {
        let md = MarkdownReport().render(report)
        #expect(!md.contains("<script>"))
        #expect(md.contains("&lt;script&gt;"))
        #expect(md.contains("<code>say \"hi\" &lt;b&gt;&amp;amp; &#124; &#42;now&#42;&#92;nplease</code>"))
    }

    @Test func escapesKeepEverythingButTheirCharacters() {
        #expect(MarkdownReport.cell("é|a\r\nb\u{1}\u{7F}_👋[x]") == "é&#124;a<br>b&#xFFFD;&#xFFFD;&#95;👋&#91;x&#93;")
        #expect(MarkdownReport.cell("plain text, no escapes: ü") == "plain text, no escapes: ü")
        #expect(HTMLReport().esc("<a href='x'>&\"</a>\n\t\r\u{0}é") == "&lt;a href=&#39;x&#39;&gt;&amp;&quot;&lt;/a&gt;\n\t\u{FFFD}\u{FFFD}é")
        #expect(HTMLReport().esc("") == "")
    }

    @Test func markdownFoldsLongLists() {
        let md = MarkdownReport(collapseAfter: 2).render(report)
        #expect(md.contains("<details><summary>6 missing keys</summary>"))
    }

    @Test func jsonGolden() {
        assertSnapshot(JSONReport().render(report), named: "report.json")
    }

    @Test func jsonParses() throws {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(JSONReport().render(report).utf8)) as? [String: Any])
        #expect(root["schemaVersion"] as? Int == 2)
        let locales = try #require(root["locales"] as? [String: Any])
        #expect(Set(locales.keys) == ["de", "fr", "ar", "ja", "he"])
    }

    @Test func htmlGolden() {
        assertSnapshot(HTMLReport().render(report), named: "report.html")
    }

    @Test func htmlIsSelfContainedEscapedAndMarksRightToLeftText() {
        let html = HTMLReport().render(report)
        #expect(html.contains(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#))
        #expect(!html.contains("src=") && !html.contains("<link") && !html.contains("http"))
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains(#"<td data-label="Current value" dir="rtl" lang="ar">قل &quot;مرحبا&quot;</td>"#))
        #expect(html.contains(#"<span class="native" dir="rtl" lang="ar">العربية</span>"#))
        #expect(html.contains(#"<span dir="auto">Stand up every hour."#))
        #expect(html.contains(#"<option value="ar">ar · Arabic</option>"#))
    }

    /// Writes the page, and with `STRINGSGEN_REPORT_HTML_DIR` set also there, for a look in a
    /// browser or with `tools/report-screenshot`.
    @Test func htmlIsWrittenAtomically() throws {
        let scratch = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let dir = scratch + "/report"
        let path = try HTMLReport().write(report, toDirectory: dir)
        #expect(path == dir + "/index.html")
        #expect(try FileBytes.read(path) == Array(HTMLReport().render(report).utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["index.html"])
        if let out = ProcessInfo.processInfo.environment["STRINGSGEN_REPORT_HTML_DIR"] {
            try HTMLReport().write(report, toDirectory: out)
        }
    }
}

/// Coverage is not correctness: the ready figure, the findings by key, and how each format
/// shows a locale that is translated but has errors.
@Suite struct ReadinessTests {
    let report = ReportFixture.report

    func locale(_ code: String) throws -> LocaleCoverage { try #require(report.locales.first { $0.locale == code }) }

    @Test func aTranslatedKeyWithAnErrorIsNotReady() throws {
        let de = try locale("de")
        // The encoding error is about a translated key; translation-state is a warning.
        #expect(de.keys == Coverage(translated: 5, required: 7))
        #expect(de.ready == Coverage(translated: 4, required: 7))
        #expect(de.keysToFix == 1)
        #expect(!de.isDone)
        let fr = try locale("fr")
        // length-limit on body.intro (translated); plural-missing-category on goals.selected,
        // which is missing already: counted once, as missing.
        #expect(fr.keys.translated - fr.ready.translated == 1)
        #expect(fr.keysToFix == 1)
        let ar = try locale("ar")
        // Errors only on keys that are not translated: ready is translated.
        #expect(ar.ready == ar.keys)
        #expect(ar.keysToFix == 0)
    }

    @Test func findingsAreListedByKeyWithTheCurrentTextErrorsFirst() throws {
        let fr = try locale("fr")
        #expect(fr.findings.map(\.severity) == [.error, .error, .warning])
        let length = try #require(fr.findings.first { $0.rule == "length-limit" })
        #expect(length.key == "body.intro")
        #expect(length.text == "Levez-vous toutes les heures. StandFit vous le rappelle.")
        // At a plural form: that form's text.
        let review = try #require(fr.findings.first { $0.rule == "translation-state" })
        #expect(review.text == "%arg rappel par jour")
        // At the localization of a plural key: its `other` form.
        let plural = try #require(try locale("ar").findings.first { $0.rule == "plural-missing-category" })
        #expect(plural.text == "تم اختيار %lld هدف")
        // A finding about a key the table does not have: no text.
        #expect(try locale("ar").findings.first { $0.key == "x" }?.text == nil)
    }

    @Test func failUnderAppliesToReady() {
        let de = report.locales.first { $0.locale == "de" }!
        // de is 71.4% translated but 57.1% ready.
        #expect(de.keys.percentText == "71.4" && de.ready.percentText == "57.1")
        #expect(report.locales(below: 60).map(\.locale).contains("de"))
        let german = TranslationReport(tables: ReportFixture.tables, settings: ReportFixture.settings, requiredLocales: ["de"],
                                       diagnostics: ReportFixture.diagnostics, copyLimit: ReportFixture.copyLimit)
        #expect(german.exitStatus(failUnder: 57) == 0)
        #expect(german.exitStatus(failUnder: 58) == 1, "58 is above de's ready share, though below its translated share")
    }

    @Test func noFormatShowsALocaleWithErrorsAsDone() throws {
        // Every key translated, one with an error: the case a product manager misread.
        let table = StringTable(
            name: "T", file: "T.xcstrings", format: .xcstrings, sourceLanguage: "en",
            entries: [
                Entry(key: "a", location: ReportFixture.loc(1), localizations: [
                    ReportFixture.l("en", ReportFixture.unit("Hello %@", at: 3), at: 2),
                    ReportFixture.l("de", ReportFixture.unit("Hallo", at: 5), at: 4),
                ]),
                Entry(key: "b", location: ReportFixture.loc(6), localizations: [
                    ReportFixture.l("en", ReportFixture.unit("Bye", at: 8), at: 7),
                    ReportFixture.l("de", ReportFixture.unit("Tschüss", at: 10), at: 9),
                ]),
            ])
        let finding = Diagnostic(
            rule: "placeholder-mismatch", severity: .error, location: ReportFixture.loc(5, 23), table: "T", key: "a",
            locale: "de", message: "‘a’ in ‘de’ is missing `%@`")
        let r = TranslationReport(tables: [table], settings: nil, diagnostics: [finding])
        let de = try #require(r.locales.first)
        #expect(de.keys.isComplete && !de.isDone && de.keysToFix == 1 && de.ready == Coverage(translated: 1, required: 2))

        let md = MarkdownReport().render(r)
        #expect(md.contains("| ❌ de | shipping | 100.0% (2/2) | 50.0% (1/2) |"))
        #expect(!md.contains("✅"))
        #expect(md.contains("| error | placeholder-mismatch | <code>a</code> | ‘a’ in ‘de’ is missing &#96;%&#64;&#96; | Hallo |"))
        #expect(md.contains("**Not ready:** every key is translated, but 1 has an error to fix; 1 of 2 keys (50.0%) are ready."))

        let html = HTMLReport().render(r)
        #expect(html.contains(#"<a class="locale-card failing" data-locale="de""#))
        #expect(html.contains("Not ready: 1 key needs fixing"))
        #expect(!html.contains("Everything is translated and ready"))
        #expect(html.contains(#"<details class="findings" open>"#))
        #expect(html.contains(#"<td data-label="Current text" dir="auto" lang="de">Hallo</td>"#))

        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReport().render(r).utf8)) as? [String: Any])
        let locale = try #require((json["locales"] as? [String: Any])?["de"] as? [String: Any])
        #expect(locale["complete"] as? Bool == false)
        #expect(locale["keysToFix"] as? Int == 1)
        let ready = try #require((locale["coverage"] as? [String: Any])?["ready"] as? [String: Any])
        #expect(ready["translated"] as? Int == 1)
        let findings = try #require(locale["findings"] as? [[String: Any]])
        #expect(findings.map { $0["key"] as? String } == ["a"])
        #expect(findings.first?["text"] as? String == "Hallo")
    }

    @Test func markdownShortensTheFindingsPastItsCount() {
        let md = MarkdownReport(findingsShown: 1).render(report)
        #expect(md.contains("…and 2 more findings: `stringsgen report --format json` lists every one."))
        #expect(!MarkdownReport().render(report).contains("more finding"))
    }

    @Test func everyFormatSaysWhereItCameFrom() {
        let md = MarkdownReport().render(report)
        #expect(md.contains("<sub>Made 2026-11-22 17:05 UTC from <code>Strings/Onboarding.xcstrings</code> (89abcdef0123), "
            + "<code>Strings/Settings.xcstrings</code> (not committed) at revision <code>0123456789ab</code> "
            + "with stringsgen 0.1.0, ICU 72.1 (Unicode 15.0, CLDR 42.0).</sub>"))
        let html = HTMLReport().render(report)
        #expect(html.contains(#"<time datetime="2026-11-22T17:05:09Z">2026-11-22 17:05 UTC</time>"#))
        #expect(html.contains("ICU 72.1 (Unicode 15.0, CLDR 42.0)"))
        let json = JSONReport().render(report)
        #expect(json.contains(#""generatedAt": "2026-11-22T17:05:09Z""#))
        #expect(json.contains(#""revision": "0123456789abcdef0123456789abcdef01234567""#))
        // Outside git: no revision, and no file claims one.
        var outside = report
        outside.provenance = ReportProvenance(
            generatedAt: "2026-11-22T17:05:09Z", stringsgenVersion: "0.1.0", icuVersion: "72.1", unicodeVersion: "15.0",
            cldrVersion: "42.0", files: [.init(path: "Strings/A.xcstrings")])
        #expect(MarkdownReport().render(outside).contains("from <code>Strings/A.xcstrings</code> with stringsgen"))
    }

    @Test func htmlOutputIsAFileWhenItEndsInHTMLElseAFolder() {
        #expect(HTMLReport.pagePath(forOutput: "out.html") == "out.html")
        #expect(HTMLReport.pagePath(forOutput: "site/Report.HTML") == "site/Report.HTML")
        #expect(HTMLReport.pagePath(forOutput: "reports") == "reports/index.html")
        #expect(HTMLReport.pagePath(forOutput: "reports/") == "reports/index.html")
    }
}

/// Placeholders and Latin words inside right-to-left text, isolated so they read in order.
@Suite struct BidiIsolationTests {
    @Test func placeholdersAndLatinRunsAreIsolated() {
        #expect(BidiRuns.split("ساعات النشاط: %1$@–%2$@") == [
            .text("ساعات النشاط: "), .isolated("%1$@"), .text("–"), .isolated("%2$@"),
        ])
        #expect(BidiRuns.split("جرّب StandFit Premium مجانًا لمدة 7 أيام") == [
            .text("جرّب "), .isolated("StandFit Premium"), .text(" مجانًا لمدة 7 أيام"),
        ])
        #expect(BidiRuns.split("سلسلة %lld أيام") == [.text("سلسلة "), .isolated("%lld"), .text(" أيام")])
        #expect(BidiRuns.split("%arg يوم، %#@days@") == [.isolated("%arg"), .text(" يوم، "), .isolated("%#@days@")])
        // Adjacent placeholders stay two runs; a lone % and digits are left alone.
        #expect(BidiRuns.split("%1$@%2$@") == [.isolated("%1$@"), .isolated("%2$@")])
        #expect(BidiRuns.split("٥٠٪ 50%") == [.text("٥٠٪ 50%")])
        #expect(BidiRuns.split("") == [])
    }

    @Test func htmlWrapsThemInBdiAndMarkdownInUnicodeIsolates() {
        let html = HTMLReport().render(ReportFixture.report)
        #expect(html.contains(#"dir="rtl" lang="ar">مرحبًا بك في <bdi dir="ltr">StandFit</bdi></td>"#))
        #expect(html.contains(#"dir="rtl" lang="ar">تم اختيار <bdi dir="ltr">%lld</bdi> هدف</td>"#))
        // Left-to-right text is not touched.
        #expect(html.contains(#"<td data-label="Current text" dir="auto" lang="fr">Levez-vous toutes les heures. StandFit vous le rappelle.</td>"#))
        #expect(MarkdownReport.directed("تم اختيار %lld هدف", rtl: true) == "<span dir=\"rtl\">تم اختيار \u{2066}%lld\u{2069} هدف</span>")
        #expect(MarkdownReport.directed("Goals: %lld", rtl: false) == "Goals: %lld")
    }
}
