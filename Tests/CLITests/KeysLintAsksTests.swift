import Foundation
import Testing

/// `init`'s shares, `report`'s figures and `export --only-missing` count the keys lint asks
/// for (`StringTable.asksTranslation`), found trying Pocket Poster, DJDX and bitchat (round 18).
@Suite struct KeysLintAsksTests {
    /// The empty key and `#%@` have nothing to translate: a language `report` shows complete
    /// was written “in-progress: 33% of 3 keys translated”, which made its errors warnings.
    @Test func initCountsOnlyKeysWithText() throws {
        let dir = try Stringsgen.scratchProject(files: [
            "Strings/Localizable.xcstrings": Stringsgen.catalog([
                ("", [:]), ("#%@", ["en": "#%@"]), ("Hello", ["en": "Hello", "fr": "Bonjour"]),
            ]),
        ])
        let run = try Stringsgen.run(["init"], in: dir)
        #expect(run.stdout.contains("wrote Locales/fr.json (shipping: 100% of 1 keys translated)"), "\(run.stdout)")
    }

    /// A name every translation keeps (five at least) is asked of no language by lint, nor
    /// listed as missing by `report`, nor sent by `export --only-missing` (Pocket Poster's
    /// “Apple” and “CarPlay”: 40 report rows in 20 languages). A word translated is, and so is
    /// a phrase every translation keeps, which is English a tool copied into every language
    /// (Blockstream Green's Transifex files: “Account Settings” and 90 more keys counted as
    /// translated in 15 languages).
    @Test func aNameEveryTranslationKeepsIsNotMissing() throws {
        let kept = ["en", "de", "fr", "es", "it", "ja"].reduce(into: [String: String]()) { $0[$1] = "CarPlay" }
        let copied = ["en", "de", "fr", "es", "it", "ja"].reduce(into: [String: String]()) { $0[$1] = "Account Settings" }
        let settings = ["en": "Settings", "de": "Einstellungen", "fr": "Réglages", "es": "Ajustes", "it": "Impostazioni", "ja": "設定"]
        var files = ["Strings/Localizable.xcstrings": Stringsgen.catalog([
            ("CarPlay", kept), ("Settings", settings), ("Quit", ["en": "Quit"]), ("Account Settings", copied),
        ])]
        // Polish lacks all four: lint asks it for all but “CarPlay”.
        for code in ["en", "de", "fr", "es", "it", "ja", "pl"] {
            files["Locales/\(code).json"] = "{ \"code\" : \"\(code)\", \"displayName\" : \"\(code)\", \"status\" : \"shipping\" }\n"
        }
        let dir = try Stringsgen.scratchProject(files: files)
        let lint = try Stringsgen.run(["lint", "--locale", "pl"], in: dir)
        #expect(!lint.stdout.contains("‘CarPlay’") && lint.stdout.contains("‘Settings’ has no ‘pl’"), "\(lint.stdout)")
        #expect(lint.stdout.contains("‘Account Settings’ has no ‘pl’"), "\(lint.stdout)")
        let report = try Stringsgen.run(["report", "--format", "json", "--no-git"], in: dir)
        #expect(report.status == 0 && !report.stdout.contains("\"CarPlay\"") && report.stdout.contains("\"Settings\""), "\(report.stdout)")
        // German keeps the English phrase: not translated, in `report` as in `init`.
        let german = try Stringsgen.run(["report", "--locales", "de", "--no-git"], in: dir)
        #expect(german.stdout.contains("66.6% (2/3)") && german.stdout.contains("Account Settings"), "\(german.stdout)")
        let export = try Stringsgen.run(["export", "--only-missing", "--locale", "pl"], in: dir)
        #expect(export.status == 0, "\(export.stderr)")
        let xliff = try String(contentsOfFile: dir + "/Translations/pl.xliff", encoding: .utf8)
        #expect(!xliff.contains("CarPlay") && xliff.contains("Settings") && xliff.contains("Quit"), "\(xliff)")
    }
}
