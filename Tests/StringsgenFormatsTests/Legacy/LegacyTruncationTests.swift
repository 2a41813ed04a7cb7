import Testing
import StringsgenModel
@testable import StringsgenFormats

/// Every corpus file cut at many offsets reads cleanly or throws an `InputError` that points
/// into the file; nothing traps.
@Suite struct LegacyTruncationTests {
    static let stringsFiles = [
        "DuckDuckGo_ru.strings", "Quicksilver_de_UTF8BOM.strings",
        "Quicksilver_en_UTF16.strings", "Quicksilver_ru_UTF16.strings",
    ]
    static let stringsdictFiles = ["DuckDuckGo_en.stringsdict", "DuckDuckGo_ru.stringsdict"]

    /// The first and last 48 offsets, and about 120 spread over the rest.
    func offsets(_ count: Int) -> [Int] {
        let spread = stride(from: 0, to: count, by: max(1, count / 120))
        return Array(Set(Array(0..<min(48, count)) + Array(max(0, count - 48)..<count) + spread)).sorted()
    }

    func check(_ file: String, read: ([UInt8]) throws(InputError) -> [Entry]) throws {
        let bytes = try LegacyPaths.bytes(LegacyPaths.corpus(file))
        try #require(bytes.count > 1_000, "\(file): \(bytes.count) bytes")
        var failures = 0
        for length in offsets(bytes.count) {
            do {
                _ = try read(Array(bytes[0..<length]))
            } catch {
                failures += 1
                #expect(error.location.file == "cut")
                #expect(error.location.line >= 1 && error.location.column >= 1)
                #expect(error.message.contains("expected"), "\(file) cut at \(length): \(error)")
            }
        }
        #expect(failures > 0)
    }

    @Test(arguments: stringsFiles)
    func stringsFile(_ file: String) throws {
        try check(file) { (bytes) throws(InputError) in try StringsFileReader.read(bytes: bytes, file: "cut", locale: "xx") }
    }

    @Test(arguments: stringsdictFiles)
    func stringsdictFile(_ file: String) throws {
        try check(file) { (bytes) throws(InputError) in try StringsdictReader.read(bytes: bytes, file: "cut", locale: "xx") }
    }

    /// Bytes replaced by quotes, angle brackets, backslashes, NULs and bytes that break UTF-8.
    @Test(arguments: ["Quicksilver_de_UTF8BOM.strings", "Quicksilver_ru_UTF16.strings", "DuckDuckGo_ru.stringsdict"])
    func damagedBytes(_ file: String) throws {
        let bytes = try LegacyPaths.bytes(LegacyPaths.corpus(file))
        try #require(!bytes.isEmpty, "\(file) is empty")
        let replacements: [UInt8] = [0x22, 0x3C, 0x3E, 0x5C, 0x00, 0xFF, 0xC3, 0xD8, 0x2F, 0x2A, 0x3B, 0x26, 0x3D]
        for k in 0..<400 {
            // Deterministic offsets spread over the file, so a failure can be replayed.
            var damaged = bytes
            let offset = (k * 7_919 + 13) % bytes.count
            damaged[offset] = replacements[k % replacements.count]
            do {
                if file.hasSuffix(".stringsdict") {
                    _ = try StringsdictReader.read(bytes: damaged, file: "cut", locale: "xx")
                } else {
                    _ = try StringsFileReader.read(bytes: damaged, file: "cut", locale: "xx")
                }
            } catch {
                #expect(error.location.line >= 1 && error.location.column >= 1, "\(file) damaged at \(offset)")
            }
        }
    }

    @Test func oneTruncationPointsAtTheOpeningQuote() throws {
        let bytes = try LegacyPaths.bytes(LegacyPaths.corpus("DuckDuckGo_ru.strings"))
        // Line 20 is `"action.ok" = "Хорошо";`; cut inside its value.
        let text = Array(String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).prefix(19)
            .joined(separator: "\n").utf8) + Array("\n\"action.ok\" = \"Хор".utf8)
        #expect(throws: InputError(
            "unterminated string: expected a closing `\"` before the end of the file",
            at: SourceLocation(file: "cut", line: 20, column: 15))
        ) {
            try StringsFileReader.read(bytes: text, file: "cut", locale: "ru")
        }
    }
}
