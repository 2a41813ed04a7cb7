import Foundation
import StringsgenModel

/// Paths of the shared corpora (beside the repository, as CI clones it) and of this folder's fixtures.
enum LegacyPaths {
    /// `Tests/StringsgenFormatsTests/Legacy/LegacyTestSupport.swift` → the repository root.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func corpus(_ relativePath: String) -> String {
        repositoryRoot.appendingPathComponent("../shared/corpora/\(relativePath)").standardizedFileURL.path
    }

    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }

    static func bytes(_ path: String) -> [UInt8] {
        [UInt8](FileManager.default.contents(atPath: path) ?? Data())
    }
}

extension Entry {
    /// The value of the plain string unit in `locale`.
    func value(_ locale: String) -> String? { localization(for: locale)?.content.stringUnit?.value }
}

extension StringsgenModel.SourceLocation {
    var lineColumn: String { "\(line):\(column)" }
}
