import StringsgenModel
import Testing
@testable import StringsgenCodegen

@Suite struct PseudoLocalizationTests {
    @Test func accentedLengthenedAndBracketed() {
        // 19 characters: 6 more (19 × 0.3 = 5.7, rounded up), a space and 5 tildes.
        #expect(PseudoLocalization.text("Welcome to StandFit") == "[Ŵéļçöɱé ţö ŠţåñðƑîţ ~~~~~]")
        #expect(PseudoLocalization.text("Go") == "[Ĝö ]")
        #expect(PseudoLocalization.text("") == "[]")
        // Letters outside ASCII, digits and punctuation are kept.
        #expect(PseudoLocalization.text("Größe 1, 2!") == "[Ĝŕößé 1, 2! ~~~]")
    }

    @Test func placeholdersAndPercentSignsAreKept() {
        #expect(PseudoLocalization.text("Hi, %@! 50%% of %1$lld") == "[Ĥî, %@! 50%% öƒ %1$lld ~~~]")
        #expect(PseudoLocalization.text("%1$#@exercises@ in %2$#@days@") == "[%1$#@exercises@ îñ %2$#@days@ ~]")
        // Inside a substitution: `%arg` kept, no brackets (the text around the substitution has them).
        #expect(PseudoLocalization.text("%arg days", insideSubstitution: true) == "%arg ðåýš ~")
        #expect(PseudoLocalization.text("%@") == "[%@]")
    }

    /// The padding makes a text of n characters `ceil(1.3 n)` long, for every length.
    @Test func lengthenedByTheDocumentedFactor() {
        for n in 1...300 {
            let pseudo = PseudoLocalization.text(String(repeating: "a", count: n))
            let expected = Int((Double(n) * PseudoLocalization.factor - 1e-9).rounded(.up))
            #expect(pseudo.count - 2 == max(expected, n + 1), "\(n)")
        }
    }

    /// Every translatable key gets `en-XA` from the source language: plural forms, device
    /// variations and substitution forms included; a key not to translate gets none.
    @Test func everyFormOfEveryTranslatableKey() throws {
        let location = SourceLocation(file: "T.xcstrings", line: 1, column: 1)
        func unit(_ value: String) -> LocalizedContent { LocalizedContent(stringUnit: StringUnit(state: "translated", value: value, location: location)) }
        var plural = LocalizedContent(variations: Variations(plural: [
            Variation(name: "one", location: location, content: unit("%lld day")),
            Variation(name: "other", location: location, content: unit("%lld days")),
        ]))
        plural.substitutions = [Substitution(
            name: "n", location: location, argNum: 1, formatSpecifier: "lld",
            variations: Variations(plural: [Variation(name: "other", location: location, content: unit("%arg goals"))]))]
        let table = StringTable(name: "T", file: "T.xcstrings", format: .xcstrings, sourceLanguage: "en", entries: [
            Entry(key: "days", location: location, localizations: [Localization(locale: "en", location: location, content: plural)]),
            Entry(key: "Brand", location: location, shouldTranslate: false, localizations: []),
            Entry(key: "Key is text", location: location, localizations: []),
        ])
        let pseudo = PseudoLocalization.adding(to: table)
        let days = try #require(pseudo.entries[0].localization(for: "en-XA")?.content)
        #expect(days.variations?.plural?.map { $0.content.stringUnit?.value } == ["[%lld ðåý ~]", "[%lld ðåýš ~]"])
        #expect(days.substitutions?.first?.variations?.plural?.first?.content.stringUnit?.value == "%arg ĝöåļš ~")
        #expect(pseudo.entries[1].localization(for: "en-XA") == nil)
        #expect(pseudo.entries[2].localization(for: "en-XA")?.content.stringUnit?.value == "[Ķéý îš ţéẋţ ~~~]")
        #expect(LprojResourceWriter.locales(of: pseudo) == ["en", "en-XA"])
    }
}
