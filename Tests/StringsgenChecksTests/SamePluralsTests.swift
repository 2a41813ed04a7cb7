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

    @Test func offUnlessTheProjectSetsIt() {
        #expect(SeverityPolicy().severity(ofRule: SamePlurals.id) == nil)
        #expect(SeverityPolicy(overrides: [SamePlurals.id: .severity(.warning)]).severity(ofRule: SamePlurals.id) == .warning)
        #expect(SeverityPolicy().severity(ofRule: SwappedTranslation.id) == .warning)
    }
}
