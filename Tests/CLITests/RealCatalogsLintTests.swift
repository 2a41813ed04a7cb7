import Foundation
import Testing

/// String tables of public apps (Tests/CLITests/Fixtures/RealCatalogs, with their origin and
/// license), linted as their maintainers would run it: no configuration, every language
/// required. The counts per rule and severity are the linter's precision on real input: every
/// error other than `missing-translation` here has been read and judged a real defect (see the
/// folder's README), so a change that adds or loses one shows up as a diff of these counts.
@Suite struct RealCatalogsLintTests {
    static let root = Stringsgen.fixtures + "/RealCatalogs"

    /// (project folder, exit status, "rule severity" → count).
    static let expected: [(String, Int32, [String: Int])] = [
        ("CSE", 0, ["whitespace-mismatch warning": 1]),
        ("Maccy", 1, [
            "invalid-format-specifier error": 1, "placeholder-mismatch error": 1, "whitespace-mismatch warning": 3,
        ]),
        ("MonitorControl", 0, ["unchanged-translation warning": 8]),
        ("SecretiveApp", 1, [
            "missing-translation error": 40, "placeholder-mismatch error": 3, "unchanged-translation warning": 15,
            "whitespace-mismatch warning": 8,
        ]),
        ("SecretivePackages", 1, [
            "missing-translation error": 665, "placeholder-mismatch error": 1, "translation-state warning": 32,
            "unchanged-translation warning": 19, "whitespace-mismatch warning": 7,
        ]),
        ("SideSearch", 0, ["unchanged-translation warning": 4]),
        ("Stats", 1, ["identifier-collision error": 2, "unchanged-translation warning": 13, "whitespace-mismatch warning": 8]),
        ("WebA11Y", 1, ["identifier-collision error": 4]),
    ]

    @Test(arguments: expected.map(\.0))
    func findingsPerRuleAndSeverity(project: String) throws {
        let (_, status, counts) = try #require(Self.expected.first { $0.0 == project })
        let result = try Stringsgen.run(["lint", "--format", "json"], in: Self.root + "/" + project)
        #expect(result.status == status, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        var found: [String: Int] = [:]
        for d in diagnostics { found["\(d["rule"] ?? "") \(d["severity"] ?? "")", default: 0] += 1 }
        #expect(found == counts)
    }

    /// The real defects among them, each at error severity, named by key and locale.
    @Test func theRealDefectsAreErrors() throws {
        let cases: [(String, String)] = [
            ("Maccy", "‘copy_modifiers_config’ in ‘ja’ is missing `%@` (argument 1)"),
            ("Maccy", "‘copy_modifiers_config’ in ‘ja’ has “%を”"),
            ("SecretiveApp", "‘auth_context_request_verify_description_%@’ in ‘ja’ uses `%2$@`, but the source has only 1 argument"),
            ("SecretiveApp", "‘delete_confirmation_description_%@_%@’ in ‘it’ is missing `%2$@` (argument 2)"),
            ("SecretivePackages", "‘delete_confirmation_description’ in ‘it’ is missing `%2$(confirmSecretName)@` (argument 2)"),
            // Keys `generate` would give one accessor name: lint refuses what generate refuses.
            ("WebA11Y", "\"%@ Bold Text %@ on the Web\" and \"%@ Bold Text on the Web\" both become the accessor \"boldTextOnTheWeb\""),
            ("Stats", "\"Downloading...\" and \"Downloading\" both become the accessor \"downloading\""),
        ]
        for (project, message) in cases {
            let result = try Stringsgen.run(["lint"], in: Self.root + "/" + project)
            let line = result.stdout.split(separator: "\n").first { $0.contains(message) }
            #expect(line?.contains(": error: ") == true, "\(project): \(message)")
        }
    }
}
