import Foundation
import Testing
import StringsgenFormats
import StringsgenModel
@testable import StringsgenKit

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
            skipped += table.entries.count { Generation.isUniformlyFormatted($0, sourceLanguage: table.sourceLanguage) }
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
        func uniform(_ values: [String: String]) -> Bool { Generation.isUniformlyFormatted(entry(values), sourceLanguage: "en") }
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
}
