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
            "‘k’ in ‘de’ writes “Standfit” for the name “StandFit”: keep it exactly as “StandFit”",
        ])
        #expect(check("Welcome to StandFit", "Willkommen") == [
            "‘k’ in ‘de’ is missing “StandFit”, which is not to be translated: keep it as written in the source",
        ])
        #expect(check("Try StandFit Pro", "Teste StandFit Premium") == [
            "‘k’ in ‘de’ is missing “StandFit Pro”, which is not to be translated: keep it as written in the source",
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
