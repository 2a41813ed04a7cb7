import Foundation
import Testing

/// `stringsgen lint` on a fixture project with one defect of each common kind.
@Suite(.removesScratchFolders) struct LintCommandTests {
    static let expectedXcode = """
    Strings/App.xcstrings:11:23: error: [placeholder-mismatch] ‘app.greeting’ in ‘de’ (“Hallo, %d!”) has `%d` (number) for the first value, where the source has `%@` (text): use `%@`
    Strings/App.xcstrings:23:23: warning: [punctuation] ‘app.greeting’ in ‘fr’ (“Bonjour, %@ !”) has a breaking space before “!”: use a no-break space (U+202F or U+00A0) so the line cannot start with it
    Strings/App.xcstrings:101:15: error: [plural-missing-category] ‘app.items’ in ‘ru’ has one “%lld элемент”, many “%lld элементов” and other “%lld элемента” but no `few` form, for 2–4, 22–24, 32–34, …: add it (‘ru’ needs one (1, 21, 31, …), few (2–4, 22–24, 32–34, …), many (0, 5–20, 25–30, …) and other (numbers with a fraction, such as 1.5); the source has one “%lld item” and other “%lld items”)
    Strings/App.xcstrings:124:5: warning: [missing-translation] ‘app.welcome_subtitle’ has no ‘fr’ translation: translate “Move a little more every day.”
    Strings/App.xcstrings:131:23: error: [length-limit] ‘app.welcome_subtitle’ in ‘de’ (“Willkommen! Diese App hilft dir, jeden Tag ein wenig mehr in Bewegung zu kommen, mit Erinnerungen, S…”) is 135 characters, 15 over its limit of 120: shorten it
    Strings/App.xcstrings:143:23: warning: [translation-state] ‘app.welcome_subtitle’ in ‘ru’ (“Двигайтесь чуть больше каждый день.”) needs review: check it against the source and mark it translated

    """

