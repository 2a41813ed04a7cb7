import Foundation
import Testing

/// `lint` with screens declared in stringsgen.json, `lint --expansion`, and `generate --pseudo`,
/// run as a user runs them on a small project.
@Suite(.removesScratchFolders) struct CopyBudgetCommandTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "intro_explanation" : { "extractionState" : "manual", "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Kleine Pausen über den Tag verteilt halten dich in Bewegung, ohne dass es stört." } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Short breaks through the day keep you moving." } } } },
            "intro_subtitle" : { "extractionState" : "manual", "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Steh öfter auf, %@" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Stand up more, %@" } } } },
            "intro_title" : { "extractionState" : "manual", "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome" } } } }
          },
          "version" : "1.0"
        }
        """

    static func project(config: String) throws -> String {
        let dir = try Stringsgen.scratchProject()
        try FileManager.default.createDirectory(atPath: dir + "/Strings", withIntermediateDirectories: true)
        try catalog.write(toFile: dir + "/Strings/App.xcstrings", atomically: true, encoding: .utf8)
        try config.write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        return dir
    }

    static let screen = #"{ "lint" : { "screens" : [ { "name" : "Intro", "keys" : "intro_*", "budget" : 100 } ] } }"#

    @Test func aScreenOverBudgetInGerman() throws {
        // en: 45 + (15 + 10) = 70; de: 80 + (16 + 10) = 106 (`%@` counts as 10 characters).
        let dir = try Self.project(config: Self.screen)
        let result = try Stringsgen.run(["lint"], in: dir)
        #expect(result.status == 1)
        #expect(result.stdout == """
            Strings/App.xcstrings:5:67: error: [screen-budget] screen ‘Intro’ in ‘de’: its body text has 106 characters, 6 over its budget of 100 (‘intro_explanation’ 80, ‘intro_subtitle’ 26): shorten them

            """)
        // The writer's early warning: English at 70 is 91 once 1.3 times as long; at 1.5, 105.
        #expect(try Stringsgen.run(["lint", "--expansion", "1.3"], in: dir).stdout == result.stdout)
        let risk = try Stringsgen.run(["lint", "--expansion", "1.5", "--format", "json"], in: dir)
        #expect(risk.stdout.contains("screen ‘Intro’ in ‘en’ has 70 characters of body text, 105 once translation makes it 1.5 times as long: 5 over its budget of 100; shorten it before it is translated"))
        #expect(risk.stdout.contains(#""rule" : "expansion-risk""#) || risk.stdout.contains(#""rule": "expansion-risk""#))
        let bad = try Stringsgen.run(["lint", "--expansion", "0.5"], in: dir)
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--expansion expects a factor from 1 to 10 (such as 1.3), found 0.5"), "\(bad.stderr)")
    }

    @Test func aScreenWithoutABudgetIsALocatedError() throws {
        let dir = try Self.project(config: "{\n  \"lint\" : { \"screens\" : [ { \"name\" : \"Intro\", \"keys\" : [\"intro_*\"] } ] }\n}")
        let result = try Stringsgen.run(["lint"], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr.contains("stringsgen.json:2:28: error: expected a \"budget\" for the screen \"Intro\""), "\(result.stderr)")
        let unknown = try Self.project(config: #"{ "lint" : { "screens" : [ { "name" : "Intro", "keys" : "intro_*", "budget" : 100, "limit" : 3 } ] } }"#)
        #expect(try Stringsgen.run(["lint"], in: unknown).stderr.contains("unknown member \"limit\" in a screen"))
    }

    @Test func generatePseudoWritesEnXA() throws {
        let dir = try Self.project(config: "{}")
        #expect(try Stringsgen.run(["generate", "--pseudo"], in: dir).status == 0)
        let strings = try String(contentsOfFile: dir + "/Generated/Resources/en-XA.lproj/App.strings", encoding: .utf8)
        #expect(strings.contains(#""intro_subtitle" = "[Šţåñð ûþ ɱöŕé, %@ ~~~~]";"#))
        let swift = try String(contentsOfFile: dir + "/Generated/LocalizedString+App.swift", encoding: .utf8)
        #expect(swift.contains(#"_languages: [String] = ["en", "de", "en-XA"]"#))
        // Without it (and without generate.pseudo) no en-XA, and --check finds the extra language stale.
        #expect(try Stringsgen.run(["generate", "--check"], in: dir).status == 1)
        try #"{ "generate" : { "pseudo" : true } }"#.write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        #expect(try Stringsgen.run(["generate", "--check"], in: dir).status == 0)
    }
}
