import Testing
import StringsgenModel
@testable import StringsgenChecks

@Suite struct UnknownLocaleTests {
    @Test func oncePerLocaleAtTheFirstOccurrence() {
        let t = table(
            entry("a", line: 3, ["en": text("A"), "de": text("A"), "fr": text("A")]),
            entry("b", line: 9, ["en": text("B"), "fr": text("B")]))
        let f = findings(UnknownLocale(), t, locales: locales("de"))
        #expect(f.map(\.message) == [
            "‘fr’ (first at ‘a’) is not a locale of this project: add Locales/fr.json, or remove ‘fr’ from the catalog",
        ])
        #expect(f.map(\.location) == [at(3)])
    }

    @Test func noLocalesFolderNoFinding() {
        #expect(messages(UnknownLocale(), table(entry("a", ["en": text("A"), "fr": text("A")]))).isEmpty)
    }
}
