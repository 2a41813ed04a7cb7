import Testing
import StringsgenModel
@testable import StringsgenReports

/// The HTML report's Screens view from a hand-made `ScreenPreviews`: what a phone holds, right
/// to left for Arabic with Latin words and placeholders isolated, and catalog text escaped.
@Suite struct ScreensViewTests {
    static let previews = ScreenPreviews(
        locales: [ScreenLocale(code: "en", title: "en · English"), ScreenLocale(code: "ar", title: "ar · Arabic"),
                  ScreenLocale(code: "en-XA", title: "en-XA · Pseudo-language", isPseudo: true)],
        screens: [ScreenPreview(name: "Get <Started>", budget: 120, paged: false, items: [
            .init(key: "intro_title", role: .title, texts: ["en": [.init(text: "Welcome to StandFit")], "ar": [.init(text: "مرحبًا بك في StandFit")]]),
            .init(key: "intro_subtitle", role: .body, texts: ["en": [.init(text: "Stand up <more>")], "ar": [.init(text: "قف أكثر")]]),
            .init(key: "files", role: .caption, texts: ["en": [.init(label: "one · 1", text: "1 file"), .init(label: "other · 2", text: "2 files")]]),
            .init(key: "go_button", role: .button, texts: ["en": [.init(text: "Go")], "ar": [.init(text: "انطلق")]]),
        ])])

    static func page() -> String {
        var report = TranslationReport(tables: [], settings: nil)
        report.screens = previews
        return HTMLReport().render(report)
    }

    @Test func eachLanguageIsAPhoneWithItsStringsInTheirBoxes() {
        let page = Self.page()
        // The anchor keeps letters and digits; the name is escaped.
        #expect(page.contains(#"<section class="screen" id="screen-Get--Started-" data-screen="Get &lt;Started&gt;">"#))
        #expect(page.contains(#"<figure class="phone" id="screen-Get--Started--ar" data-locale="ar" data-screen="Get &lt;Started&gt;">"#))
        #expect(page.contains(#"<div class="display" dir="rtl" lang="ar">"#))
        #expect(page.contains(#"<div class="display" dir="ltr" lang="en">"#))
        // Arabic text with its Latin word isolated; escaped English.
        #expect(page.contains(#"data-max="2" title="intro_title">مرحبًا بك في <bdi dir="ltr">StandFit</bdi></p>"#))
        #expect(page.contains("Stand up &lt;more&gt;"))
        // The first button is the primary one, on one line.
        #expect(page.contains(#"<div class="s-button primary" data-key="go_button" data-role="button" data-form="" data-page="" data-max="1" title="go_button"><span class="label">Go</span></div>"#))
        // A plural form with its tag; a language without the key says so.
        #expect(page.contains(#"<span class="form-tag" dir="ltr">other · 2</span>"#))
        #expect(page.contains("‘files’ is not translated"))
        // Body text has its reference text (the source padded to the budget) to measure against.
        #expect(page.contains(#"<p class="s-body ref" aria-hidden="true" lang="en" dir="auto" data-page="">Stand up &lt;more&gt; Stand up"#))
        #expect(page.contains(#"data-fingerprint="\#(Self.previews.fingerprint)""#))
        #expect(page.contains("stringsgen-measurements"))
    }

    @Test func aReportWithoutScreensHasNoScreensView() {
        let page = HTMLReport().render(TranslationReport(tables: [], settings: nil))
        #expect(!page.contains("id=\"screens\""))
        #expect(!page.contains("overflow-summary"))
    }

    @Test func measurementsAreReadFromAPageOrFromJSON() throws {
        let json = #"{ "stringsgenMeasurements" : 1, "fingerprint" : "abc", "font" : "f", "widths" : [320], "overflows" : [ { "screen" : "S", "locale" : "de", "key" : "k", "form" : "", "width" : 320, "role" : "title", "lines" : 3, "limit" : 2 } ] }"#
        let expected = ScreenMeasurement(fingerprint: "abc", font: "f", widths: [320], overflows: [
            ScreenOverflow(screen: "S", locale: "de", key: "k", form: "", width: 320, role: .title, lines: 3, limit: 2),
        ])
        #expect(try ScreenMeasurement.read(Array(json.utf8), file: "m.json") == expected)
        let page = "<html><body>\n<script type=\"application/json\" id=\"stringsgen-measurements\">" + json + "</script></body></html>"
        #expect(try ScreenMeasurement.read(Array(page.utf8), file: "m.html") == expected)
        #expect(expected.overflows[0].message == "screen ‘S’ in ‘de’: ‘k’ takes 3 lines at 320 pt as a title; 2 lines fit")
        #expect(throws: InputError.self) { try ScreenMeasurement.read(Array("{}".utf8), file: "m.json") }
    }
}
