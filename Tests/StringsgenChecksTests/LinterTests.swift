import Testing
import StringsgenModel
@testable import StringsgenChecks

@Suite struct LinterTests {
    @Test func everyRuleIdIsUniqueAndKnown() {
        let ids = Checks.rules.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.contains("identifier-collision"))
        #expect(Set(ids) == [
            "missing-translation", "placeholder-mismatch", "placeholder-dropped", "invalid-format-specifier", "length-limit",
            "screen-budget", "expansion-risk", "plural-missing-category", "plural-unused-category", "hardcoded-plural-number", "implied-quantity", "plural-candidate", "same-plurals", "inconsistent-translation", "misplaced-translation", "translation-state", "empty-translation",
            "whitespace-mismatch", "encoding", "duplicate-key", "unchanged-translation", "do-not-translate", "glossary", "punctuation", "swapped-translation", "end-punctuation", "special-characters", "date-pattern", "simplified-in-traditional",
            "unknown-locale", "locale-spelling", "file-not-in-project", "source-language", "missing-source-file", "identifier-collision", "unrepresentable-key", "unplanned-locale",
            "missing-key", "unused-key", "debug-only-key", "argument-mismatch",
        ])
        // Every rule says what to do about a finding (SARIF's `help`).
        #expect(Checks.rules.allSatisfy { !$0.help.isEmpty && !$0.help.hasPrefix("See the rule") })
    }

    @Test func missingTranslationIsAWarningForALocaleInProgress() {
        let t = table(entry("k", line: 2, ["en": text("Hello")]))
        let context = LintContext(table: t, locales: locales("en", "de", "fr", inProgress: ["fr"]))
        let diagnostics = Linter().lint(context).filter { $0.rule == "missing-translation" }
        #expect(diagnostics.map(\.locale) == ["de", "fr"])
        #expect(diagnostics.map(\.severity) == [.error, .warning])
        #expect(diagnostics.allSatisfy { $0.table == "Test" })
    }

    /// An empty value is a missing one to a locale still being translated: a warning there.
    @Test func emptyTranslationIsAWarningForALocaleInProgress() {
        let t = table(entry("k", line: 2, ["en": text("Hello"), "de": text(""), "fr": text("", state: "needs_review")]))
        let context = LintContext(table: t, locales: locales("en", "de", "fr", inProgress: ["fr"]))
        let diagnostics = Linter().lint(context).filter { $0.rule == "empty-translation" }
        #expect(diagnostics.map(\.locale) == ["de", "fr"])
        #expect(diagnostics.map(\.severity) == [.error, .warning])
    }

    @Test func overridesTurnRulesOffOrChangeTheirSeverity() {
        let t = table(entry("k", ["en": text("Get started"), "de": text("Get started ", state: "stale")]))
        let policy = SeverityPolicy(overrides: ["unchanged-translation": .off, "whitespace-mismatch": .severity(.error)])
        let diagnostics = Linter(severities: policy).lint(LintContext(table: t))
        #expect(diagnostics.map(\.rule).sorted() == ["translation-state", "whitespace-mismatch"])
        #expect(diagnostics.first { $0.rule == "whitespace-mismatch" }?.severity == .error)
        #expect(policy.unknownRules(in: ["whitespace-mismatch": .off, "no-such-rule": .off]) == ["no-such-rule"])
        #expect(RuleSetting("off") == .off && RuleSetting("warning") == .severity(.warning) && RuleSetting("x") == nil)
    }

    @Test func diagnosticsAreSorted() {
        let t = table(
            entry("b", line: 9, ["en": text("Hello"), "de": text("", line: 10)]),
            entry("a", line: 1, ["en": text("Hi"), "de": text("Hallo", state: "needs_review", line: 2)]))
        let lines = Linter().lint(LintContext(table: t)).map(\.location.line)
        #expect(lines == lines.sorted())
    }
}
