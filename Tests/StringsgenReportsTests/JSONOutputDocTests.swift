import Foundation
import Testing

/// docs/json-output.md is what a script is written from: its report schema is the one the code
/// documents on `JSONReport` (a CI integrator found the page still at schema version 1).
@Suite struct JSONOutputDocTests {
    @Test func theReportSchemaOnThePageIsTheCodes() throws {
        let root = URL(fileURLWithPath: testsDirectory).deletingLastPathComponent().deletingLastPathComponent().path
        let code = try String(contentsOfFile: root + "/Sources/StringsgenReports/Coverage/JSONReport.swift", encoding: .utf8)
        let page = try String(contentsOfFile: root + "/docs/json-output.md", encoding: .utf8)
        // The schema block of the doc comment, without its `/// ` prefixes.
        let start = try #require(code.range(of: "/// ```\n/// {"))
        let end = try #require(code.range(of: "/// ```\n///\n", range: start.upperBound..<code.endIndex))
        let schema = code[code.index(start.lowerBound, offsetBy: "/// ```\n".count)..<end.lowerBound]
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("/// ") ? String($0.dropFirst(4)) : String($0.dropFirst(3)) }
            .joined(separator: "\n")
        #expect(schema.contains("\"schemaVersion\": 2"))
        #expect(page.contains("```\n" + schema + "```\n"), "docs/json-output.md's report schema differs from JSONReport's doc comment")
    }
}
