import Foundation
import Testing

/// Issue 26: `stringsgen init` in a fresh app folder writes a configuration that `lint` and
/// `generate` accept as it is, never overwrites without `--force`, and keeps what it replaces.
@Suite struct InitCommandTests {
    @Test func aFreshAppFolderGetsAConfigurationThatWorksAsWritten() throws {
        let dir = try Stringsgen.scratchProject()
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/App", withIntermediateDirectories: true)
        try fm.copyItem(atPath: Stringsgen.corpus("Whisky_Localizable.xcstrings"), toPath: dir + "/App/Localizable.xcstrings")
        let first = try Stringsgen.run(["init"], in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("wrote stringsgen.json"))
        #expect(first.stdout.contains("wrote Locales/en.json (shipping: the source language)"))
        #expect(first.stdout.contains("wrote Locales/de.json (shipping: 100% of 151 keys translated)"), "\(first.stdout)")
        // 21 translations and the source language, each a file Locales/ reads.
        let written = try fm.contentsOfDirectory(atPath: dir + "/Locales").filter { $0.hasSuffix(".json") }
        #expect(written.count == 22)
        let german = try String(contentsOfFile: dir + "/Locales/de.json", encoding: .utf8)
        #expect(german.contains("\"displayName\" : \"German\"") && german.contains("\"nativeName\" : \"Deutsch\""))

        // Accepted as it is: findings (exit 1) are the catalog's, not an unreadable configuration (2).
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.status == 0 || lint.status == 1, "\(lint.stderr)")
        #expect(try Stringsgen.run(["generate"], in: dir).status == 0)

        // Nothing is overwritten, unless asked; what is replaced is kept.
        try "{ }\n".write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let again = try Stringsgen.run(["init"], in: dir)
        #expect(again.stdout.contains("kept stringsgen.json: it exists (--force replaces it)"))
        #expect(try String(contentsOfFile: dir + "/stringsgen.json", encoding: .utf8) == "{ }\n")
        let forced = try Stringsgen.run(["init", "--force"], in: dir)
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: dir + "/stringsgen.json.bak", encoding: .utf8) == "{ }\n")
        #expect(try String(contentsOfFile: dir + "/stringsgen.json", encoding: .utf8).contains("\"keys\" : \"manual\""))
    }

    /// A language with few translations is in progress: its missing translations are warnings.
    @Test func aLanguageWithFewTranslationsIsInProgress() throws {
        let dir = try Stringsgen.scratchProject()
        try FileManager.default.createDirectory(atPath: dir + "/Strings", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Stringsgen.corpus("Rectangle_Main.xcstrings"), toPath: dir + "/Strings/Main.xcstrings")
        let result = try Stringsgen.run(["init"], in: dir)
        #expect(result.status == 0)
        let inProgress = result.stdout.split(separator: "\n").filter { $0.contains("(in-progress:") }
        #expect(!inProgress.isEmpty, "\(result.stdout)")
        for line in inProgress {
            let code = line.split(separator: "/")[1].split(separator: ".json")[0]
            let file = try String(contentsOfFile: dir + "/Locales/\(code).json", encoding: .utf8)
            #expect(file.contains("\"status\" : \"in-progress\""))
        }
    }
}
