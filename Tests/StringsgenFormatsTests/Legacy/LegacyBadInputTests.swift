import Testing
import StringsgenModel
@testable import StringsgenFormats

/// One test per kind of bad input: the exact place and what was expected there.
@Suite struct StringsBadInputTests {
    func strings(_ bytes: [UInt8]) throws(InputError) {
        _ = try StringsFileReader.read(bytes: bytes, file: "bad.strings", locale: "en")
    }

    func strings(_ text: String) throws(InputError) { try strings(Array(text.utf8)) }

    func at(_ line: Int, _ column: Int) -> StringsgenModel.SourceLocation { SourceLocation(file: "bad.strings", line: line, column: column) }

    @Test func unterminatedString() {
        #expect(throws: InputError("unterminated string: expected a closing `\"` before the end of the file", at: at(2, 7))) {
            try strings("\"a\" = \"b\";\n\"c\" = \"d;\n")
        }
    }

    @Test func missingSemicolon() {
        #expect(throws: InputError("expected `;` after the value of the key \"a\", found `\"` (another string)", at: at(1, 10))) {
            try strings("\"a\" = \"b\"\n\"c\" = \"d\";\n")
        }
        #expect(throws: InputError("expected `;` after the value of the key \"c\", found the end of the file", at: at(2, 10))) {
            try strings("\"a\" = \"b\";\n\"c\" = \"d\"")
        }
    }

    @Test func missingEquals() {
        #expect(throws: InputError("expected `=` after the key \"a\", found `\"` (another string)", at: at(1, 4))) {
            try strings("\"a\" \"b\";")
        }
    }

    @Test func missingValue() {
        #expect(throws: InputError("expected a value (a quoted string) after `=` for the key \"a\", found `;`", at: at(1, 7))) {
            try strings("\"a\" = ;")
        }
    }

    @Test func unterminatedComment() {
        #expect(throws: InputError("unterminated comment: expected `*/` before the end of the file", at: at(2, 1))) {
            try strings("\"a\" = \"b\";\n/* note\n\"c\" = \"d\";\n")
        }
    }

    @Test func badUnicodeEscape() {
        #expect(throws: InputError(
            "unpaired surrogate `\\UD83D`: expected a `\\U` low surrogate (DC00–DFFF) after it", at: at(1, 8))
        ) {
            try strings("\"a\" = \"\\UD83Dx\";")
        }
    }

    @Test func invalidUTF8() {
        // The column counts the scalars before the bad byte: `é` is one.
        #expect(throws: InputError(
            "invalid UTF-8: byte 0xFF cannot start a character; expected a UTF-8 text file", at: at(2, 8))
        ) {
            try strings(Array("\"a\" = \"b\";\n\"é\" = \"".utf8) + [0xFF] + Array("\";".utf8))
        }
        #expect(throws: InputError(
            "invalid UTF-8: the file ends inside a character; expected 1 more byte(s) after 0xC3", at: at(1, 8))
        ) {
            try strings(Array("\"a\" = \"".utf8) + [0xC3])
        }
    }

    @Test func invalidUTF16() {
        let prefix: [UInt8] = [0xFF, 0xFE] + Array("\"a\" = \"".utf8).flatMap { [$0, 0] }
        #expect(throws: InputError(
            "invalid UTF-16: unpaired surrogate 0xD800; expected a high surrogate followed by a low one", at: at(1, 8))
        ) {
            try strings(prefix + [0x00, 0xD8, 0x22, 0x00, 0x3B, 0x00])
        }
        #expect(throws: InputError(
            "invalid UTF-16: the file has an odd number of bytes; expected two bytes per code unit", at: at(1, 8))
        ) {
            try strings(prefix + [0x41])
        }
    }
}

@Suite struct PropertyListBadInputTests {
    func stringsdict(_ body: String) throws(InputError) {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n" + body
        _ = try StringsdictReader.read(bytes: Array(text.utf8), file: "bad.stringsdict", locale: "en")
    }

    func at(_ line: Int, _ column: Int) -> StringsgenModel.SourceLocation { SourceLocation(file: "bad.stringsdict", line: line, column: column) }

    @Test func unclosedTag() {
        #expect(throws: InputError("unclosed `<dict>`: expected `</dict>` before the end of the file", at: at(5, 2))) {
            try stringsdict("<dict>\n\t<key>a</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>x</string>\n")
        }
        #expect(throws: InputError("unclosed `<string>`: expected `</string>` before the end of the file", at: at(7, 3))) {
            try stringsdict("<dict>\n\t<key>a</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>x")
        }
    }

    @Test func mismatchedClosingTag() {
        #expect(throws: InputError(
            "expected `</string>` to close the `<string>` at 7:3, found `</key>`", at: at(7, 12))
        ) {
            try stringsdict("<dict>\n\t<key>a</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>x</key>\n")
        }
    }

    @Test func keyWithoutValue() {
        #expect(throws: InputError(
            "the key \"b\" has no value: expected a value such as `<string>` after `</key>`, found `</dict>`", at: at(6, 2))
        ) {
            try stringsdict("<dict>\n\t<key>a</key>\n\t<dict/>\n\t<key>b</key>\n</dict>\n</plist>\n")
        }
    }

    @Test func valueOfTheWrongType() {
        #expect(throws: InputError(
            "expected a `<string>` for \"NSStringLocalizedFormatKey\" in \"a\", found `<integer>`", at: at(7, 3))
        ) {
            try stringsdict("<dict>\n\t<key>a</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<integer>5</integer>\n\t</dict>\n</dict>\n</plist>\n")
        }
        #expect(throws: InputError("expected a `<dict>` for the key \"a\", found `<string>`", at: at(5, 2))) {
            try stringsdict("<dict>\n\t<key>a</key>\n\t<string>x</string>\n</dict>\n</plist>\n")
        }
    }

    @Test func pluralFormOfTheWrongType() {
        #expect(throws: InputError("expected a `<string>` for \"n.one\" in \"a\", found `<array>`", at: at(11, 15))) {
            try stringsdict("""
            <dict>
            <key>a</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key>
            <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><array/><key>other</key><string>%d</string>
            </dict>
            </dict>
            </dict>
            </plist>
            """)
        }
    }

    @Test func missingFormatKey() {
        #expect(throws: InputError("expected a `NSStringLocalizedFormatKey` in the `<dict>` of the key \"a\"", at: at(5, 2))) {
            try stringsdict("<dict>\n\t<key>a</key>\n\t<dict><key>x</key><string>y</string></dict>\n</dict>\n</plist>\n")
        }
    }

    @Test func unknownEntity() {
        #expect(throws: InputError(
            "unknown entity `&nbsp;`: expected `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` or a character reference such as `&#233;`",
            at: at(4, 8))
        ) {
            try stringsdict("<dict>\n\t<key>a&nbsp;</key>\n</dict>\n</plist>\n")
        }
    }

    @Test func truncatedBinaryPlist() throws {
        let bytes = try LegacyPaths.bytes(LegacyPaths.fixture("Compiled.stringsdict"))
        // Cut inside the object area: the trailer read from the last 32 bytes is garbage.
        #expect(throws: InputError.self) {
            _ = try StringsdictReader.read(bytes: Array(bytes[0..<(bytes.count - 40)]), file: "bad.stringsdict", locale: "en")
        }
        do {
            _ = try StringsdictReader.read(bytes: Array(bytes[0..<(bytes.count - 40)]), file: "bad.stringsdict", locale: "en")
        } catch {
            #expect(error.location == at(1, 1))
            #expect(error.message.contains("binary property list"))
            #expect(error.message.contains("expected"))
        }
    }
}
