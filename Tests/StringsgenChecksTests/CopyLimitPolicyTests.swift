import Testing
import StringsgenModel
@testable import StringsgenChecks

@Suite struct CopyLimitPolicyTests {
    let policy = CopyLimitPolicy(keyLimits: [.init(pattern: "onboarding.get_started", limit: 24)])

    @Test func precedence() {
        #expect(policy.limit(forKey: "onboarding.welcome_title", comment: nil) == CopyLimit(characters: 240, origin: .microcopy))
        #expect(policy.limit(forKey: "onboarding.welcome_subtitle", comment: nil).characters == 120)
        #expect(policy.limit(forKey: "settings.footer", comment: nil).characters == 240)
        #expect(policy.limit(forKey: "paywall_description", comment: "Shown on the paywall. Max 80 characters.")
            == CopyLimit(characters: 80, origin: .comment))
        #expect(policy.limit(forKey: "onboarding.get_started", comment: "Max 40 characters.").characters == 24)
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