    @Test func xcodeOutputIsLocatedAndErrorsExit1() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        let result = try Stringsgen.run(["lint"], in: dir)
        #expect(result.status == 1)
        #expect(result.stdout == Self.expectedXcode)
        #expect(result.stderr == "stringsgen: 3 errors, 3 warnings in 1 file\n")
    }

    /// Both streams into one pipe (`lint 2>&1 | less`, a CI log): the findings, then the summary.
    @Test func pipedOutputKeepsTheSummaryLast() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        let result = try Stringsgen.run(["/bin/sh", "-c", "'\(Stringsgen.binary)' lint 2>&1 | cat"], in: dir, viaShell: true)
        #expect(result.stdout == Self.expectedXcode + "stringsgen: 3 errors, 3 warnings in 1 file\n")
    }

    @Test func aTranslatorSeesOnlyTheirLocale() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        let result = try Stringsgen.run(["lint", "--locale", "ru"], in: dir)
        #expect(result.status == 1)
        // The locale's header from Locales/ first (this one has no style notes or glossary).
        #expect(result.stdout.hasPrefix("Russian (ru), shipping\n\n"))
        let lines = result.stdout.split(separator: "\n").filter { $0.hasPrefix("Strings/") }
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.contains("in ‘ru’") })
        #expect(try Stringsgen.run(["lint", "--locale", "ru", "--format", "json"], in: dir).stdout.hasPrefix("{"),
                "machine formats have no header")
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

    /// An input that cannot be read is also said in the format CI reads: a GitHub error
    /// annotation at its line, and a SARIF run with no results whose invocation failed, saying
    /// why (an upload step got an empty file before). Exit status 2 either way.
    @Test func anUnreadableInputInGithubAndSarifFormats() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        try #"{ "lint" : { "severity" : { "missing-translaton" : "off" } } }"#.write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let github = try Stringsgen.run(["lint", "--format", "github"], in: dir)
        #expect(github.status == 2)
        #expect(github.stdout.hasPrefix("::error file=stringsgen.json,line=1,col=29,title=stringsgen::unknown rule \"missing-translaton\""), "\(github.stdout)")
        #expect(github.stderr.hasPrefix("stringsgen.json:1:29: error: unknown rule"))
        let sarif = try Stringsgen.run(["lint", "--format", "sarif"], in: dir)
        #expect(sarif.status == 2)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.isEmpty == true)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        #expect(((notification["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("unknown rule") == true)
    }

    /// Every file that cannot be read is said in one run, in each format (iAPS's three
    /// `Root.strings` took three runs), and a UTF-16 file whose byte order mark a tool turned
    /// into two U+FFFD is said to be that, not a `�` where a key was expected.
    @Test func everyUnreadableFileIsSaidInOneRun() throws {
        let dir = try Stringsgen.scratchProject()
        let utf16: [UInt8] = Array("\"Group\" = \"Groep\";\n".utf8).flatMap { [$0, 0] }
        for locale in ["en", "nl", "ru"] {
            try FileManager.default.createDirectory(atPath: dir + "/App/Settings.bundle/\(locale).lproj", withIntermediateDirectories: true)
        }
        try Data("\"Group\" = \"Group\";\n".utf8).write(to: URL(fileURLWithPath: dir + "/App/Settings.bundle/en.lproj/Root.strings"))
        for locale in ["nl", "ru"] {
            try Data([UInt8]([0xEF, 0xBF, 0xBD, 0xEF, 0xBF, 0xBD]) + utf16).write(to: URL(fileURLWithPath: dir + "/App/Settings.bundle/\(locale).lproj/Root.strings"))
        }
        try FileManager.default.createDirectory(atPath: dir + "/App/de.lproj", withIntermediateDirectories: true)
        try "\"a\" = \"b\"\n".write(toFile: dir + "/App/de.lproj/Main.strings", atomically: true, encoding: .utf8)
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.status == 2)
        let lines = lint.stderr.split(separator: "\n")
        #expect(lines.count == 3, "\(lint.stderr)")
        #expect(lint.stderr.contains("App/Settings.bundle/nl.lproj/Root.strings:1:1: error: the file starts with two U+FFFD (EF BF BD EF BF BD) and then UTF-16 text"), "\(lint.stderr)")
        #expect(lint.stderr.contains("App/Settings.bundle/ru.lproj/Root.strings:1:1: error:") && lint.stderr.contains("FF FE"), "\(lint.stderr)")
        #expect(lint.stderr.contains("App/de.lproj/Main.strings:1:"), "\(lint.stderr)")
        let github = try Stringsgen.run(["lint", "--format", "github"], in: dir)
        #expect(github.stdout.split(separator: "\n").filter { $0.hasPrefix("::error file=") }.count == 3, "\(github.stdout)")
        let sarif = try Stringsgen.run(["lint", "--format", "sarif"], in: dir)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let invocation = try #require(((document["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
        #expect((invocation["toolExecutionNotifications"] as? [Any])?.count == 3)
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

        // A new defect: French retypes its placeholder too. Lines move; old findings stay old.
        let catalog = dir + "/Strings/App.xcstrings"
        let text = try String(contentsOfFile: catalog, encoding: .utf8).replacingOccurrences(of: "Bonjour, %@ !", with: "Bonjour, %d !")
        try text.write(toFile: catalog, atomically: true, encoding: .utf8)
        let after = try Stringsgen.run(["lint", "--baseline", "baseline.json"], in: dir)
        #expect(after.status == 1)
        #expect(after.stdout.split(separator: "\n").count == 1)
        #expect(after.stdout.contains("‘app.greeting’ in ‘fr’ (“Bonjour, %d !”) has `%d` (number) for the first value"), "\(after.stdout)")
    }

    /// A baseline written at the project's root matches from a folder below it and with
    /// `--project` from elsewhere: it keeps files relative to the project (a CI integrator's
    /// job that ran in a subfolder saw every old finding come back).
    @Test func aBaselineMatchesFromAnyFolder() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        #expect(try Stringsgen.run(["lint", "--write-baseline", "baseline.json"], in: dir).status == 0)
        #expect(try String(contentsOfFile: dir + "/baseline.json", encoding: .utf8).contains("\"file\": \"Strings/App.xcstrings\""))
        try FileManager.default.createDirectory(atPath: dir + "/Sub", withIntermediateDirectories: true)
        // Both at once: the one to compare with would be ignored, so it is a usage error.
        let both = try Stringsgen.run(["lint", "--baseline", "nothing.json", "--write-baseline", "b.json"], in: dir)
        #expect(both.status == 64)
        #expect(both.stderr.contains("give one of them"), "\(both.stderr)")
        let below = try Stringsgen.run(["lint", "--baseline", "../baseline.json"], in: dir + "/Sub")
        #expect(below.status == 0, "\(below.stdout)")
        #expect(below.stdout.isEmpty, "\(below.stdout)")
        let elsewhere = try Stringsgen.run(["lint", "--project", dir, "--baseline", dir + "/baseline.json"], in: NSTemporaryDirectory())
        #expect(elsewhere.status == 0, "\(elsewhere.stdout)")
        #expect(elsewhere.stdout.isEmpty, "\(elsewhere.stdout)")
    }

    /// Shortening a too-long text changes the count in the message, not the finding: the
    /// baseline matches by rule, key, locale and value path.
    @Test func aShortenedButStillTooLongTextStaysOld() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        #expect(try Stringsgen.run(["lint", "--write-baseline", "baseline.json"], in: dir).status == 0)
        let catalog = dir + "/Strings/App.xcstrings"
        let text = try String(contentsOfFile: catalog, encoding: .utf8)
            .replacingOccurrences(of: "Erfolgen, die motivieren.", with: "Erfolgen, toll.")
        try text.write(toFile: catalog, atomically: true, encoding: .utf8)
        let plain = try Stringsgen.run(["lint"], in: dir)
        #expect(plain.stdout.contains("is 125 characters, 5 over its limit of 120"), "\(plain.stdout)")
        let result = try Stringsgen.run(["lint", "--baseline", "baseline.json"], in: dir)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.isEmpty)
    }

    /// A locale the project does not have (`DE`, `de-DE`, `xx`) is a usage error that names
    /// the project's locales, not a clean "no findings".
    @Test func anUnknownLocaleIsAUsageError() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        for arguments in [["--locale", "DE"], ["--locale", "de-DE"], ["--locales", "en,xx"]] {
            let result = try Stringsgen.run(["lint"] + arguments, in: dir)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("its locales are: en, de, fr, ru"), "\(result.stderr)")
        }
        #expect(try Stringsgen.run(["lint", "--locale", "de"], in: dir).status == 1)
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
        let config = "{\n  \"lint\" : { \"defaultLimit\" : 240, \"bodyCopyLimit\" : 120, \"severity\" : { \"length-limit\" : \"warning\", \"translation-state\" : \"off\" } }\n}"
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

