import Foundation
import StringsgenModel

/// Paths of the vendored corpus files (`Tests/Corpora/`) and of this folder's fixtures.
enum LegacyPaths {
    /// "DuckDuckGo_ru.strings" → `Tests/Corpora/DuckDuckGo/DuckDuckGo_ru.strings`.
    static func corpus(_ name: String) -> String { Corpus.path(name) }

    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }

    /// The file's bytes, or an error naming it when it is missing (never an empty array that
    /// a test would go on to divide by).
    static func bytes(_ path: String) throws -> [UInt8] { try Corpus.bytes(atPath: path) }
}

extension Entry {
    /// The value of the plain string unit in `locale`.
    func value(_ locale: String) -> String? { localization(for: locale)?.content.stringUnit?.value }
}

extension StringsgenModel.SourceLocation {
    var lineColumn: String { "\(line):\(column)" }
}
