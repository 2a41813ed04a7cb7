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

    public var description: String { "\(location): error: \(message)" }
}
