import StringsgenModel
import StringsgenReports

/// Two tables with gaps in several locales, built with the model types:
/// - de (shipping): one stale body text, one empty value, a plural fully done;
/// - fr (shipping): a plural missing `many`, a substitution form waiting for review;
/// - ar (shipping, RTL): plural forms missing (ar needs six), a body text missing;
/// - ja (in progress): most keys missing;
/// - he: in a catalog but not in `Locales/` (unlisted).
enum ReportFixture {
    static let file = "Strings/Onboarding.xcstrings"

    static func loc(_ line: Int, _ column: Int = 7, file: String = file) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    static func unit(_ value: String, _ state: String? = "translated", at line: Int, file: String = file) -> LocalizedContent {
        LocalizedContent(stringUnit: StringUnit(state: state, value: value, location: loc(line, 23, file: file)))
    }

    static func plural(_ forms: [(String, String, String?)], at line: Int) -> LocalizedContent {
        LocalizedContent(
            variations: Variations(
                plural: forms.enumerated().map { i, form in
                    Variation(name: form.0, location: loc(line + i, 11), content: unit(form.1, form.2, at: line + i))
                }))
    }

    static func l(_ locale: String, _ content: LocalizedContent, at line: Int, file: String = file) -> Localization {
        Localization(locale: locale, location: loc(line, 9, file: file), content: content)
    }

    static let onboarding = StringTable(
        name: "Onboarding", file: file, format: .xcstrings, sourceLanguage: "en", version: "1.0",
        entries: [
            Entry(
                key: "welcome.title", location: loc(10, 5), comment: "Title of the first onboarding screen",
                localizations: [
                    l("en", unit("Welcome to StandFit", at: 12), at: 11),
                    l("de", unit("Willkommen bei StandFit", at: 15), at: 14),
                    l("fr", unit("Bienvenue dans StandFit", at: 18), at: 17),
                    l("ar", unit("مرحبًا بك في StandFit", at: 21), at: 20),
                    l("he", unit("ברוכים הבאים ל-StandFit", at: 24), at: 23),
                ]),
            Entry(
                key: "goals.selected", location: loc(30, 5), comment: "Count of goals picked on the goals screen",
                localizations: [
                    l("en", plural([("one", "%lld goal selected", "translated"), ("other", "%lld goals selected", "translated")], at: 33), at: 31),
                    l("de", plural([("one", "%lld Ziel ausgewählt", "translated"), ("other", "%lld Ziele ausgewählt", "translated")], at: 40), at: 38),
                    l("fr", plural([("one", "%lld objectif sélectionné", "translated"), ("other", "%lld objectifs sélectionnés", "translated")], at: 47), at: 45),
                    l("ar", plural([("one", "تم اختيار هدف واحد", "translated"), ("other", "تم اختيار %lld هدف", "translated")], at: 54), at: 52),
                    l("ja", plural([("other", "%lld 件の目標を選択", "new")], at: 61), at: 59),
                ]),
            Entry(
                key: "summary.schedule", location: loc(70, 5),
                localizations: [
                    l("en", LocalizedContent(
                        stringUnit: StringUnit(state: "translated", value: "Schedule: %#@reminders@", location: loc(72, 23)),
                        substitutions: [
                            Substitution(
                                name: "reminders", location: loc(74, 11), argNum: 1, formatSpecifier: "lld",
                                variations: Variations(plural: [
                                    Variation(name: "one", location: loc(76, 15), content: unit("%arg reminder a day", at: 77)),
                                    Variation(name: "other", location: loc(79, 15), content: unit("%arg reminders a day", at: 80)),
                                ])),
                        ]), at: 71),
                    l("de", LocalizedContent(
                        stringUnit: StringUnit(state: "translated", value: "Plan: %#@reminders@", location: loc(90, 23)),
                        substitutions: [
                            Substitution(
                                name: "reminders", location: loc(92, 11), argNum: 1, formatSpecifier: "lld",
                                variations: Variations(plural: [
                                    Variation(name: "one", location: loc(94, 15), content: unit("%arg Erinnerung pro Tag", at: 95)),
                                    Variation(name: "other", location: loc(97, 15), content: unit("%arg Erinnerungen pro Tag", at: 98)),
                                ])),
                        ]), at: 89),
                    l("fr", LocalizedContent(
                        stringUnit: StringUnit(state: "translated", value: "Programme : %#@reminders@", location: loc(110, 23)),
                        substitutions: [
                            Substitution(
                                name: "reminders", location: loc(112, 11), argNum: 1, formatSpecifier: "lld",
                                variations: Variations(plural: [
                                    Variation(name: "one", location: loc(114, 15), content: unit("%arg rappel par jour", "needs_review", at: 115)),
                                    Variation(name: "many", location: loc(117, 15), content: unit("%arg de rappels par jour", at: 118)),
                                    Variation(name: "other", location: loc(120, 15), content: unit("%arg rappels par jour", at: 121)),
                                ])),
                        ]), at: 109),
                ]),
            Entry(key: "brand.name", location: loc(130, 5), shouldTranslate: false,
                  localizations: [l("en", unit("StandFit", at: 132), at: 131)]),
            Entry(
                key: "body.intro", location: loc(140, 5),
                comment: "Body copy under the title | keep it short & friendly",
                localizations: [
                    l("en", unit("Stand up every hour. StandFit reminds you gently and tracks your streak.", at: 142), at: 141),
                    l("de", unit("Steh jede Stunde auf.", "stale", at: 145), at: 144),
                    l("fr", unit("Levez-vous toutes les heures. StandFit vous le rappelle.", at: 148), at: 147),
                ]),
            Entry(
                key: "say \"hi\" <b>&amp; | *now*\nplease", location: loc(160, 5), comment: "<script>alert(1)</script>",
                localizations: [
                    l("en", unit("Say \"hi\" <b>bold</b> & `code` | [link](x)", at: 162), at: 161),
                    l("de", unit("Sag „hallo“", at: 165), at: 164),
                    l("fr", unit("Dis « salut »", at: 168), at: 167),
                    l("ar", unit("قل \"مرحبا\"", "needs_review", at: 171), at: 170),
                ]),
        ])

