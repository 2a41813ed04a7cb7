import Testing
import StringsgenModel
@testable import StringsgenChecks

@Suite struct ScreenBudgetTests {
    let check = ScreenBudget()

    func limits(_ screens: CopyLimitPolicy.Screen...) -> CopyLimitPolicy {
        var policy = CopyLimitPolicy()
        policy.screens = screens
        return policy
    }

    /// Five keys of 30 characters each fit any per-key limit; on one screen they are 150.
    @Test func bodyTextIsSummedOverTheScreensKeys() {
        let thirty = String(repeating: "a", count: 30)
        let t = table(
            entry("welcome.title", ["en": text(thirty)]),
            entry("welcome.subtitle", line: 10, ["en": text(thirty, line: 11), "de": text(thirty + "b", line: 12)]),
            entry("welcome.intro_body", ["en": text(thirty), "de": text(thirty)]),
            entry("welcome.footer", ["en": text(thirty), "de": text(thirty)]),
            entry("other_body", ["en": text(thirty), "de": text(thirty)]))
        let screen = CopyLimitPolicy.Screen(
            name: "Welcome", keys: ["welcome.*"], body: ["welcome.subtitle", "*_body", "welcome.footer"], budget: 90)
        let f = findings(check, t, limits: limits(screen))
        #expect(f.map(\.message) == [
            "screen ‘Welcome’ in ‘de’: its body text has 91 characters, 1 over its budget of 90 (‘welcome.subtitle’ 31, ‘welcome.intro_body’ 30, ‘welcome.footer’ 30): shorten them",
        ])
        // At the first body key of the screen, in that locale.
        #expect(f.map(\.location) == [at(12)])
        #expect(f.map(\.key) == ["welcome.subtitle"])
        #expect(f.map(\.locale) == ["de"])
        #expect(f.map(\.rule) == ["screen-budget"])
    }

    /// Without `body`, the body-copy patterns say which keys are body text (not the title).
    @Test func bodyDefaultsToTheBodyCopyPatterns() {
        let t = table(
            entry("s.title", ["en": text(String(repeating: "T", count: 50))]),
            entry("s.intro_subtitle", ["en": text(String(repeating: "a", count: 40))]),
            entry("s.why_explanation", ["en": text(String(repeating: "b", count: 41))]))
        let screen = CopyLimitPolicy.Screen(name: "S", keys: ["s.*"], budget: 80)
        #expect(messages(check, t, limits: limits(screen)) == [
            "screen ‘S’ in ‘en’: its body text has 81 characters, 1 over its budget of 80 (‘s.intro_subtitle’ 40, ‘s.why_explanation’ 41): shorten them",
        ])
        var roomy = screen
        roomy.budget = 81
        #expect(messages(check, t, limits: limits(roomy)).isEmpty)
    }

    /// A plural key counts at its longest form, a placeholder at its sample value, a
    /// character as a grapheme cluster.
    @Test func pluralsPlaceholdersAndGraphemes() {
        let t = table(
            entry("p_body", ["en": plural(["one": "One stand", "other": "%lld stands today"])]),  // 4 + 13 = 17
            entry("q_body", ["en": text("Hi, %@")]),  // 4 + 10 = 14
            entry("r_body", ["en": text("👨‍👩‍👧‍👦👍🏽")]))  // 2
        let screen = CopyLimitPolicy.Screen(name: "S", keys: ["*"], budget: 32)
        #expect(messages(check, t, limits: limits(screen)) == [
            "screen ‘S’ in ‘en’: its body text has 33 characters, 1 over its budget of 32 (‘p_body’ 17, ‘q_body’ 14, ‘r_body’ 2): shorten them",
        ])
    }

    /// On a paged screen one body key shows at a time: the longest must fit.
    @Test func aPagedScreenHoldsItsLongestPage() {
        let t = table(
            entry("card1_desc", ["en": text(String(repeating: "a", count: 70))]),
            entry("card2_desc", ["en": text(String(repeating: "b", count: 80))]))
        let paged = CopyLimitPolicy.Screen(name: "Cards", keys: ["card*"], budget: 80, paged: true)
        #expect(messages(check, t, limits: limits(paged)).isEmpty)
        var summed = paged
        summed.paged = false
        #expect(messages(check, t, limits: limits(summed)).count == 1)
        var tight = paged
        tight.budget = 79
        #expect(messages(check, t, limits: limits(tight)) == [
            "screen ‘Cards’ in ‘en’: its longest page has 80 characters, 1 over its budget of 79 (‘card1_desc’ 70, ‘card2_desc’ 80): shorten them",
        ])
    }

    /// In a legacy `.lproj` table, a key without a source-language value has no source text:
    /// its identifier is not measured as English (nor warned about by `--expansion`).
    @Test func aLegacyKeyWithoutSourceIsNotMeasuredAsItsKey() {
        var t = table(
            entry("welcome_subtitle_that_is_a_long_identifier_not_a_text", ["de": text("Hallo")]),
            entry("other_body", ["en": text("Hi"), "de": text("Hallo")]))
        t.format = .strings
        var policy = limits(CopyLimitPolicy.Screen(name: "S", keys: ["*"], body: ["*"], budget: 20))
        #expect(messages(check, t, limits: policy).isEmpty)
        policy.expansionFactor = 10
        policy.screens[0].budget = 100
        #expect(messages(ExpansionRisk(), t, limits: policy).isEmpty)
        // A catalog's key is its text: 53 + 2 characters in English.
        t.format = .xcstrings
        #expect(messages(ExpansionRisk(), t, limits: policy).count == 1)
        policy.screens[0].budget = 20
        #expect(findings(check, t, limits: policy).map(\.locale) == ["en"])
    }

    @Test func noScreensNoFindings() {
        let t = table(entry("a_body", ["en": text(String(repeating: "a", count: 500))]))
        #expect(messages(check, t).isEmpty)
    }
}

