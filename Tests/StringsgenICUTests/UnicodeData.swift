import Foundation
import StringsgenICU
import Testing

/// Unicode's conformance data, vendored in `Tests/UnicodeData/` (versions, origins and license
/// in its README) and chosen by the versions of the ICU the tests run against, so the tests need
/// nothing outside the repository and are not pinned to one ICU. A missing file fails the test
/// with its path and what to vendor; it is never skipped.
enum UnicodeData {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.appendingPathComponent("Tests/UnicodeData").path
            }
        }
        fatalError("no Package.swift above \(#filePath)")
    }()

    /// "15.0.0" or "15.0" → "15.0"; "42.0" → "42".
    static func release(_ version: String, components: Int) -> String {
        version.split(separator: ".").prefix(components).joined(separator: ".")
    }

    /// `GraphemeBreakTest.txt` of the Unicode version ICU implements.
    static var graphemeBreakTest: String {
        "\(root)/Unicode-\(release(ICUVersions.unicode, components: 2))/GraphemeBreakTest.txt"
    }

    /// `plurals.xml` of CLDR release `major`.
    static func plurals(cldr major: Int) -> String { "\(root)/CLDR-\(major)/plurals.xml" }

    /// The major CLDR release of ICU's data (42 for ICU 72).
    static var icuCLDR: Int? { Int(release(ICUVersions.cldr, components: 1)) }

    static func read(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try #require(
            FileManager.default.fileExists(atPath: path),
            """
            missing test fixture \(path) for ICU \(ICUVersions.icu) (Unicode \(ICUVersions.unicode), \
            CLDR \(ICUVersions.cldr)): vendor that release's file there, as Tests/UnicodeData/README.md says
            """,
            sourceLocation: sourceLocation
        )
        return try String(contentsOfFile: path, encoding: .utf8)
    }
}
