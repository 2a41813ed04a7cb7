import StringsgenICU
import Testing

@Suite struct LocaleIdentifierTests {
    @Test(arguments: [
        ("zh_Hans", "zh-Hans"), ("zh-Hans", "zh-Hans"),
        ("pt_BR", "pt-BR"), ("pt-BR", "pt-BR"),
        ("sr_Latn", "sr-Latn"), ("sr-Latn", "sr-Latn"),
        ("EN-us", "en-US"), ("iw", "he"), ("es_419", "es-419"),
    ])
    func bcp47(id: String, tag: String) {
        #expect(LocaleIdentifier.bcp47(id) == tag)
    }

    @Test(arguments: [
        ("pt-BR", "pt_BR"), ("pt_BR", "pt_BR"),
        ("zh-Hans", "zh_Hans"), ("zh_Hans", "zh_Hans"),
        ("sr-Latn", "sr_Latn"), ("sr_Latn", "sr_Latn"),
        ("zh-Hant-TW", "zh_Hant_TW"),
    ])
    func icu(tag: String, id: String) {
        #expect(LocaleIdentifier.icu(tag) == id)
    }

    @Test func language() {
        #expect(LocaleIdentifier.language("pt-BR") == "pt")
        #expect(LocaleIdentifier.language("zh_Hans") == "zh")
        #expect(LocaleIdentifier.language("sr-Latn") == "sr")
        #expect(LocaleIdentifier.language("de") == "de")
    }

    @Test func rejectsNonIdentifiers() {
        #expect(LocaleIdentifier.bcp47("!!") == "und")
        #expect(LocaleIdentifier.icu("!!") == "")
        #expect(LocaleIdentifier.language("") == "")
    }
}

@Suite struct ICUVersionsTests {
    // DESIGN.md fact 5: grapheme counts and plural rules are pinned to this data.
    @Test func versions() {
        #expect(ICUVersions.icu == "72.1")
        #expect(ICUVersions.unicode == "15.0")
        #expect(ICUVersions.cldr.hasPrefix("42"))
    }
}
