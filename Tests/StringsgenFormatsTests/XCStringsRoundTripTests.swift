import Foundation
import Testing
import StringsgenModel
@testable import StringsgenFormats

@Suite struct XCStringsRoundTripTests {
    static let catalogs = Corpus.catalogs

    @Test func corpusIsThere() {
        for path in Self.catalogs {
            #expect(FileManager.default.fileExists(atPath: path), "\(MissingFixture(path: path))")
        }
    }

    @Test(arguments: catalogs)
    func readingThenWritingGivesIdenticalBytes(path: String) throws {
        let bytes = try FileBytes.read(path)
        let table = try XCStringsReader.read(bytes: bytes, file: path)
        let written = XCStringsWriter.write(table)
        if written != bytes {
            let firstDifference = zip(written, bytes).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(written.count, bytes.count)
            let context = String(decoding: bytes[max(0, firstDifference - 80)..<min(bytes.count, firstDifference + 40)], as: UTF8.self)
            Issue.record("\(path): first difference at byte \(firstDifference) of \(bytes.count), near: \(context)")
        }
    }

    @Test func readsWhatTheCorporaUse() throws {
        let linear = try XCStringsReader.read(path: Corpus.path("LinearMouse_Localizable.xcstrings"))
        #expect(linear.version == "1.1")
        #expect(linear.sourceLanguage == "en")
        #expect(linear.entries.count == 354)
        #expect(linear.locales.count >= 35)
        // Arabic with all six plural categories somewhere in the catalog.
        let arabicCategories = Set(linear.entries.flatMap { entry in
            (entry.localization(for: "ar")?.content.units ?? []).compactMap(\.pluralCategory)
        })
        #expect(arabicCategories == ["zero", "one", "two", "few", "many", "other"])
        // A plural substitution with formatSpecifier `f`.
        let substitutions = linear.entries.flatMap { $0.localizations.flatMap { $0.content.substitutions ?? [] } }
        #expect(substitutions.contains { $0.formatSpecifier == "f" && $0.variations?.plural != nil })

        let infoPlist = try XCStringsReader.read(path: Corpus.path("CotEditor_InfoPlist.xcstrings"))
        #expect(infoPlist.version == "1.0")
        #expect(infoPlist.entries.contains { $0.shouldTranslate == false })

        let localizable = try XCStringsReader.read(path: Corpus.path("CotEditor_Localizable.xcstrings"))
        let states = Set(localizable.entries.flatMap { $0.localizations.flatMap { $0.content.units.compactMap(\.unit.state) } })
        #expect(states.isSuperset(of: ["translated", "new", "needs_review"]))
        let document = try XCStringsReader.read(path: Corpus.path("CotEditor_Document.xcstrings"))
        let allSources = (localizable.entries + document.entries).flatMap { $0.localizations.flatMap { $0.content.units.map(\.unit.value) } }
        #expect(allSources.contains { $0.contains("%1$@") && $0.contains("%2$lld") })
        #expect(document.entries.contains { $0.localizations.contains { $0.content.variations?.plural?.contains { $0.name == "many" } == true } })
    }

    @Test func locationsPointAtKeysAndValues() throws {
        let text = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "greeting" : {
              "comment" : "Shown first.",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Grüß dich"
                  }
                }
              }
            },
            "Größe" : {

            }
          },
          "version" : "1.0"
        }
        """
        let table = try XCStringsReader.read(bytes: Array(text.utf8), file: "T.xcstrings")
        #expect(table.entries.map(\.key) == ["greeting", "Größe"])
        #expect(table.entries[0].location == SourceLocation(file: "T.xcstrings", line: 4, column: 5))
        let de = try #require(table.entries[0].localization(for: "de"))
        #expect(de.location == SourceLocation(file: "T.xcstrings", line: 7, column: 9))
        #expect(de.content.stringUnit?.location == SourceLocation(file: "T.xcstrings", line: 10, column: 23))
        #expect(table.entries[1].location.line == 15)
        // The empty entry is written back as Xcode writes an empty object.
        #expect(XCStringsWriter.write(table) == Array(text.utf8))
    }

    @Test func unknownMembersAreKept() throws {
        let text = """
        {
          "futureTopLevel" : [
            1,
            {
              "a" : null
            }
          ],
          "sourceLanguage" : "en",
          "strings" : {
            "k" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "reviewer" : "ana",
                    "state" : "translated",
                    "value" : "K"
                  }
                }
              },
              "newFlag" : true
            }
          },
          "version" : "2.0"
        }

        """
        let table = try XCStringsReader.read(bytes: Array(text.utf8), file: "T.xcstrings")
        #expect(table.extraMembers.map(\.key) == ["futureTopLevel"])
        #expect(table.entries[0].extraMembers.map(\.key) == ["newFlag"])
        #expect(table.hasFinalNewline)
        #expect(XCStringsWriter.write(table) == Array(text.utf8))
    }

    @Test func escapesAreDecodedAndWrittenAsXcodeDoes() throws {
        let text = #"{"sourceLanguage":"en","strings":{"a\"b":{"comment":"tab\there\nnew \u00e9 \/ \ud83d\ude00 \u0001"}}}"#
        let table = try XCStringsReader.read(bytes: Array(text.utf8), file: "T.xcstrings")
        #expect(table.entries[0].key == "a\"b")
        #expect(table.entries[0].comment == "tab\there\nnew é / 😀 \u{01}")
        let written = String(decoding: XCStringsWriter.write(table), as: UTF8.self)
        #expect(written.contains(#""comment" : "tab\there\nnew é / 😀 \u0001""#))
    }
}
