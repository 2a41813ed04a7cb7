import Testing
import StringsgenModel
@testable import StringsgenChecks

@Suite struct LocaleSpellingTests {
    /// `zh-hans` beside `zh-Hans` and `pt_BR` beside `pt-BR`: the spelling that is not the
    /// canonical one is reported once, at its first occurrence, whichever came first.
    @Test func theOtherSpellingOnceAtItsFirstOccurrence() {
        let t = table(
            entry("a", line: 3, ["en": text("A"), "zh-hans": text("甲"), "pt-BR": text("A")]),
            entry("b", line: 9, ["en": text("B"), "zh-hans": text("乙"), "zh-Hans": text("乙"), "pt_BR": text("B")]))
        let f = findings(LocaleSpelling(), t)
        #expect(Set(f.map(\.message)) == [
            "‘zh-hans’ (first at ‘a’) is ‘zh-Hans’ written another way: on a Mac's disk both are one zh-Hans.lproj folder, and the app shows whichever translation was written last; move its translations to ‘zh-Hans’",
            "‘pt_BR’ (first at ‘b’) is ‘pt-BR’ written another way: Apple's bundles take both for one language and show the translations of only one of them; move its translations to ‘pt-BR’",
        ])
        #expect(Set(f.map(\.location)) == [at(3), at(9)])
    }

    /// The source language written another way by a translation, or by a translation only.
    @Test func theSourceLanguagesOtherSpelling() {
        var t = table(entry("a", line: 3, ["zh-hans": text("甲"), "zh-Hans": text("甲"), "de": text("A")]))
        t.sourceLanguage = "zh-hans"
        #expect(messages(LocaleSpelling(), t) == [
            "‘zh-hans’ (first at ‘a’) is ‘zh-Hans’ written another way: on a Mac's disk both are one zh-Hans.lproj folder, and the app shows whichever translation was written last; move its translations to ‘zh-Hans’",
        ])
        var keysOnly = table(entry("a", line: 3, ["zh-Hans": text("甲")]))
        keysOnly.sourceLanguage = "zh-hans"
        #expect(findings(LocaleSpelling(), keysOnly).map(\.location) == [SourceLocation(file: keysOnly.file, line: 1, column: 1)])
    }

    /// Three spellings: the two that differ only in case are said to be one folder, whichever
    /// is kept.
    @Test func aCaseTwinIsNamed() {
        let t = table(entry("a", line: 3, ["en": text("A"), "pt-BR": text("A"), "pt_BR": text("A"), "pt_br": text("A")]))
        let said = Set(messages(LocaleSpelling(), t))
        #expect(said.count == 2)
        #expect(said.allSatisfy { $0.contains("’ are one .lproj folder") }, "\(said)")
    }

    /// Distinct languages and scripts are not one: `zh-Hans` and `zh-Hant`, `pt` and `pt-BR`.
    @Test func otherLanguagesAreNotSpellings() {
        let t = table(entry("a", ["en": text("A"), "zh-Hans": text("甲"), "zh-Hant": text("甲"), "pt": text("A"), "pt-BR": text("A")]))
        #expect(messages(LocaleSpelling(), t).isEmpty)
    }
}
