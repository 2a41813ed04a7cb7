import Foundation
import Testing
import StringsgenChecks
import StringsgenKit
import StringsgenModel

/// `Strings/Onboarding.xcstrings` is the source of the Onboarding copy: translators and Xcode
/// edit it, and nothing regenerates it. These are the guards CI runs on it, the same library
/// calls as `stringsgen lint --strict`, `stringsgen format --check` and `stringsgen generate --check`
/// in the repository's root: every check of every rule (warnings included) is clean, the file is
/// in Xcode's layout, and the generated accessors and resources are what the catalog gives.
@Suite struct CatalogGuardTests {
    static let catalog = OnboardingTableTests.root + "/Strings/Onboarding.xcstrings"

    @Test func lintStrictFindsNothing() throws {
        let project = try Project.load(root: OnboardingTableTests.root)
        let diagnostics = try Linting.lint(project)
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.location): \($0.severity.rawValue): [\($0.rule)] \($0.message)" })")
        // The project's own rules run on it too: the punctuation of each language and the glossary.
        let rules = Set(Checks.rules.map(\.id))
        #expect(rules.isSuperset(of: ["punctuation", "glossary", "do-not-translate", "length-limit", "plural-missing-category"]))
    }

    @Test func formatCheckFindsNothingToRewrite() throws {
        let outcome = try Formatting.run(files: [Self.catalog], check: true)
        #expect(outcome.changed.isEmpty, "not in Xcode's layout: \(outcome.changed)")
        #expect(outcome.unchanged == [Self.catalog])
    }

    @Test func generateCheckFindsNothingStale() throws {
        let project = try Project.load(root: OnboardingTableTests.root)
        switch try Generation.run(project, check: true) {
        case .failure(let failure):
            Issue.record("generation fails: \(failure.diagnostics.map(\.message))")
        case .success(let outcome):
            #expect(outcome.changed.isEmpty, "stale, run `swift run stringsgen` and commit: \(outcome.changed)")
            #expect(outcome.unchanged.contains { $0.hasSuffix("Sources/OnboardingStrings/LocalizedString+Onboarding.swift") })
        }
    }
}
