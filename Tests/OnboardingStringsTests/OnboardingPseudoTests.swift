import Foundation
import OnboardingStrings
import Testing

/// This repository generates the pseudo-language `en-XA` (`"pseudo" : true` in stringsgen.json):
/// the generated accessors resolve it from the compiled resources like any language, with the
/// source text accented, about 30 % longer and in brackets, placeholders formatted as in English.
@Suite struct OnboardingPseudoTests {
    static let pseudo = Locale(identifier: "en-XA")

    /// The English text a pseudo text was made from: brackets, padding and accents taken off.
    static func plain(_ pseudo: String) -> String? {
        guard pseudo.hasPrefix("["), pseudo.hasSuffix("]") else { return nil }
        var inner = String(pseudo.dropFirst().dropLast())
        if let padding = inner.range(of: #" ~*$"#, options: .regularExpression) { inner.removeSubrange(padding) }
        let accented = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
        let ascii = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return String(inner.map { c in accented.firstIndex(of: c).map { ascii[$0] } ?? c })
    }

    @Test func everyPlainKeyResolvesInThePseudoLanguage() throws {
        try LocalizedString.Onboarding.Language.$pinned.withValue("en-XA") {
            for (key, accessor) in OnboardingAccessorTests.plainAccessors {
                let text = accessor()
                let english = try #require(OnboardingAccessorTests.value(key, "en"))
                #expect(Self.plain(text) == english, "\(key): \(text)")
                // No ASCII letter is left unaccented: text that shows one is not localized.
                #expect(!text.unicodeScalars.contains { $0.properties.isAlphabetic && $0.isASCII }, "\(key): \(text)")
                // Lengthened by 30 %, rounded up, brackets not counted.
                #expect(text.count - 2 >= Int((Double(english.count) * 1.3).rounded(.up)), "\(key): \(text)")
            }
        }
        #expect(LocalizedString.Onboarding.welcomeTitle(locale: Self.pseudo) == "[Ŵéļçöɱé ţö ŠţåñðƑîţ ~~~~~]")
        // English is untouched.
        #expect(LocalizedString.Onboarding.welcomeTitle(locale: Locale(identifier: "en")) == "Welcome to StandFit")
    }

    @Test func placeholdersAreFormattedIntact() {
        #expect(LocalizedString.Onboarding.summarySchedule("Office Worker", locale: Self.pseudo)
            == "[Šçĥéðûļé çŕéåţéð: Office Worker ~~~~~]")
        #expect(LocalizedString.Onboarding.activeHours("9:00", "17:00", locale: Self.pseudo)
            == "[Åçţîṽé ĥöûŕš: 9:00–17:00 ~~~~]")
    }

    @Test func pluralKeysAndSubstitutionsAreIncluded() {
        #expect(LocalizedString.Onboarding.exercisesLogged(1, locale: Self.pseudo) == "[1 éẋéŕçîšé ļöĝĝéð ~~~~]")
        #expect(LocalizedString.Onboarding.exercisesLogged(12, locale: Self.pseudo) == "[12 éẋéŕçîšéš ļöĝĝéð ~~~~~]")
        #expect(LocalizedString.Onboarding.progressSummary(exercises: 1, days: 5, locale: Self.pseudo)
            == "[1 éẋéŕçîšé ~~ îñ 5 ðåýš ~ ~]")
        #expect(LocalizedString.Onboarding.progressSummary(exercises: 12, days: 1, locale: Self.pseudo)
            == "[12 éẋéŕçîšéš ~~ îñ 1 ðåý ~ ~]")
    }
}
