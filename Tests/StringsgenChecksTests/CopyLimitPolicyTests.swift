import Testing
import StringsgenModel
@testable import StringsgenChecks

@Suite struct CopyLimitPolicyTests {
    /// What this repository's stringsgen.json declares: 240 for every key, 120 for body copy.
    let policy = CopyLimitPolicy(
        defaultLimit: 240, bodyCopyLimit: 120, keyLimits: [.init(pattern: "onboarding.get_started", limit: 24)])

    @Test func precedence() {
        #expect(policy.limit(forKey: "onboarding.welcome_title", comment: nil) == CopyLimit(characters: 240, origin: .projectDefault))
        #expect(policy.limit(forKey: "onboarding.welcome_subtitle", comment: nil)?.characters == 120)
        #expect(policy.limit(forKey: "settings.footer", comment: nil)?.characters == 240)
        #expect(policy.limit(forKey: "paywall_description", comment: "Shown on the paywall. Max 80 characters.")
            == CopyLimit(characters: 80, origin: .comment))
        #expect(policy.limit(forKey: "onboarding.get_started", comment: "Max 40 characters.")?.characters == 24)
    }

    /// A project that declares nothing has no limits: a help text of 2,000 characters is fine.
    @Test func nothingDeclaredNoLimit() {
        let none = CopyLimitPolicy()
        #expect(none.limit(forKey: "help.text", comment: nil) == nil)
        #expect(none.limit(forKey: "onboarding.welcome_subtitle", comment: "Shown under the title") == nil)
        #expect(none.limit(forKey: "cta", comment: "Button. Max 12 characters.") == CopyLimit(characters: 12, origin: .comment))
        // Body copy alone: other keys stay unlimited.
        let bodyOnly = CopyLimitPolicy(bodyCopyLimit: 120)
        #expect(bodyOnly.limit(forKey: "a_body", comment: nil)?.characters == 120)
        #expect(bodyOnly.limit(forKey: "a_title", comment: nil) == nil)
    }

    @Test(arguments: [
        ("Max 30 characters.", 30), ("button; maximum 12 characters", 12), ("MAX. 5 CHARS", 5), ("no limit here", nil),
        ("Climax 3 characters", nil), ("max 40", nil),
    ] as [(String, Int?)])
    func commentLimits(comment: String, limit: Int?) {
        #expect(CopyLimitPolicy.limit(inComment: comment) == limit)
    }

    @Test func globs() {
        #expect(Glob.matches("*_body", "a.b_body"))
        #expect(Glob.matches("onboarding.*", "onboarding.x.y"))
        #expect(!Glob.matches("*_body", "a.body"))
        #expect(Glob.matches("a*b*c", "aXbYc") && !Glob.matches("a*b*c", "aXbY"))
    }
}
