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
            "‘pt_BR’ (first at ‘b’) is ‘pt-BR’ written another way: on a Mac's disk both are one pt-BR.lproj folder, and the app shows whichever translation was written last; move its translations to ‘pt-BR’",
        ])
        #expect(Set(f.map(\.location)) == [at(3), at(9)])
    }

    /// Distinct languages and scripts are not one: `zh-Hans` and `zh-Hant`, `pt` and `pt-BR`.
    @Test func otherLanguagesAreNotSpellings() {
        let t = table(entry("a", ["en": text("A"), "zh-Hans": text("甲"), "zh-Hant": text("甲"), "pt": text("A"), "pt-BR": text("A")]))
        #expect(messages(LocaleSpelling(), t).isEmpty)
    }
}
