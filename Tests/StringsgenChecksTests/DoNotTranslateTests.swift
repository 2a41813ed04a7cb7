import Testing
import StringsgenModel
@testable import StringsgenChecks

@Suite struct DoNotTranslateTests {
    func check(_ source: String, _ translation: String, terms: [String] = ["StandFit", "StandFit Pro"]) -> [String] {
        messages(
            DoNotTranslate(), table(entry("k", ["en": text(source), "de": text(translation)])),
            locales: locales("en", "de", doNotTranslate: terms))
    }

    @Test func changedOrMissing() {
        #expect(check("Welcome to StandFit", "Willkommen bei Standfit") == [
            "‘k’ in ‘de’ (“Willkommen bei Standfit”) writes “Standfit” for the name “StandFit”: keep it exactly as “StandFit”",
        ])
        #expect(check("Welcome to StandFit", "Willkommen") == [
            "‘k’ in ‘de’ (“Willkommen”) is missing “StandFit”, which is not to be translated: keep it as written in the source",
        ])
        #expect(check("Try StandFit Pro", "Teste StandFit Premium") == [
            "‘k’ in ‘de’ (“Teste StandFit Premium”) is missing “StandFit Pro”, which is not to be translated: keep it as written in the source",
        ])
    }

    @Test func theChangedSpellingIsFoundInAnyScript() {
        #expect(check("StandFit", "Добро пожаловать в STANDFIT!") == [
            "‘k’ in ‘de’ (“Добро пожаловать в STANDFIT!”) writes “STANDFIT” for the name “StandFit”: keep it exactly as “StandFit”",
        ])
        #expect(check("StandFit", "ようこそ standfit へ") == [
            "‘k’ in ‘de’ (“ようこそ standfit へ”) writes “standfit” for the name “StandFit”: keep it exactly as “StandFit”",
        ])
        // The Kelvin sign lowercases to k, so “\u{212A}it” is “Kit” but for case.
        #expect(check("Kit", "Das \u{212A}it", terms: ["Kit"]) == [
            "‘k’ in ‘de’ (“Das \u{212A}it”) writes “\u{212A}it” for the name “Kit”: keep it exactly as “Kit”",
        ])
        #expect(check("Café", "Im CAFÉ", terms: ["Café"]) == [
            "‘k’ in ‘de’ (“Im CAFÉ”) writes “CAFÉ” for the name “Café”: keep it exactly as “Café”",
        ])
    }

    @Test func nonTriggering() {
        #expect(check("Welcome to StandFit", "Willkommen bei StandFit").isEmpty)
        #expect(check("Try StandFit Pro", "Teste StandFit Pro").isEmpty)
        #expect(check("Welcome", "Willkommen").isEmpty)
        // Without Locales/ there are no terms.
        #expect(messages(DoNotTranslate(), table(entry("k", ["en": text("StandFit"), "de": text("x")]))).isEmpty)
    }
}
