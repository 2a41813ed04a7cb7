import Foundation
import Testing
import StringsgenModel
@testable import StringsgenFormats

@Suite struct FileBytesTests {
    /// A file big enough to be read in parts on a machine with two cores or more.
    static func largeFile() throws -> (path: String, bytes: [UInt8]) {
        var generator = SystemRandomNumberGenerator()
        let block = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(17 << 20 + 123)
        while bytes.count < 17 << 20 { bytes += block }
        bytes += block.prefix(123)
        let path = NSTemporaryDirectory() + "stringsgen-filebytes-\(getpid()).bin"
        try FileBytes.writeAtomically(bytes, to: path, onlyIfChanged: false, durable: false)
        return (path, bytes)
    }

    @Test func aLargeFileReadInPartsIsTheFile() throws {
        let (path, bytes) = try Self.largeFile()
        defer { unlink(path) }
        let read = try FileBytes.read(path)
        #expect(read.count == bytes.count)
        #expect(read == bytes)
    }

    @Test func smallAndEmptyFilesAreReadToo() throws {
        for bytes in [[], Array("{}".utf8), Array(repeating: UInt8(ascii: "x"), count: 70_000)] as [[UInt8]] {
            let path = NSTemporaryDirectory() + "stringsgen-filebytes-small-\(getpid()).bin"
            try FileBytes.writeAtomically(bytes, to: path, onlyIfChanged: false)
            defer { unlink(path) }
            #expect(try FileBytes.read(path) == bytes)
        }
    }

    @Test func aMissingFileIsAnErrorNamingIt() {
        #expect(throws: InputError.file("/nonexistent/x.xcstrings", "cannot open: No such file or directory")) {
            try FileBytes.read("/nonexistent/x.xcstrings")
        }
    }
}
