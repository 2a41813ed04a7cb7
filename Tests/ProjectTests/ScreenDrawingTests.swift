import Testing
import StringsgenICU
import StringsgenModel
import StringsgenReports
@testable import StringsgenKit

/// The Onboarding table's five screens as the HTML report draws them (`ScreenDrawing`): which
/// keys, in which order and role, and what each language shows for placeholders and plural
/// forms, from this repository's `stringsgen.json` and catalog.
@Suite struct ScreenDrawingTests {
    static let provenance = ReportProvenance(
        generatedAt: "2026-11-22T17:05:09Z", stringsgenVersion: "0.1.0", icuVersion: "72.1", unicodeVersion: "15.0",
        cldrVersion: "42.0", files: [])

    static func previews() throws -> ScreenPreviews {
        let report = try Reporting.report(try ScreenBudgetProjectTests.project(), requiredOverride: false, provenance: provenance)
        return try #require(report.screens)
    }

    static func screen(_ name: String) throws -> ScreenPreview {
        try #require(try previews().screens.first { $0.name == name })
    }

    @Test func fiveScreensInEightLanguages() throws {
        let previews = try Self.previews()
        #expect(previews.screens.map(\.name) == ["Welcome", "Notifications", "Schedule", "Features", "Completion"])
        #expect(previews.locales.map(\.code) == ["en", "ar", "de", "es", "fr", "ja", "ru", "en-XA"])
        #expect(previews.locales.filter(\.isRightToLeft).map(\.code) == ["ar"])
        #expect(previews.locales.last?.isPseudo == true)
        // Every key of every screen has a text in every language (the table is complete).
        for screen in previews.screens {
            for item in screen.items {
                #expect(previews.locales.allSatisfy { item.texts[$0.code]?.isEmpty == false }, "\(item.key)")
            }
        }
    }

