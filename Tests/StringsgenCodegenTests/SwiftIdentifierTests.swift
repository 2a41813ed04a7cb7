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

    /// The one-pass ASCII path names keys as the word rules say: split at non-alphanumerics,
    /// lowerCamelCase, leading capitals lowered (all but the last before a lowercase letter),
    /// a screaming key lowered throughout, `_` before a leading digit, the table prefix dropped.
    @Test func asciiKeysFollowTheWordRules() {
        func reference(_ key: String) -> String? {
            var text = Substring(key)
            if text.hasPrefix("onboarding."), text.count > 11 { text = text.dropFirst(11) }
            var words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
            guard !words.isEmpty else { return nil }
            if !text.contains(where: \.isLowercase) { words = words.map { $0.lowercased() } }
            let first = words[0]
            let capitals = first.prefix { $0.isUppercase }.count
            let lowered = capitals == first.count || capitals <= 1 ? capitals : capitals - 1
            var result = first.prefix(lowered).lowercased() + first.dropFirst(lowered)
            for word in words.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst() }
            return result.first!.isNumber ? "_" + result : result
        }
        let parts = ["a", "B", "url", "URL", "Session", "ID", "2", "9x", "_", ".", "-", " ", "onboarding.", "Onboarding.", "\t"]
        for a in parts {
            for b in parts {
                for c in parts {
                    let key = a + b + c
                    #expect(SwiftIdentifier.member(forKey: key, tableName: "Onboarding") == reference(key), "\(key)")
                }
            }
        }
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
