import Testing
import StringsgenModel
@testable import StringsgenChecks

@Suite struct TranslationStateCheckTests {
    @Test func needsReviewAndStale() {
        let t = table(entry("k", [
            "en": text("Hello"), "de": text("Hallo", state: "needs_review", line: 2), "fr": text("Salut", state: "stale"),
            "es": text("Hola", state: "new"), "it": text("Ciao"),
        ]))
        let f = findings(TranslationStateCheck(), t)
        #expect(f.map(\.message) == [
            "‘k’ in ‘de’ (“Hallo”) needs review: check it against the source and mark it translated",
            "‘k’ in ‘fr’ (“Salut”) is stale, the source changed since it was translated: update it and mark it translated",
            "‘k’ in ‘es’ (“Hola”) is marked new: it is translated but nobody has reviewed it yet; check it against the source and mark it translated",
        ])
        #expect(f[0].location == at(2))
    }

    /// Issue 23, pattern 6: a value in state `new` is there (Crowdin writes filled values as
    /// `new`): not reviewed, a warning of this rule. One that is still the source's text, or
    /// empty, is missing: `missing-translation`'s error.
    @Test func aNewValueIsUnreviewedNotMissing() {
        let t = table(
            entry("a", ["en": text("Settings"), "de": text("Einstellungen", state: "new")]),
            entry("b", ["en": text("Settings"), "de": text("Settings", state: "new")]),
            entry("c", ["en": text("Settings"), "de": text("", state: "new")]))
        #expect(findings(TranslationStateCheck(), t).map(\.key) == ["a"])
        #expect(findings(MissingTranslation(), t, required: ["de"]).map(\.key) == ["b", "c"])
        #expect(findings(MissingTranslation(), t, required: ["de"]).first?.message
            == "‘b’ in ‘de’ (“Settings”) is marked new and holds the source's text: translate it and mark it translated")
    }

    /// Xcode marks every form of a key when its source changes (GoMap's Ukrainian had nine
    /// values to review in one key): one finding per localization and state, naming the forms.
    @Test func severalFormsOfOneKeyAreOneFinding() {
        let review = plural(["one": "%arg", "few": "%arg", "many": "%arg", "other": "%arg"], state: "needs_review", line: 5).variations
        let t = table(entry("k", [
            "en": text("%#@n@").with(substitution("n", ["one": "%arg node", "other": "%arg nodes"])),
            "uk": text("%#@n@ точок", state: "needs_review", line: 3).with(
                Substitution(name: "n", location: at(4), argNum: 1, formatSpecifier: "lld", variations: review)),
            "de": text("%#@n@ insgesamt", state: "new").with(substitution("n", ["one": "%arg Knoten", "other": "%arg Knoten"])),
        ]))
        let f = findings(TranslationStateCheck(), t)
        #expect(f.map(\.message) == [
            "‘k’ in ‘uk’ has 5 values (the string; substitution n, plural one; substitution n, plural few; 2 more) that need review: check them against the source and mark them translated",
            "‘k’ in ‘de’ (“%#@n@ insgesamt”) is marked new: it is translated but nobody has reviewed it yet; check it against the source and mark it translated",
        ])
        #expect(f.first?.location == at(3) && f.first?.path == nil)
    }

    /// A translation nearly every value of which is in one state (Anytype's importer marks all
    /// of them `new`: 23,077 findings) is one finding for the table; where a few are, each is.
    @Test func aToolsStateIsSaidOnce() {
        let entries = (0..<25).map { i in
            entry("k\(i)", line: i + 1, [
                "en": text("Value \(i)"), "de": text("Wert \(i)", state: "new", line: i + 1),
                "fr": text("Valeur \(i)", state: i == 3 ? "needs_review" : "translated", line: i + 1),
            ])
        }
        let t = StringTable(name: "Test", file: testFile, format: .xcstrings, sourceLanguage: "en", entries: entries)
        let f = findings(TranslationStateCheck(), t)
        #expect(f.map { "\($0.key ?? "-") \($0.locale!)" } == ["- de", "k3 fr"])
        #expect(f.first?.message == "all 25 values of ‘de’ in the table ‘Test’ are marked new: translated, but nobody has reviewed them yet (said once, not for each): review them and mark them translated, or, where a tool marks every value so on import, set translation-state to off in lint.severity of stringsgen.json")
        #expect(f.first?.location == at(1))
    }
}
