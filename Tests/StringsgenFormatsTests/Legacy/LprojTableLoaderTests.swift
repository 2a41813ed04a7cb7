import Foundation
import Testing
import StringsgenModel
@testable import StringsgenFormats

/// Builds `.lproj` trees in a temporary folder; corpus files are linked, not copied.
struct LprojTree: ~Copyable {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "stringsgen-lproj-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    func link(_ locale: String, _ file: String, to corpusFile: String) throws {
        let folder = root + "/\(locale).lproj"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/" + file, withDestinationPath: LegacyPaths.corpus(corpusFile))
    }

    func write(_ locale: String, _ file: String, _ text: String) throws {
        let folder = root + "/\(locale).lproj"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + file))
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }
}

@Suite struct LprojTableLoaderTests {
    @Test func quicksilverInThreeLocales() throws {
        let tree = try LprojTree()
        try tree.link("en", "Localizable.strings", to: "Quicksilver_en_UTF16.strings")
        try tree.link("ru", "Localizable.strings", to: "Quicksilver_ru_UTF16.strings")
        try tree.link("de", "Localizable.strings", to: "Quicksilver_de_UTF8BOM.strings")

        let table = try loadLprojTable(root: tree.root, table: "Localizable", sourceLanguage: "en")
        #expect(table.name == "Localizable")
        #expect(table.format == .strings)
        #expect(table.file == tree.root + "/en.lproj/Localizable.strings")
        #expect(table.locales == ["en", "de", "ru"])
        // One entry per key: 147 English pairs hold 143 keys, and no other locale adds one.
        #expect(table.entries.count == 143)
        #expect(table.entries.prefix(3).map(\.key) == ["OK", "Cancel", "Quit"])

        let cancel = try #require(table.entries.first { $0.key == "Cancel" })
        #expect(cancel.localizations.map(\.locale) == ["en", "de", "ru"])
        #expect(cancel.localizations.map(\.content.stringUnit?.value) == ["Cancel", "Abbrechen", "Отмена"])
        #expect(cancel.localization(for: "de")?.location.file.hasSuffix("de.lproj/Localizable.strings") == true)
        #expect(table.entries.first { $0.key == "General" }?.localizations.map(\.locale) == ["en", "de"])
        // A key written twice in one file: the last value is kept, the entry stays where it first was.
        let relaunch = try #require(table.entries.first { $0.key == "Relaunch" })
        #expect(relaunch.location.line == 10)
        #expect(relaunch.localization(for: "en")?.location.line == 215)
    }

    @Test func baseIsTheSourceLanguageAndStringsdictJoinsStrings() throws {
        let tree = try LprojTree()
        try tree.link("Base", "DuckDuckGo.stringsdict", to: "DuckDuckGo_en.stringsdict")
        try tree.link("ru", "DuckDuckGo.strings", to: "DuckDuckGo_ru.strings")
        try tree.link("ru", "DuckDuckGo.stringsdict", to: "DuckDuckGo_ru.stringsdict")

        let table = try loadLprojTable(root: tree.root, table: "DuckDuckGo", sourceLanguage: "en")
        #expect(table.format == .strings)
        #expect(table.file == tree.root + "/Base.lproj/DuckDuckGo.stringsdict")
        #expect(table.locales == ["en", "ru"])
        #expect(table.entries.count == 27 + 1_031)
        #expect(table.entries.first?.key == "bookmark.deleteFolderAlert.message")
        #expect(table.entries[27].key == "%@")
        let tabs = try #require(table.entries.first { $0.key == "number.of.tabs" })
        #expect(tabs.localizations.map(\.locale) == ["en", "ru"])
        #expect(tabs.localization(for: "ru")?.content.substitution(named: "tabs")?.variations?.plural?.map(\.name)
            == ["one", "few", "many", "other"])
    }

    @Test func stringsdictWinsOverStringsInOneLocale() throws {
        let tree = try LprojTree()
        try tree.write("pt-BR", "Small.strings", "/* first */\n\"a\" = \"um\";\n/* plural */\n\"b\" = \"dois\";\n\"c\" = \"três\";\n")
        try tree.write("pt-BR", "Small.stringsdict", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>b</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d item</string><key>other</key><string>%d itens</string></dict></dict>
            </dict></plist>
            """)
        try tree.write("zh-Hans", "Small.strings", "\"d\" = \"四\";\n\"a\" = \"一\";\n")
        try tree.write("en", "Small.strings", "\"a\" = \"one\";\n")

        let table = try loadLprojTable(root: tree.root, table: "Small", sourceLanguage: "en")
        #expect(table.entries.map(\.key) == ["a", "b", "c", "d"])
        #expect(table.locales == ["en", "pt-BR", "zh-Hans"])
        let b = try #require(table.entries.first { $0.key == "b" })
        #expect(b.comment == "plural")
        let content = try #require(b.localization(for: "pt-BR")?.content)
        #expect(content.stringUnit?.value == "%#@n@")
        #expect(content.substitution(named: "n")?.argNum == 1)
        #expect(content.stringUnit?.location.file.hasSuffix("pt-BR.lproj/Small.stringsdict") == true)
        #expect(table.entries.first { $0.key == "a" }?.localizations.map(\.locale) == ["en", "pt-BR", "zh-Hans"])
        #expect(try lprojTableNames(root: tree.root) == ["Small"])
    }

    @Test func onlyStringsdictFiles() throws {
        let tree = try LprojTree()
        try tree.link("en", "Plurals.stringsdict", to: "DuckDuckGo_en.stringsdict")
        try tree.link("ru", "Plurals.stringsdict", to: "DuckDuckGo_ru.stringsdict")
        let table = try loadLprojTable(root: tree.root, table: "Plurals", sourceLanguage: "en")
        #expect(table.format == .stringsdict)
        #expect(table.entries.count == 27)
        #expect(table.entries.filter { $0.localization(for: "ru") != nil }.count == 13)
    }

    @Test func missingTable() throws {
        let tree = try LprojTree()
        try tree.write("en", "Other.strings", "\"a\" = \"b\";")
        #expect(throws: InputError(
            "no Missing.strings or Missing.stringsdict in any <locale>.lproj folder; expected at least one",
            at: SourceLocation(file: tree.root, line: 1, column: 1))
        ) {
            try loadLprojTable(root: tree.root, table: "Missing", sourceLanguage: "en")
        }
    }

    /// The locale of a folder old projects name in English or with a code in capitals.
    @Test func theLocaleOfAFolder() {
        #expect(lprojLocale("English") == "en" && lprojLocale("German") == "de")
        #expect(lprojLocale("DE") == "de" && lprojLocale("PT_BR") == "pt_BR" && lprojLocale("PT-BR") == "pt-BR")
        #expect(lprojLocale("de") == "de" && lprojLocale("zh-Hans") == "zh-Hans" && lprojLocale("Base") == "Base")
    }
}
