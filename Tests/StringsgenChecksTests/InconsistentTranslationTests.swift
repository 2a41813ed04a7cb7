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
            "‘None’ in ‘ru’ keeps the source text “None”, which ‘SyntaxName.none’ translates as “Нет”: translate it too, unless the words are meant to stay",
        ])
        #expect(f.first?.location == at(4))
        #expect(f.first?.locale == "ru")
    }

    @Test func twoSensesAreNoFinding() {
        let t = table(
            entry("account.follow", ["en": text("Follow"), "ca": text("Segueix")]),
            entry("notifications.follow", ["en": text("Follow"), "ca": text("Seguiments")]),
            entry("settings.dxvk", ["en": text("DXVK"), "ja": text("DXVK")]),
            entry("button.dxvk", ["en": text("DXVK"), "ja": text("DXVK を使用する")]))
        #expect(findings(check, t).isEmpty)
    }
}
