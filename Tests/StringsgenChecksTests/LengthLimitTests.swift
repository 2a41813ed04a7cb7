import Testing
import StringsgenModel
@testable import StringsgenChecks

@Suite struct LengthLimitTests {
    let check = LengthLimit()
    /// This repository's declaration: 240 for every key, 120 for body copy.
    let declared = CopyLimitPolicy(defaultLimit: 240, bodyCopyLimit: 120)

    @Test func bodyCopyOverItsLimitInTheBriefsWords() {
        let german = String(repeating: "a", count: 131)
        let t = table(entry("onboarding.welcome_subtitle", [
            "en": text("Build healthy habits"), "de": text(german, line: 5),
        ]))
        let f = findings(check, t, limits: declared)
        #expect(f.map(\.message) == [
            "‘onboarding.welcome_subtitle’ in ‘de’ (“\(String(repeating: "a", count: 100))…”) is 131 characters, 11 over its limit of 120: shorten it",
        ])
        #expect(f.map(\.location) == [at(5)])
    }

    @Test func sourceTooAndGraphemesNotScalars() {
        // 121 family emoji: one grapheme each (7 scalars), so 121 characters, not 847.
        let family = String(repeating: "👨‍👩‍👧‍👦", count: 121)
        let t = table(entry("a_body", ["en": text(family), "de": text(String(repeating: "é", count: 120))]))
        #expect(messages(check, t, limits: declared) == ["‘a_body’ in ‘en’ (“\(String(repeating: "👨‍👩‍👧‍👦", count: 100))…”) is 121 characters, 1 over its limit of 120: shorten it"])
    }

    /// A project that declares no limit gets no length findings, however long its copy
    /// (a multi-paragraph help text); a comment's limit still holds.
    @Test func nothingDeclaredNothingFound() {
        let help = String(repeating: "This paragraph explains the feature at length. ", count: 40)
        let t = table(
            entry("help.text", ["en": text(help), "de": text(help)]),
            entry("about_body", ["en": text(help)]),
            entry("cta", comment: "Button. Max 5 characters.", ["en": text("Get started")]))
        #expect(messages(check, t) == ["‘cta’ in ‘en’ (“Get started”) is 11 characters, 6 over its limit of 5: shorten it"])
    }

    @Test func commentAndConfiguredLimits() {
        let t = table(
            entry("cta", comment: "Button. Max 10 characters.", ["en": text("Get started now")]),
            entry("onboarding.skip", ["en": text("Skip for now")]))
        let limits = CopyLimitPolicy(keyLimits: [.init(pattern: "onboarding.*", limit: 5)])
        #expect(messages(check, t, limits: limits) == [
            "‘cta’ in ‘en’ (“Get started now”) is 15 characters, 5 over its limit of 10: shorten it",
            "‘onboarding.skip’ in ‘en’ (“Skip for now”) is 12 characters, 7 over its limit of 5: shorten it",
        ])
    }

    @Test func placeholdersAreMeasuredAsSamples() {
        // "Hi, " + 10 + " (" + 4 + "%)" = 4 + 10 + 2 + 4 + 2 = 22
        let t = table(entry("k", comment: "Max 21 characters", ["en": text("Hi, %@ (%lld%%)")]))
        #expect(messages(check, t) == [
            "‘k’ in ‘en’ (“Hi, %@ (%lld%%)”) is 22 characters with sample values for its placeholders, 1 over its limit of 21: shorten it",
        ])
        let fits = table(entry("k", comment: "Max 22 characters", ["en": text("Hi, %@ (%lld%%)")]))
        #expect(messages(check, fits).isEmpty)
    }

    @Test func eachPluralFormAndTheLongestSubstitutionForm() {
        let t = table(
            entry("p", comment: "Max 12 characters", [
                "en": plural(["one": "One stand", "other": "%lld stands!"]),
                "de": plural(["one": "Ein Aufstehen", "other": "%lld Mal"], line: 10),
            ]),
            entry("s", comment: "Max 14 characters", [
                "en": text("%#@n@ today").with(substitution("n", ["one": "%arg goal", "other": "%arg goals"])),
            ]))
        #expect(messages(check, t) == [
            "‘p’ in ‘de’ (plural one: “Ein Aufstehen”) is 13 characters, 1 over its limit of 12: shorten it",
            "‘s’ in ‘en’ (“%#@n@ today”) is 16 characters with sample values for its placeholders, 2 over its limit of 14: shorten it",
        ])
    }

    @Test func keysNotTranslatedAreSkipped() {
        let t = table(entry("k", comment: "Max 2 characters", shouldTranslate: false, ["en": text("StandFit")]))
        #expect(messages(check, t).isEmpty)
    }
}