/// `lint` reports what `generate` reports: two keys that become one accessor name (a warning:
/// `generate` leaves both out and generates the rest; `generate --strict` refuses the table).
@Suite(.removesScratchFolders) struct LintIdentifierCollisionTests {
    @Test func twoKeysOneNameIsReportedByLintToo() throws {
        let dir = try Stringsgen.scratchProject()
        try FileManager.default.createDirectory(atPath: dir + "/Strings", withIntermediateDirectories: true)
        let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "welcome_title" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome" } } } },
            "welcomeTitle" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome!" } } } },
            "welcome_subtitle" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Hi" } } } }
          },
          "version" : "1.0"
        }
        """
        try catalog.write(toFile: dir + "/Strings/App.xcstrings", atomically: true, encoding: .utf8)
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.status == 0)
        let lines = lint.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.contains("warning: [identifier-collision] \"welcome_title\" and \"welcomeTitle\" both become the accessor \"welcomeTitle\"") }, "\(lint.stdout)")
        #expect(try Stringsgen.run(["lint", "--strict"], in: dir).status == 1)
        #expect(try Stringsgen.run(["generate"], in: dir).status == 0)
        #expect(try Stringsgen.run(["generate", "--strict"], in: dir).status != 0)
        // Off in the configuration, off in lint.
        try "{ \"lint\" : { \"severity\" : { \"identifier-collision\" : \"off\" } } }".write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        #expect(try Stringsgen.run(["lint", "--strict"], in: dir).status == 0)
    }
}

/// `lint --locale de` on the catalog of issue 16, as a German translator reads it.
@Suite(.removesScratchFolders) struct TranslatorViewTests {
    @Test func germanStartsWithItsHeaderAndQuotesEachTranslation() throws {
        let dir = try Stringsgen.scratchProject(copying: "ReadinessProject")
        let result = try Stringsgen.run(["lint", "--locale", "de"], in: dir)
        #expect(result.status == 1)
        #expect(result.stdout == """
            German · Deutsch (de), shipping
            Style: Informal du. Nouns capitalized. En dash with spaces ( – ).
            Do not translate: StandFit
            Glossary:
              streak   → Serie (consecutive days with at least one logged exercise)
              schedule → Zeitplan

            Strings/App.xcstrings:46:23: error: [length-limit] ‘onboarding.subtitle’ in ‘de’ (“Kleine Pausen, jede Stunde – StandFit erinnert dich sanft daran, aufzustehen.”) is 77 characters, 27 over its limit of 50: shorten it
            Strings/App.xcstrings:76:23: error: [length-limit] ‘premium.cta’ in ‘de’ (“Teste StandFit Premium sieben Tage lang kostenlos und unverbindlich”) is 67 characters, 27 over its limit of 40: shorten it
            Strings/App.xcstrings:106:23: error: [encoding] ‘reminder.title’ in ‘de’ (“Zeit fÃ¼r Bewegung”) has “Ã¼”, text read in the wrong encoding: write “ü” instead
            Strings/App.xcstrings:250:23: error: [placeholder-mismatch] ‘summary.schedule’ in ‘de’ (“Zeitplan erstellt: %d”) has `%d` (number) for the name of the schedule, where the source has `%@` (text): use `%@`

            """)
        #expect(result.stderr == "stringsgen: 4 errors in 1 file\n")
    }

    @Test func aLocaleOutsideLocalesSaysSo() throws {
        let dir = try Stringsgen.scratchProject(copying: "ReadinessProject")
        try FileManager.default.removeItem(atPath: dir + "/Locales/pl.json")
        let result = try Stringsgen.run(["lint", "--locale", "pl"], in: dir)
        #expect(result.stdout.hasPrefix("pl: not listed in Locales/, so it has no style notes or glossary\n\n"), "\(result.stdout)")
    }
}
