import StringsgenKit
import Testing

@Suite struct LocaleChoiceTests {
    @Test func slipsFindTheLocaleMeant() {
        let known = ["en", "de", "pt-BR", "zh-Hans", "zh-Hant"]
        #expect(LocaleChoice.suggestion(for: "DE", in: known) == "de")
        #expect(LocaleChoice.suggestion(for: "de-AT", in: known) == "de")
        #expect(LocaleChoice.suggestion(for: "pt_br", in: known) == "pt-BR")
        #expect(LocaleChoice.suggestion(for: "pt", in: known) == "pt-BR")
        #expect(LocaleChoice.suggestion(for: "ZH-HANS", in: known) == "zh-Hans")
        // Two regional forms of one language: no guess.
        #expect(LocaleChoice.suggestion(for: "zh", in: known) == nil)
        #expect(LocaleChoice.suggestion(for: "xx", in: known) == nil)
        #expect(LocaleChoice.suggestion(for: "de", in: known) == nil)
    }
}
