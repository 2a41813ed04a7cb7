import Foundation
import Testing

/// Runs that rewrite the same catalog at once take turns: none loses another's work.
@Suite struct ConcurrentWritersTests {
    static let languages = ["de", "es", "fr", "it", "ja", "nl", "pt-BR", "sv", "da", "fi", "ko", "pl"]

    static func xliff(_ locale: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="Sources/MyApp/Resources/App.xcstrings" source-language="en" target-language="\(locale)" datatype="plaintext">
            <body>
              <trans-unit id="welcome.title" xml:space="preserve">
                <source>Welcome</source>
                <target state="translated">Welcome (\(locale))</target>
              </trans-unit>
            </body>
          </file>
        </xliff>
        """
    }

    func app() throws -> String {
        let dir = try Stringsgen.scratchProject()
        try FileManager.default.createDirectory(atPath: dir + "/Sources/MyApp/Resources", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/Translations", withIntermediateDirectories: true)
        try Stringsgen.catalog(["welcome.title": ["en": "Welcome"]])
            .write(toFile: dir + "/Sources/MyApp/Resources/App.xcstrings", atomically: true, encoding: .utf8)
        for locale in Self.languages {
            try Self.xliff(locale).write(toFile: dir + "/Translations/\(locale).xliff", atomically: true, encoding: .utf8)
        }
        return dir
    }

    /// Starts every command at once (each its own `stringsgen` process), waits for all; their statuses.
    func runAtOnce(_ commands: [[String]], in dir: String) throws -> [Int32] {
        let processes = commands.map { arguments in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Stringsgen.binary)
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: dir)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            return process
        }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        return processes.map(\.terminationStatus)
    }

    /// The locales of the catalog's one key, as JSON reads them.
    func locales(in dir: String) throws -> Set<String> {
        let data = try Data(contentsOf: URL(fileURLWithPath: dir + "/Sources/MyApp/Resources/App.xcstrings"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let strings = try #require(root["strings"] as? [String: Any])
        let entry = try #require(strings["welcome.title"] as? [String: Any])
        return Set(try #require(entry["localizations"] as? [String: Any]).keys)
    }

    @Test func importsOfEveryLanguageAtOnceAllLand() throws {
        let dir = try app()
        let statuses = try runAtOnce(Self.languages.map { ["import", "Translations/\($0).xliff"] }, in: dir)
        #expect(statuses.allSatisfy { $0 == 0 }, "\(statuses)")
        #expect(try locales(in: dir) == Set(Self.languages + ["en"]))
        // The locks are gone with the runs that held them.
        let left = try FileManager.default.contentsOfDirectory(atPath: dir + "/Sources/MyApp/Resources")
        #expect(left == ["App.xcstrings"])
    }

    /// Imports, formats and generates at once: every import lands, and the generated resources
    /// hold one state of the catalog, which the last generate run leaves up to date.
    @Test func importsFormatsAndGeneratesAtOnce() throws {
        let dir = try app()
        var commands: [[String]] = []
        for locale in Self.languages {
            commands.append(["import", "Translations/\(locale).xliff"])
            commands.append(["generate"])
            commands.append(["format"])
        }
        let statuses = try runAtOnce(commands, in: dir)
        #expect(statuses.allSatisfy { $0 == 0 }, "\(statuses)")
        #expect(try locales(in: dir) == Set(Self.languages + ["en"]))
        try Stringsgen.run(["generate"], in: dir)
        #expect(try Stringsgen.run(["generate", "--check"], in: dir).status == 0)
        #expect(try Stringsgen.run(["format", "--check"], in: dir).status == 0)
    }
}
