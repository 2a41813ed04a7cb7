import Foundation
import Testing

/// `report` with the Screens view, without a browser: the HTML page it writes, the JSON report's
/// `screens`, and `--measurements` / `--fail-on-overflow` fed a measurement file by hand, as
/// `tools/report-measure` feeds it what Chromium measured (`ScreensBrowserTests` runs that).
@Suite(.removesScratchFolders) struct ScreensCommandTests {
    static func project() throws -> String {
        let dir = try CopyBudgetCommandTests.project(config: #"""
            { "lint" : { "screens" : [ { "name" : "Intro", "keys" : "intro_*", "budget" : 100,
                                         "roles" : { "button" : "intro_title" } } ] } }
            """#)
        return dir
    }

    /// The JSON report's `screens` member.
    static func screens(_ dir: String, _ extra: [String] = []) throws -> (Stringsgen.Result, [String: Any]) {
        let result = try Stringsgen.run(["report", "--format", "json", "--no-git"] + extra, in: dir)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return (result, json?["screens"] as? [String: Any] ?? [:])
    }

    static func measurements(fingerprint: String, _ overflows: String) -> String {
        #"{ "stringsgenMeasurements" : 1, "fingerprint" : "\#(fingerprint)", "font" : "test", "widths" : [320, 430], "overflows" : [\#(overflows)] }"#
    }

    @Test func thePageDrawsEachScreenInEveryLanguage() throws {
        let dir = try Self.project()
        #expect(try Stringsgen.run(["report", "--format", "html", "--output", "page.html", "--no-git"], in: dir).status == 0)
        let page = try String(contentsOfFile: dir + "/page.html", encoding: .utf8)
        // en (the source), de, en-XA; the configured role; the German text.
        for id in ["screen-Intro-en", "screen-Intro-de", "screen-Intro-en-XA"] { #expect(page.contains(#"id="\#(id)""#)) }
        #expect(page.contains(#"<div class="s-button primary" data-key="intro_title" data-role="button""#))
        #expect(page.contains(#"data-key="intro_explanation" data-role="body""#))
        #expect(page.contains("Kleine Pausen über den Tag verteilt"))
        // `%@` filled in, pseudo text present; the measurement script and its summary.
        #expect(page.contains("Steh öfter auf, Sample Text"))
        #expect(page.contains("[Šţåñð ûþ ɱöŕé, Sample Text"))
        #expect(page.contains(#"id="overflow-summary""#))
        #expect(page.contains("stringsgen-measurements"))
        // A project without screens has no Screens view.
        let plain = try CopyBudgetCommandTests.project(config: "{}")
        #expect(try Stringsgen.run(["report", "--format", "html", "--output", "page.html", "--no-git"], in: plain).status == 0)
        #expect(!(try String(contentsOfFile: plain + "/page.html", encoding: .utf8)).contains("id=\"screens\""))
    }

    @Test func measurementsGoIntoTheJSONReportAndFailOnOverflow() throws {
        let dir = try Self.project()
        let (_, unmeasured) = try Self.screens(dir)
        #expect(unmeasured["measured"] as? Bool == false)
        #expect(unmeasured["locales"] as? [String] == ["en", "de", "en-XA"])
        let fingerprint = try #require(unmeasured["fingerprint"] as? String)

        let over = #"{ "screen" : "Intro", "locale" : "de", "key" : "intro_title", "form" : "", "width" : 320, "role" : "button", "lines" : 2, "limit" : 1 }"#
        let pseudo = #"{ "screen" : "Intro", "locale" : "en-XA", "key" : "intro_title", "form" : "", "width" : 320, "role" : "button", "lines" : 2, "limit" : 1 }"#
        // The page as Chromium dumps it: the JSON inside it.
        let page = "<html><body>\n<p>…</p>\n<script type=\"application/json\" id=\"stringsgen-measurements\">" + Self.measurements(fingerprint: fingerprint, over + "," + pseudo) + "</script></body></html>"
        try page.write(toFile: dir + "/measured.html", atomically: true, encoding: .utf8)
        let (result, measured) = try Self.screens(dir, ["--measurements", "measured.html", "--fail-on-overflow"])
        #expect(result.status == 1)
        #expect(measured["measured"] as? Bool == true)
        let overflows = measured["overflows"] as? [[String: Any]] ?? []
        #expect(overflows.map { $0["locale"] as? String } == ["de", "en-XA"])
        #expect(overflows.map { $0["pseudo"] as? Bool } == [false, true])
        #expect(result.stderr == """
            stringsgen: screen ‘Intro’ in ‘de’: ‘intro_title’ takes 2 lines at 320 pt as a button; it must fit on one line
            stringsgen: 1 string does not fit (--fail-on-overflow)

            """)

        // The pseudo-language's overflows are shown, not failed; without the flag, exit 0.
        try Self.measurements(fingerprint: fingerprint, pseudo).write(toFile: dir + "/pseudo.json", atomically: true, encoding: .utf8)
        #expect(try Self.screens(dir, ["--measurements", "pseudo.json", "--fail-on-overflow"]).0.status == 0)
        #expect(try Self.screens(dir, ["--measurements", "measured.html"]).0.status == 0)
        let markdown = try Stringsgen.run(["report", "--no-git", "--measurements", "measured.html"], in: dir)
        #expect(markdown.stdout.contains("**Screens:** 2 strings do not fit (1 outside the pseudo-language):"))
    }

    @Test func badMeasurementsAreUsageOrInputErrors() throws {
        let dir = try Self.project()
        let alone = try Stringsgen.run(["report", "--fail-on-overflow"], in: dir)
        #expect(alone.status == 64)
        #expect(alone.stderr.contains("--fail-on-overflow needs --measurements FILE"))

        // Measured on other texts: refused, with both fingerprints.
        try Self.measurements(fingerprint: "0000000000000000", "").write(toFile: dir + "/old.json", atomically: true, encoding: .utf8)
        let stale = try Stringsgen.run(["report", "--measurements", "old.json"], in: dir)
        #expect(stale.status == 2)
        #expect(stale.stderr.contains("old.json: error: these measurements are of other screen texts (fingerprint 0000000000000000"), "\(stale.stderr)")

        // A bad member is located in the dumped page, line and column.
        let (_, unmeasured) = try Self.screens(dir)
        let fingerprint = try #require(unmeasured["fingerprint"] as? String)
        let bad = #"{ "screen" : "Intro", "locale" : "de", "key" : "k", "width" : 320, "role" : "banner", "lines" : 2, "limit" : 1 }"#
        try ("<html>\n<script type=\"application/json\" id=\"stringsgen-measurements\">\n" + Self.measurements(fingerprint: fingerprint, bad) + "</script>")
            .write(toFile: dir + "/bad.html", atomically: true, encoding: .utf8)
        let located = try Stringsgen.run(["report", "--measurements", "bad.html"], in: dir)
        #expect(located.status == 2)
        #expect(located.stderr.contains("bad.html:3:"), "\(located.stderr)")
        #expect(located.stderr.contains("expected a role (title, subtitle, body, caption, button), found \"banner\""), "\(located.stderr)")

        // A page whose script did not run, and a role the configuration does not know.
        try "<html><body>no measurements</body></html>".write(toFile: dir + "/empty.html", atomically: true, encoding: .utf8)
        #expect(try Stringsgen.run(["report", "--measurements", "empty.html"], in: dir).stderr.contains("a page without measurements"))
        let role = try CopyBudgetCommandTests.project(config: #"{ "lint" : { "screens" : [ { "name" : "Intro", "keys" : "intro_*", "budget" : 100, "roles" : { "headline" : "intro_title" } } ] } }"#)
        let wrong = try Stringsgen.run(["report"], in: role)
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains(#"expected a role ("title", "subtitle", "body", "caption", "button") in "roles" of the screen "Intro", found "headline""#), "\(wrong.stderr)")
    }
}
