import Testing
import StringsgenModel
@testable import StringsgenFormats

/// `Fixtures/Compiled.strings` was written by Python's `plistlib` (`FMT_BINARY`) from
/// `{"greeting": "Hello", "farewell": "Grüße 👋", "ключ": "значение", "empty": ""}`:
/// ASCII string objects for the ASCII strings, UTF-16BE ones for the others.
@Suite struct BinaryStringsTests {
    @Test func compiledStringsFile() throws {
        let path = LegacyPaths.fixture("Compiled.strings")
        #expect(try Array(LegacyPaths.bytes(path).prefix(8)) == Array("bplist00".utf8))
        let entries = try StringsFileReader.read(path: path, locale: "de")
        #expect(entries.map(\.key) == ["greeting", "farewell", "ключ", "empty"])
        #expect(entries.map { $0.value("de") } == ["Hello", "Grüße 👋", "значение", ""])
        // A binary plist has no lines: every location is 1:1.
        #expect(entries.allSatisfy { $0.location.lineColumn == "1:1" && $0.location.file == path })
    }

    @Test func truncatedAtEveryOffset() throws {
        let bytes = try LegacyPaths.bytes(LegacyPaths.fixture("Compiled.strings"))
        for length in 0..<bytes.count {
            do {
                _ = try StringsFileReader.read(bytes: Array(bytes[0..<length]), file: "c.strings", locale: "de")
            } catch {
                #expect(error.location.line >= 1)
            }
        }
    }

    @Test func damagedBytesNeverTrap() throws {
        let bytes = try LegacyPaths.bytes(LegacyPaths.fixture("Compiled.strings"))
        for offset in 8..<bytes.count {
            for replacement: UInt8 in [0x00, 0xFF, 0x5F, 0x6F, 0xD1, 0x0F] {
                var damaged = bytes
                damaged[offset] = replacement
                _ = try? StringsFileReader.read(bytes: damaged, file: "c.strings", locale: "de")
                _ = try? StringsdictReader.read(bytes: damaged, file: "c.strings", locale: "de")
            }
        }
    }

    @Test func truncatedBinaryPlistSaysWhatWasExpected() throws {
        let bytes = try LegacyPaths.bytes(LegacyPaths.fixture("Compiled.strings"))
        #expect(throws: InputError(
            "truncated binary property list: expected a 32-byte trailer after the header",
            at: SourceLocation(file: "c.strings", line: 1, column: 1))
        ) {
            try StringsFileReader.read(bytes: Array(bytes[0..<20]), file: "c.strings", locale: "de")
        }
    }
}
