import Testing
import StringsgenModel
@testable import StringsgenChecks

@Suite struct WhitespaceMismatchTests {
    func check(_ source: String, _ translation: String) -> [String] {
        messages(WhitespaceMismatch(), table(entry("k", ["en": text(source), "de": text(translation)])))
    }

    @Test func edgesAndLineBreaks() {
        #expect(check("Name: ", "Name:") == [
            "‘k’ in ‘de’ ends with no white space, the source with “ ”: end it as the source does",
        ])
        #expect(check("Hello", "\nHallo") == [
            "‘k’ in ‘de’ starts with “\\n”, the source with no white space: start it as the source does",
        ])
        #expect(check("One\nTwo", "Eins Zwei") == [
            "‘k’ in ‘de’ has 0 line breaks, the source 1: break the lines as the source does",
        ])
    }

    @Test func nonTriggering() {
        #expect(check(" • %@ ", " • %@ ").isEmpty)
        #expect(check("One\r\nTwo", "Eins\nZwei").isEmpty)
        #expect(check("Hello", "").isEmpty)  // empty-translation's
    }
}

@Suite struct WhitespaceMismatchSpacelessLanguageTests {
    @Test func japaneseMayDropEdgeSpacesButNotLineBreaks() {
        let t = table(entry(" (default)", ["ja": text("（デフォルト）"), "de": text("(Standard)"), "zh-Hans": text("\n（默认）")]))
        #expect(messages(WhitespaceMismatch(), t) == [
            "‘ (default)’ in ‘de’ starts with no white space, the source with “ ”: start it as the source does",
            "‘ (default)’ in ‘zh-Hans’ starts with “\\n”, the source with no white space: start it as the source does",
        ])
    }

    /// A language written without spaces may drop a source's edge space, not add one.
    @Test func japaneseMayNotAddEdgeSpaces() {
        let t = table(
            entry("Next", ["ja": text("次へ  ")]),
            entry(" at ", ["ja": text("で")]),
            entry("Done ", ["ja": text("完了 ")]))
        #expect(messages(WhitespaceMismatch(), t) == [
            "‘Next’ in ‘ja’ ends with “  ”, the source with no white space: end it as the source does",
        ])
    }
}
