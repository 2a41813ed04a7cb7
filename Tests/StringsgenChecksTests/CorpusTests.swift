import Foundation
import Testing
import StringsgenFormats
import StringsgenModel
@testable import StringsgenChecks

/// Real catalogs vendored in `Tests/Corpora/` (origins and licenses in its README): linting
/// never crashes, and the rules that must not cry wolf on carefully maintained catalogs stay quiet.
@Suite struct CorpusTests {
    static let corpus: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("Tests/Corpora").path
    }()

    /// "CotEditor_Document" → `Tests/Corpora/CotEditor/CotEditor_Document.xcstrings` (a missing
    /// file fails the reading test with this path).
    static func path(_ name: String) -> String {
        "\(corpus)/\(name.prefix { $0 != "_" })/\(name).xcstrings"
    }

    static let catalogs = [
        "CotEditor_Document", "CotEditor_InfoPlist", "CotEditor_Localizable", "LinearMouse_Localizable",
    ]

    @Test(arguments: catalogs)
    func realCatalog(name: String) throws {
        let table = try XCStringsReader.read(path: Self.path(name))
        let diagnostics = Linter().lint(LintContext(table: table))
        var byRule: [String: Int] = [:]
        for d in diagnostics { byRule[d.rule, default: 0] += 1 }
        print("\(name): \(table.entries.count) keys, \(byRule.sorted { $0.key < $1.key })")
        for rule in ["encoding", "invalid-format-specifier", "placeholder-mismatch", "empty-translation"] {
            let found = diagnostics.filter { $0.rule == rule }
            #expect(found.isEmpty, "\(rule): \(found.prefix(3).map { "\($0.location) \($0.message)" })")
        }
        // LinearMouse's Hebrew `many` forms predate CLDR 42, which dropped `many` from Hebrew.
        let unused = diagnostics.filter { $0.rule == "plural-unused-category" }
        #expect(unused.allSatisfy { $0.locale == "he" && $0.message.contains("`many`") })
    }

    /// Issue 30: CotEditor's Italian toolbar label gains a colon no other language has, and the
    /// default rules say so (and of that catalog's other gained colons, none).
    @Test func aColonOnlyItalianAdds() throws {
        let table = try XCStringsReader.read(path: Self.path("CotEditor_Document"))
        let colons = Linter().lint(LintContext(table: table)).filter { $0.rule == EndPunctuation.id && $0.message.contains("ends with a colon") }
        #expect(colons.map { "\($0.key ?? "") \($0.locale ?? "")" } == ["Toolbar.wrapLines.label it"])
    }
}
