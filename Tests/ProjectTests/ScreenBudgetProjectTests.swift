import Testing
import StringsgenChecks
import StringsgenKit
import StringsgenModel

/// The five StandFit onboarding screens of the seed spec, declared in this repository's
/// `stringsgen.json` with a body budget of 120 characters each, fit in all seven languages.
@Suite struct ScreenBudgetProjectTests {
    static func project() throws -> Project { try Project.load(root: OnboardingTableTests.root) }

    @Test func theFiveScreensAreDeclaredWithABudgetOf120() throws {
        let screens = try Self.project().configuration.screens
        #expect(screens.map(\.name) == ["Welcome", "Notifications", "Schedule", "Features", "Completion"])
        #expect(screens.allSatisfy { $0.budget == 120 })
        // Every key of the table is on at most one screen, and every screen has body text.
        let project = try Self.project()
        let policy = Linting.copyLimits(project.configuration)
        let keys = project.tables[0].entries.map(\.key)
        for screen in screens {
            #expect(keys.contains { policy.isBody($0, of: screen) }, "\(screen.name) has no body key")
        }
        for key in keys {
            let on = screens.filter { screen in screen.keys.contains { Self.matches($0, key) } }
            #expect(on.count <= 1, "\(key) is on \(on.map(\.name))")
        }
    }

    @Test func noScreenIsOverItsBudgetInAnyLanguage() throws {
        let findings = try Linting.lint(Self.project()).filter { $0.rule == "screen-budget" }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    /// A German body text made longer puts its screen over budget, reported at the screen's
    /// first body key in German with every body key's length.
    @Test func aLongerGermanBodyTextIsReported() throws {
        var project = try Self.project()
        let index = try #require(project.tables[0].entries.firstIndex { $0.key == "onboarding.notification_explanation" })
        let de = try #require(project.tables[0].entries[index].localizations.firstIndex { $0.locale == "de" })
        let value = try #require(project.tables[0].entries[index].localizations[de].content.stringUnit?.value)
        project.tables[0].entries[index].localizations[de].content.stringUnit?.value =
            value + " Und du kannst die Erinnerungen jederzeit in den Einstellungen ändern."
        let findings = try Linting.lint(project).filter { $0.rule == "screen-budget" }
        #expect(findings.map(\.locale) == ["de"])
        #expect(findings.map(\.severity) == [.error])
        #expect(findings.map(\.key) == ["onboarding.notification_explanation"])
        let message = try #require(findings.first?.message)
        #expect(message.hasPrefix("screen ‘Notifications’ in ‘de’: its body text has 180 characters, 60 over its budget of 120 (‘onboarding.notification_explanation’ 139, ‘onboarding.notification_subtitle’ 41)"))
    }

    /// `*` matches any run of characters, as in `CopyLimitPolicy`.
    static func matches(_ pattern: String, _ key: String) -> Bool {
        guard let star = pattern.firstIndex(of: "*") else { return pattern == key }
        let prefix = pattern[..<star], suffix = pattern[pattern.index(after: star)...]
        guard !suffix.contains("*") else { return false }
        return key.hasPrefix(prefix) && key.hasSuffix(suffix) && key.count >= prefix.count + suffix.count
    }
}
