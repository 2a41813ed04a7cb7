import Foundation
import Testing

/// Golden-file comparison: the text must equal `__Snapshots__/<name>` byte for byte.
/// `STRINGSGEN_RECORD=1 swift test` rewrites the files instead (and the test then fails, so a
/// re-recording is never mistaken for a pass).
func assertSnapshot(_ text: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let path = snapshotDirectory + "/" + name
    if ProcessInfo.processInfo.environment["STRINGSGEN_RECORD"] == "1" {
        try! FileManager.default.createDirectory(atPath: snapshotDirectory, withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
        Issue.record("recorded \(name); run again without STRINGSGEN_RECORD", sourceLocation: sourceLocation)
        return
    }
    guard let data = FileManager.default.contents(atPath: path) else {
        Issue.record("no snapshot \(name); record it with STRINGSGEN_RECORD=1", sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    if expected != text {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        let want = line < a.count ? String(a[line]) : "<end>"
        let got = line < b.count ? String(b[line]) : "<end>"
        Issue.record(
            "\(name) differs at line \(line + 1):\n  expected: \(want)\n  actual:   \(got)\n(re-record with STRINGSGEN_RECORD=1)",
            sourceLocation: sourceLocation)
    }
}

let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
let snapshotDirectory = testsDirectory + "/__Snapshots__"
let fixtureDirectory = testsDirectory + "/__Fixtures__"
