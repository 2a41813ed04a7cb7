import Testing
import StringsgenModel
@testable import StringsgenChecks

@Suite struct GlossaryTests {
    static let settings: [String: LocaleSettings] = [
        "en": LocaleSettings(code: "en", displayName: "English"),
        "fr": LocaleSettings(code: "fr", displayName: "French", glossary: [
            GlossaryTerm(term: "streak", translation: "série"),
            GlossaryTerm(term: "XP", translation: "XP"),
        ]),
        "ru": LocaleSettings(code: "ru", displayName: "Russian", glossary: [GlossaryTerm(term: "streak", translation: "серия")]),
        "ar": LocaleSettings(code: "ar", displayName: "Arabic", glossary: [GlossaryTerm(term: "template", translation: "قالب")]),
    ]

    func check(_ entries: Entry...) -> [Finding] {
        findings(Glossary(), StringTable(name: "Test", file: testFile, format: .xcstrings, sourceLanguage: "en", entries: entries), locales: Self.settings)
    }

    @Test func aTermNoTranslationUsesIsReportedOnce() {
        let found = check(
            entry("a", line: 3, ["en": text("Your streak", line: 4), "fr": text("Ta suite", line: 5)]),
            entry("b", line: 7, ["en": text("Streaks grow daily", line: 8), "fr": text("Les suites grandissent", line: 9)]))
        #expect(found.map(\.message) == [
            "no ‘fr’ translation uses “série”, the glossary's translation of “streak”, though the source uses the term in 2 strings (first ‘a’): use it, or change the glossary",
        ])
        #expect(found.first?.location == at(5))
        #expect(found.first?.key == "a" && found.first?.locale == "fr")
    }

    @Test func oneUseAnywhereIsEnough() {
        #expect(check(
            entry("a", ["en": text("Your streak"), "fr": text("Ta suite")]),
            entry("b", ["en": text("Keep your streak"), "fr": text("Garde ta série")])).isEmpty)
    }

    @Test func inflectedAndMarkedFormsCount() {
        // Russian case endings: the stem “сери” of “серия”.
        #expect(check(entry("a", ["en": text("Keep your streak"), "ru": text("Сохрани серию")])).isEmpty)
        // Capitalised and plural.
        #expect(check(entry("a", ["en": text("Streaks"), "fr": text("Séries")])).isEmpty)
        // Arabic tanwin on the last letter joins it into another character, not another word.
        #expect(check(entry("a", ["en": text("Choose a template"), "ar": text("اختر قالبًا")])).isEmpty)
    }

    @Test func nonTriggering() {
        // The term only inside a word, or only in a format specifier's name, is not the term.
        #expect(check(entry("a", ["en": text("Breakstreaky"), "fr": text("x")])).isEmpty)
        #expect(check(entry("a", ["en": text("%#@streak@"), "fr": text("%#@streak@")])).isEmpty)
        // A term translated as itself is do-not-translate's business; no Locales/, no glossary.
        #expect(check(entry("a", ["en": text("Earn XP"), "fr": text("Gagne des points")])).isEmpty)
        #expect(messages(Glossary(), table(entry("a", ["en": text("Your streak"), "fr": text("Ta suite")]))).isEmpty)
        // Keys not to translate are not copy.
        #expect(check(entry("a", shouldTranslate: false, ["en": text("streak"), "fr": text("streak")])).isEmpty)
    }
}