    @Test func keysAreInTheOrderAScreenShowsThemWithTheirRoles() throws {
        let welcome = try Self.screen("Welcome")
        #expect(welcome.items.map(\.key) == [
            "onboarding.welcome_title", "onboarding.welcome_subtitle",
            "onboarding.benefit_achievements", "onboarding.benefit_custom", "onboarding.benefit_reminders", "onboarding.benefit_tracking",
            "onboarding.get_started", "onboarding.skip_for_now",
        ])
        #expect(welcome.items.map(\.role) == [.title, .body, .caption, .caption, .caption, .caption, .button, .button])

        // Configured body keys, a subtitle first; the sample notification as captions.
        let notifications = try Self.screen("Notifications")
        #expect(notifications.items.prefix(3).map(\.key) == [
            "onboarding.notification_title", "onboarding.notification_subtitle", "onboarding.notification_explanation",
        ])
        #expect(notifications.items.filter { $0.key.contains("preview") }.allSatisfy { $0.role == .caption })

        // A card's name before its description; the footer (body) after the captions.
        let schedule = try Self.screen("Schedule").items.map(\.key)
        let name = try #require(schedule.firstIndex(of: "onboarding.template_office_name"))
        #expect(schedule[name + 1] == "onboarding.template_office_description")
        #expect(schedule.suffix(3) == ["onboarding.schedule_footer", "onboarding.create_schedule", "onboarding.skip_button"])

        // A paged screen: each body key a page with the title of its stem.
        let features = try Self.screen("Features")
        #expect(features.paged)
        let custom = features.items.filter { $0.page == "onboarding.feature_custom" }.map(\.key)
        #expect(custom == ["onboarding.feature_custom_title", "onboarding.feature_custom_desc"])
        #expect(features.items.first?.key == "onboarding.features_title")
        #expect(features.items.first?.page == nil)
    }

    @Test func pluralFormsShowANumberOfTheirCategoryAndPlaceholdersSampleValues() throws {
        let schedule = try Self.screen("Schedule")
        let interval = try #require(schedule.items.first { $0.key == "onboarding.reminder_interval" })
        // Arabic's six forms, each with a number ICU's rules put in it (zero: 0, as Apple shows it).
        #expect(interval.texts["ar"]?.map(\.label) == ["zero · 0", "one · 1", "two · 2", "few · 3", "many · 11", "other · 101"])
        #expect(interval.texts["en"]?.map(\.text) == ["Every 1 minute", "Every 2 minutes"])
        // Russian `other` is never chosen by a whole number: a decimal stands for it.
        #expect(interval.texts["ru"]?.map(\.label) == ["one · 1", "few · 2", "many · 5", "other · 1.5"])
        // The comment's examples for %1$@ and %2$@ ("e.g. \"9:00 AM\" and \"5:00 PM\"").
        let hours = try #require(schedule.items.first { $0.key == "onboarding.active_hours" })
        #expect(hours.texts["en"] == [ScreenPreview.Form(text: "Active hours: 9:00 AM–5:00 PM")])
        // A substitution shows its form for its own number; a comment without an example that
        // quotes another key ("as in \"onboarding.active_hours\"") takes that key's example.
        let office = try #require(schedule.items.first { $0.key == "onboarding.template_office_description" })
        #expect(office.texts["en"] == [ScreenPreview.Form(text: "9:00 AM–5:00 PM, a reminder every 2 minutes")])
        // The pseudo-language from the source text.
        let completion = try Self.screen("Completion")
        let summary = try #require(completion.items.first { $0.key == "onboarding.summary_schedule" })
        #expect(summary.texts["en"]?.first?.text == "Schedule created: Office Worker")
        #expect(summary.texts["en-XA"]?.first?.text.hasPrefix("[Šçĥéðûļé çŕéåţéð: Office Worker") == true)
    }

    /// Examples follow `e.g.` or `such as`, and each quotation joined to one by `and`, `or`,
    /// `to` or a comma; a quoted key name is no example, nor a quotation the prose only mentions.
    @Test func examplesOfAComment() {
        let comments: [String: String?] = ["other.key": "Shown as \"Mon\"", "with.examples": "A day, e.g. \"Monday\""]
        #expect(ScreenDrawing.examples(in: #"From %1$@ to %2$@ (e.g. "9:00 AM" and "5:00 PM")"#, comments: comments) == ["9:00 AM", "5:00 PM"])
        #expect(ScreenDrawing.examples(in: #"Names such as "Ana", "Ben" or "Chi". Say "hi"."#, comments: comments) == ["Ana", "Ben", "Chi"])
        #expect(ScreenDrawing.examples(in: #"Keep "StandFit" unchanged, e.g. "StandFit Pro""#, comments: comments) == ["StandFit Pro"])
        #expect(ScreenDrawing.examples(in: #"The day, as in "with.examples""#, comments: comments) == ["Monday"])
    }

    @Test func theFingerprintChangesWithTheText() throws {
        var previews = try Self.previews()
        let before = previews.fingerprint
        #expect(before.count == 16)
        #expect(try Self.previews().fingerprint == before)
        previews.screens[0].items[0].texts["de"] = [ScreenPreview.Form(text: "Willkommen")]
        #expect(previews.fingerprint != before)
    }

    @Test func rolesComeFromTheKeySuffixWhereNoneIsConfigured() {
        #expect(ScreenRole.fromSuffix(of: "app.welcome_title", isBody: false) == .title)
        #expect(ScreenRole.fromSuffix(of: "app.welcome_subtitle", isBody: false) == .subtitle)
        #expect(ScreenRole.fromSuffix(of: "app.welcome_subtitle", isBody: true) == .body)
        #expect(ScreenRole.fromSuffix(of: "app.continue_button", isBody: false) == .button)
        #expect(ScreenRole.fromSuffix(of: "app.card_description", isBody: false) == .caption)
        #expect(ScreenRole.fromSuffix(of: "title", isBody: false) == .title)
    }
}
