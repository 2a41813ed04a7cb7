import Foundation
import Testing

/// What an earlier `generate` wrote for a table or a language that is gone is removed, and
/// `generate --check` fails until it is: left on disk it compiles beside the new files.
@Suite struct StaleOutputTests {
    func project() throws -> String {
        let dir = try Stringsgen.scratchProject()
        try FileManager.default.createDirectory(atPath: dir + "/Strings", withIntermediateDirectories: true)
        try PerTargetTablesTests.catalog(["home.title": "Home"], translations: ["de", "fr"])
            .write(toFile: dir + "/Strings/App.xcstrings", atomically: true, encoding: .utf8)
        try PerTargetTablesTests.catalog(["settings.title": "Settings"], translations: ["de"])
            .write(toFile: dir + "/Strings/Settings.xcstrings", atomically: true, encoding: .utf8)
        #expect(try Stringsgen.run(["generate"], in: dir).status == 0)
        return dir
    }

    @Test func aRemovedTableLeavesNothingBehind() throws {
        let dir = try project()
        try FileManager.default.removeItem(atPath: dir + "/Strings/Settings.xcstrings")
        let check = try Stringsgen.run(["generate", "--check"], in: dir)
        #expect(check.status == 1)
        #expect(check.stdout == """
            Generated/LocalizedString+Settings.swift: stale, its table or language is gone (run `stringsgen generate` to remove it)
            Generated/Resources/de.lproj/Settings.strings: stale, its table or language is gone (run `stringsgen generate` to remove it)
            Generated/Resources/en.lproj/Settings.strings: stale, its table or language is gone (run `stringsgen generate` to remove it)
            stringsgen: 1 table(s), 0 of 4 generated file(s) stale, 3 to remove

            """)
        #expect(FileManager.default.fileExists(atPath: dir + "/Generated/LocalizedString+Settings.swift"), "--check removes nothing")
        let run = try Stringsgen.run(["generate"], in: dir)
        #expect(run.stdout.hasSuffix("stringsgen: 1 table(s), 1 accessors; 0 file(s) written, 4 unchanged, 3 removed\n"), "\(run.stdout)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/Generated/LocalizedString+Settings.swift"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/Generated/Resources/de.lproj") == ["App.strings"])
        #expect(try Stringsgen.run(["generate", "--check"], in: dir).status == 0)
    }

    @Test func aRemovedLanguageAndThePseudoLanguageTurnedOffAreRemoved() throws {
        let dir = try project()
        #expect(try Stringsgen.run(["generate", "--pseudo"], in: dir).status == 0)
        #expect(FileManager.default.fileExists(atPath: dir + "/Generated/Resources/en-XA.lproj/App.strings"))
        try PerTargetTablesTests.catalog(["home.title": "Home"], translations: ["de"])
            .write(toFile: dir + "/Strings/App.xcstrings", atomically: true, encoding: .utf8)
        let run = try Stringsgen.run(["generate"], in: dir)
        #expect(run.stdout.contains("removed Generated/Resources/fr.lproj/App.strings"))
        #expect(run.stdout.contains("removed Generated/Resources/en-XA.lproj/App.strings"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/Generated/Resources/fr.lproj"), "the emptied folder goes too")
    }

    /// Only stringsgen's own files, and never those of a table left out of this run.
    @Test func handWrittenFilesAndOtherTablesOutputsStay() throws {
        let dir = try project()
        try "// mine\n".write(toFile: dir + "/Generated/Helpers.swift", atomically: true, encoding: .utf8)
        let subset = try Stringsgen.run(["generate", "Strings/App.xcstrings"], in: dir)
        #expect(subset.status == 0)
        #expect(!subset.stdout.contains("removed"), "\(subset.stdout)")
        #expect(FileManager.default.fileExists(atPath: dir + "/Generated/LocalizedString+Settings.swift"))
        #expect(FileManager.default.fileExists(atPath: dir + "/Generated/Helpers.swift"))
    }
}
