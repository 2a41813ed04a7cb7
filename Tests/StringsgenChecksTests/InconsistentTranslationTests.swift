import Testing
import StringsgenModel
@testable import StringsgenChecks

/// Issue 30: one source text left untranslated in one key and translated in another; beside
/// it, two translations that are two senses, and a translation that holds the source word.
@Suite struct InconsistentTranslationTests {
    let check = InconsistentTranslation()

    @Test func leftInEnglishInOneKey() {
        let t = table(
            entry("None", comment: "accessibility label for “–”", line: 3, ["en": text("None"), "ru": text("None", line: 4), "de": text("Keine")]),
            entry("SyntaxName.none", ["en": text("None"), "ru": text("Нет"), "de": text("Keine")]))
        let f = findings(check, t)
        #expect(f.map(\.message) == [
            "‘None’ in ‘ru’ keeps the source text “None”, which ‘SyntaxName.none’ translates as “Нет”: translate it too, or, if it is a name to keep as written, write it so in ‘SyntaxName.none’ too",
        ])
        #expect(f.first?.location == at(4))
        #expect(f.first?.locale == "ru")
    }

    /// An earlier, shorter English left in one key is no translation to copy (openfoodfacts'
    /// “Vitamins” after its source became “Vitamins and Minerals”: 26 notes), nor is a
    /// storyboard's object id Weblate wrote as its own value (Monal's Punjabi).
    @Test func anOldEnglishOrAKeyIsNoTranslation() {
        let t = table(
            entry("nutrition.vitamins", ["en": text("Vitamins and Minerals"), "ug": text("Vitamins")]),
            entry("vitamins-list", ["en": text("Vitamins and Minerals"), "ug": text("Vitamins and Minerals")]),
            entry("NyY-WQ-3hC.title", ["en": text("Close"), "pa": text("Close")]),
            entry("IGd-kM-9BO.title", ["en": text("Close"), "pa": text("IGd-kM-9BO.title")]))
        #expect(findings(check, t).isEmpty)
    }

    /// The source's own language in another script writes many words alike: zh-Hant “法文”
    /// beside “法語” of a zh-Hans source (GenshinPizzaHelper) keeps nothing untranslated.
    @Test func theSourcesLanguageInAnotherScript() {
        let t = table(
            entry("gacha.languageCode.fr", ["zh-Hans": text("法文"), "zh-Hant": text("法文"), "en": text("法文")]),
            entry("contact.translator.fr", ["zh-Hans": text("法文"), "zh-Hant": text("法語"), "en": text("French")]), source: "zh-Hans")
        #expect(findings(check, t).map { "\($0.key!) \($0.locale!)" } == ["gacha.languageCode.fr en"])
    }

    @Test func twoSensesAreNoFinding() {
        let t = table(
            entry("account.follow", ["en": text("Follow"), "ca": text("Segueix")]),
            entry("notifications.follow", ["en": text("Follow"), "ca": text("Seguiments")]),
            entry("settings.dxvk", ["en": text("DXVK"), "ja": text("DXVK")]),
            entry("button.dxvk", ["en": text("DXVK"), "ja": text("DXVK を使用する")]))
        #expect(findings(check, t).isEmpty)
    }

    /// What the rule misread on apps it had not seen, beside a key it still reports: a key
    /// its comment says not to translate (GoMap), a web address (ONLYOFFICE), the source
    /// language's code and a value that is the locale's own (Element's test keys), and words
    /// the language keeps as a term in another translation (BitChat's Bengali “mesh”), not
    /// after “@” (Element's “@room” keyword is no such term).
    @Test func identifiersAndTermsKeptOnPurpose() {
        let t = table(
            entry("2Q5.text", comment: "Class = \"UILabel\"; text = \"Title\"; Note = \"Placeholder - Do not translate\";", ["en": text("Title"), "cs": text("Title")]),
            entry("title", ["en": text("Title"), "cs": text("Název")]),
            entry("url.placeholder", ["en": text("example.com"), "cs": text("example.com")]),
            entry("url.hint", ["en": text("example.com"), "cs": text("priklad.com")]),
            entry("test_untranslated_default_language_identifier", ["en": text("en"), "hr": text("en")]),
            entry("test_language_identifier", ["en": text("en"), "hr": text("hr")]),
            entry("notices.source.mesh", ["en": text("mesh"), "bn": text("mesh")]),
            entry("notices.tab.mesh", ["en": text("mesh"), "bn": text("মেশ")]),
            entry("notices.empty", ["en": text("Nothing found on mesh"), "bn": text("mesh-এ পাওয়া যায়নি")]),
            entry("room.name", ["en": text("Room"), "cs": text("Room")]),
            entry("room.title", ["en": text("Room"), "cs": text("Místnost")]),
            entry("notify.room", ["en": text("Notify me for @room"), "cs": text("Upozornit mě na @room")]))
        #expect(findings(check, t).map { "\($0.key!) \($0.locale!)" } == ["room.name cs"])
    }
}
