import Testing
import StringsgenModel
@testable import StringsgenFormats

@Suite struct StringsFileReaderCorpusTests {
    @Test func duckDuckGoRussianHasACommentOnEveryKey() throws {
        let entries = try StringsFileReader.read(path: LegacyPaths.corpus("DuckDuckGo_ru.strings"), locale: "ru")
        #expect(entries.count == 1_031)
        #expect(Set(entries.map(\.key)).count == 1_031)
        #expect(entries.allSatisfy { $0.comment?.isEmpty == false })

        let first = try #require(entries.first)
        #expect(first.key == "%@")
        #expect(first.comment == "No comment provided by engineer.")
        #expect(first.location.lineColumn == "2:1")

        let ok = try #require(entries.first { $0.key == "action.ok" })
        #expect(ok.value("ru") == "Хорошо")
        #expect(ok.comment == "Button label for OK action")
        #expect(ok.location.lineColumn == "20:1")
        #expect(ok.localization(for: "ru")?.content.stringUnit?.location.lineColumn == "20:15")
        #expect(ok.localization(for: "ru")?.content.stringUnit?.state == "translated")

        let zoom = try #require(entries.first { $0.key == "action.text-zoom-menu-item" })
        #expect(zoom.value("ru") == "Масштаб (%d%%)")
        #expect(zoom.comment == "Title for text zoom menu item.  %d%% is replaced with percent, e.g. 56% so do not change that please.")

        let warning = try #require(entries.first { $0.key == "autocomplete.history.warning.title" })
        #expect(warning.value("ru") == "Та же конфиденциальность.\nЛучшие поисковые рекомендации!")
        #expect(warning.location.lineColumn == "284:1")

        let placeholder = try #require(entries.first { $0.key == "ppro.feedback-form.report-problem.placeholder" })
        #expect(placeholder.value("ru") == "Опишите, что происходит…")
        #expect(placeholder.localization(for: "ru")?.content.stringUnit?.location.lineColumn == "2057:51")
        #expect(placeholder.comment == "Placeholder for the Report a Problem step in the Privacy Pro feedback form")
        #expect(entries.last?.location.line == 3_099)
    }

    @Test func quicksilverEnglishUTF16WithBOM() throws {
        let path = LegacyPaths.corpus("Quicksilver_en_UTF16.strings")
        #expect(try LegacyPaths.bytes(path).prefix(2) == [0xFF, 0xFE])
        let entries = try StringsFileReader.read(path: path, locale: "en")
        // 147 pairs; "OK", "Relaunch" and "Later" are written twice, and each pair is kept.
        #expect(entries.count == 147)
        #expect(entries.filter { $0.key == "Relaunch" }.map(\.location.line) == [10, 186, 215])

        let ok = entries[0]
        #expect(ok.key == "OK")
        #expect(ok.location.lineColumn == "4:1")
        #expect(ok.comment == "Typical strings")  // the nearest comment, not the file header
        #expect(entries[1].key == "Cancel")
        #expect(entries[1].comment == nil)

        let preferences = try #require(entries.first { $0.key == "Preferences" })
        #expect(preferences.comment == "Default preference pane name")

        // Columns count Unicode scalars: `→` is one column, though three bytes in UTF-8.
        let update = try #require(entries.first { $0.key == "(Update from %@ → %@)" })
        #expect(update.location.lineColumn == "218:1")
        #expect(update.localization(for: "en")?.content.stringUnit?.location.lineColumn == "218:27")
        #expect(update.value("en") == "(Update from %1$@ → %2$@)")
        #expect(update.comment == "Update string from version to version")

        let moved = try #require(entries.first { $0.key.hasPrefix("The previous version of Quicksilver was located in") })
        #expect(moved.value("en") == "The previous version of Quicksilver was located in \"%@\". Would you like to move this new version to that location?")
        let launched = try #require(entries.first { $0.key.hasPrefix("Quicksilver was launched from a download location.") })
        #expect(launched.key == "Quicksilver was launched from a download location.\rWould you like to copy Quicksilver to your applications folder?")
        let details = try #require(entries.first { $0.key == "64-bit details" })
        #expect(details.value("en")?.contains("Preferences.\n\nIf you absolutely") == true)
        #expect(entries.first { $0.key == "%d of %d" }?.value("en") == "%1$d of %2$d")
    }

