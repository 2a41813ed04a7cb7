import Foundation
import OnboardingStrings
import StringsgenFormats
import StringsgenICU
import StringsgenModel
import Testing

/// The plural accessors choose the form ICU's CLDR rules give for each number, in every language,
/// from the compiled resources on this platform (no `.stringsdict`, so the same on Linux). The
/// expected text is the catalog's own form for the category ICU selects (an explicit `zero`
/// form for 0, as Apple does), with the number put in: the rule compiled into the generated code
/// is held against ICU itself, not against a copy of it.
@Suite struct OnboardingPluralTests {
    static let catalog = OnboardingAccessorTests.catalog

    /// The numbers the issue names for each language, and a few past them.
    static let numbers: [String: [Int]] = [
        "en": [0, 1, 2, 1_000_000],
        "ru": [0, 1, 2, 5, 11, 21, 22, 25, 111, 1_000_000],
        "ar": [0, 1, 2, 3, 11, 100, 101, 102, 111],
        "ja": [0, 1, 2, 100],
        "de": [0, 1, 2, 1_000_000],
        "es": [0, 1, 2, 1_000_000],
        "fr": [0, 1, 2, 1_000_000],
    ]

    /// The catalog's forms of `content`'s plural variation, or of its substitution `name`.
    static func forms(_ key: String, _ language: String, substitution name: String? = nil) throws -> [String: String] {
        let content = try #require(catalog.entries.first { $0.key == key }?.localization(for: language)?.content)
        let plural = name == nil ? content.variations?.plural : content.substitutions?.first { $0.name == name }?.variations?.plural
        let variations = try #require(plural, "\(key) in \(language) has no plural forms")
        return Dictionary(uniqueKeysWithValues: variations.compactMap { v in v.content.stringUnit.map { (v.name, $0.value) } })
    }

    /// The form ICU's rules pick for `number`: `zero` for 0 where the translation has one, else
    /// the rule's category, else `other`.
    static func form(for number: Int, in forms: [String: String], language: String) throws -> String {
        if number == 0, let zero = forms["zero"] { return zero }
        let category = try PluralRules(locale: language).category(for: number).rawValue
        return try #require(forms[category] ?? forms["other"])
    }

    @Test(arguments: ["en", "ru", "ar", "ja", "de", "es", "fr"])
    func pluralVariationsFollowCLDR(language: String) throws {
        for (key, accessor) in [
            ("onboarding.exercises_logged", { LocalizedString.Onboarding.exercisesLogged($0, locale: Locale(identifier: language)) }),
            ("onboarding.streak_days", { LocalizedString.Onboarding.streakDays($0, locale: Locale(identifier: language)) }),
            ("onboarding.reminder_interval", { LocalizedString.Onboarding.reminderInterval($0, locale: Locale(identifier: language)) }),
            ("onboarding.prompt_day7_streak_title", { LocalizedString.Onboarding.promptDay7StreakTitle($0, locale: Locale(identifier: language)) }),
        ] as [(String, (Int) -> String)] {
            let forms = try Self.forms(key, language)
            for number in Self.numbers[language]! {
                // Numbers are written the language's way ("1 000 000"), as Foundation formats them.
                let expected = String(format: try Self.form(for: number, in: forms, language: language), locale: Locale(identifier: language), number)
                #expect(accessor(number) == expected, "\(key)(\(number)) in \(language)")
            }
        }
    }

    @Test(arguments: ["en", "ru", "ar", "ja", "de", "es", "fr"])
    func eachSubstitutionIsChosenByItsOwnArgument(language: String) throws {
        let key = "onboarding.progress_summary"
        let exercises = try Self.forms(key, language, substitution: "exercises")
        let days = try Self.forms(key, language, substitution: "days")
        let format = try #require(OnboardingAccessorTests.value(key, language))
        for (e, d) in [(0, 1), (1, 2), (2, 5), (5, 21), (21, 22), (22, 11), (101, 3)] {
            let exerciseText = try Self.form(for: e, in: exercises, language: language).replacingOccurrences(of: "%arg", with: "\(e)")
            let dayText = try Self.form(for: d, in: days, language: language).replacingOccurrences(of: "%arg", with: "\(d)")
            let expected = format.replacingOccurrences(of: "%#@exercises@", with: exerciseText).replacingOccurrences(of: "%#@days@", with: dayText)
            let actual = LocalizedString.Onboarding.progressSummary(exercises: e, days: d, locale: Locale(identifier: language))
            #expect(actual == expected, "progressSummary(\(e), \(d)) in \(language)")
        }
    }

    /// The grammar a reader checks, written out: the forms above come from the catalog, these
    /// from a person.
    @Test func spelledOut() {
        let ru = Locale(identifier: "ru")
        #expect(LocalizedString.Onboarding.exercisesLogged(1, locale: Locale(identifier: "en")) == "1 exercise logged")
        #expect(LocalizedString.Onboarding.exercisesLogged(2, locale: Locale(identifier: "en")) == "2 exercises logged")
        #expect(LocalizedString.Onboarding.exercisesLogged(21, locale: ru) == "Записано 21 упражнение")
        #expect(LocalizedString.Onboarding.exercisesLogged(22, locale: ru) == "Записано 22 упражнения")
        #expect(LocalizedString.Onboarding.exercisesLogged(25, locale: ru) == "Записано 25 упражнений")
        #expect(LocalizedString.Onboarding.exercisesLogged(111, locale: ru) == "Записано 111 упражнений")
        #expect(LocalizedString.Onboarding.progressSummary(exercises: 12, days: 5, locale: Locale(identifier: "ja")) == "5日間で12回のエクササイズ")
        #expect(LocalizedString.Onboarding.progressSummary(exercises: 21, days: 3, locale: ru) == "21 упражнение за 3 дня")
    }

