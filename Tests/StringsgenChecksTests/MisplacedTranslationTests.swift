import Testing
import StringsgenModel
@testable import StringsgenChecks

/// Issue 30: a translation with another number of sentences and a length far from the
/// language's usual; beside it, a longer wording alone, and a swap, which is the swap rule's.
@Suite struct MisplacedTranslationTests {
    let check = MisplacedTranslation()

    /// Keys translated as they should be, so that Ukrainian has a typical length ratio.
    static let ordinary: [Entry] = [
        ("Open", "Відкрити"), ("Delete", "Видалити"), ("Quit", "Вийти"),
        ("Save the document before closing it.", "Збережіть документ перед закриттям."),
    ].map { entry($0.0, ["en": text($0.0), "uk": text($0.1)]) }

    func table(_ entries: [Entry]) -> StringTable {
        StringTable(name: "Test", file: testFile, format: .xcstrings, sourceLanguage: "en", entries: entries)
    }

    @Test func aSentenceLeftOut() {
        let t = table(Self.ordinary + [
            entry("setup.subtitle", ["en": text("Almost there. Don't tune out yet, the download takes a few minutes."), "uk": text("Майже готово.", line: 7)]),
            // Another wording, as long as usual: fine.
            entry("setup.title", ["en": text("Installing. Please wait."), "uk": text("Встановлення триває, зачекайте.")]),
        ])
        let f = findings(check, t)
        #expect(f.map(\.message) == [
            "‘setup.subtitle’ in ‘uk’ (“Майже готово.”) has another number of sentences than its source (“Almost there. Don't tune out yet, the download takes a few minutes.”) and is 1/7 as long as ‘uk’ usually makes it: check that it translates this key, whole",
        ])
        #expect(f.first?.location == at(7))
        #expect(SeverityPolicy().severity(ofRule: MisplacedTranslation.id) == nil)
    }
}
