import StringsgenModel
import Testing

@Suite struct StringTableTests {
    func table(_ name: String) -> StringTable {
        StringTable(name: name, file: "\(name).strings", format: .strings, sourceLanguage: "en", entries: [])
    }

    /// Info.plist's strings, however a target spells the table after its Info.plist (UTM's
    /// helpers); a table that only mentions a plist is not one.
    @Test func infoPlistTables() {
        for name in ["InfoPlist", "infoplist", "QEMULauncher-InfoPlist", "Info-RemotePlist"] {
            #expect(table(name).isInfoPlist, "\(name)")
        }
        for name in ["Localizable", "PlistEditor", "Info", "InfoPlistHelp"] {
            #expect(!table(name).isInfoPlist, "\(name)")
        }
    }

    /// A catalog's empty source value of a key that reads as text is no value (azooKey); an
    /// identifier's, an Info.plist key's and a legacy table's are values.
    @Test func anEmptySourceValueOfATextKeyIsNone() {
        func entry(_ key: String, file: String) -> Entry {
            let location = SourceLocation(file: file, line: 1, column: 1)
            return Entry(key: key, location: location, localizations: [
                Localization(locale: "ja", location: location, content: LocalizedContent(stringUnit: StringUnit(value: "", location: location))),
            ])
        }
        #expect(entry("設定", file: "Localizable.xcstrings").sourceLocalizationIndex(for: "ja") == nil)
        #expect(entry("Caps lock", file: "Localizable.xcstrings").sourceLocalizationIndex(for: "ja") == nil)
        #expect(entry("NO_SEP", file: "Localizable.xcstrings").sourceLocalizationIndex(for: "ja") == 0)
        #expect(entry("custom keyboard file", file: "InfoPlist.xcstrings").sourceLocalizationIndex(for: "ja") == 0)
        #expect(entry("設定", file: "ja.lproj/Localizable.strings").sourceLocalizationIndex(for: "ja") == 0)
    }
}
