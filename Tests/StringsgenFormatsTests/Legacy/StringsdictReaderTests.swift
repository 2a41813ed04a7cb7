import Testing
import StringsgenModel
@testable import StringsgenFormats

@Suite struct StringsdictReaderCorpusTests {
    func plural(_ entry: Entry, _ locale: String, _ substitution: String) -> [Variation] {
        entry.localization(for: locale)?.content.substitution(named: substitution)?.variations?.plural ?? []
    }

    @Test func duckDuckGoEnglish() throws {
        let entries = try StringsdictReader.read(path: LegacyPaths.corpus("DuckDuckGo_en.stringsdict"), locale: "en")
        #expect(entries.count == 27)

        let folder = entries[0]
        #expect(folder.key == "bookmark.deleteFolderAlert.message")
        #expect(folder.location.lineColumn == "5:2")
        let content = try #require(folder.localization(for: "en")?.content)
        #expect(content.stringUnit?.value == "%#@items@")
        #expect(content.stringUnit?.state == "translated")
        #expect(content.stringUnit?.location.lineColumn == "8:3")
        let items = try #require(content.substitution(named: "items"))
        #expect(items.location.lineColumn == "9:3")
        #expect(items.argNum == 1)
        #expect(items.formatSpecifier == "d")
        #expect(items.variations?.plural?.map(\.name) == ["one", "other"])
        #expect(items.variations?.plural?.first?.location.lineColumn == "15:4")
        #expect(items.variations?.plural?.first?.content.stringUnit?.location.lineColumn == "16:4")
        #expect(items.variations?.plural?.last?.content.stringUnit?.value == "Are you sure you want to delete this folder and %d items?")

        // `%1#@count@` is malformed (no `$`): read without complaint, with no argument number.
        let trackers = try #require(entries.first { $0.key == "dax.onboarding.browsing.multiple.trackers" })
        #expect(trackers.localization(for: "en")?.content.stringUnit?.value == "%1#@count@")
        let count = try #require(trackers.localization(for: "en")?.content.substitution(named: "count"))
        #expect(count.argNum == nil)
        #expect(count.variations?.plural?.map(\.name) == ["one", "zero", "other"])
        let one = try #require(count.variations?.plural?.first?.content.stringUnit)
        #expect(one.location.lineColumn == "32:4")
        #expect(one.value.hasPrefix("*%2$@, %3$@* and *1 other* were trying to track you here.\n\nI blocked them!\n\n☝️ You can check"))

        // English has `zero` forms (Apple accepts them; the linter decides what to say).
        let withZero = entries.filter { entry in
            (entry.localization(for: "en")?.content.substitutions ?? []).contains { substitution in
                substitution.variations?.plural?.contains { $0.name == "zero" } == true
            }
        }
        #expect(withZero.map(\.key) == [
            "dax.onboarding.browsing.multiple.trackers", "contextual.onboarding.browsing.multiple.trackers",
            "number.of.tabs", "tab.close",
        ])

        // Two substitutions, the second used only inside the first's forms (`%2$#@accounts@`).
        let body = try #require(entries.first { $0.key == "autofill.delete.all.passwords.confirmation.body" })
        let substitutions = try #require(body.localization(for: "en")?.content.substitutions)
        #expect(substitutions.map(\.name) == ["passwords", "accounts"])
        #expect(substitutions.map(\.argNum) == [1, 2])
        #expect(plural(body, "en", "accounts").map { $0.content.stringUnit?.value } == ["accounts", "account"])
    }

    @Test func duckDuckGoRussianPluralCategories() throws {
        let entries = try StringsdictReader.read(path: LegacyPaths.corpus("DuckDuckGo_ru.stringsdict"), locale: "ru")
        #expect(entries.count == 13)
        for entry in entries {
            for substitution in entry.localization(for: "ru")?.content.substitutions ?? [] {
                #expect(substitution.variations?.plural?.map(\.name) == ["one", "few", "many", "other"], "\(entry.key)")
            }
        }
        let tabs = try #require(entries.first { $0.key == "number.of.tabs" })
        #expect(tabs.location.lineColumn == "169:2")
        let forms = plural(tabs, "ru", "tabs")
        #expect(forms.map { $0.content.stringUnit?.value } == [
            "%1$d приватная вкладка", "%1$d приватных вкладки", "%1$d приватных вкладок", "Приватных вкладок: %1$d",
        ])
        #expect(forms.map(\.location.lineColumn) == ["179:4", "181:4", "183:4", "185:4"])
        #expect(forms[1].content.stringUnit?.location.lineColumn == "182:4")
    }
}

@Suite struct StringsdictReaderTests {
    func read(_ body: String) throws -> [Entry] {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>
        """
        return try StringsdictReader.read(bytes: Array(text.utf8), file: "t.stringsdict", locale: "en")
    }

    @Test func severalSubstitutionsInOneFormatKey() throws {
        let entries = try read("""
        <key>summary</key>
        <dict>
          <!-- two plural variables -->
          <key>NSStringLocalizedFormatKey</key>
          <string>%#@files@ in %#@folders@</string>
          <key>folders</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%lld folder</string>
            <key>other</key><string>%lld folders</string>
          </dict>
          <key>files</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>@</string>
            <key>zero</key><string/>
            <key>other</key><string>%@ files</string>
          </dict>
        </dict>
        """)
        let content = try #require(entries.first?.localization(for: "en")?.content)
        #expect(content.substitutions?.map(\.name) == ["folders", "files"])
        #expect(content.substitutions?.map(\.argNum) == [2, 1])
        #expect(content.substitutions?.map(\.formatSpecifier) == ["lld", "@"])
        #expect(content.substitution(named: "files")?.variations?.plural?.first?.content.stringUnit?.value == "")
    }

    @Test func binaryStringsdict() throws {
        let entries = try StringsdictReader.read(path: LegacyPaths.fixture("Compiled.stringsdict"), locale: "en")
        let content = try #require(entries.first?.localization(for: "en")?.content)
        #expect(entries.first?.key == "files.count")
        #expect(content.stringUnit?.value == "%#@files@")
        #expect(content.substitution(named: "files")?.formatSpecifier == "lld")
        #expect(content.substitution(named: "files")?.variations?.plural?.map(\.name) == ["one", "other"])
        #expect(entries.first?.location.lineColumn == "1:1")
    }
}
