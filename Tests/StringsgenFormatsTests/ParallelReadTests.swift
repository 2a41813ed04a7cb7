import Testing
import StringsgenModel
@testable import StringsgenFormats

/// Reading a catalog's keys in parts on several threads gives the table, and the first error,
/// that reading them in order gives: on the corpora, on damaged copies of them, and on layouts
/// where the guessed starts of the parts are not keys at all.
@Suite struct ParallelReadTests {
    static let catalogs = Corpus.catalogs

    /// Everything the reader produced: the catalog written back, and every location in it.
    static func fingerprint(_ table: StringTable) -> String {
        var lines = [String(decoding: XCStringsWriter.write(table), as: UTF8.self)]
        func content(_ c: LocalizedContent) {
            if let unit = c.stringUnit { lines.append("unit \(unit.location)") }
            for v in (c.variations?.plural ?? []) + (c.variations?.device ?? []) {
                lines.append("variation \(v.name) \(v.location)")
                content(v.content)
            }
            for s in c.substitutions ?? [] {
                lines.append("substitution \(s.name) \(s.location)")
                for v in (s.variations?.plural ?? []) + (s.variations?.device ?? []) {
                    lines.append("variation \(v.name) \(v.location)")
                    content(v.content)
                }
            }
        }
        for entry in table.entries {
            lines.append("key \(entry.key) \(entry.location)")
            for l in entry.localizations {
                lines.append("locale \(l.locale) \(l.location)")
                content(l.content)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The table, or the error, as text.
    static func outcome(_ bytes: [UInt8], parts: Int) -> String {
        do {
            return fingerprint(try XCStringsReader.read(bytes: bytes, file: "Test.xcstrings", parts: parts))
        } catch {
            return "error: \(error)"
        }
    }

    @Test(arguments: catalogs)
    func partsGiveTheTableReadInOrder(path: String) throws {
        let bytes = try FileBytes.read(path)
        let inOrder = Self.outcome(bytes, parts: 1)
        #expect(!inOrder.hasPrefix("error"))
        for parts in [2, 3, 7] {
            #expect(Self.outcome(bytes, parts: parts) == inOrder, "\(parts) parts")
        }
    }

    @Test func thePartsReallyStartInsideTheKeys() throws {
        let bytes = try FileBytes.read(Corpus.path("LinearMouse_Localizable.xcstrings"))
        let start = try #require(ParallelEntries.keyStart(atOrAfter: bytes.count / 2, in: bytes.withUnsafeBufferPointer { $0 }))
        // A key's opening quote, four spaces into its line, after the `,` ending the key before.
        #expect(bytes[start] == UInt8(ascii: "\"") && bytes[start - 5] == UInt8(ascii: "\n"))
        #expect(Array(bytes[(start - 7)...(start - 5)]) == Array("},\n".utf8))
    }

    @Test func damageGivesTheSameFirstErrorInParts() throws {
        let bytes = try FileBytes.read(Corpus.path("LinearMouse_Localizable.xcstrings"))
        var errors = 0
        for k in 1..<30 {
            let offset = bytes.count * k / 30
            var damaged = bytes
            damaged[offset] = UInt8(ascii: "#")
            let truncated = Array(bytes[..<offset])
            for variant in [damaged, truncated] {
                let inOrder = Self.outcome(variant, parts: 1)
                if inOrder.hasPrefix("error") { errors += 1 }
                #expect(Self.outcome(variant, parts: 3) == inOrder, "damage at byte \(offset)")
            }
        }
        #expect(errors > 30, "most of the damaged copies are errors")
    }

    @Test func otherLayoutsAreReadTheSame() throws {
        let bytes = try FileBytes.read(Corpus.path("CotEditor_Localizable.xcstrings"))
        let text = String(decoding: bytes, as: UTF8.self)
        // Four spaces per level: a line of four spaces and a quote is a top-level member or a
        // key's member, never a key.
        let lines: [Substring] = text.split(separator: "\n", omittingEmptySubsequences: false)
        let doubled = lines.map { line -> String in
            let indent = line.prefix { $0 == " " }.count
            return String(repeating: " ", count: indent * 2) + line.dropFirst(indent)
        }.joined(separator: "\n")
        // One line: no line starts anywhere.
        let oneLine = lines.map { $0.drop { $0 == " " } }.joined(separator: " ")
        // One space per level: keys two spaces in, and every locale but a key's first is a line
        // of four spaces and a quote after a `,`, where a part's start is looked for.
        let halved = lines.map { line -> String in
            let indent = line.prefix { $0 == " " }.count
            return String(repeating: " ", count: indent / 2) + line.dropFirst(indent)
        }.joined(separator: "\n")
        for variant in [doubled, oneLine, halved] {
            let inOrder = Self.outcome(Array(variant.utf8), parts: 1)
            #expect(!inOrder.hasPrefix("error"))
            #expect(Self.outcome(Array(variant.utf8), parts: 4) == inOrder)
            #expect(Self.outcome(Array(variant.utf8), parts: 32) == inOrder)
        }
        // Only Xcode's layout is cut into parts: in the others a guessed start is no key, and
        // the part before it would read on to the end (with 32 parts, 32 times at worst).
        func isCut(_ text: String) -> Bool {
            let bytes = Array(text.utf8)
            let strings = text.utf8.firstRange(of: Array(#""strings" : {"#.utf8))!.upperBound
            return bytes.withUnsafeBufferPointer {
                ParallelEntries.firstKeyStartsALine($0, after: text.utf8.distance(from: text.utf8.startIndex, to: strings))
            }
        }
        #expect(isCut(text))
        #expect(!isCut(doubled))
        #expect(!isCut(oneLine))
        #expect(!isCut(halved))
    }

    @Test func linesAreCountedAcrossParts() {
        let text = "a\nb\n\n" + String(repeating: "x\n", count: 37) + "tail"
        let bytes = Array(text.utf8)
        let total = bytes.withUnsafeBufferPointer { ParallelEntries.countNewlines(in: $0, from: 0, to: $0.count) }
        #expect(total == 40)
        let split = bytes.withUnsafeBufferPointer {
            ParallelEntries.countNewlines(in: $0, from: 0, to: 13) + ParallelEntries.countNewlines(in: $0, from: 13, to: $0.count)
        }
        #expect(split == 40)
    }
}

@Suite struct WriterComparisonTests {
    @Test(arguments: XCStringsRoundTripTests.catalogs)
    func aCatalogInXcodesLayoutIsNotCopied(path: String) throws {
        let bytes = try FileBytes.read(path)
        let table = try XCStringsReader.read(bytes: bytes, file: path)
        #expect(XCStringsWriter.write(table, unlessEqualTo: bytes) == nil)
    }

    @Test(arguments: XCStringsRoundTripTests.catalogs)
    func anyDifferenceGivesTheWholeCatalog(path: String) throws {
        let bytes = try FileBytes.read(path)
        let table = try XCStringsReader.read(bytes: bytes, file: path)
        let canonical = XCStringsWriter.write(table)
        var changedInTheMiddle = bytes
        changedInTheMiddle[bytes.count / 2] ^= 0x01
        let variants = [bytes + [0x0A], Array(bytes.dropLast(3)), changedInTheMiddle, [], Array(bytes[..<1])]
        for variant in variants {
            #expect(XCStringsWriter.write(table, unlessEqualTo: variant) == canonical)
        }
    }
}

@Suite struct ChunkedWriterTests {
    @Test(arguments: XCStringsRoundTripTests.catalogs)
    func chunksGiveTheBytesOfWritingInOrder(path: String) throws {
        let bytes = try FileBytes.read(path)
        let table = try XCStringsReader.read(bytes: bytes, file: path)
        // Sizes that cut the keys into many chunks, several rounds of chunks, and a last short one.
        for chunk in [1, 3, 7, 50] where table.entries.count >= 2 * chunk {
            #expect(XCStringsWriter.write(table, entriesPerChunk: chunk) == bytes, "\(chunk) keys per chunk")
            #expect(XCStringsWriter.write(table, unlessEqualTo: bytes, entriesPerChunk: chunk) == nil)
            var changedNearTheEnd = bytes
            changedNearTheEnd[bytes.count - bytes.count / 10] ^= 0x01
            #expect(XCStringsWriter.write(table, unlessEqualTo: changedNearTheEnd, entriesPerChunk: chunk) == bytes)
        }
    }

    /// Handed over in pieces (`import` compares and writes them as they come), the catalog is
    /// the same bytes whatever the size of a piece and of a chunk of keys, and a sink's error
    /// stops it.
    @Test(arguments: XCStringsRoundTripTests.catalogs)
    func piecesGiveTheBytesOfWritingInOrder(path: String) throws {
        let bytes = try FileBytes.read(path)
        let table = try XCStringsReader.read(bytes: bytes, file: path)
        for (piece, chunk) in [(1, 3), (100, 7), (4096, 50), (1 << 20, 2048)] {
            var joined: [UInt8] = []
            var pieces = 0
            try XCStringsWriter.write(table, piece: piece, entriesPerChunk: chunk) { joined.append(contentsOf: $0); pieces += 1 }
            #expect(joined == bytes, "pieces of \(piece) bytes, \(chunk) keys per chunk")
            // A table cut into chunks of keys is handed on chunk by chunk (a smaller one whole).
            if table.entries.count >= 2 * chunk, bytes.count > 2 * piece { #expect(pieces > 1, "pieces of \(piece) bytes") }
        }
        var calls = 0
        #expect(throws: InputError.self) {
            try XCStringsWriter.write(table, piece: 100) { _ throws(InputError) in
                calls += 1
                throw InputError.file(path, "full disk")
            }
        }
        #expect(calls == 1, "nothing handed over after the sink's error")
    }
}
