import Foundation
import Testing

/// `stringsgen lint` on a fixture project with one defect of each common kind.
@Suite struct LintCommandTests {
    static let expectedXcode = """
    Strings/App.xcstrings:11:23: error: [placeholder-mismatch] ‘app.greeting’ in ‘de’ is missing `%@` (argument 1): add it back
    Strings/App.xcstrings:23:23: warning: [punctuation] ‘app.greeting’ in ‘fr’ has a breaking space before “!”: use a no-break space (U+202F or U+00A0) so the line cannot start with it
    Strings/App.xcstrings:101:15: error: [plural-missing-category] ‘app.items’ in ‘ru’ has no `few` form: add it (ICU uses `few` in ‘ru’ for 2–4, 22–24, 32–34, …)
    Strings/App.xcstrings:124:5: warning: [missing-translation] ‘app.welcome_subtitle’ has no ‘fr’ translation: translate “Move a little more every day.”
    Strings/App.xcstrings:131:23: error: [length-limit] ‘app.welcome_subtitle’ in ‘de’ is 135 characters, 15 over its limit of 120: shorten it
    Strings/App.xcstrings:143:23: warning: [translation-state] ‘app.welcome_subtitle’ in ‘ru’ needs review: check it against the source and mark it translated

    """

    @Test func xcodeOutputIsLocatedAndErrorsExit1() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        let result = try Stringsgen.run(["lint"], in: dir)
        #expect(result.status == 1)
        #expect(result.stdout == Self.expectedXcode)
        #expect(result.stderr == "stringsgen: 3 errors, 3 warnings in 1 file\n")
    }

    @Test func aTranslatorSeesOnlyTheirLocale() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        let result = try Stringsgen.run(["lint", "--locale", "ru"], in: dir)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.contains("in ‘ru’") })
    }

    @Test func warningsAloneExit0UnlessStrict() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        // French is in progress: its missing translation is a warning, so fr alone passes.
        #expect(try Stringsgen.run(["lint", "--locale", "fr"], in: dir).status == 0)
        #expect(try Stringsgen.run(["lint", "--locale", "fr", "--strict"], in: dir).status == 1)
    }

    @Test func requiredLocalesCanBeOverridden() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        let result = try Stringsgen.run(["lint", "--locales", "en,de"], in: dir)
        #expect(!result.stdout.contains("no ‘fr’ translation"))
        #expect(result.stdout.contains("‘app.greeting’ in ‘de’"))
    }

    @Test func jsonOutputIsOneDocument() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        let result = try Stringsgen.run(["lint", "--format", "json"], in: dir)
        #expect(result.status == 1)
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let diagnostics = try #require(document?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 6)
        let first = diagnostics[0]
        #expect(first["rule"] as? String == "placeholder-mismatch")
        #expect(first["line"] as? Int == 11 && first["column"] as? Int == 23)
        #expect(first["table"] as? String == "App" && first["locale"] as? String == "de")
        // The versions whose data decided the counts and plural forms, as `--version` prints them.
        let versions = try #require(document?["versions"] as? [String: String], "\(result.stdout.prefix(300))")
        #expect(Set(versions.keys) == ["stringsgen", "icu", "unicode", "cldr"])
        let printed = try Stringsgen.run(["--version"]).stdout
        #expect(printed == "stringsgen \(versions["stringsgen"]!)\nICU \(versions["icu"]!) (Unicode \(versions["unicode"]!), CLDR \(versions["cldr"]!))\n")
    }

    @Test func githubAndSarifFormats() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        let github = try Stringsgen.run(["lint", "--format", "github"], in: dir)
        #expect(github.stdout.contains("::error file=Strings/App.xcstrings,line=11,col=23,title=placeholder-mismatch::"))
        let sarif = try Stringsgen.run(["lint", "--format", "sarif"], in: dir)
        let document = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any]
        #expect(document?["version"] as? String == "2.1.0")
        let runs = try #require(document?["runs"] as? [[String: Any]])
        #expect((runs.first?["results"] as? [Any])?.count == 6)
        let tool = try #require(runs.first?["tool"] as? [String: Any])
        let extensions = try #require(tool["extensions"] as? [[String: String]], "\(tool)")
        #expect(extensions.map { $0["name"] } == ["ICU", "Unicode", "CLDR"])
        #expect(extensions.allSatisfy { ($0["version"]?.first?.isNumber) == true }, "\(extensions)")
    }

    @Test func versionNamesICUUnicodeAndCLDR() throws {
        let result = try Stringsgen.run(["--version"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2 && lines[0].hasPrefix("stringsgen "), "\(result.stdout)")
        // "ICU 72.1 (Unicode 15.0, CLDR 42.0)" here; read from the library, not hard-coded.
        let pattern = /ICU \d+\.\d+(\.\d+)* \(Unicode \d+\.\d+(\.\d+)*, CLDR \d+(\.\d+)*\)/
        #expect(lines.count == 2 && lines[1].wholeMatch(of: pattern) != nil, "\(result.stdout)")
    }

    @Test func aBaselineFailsOnlyOnNewFindings() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        let write = try Stringsgen.run(["lint", "--write-baseline", "baseline.json"], in: dir)
        #expect(write.status == 0)
        #expect(write.stdout == "stringsgen: 6 finding(s) recorded in baseline.json\n")
        let clean = try Stringsgen.run(["lint", "--baseline", "baseline.json"], in: dir)
        #expect(clean.status == 0, "\(clean.stdout)")
        #expect(clean.stdout.isEmpty)

        // A new defect: French drops its placeholder too. Lines move; old findings stay old.
        let catalog = dir + "/Strings/App.xcstrings"
        let text = try String(contentsOfFile: catalog, encoding: .utf8).replacingOccurrences(of: "Bonjour, %@ !", with: "Bonjour !")
        try text.write(toFile: catalog, atomically: true, encoding: .utf8)
        let after = try Stringsgen.run(["lint", "--baseline", "baseline.json"], in: dir)
        #expect(after.status == 1)
        #expect(after.stdout.split(separator: "\n").count == 1)
        #expect(after.stdout.contains("‘app.greeting’ in ‘fr’ is missing `%@`"))
    }

    @Test func aBrokenBaselineIsStatus2() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        try "{\"version\" : 1, \"findings\" : [}".write(toFile: dir + "/b.json", atomically: true, encoding: .utf8)
        let result = try Stringsgen.run(["lint", "--baseline", "b.json"], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("b.json:1:31: error:"), "\(result.stderr)")
    }

    @Test func severityCanBeChangedInTheConfiguration() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        let config = "{\n  \"lint\" : { \"severity\" : { \"length-limit\" : \"warning\", \"translation-state\" : \"off\" } }\n}"
        try config.write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let result = try Stringsgen.run(["lint"], in: dir)
        #expect(result.stdout.contains("warning: [length-limit]"))
        #expect(!result.stdout.contains("translation-state"))

        try "{ \"lint\" : { \"severity\" : { \"no-such-rule\" : \"off\" } } }".write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let bad = try Stringsgen.run(["lint"], in: dir)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("unknown rule \"no-such-rule\""))
    }

    @Test func theDefaultOnboardingTableLintsClean() throws {
        let result = try Stringsgen.run(["lint", "--strict"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "stringsgen: no findings\n")
    }
}
