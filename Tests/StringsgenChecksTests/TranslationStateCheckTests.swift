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
        ])
        #expect(f[0].location == at(2))
    }
}
