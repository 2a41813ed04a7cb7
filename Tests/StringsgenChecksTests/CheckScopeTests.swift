import Testing
import StringsgenFormats
import StringsgenModel
@testable import StringsgenChecks

/// `Check.scope`: a check that says it judges each entry alone gives, for every entry of a
/// real catalog, the same findings when the entry is linted alone as in the whole table
/// (`import` lints only the entries that can have changed on that promise).
@Suite struct CheckScopeTests {
    /// Every rule on, those off by default too.
    static let everyRule = SeverityPolicy(overrides: Dictionary(uniqueKeysWithValues: Checks.rules.map { ($0.id, RuleSetting.severity(.warning)) }))

    @Test(arguments: ["LinearMouse_Localizable", "CotEditor_Document"])
    func checksOfEachEntryFindTheSameInAnEntryAlone(name: String) throws {
        let table = try XCStringsReader.read(path: CorpusTests.path(name))
        let eachEntry = Linter(checks: Checks.all.filter { type(of: $0).scope == .eachEntry }, severities: Self.everyRule, concurrency: 1)
        let required = table.locales
        let whole = eachEntry.lint(LintContext(table: table, requiredLocales: required))
        #expect(!whole.isEmpty, "the catalog gives these checks something to find")
        var alone: [Diagnostic] = []
        for entry in table.entries {
            var single = table
            single.entries = [entry]
            alone += eachEntry.lint(LintContext(table: single, requiredLocales: required))
        }
        func text(_ d: Diagnostic) -> String { "\(d.location) \(d.rule) \(d.key ?? "") \(d.locale ?? ""): \(d.message)" }
        #expect(Diagnostic.sorted(alone).map(text) == whole.map(text))
    }

    /// A check that only reads the whole table is not asked about each entry.
    @Test func tableChecksNeedNoEntryLoaded() {
        for check in Checks.all where type(of: check).scope == .table {
            #expect(!type(of: check).scope.checksEachEntry)
            #expect(type(of: check).scope.readsOtherEntries)
        }
        #expect(Checks.all.contains { type(of: $0).scope == .table })
        #expect(Checks.all.contains { type(of: $0).scope == .tableAndEachEntry })
    }
}
