import Foundation
import Testing

@Suite(.removesScratchFolders) struct FormatCommandTests {
    @Test func corpusCatalogsAreAlreadyInXcodesForm() throws {
        let catalogs = Stringsgen.corpusCatalogs
        for path in catalogs { try #require(FileManager.default.fileExists(atPath: path), "missing test fixture \(path)") }
        let result = try Stringsgen.run(["format", "--check"] + catalogs)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// A project of legacy `.strings` files only (Maccy, Mastodon) has no catalog to format: the
    /// README's CI step `format --check` passes and says why; export says why it writes nothing.
    @Test func aLegacyOnlyProjectHasNothingToFormat() throws {
        let dir = try Stringsgen.scratchProject()
        try FileManager.default.createDirectory(atPath: dir + "/App/en.lproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/App/de.lproj", withIntermediateDirectories: true)
        try "\"title\" = \"Title\";\n".write(toFile: dir + "/App/en.lproj/Main.strings", atomically: true, encoding: .utf8)
        try "\"title\" = \"Titel\";\n".write(toFile: dir + "/App/de.lproj/Main.strings", atomically: true, encoding: .utf8)
        for arguments in [["format", "--check"], ["format"]] {
            let run = try Stringsgen.run(arguments, in: dir)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.hasPrefix("stringsgen: no String Catalogs to"), "\(run.stderr)")
        }
        let export = try Stringsgen.run(["export", "--locale", "de"], in: dir)
        // Nothing is wrong with the project: 2 is for input that cannot be read.
        #expect(export.status == 0)
        #expect(!FileManager.default.fileExists(atPath: dir + "/Translations"))
        // Said of the project: no one file of it is at fault.
        #expect(export.stderr.hasPrefix("stringsgen: nothing to export: the project's tables are legacy .lproj files"), "\(export.stderr)")
        // An XLIFF of Xcode's for a legacy table: the message says why nothing matches.
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="App/en.lproj/Main.strings" source-language="en" target-language="de" datatype="plaintext">
                <body><trans-unit id="title"><source>Title</source><target>Titel</target></trans-unit></body>
              </file>
            </xliff>
            """
        try xliff.write(toFile: dir + "/de.xliff", atomically: true, encoding: .utf8)
        let imported = try Stringsgen.run(["import", "de.xliff"], in: dir)
        #expect(imported.status == 2)
        #expect(imported.stderr.contains("its tables are legacy .lproj files, which import does not merge into"), "\(imported.stderr)")
    }

    /// Catalogs with no language but their source (popcorn's, English alone): export has nothing
    /// to write, says so, and exits 0. It crashed (a nil unwrapped in `XLIFFExport`).
    @Test func aCatalogWithNoTranslationHasNothingToExport() throws {
        let dir = try Stringsgen.scratchProject(files: [
            "App/Localizable.xcstrings": #"{"sourceLanguage":"en","strings":{"Hello":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello"}}}}},"version":"1.0"}"#,
        ])
        let export = try Stringsgen.run(["export"], in: dir)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stderr.hasPrefix("stringsgen: nothing to export: no catalog has a language but its source (en)"), "\(export.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/Translations"))
        // Listed, a language is exported.
        try #"{ "requiredLocales" : ["en", "de"] }"#.write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let named = try Stringsgen.run(["export"], in: dir)
        #expect(named.status == 0 && FileManager.default.fileExists(atPath: dir + "/Translations/de.xliff"), "\(named.stderr)")
    }

    /// A key written twice in one catalog (a bad merge) is a `duplicate-key` error of lint, and
    /// every table is still linted; `format` refuses to rewrite that catalog, which would lose a
    /// copy without a word. `format --check` says the catalog is not in Xcode's layout (Xcode
    /// writes one copy) and checks the others: GitOK's one slip hid 56 catalogs out of layout.
    @Test func aKeyWrittenTwiceIsAFindingAndNoCatalogIsRewritten() throws {
        let twice = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Friends" : {
                  "extractionState" : "stale"
                },
                "Play" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Spielen"
                      }
                    }
                  }
                },
                "Friends" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Freunde"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let other = #"{"sourceLanguage":"en","strings":{"Start %@":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Start"}}}}},"version":"1.0"}"#
        let dir = try Stringsgen.scratchProject(files: ["App/Localizable.xcstrings": twice, "App/Other.xcstrings": other])
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.status == 1, "\(lint.stderr)")
        #expect(lint.stdout.contains("App/Localizable.xcstrings:17:5: error: [duplicate-key] ‘Friends’ is written twice in \"strings\" (first at line 4, column 5)"), "\(lint.stdout)")
        #expect(lint.stdout.contains("App/Other.xcstrings"), "the other catalog is linted too: \(lint.stdout)")
        let format = try Stringsgen.run(["format"], in: dir)
        #expect(format.status == 2)
        #expect(format.stderr.contains("App/Localizable.xcstrings:17:5: error: format does not rewrite this catalog: the key \"Friends\" is written twice"), "\(format.stderr)")
        let check = try Stringsgen.run(["format", "--check"], in: dir)
        #expect(check.status == 1, "\(check.stderr)")
        #expect(check.stdout.contains("App/Localizable.xcstrings:17:5: not in Xcode's format: the key \"Friends\" is written twice in \"strings\" (first at line 4, column 5)"), "\(check.stdout)")
        #expect(check.stdout.contains("App/Other.xcstrings:1:2: not in Xcode's format from here"), "the other catalog is checked too: \(check.stdout)")
        #expect(try String(contentsOfFile: dir + "/App/Other.xcstrings", encoding: .utf8) == other)
        #expect(try String(contentsOfFile: dir + "/App/Localizable.xcstrings", encoding: .utf8) == twice)
    }

    /// The difference `format --check` shows is on one line, what cannot be seen written out:
    /// Nos's `\u2028` is written by Xcode as the character itself (as Xcodes' catalog has it),
    /// which a terminal shows as a space or a line break.
    @Test func aDifferenceInALineSeparatorIsWrittenOut() throws {
        let dir = try Stringsgen.scratchProject()
        let path = dir + "/T.xcstrings"
        let catalog = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"k\" : {\n      \"localizations\" : {\n        \"en\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"One.\\u2028Two\"\n          }\n        }\n      }\n    }\n  },\n  \"version\" : \"1.0\"\n}"
        try catalog.write(toFile: path, atomically: true, encoding: .utf8)
        let check = try Stringsgen.run(["format", "--check", path])
        #expect(check.status == 1)
        #expect(check.stdout.contains("Xcode writes “            \"value\" : \"One.\\u{2028}Two\"”, the file has “            \"value\" : \"One.\\u2028Two\"”"), "\(check.stdout)")
        #expect(!check.stdout.contains("\u{2028}"), "no line separator printed raw")
    }

    /// A blank line after the closing brace differs in line breaks only: the message shows
    /// them, not two empty quotes (ios-monorepo's eight catalogs).
    @Test func checkNamesALineBreakDifference() throws {
        let dir = try Stringsgen.scratchProject()
        let path = dir + "/T.xcstrings"
        let catalog = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}\n"
        try (catalog + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let check = try Stringsgen.run(["format", "--check", path])
        #expect(check.status == 1)
        #expect(check.stdout.contains("T.xcstrings:8:1: not in Xcode's format from here: Xcode ends the file here, the file has “\\n”"), "\(check.stdout)")
    }

    @Test func checkReportsAndFormatRewritesAReindentedCatalog() throws {
        let dir = try Stringsgen.scratchProject()
        let path = dir + "/T.xcstrings"
        let compact = #"{"sourceLanguage":"en","strings":{"b":{},"a":{"comment":"c","localizations":{"de":{"stringUnit":{"value":"A","state":"translated"}}}}},"version":"1.0"}"#
        try compact.write(toFile: path, atomically: true, encoding: .utf8)

        let check = try Stringsgen.run(["format", "--check", path])
        #expect(check.status == 1)
        // Where the file first departs from Xcode's layout, with the line both ways.
        #expect(check.stdout.contains("T.xcstrings:1:2: not in Xcode's format from here: Xcode writes “{”, the file has “{\"sourceLanguage\":\"en\",\"strings\""), "\(check.stdout)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == compact, "--check must not write")

        let format = try Stringsgen.run(["format", path])
        #expect(format.status == 0)
        let expected = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "b" : {

            },
            "a" : {
              "comment" : "c",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "A"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
        #expect(try Stringsgen.run(["format", "--check", path]).status == 0)
    }

    @Test func aTruncatedCatalogIsALocatedErrorWithStatus2() throws {
        let dir = try Stringsgen.scratchProject()
        let path = dir + "/Broken.xcstrings"
        try "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = try Stringsgen.run(["format", "--check", path])
        #expect(result.status == 2)
        #expect(result.stderr == "\(path):5:1: error: unexpected end of file: expected '}' to close the object opened at line 4, column 11\n")
        #expect(!result.stderr.contains("Fatal error"))
    }

    @Test func aMissingFileIsStatus2() throws {
        let result = try Stringsgen.run(["format", "/nonexistent/x.xcstrings"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("/nonexistent/x.xcstrings: error: cannot open"))
    }

    @Test func aBadOptionIsAUsageError() throws {
        let result = try Stringsgen.run(["format", "--no-such-option"])
        #expect(result.status == 64)
    }
}
