import Testing
import StringsgenModel
@testable import StringsgenChecks

@Suite struct EmptyTranslationTests {
    @Test func emptyOrBlank() {
        let t = table(
            entry("a", ["en": text("Hello"), "de": text(""), "fr": text(" \n")]),
            entry("b", ["en": text(" "), "de": text("")]),
            entry("c", ["en": text("Hello"), "de": text("", state: "new")]),
            entry("d", ["en": plural(["one": "One", "other": "%lld"]), "de": plural(["one": "Eins", "other": ""])]))
        #expect(messages(EmptyTranslation(), t) == [
            "‘a’ in ‘de’ is empty: translate “Hello”",
            "‘a’ in ‘fr’ (“ \\n”) is empty: translate “Hello”",
            "‘d’ in ‘de’ (plural other) is empty: translate “%lld”",
        ])
    }

    /// " at " → " " in Japanese: a connector of a language written with spaces may be white
    /// space alone in one written without; an empty value, or German " ", still is empty.
    @Test func aConnectorMayBecomeWhiteSpaceInALanguageWithoutSpaces() {
        let t = table(entry(" at ", ["en": text(" at "), "ja": text(" "), "zh-Hans": text(""), "de": text(" ")]))
        #expect(messages(EmptyTranslation(), t).count == 2)
        #expect(messages(EmptyTranslation(), t).allSatisfy { !$0.contains("‘ja’") })
    }
}
