import Testing
import StringsgenModel
@testable import StringsgenFormats

/// Every kind of bad catalog is an `InputError` at the right place, saying what was expected.
@Suite struct XCStringsBadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var line: Int
        var column: Int
        var expected: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "truncated", bytes: Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {".utf8),
             line: 4, column: 12, expected: "unexpected end of file: expected '}' to close the object opened at line 4, column 11"),
        Case(name: "truncated inside a string", bytes: Array("{\n  \"sourceLanguage\" : \"e".utf8),
             line: 2, column: 22, expected: "expected '\"' to close the string"),
        Case(name: "missing comma", bytes: Array("{\n  \"sourceLanguage\" : \"en\"\n  \"strings\" : {}\n}".utf8),
             line: 3, column: 3, expected: "expected ',' or '}' after a member of an object, found a string"),
        Case(name: "value of the wrong type", bytes: Array("{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\n\"value\":42}}}}}}".utf8),
             line: 2, column: 9, expected: "expected a string for the value of \"k\" in \"de\", found a number"),
        Case(name: "shouldTranslate not a boolean", bytes: Array("{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"shouldTranslate\":\"no\"}}}".utf8),
             line: 1, column: 58, expected: "expected true or false for shouldTranslate of \"k\", found a string"),
        Case(name: "strings not an object", bytes: Array("{\"sourceLanguage\":\"en\",\"strings\":[]}".utf8),
             line: 1, column: 34, expected: "expected an object for \"strings\" (keys and their values), found an array"),
        Case(name: "invalid UTF-8", bytes: Array("{\"sourceLanguage\":\"en\",\"strings\":{\"caf".utf8) + [0xE9] + Array("\":{}}}".utf8),
             line: 1, column: 39, expected: "invalid UTF-8 (byte 0xE9): the file must be UTF-8"),
        Case(name: "invalid UTF-8 in a key whose ':' is on the next line",
             bytes: Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"caf".utf8) + [0xE9] + Array("\"\n      : { }\n  }\n}".utf8),
             line: 4, column: 9, expected: "invalid UTF-8 (byte 0xE9): the file must be UTF-8"),
        Case(name: "bad escape in a locale whose ':' is on the next line",
             bytes: Array("{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"localizations\":{\"d\\qe\"\n:{}}}}}".utf8),
             line: 1, column: 59, expected: "unknown escape '\\q'"),
        Case(name: "raw line break in a string", bytes: Array("{\"sourceLanguage\":\"en\nx\"}".utf8),
             line: 1, column: 22, expected: "expected '\"' to close the string before the end of the line"),
        Case(name: "no sourceLanguage", bytes: Array("{\n  \"strings\" : {}\n}".utf8),
             line: 1, column: 1, expected: "expected a \"sourceLanguage\" member"),
        Case(name: "trailing garbage", bytes: Array("{\"sourceLanguage\":\"en\"} x".utf8),
             line: 1, column: 25, expected: "expected the end of the file after the top-level value, found 'x'"),
        Case(name: "empty file", bytes: [], line: 1, column: 1, expected: "expected an object for the catalog"),
        Case(name: "stringUnit without value", bytes: Array("{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"localizations\":{\"en\":{\"stringUnit\":{\"state\":\"new\"}}}}}}".utf8),
             line: 1, column: 76, expected: "expected a \"value\" member in the stringUnit of \"k\" in \"en\""),
        Case(name: "bad escape", bytes: Array(#"{"sourceLanguage":"e\qn"}"#.utf8),
             line: 1, column: 21, expected: "unknown escape '\\q'"),
        // A `}` left out in a key: the catalog's own "version" is read as the next key.
        Case(name: "a closing brace missing above version",
             bytes: Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {\n      \"localizations\" : {\n        \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"x\" }\n      }\n    }\n  },\n  \"version\" : \"1.0\"\n}\n".utf8),
             line: 10, column: 15, expected: "expected an object for the key \"version\", found a string; this \"version\" is read as a key of \"strings\" because a '}' is missing above it"),
        Case(name: "argNum not an integer", bytes: Array(#"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"substitutions":{"n":{"argNum":1.5}}}}}}}"#.utf8),
             line: 1, column: 94, expected: "expected an integer for argNum of the substitution \"n\""),
    ]

    @Test(arguments: cases)
    func locatedError(_ c: Case) {
        #expect {
            _ = try XCStringsReader.read(bytes: c.bytes, file: "Bad.xcstrings")
        } throws: { error in
            guard let error = error as? InputError else { return false }
            #expect(error.location.file == "Bad.xcstrings")
            #expect(error.location.line == c.line, "\(error)")
            #expect(error.location.column == c.column, "\(error)")
            #expect(error.message.contains(c.expected), "\(error)")
            return true
        }
    }

    /// Truncating a real catalog anywhere gives a located error, never a crash.
    @Test func everyTruncationOfARealCatalogIsALocatedError() throws {
        let path = Corpus.path("CotEditor_InfoPlist.xcstrings")
        let bytes = try FileBytes.read(path)
        var checked = 0
        for cut in stride(from: 0, to: bytes.count - 1, by: 97) {
            do {
                _ = try XCStringsReader.read(bytes: Array(bytes[..<cut]), file: path)
                Issue.record("a catalog cut at byte \(cut) was accepted")
            } catch {
                #expect(error.location.line >= 1)
            }
            checked += 1
        }
        #expect(checked > 1000)
    }

    /// Issue 23 (Mammoth's script-written catalog): `"comment": null` is no comment, not an
    /// error that rejects the whole catalog; a comment of another type still is.
    @Test func aNullCommentIsNoComment() throws {
        let table = try XCStringsReader.read(
            bytes: Array("{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"comment\":null,\"extractionState\":null}}}".utf8), file: "T.xcstrings")
        #expect(table.entries.first?.comment == nil && table.entries.first?.extractionState == nil)
        #expect(throws: InputError.self) {
            try XCStringsReader.read(bytes: Array("{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"comment\":nul}}}".utf8), file: "T.xcstrings")
        }
    }
}
