import Testing
import StringsgenModel
@testable import StringsgenFormats

/// Every kind of bad XLIFF is an `InputError` at the right place, saying what is wrong; DTDs
/// and entities other than XML's five are refused before anything could expand or load.
@Suite struct XLIFFBadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var line: Int
        var column: Int
        var expected: String
        var testDescription: String { name }
    }

    static let header = #"<?xml version="1.0" encoding="utf-8"?>"# + "\n"
    static let root = #"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">"# + "\n"
    static let file = #"  <file original="Strings/App.xcstrings" source-language="en" target-language="de" datatype="plaintext"><body>"# + "\n"
    static func unit(_ body: String) -> String { header + root + file + body + "\n  </body></file>\n</xliff>\n" }

    static let cases: [Case] = [
        Case(name: "mismatched end tag", text: unit(#"    <trans-unit id="a"><source>A</target></trans-unit>"#),
             line: 4, column: 33, expected: "expected </source> (opened on line 4), found </target>"),
        Case(name: "unclosed element", text: header + root + file + #"    <trans-unit id="a"><source>A</source>"#,
             line: 4, column: 5, expected: "expected </trans-unit> to close the element opened here, found the end of the file"),
        Case(name: "attribute without quotes", text: unit(#"    <trans-unit id=a><source>A</source></trans-unit>"#),
             line: 4, column: 20, expected: "expected the value of id in quotes"),
        Case(name: "duplicate attribute", text: unit(#"    <trans-unit id="a" id="b"><source>A</source></trans-unit>"#),
             line: 4, column: 24, expected: "the attribute id is given twice in <trans-unit>"),
        Case(name: "bare ampersand", text: unit(#"    <trans-unit id="a"><source>A & B</source></trans-unit>"#),
             line: 4, column: 34, expected: "expected an entity reference such as `&amp;` after `&`"),
        Case(name: "text after the root", text: header + root + file + "  </body></file>\n</xliff>\nx",
             line: 6, column: 1, expected: "expected nothing after the root element's end tag"),
        Case(name: "wrong namespace", text: header + #"<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="1.2">"# + "\n" + file + "</body></file></xliff>",
             line: 2, column: 1, expected: "expected xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" on <xliff> (XLIFF 1.2), found \"urn:oasis:names:tc:xliff:document:2.0\""),
        Case(name: "wrong version", text: header + #"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="2.0">"# + "\n" + file + "</body></file></xliff>",
             line: 2, column: 1, expected: "expected version=\"1.2\" on <xliff>, found \"2.0\""),
        Case(name: "not XLIFF", text: header + "<plist version=\"1.0\"/>\n",
             line: 2, column: 1, expected: "expected the root element <xliff> of an XLIFF 1.2 file, found <plist>"),
        Case(name: "no target-language", text: header + root + #"  <file original="a.xcstrings" source-language="en" datatype="plaintext"><body/></file></xliff>"#,
             line: 3, column: 3, expected: "expected a target-language attribute on <file original=\"a.xcstrings\">"),
        Case(name: "two target languages", text: header + root + file + "  </body></file>\n"
                + #"  <file original="b.xcstrings" source-language="en" target-language="fr" datatype="plaintext"><body/></file></xliff>"#,
             line: 5, column: 3, expected: "target-language \"fr\" does not match the file's other <file> elements (\"de\")"),
        Case(name: "unit without source", text: unit(#"    <trans-unit id="a"><target>A</target></trans-unit>"#),
             line: 4, column: 5, expected: "expected a <source> in <trans-unit id=\"a\">"),
        Case(name: "unit without id", text: unit(#"    <trans-unit><source>A</source></trans-unit>"#),
             line: 4, column: 5, expected: "expected an id attribute on <trans-unit>"),
        Case(name: "inline markup", text: unit(#"    <trans-unit id="a"><source>A <g id="1">B</g></source></trans-unit>"#),
             line: 4, column: 34, expected: "expected plain text in the <source> of \"a\", found <g>"),
        Case(name: "DTD refused", text: header + "<!DOCTYPE xliff [<!ENTITY x \"y\">]>\n" + root + "</xliff>",
             line: 2, column: 1, expected: "a document type declaration (<!DOCTYPE) is refused"),
        Case(name: "external entity refused", text: header + "<!DOCTYPE xliff SYSTEM \"file:///etc/passwd\">\n" + root + "&xxe;</xliff>",
             line: 2, column: 1, expected: "a document type declaration (<!DOCTYPE) is refused"),
        Case(name: "billion laughs refused", text: header
                + "<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n <!ENTITY lol2 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">\n]>\n"
                + root + "&lol2;</xliff>",
             line: 2, column: 1, expected: "a document type declaration (<!DOCTYPE) is refused"),
        Case(name: "undefined entity", text: unit(#"    <trans-unit id="a"><source>&nbsp;</source></trans-unit>"#),
             line: 4, column: 32, expected: "the entity &nbsp; is not defined"),
        Case(name: "character reference to a control character", text: unit(#"    <trans-unit id="a"><source>&#1;</source></trans-unit>"#),
             line: 4, column: 32, expected: "&#1; is not a character XML allows"),
        Case(name: "encoding other than UTF-8", text: #"<?xml version="1.0" encoding="ISO-8859-1"?>"# + "\n" + root + "</xliff>",
             line: 1, column: 1, expected: "expected encoding=\"UTF-8\" in the XML declaration, found \"iso-8859-1\""),
        Case(name: "empty file", text: "", line: 1, column: 1, expected: "expected an XML document, found an empty file"),
    ]

    @Test(arguments: cases)
    func locatedError(_ c: Case) {
        #expect {
            _ = try XLIFFReader.read(bytes: Array(c.text.utf8), file: "Bad.xliff")
        } throws: { error in
            guard let error = error as? InputError else { return false }
            #expect(error.location.file == "Bad.xliff")
            #expect(error.location.line == c.line, "\(error)")
            #expect(error.location.column == c.column, "\(error)")
            #expect(error.message.contains(c.expected), "\(error)")
            return true
        }
    }

    @Test func invalidUTF8IsLocatedToTheByte() {
        let bytes = Array((Self.header + Self.root + Self.file + #"    <trans-unit id="a"><source>caf"#).utf8) + [0xE9]
            + Array("</source></trans-unit>\n  </body></file>\n</xliff>\n".utf8)
        #expect {
            _ = try XLIFFReader.read(bytes: bytes, file: "Bad.xliff")
        } throws: { error in
            let error = error as! InputError
            return error.location.line == 4 && error.location.column == 35 && error.message.contains("invalid UTF-8 (byte 0xE9)")
        }
    }

    /// A million nested expansions would take minutes and gigabytes; refused, it takes nothing.
    @Test func billionLaughsIsRefusedBeforeAnyExpansion() throws {
        var dtd = "<!DOCTYPE lolz [\n <!ENTITY lol0 \"lol\">\n"
        for i in 1...9 { dtd += " <!ENTITY lol\(i) \"" + String(repeating: "&lol\(i - 1);", count: 10) + "\">\n" }
        let text = Self.header + dtd + "]>\n" + Self.root + "<file>&lol9;</file></xliff>"
        #expect(throws: InputError.self) { try XLIFFReader.read(bytes: Array(text.utf8), file: "lol.xliff") }
    }
}
