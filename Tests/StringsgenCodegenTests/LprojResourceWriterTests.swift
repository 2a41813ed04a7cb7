import Foundation
import StringsgenModel
import Testing
@testable import StringsgenCodegen

@Suite struct LprojResourceWriterTests {
    /// The compiled `.strings` of a few fixtures, every locale, as golden files.
    @Test(arguments: ["Plain", "Plurals", "Substitutions", "Devices", "Hostile"])
    func stringsGoldenFile(_ name: String) throws {
        let files = LprojResourceWriter(options: .init(writesStringsdict: false)).resources(for: try TestFiles.table(name))
        try assertSnapshot(concatenated(files), named: "\(name).strings.txt")
    }

    @Test(arguments: ["Plurals", "Substitutions"])
    func stringsdictGoldenFile(_ name: String) throws {
        let files = LprojResourceWriter(options: .init(writesStringsdict: true)).resources(for: try TestFiles.table(name))
        try assertSnapshot(concatenated(files.filter { $0.key.hasSuffix(".stringsdict") }), named: "\(name).stringsdict.txt")
    }

    /// Handed over in pieces (`generate` compares and writes them as they come), each file is
    /// the same bytes, in its own order, whatever the size of a piece.
    @Test(arguments: [1, 100, 100_000])
    func piecesJoinedAreTheFiles(piece: Int) throws {
        for name in ["Plain", "Plurals", "Substitutions", "Devices", "Hostile"] {
            let writer = LprojResourceWriter(options: .init(writesStringsdict: true))
            let table = try TestFiles.table(name)
            var joined: [String: [UInt8]] = [:]
            var pieces = 0
            var finished: [String] = []
            writer.write(table, piece: piece) { path, bytes, isLast in
                #expect(!finished.contains(path), "\(name): \(path) handed over after its last piece")
                joined[path, default: []].append(contentsOf: bytes)
                pieces += 1
                if isLast { finished.append(path) }
            }
            #expect(Set(finished) == Set(joined.keys), "\(name): every file ends with its last piece")
            let whole = writer.resources(for: table)
            #expect(joined == whole, "\(name)")
            if whole.values.contains(where: { $0.count > piece + 1000 }) {
                #expect(pieces > whole.count, "\(name): a file longer than a piece comes in pieces")
            }
        }
    }