    @Test func quicksilverRussianUTF16WithBOM() throws {
        let entries = try StringsFileReader.read(path: LegacyPaths.corpus("Quicksilver_ru_UTF16.strings"), locale: "ru")
        #expect(entries.count == 45)
        let cancel = try #require(entries.first { $0.key == "Cancel" })
        #expect(cancel.value("ru") == "Отмена")
        #expect(cancel.location.lineColumn == "3:1")
        #expect(cancel.localization(for: "ru")?.content.stringUnit?.location.lineColumn == "3:12")
        let crashed = try #require(entries.first { $0.key.hasPrefix("Quicksilver crashed when loading") })
        #expect(crashed.value("ru") == "Quicksilver упал при загрузке плагина %@.\nХотите его удалить и продолжить запуск?")
        #expect(entries.filter { $0.key == "Choose Location..." }.count == 2)
        #expect(entries.last?.key == "Choose Location...")
        #expect(entries.last?.location.lineColumn == "64:1")
    }

    @Test func quicksilverGermanUTF8WithBOM() throws {
        let path = LegacyPaths.corpus("Quicksilver_de_UTF8BOM.strings")
        #expect(try LegacyPaths.bytes(path).prefix(3) == [0xEF, 0xBB, 0xBF])
        let entries = try StringsFileReader.read(path: path, locale: "de")
        #expect(entries.count == 46)
        #expect(entries[0].key == "OK")
        #expect(entries[0].comment == "Typical strings")  // the BOM is not part of the comment
        #expect(entries[0].location.lineColumn == "2:1")
        #expect(entries[1].value("de") == "Abbrechen")
        #expect(entries[1].localization(for: "de")?.content.stringUnit?.location.lineColumn == "3:12")
        let requires = try #require(entries.first { $0.key == "requires" })
        #expect(requires.value("de") == "benötigt")
        #expect(requires.comment == "QSController.m Alerts")
        let message = try #require(entries.first { $0.key.hasPrefix("Recent versions of Quicksilver require") })
        #expect(message.comment?.hasPrefix("Message displayed for users who don't have a supported OS.") == true)
        #expect(entries.last?.key == "Choose Location...")
        #expect(entries.last?.value("de") == "Ort wählen...")
        #expect(entries.last?.location.lineColumn == "65:1")
    }
}

@Suite struct StringsFileGrammarTests {
    func read(_ text: String, locale: String = "en") throws -> [Entry] {
        try StringsFileReader.read(bytes: Array(text.utf8), file: "t.strings", locale: locale)
    }

