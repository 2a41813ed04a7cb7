import Testing
@testable import StringsgenCodegen

@Suite struct SwiftIdentifierTests {
    @Test(arguments: [
        ("onboarding.welcome_title", "welcomeTitle"),
        ("Onboarding.welcome_title", "onboardingWelcomeTitle"),
        ("onboarding.", "onboarding"),
        ("Welcome to StandFit", "welcomeToStandFit"),
        ("%lld goals selected", "goalsSelected"),
        ("1st_place", "_1stPlace"),
        ("sign-up-button", "signUpButton"),
        ("URLSession.title", "urlSessionTitle"),
        ("SCREAMING_CASE", "screamingCase"),
        ("user_ID", "userID"),
        ("größe.übersicht", "größeÜbersicht"),
        ("名前", "名前"),
        ("🎉 party", "party"),
        ("key.with..dots.", "keyWithDots"),
    ])
    func member(key: String, expected: String) {
        #expect(SwiftIdentifier.member(forKey: key, tableName: "Onboarding") == expected)
    }

    @Test(arguments: ["", "...", "%@", "🎉", "-_-"])
    func nothingLeft(key: String) {
        #expect(SwiftIdentifier.member(forKey: key, tableName: "Onboarding") == nil)
    }

    @Test func keywordsAreEscaped() {
        #expect(SwiftIdentifier.escaped("default") == "`default`")
        #expect(SwiftIdentifier.escaped("self") == "`self`")
        #expect(SwiftIdentifier.escaped("title") == "title")
    }

    @Test(arguments: [("Onboarding", "Onboarding"), ("onboarding-v2", "OnboardingV2"), ("String", "StringTable"), ("!collision", "Collision")])
    func tableType(name: String, expected: String) {
        #expect(SwiftIdentifier.type(forTable: name) == expected)
    }

    @Test func literalsAndCommentsCannotBeEscaped() {
        #expect(SwiftSourceText.stringLiteral("a\"b\\(c)\n\r\u{7}\u{202E}") == #""a\"b\\(c)\n\r\u{7}\u{202E}""#)
        #expect(SwiftSourceText.commentLines("one */\r\ntwo\rthree\u{2028}four") == ["one */", "two", "three", "four"])
    }
}
