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

/// Fails at the second of two dictionary keys with one name (compared as bytes) and different
/// values: a plist reader keeps one of them and drops the other without a word. A key repeated
/// with the same string is harmless (real tables have them) and read as it is.
func rejectDuplicateKeys(_ members: [PlistMember]) throws(InputError) {
    try rejectConflictingDuplicates(members, key: \.key, location: \.keyLocation) { a, b in
        a.value.stringValue != nil && a.value.stringValue == b.value.stringValue
    }
}

/// Fails at the first item whose key (compared as bytes) an earlier item has, unless `same`
/// says the two agree, saying where the earlier one is.
func rejectConflictingDuplicates<Item>(
    _ items: [Item], key: (Item) -> String, location: (Item) -> SourceLocation, same: (Item, Item) -> Bool
) throws(InputError) {
    guard items.count > 1 else { return }
    var first: [[UInt8]: Int] = [:]
    for (index, item) in items.enumerated() {
        let bytes = Array(key(item).utf8)
        guard let earlier = first[bytes] else { first[bytes] = index; continue }
        if same(items[earlier], item) { continue }
        let at = location(items[earlier])
        let place = at.line > 0 ? " (first at line \(at.line), column \(at.column))" : ""
        throw InputError(
            "the key \"\(InputLimits.printable(key(item)))\" is written twice with different values\(place); keep one (a reader keeps only the last, and the other would be lost)",
            at: location(item))
    }
}

/// The deepest nesting of arrays and dictionaries accepted, so a hostile file cannot exhaust the stack.
let plistMaximumDepth = 256