    /// A translation withheld from "Café" (é) leaves the one of "Café" (e + U+0301) alone:
    /// two keys, which Swift's `==` takes for one.
    @Test func aWithheldTranslationIsOnlyThatKeys() throws {
        let location = SourceLocation(file: "T.xcstrings", line: 1, column: 1)
        func entry(_ key: String, _ german: String) -> Entry {
            Entry(key: key, location: location, localizations: [
                Localization(locale: "en", location: location, content: LocalizedContent(stringUnit: StringUnit(value: "Coffee", location: location))),
                Localization(locale: "de", location: location, content: LocalizedContent(stringUnit: StringUnit(value: german, location: location))),
            ])
        }
        let table = StringTable(name: "T", file: "T.xcstrings", format: .xcstrings, sourceLanguage: "en", entries: [
            entry("Caf\u{E9}", "Kaffee eins"), entry("Cafe\u{301}", "Kaffee zwei"),
        ])
        let writer = LprojResourceWriter(options: .init(writesStringsdict: false, withheld: [KeyBytes("Caf\u{E9}"): ["de"]]))
        let german = String(decoding: try #require(writer.resources(for: table)["de.lproj/T.strings"]), as: UTF8.self)
        #expect(!german.contains("Kaffee eins"))
        #expect(german.contains("Kaffee zwei"))
    }

    /// A key marked not to translate shows its source in every language: an empty value left in
    /// a translation (Mac Mouse Fix's German, with no English value) is not compiled, while a
    /// translation with text of its own is.
    @Test func anEmptyValueOfAKeyNotToTranslateIsNotCompiled() throws {
        let location = SourceLocation(file: "T.xcstrings", line: 1, column: 1)
        func entry(_ key: String, _ german: String) -> Entry {
            Entry(key: key, location: location, shouldTranslate: false, localizations: [
                Localization(locale: "de", location: location, content: LocalizedContent(stringUnit: StringUnit(value: german, location: location))),
            ])
        }
        let table = StringTable(name: "T", file: "T.xcstrings", format: .xcstrings, sourceLanguage: "en", entries: [
            entry("capture.hint", ""), entry("brand", "Marke"),
        ])
        let german = String(decoding: try #require(LprojResourceWriter().resources(for: table)["de.lproj/T.strings"]), as: UTF8.self)
        #expect(german.contains(#""capture.hint" = "capture.hint";"#), "\(german)")
        #expect(german.contains(#""brand" = "Marke";"#), "\(german)")
    }

    /// Off on every platform: the accessors choose plural forms themselves, on Apple platforms too
    /// (`writesStringsdict` defaults to false; the Darwin branch this test had expected the opposite).
    @Test func stringsdictIsOffByDefault() throws {
        let files = LprojResourceWriter().resources(for: try TestFiles.table("Plurals"))
        #expect(files.keys.sorted() == ["en.lproj/Plurals.strings", "ru.lproj/Plurals.strings"])
    }

    /// Foundation on this machine reads back every value the writer wrote: hostile text, plural
    /// `other` forms, substitutions spelled out, and the source language where a translation is missing.
    @Test func foundationReadsWhatWasWritten() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stringsgen-lproj-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let writer = LprojResourceWriter(options: .init(writesStringsdict: false))
        for name in ["Plain", "Hostile", "Plurals", "Substitutions", "Positional"] {
            for (path, bytes) in writer.resources(for: try TestFiles.table(name)) {
                let url = directory.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: url)
            }
        }
        func lookup(_ locale: String, _ table: String, _ key: String, _ arguments: CVarArg...) -> String? {
            let bundle = Bundle(path: directory.appendingPathComponent("\(locale).lproj").path)
            let format = bundle?.localizedString(forKey: key, value: "<missing>", table: table)
            return arguments.isEmpty ? format : format.map { String(format: $0, locale: Locale(identifier: "en"), arguments: arguments) }
        }
        let hostile = try TestFiles.table("Hostile")
        for entry in hostile.entries {
            #expect(lookup("en", "Hostile", entry.key) == entry.localization(for: "en")?.content.stringUnit?.value)
        }
        #expect(lookup("de", "Plain", "plain.welcome_title") == "Willkommen bei StandFit")
        #expect(lookup("de", "Plain", "plain.brand_name") == "StandFit")
        #expect(lookup("en", "Plain", "Get Started") == "Get Started")
        #expect(lookup("en", "Plurals", "plurals.goals_selected", 3) == "3 goals selected")
        #expect(lookup("en", "Substitutions", "substitutions.plan_summary", 5, 7) == "5 exercises in 7 days")
        #expect(lookup("de", "Substitutions", "substitutions.plan_summary", 5, 7) == "5 Übungen in 7 Tagen")
        #expect(lookup("en", "Substitutions", "substitutions.minutes_left", "Ana", 10) == "Ana has 10 minutes left")
        #expect(lookup("de", "Positional", "positional.invited", "Ana", "Ben") == "Ana wurde von Ben eingeladen")
    }

    /// No comment can end the `/* ... */` it is written in, whatever characters surround `*/`.
    @Test(arguments: ["*/", "a*/b", "\u{0600}*/ evil", "**/", "*\u{0301}/", "x\n*/"])
    func commentCannotEndTheComment(_ comment: String) throws {
        let table = makeTable(["key": "value"], comment: comment)
        let bytes = LprojResourceWriter().resources(for: table)["en.lproj/Test.strings"]!
        // The key's comment is the second `/* ... */` line; bytes, so no character can hide a `*/`.
        let line = Array(bytes.split(separator: UInt8(ascii: "\n"))[1])
        #expect(Array(line.prefix(3)) == Array("/* ".utf8) && Array(line.suffix(3)) == Array(" */".utf8))
        let inner = line.dropFirst(3).dropLast(3)
        #expect(!zip(inner, inner.dropFirst()).contains { $0 == UInt8(ascii: "*") && $1 == UInt8(ascii: "/") },
                "\(String(decoding: line, as: UTF8.self))")
    }

    /// A `#` in a plain value is text, unless it starts a substitution: one the catalog does
    /// not define is still written with its position, as every other placeholder in that value.
    @Test func hashInAPlainValue() throws {
        let table = makeTable(["a": "Item #3 of %@", "b": "%#@files@ in %@", "c": "#"])
        let strings = String(decoding: LprojResourceWriter().resources(for: table)["en.lproj/Test.strings"]!, as: UTF8.self)
        #expect(strings.contains("\"a\" = \"Item #3 of %@\";\n"))
        #expect(strings.contains("\"b\" = \"%1$#@files@ in %2$@\";\n"))
        #expect(strings.contains("\"c\" = \"#\";\n"))
    }

    private func concatenated(_ files: [String: [UInt8]]) -> String {
        files.keys.sorted().map { "=== \($0)\n" + String(decoding: files[$0]!, as: UTF8.self) }.joined(separator: "\n")
    }
}
