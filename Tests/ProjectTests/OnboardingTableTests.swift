import Foundation
import Testing
import StringsgenFormats
import StringsgenICU
import StringsgenKit
import StringsgenModel
import StringsgenChecks

/// The embedded default, `Strings/Onboarding.xcstrings` with `Locales/`, is a shippable table.
@Suite struct OnboardingTableTests {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        }
        fatalError("no Package.swift above \(#filePath)")
    }()

    static let languages = ["ar", "de", "en", "es", "fr", "ja", "ru"]

    static func table() throws -> StringTable {
        try XCStringsReader.read(path: root + "/Strings/Onboarding.xcstrings")
    }

    @Test func isInXcodesCanonicalForm() throws {
        let bytes = try FileBytes.read(Self.root + "/Strings/Onboarding.xcstrings")
        let table = try XCStringsReader.read(bytes: bytes, file: "Onboarding.xcstrings")
        #expect(XCStringsWriter.write(table) == bytes)
        #expect(table.sourceLanguage == "en")
        #expect(table.locales.sorted() == Self.languages)
    }

    @Test func declaresEveryKeyTheSeedUses() throws {
        let keys = Set(try Self.table().entries.map(\.key))
        // The seed's enum, plus the keys its views use that the enum forgot.
        let required = [
            "welcome_title", "welcome_subtitle", "benefit_reminders", "benefit_tracking", "benefit_achievements",
            "benefit_custom", "get_started", "skip_for_now", "notification_title", "notification_subtitle",
            "notification_explanation", "enable_notifications", "later_button", "schedule_title", "schedule_subtitle",
            "create_schedule", "schedule_footer", "features_title", "next", "finish", "completion_title",
            "completion_subtitle", "log_first_exercise", "explore_settings", "summary_schedule",
            "notification_preview_title", "notification_preview_body", "skip_button",
            "feature_gamification_title", "feature_gamification_desc", "feature_streak_title", "feature_streak_desc",
            "feature_custom_title", "feature_custom_desc", "feature_progress_title", "feature_progress_desc",
            "summary_notifications", "summary_ready",
        ].map { "onboarding." + $0 }
        let missing = required.filter { !keys.contains($0) }
        #expect(missing.isEmpty, "missing keys: \(missing)")
        #expect(keys.allSatisfy { $0.hasPrefix("onboarding.") })
    }

    @Test func everyKeyIsTranslatedInAllSevenLanguages() throws {
        for entry in try Self.table().entries {
            #expect(entry.comment?.isEmpty == false, "\(entry.key) has no comment for translators")
            for language in Self.languages {
                let localization = entry.localization(for: language)
                #expect(localization != nil, "\(entry.key) has no \(language)")
                for path in localization?.content.units ?? [] {
                    #expect(path.unit.state == "translated", "\(entry.key) \(language) \(path.label): \(path.unit.state ?? "no state")")
                    #expect(!path.unit.value.isEmpty)
                }
            }
        }
    }

    @Test func pluralFormsAreExactlyICUsCategories() throws {
        var pluralSets = 0
        for entry in try Self.table().entries {
            for language in Self.languages {
                guard let content = entry.localization(for: language)?.content else { continue }
                let expected = try PluralRules(locale: language).categories.map(\.rawValue)
                var sets: [[Variation]] = []
                if let plural = content.variations?.plural { sets.append(plural) }
                for substitution in content.substitutions ?? [] {
                    if let plural = substitution.variations?.plural { sets.append(plural) }
                }
                for set in sets {
                    pluralSets += 1
                    #expect(set.map(\.name).sorted() == expected.sorted(), "\(entry.key) in \(language)")
                }
            }
        }
        // Four plural keys, one key with two plural substitutions and two with one, in seven languages.
        #expect(pluralSets == (4 + 2 + 2) * 7)
    }

    @Test func argumentsTheGeneratorNeedsArePresent() throws {
        let table = try Self.table()
        func source(_ key: String) -> LocalizedContent? { table.entries.first { $0.key == key }?.localization(for: "en")?.content }
        let schedule = try #require(source("onboarding.summary_schedule")?.stringUnit?.value)
        #expect(FormatString(schedule).arguments == [1: .object])
        let positional = table.entries.filter { entry in
            (entry.localization(for: "en")?.content.units ?? []).contains { unit in
                let args = FormatString(unit.unit.value).placeholders
                return args.count == 2 && args.allSatisfy(\.hasExplicitPosition)
            }
        }
        #expect(!positional.isEmpty, "no key with two positional arguments")
    }

    /// Screen 5 is shown after "I’ll Do This Later", a declined permission prompt or "Skip" too:
    /// each summary line that depends on an earlier screen has a counterpart for when it did not
    /// happen, each comment says when its line is shown, and a schedule the user did not name
    /// gets a translated name (the seed fell back to an untranslated "Default").
    @Test func theCompletionSummaryHasALineForWhatDidNotHappen() throws {
        let table = try Self.table()
        func entry(_ key: String) throws -> Entry { try #require(table.entries.first { $0.key == "onboarding." + key }, "\(key)") }
        for (done, notDone) in [("summary_notifications", "summary_notifications_off"), ("summary_schedule", "summary_schedule_skipped")] {
            let shown = try entry(done), counterpart = try entry(notDone)
            #expect(shown.comment?.contains("Shown only when") == true, "\(done): \(shown.comment ?? "")")
            #expect(shown.comment?.contains("onboarding.\(notDone)") == true, "\(done) does not name its counterpart")
            #expect(counterpart.comment?.contains("Shown when") == true, "\(notDone): \(counterpart.comment ?? "")")
            for language in Self.languages {
                let doneText = shown.localization(for: language)?.content.stringUnit?.value
                let notDoneText = counterpart.localization(for: language)?.content.stringUnit?.value
                #expect(notDoneText != nil && notDoneText != doneText, "\(notDone) in \(language)")
            }
        }
        let name = try entry("default_schedule_name")
        #expect(FormatString(try #require(name.localization(for: "en")?.content.stringUnit?.value)).placeholders.isEmpty)
        #expect(try entry("summary_schedule").comment?.contains("onboarding.default_schedule_name") == true)
        #expect(Set(Self.languages.compactMap { name.localization(for: $0)?.content.stringUnit?.value }).count == Self.languages.count)
    }

    /// The reminders come at a fixed interval within active hours, and the product sets free users
    /// no limit: no language calls the reminders smart or promises "unlimited" on the paywall.
    @Test func noValueClaimsWhatTheProductDoesNotDo() throws {
        let claims: [String: [String]] = [
            "en": ["smart", "unlimited"], "de": ["smart", "intelligent", "unbegrenzt", "unbeschränkt"],
            "fr": ["intelligent", "illimité"], "es": ["inteligente", "ilimitad"], "ja": ["スマート", "無制限"],
            "ru": ["умн", "неограничен", "безлимит"], "ar": ["ذكية", "بلا حدود", "غير محدود"],
        ]
        for entry in try Self.table().entries {
            for language in Self.languages {
                for path in entry.localization(for: language)?.content.units ?? [] {
                    let text = path.unit.value.lowercased()
                    for claim in claims[language]! {
                        #expect(!text.contains(claim), "\(entry.key) in \(language) says “\(claim)”: \(path.unit.value)")
                    }
                }
            }
        }
    }

    @Test func localesDescribeEveryLanguage() throws {
        let project = try Project.load(root: Self.root)
        #expect(project.locales?.map(\.code) == Self.languages)
        #expect(project.requiredLocales == Self.languages)
        for settings in project.locales ?? [] {
            #expect(settings.doNotTranslate.contains("StandFit"))
            let terms = Set(settings.glossary.map(\.term))
            #expect(terms.isSuperset(of: ["streak", "reminder", "achievement", "schedule", "XP"]), "\(settings.code)")
        }
    }
}

/// Every value of the default table fits its copy limit, counted in ICU grapheme clusters with
/// the limit lint uses (the key's "Max N characters." comment, else body copy or microcopy).
@Suite struct OnboardingLimitTests {
    @Test func everyValueIsWithinItsLimit() throws {
        let table = try OnboardingTableTests.table()
        let policy = Linting.copyLimits(try Configuration.load(root: OnboardingTableTests.root))
        let graphemes = GraphemeCounter()
        var measured = 0
        var bodyCopyKeys = 0
        for entry in table.entries {
            // This repository's stringsgen.json declares 240 for every key and 120 for body copy.
            let limit = try #require(policy.limit(forKey: entry.key, comment: entry.comment)?.characters)
            #expect(limit == 120 || limit == 240, "\(entry.key): \(limit)")
            if limit == 120 { bodyCopyKeys += 1 }
            for localization in entry.localizations {
                for path in localization.content.units {
                    let count = graphemes.count(path.unit.value)
                    #expect(count <= limit, "\(entry.key) in \(localization.locale) \(path.label): \(count) > \(limit)")
                    measured += 1
                }
            }
        }
        #expect(bodyCopyKeys == 20)
        #expect(measured > 68 * 7)
    }
}
