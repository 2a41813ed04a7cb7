import Foundation

/// The real-world files vendored in `Tests/Corpora/<Origin>/` (origins and licenses in its
/// README), found from this source file so that any clone can run the tests.
enum Corpus {
    static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        }
        fatalError("no Package.swift above \(#filePath)")
    }()

    static let root = repositoryRoot + "/Tests/Corpora"

    /// The String Catalogs, listed rather than found, so a missing one fails its test by name.
    static let catalogs = [
        "CotEditor_Document.xcstrings", "CotEditor_InfoPlist.xcstrings", "CotEditor_Localizable.xcstrings",
        "LinearMouse_Localizable.xcstrings",
    ].map(path)

    /// "CotEditor_Document.xcstrings" → `Tests/Corpora/CotEditor/CotEditor_Document.xcstrings`:
    /// each file's name starts with its origin's folder.
    static func path(_ name: String) -> String {
        "\(root)/\(name.prefix { $0 != "_" })/\(name)"
    }

    /// The bytes of a fixture, or an error naming the file that is missing.
    static func bytes(atPath path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else { throw MissingFixture(path: path) }
        return [UInt8](data)
    }
}

/// A test's data file is not where the test expects it: the test fails with the path.
struct MissingFixture: Error, CustomStringConvertible {
    var path: String
    var description: String { "missing test fixture \(path) (it is part of the repository: see Tests/Corpora/README.md)" }
}
