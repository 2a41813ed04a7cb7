#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import StringsgenModel
@testable import StringsgenFormats

/// Input built to hurt (issue 18): nesting past the limit, names that would become paths outside
/// the project, members written twice, lone surrogates, one-line and CR-only layouts, files that
/// are not regular files. Each is a located error or a correct result, never a crash.
@Suite struct HostileInputTests {
    /// A catalog whose one key nests `levels` plural variations in `en`.
    static func nestedPlurals(_ levels: Int) -> [UInt8] {
        let open = String(repeating: #"{"variations":{"plural":{"other":"#, count: levels)
        let close = String(repeating: "}}}", count: levels)
        return Array((#"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":"# + open + #"{"stringUnit":{"value":"x"}}"# + close + "}}}}").utf8)
    }

    /// A catalog whose one key nests `levels` substitutions, each inside the last one's `other` form.
    static func nestedSubstitutions(_ levels: Int) -> [UInt8] {
        let open = String(repeating: #"{"stringUnit":{"value":"%#@a@"},"substitutions":{"a":{"variations":{"plural":{"other":"#, count: levels)
        let close = String(repeating: "}}}}}", count: levels)
        return Array((#"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":"# + open + #"{"stringUnit":{"value":"x"}}"# + close + "}}}}").utf8)
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        let table = try XCStringsReader.read(bytes: Self.nestedPlurals(InputLimits.nestingLevels), file: "N.xcstrings")
        var content = table.entries[0].localizations[0].content
        var levels = 0
        while let inner = content.variations?.plural?.first?.content { content = inner; levels += 1 }
        #expect(levels == InputLimits.nestingLevels)
        #expect(content.stringUnit?.value == "x")
    }

    @Test(arguments: [InputLimits.nestingLevels + 1, 3_200])
    func nestingPastTheLimitIsALocatedError(levels: Int) {
        for bytes in [Self.nestedPlurals(levels), Self.nestedSubstitutions(levels)] {
            #expect {
                _ = try XCStringsReader.read(bytes: bytes, file: "N.xcstrings")
            } throws: { error in
                guard let error = error as? InputError else { return false }
                return error.location.line == 1 && error.location.column > 1 && error.message.contains("nest more than 64 levels")
            }
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var json: String
        var column: Int
        var expected: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "strings twice (a bad merge)", json: #"{"sourceLanguage":"en","strings":{"a":{}},"strings":{"b":{}}}"#,
             column: 43, expected: "the member \"strings\" is written twice"),
        Case(name: "sourceLanguage twice", json: #"{"sourceLanguage":"en","sourceLanguage":"de","strings":{}}"#,
             column: 24, expected: "the member \"sourceLanguage\" is written twice"),
        Case(name: "a locale twice", json: #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{},"de":{}}}}}"#,
             column: 65, expected: "the member \"de\" is written twice in one object (first at line 1, column 57)"),
        // Xcode writes locales and plural cases in order: a name after the last one is new, one
        // that is not is compared with every name before it.
        Case(name: "a locale twice, another between", json: #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{},"fr":{},"de":{}}}}}"#,
             column: 73, expected: "the member \"de\" is written twice in one object (first at line 1, column 57)"),
        Case(name: "a locale twice, out of order", json: #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"fr":{},"de":{},"fr":{}}}}}"#,
             column: 73, expected: "the member \"fr\" is written twice in one object (first at line 1, column 57)"),
        Case(name: "a plural category twice, after others", json: #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"variations":{"plural":{"few":{},"one":{},"other":{},"one":{}}}}}}}}"#,
             column: 116, expected: "the member \"one\" is written twice in one object (first at line 1, column 96)"),
        Case(name: "value twice", json: #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"stringUnit":{"value":"x","value":"y"}}}}}}"#,
             column: 89, expected: "the member \"value\" is written twice"),
        Case(name: "comment twice", json: #"{"sourceLanguage":"en","strings":{"a":{"comment":"x","comment":"y"}}}"#,
             column: 54, expected: "the member \"comment\" is written twice"),
        Case(name: "plural twice", json: #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"variations":{"plural":{},"plural":{}}}}}}}"#,
             column: 89, expected: "the member \"plural\" is written twice"),
        Case(name: "a plural category twice", json: #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"variations":{"plural":{"one":{},"one":{}}}}}}}}"#,
             column: 96, expected: "the member \"one\" is written twice"),
        Case(name: "substitutions twice", json: #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"substitutions":{},"substitutions":{}}}}}}"#,
             column: 82, expected: "the member \"substitutions\" is written twice"),
        Case(name: "a substitution twice", json: #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"substitutions":{"n":{},"n":{}}}}}}}"#,
             column: 87, expected: "the member \"n\" is written twice"),
        Case(name: "an unknown member twice", json: #"{"sourceLanguage":"en","strings":{},"x":1,"x":2}"#,
             column: 43, expected: "the member \"x\" is written twice"),
        Case(name: "a member twice inside an unknown member", json: #"{"sourceLanguage":"en","strings":{},"x":{"y":1,"y":2}}"#,
             column: 48, expected: "the member \"y\" is written twice"),
        Case(name: "a name written with an escape", json: #"{"sourceLanguage":"en","strings":{"a":{"comment":"x","\u0063omment":"y"}}}"#,
             column: 54, expected: "the member \"comment\" is written twice"),
        Case(name: "a lone high surrogate", json: #"{"sourceLanguage":"en","strings":{"a":{"comment":"x\ud800y"}}}"#,
             column: 52, expected: "\\uD800 is half of a UTF-16 surrogate pair"),
        Case(name: "a lone low surrogate", json: #"{"sourceLanguage":"en","strings":{"a":{"comment":"\udc00"}}}"#,
             column: 51, expected: "\\uDC00 is half of a UTF-16 surrogate pair"),
        Case(name: "a locale that climbs out of the output folder", json: #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"../../../victim":{}}}}}"#,
             column: 57, expected: "\"../../../victim\" is not a locale identifier"),
        Case(name: "a source language that climbs out", json: #"{"sourceLanguage":"../x","strings":{}}"#,
             column: 19, expected: "\"../x\" is not a locale identifier"),
        Case(name: "a locale holding NUL", json: #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de\u0000x":{}}}}}"#,
             column: 57, expected: "\"de\\u{0}x\" is not a locale identifier"),
        Case(name: "a locale of 300 characters", json: #"{"sourceLanguage":"en","strings":{"a":{"localizations":{""# + String(repeating: "a", count: 300) + #"":{}}}}}"#,
             column: 57, expected: "is not a locale identifier"),
    ]

    /// A key written twice in `"strings"` (a bad merge: Sudoku's “Friends”, once stale and once
    /// live) is read as a JSON reader reads it, the last copy kept where it stands, with a note at
    /// it naming the first: `duplicate-key` reports it, and the file's other keys are read.
    @Test func aKeyWrittenTwiceKeepsTheLastCopy() throws {
        let json = #"{"sourceLanguage":"en","strings":{"a":{"comment":"old"},"b":{},"a":{"comment":"new"},"a":{"comment":"newest"}}}"#
        let table = try XCStringsReader.read(bytes: Array(json.utf8), file: "T.xcstrings")
        #expect(table.entries.map(\.key) == ["b", "a"])
        #expect(table.entries.map(\.comment) == [nil, "newest"])
        #expect(table.readingNotes.map(\.kind) == [.duplicateKey, .duplicateKey])
        #expect(table.readingNotes.map(\.location.column) == [64, 86])
        #expect(table.readingNotes.map(\.message) == [35, 64].map {
            "is written twice in \"strings\" (first at line 1, column \($0)): this last copy is read, and the other is lost when the catalog is written; delete the one that should not be there"
        })
        #expect(throws: InputError.self) { try XCStringsWriter.requireRewritable(table, by: "format") }
        let once = try XCStringsReader.read(bytes: Array(#"{"sourceLanguage":"en","strings":{"a":{},"b":{}}}"#.utf8), file: "T.xcstrings")
        #expect(once.readingNotes.isEmpty)
        try XCStringsWriter.requireRewritable(once, by: "format")
    }

    /// Keys compare as bytes: "é" and "e" + U+0301, one string to Swift's `==`, are two keys.
    @Test func canonicallyEquivalentKeysAreTwoKeys() throws {
        let json = #"{"sourceLanguage":"en","strings":{"caf\u00e9":{},"cafe\u0301":{}}}"#
        let table = try XCStringsReader.read(bytes: Array(json.utf8), file: "T.xcstrings")
        #expect(table.entries.map { Array($0.key.unicodeScalars) } == [Array("caf\u{E9}".unicodeScalars), Array("cafe\u{301}".unicodeScalars)])
        // The same bytes twice (one written with an escape) are one key written twice.
        let twice = try XCStringsReader.read(bytes: Array(#"{"sourceLanguage":"en","strings":{"caf\u00e9":{},"café":{}}}"#.utf8), file: "T.xcstrings")
        #expect(twice.entries.count == 1 && twice.readingNotes.map(\.kind) == [.duplicateKey])
    }

    @Test(arguments: cases)
    func locatedError(_ c: Case) {
        #expect {
            _ = try XCStringsReader.read(bytes: Array(c.json.utf8), file: "Bad.xcstrings")
        } throws: { error in
            guard let error = error as? InputError else { return false }
            #expect(error.location.line == 1, "\(error)")
            #expect(error.location.column == c.column, "\(error)")
            #expect(error.message.contains(c.expected), "\(error)")
            return true
        }
    }

    /// Two names that are one in Swift's comparison (NFC and NFD) are two JSON names.
    @Test func namesCompareAsBytes() throws {
        let table = try XCStringsReader.read(
            bytes: Array(#"{"sourceLanguage":"en","strings":{"Caf\u00e9":{},"Cafe\u0301":{}}}"#.utf8), file: "C.xcstrings")
        #expect(table.entries.count == 2)
    }

    @Test(arguments: ["en", "de", "pt-BR", "zh-Hans", "zh_Hant_TW", "es-419", "Base", "sr-Latn-RS", "en-US-POSIX", "x-klingon"])
    func localeIdentifiers(_ name: String) { #expect(InputLimits.isLocaleIdentifier(name)) }

    @Test(arguments: ["", "..", "../x", "de/", "de\u{0}", "-de", "de-", "de--AT", "419", "de-abcdefghi", "de AT", "dé", String(repeating: "ab-", count: 30) + "ab"])
    func notLocaleIdentifiers(_ name: String) { #expect(!InputLimits.isLocaleIdentifier(name)) }

    /// A catalog on one line (`json.dumps` without indentation): every location right, and the
    /// time linear in the number of keys (a location used to count columns from the line's start).
    @Test func oneLineCatalogLocationsAreLinear() throws {
        func catalog(_ keys: Int) -> [UInt8] {
            var json = #"{"sourceLanguage":"en","strings":{"#
            for i in 0..<keys {
                if i > 0 { json += "," }
                json += #""key\#(i)":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"é\#(i)"}}}}"#
            }
            return Array((json + "}}").utf8)
        }
        let small = catalog(2_000)
        let large = catalog(32_000)
        let table = try XCStringsReader.read(bytes: large, file: "One.xcstrings", parts: 1)
        // The value of the last key: count its column by hand.
        let text = String(decoding: large, as: UTF8.self)
        let prefix = text[..<text.range(of: #""é31999""#)!.lowerBound]
        #expect(table.entries.last!.localizations[0].content.stringUnit!.location.column == prefix.unicodeScalars.count + 1)
        let clock = ContinuousClock()
        let smallTime = clock.measure { _ = try? XCStringsReader.read(bytes: small, file: "One.xcstrings", parts: 1) }
        let largeTime = clock.measure { _ = try? XCStringsReader.read(bytes: large, file: "One.xcstrings", parts: 1) }
        // 16 times the keys: linear is 16x; quadratic would be 256x. Generous for a busy machine.
        #expect(largeTime < smallTime * 64 + .milliseconds(200), "\(smallTime) → \(largeTime)")
    }

    /// A catalog with classic Mac line ends (CR only) is located line by line.
    @Test func crOnlyLineEnds() {
        let json = "{\r  \"sourceLanguage\" : \"en\",\r  \"strings\" : {\r    \"a\" : {\r      \"comment\" : 1\r    }\r  }\r}"
        #expect {
            _ = try XCStringsReader.read(bytes: Array(json.utf8), file: "CR.xcstrings")
        } throws: { error in
            guard let error = error as? InputError else { return false }
            return error.location.line == 5 && error.location.column == 19
        }
        // CR LF is one line break.
        let crlf = json.split(separator: "\r", omittingEmptySubsequences: false).joined(separator: "\r\n")
        #expect {
            _ = try XCStringsReader.read(bytes: Array(crlf.utf8), file: "CR.xcstrings")
        } throws: { error in
            guard let error = error as? InputError else { return false }
            return error.location.line == 5 && error.location.column == 19
        }
    }

    /// A key written twice in a `.strings` file is read as Foundation reads it, the last value,
    /// with a note at it (lint's `duplicate-key`); a dictionary key twice in a plist is an error.
    @Test func duplicateKeysInLegacyFiles() throws {
        var notes: [ReadingNote] = []
        let read = try StringsFileReader.read(
            bytes: Array("\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";\n".utf8), file: "T.strings", locale: "de", notes: &notes)
        #expect(read.map(\.key) == ["b", "a"])
        #expect(read.last?.localizations.first?.content.stringUnit?.value == "3")
        #expect(notes.count == 1)
        #expect(notes.first?.kind == .duplicateKey && notes.first?.key == "a" && notes.first?.locale == "de")
        #expect(notes.first?.location.line == 3 && notes.first?.location.column == 1)
        #expect(notes.first?.message.contains("(first at line 1, column 1: “1”): the app shows only this last one, “3”") == true, "\(notes)")
        // The same pair twice (real tables have them) loses nothing.
        let repeated = try StringsFileReader.read(bytes: Array("\"a\" = \"1\";\n\"a\" = \"1\";\n".utf8), file: "T.strings", locale: "en")
        #expect(repeated.map(\.key) == ["a", "a"])
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>a</key><string>1</string>
            <key>a</key><string>2</string>
        </dict>
        </plist>
        """
        #expect {
            _ = try StringsFileReader.read(bytes: Array(plist.utf8), file: "T.strings", locale: "en")
        } throws: { error in
            guard let error = error as? InputError else { return false }
            return error.location.line == 5 && error.message.contains("the key \"a\" is written twice with different values")
        }
        #expect {
            _ = try StringsdictReader.read(bytes: Array(plist.utf8), file: "T.stringsdict", locale: "en")
        } throws: { error in
            (error as? InputError)?.message.contains("the key \"a\" is written twice with different values") ?? false
        }
    }

    /// `\u` is no escape in a `.strings` file: Foundation reads the letter `u` (checked with
    /// `PropertyListSerialization` on this machine: `"Settings \u203A x"` is “Settings u203A x”,
    /// `\U203A` is “›”). The reader reads it so and notes where (lint's `encoding`).
    @Test func aLowercaseUEscapeIsTheLetterU() throws {
        var notes: [ReadingNote] = []
        let read = try StringsFileReader.read(
            bytes: Array("\"a\" = \"Settings \\u203A x\";\n\"b\" = \"Settings \\U203A x\";\n\"c\" = \"menu\\u\";\n".utf8),
            file: "T.strings", locale: "en", notes: &notes)
        #expect(read.map { $0.localizations[0].content.stringUnit!.value } == ["Settings u203A x", "Settings › x", "menuu"])
        #expect(notes.count == 1)
        #expect(notes.first?.kind == .unknownEscape && notes.first?.key == "a")
        #expect(notes.first?.location.line == 1 && notes.first?.location.column == 17, "\(notes)")
        #expect(notes.first?.message == "has `\\u203A`, which is no escape in a .strings file (only `\\U` is): the app shows “u203A”; write `\\U203A` or “›”")
    }

    /// `\U` with fewer than four hexadecimal digits: Foundation reads the digits there are (none:
    /// U+0000) and goes on (checked with `PropertyListSerialization` on this machine:
    /// `"\Utwórz"` is U+0000 and “twórz”, `"\U12"` is U+0012). Rocket.Chat's one Polish `\Utwórz`
    /// (a mistyped `\n`) made every command refuse the whole project; it is a noted value now.
    @Test func aShortCapitalUEscapeReadsAsFoundationReadsIt() throws {
        var notes: [ReadingNote] = []
        let read = try StringsFileReader.read(
            bytes: Array("\"a\" = \"\\Utwórz konto\";\n\"b\" = \"x\\U12\";\n\"c\" = \"ok\";\n".utf8),
            file: "T.strings", locale: "pl", notes: &notes)
        #expect(read.map { $0.localizations[0].content.stringUnit!.value } == ["\u{0}twórz konto", "x\u{12}", "ok"])
        #expect(notes.map(\.key) == ["a", "b"] && notes.allSatisfy { $0.kind == .unknownEscape })
        #expect(notes.first?.location.column == 8, "\(notes)")
        #expect(notes.first?.message == "has `\\U` without four hexadecimal digits after `\\U`: Foundation reads it as U+0000 (an invisible character) and drops the `\\U`; write four digits (`\\U00E9`), or `\\n` where a line break was meant")
    }

    /// Only regular files are read: a FIFO would block forever, a device never ends.
    @Test func onlyRegularFiles() throws {
        let folder = (getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp") + "/stringsgen-hostile-\(getpid())"
        mkdir(folder, 0o755)
        defer { unlink(folder + "/fifo"); rmdir(folder) }
        #expect(mkfifo(folder + "/fifo", 0o644) == 0)
        for path in [folder + "/fifo", "/dev/zero", "/dev/null"] {
            #expect {
                _ = try FileBytes.read(path)
            } throws: { error in
                (error as? InputError)?.message.contains("is not a regular file") ?? false
            }
        }
        #expect { _ = try FileBytes.read(folder) } throws: { ($0 as? InputError)?.message.contains("is a directory") ?? false }
    }
}
