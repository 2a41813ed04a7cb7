import Foundation
import Testing

@Suite struct ReportCommandTests {
    @Test func markdownToStdoutAndTheJobSummary() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        let summary = dir + "/summary.md"
        try "# earlier step\n".write(toFile: summary, atomically: true, encoding: .utf8)
        let result = try Stringsgen.run(["report"], in: dir, environment: ["GITHUB_STEP_SUMMARY": summary])
        #expect(result.status == 0, "a report exits 0 whatever is missing")
        #expect(result.stdout.contains("Move a little more every day."))
        #expect(!result.stdout.contains("en · English"), "the source language is not a locale to cover")
        let appended = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(appended == "# earlier step\n" + result.stdout)
    }

    @Test func jsonListsMissingKeysWithTheirSource() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        let result = try Stringsgen.run(["report", "--format", "json"], in: dir)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["schemaVersion"] as? Int == 1)
        let text = result.stdout
        #expect(text.contains("Move a little more every day."))
        #expect(text.contains("\"fr\""))
    }

    @Test func failUnderFailsOnlyForAShippingLocaleBelowIt() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        #expect(try Stringsgen.run(["report", "--fail-under", "100"], in: dir).status == 1)
        #expect(try Stringsgen.run(["report", "--fail-under", "10"], in: dir).status == 0)
        #expect(try Stringsgen.run(["report", "--fail-under", "120"], in: dir).status == 64)
    }

    @Test func htmlIsOneSelfContainedPage() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        let result = try Stringsgen.run(["report", "--format", "html", "--output", "out"], in: dir)
        #expect(result.status == 0)
        let html = try String(contentsOfFile: dir + "/out/index.html", encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") || html.hasPrefix("<!doctype html>"))
        #expect(!html.contains("http://") || !html.contains("<script src"))
        #expect(!html.contains("<link rel=\"stylesheet\" href"))
    }

    @Test func theDefaultTableIsFullyCovered() throws {
        let result = try Stringsgen.run(["report", "--format", "json", "--fail-under", "100"])
        #expect(result.status == 0, "\(result.stdout.prefix(2000))")
    }
}
