import StringsgenModel

/// A property list value read from an XML or binary plist, with where its element starts.
///
/// For XML, `location` is the `<` of the value's opening tag; for binary plists, which have
/// no lines, every location is line 1, column 1.
struct PlistNode {
    enum Value {
        case string(String)
        /// Numbers and dates are kept as written; the readers here only need to name them.
        case integer(String)
        case real(String)
        case bool(Bool)
        case date(String)
        case data
        case array([PlistNode])
        case dict([PlistMember])
    }

    var value: Value
    var location: SourceLocation

    var stringValue: String? {
        if case .string(let s) = value { return s }
        return nil
    }

    var members: [PlistMember]? {
        if case .dict(let m) = value { return m }
        return nil
    }

    /// The value's kind as a plist element, for messages ("`<integer>`").
    var elementName: String {
        switch value {
        case .string: "`<string>`"
        case .integer: "`<integer>`"
        case .real: "`<real>`"
        case .bool(let b): b ? "`<true/>`" : "`<false/>`"
        case .date: "`<date>`"
        case .data: "`<data>`"
        case .array: "`<array>`"
        case .dict: "`<dict>`"
        }
    }
}

/// One key of a plist dictionary and its value.
struct PlistMember {
    var key: String
    /// The `<` of the `<key>` element (line 1, column 1 in a binary plist).
    var keyLocation: SourceLocation
    var value: PlistNode
}

/// The deepest nesting of arrays and dictionaries accepted, so a hostile file cannot exhaust the stack.
let plistMaximumDepth = 256
