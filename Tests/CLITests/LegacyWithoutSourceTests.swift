import Foundation
import Testing

/// A legacy table with no source-language file: said once, and no value is compared with
/// its key as if the key were the source text.
@Suite struct LegacyWithoutSourceTests {
    @Test func saidOnceAndNothingComparedWithTheKey() throws {
        let dir = try Stringsgen.scratchProject()
        let fm = FileManager.default
        for (locale, text) in [
            ("de", "\"greeting\" = \"Hallo, %@!\";\n\"items.count\" = \"%lld Dinge\";\n\"title\" = \" Titel\";\n"),
            ("fr", "\"greeting\" = \"Bonjour, %@ !\";\n\"items.count\" = \"%lld choses\";\n\"title\" = \"Titre\";\n"),
        ] {
            try fm.createDirectory(atPath: "\(dir)/Strings/\(locale).lproj", withIntermediateDirectories: true)
            try text.write(toFile: "\(dir)/Strings/\(locale).lproj/Localizable.strings", atomically: true, encoding: .utf8)
        }
        let result = try Stringsgen.run(["lint", "--format", "json"], in: dir)
        #expect(result.status == 0, "\(result.stdout)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["rule"] as? String } == ["missing-source-file"])
        #expect((diagnostics.first?["message"] as? String)?.hasPrefix("the table ‘Localizable’ has no ‘en’ file") == true)
    }
}
