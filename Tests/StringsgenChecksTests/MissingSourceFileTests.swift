import Testing
import StringsgenModel
@testable import StringsgenChecks

@Suite struct MissingSourceFileTests {
    let check = MissingSourceFile()

    /// A legacy table: each localization written in `<locale>.lproj/<name>.strings`; the table's
    /// file is the source's where it has one, as the loader has it, else the first translation's
    /// (`emptySourceFile`: an `en` file that holds no keys).
    func legacy(_ name: String, _ entries: [(key: String, values: KeyValuePairs<String, String>)], emptySourceFile: Bool = false) -> StringTable {
        let locales = entries.flatMap { $0.values.map(\.key) }
        let fileLocale = emptySourceFile || locales.contains("en") ? "en" : locales.first ?? "en"
        return StringTable(name: name, file: "\(fileLocale).lproj/\(name).strings", format: .strings, sourceLanguage: "en", entries: entries.map { key, values in
            Entry(key: key, location: at(1), localizations: values.map { locale, value in
                let file = "\(locale).lproj/\(name).strings"
                return Localization(
                    locale: locale, location: SourceLocation(file: file, line: 1, column: 1),
                    content: LocalizedContent(stringUnit: StringUnit(value: value, location: SourceLocation(file: file, line: 1, column: 1))))
            })
        })
    }

    /// Found on apps the rule had not seen (Loop, KeePassium, ownCloud): a table made from a
    /// storyboard (its keys are Interface Builder object ids) and an InfoPlist table have their
    /// source elsewhere; a key that reads as text is its own English. An identifier the source
    /// file lacks is still named, and a table of identifiers with no source file still said.
    @Test func sourcesThatAreNoStringsFile() {
        var storyboard = legacy("Main", [("lEo-YM-MnB.text", ["de": "Fertig"]), ("dzT-B4-za3.placeholder", ["de": "Name"])])
        // Without its storyboard it is what a nib left behind (LyricsX's `Perference.strings`).
        #expect(findings(check, storyboard).map(\.message) == [
            "the table ‘Main’ (in de) has no ‘en’ file and no storyboard or xib of its name, yet its keys are Interface Builder object ids: what a nib renamed or deleted left behind, which no language is asked to translate; delete its files, or give the nib back its name",
        ])
        storyboard.isInterfaceBuilder = true  // `Base.lproj/Main.storyboard` beside it
        #expect(findings(check, storyboard).isEmpty)
        #expect(findings(check, legacy("InfoPlist", [("NSCameraUsageDescription", ["de": "Kamera"])])).isEmpty)
        #expect(findings(check, legacy("Intents", [("3BsNkC", ["de": "Datei sichern"]), ("sf57GO", ["de": "Konto holen"])])).isEmpty)
        let stale = legacy("Localizable", [
            ("key_used_error", ["en": "Used", "de": "Benutzt"]), ("Carb Ratios", ["de": "KH-Faktoren"]), ("Save", ["de": "Sichern"]),
            ("mmol/L", ["de": "mmol/L"]), ("Pre-Meal", ["de": "Vor dem Essen"]), ("Export-%1$@", ["de": "Export-%1$@"]),
            ("carb-entry-title-add", ["de": "KH hinzufügen"]), ("2etfeF-8CnkN3", ["de": "Datei"]),
            ("old_key", ["de": "Alt"]), ("RemoveTrackingParameters", ["de": "Entfernen"]),
        ])
        #expect(findings(check, stale).map(\.key) == ["carb-entry-title-add", "2etfeF-8CnkN3", "old_key", "RemoveTrackingParameters"])
        #expect(findings(check, legacy("Settings", [("title_key", ["de": "Titel"])])).map(\.message) == [
            "the table ‘Settings’ has no ‘en’ file (en.lproj/Settings.strings), so placeholders, white space and empty values are not compared with a source: add the file, or set \"sourceLanguage\" in stringsgen.json",
        ])
        #expect(MissingSourceFile.isInterfaceBuilderID("1tx-W0-xDw.title") && !MissingSourceFile.isInterfaceBuilderID("abc-de-fgh"))
        #expect(MissingSourceFile.isIntentID("ZqjXZN") && MissingSourceFile.isIntentID("2etfeF-8CnkN3"))
        #expect(!MissingSourceFile.isIntentID("cancel") && !MissingSourceFile.isIntentID("Cancel") && !MissingSourceFile.isIntentID("old_key")
            && !MissingSourceFile.isIntentID("Header-subtitle"))
        // Not in a table of other keys: `title2` is an orphan there, and a table of words says it has no source.
        #expect(findings(check, legacy("Main", [("title_main", ["en": "Main", "de": "Haupt"]), ("title2", ["de": "Titel"])])).map(\.key) == ["title2"])
        #expect(findings(check, legacy("Buttons", [("Cancel", ["de": "Abbrechen"]), ("Delete", ["de": "Löschen"])])).count == 1)
    }

    /// LoopKit: units of several parts and capitalized words with their stop are their own
    /// English; a source file kept empty on purpose with keys that are all their own English
    /// is said nothing of, and one with identifiers says that the file holds none.
    @Test func wordsWithTheirStopsAndAnEmptySourceFile() {
        let stale = legacy("Localizable", [
            ("title_main", ["en": "Main", "de": "Haupt"]), ("mg/dL/min", ["it": "mg/dL/min"]), ("mmol/L/min", ["it": "mmol/L/min"]),
            ("Saving...", ["cs": "Ukládání..."]), ("Completed.", ["da": "Fuldført."]), ("old.key.", ["de": "Alt"]),
        ])
        #expect(findings(check, stale).map(\.key) == ["old.key."])
        #expect(findings(check, legacy("Mock", [("Cancel", ["de": "Abbrechen"]), ("Saving...", ["de": "Sichern..."])], emptySourceFile: true)).isEmpty)
        #expect(findings(check, legacy("Mock", [("mock_title", ["de": "Attrappe"])], emptySourceFile: true)).map(\.message) == [
            "1 key of the table ‘Mock’ has no ‘en’ value (en.lproj/Mock.strings holds none), so its placeholders, white space and empty values are not compared with a source: add it",
        ])
    }

    /// A legacy table made from a xib of its name (Transmission's `GroupRules`, keyed `11.title`,
    /// with no `en` file): its source is the xib, and its `%` is no placeholder (the nib shows
    /// the text as written: IINA's Hungarian “%-a a kijelzőnek” for “% of screen”).
    @Test func aTableOfAXibIsItsSourceAndIsNeverFormatted() {
        var t = StringTable(name: "GroupRules", file: "de.lproj/GroupRules.strings", format: .strings, sourceLanguage: "en", entries: [
            Entry(key: "11.title", location: at(1), localizations: [Localization(locale: "de", location: at(1), content: text("Regel"))]),
        ])
        #expect(!messages(MissingSourceFile(), t).isEmpty)
        t.isInterfaceBuilder = true
        #expect(messages(MissingSourceFile(), t).isEmpty)
        var screen = table(entry("2YJ-bg-OdR.title", ["en": text("% of screen"), "hu": text("%-a a kijelzőnek")]))
        #expect(!messages(PlaceholderMismatch(), screen).isEmpty)
        screen.isInterfaceBuilder = true
        #expect(messages(PlaceholderMismatch(), screen).isEmpty)
        #expect(messages(InvalidFormatSpecifier(), screen).isEmpty)
    }
}
