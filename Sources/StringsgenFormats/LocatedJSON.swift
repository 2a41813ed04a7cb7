import StringsgenModel

/// A JSON value that knows where each of its parts is: for small files people edit by hand
/// (configuration, `Locales/`), where every mistake must be reported at its place.
public struct LocatedJSON: Sendable {
    public indirect enum Kind: Sendable {
        case object([(key: String, location: SourceLocation, value: LocatedJSON)])
        case array([LocatedJSON])
        case string(String)
        case number(String)
        case bool(Bool)
        case null
    }

    public var kind: Kind
    public var location: SourceLocation

    var kindName: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    public func object(_ what: String) throws(InputError) -> LocatedObject {
        guard case .object(let members) = kind else { throw InputError("expected an object for \(what), found \(kindName)", at: location) }
        return LocatedObject(members: members, location: location, what: what)
    }

    public func string(_ what: String) throws(InputError) -> String {
        guard case .string(let s) = kind else { throw InputError("expected a string for \(what), found \(kindName)", at: location) }
        return s
    }

    public func bool(_ what: String) throws(InputError) -> Bool {
        guard case .bool(let b) = kind else { throw InputError("expected true or false for \(what), found \(kindName)", at: location) }
        return b
    }

    public func integer(_ what: String) throws(InputError) -> Int {
        guard case .number(let text) = kind, let n = Int(text) else {
            throw InputError("expected an integer for \(what), found \(kindName)", at: location)
        }
        return n
    }

    public func array(_ what: String) throws(InputError) -> [LocatedJSON] {
        guard case .array(let elements) = kind else { throw InputError("expected an array for \(what), found \(kindName)", at: location) }
        return elements
    }
}

/// An object read from a hand-edited file, with typed, located member access.
public struct LocatedObject: Sendable {
    public let members: [(key: String, location: SourceLocation, value: LocatedJSON)]
    public let location: SourceLocation
    let what: String

    public subscript(key: String) -> LocatedJSON? { members.first { $0.key == key }?.value }

    public func string(_ key: String) throws(InputError) -> (value: String, location: SourceLocation) {
        guard let member = self[key] else { throw InputError("expected a \"\(key)\" member in \(what)", at: location) }
        return (try member.string("\"\(key)\""), member.location)
    }

    public func optionalString(_ key: String) throws(InputError) -> (value: String, location: SourceLocation)? {
        guard let member = self[key] else { return nil }
        return (try member.string("\"\(key)\""), member.location)
    }

    public func optionalArray(_ key: String) throws(InputError) -> [LocatedJSON]? {
        try self[key]?.array("\"\(key)\"")
    }

    public func optionalBool(_ key: String) throws(InputError) -> Bool? {
        try self[key]?.bool("\"\(key)\"")
    }

    public func optionalObject(_ key: String) throws(InputError) -> LocatedObject? {
        try self[key]?.object("\"\(key)\"")
    }

    /// Fails at the first member whose name is not in `allowed`, listing what is.
    public func rejectUnknown(allowed: [String]) throws(InputError) {
        for member in members where !allowed.contains(member.key) {
            let list = allowed.map { "\"\($0)\"" }.joined(separator: ", ")
            throw InputError(
                "unknown member \"\(member.key)\" in \(what): \(Spelling.didYouMean(member.key, in: allowed))expected one of \(list)", at: member.location)
        }
    }
}

extension JSONScanner {
    mutating func readLocatedValue(depth: Int = 0) throws(InputError) -> LocatedJSON {
        guard depth < 512 else { throw error("nesting deeper than 512 levels") }
        _ = peek()
        let location = currentLocation
        switch peek() {
        case UInt8(ascii: "{"):
            var cursor = try beginObject("a value")
            var members: [(key: String, location: SourceLocation, value: LocatedJSON)] = []
            var names = MemberNames()
            while let name = try nextName(&cursor) {
                let key = try string(of: name)
                let keyLocation = self.location(of: name.mark)
                guard names.isNew(key, count: members.count, previous: { members[$0].key }) else {
                    let first = members.first { $0.key.utf8.elementsEqual(key.utf8) }?.location
                    throw duplicateMember(key, at: name, firstAt: first)
                }
                members.append((key, keyLocation, try readLocatedValue(depth: depth + 1)))
            }
            return LocatedJSON(kind: .object(members), location: location)
        case UInt8(ascii: "["):
            var cursor = try beginArray("a value")
            var elements: [LocatedJSON] = []
            while try nextElement(&cursor) { elements.append(try readLocatedValue(depth: depth + 1)) }
            return LocatedJSON(kind: .array(elements), location: location)
        default:
            let kind: LocatedJSON.Kind
            switch try readValue(depth: depth) {
            case .string(let s): kind = .string(s)
            case .number(let n): kind = .number(n)
            case .bool(let b): kind = .bool(b)
            default: kind = .null
            }
            return LocatedJSON(kind: kind, location: location)
        }
    }
}

extension JSONDocument {
    /// Parses a whole document into a located tree.
    public static func parseLocated(_ bytes: [UInt8], file: String) throws(InputError) -> LocatedJSON {
        try bytes.withUnsafeBufferPointer { (buffer) throws(InputError) -> LocatedJSON in
            var scanner = JSONScanner(bytes: buffer, file: file)
            let value = try scanner.readLocatedValue()
            try scanner.expectEnd()
            return value
        }
    }
}
