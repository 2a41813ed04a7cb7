#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a key or a value was read: a file, a 1-based line and a 1-based column.
///
/// Columns count Unicode scalars from the start of the line. Every reader stores locations
/// this way, once, so no renderer converts on its own.
///
/// A catalog holds a location for every key, locale and value (millions in a large one), so a
/// location is 12 plain bytes: the file is interned once per path as a `SourceFile` number, as
/// compilers do, and copying a location costs no reference counting.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var sourceFile: SourceFile
    private var storedLine: Int32
    private var storedColumn: Int32

    public init(file: String, line: Int, column: Int) {
        self.init(SourceFile(file), line: line, column: column)
    }

    public init(_ sourceFile: SourceFile, line: Int, column: Int) {
        self.sourceFile = sourceFile
        self.storedLine = Int32(clamping: line)
        self.storedColumn = Int32(clamping: column)
    }

    public var file: String {
        get { sourceFile.path }
        set { sourceFile = SourceFile(newValue) }
    }

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        if a.sourceFile != b.sourceFile { return a.file < b.file }
        return (a.storedLine, a.storedColumn) < (b.storedLine, b.storedColumn)
    }
}

/// A file path interned for the life of the process: equal paths get the same number, so
/// comparing and hashing locations never touches the path.
public struct SourceFile: Hashable, Sendable {
    private let index: UInt32

    public init(_ path: String) {
        index = SourceFile.registry.intern(path)
    }

    public var path: String { SourceFile.registry.path(at: index) }

    private static let registry = Registry()

    /// The paths, guarded by a mutex (readers run on several threads).
    private final class Registry: @unchecked Sendable {
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private var paths: [String] = []
        /// Keyed by the path's bytes: Swift strings compare by canonical equivalence, and
        /// `Café` spelt with é and with e + U+0301 are two files.
        private var indices: [[UInt8]: UInt32] = [:]

        init() { pthread_mutex_init(mutex, nil) }

        func intern(_ path: String) -> UInt32 {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            let bytes = Array(path.utf8)
            if let index = indices[bytes] { return index }
            let index = UInt32(paths.count)
            paths.append(path)
            indices[bytes] = index
            return index
        }

        func path(at index: UInt32) -> String {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return paths[Int(index)]
        }
    }
}

/// An input that cannot be read: a file, a place in it, and what was expected there.
///
/// The executable prints it as `file:line:column: error: message` and exits with status 2.
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String
    /// The same run's errors in other files, each said too (`combining`): every unreadable
    /// file of a project is named in one run, not one per run (iAPS's three damaged
    /// `Root.strings` took three).
    public var others: [InputError] = []

    public init(_ message: String, at location: SourceLocation) {
        self.location = location
        self.message = message
    }

    /// A problem with a whole file (it cannot be opened): no line or column applies.
    public static func file(_ path: String, _ message: String) -> InputError {
        InputError(message, at: SourceLocation(file: path, line: 0, column: 0))
    }

    /// `file:line:column: error: message`, or `file: error: message` for a whole file; a line
    /// for each of `others` after it.
    public var description: String {
        all.map { error in
            error.location.line > 0 ? "\(error.location): error: \(error.message)" : "\(error.location.file): error: \(error.message)"
        }.joined(separator: "\n")
    }

    /// This error and `others`, each without others of its own.
    public var all: [InputError] {
        var first = self
        first.others = []
        return [first] + others.flatMap(\.all)
    }

    /// One error that says each of `errors` (the first, with the rest as `others`); nil for none.
    public static func combining(_ errors: [InputError]) -> InputError? {
        let all = errors.flatMap(\.all)
        guard var first = all.first else { return nil }
        first.others = Array(all.dropFirst())
        return first
    }
}
