import Foundation
import Testing
import StringsgenModel
@testable import StringsgenFormats

/// `FileBytes.StreamedReplacement`: a file's new content handed over in pieces, compared with
/// the file while it matches and written beside it from the first difference.
@Suite struct StreamedReplacementTests {
    /// `content` handed over in pieces of `piece` bytes to a replacement of `path`; the write to
    /// commit, or nil when the file already held the content.
    static func stream(_ content: [UInt8], to path: String, piece: Int) throws -> FileBytes.PendingWrite? {
        switch try outcome(content, to: path, piece: piece, writes: true) {
        case .unchanged: nil
        case .changed(let write): write
        }
    }

    /// `content` handed over in pieces of `piece` bytes, then finished; with `writes` false,
    /// only compared.
    static func outcome(_ content: [UInt8], to path: String, piece: Int, writes: Bool) throws -> FileBytes.StreamedReplacement.Outcome {
        let file = FileBytes.StreamedReplacement(path, durable: false, writes: writes)
        var start = 0
        repeat {
            let end = min(content.count, start + piece)
            try content.withUnsafeBytes { try file.write(UnsafeRawBufferPointer(rebasing: $0[start..<end])) }
            start = end
        } while start < content.count
        return try file.finishComparing()
    }

    static let old = (0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 8) }

    /// The new contents tried against `old`: the same bytes, and ones that differ at the start,
    /// inside a later piece, at the end, and that are longer, shorter or empty.
    static var contents: [(name: String, bytes: [UInt8])] {
        var middle = old
        middle[3333] ^= 1
        var last = old
        last[old.count - 1] ^= 1
        var first = old
        first[0] ^= 1
        return [
            ("the same", old), ("first byte changed", first), ("a byte inside a later piece changed", middle),
            ("last byte changed", last), ("longer", old + [1, 2, 3]), ("shorter", Array(old.dropLast(100))),
            ("a prefix of one piece", Array(old.prefix(10))), ("empty", []),
        ]
    }

    @Test(arguments: [1, 700, 4096, 10_000])
    func theFileEndsWithTheNewContentAndIsTouchedOnlyWhenItChanges(piece: Int) throws {
        let directory = try ScratchDirectory()
        for (name, content) in Self.contents {
            let path = directory.path + "/out.xliff"
            try Data(Self.old).write(to: URL(fileURLWithPath: path))
            let before = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
            let pending = try Self.stream(content, to: path, piece: piece)
            #expect((pending == nil) == (content == Self.old), "\(name)")
            try pending?.commit()
            #expect(try FileBytes.read(path) == content, "\(name)")
            let after = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
            #expect((before == after) == (content == Self.old), "\(name): the file is replaced only when it changes")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.xliff"], "\(name): no temporary file left")
        }
    }

    /// Only comparing (`generate --check`): the same answer, and nothing written or left.
    @Test(arguments: [1, 700, 10_000])
    func comparingOnlyWritesNothing(piece: Int) throws {
        let directory = try ScratchDirectory()
        let path = directory.path + "/out.strings"
        try Data(Self.old).write(to: URL(fileURLWithPath: path))
        for (name, content) in Self.contents + [("missing", Self.old)] {
            let target = name == "missing" ? directory.path + "/absent/out.strings" : path
            switch try Self.outcome(content, to: target, piece: piece, writes: false) {
            case .unchanged: #expect(content == Self.old && name != "missing", "\(name)")
            case .changed(let write): #expect(write == nil && (content != Self.old || name == "missing"), "\(name)")
            }
            #expect(try FileBytes.read(path) == Self.old, "\(name)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.strings"], "\(name): nothing written")
        }
    }

    @Test func aFileThatDoesNotExistIsWritten() throws {
        let directory = try ScratchDirectory()
        let path = directory.path + "/new/out.xliff"
        let pending = try #require(try Self.stream(Self.old, to: path, piece: 1000))
        #expect(!FileManager.default.fileExists(atPath: path), "nothing is in place before the commit")
        try pending.commit()
        #expect(try FileBytes.read(path) == Self.old)
    }

    @Test func aHardLinkedFileKeepsItsLinks() throws {
        let directory = try ScratchDirectory()
        let path = directory.path + "/out.xliff"
        try Data(Self.old).write(to: URL(fileURLWithPath: path))
        #expect(link(path, directory.path + "/link.xliff") == 0)
        var content = Self.old
        content[2500] ^= 1
        try #require(try Self.stream(content, to: path, piece: 1000)).commit()
        #expect(try FileBytes.read(directory.path + "/link.xliff") == content)
    }

    /// The file compared is opened when the stream starts: one deleted, replaced by a rename or
    /// edited in place before the last piece is written is not taken for unchanged.
    @Test func aFileChangedWhileComparedIsNotTakenForUnchanged() throws {
        let directory = try ScratchDirectory()
        let path = directory.path + "/out.xliff"
        let half = Self.old.count / 2
        func streamWithChange(_ change: () throws -> Void) throws -> FileBytes.PendingWrite? {
            try Data(Self.old).write(to: URL(fileURLWithPath: path))
            let file = FileBytes.StreamedReplacement(path, durable: false)
            try Self.old.withUnsafeBytes { try file.write(UnsafeRawBufferPointer(rebasing: $0[..<half])) }
            try change()
            try Self.old.withUnsafeBytes { try file.write(UnsafeRawBufferPointer(rebasing: $0[half...])) }
            return try file.finish()
        }
        // Deleted: written again, whole.
        try #require(try streamWithChange { try FileManager.default.removeItem(atPath: path) }).commit()
        #expect(try FileBytes.read(path) == Self.old)
        // Replaced by a rename (an editor's save, a checkout): the new content replaces it.
        try #require(try streamWithChange {
            try Data("stale".utf8).write(to: URL(fileURLWithPath: directory.path + "/stale"))
            #expect(rename(directory.path + "/stale", path) == 0)
        }).commit()
        #expect(try FileBytes.read(path) == Self.old)
        // Edited in place: what was compared may be gone, so nothing is written and it says so.
        #expect {
            _ = try streamWithChange {
                let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
                try handle.write(contentsOf: Data([0x58]))
                try handle.close()
            }
        } throws: { error in
            (error as? InputError)?.message.contains("the file changed while stringsgen compared it") ?? false
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.xliff"], "no temporary file left")
    }

    @Test func aWriteLetGoBeforeItsCommitLeavesNothing() throws {
        let directory = try ScratchDirectory()
        let path = directory.path + "/out.xliff"
        try Data(Self.old).write(to: URL(fileURLWithPath: path))
        var content = Self.old
        content[10] ^= 1
        _ = try Self.stream(content, to: path, piece: 1000)
        #expect(try FileBytes.read(path) == Self.old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.xliff"])
    }
}

/// A folder of its own, removed with everything in it when the test lets go of it.
final class ScratchDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "stringsgen-streamed-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