@Suite struct ExpansionRiskTests {
    let check = ExpansionRisk()

    /// 100 characters under a limit of 120 are 130 once 1.3 times as long: a warning in the
    /// source language only; a translation is not the writer's to shorten.
    @Test func sourceTextThatWouldOverflowItsKeyLimit() {
        let t = table(
            entry("intro_body", ["en": text(String(repeating: "a", count: 100), line: 3), "de": text(String(repeating: "b", count: 100))]),
            entry("short_body", ["en": text(String(repeating: "a", count: 92))]))
        var policy = CopyLimitPolicy(bodyCopyLimit: 120)
        policy.expansionFactor = 1.3
        let f = findings(check, t, limits: policy)
        #expect(f.map(\.message) == [
            "‘intro_body’ in ‘en’ (“\(String(repeating: "a", count: 100))”) is 100 characters, 130 once translation makes it 1.3 times as long: 10 over its limit of 120; shorten it before it is translated",
        ])
        #expect(f.map(\.location) == [at(3)])
        #expect(ExpansionRisk.defaultSeverity == .warning)
        // 92 × 1.3 = 119.6, rounded up 120: fits.
        policy.expansionFactor = nil
        #expect(messages(check, t, limits: policy).isEmpty)
    }

    @Test func sourceScreenThatWouldOverflowItsBudget() {
        let t = table(
            entry("s.intro_subtitle", ["en": text(String(repeating: "a", count: 40))]),
            entry("s.why_explanation", ["en": text(String(repeating: "b", count: 60)), "de": text("x")]))
        var policy = CopyLimitPolicy()
        policy.screens = [CopyLimitPolicy.Screen(name: "S", keys: ["s.*"], budget: 120)]
        policy.expansionFactor = 1.3
        #expect(messages(check, t, limits: policy) == [
            "screen ‘S’ in ‘en’ has 100 characters of body text, 130 once translation makes it 1.3 times as long: 10 over its budget of 120; shorten it before it is translated",
        ])
        policy.expansionFactor = 1.2
        #expect(messages(check, t, limits: policy).isEmpty)
    }

    /// What already overflows is `length-limit`'s and `screen-budget`'s error, not a warning too.
    @Test func alreadyOverIsNotARisk() {
        let t = table(entry("k", comment: "Max 5 characters.", ["en": text("Get started")]))
        var policy = CopyLimitPolicy()
        policy.expansionFactor = 2
        #expect(messages(check, t, limits: policy).isEmpty)
    }
}
