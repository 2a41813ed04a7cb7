import Foundation
import Testing

/// The Unicode and CLDR files Debian installs, read by the conformance tests. Missing files
/// fail the test (never a silent skip) with the command that installs them.
enum DebianData {
    static let graphemeBreakTest = "/usr/share/unicode/auxiliary/GraphemeBreakTest.txt"
    static let plurals = "/usr/share/unicode/cldr/common/supplemental/plurals.xml"

    static func read(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try #require(
            FileManager.default.fileExists(atPath: path),
            "\(path) is missing: apt-get install unicode-data unicode-cldr-core",
            sourceLocation: sourceLocation
        )
        return try String(contentsOfFile: path, encoding: .utf8)
    }
}
