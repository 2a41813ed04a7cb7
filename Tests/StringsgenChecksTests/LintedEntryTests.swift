import Testing
import StringsgenFormats
import StringsgenModel
@testable import StringsgenChecks

/// The units a lint run builds for an entry are `LocalizedContent.units`, in its order, with
/// the same values, states, steps and locations.
@Suite struct LintedEntryTests {
    @Test(arguments: CorpusTests.catalogs)
    func unitsFollowTheModelsWalk(name: String) throws {
        let table = try XCStringsReader.read(path: CorpusTests.path(name))
        let run = LintRun(LintContext(table: table))
        for entry in table.entries {
            let linted = LintedEntry(entry, run: run)
            for localization in linted.localizations {
                let expected = localization.content.units
                #expect(localization.units.map(\.value) == expected.map(\.unit.value))
                #expect(localization.units.map(\.steps) == expected.map(\.steps))
                #expect(localization.units.map(\.unit.state) == expected.map(\.unit.state))
                #expect(localization.units.map(\.location) == expected.map(\.unit.location))
                #expect(localization.units.map(\.path.label) == expected.map(\.label))
                #expect(localization.units.map(\.isInSubstitution) == expected.map { $0.substitutionName != nil })
            }
        }
    }

    /// The linter loads entry after entry into the same objects; every check must find what
    /// it finds in a fresh `LintedEntry`, whatever shape the entry before had.
    @Test(arguments: CorpusTests.catalogs)
    func reusedEntriesFindWhatFreshOnesFind(name: String) throws {
        let table = try XCStringsReader.read(path: CorpusTests.path(name))
        let context = LintContext(table: table, locales: locales("en", "de", "fr", doNotTranslate: ["CotEditor", "LinearMouse"]))
        let run = LintRun(context)
        var reusable: LintedEntry?
        var fresh: [Finding] = [], reused: [Finding] = []
        // Every entry twice, in two orders, so that each follows entries of other shapes.
        for entry in table.entries + table.entries.reversed() {
            for check in Checks.all { check.check(entry: LintedEntry(entry, run: run)) { fresh.append($0) } }
            let linted = LintedEntry.load(entry, into: &reusable, run: run)
            for check in Checks.all { check.check(entry: linted) { reused.append($0) } }
        }
        #expect(!fresh.isEmpty)
        #expect(reused == fresh)
    }

    @Test func aKeyWithoutSourceIsItsOwnSource() {
        let t = table(entry("Get started", line: 7, ["de": text("Los geht’s")]))
        let linted = LintedEntry(t.entries[0], run: LintRun(LintContext(table: t)))
        #expect(linted.source.units.map(\.value) == ["Get started"])
        #expect(linted.source.units.first?.location == at(7))
        #expect(linted.translations.first?.units.first?.sourceUnit === linted.source.units.first)
    }
}

/// The byte- and scalar-level shortcuts answer as the Character-level definitions do.
@Suite struct TextShortcutTests {
    @Test func blankScalarsAreTheBlankCharactersFirstScalars() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(scalar.isBlank == Character(scalar).isBlank, "U+\(String(value, radix: 16))")
        }
    }

    @Test func scalarsThatStartACharacterNeverJoinAWhiteSpaceBefore() {
        for value in UInt32(0)...0x10FFFF where Unicode.Scalar.startsCharacterAfterBlank(value) {
            guard let scalar = Unicode.Scalar(value), !scalar.isBlank else { continue }
            for blank in [" ", "\u{A0}", "\u{3000}", "\u{2009}"] {
                #expect((blank + String(scalar)).count == 2, "U+\(String(value, radix: 16)) after U+\(String(blank.unicodeScalars.first!.value, radix: 16))")
            }
        }
    }

    @Test func edgesAreFoundAsCharactersFindThem() {
        let samples = [
            "", " ", "a", " a", "a ", "a\n", "\u{3000}（デフォルト）", "Привет", "Привет ", "مرحبا", "مرحبا\u{A0}",
            "a \u{301}", " \u{301}a", "x\u{600} ", "emoji 🧍‍♀️", "🧍‍♀️ ", "\u{200D}", "a\u{200D}", " \u{200D}",
            "\t\u{3000}x \u{A0}", "日本語\u{3000}", "a\r\n", "\u{85}", "a\u{2028}", "ab\u{0E33}", " \u{0E33}",
        ]
        for s in samples {
            let (lead, trail) = s.blankEdges
            if !s.mayHaveBlankEdge { #expect(lead.isEmpty && trail.isEmpty, "\(s.debugDescription)") }
            #expect(s.isBlank == s.allSatisfy(\.isBlank), "\(s.debugDescription)")
            #expect(s.lineBreakCount == s.utf8.filter { $0 == 0x0A }.count + s.unicodeScalars.filter { $0 == "\u{2028}" || $0 == "\u{2029}" }.count)
            #expect(s.scalarCount == s.unicodeScalars.count)
        }
    }

    @Test func theWordTestSeesEveryByteDamageStartsWith() {
        #expect(StopWord.covers(Misreading.stopBytes))
        #expect(!StopWord.mayHoldStop(0x6867_6665_6463_6261))  // "abcdefgh"
        #expect(!StopWord.mayHoldStop(0xB8D0_B2D0_B8D0_80D0))  // "Привет" in part
    }
}
