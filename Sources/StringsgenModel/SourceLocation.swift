/// Where a key or a value was read: a file, a 1-based line and a 1-based column.
///
/// Columns count Unicode scalars from the start of the line. Every reader stores locations
/// this way, once, so no renderer converts on its own.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// An input that cannot be read: a file, a place in it, and what was expected there.
///
/// The executable prints it as `file:line:column: error: message` and exits with status 2.
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(_ message: String, at location: SourceLocation) {
        self.location = location
        self.message = message
    }

    /// A problem with a whole file (it cannot be opened): no line or column applies.
    public static func file(_ path: String, _ message: String) -> InputError {
        InputError(message, at: SourceLocation(file: path, line: 0, column: 0))
    }

    /// `file:line:column: error: message`, or `file: error: message` for a whole file.
    public var description: String {
        location.line > 0 ? "\(location): error: \(message)" : "\(location.file): error: \(message)"
    }
}
