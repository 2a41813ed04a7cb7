import StringsgenFormats
import Foundation
import StringsgenModel
import Testing
@testable import StringsgenReports

@Suite struct BaselineTests {
    let diagnostics = DiagnosticFixture.all

    @Test func everyFindingInTheBaselineIsOld() {
        #expect(Baseline(diagnostics: diagnostics).newFindings(in: diagnostics).isEmpty)
    }

    @Test func movedFindingsStayOld() {
        let baseline = Baseline(diagnostics: diagnostics)
        let moved = diagnostics.map { d -> Diagnostic in
            var d = d
            d.location.line += 30
            d.location.column += 2
            return d
        }
        #expect(baseline.newFindings(in: moved).isEmpty)
    }

    /// A changed message (a German text shortened from 160 to 136 characters: the count in the
    /// message changes) is the same finding; another locale or another variant is a new one.
    @Test func matchedByRuleKeyLocaleAndPathNotMessage() {
        let baseline = Baseline(diagnostics: diagnostics)
        var changed = diagnostics
        changed[0].message += " now"
        changed[1].locale = "he"
        changed[2].path = "plural few"
        #expect(baseline.newFindings(in: changed).map(\.locale) == [changed[1].locale, changed[2].locale])
        #expect(baseline.newFindings(in: changed).map(\.path) == [changed[1].path, "plural few"])
        // A baseline written before paths were recorded still reads (its messages ignored).
        let old = #"{"version": 1, "findings": [{"rule": "r", "file": "f", "key": "k", "locale": "de", "message": "m"}]}"#
        let read = try? Baseline(parsing: Array(old.utf8), file: "b.json")
        #expect(read?.findings.map(\.path) == [nil])
    }

    @Test func multisetSemantics() {
        let d = diagnostics[0]
        var twin = d
        twin.location.line += 1
        let baseline = Baseline(diagnostics: [d])
        let fresh = baseline.newFindings(in: [twin, d])
        // The later of the two identical findings is the new one; input order is kept.
        #expect(fresh.map(\.location.line) == [twin.location.line])
        #expect(Baseline(diagnostics: [d, twin]).newFindings(in: [d, twin]).isEmpty)
    }

    @Test func fileIsSortedDeterministicAndRoundTrips() throws {
        let a = Baseline(diagnostics: diagnostics)
        let b = Baseline(diagnostics: diagnostics.reversed())
        #expect(a.serialized() == b.serialized())
        #expect(!a.serialized().contains("\"line\""))
        let parsed = try Baseline(parsing: Array(a.serialized().utf8), file: "b.json")
        #expect(parsed == a)
        assertSnapshot(a.serialized(), named: "baseline.json")
    }

    @Test func rejectsOtherVersionsAndGarbageWithALocation() {
        #expect {
            try Baseline(parsing: Array("{\"version\": 9, \"findings\": []}".utf8), file: "b.json")
        } throws: { error in
            let error = error as? InputError
            return error?.location.column == 13 && error?.message == "baseline version 9 is not supported (expected 1)"
        }
        #expect {
            try Baseline(parsing: Array("{\"version\": 1, \"findings\": [1]}".utf8), file: "b.json")
        } throws: { error in
            (error as? InputError)?.message == "expected an object for a finding, found a number"
        }
        #expect {
            try Baseline(parsing: Array("{\"version\": 1, \"findings\": [".utf8), file: "b.json")
        } throws: { error in
            (error as? InputError)?.description == "b.json:1:29: error: unexpected end of file: expected a value"
        }
        #expect(throws: InputError.self) { try Baseline.read(from: "/nonexistent/b.json") }
    }

    @Test func writesThroughAtomicFile() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/baseline.json"
        let baseline = Baseline(diagnostics: diagnostics)
        #expect(try baseline.write(to: path))
        #expect(try !baseline.write(to: path))
        #expect(try Baseline.read(from: path) == baseline)
    }
}

@Suite struct AtomicFileTests {
    @Test func writesOnlyWhenChangedAndLeavesNoTemporaryFiles() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/out.txt"
        #expect(try FileBytes.writeAtomically(Array("one".utf8), to: path, onlyIfChanged: true))
        #expect(try !FileBytes.writeAtomically(Array("one".utf8), to: path, onlyIfChanged: true))
        #expect(try FileBytes.writeAtomically(Array("one".utf8), to: path, onlyIfChanged: false))
        #expect(try FileBytes.writeAtomically(Array("two".utf8), to: path, onlyIfChanged: true))
        #expect(try FileBytes.read(path) == Array("two".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.txt"])
    }

    @Test func failureNamesThePathAndLeavesTheTargetAlone() throws {
        // A folder cannot be made inside a regular file, so this write must fail.
        let dir = NSTemporaryDirectory() + "stringsgen-atomic-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/plain"
        try FileBytes.writeAtomically(Array("keep".utf8), to: file)
        #expect {
            try FileBytes.writeAtomically([1], to: file + "/sub/x", onlyIfChanged: false)
        } throws: { error in
            (error as? InputError)?.location.file.hasPrefix(file) == true
        }
        #expect(try FileBytes.read(file) == Array("keep".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["plain"])
    }
}

/// A new folder in the temporary directory; the caller removes it (`defer`).
func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "stringsgen-reports-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
