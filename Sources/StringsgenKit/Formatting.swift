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
    }

    /// Formats each catalog; with `check`, writes nothing. A file that cannot be read stops the
    /// run before anything is written.
    public static func run(files: [String], check: Bool) throws(InputError) -> Outcome {
        var formatted: [(path: String, bytes: [UInt8]?)] = []
        var tables: [StringTable] = []
        for path in files {
            guard path.hasSuffix(".xcstrings") else {
                throw InputError.file(path, "expected a String Catalog (.xcstrings); format rewrites only catalogs")
            }
            let bytes = try FileBytes.read(path)
            let table = try XCStringsReader.read(bytes: bytes, file: path)
            formatted.append((path, XCStringsWriter.write(table, unlessEqualTo: bytes)))
            tables.append(table)
        }
        if !check {
            // All catalogs written beside their targets first, then renamed: all or nothing.
            try Generation.writeAll(formatted.compactMap { file in file.bytes.map { (file.path, $0) } }, durable: true)
        }
        return Outcome(
            changed: formatted.filter { $0.bytes != nil }.map(\.path), unchanged: formatted.filter { $0.bytes == nil }.map(\.path),
            tables: tables)
    }
}
