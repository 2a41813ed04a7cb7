import Foundation
import Testing
import StringsgenFormats
import StringsgenModel
@testable import StringsgenChecks

/// A large table is linted in chunks on several threads; the diagnostics must be exactly the
/// ones a single thread finds, in the same order.
@Suite struct LinterConcurrencyTests {
    @Test func chunksCoverTheEntriesInOrder() {
        let linter = Linter(concurrency: 2, minimumEntriesForConcurrency: 100)
        #expect(linter.chunks(of: 99) == [0..<99])
        #expect(Linter(concurrency: 1, minimumEntriesForConcurrency: 1).chunks(of: 10_000) == [0..<10_000])
        for count in [100, 101, 1_000, 10_007, 100_000] {
            let chunks = linter.chunks(of: count)
            #expect(chunks.count > 1)
            #expect(chunks.first?.lowerBound == 0 && chunks.last?.upperBound == count)
            #expect(zip(chunks, chunks.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound && !$0.isEmpty })
        }
    }

    @Test func chunkedLintingFindsWhatOneThreadFinds() {
        // Plurals, substitutions and placeholders that are wrong for most languages: findings
        // of most rules, spread over every chunk.
        let context = LintContext(
            table: PerformanceTests.largeTable(),
            locales: locales("en", "de", "fr", "es", "it", "ja", "ru", doNotTranslate: ["StandFit"], inProgress: ["ja"]))
        let one = Linter(concurrency: 1).lint(context)
        let many = Linter(concurrency: 4, minimumEntriesForConcurrency: 1).lint(context)
        #expect(one.count > 1_000)
        #expect(many == one)
    }

    @Test(arguments: CorpusTests.catalogs)
    func chunkedLintingOfARealCatalog(name: String) throws {
        let table = try XCStringsReader.read(path: CorpusTests.path(name))
        let context = LintContext(table: table)
        #expect(Linter(concurrency: 3, minimumEntriesForConcurrency: 1).lint(context) == Linter(concurrency: 1).lint(context))
    }
}