    @Test func escapes() throws {
        let entries = try read(#"""
        "k" = "q\" b\\ n\n t\t r\r a\' e\U00E9 E\u00C9 smile\UD83D\UDE00 esc\033 nul\0";
        """#)
        // `\u00C9` is the letter u and its digits, as Foundation reads it (docs/design-notes.md, fact 23).
        #expect(entries.first?.value("en") == "q\" b\\ n\n t\t r\r a' eé Eu00C9 smile😀 esc\u{1B} nul\u{0}")
    }

    /// A second `;` after a pair ends the file for Foundation (swift-corelibs-foundation's
    /// `PropertyListSerialization` reads `"a" = "b";;\n"c" = "d";` as `a` alone): read so, with a
    /// note there; at the end of the file it ends nothing (xDrip's twelve `";;` lines).
    @Test func aSecondSemicolonEndsTheFile() throws {
        var notes: [ReadingNote] = []
        let entries = try StringsFileReader.read(bytes: Array("\"a\" = \"b\";;\n\"c\" = \"d\";\n".utf8), file: "x.strings", locale: "de", notes: &notes)
        #expect(entries.map(\.key) == ["a"])
        #expect(notes.map(\.kind) == [.endOfReading] && notes.first?.key == "a" && notes.first?.location.lineColumn == "1:11")
        notes = []
        let atTheEnd = try StringsFileReader.read(bytes: Array("\"a\" = \"b\";\n\"c\" = \"d\";;\n".utf8), file: "x.strings", locale: "de", notes: &notes)
        #expect(atTheEnd.map(\.key) == ["a", "c"] && notes.isEmpty)
        // Before any pair, it is no file Foundation reads.
        #expect(throws: InputError.self) { try StringsFileReader.read(bytes: Array(";\"a\" = \"b\";".utf8), file: "x.strings", locale: "de") }
    }

    /// A control character where a key belongs ends the file for Foundation as a second `;`
    /// does (`"a" = "b";\n\u{6}\n"c" = "d";` reads `a` alone, checked with
    /// swift-corelibs-foundation's `PropertyListSerialization`): seafile-iOS's Settings bundle
    /// ends with U+0006 on a line of its own, and every command had stopped with exit 2.
    @Test func aControlCharacterEndsTheFile() throws {
        var notes: [ReadingNote] = []
        let entries = try StringsFileReader.read(bytes: Array("\"a\" = \"b\";\n\u{6}\n\"c\" = \"d\";\n".utf8), file: "x.strings", locale: "de", notes: &notes)
        #expect(entries.map(\.key) == ["a"])
        #expect(notes.map(\.kind) == [.endOfReading] && notes.first?.location.lineColumn == "2:1")
        #expect(notes.first?.message == "is followed by U+0006, an invisible control character, where Foundation stops reading the file: nothing after it is read, and the app shows the source's text for those keys; remove it")
        notes = []
        let atTheEnd = try StringsFileReader.read(bytes: Array("\"a\" = \"b\";\n\u{6}\n".utf8), file: "x.strings", locale: "de", notes: &notes)
        #expect(atTheEnd.map(\.key) == ["a"] && notes.isEmpty)
        // Before any pair, it is no file Foundation reads, and the error names it.
        #expect {
            try StringsFileReader.read(bytes: Array("\u{6}\"a\" = \"b\";".utf8), file: "x.strings", locale: "de")
        } throws: { error in
            (error as? InputError)?.message == "expected a key (a quoted string such as \"key\"), found U+0006 (a control character, invisible)"
        }
    }

    @Test func unquotedKeysAndValuesAndBraces() throws {
        let entries = try read("{\n  key_1.a-b$c:d = value.2;\n  \"only\";\n}\n")
        #expect(entries.map(\.key) == ["key_1.a-b$c:d", "only"])
        #expect(entries.map { $0.value("en") } == ["value.2", "only"])
        #expect(entries[0].location.lineColumn == "2:3")
        #expect(entries[0].localization(for: "en")?.content.stringUnit?.location.lineColumn == "2:19")
    }

    @Test func commentBlocks() throws {
        let entries = try read("""
        /* header */

        // first line
        // second line
        "a" = "1"; // trailing, belongs to a
        "b" = "2";
        /*   spaced
             comment   */ "c" = "3";
        """)
        #expect(entries.map(\.comment) == ["first line\nsecond line", nil, "spaced\n     comment"])
        #expect(entries[2].location.lineColumn == "8:19")
    }

    @Test func lineBreaksOfEveryKindCount() throws {
        let entries = try read("\"a\" = \"1\";\r\n\"b\" = \"2\";\r\"c\" = \"3\";\n\"d\"\t=\t\"4\";")
        #expect(entries.map(\.location.lineColumn) == ["1:1", "2:1", "3:1", "4:1"])
        #expect(entries[3].localization(for: "en")?.content.stringUnit?.location.lineColumn == "4:7")
    }

    @Test func utf16BigEndianAndWithoutBOM() throws {
        let text = "\"é\" = \"ü\";\n\"x\" = \"😀\";"
        let units = Array(text.utf16)
        let be: [UInt8] = [0xFE, 0xFF] + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let leNoBOM: [UInt8] = units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        for bytes in [be, leNoBOM] {
            let entries = try StringsFileReader.read(bytes: bytes, file: "t.strings", locale: "fr")
            #expect(entries.map(\.key) == ["é", "x"])
            #expect(entries.map { $0.value("fr") } == ["ü", "😀"])
            #expect(entries[1].location.lineColumn == "2:1")
        }
    }

    @Test func xmlPlistStringsFile() throws {
        let entries = try read("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>a &amp; b</key>
        \t<string>&lt;x&gt; &#233;&#x1F600; <![CDATA[<raw>]]></string>
        </dict>
        </plist>
        """)
        #expect(entries.map(\.key) == ["a & b"])
        #expect(entries.first?.value("en") == "<x> é😀 <raw>")
        #expect(entries.first?.location.lineColumn == "4:2")
        #expect(entries.first?.localization(for: "en")?.content.stringUnit?.location.lineColumn == "5:2")
    }
}