    /// The template cards' hours and interval are arguments: the times as the app formats them,
    /// the minutes a plural substitution (argument 3) chosen by ICU's rule and written the
    /// language's way.
    @Test(arguments: ["en", "ru", "ar", "ja", "de", "es", "fr"])
    func templateDescriptionsTakeTheirNumbersAsArguments(language: String) throws {
        let locale = Locale(identifier: language)
        for (key, accessor) in [
            ("onboarding.template_office_description", { LocalizedString.Onboarding.templateOfficeDescription("9:00", "17:00", reminder: $0, locale: locale) }),
            ("onboarding.template_active_description", { LocalizedString.Onboarding.templateActiveDescription("9:00", "17:00", reminder: $0, locale: locale) }),
        ] as [(String, (Int) -> String)] {
            let format = try #require(OnboardingAccessorTests.value(key, language))
            let reminder = try Self.forms(key, language, substitution: "reminder")
            for minutes in [1, 2, 5, 21, 30, 60, 1_000_000] {
                let form = try Self.form(for: minutes, in: reminder, language: language).replacingOccurrences(of: "%arg", with: "%lld")
                let expected = format.replacingOccurrences(of: "%1$@", with: "9:00").replacingOccurrences(of: "%2$@", with: "17:00")
                    .replacingOccurrences(of: "%3$#@reminder@", with: String(format: form, locale: locale, minutes))
                #expect(accessor(minutes) == expected, "\(key)(\(minutes)) in \(language)")
            }
        }
    }

    /// No number is typed into the copy beside one the locale writes: the 7 of the day-7 card
    /// and the template intervals come out in the digits of the locale asked for.
    @Test func numbersFollowTheLocalesDigits() {
        // Egyptian Arabic writes Arabic-Indic digits (as Foundation formats for ar-EG here);
        // a user who picked Latin digits gets them.
        let egypt = Locale(identifier: "ar-EG"), latn = Locale(identifier: "ar@numbers=latn")
        #expect(LocalizedString.Onboarding.promptDay7StreakTitle(7, locale: egypt) == "سلسلة من ٧ أيام!")
        #expect(LocalizedString.Onboarding.templateActiveDescription("٧:٠٠ ص", "١٠:٠٠ م", reminder: 30, locale: egypt) == "من ٧:٠٠ ص إلى ١٠:٠٠ م، تذكير كل ٣٠ دقيقة")
        #expect(LocalizedString.Onboarding.promptDay7StreakTitle(7, locale: latn) == "سلسلة من 7 أيام!")
        #expect(LocalizedString.Onboarding.templateOfficeDescription("9:00", "17:00", reminder: 60, locale: latn) == "من 9:00 إلى 17:00، تذكير كل 60 دقيقة")
        #expect(LocalizedString.Onboarding.promptDay7StreakTitle(7, locale: Locale(identifier: "en")) == "7-Day Streak!")
        #expect(LocalizedString.Onboarding.promptDay7StreakTitle(7, locale: Locale(identifier: "ru")) == "7 дней подряд!")
        #expect(LocalizedString.Onboarding.templateActiveDescription("7:00", "22:00", reminder: 30, locale: Locale(identifier: "ru")) == "7:00–22:00, напоминание каждые 30 минут")
        #expect(LocalizedString.Onboarding.templateOfficeDescription("9 AM", "5 PM", reminder: 60, locale: Locale(identifier: "en")) == "9 AM–5 PM, a reminder every 60 minutes")
        #expect(LocalizedString.Onboarding.templateOfficeDescription("9", "17", reminder: 1, locale: Locale(identifier: "de")) == "9–17 Uhr, Erinnerung jede Minute")
    }

    /// Negative numbers take the form of their absolute value; any Int is accepted.
    @Test func signAndSize() {
        let ru = Locale(identifier: "ru")
        #expect(LocalizedString.Onboarding.exercisesLogged(-21, locale: ru) == "Записано -21 упражнение")
        let max = LocalizedString.Onboarding.exercisesLogged(Int.max, locale: ru)
        let min = LocalizedString.Onboarding.exercisesLogged(Int.min, locale: ru)
        // Int.max ends in 7: `many` in Russian (…807, like 7); Int.min ends in 8, also `many`.
        #expect(max.hasPrefix("Записано ") && max.hasSuffix(" упражнений") && max.filter(\.isNumber) == "\(Int.max)", "\(max)")
        #expect(min.hasPrefix("Записано ") && min.hasSuffix(" упражнений") && min.filter(\.isNumber) == "\(Int.min.magnitude)", "\(min)")
    }

    /// A locale is matched to the table's languages by BCP 47 fallback, from SwiftUI's
    /// `Locale` or a pin alike; an unknown one gets the development language.
    @Test func localesMatchByFallback() {
        #expect(LocalizedString.Onboarding.exercisesLogged(5, locale: Locale(identifier: "ru_RU")) == "Записано 5 упражнений")
        #expect(LocalizedString.Onboarding.welcomeTitle(locale: Locale(identifier: "de-AT")) == OnboardingAccessorTests.value("onboarding.welcome_title", "de"))
        #expect(LocalizedString.Onboarding.exercisesLogged(1, locale: Locale(identifier: "pl")) == "1 exercise logged")
        LocalizedString.Onboarding.Language.$pinned.withValue("ru-RU") {
            #expect(LocalizedString.Onboarding.exercisesLogged(2) == "Записано 2 упражнения")
        }
    }
}
