import Foundation
import Testing
import StringsgenFormats
import StringsgenModel
@testable import StringsgenKit
import TestSupport

/// `generate` leaves out of its safety checks the keys whose every value has the same plain
/// placeholders (`Generation.isUniformlyFormatted`): proven to change no finding on every real
/// catalog of the test corpus, and to leave in whatever a check could find.
@Suite struct UnsafeTranslationsPrefilterTests {
    static let corpora = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpora").path

    static var catalogs: [String] {
        let found = FileManager.default.enumerator(atPath: corpora)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".xcstrings") }.sorted()
    }

    @Test func changesNoFindingOnTheCorpus() throws {
        #expect(Self.catalogs.count >= 10)
        var skipped = 0, candidates = 0, found = 0
        for catalog in Self.catalogs {
            let table = try XCStringsReader.read(path: "\(Self.corpora)/\(catalog)")
            let with = Generation.unsafeTranslations(in: table)
            let without = Generation.unsafeTranslations(in: table, prefiltering: false)
            #expect(with == without, "\(catalog)")
            found += with.count
            skipped += table.entries.count { Generation.isUniformlyFormatted($0.localizations, sourceLanguage: table.sourceLanguage) }
            candidates += table.entries.count
        }
        // Not a comparison of nothing: the corpus has unsafe translations, and keys left out.
        #expect(found > 10, "\(found) findings")
        #expect(skipped > 100, "\(skipped) of \(candidates)")
        print("prefilter: \(skipped) of \(candidates) keys left out, \(found) unsafe translations found either way")
    }

    private func entry(_ values: [String: String]) -> Entry {
        let location = SourceLocation(file: "t.xcstrings", line: 1, column: 1)
        return Entry(key: "k", location: location, localizations: values.sorted { $0.key < $1.key }.map { locale, value in
            Localization(locale: locale, location: location, content: LocalizedContent(stringUnit: StringUnit(state: "translated", value: value, location: location)))
        })
    }

    @Test func leavesInWhatACheckCouldFind() {
        func uniform(_ values: [String: String]) -> Bool { Generation.isUniformlyFormatted(entry(values).localizations, sourceLanguage: "en") }
        #expect(uniform(["en": "%@ steps", "de": "%@ Schritte"]))
        #expect(uniform(["en": "%lld of %lld, 50%% done", "de": "%lld von %lld, 50%% fertig"]))
        #expect(uniform(["en": "%.1f km", "fr": "%.1f km"]))
        #expect(!uniform(["en": "%@ steps", "de": "%d Schritte"]))
        #expect(!uniform(["en": "%@ and %@", "de": "%@"]))
        #expect(!uniform(["en": "%1$@ and %2$@", "de": "%2$@ und %1$@"]))
        #expect(!uniform(["en": "%@ steps", "ar": "٪@ خطوات"]))
        #expect(!uniform(["en": "%@ steps", "ja": "％@ 歩"]))
        #expect(!uniform(["en": "%@ steps", "de": ""]))
        #expect(!uniform(["en": "%@ steps", "de": " %@ Schritte"]))
        #expect(!uniform(["en": "%@ steps", "ja": "\u{3000}"]))
        #expect(!uniform(["en": "50% off %@", "de": "50% Rabatt %@"]))
        #expect(!uniform(["en": "%(count)lld steps", "de": "%(count)lld Schritte"]))
        #expect(!uniform(["de": "%@ Schritte"]))
    }

    /// Random tables (8 keys of plain, plural, device and nested forms; values of plain
    /// specifiers mixed with what a check could take for something else: `٪@`, `％d`, U+3000,
    /// NUL, CRLF, a lone `%`; locales spelled `EN` or `en_US`, `qqq`; every state; both table
    /// formats): the findings with and without the prefilter are the same. Found by a review,
    /// which also showed that it catches the prefilter broken three ways (no blank test, no
    /// U+066A test, `%u` taken for `%d`) within a few hundred rounds.
    @Test func changesNoFindingOnRandomTables() {
        var random = SplitMix64(seed: 1)
        var uniform = 0, differing: [String] = []
        for round in 0..<300 {
            let entries = (0..<8).map { Self.randomEntry(&random, index: $0) }
            uniform += entries.count { Generation.isUniformlyFormatted($0.localizations, sourceLanguage: "en") }
            for format in [TableFormat.xcstrings, .strings] {
                let table = StringTable(name: "T", file: "t.xcstrings", format: format, sourceLanguage: "en", entries: entries)
                let with = Generation.unsafeTranslations(in: table)
                let without = Generation.unsafeTranslations(in: table, prefiltering: false)
                if with != without { differing.append("round \(round) \(format): \(Set(without).subtracting(with).map(\.message))") }
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(3))")
        #expect(uniform > 100, "\(uniform) keys left out")
    }

    static let loc = SourceLocation(file: "t.xcstrings", line: 1, column: 1)

    static let specs = ["%@", "%d", "%i", "%u", "%f", "%ld", "%lu", "%lld", "%llu", "%.1f", "%.0f"]
    static let fillers = ["a", "Zz", " ", "  ", "%%", "\u{3000}", "\u{A0}", "\u{301}", "\0", "\n", "é", "日本", "\u{200B}", "\u{FEFF}",
                          "\u{7F}", "!", "\u{2028}", "\u{85}", "\u{FE6A}", "\u{2030}", "\t", "\r\n", "$", "1", "#", "'", "(", "x)", "٪", "％", "٪@", "％d", "٪1$@", "\u{1F600}",
                          "\u{1680}", "\u{180E}", "\u{FFFD}", "l", "d", "@", "."]
    static let safe = ["a", "Zz", "%%", "é", "日本", "\u{301}", "!", "\0", "\n", "x y", "\u{200B}", "\u{FEFF}", "\u{7F}"]
    static let locales = ["en", "de", "ja", "ar", "he", "ru", "fr", "EN", "en-US", "en_US", "qqq", "zh-Hans", "pl", "ko", "cy"]
    static let categories = ["zero", "one", "two", "few", "many", "other", "bogus"]
    static let devices = ["iphone", "ipad", "mac", "other", "applewatch"]
    static let states: [String?] = [nil, "translated", "new", "needs_review", "stale", "weird"]

    static func text(_ seq0: [String], _ r: inout SplitMix64) -> String {
        var seq = seq0
        if !seq.isEmpty, Int.random(in: 0...7, using: &r) == 0 { seq[Int.random(in: 0..<seq.count, using: &r)] = specs.randomElement(using: &r)! }
        var s = ""
        for spec in seq {
            for _ in 0..<Int.random(in: 0...2, using: &r) { s += (Int.random(in: 0...3, using: &r) == 0 ? fillers : safe).randomElement(using: &r)! }
            s += spec
        }
        for _ in 0..<Int.random(in: 0...2, using: &r) { s += (Int.random(in: 0...3, using: &r) == 0 ? fillers : safe).randomElement(using: &r)! }
        if s.isEmpty || Int.random(in: 0...6, using: &r) == 0 { s = ["", " ", "\u{3000}", "\u{200B}", "x"].randomElement(using: &r)! + s }
        return s
    }

    static func unit(_ seq: [String], _ r: inout SplitMix64) -> StringUnit {
        StringUnit(state: states.randomElement(using: &r)!, value: text(seq, &r), location: loc)
    }

    static func content(_ seq: [String], depth: Int, _ r: inout SplitMix64) -> LocalizedContent {
        let kind = depth > 1 ? 0 : Int.random(in: 0...5, using: &r)
        switch kind {
        case 0, 1: return LocalizedContent(stringUnit: unit(seq, &r))
        case 2, 3:
            let cats = categories.shuffled(using: &r).prefix(Int.random(in: 0...4, using: &r))
            var v = cats.map { Variation(name: $0, location: loc, content: content(seq, depth: depth + 1, &r)) }
            if Bool.random(using: &r) { v.append(Variation(name: "other", location: loc, content: content(seq, depth: depth + 1, &r))) }
            return LocalizedContent(stringUnit: Int.random(in: 0...4, using: &r) == 0 ? unit(seq, &r) : nil, variations: Variations(plural: v))
        case 4:
            let ds = devices.shuffled(using: &r).prefix(Int.random(in: 0...3, using: &r))
            let v = ds.map { Variation(name: $0, location: loc, content: content(seq, depth: depth + 1, &r)) }
            return LocalizedContent(stringUnit: Int.random(in: 0...4, using: &r) == 0 ? unit(seq, &r) : nil, variations: Variations(device: v))
        default:
            let cats = categories.shuffled(using: &r).prefix(Int.random(in: 1...3, using: &r))
            let ds = devices.shuffled(using: &r).prefix(Int.random(in: 1...2, using: &r))
            return LocalizedContent(variations: Variations(
                plural: cats.map { Variation(name: $0, location: loc, content: content(seq, depth: depth + 1, &r)) },
                device: ds.map { Variation(name: $0, location: loc, content: content(seq, depth: depth + 1, &r)) }))
        }
    }

    static func randomEntry(_ r: inout SplitMix64, index: Int) -> Entry {
        let n = Int.random(in: 0...3, using: &r)
        let seq = (0..<n).map { _ in specs.randomElement(using: &r)! }
        var locs = ["en"] + locales.shuffled(using: &r).prefix(Int.random(in: 1...4, using: &r))
        if Bool.random(using: &r) { locs.shuffle(using: &r) }
        let keys = ["k\(index)", "%lld k\(index)", "%@ %@ k\(index)", text(seq, &r) + "\(index)", "%2$@ k\(index)", "50% k\(index)", "%d%% k\(index)", "%#@x@ \(index)"]
        return Entry(
            key: keys.randomElement(using: &r)!, location: loc,
            extractionState: [nil, "manual", "extracted_with_value", "stale", "migrated"].randomElement(using: &r)!,
            shouldTranslate: [nil, true, false].randomElement(using: &r)!,
            localizations: locs.map { Localization(locale: $0, location: loc, content: content(seq, depth: 0, &r)) })
    }
}
