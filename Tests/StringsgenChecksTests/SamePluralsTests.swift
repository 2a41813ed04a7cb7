import Testing
import StringsgenModel
@testable import StringsgenChecks

/// Issue 30: two plural forms a language tells apart, written the same; beside them, forms
/// that are alike by the language's own rule. The rule is off by default (its precision on
/// real catalogs is low) and runs when a project sets its severity.
@Suite struct SamePluralsTests {
    let check = SamePlurals()

    @Test func russianFewAsMany() {
        let t = table(entry("%d line(s)", [
            "en": plural(["one": "%d line", "other": "%d lines"]),
            "ru": plural(["one": "%d линия", "few": "%d линии", "many": "%d линии", "other": "%d линии"], line: 30),
            "nl": plural(["one": "%d regel", "other": "%d regel"], line: 40),
            "de": plural(["one": "%d Zeile", "other": "%d Zeilen"]),
        ]))
        let f = findings(check, t)
        #expect(f.map(\.message) == [
            "‘%d line(s)’ in ‘ru’ writes few and many the same, “%d линии”, but ‘ru’ shows many for 0, 5–20, 25–30, …: give it the wording those numbers need",
            "‘%d line(s)’ in ‘nl’ writes one and other the same, “%d regel”, but ‘nl’ shows other for 0, 2–999: give it the wording those numbers need",
        ])
        // Russian `other` (decimals) reads like `few`: not compared.
        #expect(f.first?.location == at(32))
    }

    /// A source whose forms are alike leaves nothing to vary.
    @Test func aSourceThatDoesNotVary() {
        let t = table(entry("%lld", ["en": plural(["one": "%lld", "other": "%lld"]), "ru": plural(["one": "%lld", "few": "%lld", "many": "%lld", "other": "%lld"])]))
        #expect(findings(check, t).isEmpty)
    }

    /// Turkish never changes a noun after a number, a form that is only the number has no
    /// word to change, and Hebrew's `two` is the plural for most nouns; German "Zeile" is a
    /// defect beside them.
    @Test func formsThatRightlyMatch() {
        let t = table(entry("%d line(s)", [
            "en": plural(["one": "%d line", "other": "%d lines"]),
            "tr": plural(["one": "%d satır", "other": "%d satır"]),
            "uk": plural(["one": "%d", "few": "%d", "many": "%d", "other": "%d"]),
            "he": plural(["one": "שורה אחת", "two": "%d שורות", "other": "%d שורות"]),
            "de": plural(["one": "%d Zeile", "other": "%d Zeile"]),
        ]))
        #expect(findings(check, t).map { $0.locale! } == ["de"])
    }

    @Test func offUnlessTheProjectSetsIt() {
        #expect(SeverityPolicy().severity(ofRule: SamePlurals.id) == nil)
        #expect(SeverityPolicy(overrides: [SamePlurals.id: .severity(.warning)]).severity(ofRule: SamePlurals.id) == .warning)
        #expect(SeverityPolicy().severity(ofRule: SwappedTranslation.id) == .warning)
    }
}
