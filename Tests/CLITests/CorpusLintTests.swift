import Foundation
import Testing

/// Every real-world file in Tests/Corpora is linted without a crash: findings are fine
/// (exit 0 or 1), an unreadable-input exit (2) or a signal is not.
@Suite(.removesScratchFolders) struct CorpusLintTests {
    @Test(arguments: Stringsgen.corpusCatalogs)
    func catalogLintsWithoutACrash(path: String) throws {
        let dir = try Stringsgen.scratchProject()  // no Locales/: every catalog language is required
        let result = try Stringsgen.run(["lint", "--format", "json", path], in: dir)
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(document?["diagnostics"] is [Any])
    }

    /// The legacy files, arranged as the .lproj folders they come from (symlinks, not copies).
    @Test func legacyTablesLintWithoutACrash() throws {
        let dir = try Stringsgen.scratchProject()
        let fm = FileManager.default
        let layout: [(String, String)] = [
            ("en.lproj/Quicksilver.strings", "Quicksilver_en_UTF16.strings"),
            ("ru.lproj/Quicksilver.strings", "Quicksilver_ru_UTF16.strings"),
            ("de.lproj/Quicksilver.strings", "Quicksilver_de_UTF8BOM.strings"),
            ("ru.lproj/DuckDuckGo.strings", "DuckDuckGo_ru.strings"),
            ("en.lproj/DuckDuckGo.stringsdict", "DuckDuckGo_en.stringsdict"),
            ("ru.lproj/DuckDuckGo.stringsdict", "DuckDuckGo_ru.stringsdict"),
        ]
        for (link, target) in layout {
            try fm.createDirectory(atPath: dir + "/Strings/" + link.split(separator: "/")[0], withIntermediateDirectories: true)
            let corpusFile = Stringsgen.corpus(target)
            try #require(fm.fileExists(atPath: corpusFile), "missing test fixture \(corpusFile)")
            try fm.createSymbolicLink(atPath: dir + "/Strings/" + link, withDestinationPath: corpusFile)
        }
        let result = try Stringsgen.run(["lint", "--format", "json"], in: dir)
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        // DuckDuckGo's malformed `%1#@count@` is reported, not crashed on.
        #expect(result.stdout.contains("%1#@count@"))
        #expect(result.stdout.contains("invalid-format-specifier"))
    }
}
