import Testing
import StringsgenChecks
import StringsgenICU
@testable import StringsgenKit

@Suite struct ReportingTests {
    /// The report counts a plural key's forms by the categories lint requires, so a locale is
    /// complete in the report exactly when lint finds no missing plural category.
    @Test(arguments: ["ar", "de", "en", "es", "fr", "ja", "ru", "pt-BR", "he", "cy", "xx"])
    func pluralFormsAreTheOnesLintRequires(locale: String) throws {
        let rules = try PluralRules(locale: locale)
        #expect(Reporting.requiredPluralCategories(locale) == LocalePlurals(rules).required.sorted().map(\.rawValue))
    }

    @Test func aCodeWithoutRulesNeedsOnlyOther() {
        #expect(Reporting.requiredPluralCategories("") == ["other"])
    }
}
