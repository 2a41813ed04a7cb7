import Testing
import StringsgenChecks
import StringsgenICU
@testable import StringsgenKit

@Suite struct ReportingTests {
    /// The report counts a plural key's forms by the categories lint requires, so a locale is
    /// complete in the report exactly when lint finds no missing plural category: not those
    /// whose form `other` always stands in for (Arabic's and Welsh's `zero`, Turkish and
    /// Persian `one`).
    @Test(arguments: ["ar", "de", "en", "es", "fr", "ja", "ru", "pt-BR", "he", "cy", "tr", "fa", "xx"])
    func pluralFormsAreTheOnesLintRequires(locale: String) throws {
        let rules = try PluralRules(locale: locale)
        let standIns = PluralMissingCategory.categoriesOtherStandsIn(language: LocaleIdentifier.language(locale))
        #expect(Reporting.requiredPluralCategories(locale) == LocalePlurals(rules).required.subtracting(standIns).sorted().map(\.rawValue))
        if locale == "ar" { #expect(Reporting.requiredPluralCategories(locale) == ["one", "two", "few", "many", "other"]) }
        if locale == "tr" { #expect(Reporting.requiredPluralCategories(locale) == ["other"]) }
    }

    @Test func aCodeWithoutRulesNeedsOnlyOther() {
        #expect(Reporting.requiredPluralCategories("") == ["other"])
    }
}
