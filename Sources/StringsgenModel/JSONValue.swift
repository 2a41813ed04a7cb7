/// A JSON value that keeps what a lossless round trip needs: the order of object members,
/// the exact text of numbers, and where each value started in its file.
public indirect enum JSONValue: Sendable, Equatable {
    case object([JSONMember])
    case array([JSONValue])
    case string(String)
    /// The number exactly as written, so `1.10` stays `1.10`.
    case number(String)
    case bool(Bool)
    case null

    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var members: [JSONMember]? {
        if case .object(let m) = self { return m }
        return nil
    }

    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The name of this kind of value, as an error message says it ("a string", "an object").
    public var kindName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// One member of a JSON object.
public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var value: JSONValue

    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}
