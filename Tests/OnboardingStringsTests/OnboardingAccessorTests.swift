import Foundation
import Testing
import OnboardingStrings
import StringsgenFormats
import StringsgenModel

/// The generated accessors, compiled into this package, resolve from the compiled `.lproj`
/// resources in every language. Expectations come from the catalog itself, read by stringsgen.
@Suite struct OnboardingAccessorTests {
    static let languages = ["ar", "de", "en", "es", "fr", "ja", "ru"]

    static let catalog: StringTable = {
        var url = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { url.deleteLastPathComponent() }
        return try! XCStringsReader.read(path: url.appendingPathComponent("Strings/Onboarding.xcstrings").path)
    }()

    static func value(_ key: String, _ language: String) -> String? {
        catalog.entries.first { $0.key == key }?.localization(for: language)?.content.stringUnit?.value
    }

    static func pluralOther(_ key: String, _ language: String) -> String? {
        catalog.entries.first { $0.key == key }?.localization(for: language)?.content.variations?.plural?
            .first { $0.name == "other" }?.content.stringUnit?.value
    }

    /// Every key without arguments or plurals, with its accessor.
    static let plainAccessors: [(key: String, accessor: @Sendable () -> String)] = [
        ("onboarding.benefit_achievements", { LocalizedString.Onboarding.benefitAchievements }),
        ("onboarding.benefit_custom", { LocalizedString.Onboarding.benefitCustom }),
        ("onboarding.benefit_reminders", { LocalizedString.Onboarding.benefitReminders }),
        ("onboarding.benefit_tracking", { LocalizedString.Onboarding.benefitTracking }),
        ("onboarding.completion_subtitle", { LocalizedString.Onboarding.completionSubtitle }),
        ("onboarding.completion_title", { LocalizedString.Onboarding.completionTitle }),
        ("onboarding.create_schedule", { LocalizedString.Onboarding.createSchedule }),
        ("onboarding.default_schedule_name", { LocalizedString.Onboarding.defaultScheduleName }),
        ("onboarding.enable_notifications", { LocalizedString.Onboarding.enableNotifications }),
        ("onboarding.explore_settings", { LocalizedString.Onboarding.exploreSettings }),
        ("onboarding.feature_custom_desc", { LocalizedString.Onboarding.featureCustomDesc }),
        ("onboarding.feature_custom_title", { LocalizedString.Onboarding.featureCustomTitle }),
        ("onboarding.feature_gamification_desc", { LocalizedString.Onboarding.featureGamificationDesc }),
        ("onboarding.feature_gamification_title", { LocalizedString.Onboarding.featureGamificationTitle }),
        ("onboarding.feature_progress_desc", { LocalizedString.Onboarding.featureProgressDesc }),
        ("onboarding.feature_progress_title", { LocalizedString.Onboarding.featureProgressTitle }),
        ("onboarding.feature_streak_desc", { LocalizedString.Onboarding.featureStreakDesc }),
        ("onboarding.feature_streak_title", { LocalizedString.Onboarding.featureStreakTitle }),
        ("onboarding.features_title", { LocalizedString.Onboarding.featuresTitle }),
        ("onboarding.finish", { LocalizedString.Onboarding.finish }),
        ("onboarding.get_started", { LocalizedString.Onboarding.getStarted }),
        ("onboarding.later_button", { LocalizedString.Onboarding.laterButton }),
        ("onboarding.log_first_exercise", { LocalizedString.Onboarding.logFirstExercise }),
        ("onboarding.next", { LocalizedString.Onboarding.next }),
        ("onboarding.notification_explanation", { LocalizedString.Onboarding.notificationExplanation }),
        ("onboarding.notification_preview_body", { LocalizedString.Onboarding.notificationPreviewBody }),
        ("onboarding.notification_preview_time", { LocalizedString.Onboarding.notificationPreviewTime }),
        ("onboarding.notification_preview_title", { LocalizedString.Onboarding.notificationPreviewTitle }),
        ("onboarding.notification_subtitle", { LocalizedString.Onboarding.notificationSubtitle }),
        ("onboarding.notification_title", { LocalizedString.Onboarding.notificationTitle }),
        ("onboarding.premium_badge", { LocalizedString.Onboarding.premiumBadge }),
        ("onboarding.premium_callout_body", { LocalizedString.Onboarding.premiumCalloutBody }),
        ("onboarding.premium_callout_button", { LocalizedString.Onboarding.premiumCalloutButton }),
        ("onboarding.premium_callout_title", { LocalizedString.Onboarding.premiumCalloutTitle }),
        ("onboarding.premium_welcome_body", { LocalizedString.Onboarding.premiumWelcomeBody }),
        ("onboarding.premium_welcome_title", { LocalizedString.Onboarding.premiumWelcomeTitle }),
        ("onboarding.prompt_day7_streak_body", { LocalizedString.Onboarding.promptDay7StreakBody }),
        ("onboarding.prompt_day7_streak_button", { LocalizedString.Onboarding.promptDay7StreakButton }),
        ("onboarding.prompt_first_achievement_body", { LocalizedString.Onboarding.promptFirstAchievementBody }),
        ("onboarding.prompt_first_achievement_share_button", { LocalizedString.Onboarding.promptFirstAchievementShareButton }),
        ("onboarding.prompt_first_achievement_title", { LocalizedString.Onboarding.promptFirstAchievementTitle }),
        ("onboarding.prompt_first_exercise_body", { LocalizedString.Onboarding.promptFirstExerciseBody }),
        ("onboarding.prompt_first_exercise_title", { LocalizedString.Onboarding.promptFirstExerciseTitle }),
        ("onboarding.prompt_not_now_button", { LocalizedString.Onboarding.promptNotNowButton }),
        ("onboarding.prompt_week2_custom_body", { LocalizedString.Onboarding.promptWeek2CustomBody }),
        ("onboarding.prompt_week2_custom_button", { LocalizedString.Onboarding.promptWeek2CustomButton }),
        ("onboarding.prompt_week2_custom_title", { LocalizedString.Onboarding.promptWeek2CustomTitle }),
        ("onboarding.schedule_footer", { LocalizedString.Onboarding.scheduleFooter }),
        ("onboarding.schedule_subtitle", { LocalizedString.Onboarding.scheduleSubtitle }),
        ("onboarding.schedule_title", { LocalizedString.Onboarding.scheduleTitle }),
        ("onboarding.skip_button", { LocalizedString.Onboarding.skipButton }),
        ("onboarding.skip_for_now", { LocalizedString.Onboarding.skipForNow }),
        ("onboarding.summary_notifications", { LocalizedString.Onboarding.summaryNotifications }),
        ("onboarding.summary_notifications_off", { LocalizedString.Onboarding.summaryNotificationsOff }),
        ("onboarding.summary_ready", { LocalizedString.Onboarding.summaryReady }),
        ("onboarding.summary_schedule_skipped", { LocalizedString.Onboarding.summaryScheduleSkipped }),
        ("onboarding.template_active_name", { LocalizedString.Onboarding.templateActiveName }),
        ("onboarding.template_custom_description", { LocalizedString.Onboarding.templateCustomDescription }),
        ("onboarding.template_custom_name", { LocalizedString.Onboarding.templateCustomName }),
        ("onboarding.template_office_name", { LocalizedString.Onboarding.templateOfficeName }),
        ("onboarding.welcome_subtitle", { LocalizedString.Onboarding.welcomeSubtitle }),
        ("onboarding.welcome_title", { LocalizedString.Onboarding.welcomeTitle })
    ]

