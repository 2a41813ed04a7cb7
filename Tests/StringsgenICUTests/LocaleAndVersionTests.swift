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

    /// A written language is a language in a script: Traditional Chinese is not a variant of
    /// Simplified, as British English is of English.
    @Test func scriptsAndWrittenLanguages() {
        #expect(LocaleIdentifier.likelyScript("zh-Hans") == "Hans" && LocaleIdentifier.likelyScript("zh") == "Hans")
        #expect(LocaleIdentifier.likelyScript("zh-Hant") == "Hant" && LocaleIdentifier.likelyScript("zh-TW") == "Hant")
        #expect(LocaleIdentifier.likelyScript("en-GB") == "Latn")
        #expect(LocaleIdentifier.isSameWrittenLanguage("en-GB", "en"))
        #expect(LocaleIdentifier.isSameWrittenLanguage("zh-CN", "zh-Hans"))
        #expect(!LocaleIdentifier.isSameWrittenLanguage("zh-Hant", "zh-Hans"))
        #expect(!LocaleIdentifier.isSameWrittenLanguage("zh-HK", "zh-Hans"))
        #expect(!LocaleIdentifier.isSameWrittenLanguage("sr-Latn", "sr"))
        #expect(!LocaleIdentifier.isSameWrittenLanguage("de", "en"))
    }

    @Test func rejectsNonIdentifiers() {
        #expect(LocaleIdentifier.bcp47("!!") == "und")
        #expect(LocaleIdentifier.icu("!!") == "")
        #expect(LocaleIdentifier.language("") == "")
    }
}

@Suite struct ICUVersionsTests {
    /// The Unicode and CLDR releases each ICU release carries (from ICU's release notes), so a
    /// library reporting a mismatched pair is caught whichever ICU the tests run against.
    static let releases: [Int: (unicode: String, cldr: String)] = [
        70: ("14.0", "40"), 71: ("14.0", "41"), 72: ("15.0", "42"), 73: ("15.0", "43"),
        74: ("15.1", "44"), 75: ("15.1", "45"), 76: ("16.0", "46"), 77: ("16.0", "47"),
    ]

    /// Versions are "major.minor" numbers read from the library, not assumed (docs/design-notes.md,
    /// fact 5 names this machine's: ICU 72.1, Unicode 15.0, CLDR 42).
    @Test func versionsAreReadFromTheLibrary() throws {
        for version in [ICUVersions.icu, ICUVersions.unicode, ICUVersions.cldr] {
            let parts = version.split(separator: ".", omittingEmptySubsequences: false)
            #expect(parts.count >= 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }, "\(version)")
        }
        let major = try #require(Int(ICUVersions.icu.prefix { $0 != "." }))
        if let expected = Self.releases[major] {
            #expect(ICUVersions.unicode == expected.unicode, "ICU \(ICUVersions.icu)")
            #expect(ICUVersions.cldr.split(separator: ".").first.map(String.init) == expected.cldr, "ICU \(ICUVersions.icu)")
        }
    }
}
