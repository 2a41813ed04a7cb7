import StringsgenFormats
import StringsgenModel

/// `stringsgen format`: rewrites catalogs in Xcode's own layout.
public enum Formatting {
    public struct Outcome: Sendable {
        /// Files whose bytes differ from the canonical form (rewritten, or with `check`, not).
        public var changed: [String]
        public var unchanged: [String]
        /// The catalogs as read (the executable keeps them until it exits rather than free them).
        public var tables: [StringTable]
        /// For each changed file, where it first differs from Xcode's layout.
        public var firstDifferences: [String: FirstDifference] = [:]
        /// With `check`: the catalogs that write a key twice, each with its second copy. Not in
        /// Xcode's layout (Xcode keeps one copy), and no rewrite can keep both.
        public var keysWrittenTwice: [String: ReadingNote] = [:]
    }

    /// Where a catalog first departs from Xcode's layout: the line and column in the file
    /// (columns count Unicode scalars, as every location does), that line as Xcode writes it
    /// and as the file has it.
    public struct FirstDifference: Sendable, Equatable {
        public var line: Int
        public var column: Int
        public var expected: String
        public var found: String

        /// Where `found` (the file) and `expected` (Xcode's layout) first differ; nil when equal.
        public init?(found: [UInt8], expected: [UInt8]) {
            var offset = 0
            let common = min(found.count, expected.count)
            while offset < common, found[offset] == expected[offset] { offset += 1 }
            guard offset < max(found.count, expected.count) else { return nil }
            // The bytes before `offset` are the same in both, so the line starts at the same place.
            var line = 1, lineStart = 0
            for i in 0..<offset where found[i] == UInt8(ascii: "\n") {
                line += 1
                lineStart = i + 1
            }
            func lineText(_ bytes: [UInt8]) -> String {
                let end = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                let text = String(decoding: bytes[lineStart..<end], as: UTF8.self)
                return text.unicodeScalars.count <= 100 ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(100))) + "…"
            }
            self.line = line
            self.column = 1 + String(decoding: found[lineStart..<offset], as: UTF8.self).unicodeScalars.count
            self.expected = lineText(expected)
            self.found = lineText(found)
            // Lines alike but for their line breaks (a blank line after the closing brace, at
            // the end of the file): the text from the line's start, line breaks and all.
            if self.expected == self.found {
                func rest(_ bytes: [UInt8]) -> String {
                    String(String(decoding: bytes[lineStart...], as: UTF8.self).unicodeScalars.prefix(40).map(Character.init))
                }
                self.expected = rest(expected)
                self.found = rest(found)
            }
        }
    }

    /// Formats each catalog; with `check`, writes nothing. A file that cannot be read stops the
    /// run before anything is written, and so, without `check`, does a catalog that writes a key
    /// twice; with `check`, that catalog is one not in Xcode's layout, and the others are checked
    /// (GitOK's one merge slip hid 56 catalogs out of layout).
    public static func run(files: [String], check: Bool) throws(InputError) -> Outcome {
        var formatted: [(path: String, bytes: [UInt8]?)] = []
        var tables: [StringTable] = []
        var keysWrittenTwice: [String: ReadingNote] = [:]
        for path in files {
            guard path.hasSuffix(".xcstrings") else {
                throw InputError.file(path, "expected a String Catalog (.xcstrings); format rewrites only catalogs")
            }
            let bytes = try FileBytes.read(path)
            let table = try XCStringsReader.read(bytes: bytes, file: path)
            tables.append(table)
            if check, let note = XCStringsWriter.keyWrittenTwice(in: table) {
                keysWrittenTwice[path] = note
                continue
            }
            try XCStringsWriter.requireRewritable(table, by: "format")
            formatted.append((path, XCStringsWriter.write(table, unlessEqualTo: bytes)))
        }
        if !check {
            // All catalogs written beside their targets first, then renamed: all or nothing.
            try Generation.writeAll(formatted.compactMap { file in file.bytes.map { (file.path, $0) } }, durable: true)
        }
        var outcome = Outcome(
            changed: files.filter { path in keysWrittenTwice[path] != nil || formatted.contains { $0.path == path && $0.bytes != nil } },
            unchanged: formatted.filter { $0.bytes == nil }.map(\.path), tables: tables, keysWrittenTwice: keysWrittenTwice)
        if check {
            for (path, bytes) in formatted {
                guard let bytes, let original = try? FileBytes.read(path) else { continue }
                outcome.firstDifferences[path] = FirstDifference(found: original, expected: bytes)
            }
        }
        return outcome
    }
}
