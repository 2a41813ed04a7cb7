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
            "‘files’ in ‘ru’ has one “%lld файл” and other “%lld файла” but no `few` form, for 2–4, 22–24, 32–34, …; nor a `many` form, for 0, 5–20, 25–30, …: add them "
                + "(‘ru’ needs one (1, 21, 31, …), few (2–4, 22–24, 32–34, …), many (0, 5–20, 25–30, …) and other (numbers with a fraction, such as 1.5); "
                + "the source has one “%lld file” and other “%lld files”)",
        ])
        #expect(f.map(\.path) == ["plural few"])
        #expect(f.allSatisfy { $0.location == at(4) && $0.locale == "ru" })
    }

    /// A key the app uses only for `count != 1` has no `one` form in English, which is no error
    /// on English itself: German is not asked for one (its `one` is only 1), Russian still is
    /// (its `one` has 21, 31, …). A Polish plural with no `other` is still an error, in words
    /// that end.
    @Test func onlyTheNumbersTheSourceCovers() {
        let t = table(entry("k", [
            "en": plural(["other": "%lld items"]),
            "de": plural(["other": "%lld Dinge"]),
            "ru": plural(["few": "%lld предмета", "many": "%lld предметов", "other": "%lld предмета"]),
            "pl": plural(["one": "%lld rzecz", "few": "%lld rzeczy", "many": "%lld rzeczy"]),
        ]))
        #expect(messages(check, t) == [
            "‘k’ in ‘ru’ has few “%lld предмета”, many “%lld предметов” and other “%lld предмета” but no `one` form, for 1, 21, 31, …: add it "
                + "(‘ru’ needs one (1, 21, 31, …), few (2–4, 22–24, 32–34, …), many (0, 5–20, 25–30, …) and other (numbers with a fraction, such as 1.5); "
                + "the source has other “%lld items”)",
            "‘k’ in ‘pl’ has one “%lld rzecz”, few “%lld rzeczy” and many “%lld rzeczy” but no `other` form, which every set needs (Foundation falls back to it, and numbers with a fraction, such as 1.5, show it): add it "
                + "(‘pl’ needs one (1), few (2–4, 22–24, 32–34, …), many (0, 5–21, 25–31, …) and other (numbers with a fraction, such as 1.5); "
                + "the source has other “%lld items”)",
        ])
    }

    /// The source is checked too, plurals and substitutions alike, where it has more than `other`.
    @Test func sourceAndSubstitutionsToo() {
        let t = table(entry("k", [
            "en": text("%#@n@").with(substitution("n", ["zero": "no goals", "other": "%arg goals"])),
        ]))
        #expect(messages(check, t) == [
            "‘k’ in ‘en’ (substitution n) has zero “no goals” and other “%arg goals” but no `one` form, for 1: add it (‘en’ needs one (1) and other (0, 2–999))",
        ])
        let onlyOther = table(entry("k", ["en": text("%#@n@").with(substitution("n", ["other": "%arg goals"]))]))
        #expect(messages(check, onlyOther).isEmpty)
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

    /// What the rule misread on apps it had not seen, beside what it still reports: forms that
    /// are all the source's text (untranslated, reported as such elsewhere); a Russian `many`
    /// whose `other` is written as the genitive plural beside a `few` (Azkar's “%d раз”); an
    /// Arabic `zero`, which CLDR words as `other`.
    @Test func formsTheFallbackReadsRight() {
        let source = plural(["one": "%d time", "other": "%d times"])
        let t = table(
            entry("copied", ["en": source, "uk": plural(["one": "%d time", "other": "%d times"])]),
            entry("repeats", ["en": source, "ru": plural(["one": "%d раз", "few": "%d раза", "other": "%d раза ещё"])]),
            entry("arabic", ["en": source, "ar": plural(["one": "مرة", "two": "مرتان", "few": "%d مرات", "many": "%d مرة", "other": "%d مرة"])]),
            entry("stillMissing", ["en": source, "ru": plural(["one": "%d раз", "other": "%d раза"])]))
        #expect(findings(check, t).map { "\($0.key!) \($0.locale!) \($0.path ?? "")" } == ["stillMissing ru plural few"])
    }

    /// More of what fresh apps showed: Najdi Arabic's `zero` is Arabic's; Hungarian and Uzbek
    /// nouns stay singular after a numeral (“%d válasz”, “%d ovoz”), so `other` reads right for
    /// 1 (Danish, which inflects, is still asked for `one`); a Polish set that is the French
    /// one word for word (UTM) is said to be French, to be translated, not to lack a `few`,
    /// while Danish and Norwegian, with the same categories, may well write the same forms.
    @Test func moreFormsTheFallbackReadsRight() {
        let source = plural(["one": "%d reply", "other": "%d replies"])
        let t = table(
            entry("najdi", ["en": source, "ars": plural(["one": "رد", "two": "ردان", "few": "%d ردود", "many": "%d ردًا", "other": "%d رد"])]),
            entry("singular", [
                "en": source, "hu": plural(["other": "%d válasz"]), "uz": plural(["other": "%d ovoz"]),
                // Persian keeps the noun singular after a numeral too (Anywhere's “%lld قانون”).
                "fa": plural(["other": "%d پاسخ"]),
            ]),
            entry("inflects", ["en": source, "da": plural(["other": "%d svar"]), "nb": plural(["other": "%d svar"])]),
            entry("pasted", [
                "en": source, "fr": plural(["one": "%d Cœur", "other": "%d Cœurs"]), "pl": plural(["one": "%d Cœur", "other": "%d Cœurs"]),
            ]))
        let f = findings(check, t)
        #expect(f.map { "\($0.key!) \($0.locale!) \($0.path ?? "")" } == [
            "inflects da plural one", "inflects nb plural one", "pasted pl plural few",
        ])
        #expect(f.last?.message == "‘pasted’ in ‘pl’ has the forms of ‘fr’ word for word (one “%d Cœur” and other “%d Cœurs”): translate it into ‘pl’, with the forms it needs (one, few, many and other)")
    }

    /// Polish `many` (0, 5–21, …) where `few` is there and `other` holds the genitive plural, as
    /// translators write it (Budget Flow's “%d tygodni”): `other` reads right for every integer,
    /// and a set spelt as Czech's (“minuta, minuty, minut”) is Polish, not pasted. Without `few`
    /// it is still short.
    @Test func polishManyTheFallbackReadsRight() {
        let source = plural(["one": "%d minute", "other": "%d minutes"])
        let t = table(
            entry("week", ["en": source, "pl": plural(["one": "%d tydzień", "few": "%d tygodnie", "other": "%d tygodni"])]),
            entry("minute", [
                "en": source, "pl": plural(["one": "%d minuta", "few": "%d minuty", "other": "%d minut"]),
                "cs": plural(["one": "%d minuta", "few": "%d minuty", "other": "%d minut"]),
            ]),
            entry("stillMissing", ["en": source, "pl": plural(["one": "%d minuta", "other": "%d minut"])]))
        #expect(findings(check, t).map { "\($0.key!) \($0.locale!) \($0.path ?? "")" } == ["stillMissing pl plural few"])
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
