import Testing
import StringsgenModel
@testable import StringsgenChecks

@Suite struct PluralMissingCategoryTests {
    let check = PluralMissingCategory()

    @Test func russianNeedsFewAndMany() {
        let t = table(entry("files", [
            "en": plural(["one": "%lld file", "other": "%lld files"]),
            "ru": plural(["one": "%lld файл", "other": "%lld файла"], line: 4),
        ]))
        let f = findings(check, t)
        #expect(f.map(\.message) == [
            "‘files’ in ‘ru’ has one “%lld файл” and other “%lld файла” but no `few` form, for 2–4, 22–24, 32–34, …: add it "
                + "(‘ru’ needs one (1, 21, 31, …), few (2–4, 22–24, 32–34, …), many (0, 5–20, 25–30, …) and other (numbers with decimals); "
                + "the source has one “%lld file” and other “%lld files”)",
            "‘files’ in ‘ru’ has one “%lld файл” and other “%lld файла” but no `many` form, for 0, 5–20, 25–30, …: add it "
                + "(‘ru’ needs one (1, 21, 31, …), few (2–4, 22–24, 32–34, …), many (0, 5–20, 25–30, …) and other (numbers with decimals); "
                + "the source has one “%lld file” and other “%lld files”)",
        ])
        #expect(f.allSatisfy { $0.location == at(4) && $0.locale == "ru" })
    }

    @Test func sourceAndSubstitutionsToo() {
        let t = table(entry("k", [
            "en": text("%#@n@").with(substitution("n", ["other": "%arg goals"])),
        ]))
        #expect(messages(check, t) == [
            "‘k’ in ‘en’ (substitution n) has other “%arg goals” but no `one` form, for 1: add it (‘en’ needs one (1) and other (0, 2–999))",
        ])
    }

    @Test func manyReachedOnlyByMillionsIsNotRequired() {
        let t = table(entry("k", [
            "en": plural(["one": "%lld item", "other": "%lld items"]),
            "fr": plural(["one": "%lld élément", "other": "%lld éléments"]),
            "ja": plural(["other": "%lld 件"]),
            "ar": plural(["zero": "a", "one": "b", "two": "c", "few": "%lld d", "many": "%lld e", "other": "%lld f"]),
        ]))
        #expect(messages(check, t).isEmpty)
    }
}

@Suite struct PluralUnusedCategoryTests {
    let check = PluralUnusedCategory()

    @Test func categoryTheLocaleNeverUses() {
        let t = table(entry("k", [
            "en": plural(["one": "%lld item", "other": "%lld items"]),
            "de": plural(["one": "%lld Ding", "few": "%lld Dinge", "other": "%lld Dinge", "several": "x"], line: 3),
        ]))
        let f = findings(check, t)
        #expect(f.map(\.message) == [
            "‘k’ in ‘de’ has a `few` form, which ‘de’ never uses: remove it (‘de’ uses only `one` and `other`)",
            "‘k’ in ‘de’ has a `several` form, which is not a plural category: use zero, one, two, few, many or other",
        ])
        #expect(f.map(\.location) == [at(4), at(6)])
    }

    @Test func zeroAnywhereAndManyInFrenchAreFine() {
        let t = table(entry("k", [
            "en": plural(["zero": "No items", "one": "%lld item", "other": "%lld items"]),
            "fr": plural(["one": "%lld élément", "many": "%lld d’éléments", "other": "%lld éléments"]),
        ]))
        #expect(messages(check, t).isEmpty)
    }
}
