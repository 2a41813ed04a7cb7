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

    /// A folder's spelling of a listed language and a regional variant of the source are none
    /// to list (LiveContainer's `pt_BR.lproj` beside `Locales/pt-BR.json`, and `en_GB.lproj`);
    /// a legacy table's language is removed as a folder, not from a catalog.
    @Test func spellingsAndTheSourcesVariantsAreNotAskedFor() {
        var t = table(entry("a", ["en": text("A"), "pt_BR": text("A"), "en_GB": text("A"), "nl": text("A")]))
        t.format = .strings
        #expect(messages(UnknownLocale(), t, locales: locales("pt-BR")) == [
            "‘nl’ (first at ‘a’) is not a locale of this project: add Locales/nl.json, or remove the folder nl.lproj",
        ])
    }

    @Test func noLocalesFolderNoFinding() {
        #expect(messages(UnknownLocale(), table(entry("a", ["en": text("A"), "fr": text("A")]))).isEmpty)
    }
}
