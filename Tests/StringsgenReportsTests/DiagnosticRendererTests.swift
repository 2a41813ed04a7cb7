import Foundation
import StringsgenModel
import Testing
@testable import StringsgenReports

/// Every renderer on the same list of diagnostics (`DiagnosticFixture.all`).
@Suite struct DiagnosticRendererTests {
    let diagnostics = DiagnosticFixture.all

    @Test func xcodeGolden() {
        assertSnapshot(XcodeRenderer().render(diagnostics), named: "lint.xcode.txt")
    }

    @Test func xcodeIsOneSortedLinePerFinding() {
        let lines = XcodeRenderer().render(diagnostics).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == diagnostics.count + 1)
        #expect(lines.last == "")
        #expect(lines.first.map(String.init) == #"Locales/de.json:1:1: error: [encoding] file is not valid UTF-8 at byte 17\u{1}: save it as UTF-8"#)
        #expect(lines.contains(#"Strings/Onboarding.xcstrings:12:23: warning: [length-limit] "say "hi"\now\nnext\t\u{1B}[31m — Grüße 👋🏽" in "ar" is 131 characters, over the limit of 120 by 11: مرحبا"#))
        #expect(lines.contains(#"Strings/Settings.xcstrings:7:5: error: [identifier-collision] keys "welcome_title" and "welcomeTitle" both become the identifier welcomeTitle: rename one"#))
        #expect(lines.contains { $0.hasPrefix("Strings/Odd name: v2,final.xcstrings:2:9: note: [translation-state]") && $0.hasSuffix(#"needs_review\r: review it"#) })
    }

    /// Unicode's other line breaks would split one finding over two lines in an editor or a log.
    @Test func unicodeLineBreaksAreEscaped() {
        let diagnostic = Diagnostic(
            rule: "encoding", severity: .error, location: SourceLocation(file: "Strings/A\u{2028}B.xcstrings", line: 3, column: 4),
            message: "a\u{2028}b\u{2029}c\u{85}d\u{9B}e")
        #expect(XcodeRenderer().render([diagnostic]) == #"Strings/A\u{2028}B.xcstrings:3:4: error: [encoding] a\u{2028}b\u{2029}c\u{85}d\u{9B}e"# + "\n")
    }

    @Test func xcodeSummary() {
        #expect(XcodeRenderer.summary(diagnostics) == "stringsgen: 15 errors, 2 warnings, 1 note in 4 files")
        #expect(XcodeRenderer.summary([]) == "stringsgen: no findings")
        #expect(XcodeRenderer.summary([diagnostics[0]]) == "stringsgen: 1 error in 1 file")
    }

    /// The versions a run reports (fixed here; the CLI reads them from ICU).
    static let versions = ToolVersions(stringsgen: "0.1.0", icu: "72.1", unicode: "15.0", cldr: "42.0")

    @Test func jsonGolden() {
        assertSnapshot(JSONRenderer(versions: Self.versions).render(diagnostics), named: "lint.json")
    }

    @Test func jsonCarriesTheVersionsFirst() throws {
        let text = JSONRenderer(versions: Self.versions).render(diagnostics)
        #expect(text.hasPrefix("{\n  \"versions\": {\n    \"stringsgen\": \"0.1.0\",\n    \"icu\": \"72.1\",\n    \"unicode\": \"15.0\",\n    \"cldr\": \"42.0\"\n  },\n  \"diagnostics\": ["))
        // Without versions (a renderer used as a library), the document is the findings alone.
        #expect(!JSONRenderer().render(diagnostics).contains("versions"))
    }

    @Test func jsonParsesBackToTheSameFindings() throws {
        let text = JSONRenderer().render(diagnostics)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let items = try #require(root["diagnostics"] as? [[String: Any]])
        #expect(items.count == diagnostics.count)
        for (item, d) in zip(items, Diagnostic.sorted(diagnostics)) {
            #expect(item["message"] as? String == d.message)
            #expect(item["rule"] as? String == d.rule)
            #expect(item["line"] as? Int == d.location.line)
            #expect((item["key"] as? String) == d.key)
            #expect(item["key"] is NSNull == (d.key == nil))
            #expect(item["locale"] is NSNull == (d.locale == nil))
            #expect(item["table"] is NSNull == (d.table == nil))
        }
    }

    @Test func jsonEscaping() {
        #expect(JSONText.quoted("a\"b\\c\nd\te\u{1}f\u{7F}g\u{2028}ü👋") == #""a\"b\\c\nd\te\u0001f\u007Fg\u2028ü👋""#)
        #expect(JSONText.quoted("\r\u{0}\u{1F}\u{2029}\u{2028}") == #""\r\u0000\u001F\u2029\u2028""#)
        // Other characters that start with the same UTF-8 byte as U+2028 stay as they are.
        #expect(JSONText.quoted("a—b…\u{2027}\u{202A}\u{2030}\u{E2}") == "\"a—b…\u{2027}\u{202A}\u{2030}\u{E2}\"")
        #expect(JSONText.quoted("") == #""""#)
        #expect(JSONText.quoted("\"") == #""\"""#)
        #expect(JSONRenderer().render([]) == "{\n  \"diagnostics\": []\n}\n")
    }

    @Test func githubGolden() {
        assertSnapshot(GitHubRenderer().render(diagnostics), named: "lint.github.txt")
    }

    @Test func githubCapsAnnotationsPerType() {
        let lines = GitHubRenderer().render(diagnostics).split(separator: "\n").map(String.init)
        let errors = lines.filter { $0.hasPrefix("::error ") }
        #expect(errors.count == GitHubRenderer.annotationLimit)
        #expect(errors.last == "::error title=stringsgen::6 more errors not shown as annotations; run stringsgen lint locally for the full list")
        #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 2)
        #expect(lines.filter { $0.hasPrefix("::notice ") }.count == 1)
        // Every finding is also in the log as a plain line.
        let plain = lines.filter { !$0.hasPrefix("::") }
        #expect(plain.count == diagnostics.count)
    }

    @Test func githubEscaping() {
        #expect(GitHubRenderer.escapeData("100% a\r\nb: c, d") == "100%25 a%0D%0Ab: c, d")
        #expect(GitHubRenderer.escapeProperty("Odd name: v2,final%\n") == "Odd name%3A v2%2Cfinal%25%0A")
        let out = GitHubRenderer().render(diagnostics)
        #expect(out.contains("::notice file=Strings/Odd name%3A v2%2Cfinal.xcstrings,line=2,col=9,title=translation-state::\"a,b:c\" in \"fr\" is 100%25 done but marked needs_review\\r: review it\n"))
        // An annotation is one line as the plain line is: a tab or an escape sequence quoted
        // from a key is written `\t`, `\u{1B}`, not raw.
        let annotations = out.split(separator: "\n").filter { $0.hasPrefix("::warning ") || $0.hasPrefix("::error ") || $0.hasPrefix("::notice ") }
        #expect(!annotations.isEmpty)
        #expect(annotations.allSatisfy { !$0.unicodeScalars.contains { $0.value < 0x20 } })
        #expect(out.contains("now\\nnext\\t\\u{1B}[31m"))
    }

    @Test func githubWithoutOverflowHasNoSummary() {
        let out = GitHubRenderer().render(Array(diagnostics.prefix(3)))
        #expect(!out.contains("more"))
        #expect(GitHubRenderer().render([]) == "")
    }

    @Test func sarifGolden() {
        assertSnapshot(renderSARIF(), named: "lint.sarif")
    }

    @Test func sarifStructure() throws {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(renderSARIF().utf8)) as? [String: Any])
        #expect(root["version"] as? String == "2.1.0")
        #expect(root["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try #require(root["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = runs[0]
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "stringsgen")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(ruleIDs == Set(diagnostics.map(\.rule)).sorted())
        // What code scanning shows beside an alert, for every rule, and no invented web page.
        #expect(driver["informationUri"] == nil)
        for rule in rules {
            for member in ["shortDescription", "fullDescription", "help"] {
                let text = (rule[member] as? [String: Any])?["text"] as? String
                #expect(!(text ?? "").isEmpty, "\(rule["id"] ?? "") lacks \(member)")
            }
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(["error", "warning", "note"].contains(level), "\(rule["id"] ?? "")")
        }
        let missing = try #require(rules.first { $0["id"] as? String == "missing-translation" })
        #expect((missing["help"] as? [String: Any])?["text"] as? String == "Translate the key into the locale")
        #expect((missing["fullDescription"] as? [String: Any])?["text"] as? String
            == "A key has no translation in a required locale. Default severity: error; a project changes it in lint.severity of stringsgen.json.")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == diagnostics.count)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ruleIDs[index] == result["ruleId"] as? String)
            #expect(["error", "warning", "note"].contains(result["level"] as? String))
        }
        #expect(renderSARIF().contains(#""uri": "Strings/Odd%20name%3A%20v2%2Cfinal.xcstrings""#))
        // The data behind counts and plural forms, as tool extensions with their versions.
        let extensions = try #require((run["tool"] as? [String: Any])?["extensions"] as? [[String: Any]])
        #expect(extensions.map { $0["name"] as? String } == ["ICU", "Unicode", "CLDR"])
        #expect(extensions.map { $0["version"] as? String } == ["72.1", "15.0", "42.0"])
    }

    @Test func sarifRelativizesPathsUnderTheSourceRoot() {
        let d = Diagnostic(
            rule: "encoding", severity: .error, location: SourceLocation(file: "/repo/Strings/Ä b.xcstrings", line: 1, column: 2),
            message: "m")
        let out = SARIFRenderer(toolVersion: "1", sourceRoot: "/repo").render([d])
        #expect(out.contains(#""uri": "Strings/%C3%84%20b.xcstrings""#))
    }

    /// Validates the golden SARIF against the SARIF 2.1.0 JSON schema (OASIS errata01, in
    /// `__Fixtures__/`) with Python's `jsonschema`, where python3 has it.
    @Test(.enabled(if: pythonHasJSONSchema, "needs python3 with jsonschema (pip install jsonschema)"))
    func sarifValidatesAgainstTheOfficialSchema() throws {
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            doc = json.load(open(sys.argv[2]))
            errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(doc), key=lambda e: list(e.path))
            for e in errors: print(list(e.path), e.message)
            sys.exit(1 if errors else 0)
            """
        let (status, output) = try runPython(script, [fixtureDirectory + "/sarif-schema-2.1.0.json", snapshotDirectory + "/lint.sarif"])
        #expect(status == 0, "schema errors:\n\(output)")
    }

    private func renderSARIF() -> String {
        SARIFRenderer(
            toolVersion: "0.1.0",
            rules: ["missing-translation": .init(summary: "a key has no translation in a required locale", help: "Translate the key into the locale", defaultSeverity: .error)],
            versions: Self.versions
        ).render(diagnostics)
    }
}

let pythonHasJSONSchema: Bool = (try? runPython("import jsonschema", []).0) == 0

func runPython(_ script: String, _ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
