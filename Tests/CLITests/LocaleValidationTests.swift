import Foundation
import Testing

/// Every command that takes a locale checks it as `lint --locale` does: the project's list, and
/// the locale meant where it is a slip of case, `_` or region. `import` never adds a
/// localization that differs from the project's only in case.
@Suite struct LocaleValidationTests {
    static let slips: [(asked: String, meant: String?)] = [("DE", "de"), ("de-DE", "de"), ("de_de", "de"), ("FR", "fr"), ("xx", nil)]

    @Test(arguments: [["export", "--locale"], ["report", "--locales", "en,"], ["lint", "--locale"], ["lint", "--locales", "en,"]])
    func everyLocaleOptionIsChecked(_ command: [String]) throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        for slip in Self.slips {
            let arguments = command.last!.hasSuffix(",") ? command.dropLast() + [command.last! + slip.asked] : command + [slip.asked]
            let result = try Stringsgen.run(Array(arguments), in: dir)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            let guess = slip.meant.map { "did you mean \"\($0)\"? " } ?? ""
            #expect(result.stderr.hasPrefix("Error: the project has no locale \"\(slip.asked)\"; \(guess)its locales are: en, de, fr, ru"), "\(arguments): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/Translations"), "nothing exported")
    }

    /// Asking to export the source language is a slip of usage too (exit 64), not a catalog problem.
    @Test func exportingTheSourceLanguageIsAUsageError() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        let export = try Stringsgen.run(["export", "--locale", "de", "--locale", "en"], in: dir)
        #expect(export.status == 64)
        #expect(export.stderr.hasPrefix("Error: \"en\" is the source language: export the languages translators translate into"), "\(export.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/Translations"), "nothing exported")
    }

    @Test func aLocaleOnlyTheConfigurationNamesIsTheProjects() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        try #"{ "requiredLocales" : ["en", "de", "fr", "ru", "ja"] }"#.write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let export = try Stringsgen.run(["export", "--locale", "ja"], in: dir)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.hasPrefix("wrote Translations/ja.xliff"))
    }

    @Test func importRefusesALanguageThatDiffersOnlyInCase() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        #expect(try Stringsgen.run(["export", "--locale", "de"], in: dir).status == 0)
        let path = dir + "/Translations/de.xliff"
        let xliff = try String(contentsOfFile: path, encoding: .utf8)
        try xliff.replacingOccurrences(of: "target-language=\"de\"", with: "target-language=\"DE\"").write(toFile: path, atomically: true, encoding: .utf8)
        let catalog = try Data(contentsOf: URL(fileURLWithPath: dir + "/Strings/App.xcstrings"))
        let result = try Stringsgen.run(["import", "Translations/de.xliff"], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Translations/de.xliff:3:3: error: target-language \"DE\" is the project's \"de\" written another way; write target-language=\"de\""), "\(result.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/Strings/App.xcstrings")) == catalog)
    }
}
