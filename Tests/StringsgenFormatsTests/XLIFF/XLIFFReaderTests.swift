import Foundation
import Testing
import StringsgenModel
@testable import StringsgenFormats

@Suite struct XLIFFReaderTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    /// Xcode's own exports (Focus for iOS, Xcode 26.5): every unit read, with its line.
    @Test(arguments: ["ar", "ja", "ru"])
    func readsXcodeExports(_ locale: String) throws {
        let document = try XLIFFReader.read(path: "\(Self.fixtures)/FocusiOS_\(locale).xliff")
        #expect(document.files.allSatisfy { $0.targetLanguage == locale && $0.sourceLanguage == "en" })
        let units = document.files.flatMap(\.units)
        #expect(units.count == 258)
        let camera = try #require(units.first { $0.id == "NSCameraUsageDescription" })
        #expect(camera.source == "This lets you take and upload photos.")
        #expect(camera.notes == ["Privacy - Camera Usage Description"])
        #expect(camera.location.column == 7)
        #expect(camera.targetLocation.line == camera.location.line + 2)
    }

    @Test func ruTargetsAndEscapes() throws {
        let document = try XLIFFReader.read(path: "\(Self.fixtures)/FocusiOS_ru.xliff")
        let units = document.files.flatMap(\.units)
        let camera = try #require(units.first { $0.id == "NSCameraUsageDescription" })
        #expect(camera.target == "Это позволит вам снимать и выгружать изображения.")
        #expect(camera.location.line == 25)
        #expect(units.contains { $0.source == "Page Actions > Request Desktop Site" })
    }

    /// What the writer escapes, the reader gives back: `&`, `<`, `>`, quotes, line breaks and
    /// tabs in ids (attributes) and in text; an id with a line break survives attribute
    /// normalization as a character reference.
    @Test func writerAndReaderRoundTrip() throws {
        let location = SourceLocation(file: "x", line: 1, column: 1)
        let units = [
            XLIFFUnit(id: "key\nwith \"quotes\" & <tabs>\t", source: "A & B < C > D \"q\" 'a'\nline\r\n", target: "Ä &amp;", state: "translated", notes: ["n & m"], location: location),
            XLIFFUnit(id: "k|==|plural.one", source: "%lld day", location: location),
        ]
        let document = XLIFFDocument(files: [XLIFFFile(original: "Strings/A & B.xcstrings", sourceLanguage: "en", targetLanguage: "de", units: units, location: location)])
        let bytes = try XLIFFWriter.write(document, tool: .init(id: "t", name: "t", version: "1"))
        let read = try XLIFFReader.read(bytes: bytes, file: "rt.xliff")
        #expect(read.files[0].original == "Strings/A & B.xcstrings")
        #expect(read.files[0].units.map(\.id) == units.map(\.id))
        #expect(read.files[0].units.map(\.source) == units.map(\.source))
        #expect(read.files[0].units.map(\.target) == units.map(\.target))
        #expect(read.files[0].units.map(\.state) == ["translated", nil])
        #expect(read.files[0].units[0].notes == ["n & m"])
        #expect(read.files[0].units[1].location == SourceLocation(file: "rt.xliff", line: 15, column: 7))
    }

    /// Indentation between elements is layout; white space that is a target's whole text, or
    /// around a comment in it, is the translation's.
    @Test func whiteSpaceInTextIsKept() throws {
        let text = """
            <?xml version="1.0" encoding="utf-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="a.xcstrings" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <trans-unit id="space" xml:space="preserve">
                    <source> </source>
                    <target>\r\n </target>
                  </trans-unit>
                  <trans-unit id="comment" xml:space="preserve">
                    <source>  <!-- c -->A<![CDATA[ & <b>]]></source>
                  </trans-unit>
                </body>
              </file>
            </xliff>
            """
        let units = try XLIFFReader.read(bytes: Array(text.utf8), file: "ws.xliff").files[0].units
        #expect(units.map(\.source) == [" ", "  A & <b>"])
        #expect(units[0].target == "\n ")
    }

    @Test func controlCharacterCannotBeWritten() {
        let location = SourceLocation(file: "Strings/A.xcstrings", line: 7, column: 9)
        let document = XLIFFDocument(files: [XLIFFFile(
            original: "A", sourceLanguage: "en", targetLanguage: "de",
            units: [XLIFFUnit(id: "k", source: "bell \u{7}", location: location)], location: location)])
        #expect {
            _ = try XLIFFWriter.write(document, tool: .init(id: "t", name: "t", version: "1"))
        } throws: { error in
            let error = error as! InputError
            return error.location == location && error.message.contains("U+0007")
        }
    }

    @Test(arguments: [
        ("k", "k", [ValuePathStep]()),
        ("k|==|plural.one", "k", [.plural("one")]),
        ("k|==|device.iphone.plural.other", "k", [.device("iphone"), .plural("other")]),
        ("Found %#@count@|==|substitutions.count.plural.few", "Found %#@count@", [.substitution("count"), .plural("few")]),
        ("k|==|substitution.count.plural.few", "k", [.substitution("count"), .plural("few")]),
        ("a|==|b|==|plural.one", "a|==|b", [.plural("one")]),
    ] as [(String, String, [ValuePathStep])])
    func unitIDs(_ id: String, _ key: String, _ steps: [ValuePathStep]) throws {
        let parsed = try #require(XLIFFUnitID(id))
        #expect(parsed.key == key)
        #expect(parsed.steps == steps)
    }

    @Test func unknownIDShapeIsNil() {
        #expect(XLIFFUnitID("k|==|width.compact") == nil)
        #expect(XLIFFUnitID("k|==|plural.") == nil)
    }
}