    static let settingsFile = "Strings/Settings.xcstrings"

    static let settingsTable = StringTable(
        name: "Settings", file: settingsFile, format: .xcstrings, sourceLanguage: "en",
        entries: [
            Entry(
                key: "settings.title", location: loc(3, 5, file: settingsFile),
                localizations: [
                    l("de", unit("Einstellungen", at: 6, file: settingsFile), at: 5, file: settingsFile),
                    l("fr", unit("Réglages", at: 9, file: settingsFile), at: 8, file: settingsFile),
                    l("ar", unit("الإعدادات", "new", at: 12, file: settingsFile), at: 11, file: settingsFile),
                    l("ja", unit("設定", at: 15, file: settingsFile), at: 14, file: settingsFile),
                ]),
            Entry(
                key: "settings.reminders", location: loc(20, 5, file: settingsFile), comment: "Toggle label",
                localizations: [
                    l("de", unit("", at: 23, file: settingsFile), at: 22, file: settingsFile),
                    l("fr", unit("Rappels", at: 26, file: settingsFile), at: 25, file: settingsFile),
                    l("ar", unit("التذكيرات", at: 29, file: settingsFile), at: 28, file: settingsFile),
                ]),
        ])

    static let tables = [onboarding, settingsTable]

    static let settings = [
        LocaleSettings(code: "de", displayName: "German", nativeName: "Deutsch"),
        LocaleSettings(code: "fr", displayName: "French", nativeName: "Français"),
        LocaleSettings(code: "ar", displayName: "Arabic", nativeName: "العربية"),
        LocaleSettings(code: "ja", displayName: "Japanese", nativeName: "日本語", status: .inProgress),
    ]

    /// Plural categories per locale as CLDR 42 has them for integers (test data; the CLI passes
    /// ICU's).
    static func pluralCategories(_ locale: String) -> [String] {
        switch locale {
        case "ar": ["zero", "one", "two", "few", "many", "other"]
        case "fr": ["one", "many", "other"]
        case "ja": ["other"]
        case "he": ["one", "two", "other"]
        default: ["one", "other"]
        }
    }

    /// Body copy 120, everything else 240 (this repository's limits: README, "lint").
    static func copyLimit(_ entry: Entry) -> Int { entry.key.hasPrefix("body.") ? 120 : 240 }

    static let diagnostics = [
        Diagnostic(rule: "length-limit", severity: .error, location: loc(148, 23), table: "Onboarding", key: "body.intro", locale: "fr", message: "m"),
        Diagnostic(rule: "translation-state", severity: .warning, location: loc(115, 23), table: "Onboarding", key: "summary.schedule", locale: "fr", message: "m"),
        Diagnostic(rule: "translation-state", severity: .warning, location: loc(171, 23), table: "Onboarding", key: "x", locale: "ar", message: "m"),
        Diagnostic(rule: "plural-missing-category", severity: .error, location: loc(52, 9), table: "Onboarding", key: "goals.selected", locale: "ar", message: "m"),
        Diagnostic(rule: "plural-missing-category", severity: .error, location: loc(45, 9), table: "Onboarding", key: "goals.selected", locale: "fr", message: "m"),
        Diagnostic(rule: "plural-missing-category", severity: .error, location: loc(59, 9), table: "Onboarding", key: "goals.selected", locale: "ja", message: "m"),
        Diagnostic(rule: "identifier-collision", severity: .error, location: loc(1, 1), table: "Onboarding", message: "m"),
        Diagnostic(rule: "whitespace-mismatch", severity: .warning, location: loc(21, 23), table: "Onboarding", key: "welcome.title", locale: "ar", message: "m"),
        Diagnostic(rule: "encoding", severity: .error, location: loc(165, 23), table: "Onboarding", key: "say \"hi\" <b>&amp; | *now*\nplease", locale: "de", message: "m"),
    ]

    /// Fixed, so golden files do not change with the clock or the checkout.
    static let provenance = ReportProvenance(
        generatedAt: "2026-11-22T17:05:09Z", stringsgenVersion: "0.1.0", icuVersion: "72.1", unicodeVersion: "15.0",
        cldrVersion: "42.0", revision: "0123456789abcdef0123456789abcdef01234567",
        files: [
            .init(path: file, revision: "89abcdef0123456789abcdef0123456789abcdef"),
            .init(path: settingsFile, revision: nil, modified: true),
        ])

    static var report: TranslationReport {
        TranslationReport(
            tables: tables, settings: settings, diagnostics: diagnostics, copyLimit: copyLimit,
            pluralCategories: pluralCategories, provenance: provenance)
    }
}
