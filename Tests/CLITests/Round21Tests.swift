import Foundation
import Testing

/// Findings real apps showed wrong in round 21 (Brave iOS, ImageOptim: Tests/CLITests/Fixtures/
/// Round21, with their origin and license), each beside a case still reported.
@Suite(.removesScratchFolders) struct Round21Tests {
    /// Brave's widget intents, copied unchanged: the `unknown` value Xcode adds to each enum
    /// (no language has it; Siri never shows it) and the prompts about an enum parameter, which
    /// every language translates once per value (`5ixvGX-tYwiRd`), were 10 errors in German.
    /// A prompt German lacks is still asked for.
    @Test func braveWidgetIntents() throws {
        let dir = try Stringsgen.scratchProject(copying: "Round21/BraveWidgets")
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.status == 0, "\(lint.stdout)")
        #expect(!lint.stdout.contains("“unknown”") && !lint.stdout.contains("5ixvGX"), "\(lint.stdout)")
        let strings = dir + "/de.lproj/BraveWidgets.strings"
        let german = try String(contentsOfFile: strings, encoding: .utf8)
        // The German of a prompt of the intent that has no enum parameter, taken out.
        let line = try #require(german.split(separator: "\n").first { $0.hasPrefix("\"") && !$0.contains("-") })
        try german.replacingOccurrences(of: line + "\n", with: "").write(toFile: strings, atomically: true, encoding: .utf8)
        let id = String(line.dropFirst().prefix { $0 != "\"" })
        let again = try Stringsgen.run(["lint"], in: dir)
        #expect(again.stdout.contains("[missing-translation] ‘\(id)’ has no ‘de’ translation"), "\(again.stdout)")
    }

    /// ImageOptim's table keeps its English in the code: a key a language lacks is asked at that
    /// language's file, not at the Arabic line where the key was first met.
    @Test func aMissingTranslationIsAtTheLocalesOwnFile() throws {
        let dir = try Stringsgen.scratchProject(copying: "Round21/ImageOptimLocation")
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.stdout.contains("tr.lproj/Localizable.strings:1:1: error: [missing-translation] ‘%@ failed to start’ has no ‘tr’ translation"), "\(lint.stdout)")
        #expect(!lint.stdout.contains("ar.lproj/Localizable.strings:2:1: error: [missing-translation]"), "\(lint.stdout)")
    }

    /// A catalog language that is English throughout, marked `translated` (ownCloud's Lao, 790
    /// values, ✅ 100%): `report`, `init` and `export --only-missing` count it untranslated, as
    /// lint does. A translator's choice to keep a name or two (German “Metal HUD”) still counts.
    @Test func aLanguageLeftInEnglishIsNotTranslated() throws {
        let english = ["Open the file", "Close the window", "Delete the photo", "Share the link", "Tap to quit the app", "Metal HUD"]
        let german = ["Datei öffnen", "Fenster schließen", "Foto löschen", "Link teilen", "Zum Beenden tippen", "Metal HUD"]
        let entries = english.indices.map { i in (english[i], ["en": english[i], "de": german[i], "lo": english[i]]) }
        let dir = try Stringsgen.scratchProject(files: ["Strings/Localizable.xcstrings": Stringsgen.catalog(entries)])
        let report = try Stringsgen.run(["report", "--no-git"], in: dir)
        #expect(report.stdout.contains("| ✅ de | shipping | 100.0% (6/6)") && report.stdout.contains("| ❌ lo | shipping | 0.0% (0/6)"), "\(report.stdout)")
        let export = try Stringsgen.run(["export", "--only-missing", "--locale", "lo"], in: dir)
        #expect(export.stdout.contains("6 unit(s) for lo"), "\(export.stdout)")
        let initialized = try Stringsgen.run(["init"], in: dir)
        #expect(initialized.stdout.contains("wrote Locales/lo.json (in-progress: 0% of 6 keys translated)"), "\(initialized.stdout)")
        #expect(initialized.stdout.contains("wrote Locales/de.json (shipping: 100% of 6 keys translated)"), "\(initialized.stdout)")
    }

    /// A key only `en-GB.lproj` has, in a table whose English is the code's: no text of the
    /// app's (26 errors in ImageOptim). The keys every translation has are still asked of the
    /// language that lacks them.
    @Test func aKeyOnlyARegionalSourceHasIsAskedOfNoLanguage() throws {
        let dir = try Stringsgen.scratchProject(copying: "Round21/ImageOptimRegional")
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(!lint.stdout.contains("Waiting to start more optimizations’ has no"), "\(lint.stdout)")
        #expect(lint.stdout.contains("[missing-translation] ‘KB’ has no ‘de’ translation"), "\(lint.stdout)")
    }
}
