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
}
