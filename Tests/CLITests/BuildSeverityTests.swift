import Foundation
import Testing

/// A build (`generate --lint`, as the build plugin runs it) is not stopped by a string that
/// translators have not delivered yet; `lint` in CI still fails on it. `stringsgen.json` moves
/// either: `lint.buildSeverity` for builds, `lint.severity` for both.
@Suite struct BuildSeverityTests {
    /// A new English string with no German yet; `de` ships.
    func app(configuration: String? = nil) throws -> String {
        let dir = try Stringsgen.scratchProject()
        try FileManager.default.createDirectory(atPath: dir + "/Strings", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/Locales", withIntermediateDirectories: true)
        try Stringsgen.catalog(["welcome.title": ["de": "Willkommen", "en": "Welcome"], "welcome.new": ["en": "Just added"]])
            .write(toFile: dir + "/Strings/App.xcstrings", atomically: true, encoding: .utf8)
        for code in ["en", "de"] {
            try "{ \"code\" : \"\(code)\", \"displayName\" : \"\(code)\", \"status\" : \"shipping\" }"
                .write(toFile: dir + "/Locales/\(code).json", atomically: true, encoding: .utf8)
        }
        if let configuration { try configuration.write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8) }
        return dir
    }

    static let finding = "Strings/App.xcstrings:11:5: %@: [missing-translation] ‘welcome.new’ has no ‘de’ translation: translate “Just added”\n"

    func finding(_ severity: String) -> String { Self.finding.replacingOccurrences(of: "%@", with: severity) }

    @Test func aMissingTranslationWarnsInABuildAndFailsLint() throws {
        let dir = try app()
        let build = try Stringsgen.run(["generate", "--lint"], in: dir)
        #expect(build.status == 0, "\(build.stdout)\(build.stderr)")
        #expect(build.stdout.hasPrefix(finding("warning")), "\(build.stdout)")
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.status == 1)
        #expect(lint.stdout == finding("error"))
    }

    /// A translation `generate` leaves out is one diagnostic under `--lint`: lint's error, saying
    /// what generate did (LiveContainer's Japanese “%、” was a warning and an error at one place).
    @Test func aTranslationLeftOutIsSaidOnce() throws {
        let dir = try app()
        try Stringsgen.catalog(["welcome.title": ["de": "Willkommen, %@", "en": "Welcome, %@"], "saved": ["de": "Zu 50 %, gespeichert %@", "en": "Saved %@"]])
            .write(toFile: dir + "/Strings/App.xcstrings", atomically: true, encoding: .utf8)
        let build = try Stringsgen.run(["generate", "--lint"], in: dir)
        #expect(build.status == 1)
        let said = (build.stdout + build.stderr).split(separator: "\n").filter { $0.contains("[invalid-format-specifier]") }
        #expect(said.count == 1, "\(said)")
        #expect(said.first?.contains(": error: ") == true && said.first?.hasSuffix("; not compiled: the app shows the source language's text until it is fixed") == true, "\(said)")
        // Without --lint, generate still warns.
        let plain = try Stringsgen.run(["generate"], in: dir)
        #expect(plain.stderr.contains(": warning: [invalid-format-specifier]"), "\(plain.stderr)")
    }

    @Test func buildSeverityMakesTheBuildFailAgain() throws {
        let dir = try app(configuration: #"{ "lint" : { "buildSeverity" : { "missing-translation" : "error" } } }"#)
        let build = try Stringsgen.run(["generate", "--lint"], in: dir)
        #expect(build.status == 1)
        #expect(build.stdout.hasPrefix(finding("error")), "\(build.stdout)")
        #expect(try Stringsgen.run(["lint"], in: dir).stdout == finding("error"))
    }

    /// `lint.severity` is the project's word for both; a build never raises it.
    @Test func severityLowersBothAndTheBuildNeverRaisesIt() throws {
        let noted = try app(configuration: #"{ "lint" : { "severity" : { "missing-translation" : "note" } } }"#)
        #expect(try Stringsgen.run(["lint"], in: noted).stdout == finding("note"))
        #expect(try Stringsgen.run(["generate", "--lint"], in: noted).stdout.hasPrefix(finding("note")))
        let off = try app(configuration: #"{ "lint" : { "severity" : { "missing-translation" : "off" } } }"#)
        #expect(try Stringsgen.run(["generate", "--lint"], in: off).stdout.hasPrefix("stringsgen: "))
    }

    @Test func anUnknownRuleInBuildSeverityIsAConfigurationError() throws {
        let dir = try app(configuration: #"{ "lint" : { "buildSeverity" : { "missing-translations" : "error" } } }"#)
        let build = try Stringsgen.run(["generate", "--lint"], in: dir)
        #expect(build.status == 2)
        #expect(build.stderr.contains("stringsgen.json:1:34: error: unknown rule \"missing-translations\" in lint.buildSeverity"), "\(build.stderr)")
        // Refused before anything is written, and by `lint` too, which does not use the member.
        #expect(!FileManager.default.fileExists(atPath: dir + "/Generated"))
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.status == 2)
        #expect(lint.stderr.hasPrefix("stringsgen.json:1:34: error: unknown rule"), "\(lint.stderr)")
    }
}