    @Test func everyPlainKeyHasAnAccessorHere() {
        let plainKeys = Self.catalog.entries.filter { entry in
            guard let unit = entry.localization(for: "en")?.content.stringUnit, entry.localization(for: "en")?.content.substitutions == nil
            else { return false }
            return FormatString(unit.value).placeholders.isEmpty
        }.map(\.key)
        #expect(Set(plainKeys) == Set(Self.plainAccessors.map(\.key)))
    }

    @Test(arguments: languages)
    func plainAccessorsResolveInEveryLanguage(language: String) {
        LocalizedString.Onboarding.Language.$pinned.withValue(language) {
            for (key, accessor) in Self.plainAccessors {
                let expected = Self.value(key, language)
                #expect(expected != nil, "\(key) has no \(language) value in the catalog")
                #expect(accessor() == expected, "\(key) in \(language)")
            }
        }
    }

    @Test(arguments: languages)
    func argumentsAreFormattedIntoTheTranslation(language: String) throws {
        try LocalizedString.Onboarding.Language.$pinned.withValue(language) {
            let schedule = LocalizedString.Onboarding.summarySchedule("Office Worker")
            let format = try #require(Self.value("onboarding.summary_schedule", language))
            #expect(schedule == format.replacingOccurrences(of: "%@", with: "Office Worker"))

            let hours = LocalizedString.Onboarding.activeHours("9:00", "17:00")
            let hoursFormat = try #require(Self.value("onboarding.active_hours", language))
            #expect(hours == hoursFormat.replacingOccurrences(of: "%1$@", with: "9:00").replacingOccurrences(of: "%2$@", with: "17:00"))
        }
    }

    /// Linux has no per-app language: `Locale.preferredLanguages` is English here.
    @Test func withoutAPinTheUsersLanguageIsUsed() {
        #expect(LocalizedString.Onboarding.welcomeTitle == Self.value("onboarding.welcome_title", "en"))
    }
}
