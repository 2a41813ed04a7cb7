/// What `String(format:)` does with a specifier and the argument it reads: the one model of a
/// conversion that the checks, `generate`'s safety pass and the differential test against
/// Foundation share (`Tests/StringsgenModelTests/FormatModelDifferentialTests.swift` holds it
/// against Foundation itself, case by case, in a child process).
///
/// Facts it stands on, each seen in Foundation on Linux (docs/design-notes.md, facts 13 and 19):
/// `%@` reading an integer crashes; a floating-point conversion reading an integer prints the
/// empty floating-point register (`%a` → `0x0p+0`, `%f` → `0.000000`); `%d` reads the low 32 bits
/// of an `Int`; `%D`, `%U`, `%O` and the `'` flag are printed as written; `%s` and `%S` read a C
/// string the app never passes; `%Lf` reads a `long double` that Swift never passes (`nan`); a
/// positional format that leaves out an argument in the middle reads the arguments after it
/// from the wrong place (`%2$lld` with a `String` first shows the string's address).
public enum ReadOutcome: Sendable, Hashable {
    /// The argument is shown as the specifier means it.
    case shows
    /// Something else is printed: another argument, a register, a truncated number.
    case misprints
    /// The process ends in SIGSEGV (an integer read as an object's address).
    case crashes
}

/// The length modifier of a conversion, from its text.
public enum LengthModifier: Sendable, Hashable {
    case none, char, short, long, longLong, size, pointerDifference, intMax, longDouble

    /// The bits an integer conversion with this modifier reads (nil: not an integer length).
    var integerBits: Int? {
        switch self {
        case .none: 32
        case .char: 8
        case .short: 16
        case .long, .longLong, .size, .pointerDifference, .intMax: 64
        case .longDouble: nil
        }
    }
}

/// A specifier's conversion as `String(format:)` reads it: its character, its length modifier,
/// and whether Foundation on Linux knows it at all.
public struct Conversion: Sendable, Hashable {
    /// The conversion character (`d`, `@`, `f`, ...).
    public var character: Character
    public var length: LengthModifier
    /// Flags Foundation does not implement (`'`): printed as written.
    public var hasUnknownFlag: Bool

    /// Reads the conversion of a specifier as written (`%2$lld`, `%-5.2f`, `%(name)@`), from its
    /// bytes in place (the checks ask it of every specifier of a table).
    public init(_ text: String) {
        var text = text
        (character, length, hasUnknownFlag) = text.withUTF8 { Self.parse($0.dropFirst()) }
    }

    private static func parse(_ specifier: Slice<UnsafeBufferPointer<UInt8>>) -> (Character, LengthModifier, Bool) {
        var bytes = specifier
        // A position and a name are no part of the conversion.
        if let dollar = bytes.firstIndex(of: UInt8(ascii: "$")), bytes[..<dollar].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
            bytes = bytes[(dollar + 1)...]
        }
        if bytes.first == UInt8(ascii: "("), let close = bytes.firstIndex(of: UInt8(ascii: ")")) { bytes = bytes[(close + 1)...] }
        // Nor are an object's attributes (`%[tt]@`).
        if bytes.first == UInt8(ascii: "["), let close = bytes.firstIndex(of: UInt8(ascii: "]")) { bytes = bytes[(close + 1)...] }
        let character = bytes.last.map { Character(Unicode.Scalar($0)) } ?? "?"
        // `'` is not implemented; `#` before `@` starts a substitution's `%#@name@` to Foundation.
        let hasUnknownFlag = bytes.contains(UInt8(ascii: "'")) || (character == "@" && bytes.contains(UInt8(ascii: "#")))
        let modifiers = bytes.dropLast().drop { !"hlqLztj".utf8.contains($0) }
        func `is`(_ spelled: StaticString) -> Bool {
            modifiers.elementsEqual(UnsafeBufferPointer(start: spelled.utf8Start, count: spelled.utf8CodeUnitCount))
        }
        let length: LengthModifier =
            if modifiers.isEmpty { .none }
            else if `is`("hh") { .char }
            else if `is`("h") { .short }
            else if `is`("l") { .long }
            else if `is`("ll") || `is`("q") { .longLong }
            else if `is`("z") { .size }
            else if `is`("t") { .pointerDifference }
            else if `is`("j") { .intMax }
            else { .longDouble }  // `L`; `lll`, `hl`: nothing Foundation reads as written
        return (character, length, hasUnknownFlag)
    }

    /// What this conversion does with an argument of type `argument` (the type the key's code
    /// passes: `.object` a `String`, `.integer` an `Int`, `.unsigned` a `UInt`, `.double` a
    /// `Double`), whatever its value.
    public func reading(_ argument: PlaceholderType) -> ReadOutcome {
        if hasUnknownFlag { return .misprints }
        switch (character, argument) {
        // With a length modifier, `@` is no object conversion: it prints "(null)" or another argument.
        case ("@", _) where length != .none: return .misprints
        case ("@", .object): return .shows
        case ("@", .integer), ("@", .unsigned): return .crashes
        case ("d", .integer), ("i", .integer), ("d", .unsigned), ("i", .unsigned),
             ("u", .integer), ("u", .unsigned), ("x", .integer), ("x", .unsigned), ("X", .integer), ("X", .unsigned),
             ("o", .integer), ("o", .unsigned):
            // An `Int` read in 16 or 8 bits (`%hd`, `%hhd`) shows 300 as 44: only `%d`'s 32 bits
            // and up are taken as meant (the sizes copy counts reach).
            guard let bits = length.integerBits, bits >= 32 else { return .misprints }
            return .shows
        case ("f", .double), ("F", .double), ("e", .double), ("E", .double), ("g", .double), ("G", .double),
             ("a", .double), ("A", .double):
            return length == .none || length == .long ? .shows : .misprints
        case ("c", .integer), ("C", .integer), ("c", .unsigned), ("C", .unsigned), ("c", .char), ("C", .char):
            return .shows
        case ("s", .cString), ("S", .cString): return .shows
        default: return .misprints
        }
    }

    /// Whether an argument of `value` is shown as it is by this conversion, which
    /// `reading(_:)` says shows its type: a number that fits the bits the conversion reads
    /// (`%d` reads 32 of an `Int`'s 64; `%u` shows a negative number as a large one).
    public func shows(integer value: Int) -> Bool {
        guard let bits = length.integerBits else { return false }
        switch character {
        case "d", "i":
            return bits == 64 || (value >= -(1 << (bits - 1)) && value < 1 << (bits - 1))
        case "u", "x", "X", "o":
            return value >= 0 && (bits == 64 || value < 1 << bits)
        case "c", "C":
            return value >= 0x20 && value < 0x7F
        default:
            return false
        }
    }

    /// `shows(integer:)` for an unsigned argument.
    public func shows(unsigned value: UInt) -> Bool {
        value <= UInt(Int.max) ? shows(integer: Int(value)) : (length.integerBits == 64 && "uxXo".contains(character))
    }
}

extension Placeholder {
    /// The conversion of this specifier (nil for `%#@name@` and `%arg`, which are no conversion).
    public var conversion: Conversion? {
        switch type {
        case .substitution, .substitutionArgument: nil
        default: Conversion(text)
        }
    }

    /// What reading an argument of type `argument` with this placeholder does: a substitution's
    /// `%#@name@` and `%arg` take a number (their form is chosen by it).
    public func reading(_ argument: PlaceholderType) -> ReadOutcome {
        guard let conversion else { return argument.isNumeric ? .shows : .crashes }
        return conversion.reading(argument)
    }
}

extension PlaceholderType {
    /// Integer, unsigned and floating-point arguments.
    public var isNumeric: Bool {
        switch self {
        case .integer, .unsigned, .double: true
        default: false
        }
    }
}

/// One argument passed to `String(format:)`, with its value: what the differential test
/// formats, and what `FormatModel.outcome` reasons about.
public enum FormatArgument: Sendable, Hashable {
    case integer(Int)
    case unsigned(UInt)
    case double(Double)
    case object(String)

    public var type: PlaceholderType {
        switch self {
        case .integer: .integer
        case .unsigned: .unsigned
        case .double: .double
        case .object: .object
        }
    }
}

/// What `String(format:)` does with a whole format string and its arguments, as the model
/// says: the text it shows, or that it crashes, or that it prints something else.
public enum FormatOutcome: Sendable, Hashable {
    /// It shows the literal pieces and, for each specifier, the argument it reads (its index in
    /// the argument list) formatted by that specifier alone: `pieces` alternate literal text
    /// and specifiers, in order.
    case shows([FormatPiece])
    case misprints
    case crashes
}

/// A piece of a format string the model says is shown as meant.
public enum FormatPiece: Sendable, Hashable {
    /// Literal text (`%%` already made `%`).
    case literal(String)
    /// The specifier without its position (`%-5.2f` for `%2$-5.2f`), and the 0-based index of
    /// the argument it shows.
    case argument(specifier: String, index: Int)
}

public enum FormatModel {
    /// What `String(format: format, arguments)` does, by the model: every specifier well formed,
    /// positions either all explicit or all implicit, no argument in the middle left out, each
    /// read showing its argument's type and value. Anything else is `.misprints` at best;
    /// `.crashes` where a read is known to crash and comes before anything else wrong.
    public static func outcome(format: String, arguments: [FormatArgument]) -> FormatOutcome {
        let parsed = FormatString(format)
        let specifiers = parsed.placeholders
        // Malformed specifiers print as Foundation pleases (often as written, sometimes eating
        // an argument): nothing shown as meant.
        if !parsed.malformed.isEmpty { return .misprints }
        if specifiers.contains(where: { if case .substitution = $0.type { true } else { false } }) { return .misprints }
        let explicit = specifiers.filter(\.hasExplicitPosition).count
        if explicit != 0, explicit != specifiers.count { return .misprints }
        if explicit > 0 {
            // Foundation reads a positional list in order of position; one left out in the middle
            // has no type, and every argument after it is read from the wrong place.
            let used = Set(specifiers.map(\.position))
            if let last = used.max(), used.count != last { return .misprints }
        }
        var crashes = false
        var misprints = false
        for p in specifiers {
            guard p.position <= arguments.count else { misprints = true; continue }
            let argument = arguments[p.position - 1]
            switch p.reading(argument.type) {
            case .crashes:
                // `%@` of the integer 0 is nil: "(null)", not a crash.
                if case .integer(0) = argument { misprints = true } else if case .unsigned(0) = argument { misprints = true } else { crashes = true }
            case .misprints: misprints = true
            case .shows:
                let conversion = p.conversion!
                switch argument {
                case .integer(let value): if !conversion.shows(integer: value) { misprints = true }
                case .unsigned(let value): if !conversion.shows(unsigned: value) { misprints = true }
                case .double, .object: break
                }
            }
        }
        if readsAnIntegerAtTwoWidths(specifiers, arguments) { misprints = true }
        // A read that misprints may take its argument from the other register file, or none at
        // all (`%'@` is printed as written): every read after it is then of another argument,
        // and the crash can move or vanish. One argument read as two types is read as one of them.
        if crashes, !misprints, !readsAnArgumentAsTwoTypes(specifiers) { return .crashes }
        if crashes || misprints { return .misprints }
        var pieces: [FormatPiece] = []
        let bytes = Array(format.utf8)
        var offset = 0
        func literal(_ range: Range<Int>) {
            let text = String(decoding: bytes[range], as: UTF8.self).replacingPercentPairs()
            if !text.isEmpty { pieces.append(.literal(text)) }
        }
        for p in specifiers {
            literal(offset..<p.utf8Range.lowerBound)
            pieces.append(.argument(specifier: Self.withoutPosition(p.text), index: p.position - 1))
            offset = p.utf8Range.upperBound
        }
        literal(offset..<bytes.count)
        return .shows(pieces)
    }

    /// Whether a position read by integer conversions of different widths or signs holds a
    /// value that does not fit all of them alike: Foundation reads the argument once, with one
    /// of the conversions (`%1$lld %1$x` of 2^31 shows -2147483648), and shows that value to each.
    private static func readsAnIntegerAtTwoWidths(_ specifiers: [Placeholder], _ arguments: [FormatArgument]) -> Bool {
        var conversions: [Int: [Conversion]] = [:]
        for p in specifiers { if let c = p.conversion, c.length.integerBits != nil { conversions[p.position, default: []].append(c) } }
        for (position, reads) in conversions where reads.count > 1 && position <= arguments.count {
            let signs = Set(reads.map { "di".contains($0.character) })
            let widths = Set(reads.compactMap(\.length.integerBits))
            guard signs.count > 1 || widths.count > 1, let narrowest = widths.min() else { continue }
            let value: Int
            switch arguments[position - 1] {
            case .integer(let v): value = v
            case .unsigned(let v): value = v > UInt(Int.max) ? -1 : Int(v)
            default: continue
            }
            if value < 0 || (narrowest < 64 && value >= 1 << (narrowest - 1)) { return true }
        }
        return false
    }

    private static func readsAnArgumentAsTwoTypes(_ specifiers: [Placeholder]) -> Bool {
        var types: [Int: PlaceholderType] = [:]
        for p in specifiers {
            if let type = types[p.position], !type.isSameArgument(as: p.type) { return true }
            types[p.position] = p.type
        }
        return false
    }

    /// `%-5.2f` from `%2$-5.2f`, and `%@` from `%(name)@`.
    static func withoutPosition(_ text: String) -> String {
        var body = Substring(text.dropFirst())
        if let dollar = body.firstIndex(of: "$"), body[..<dollar].allSatisfy(\.isNumber) { body = body[body.index(after: dollar)...] }
        if body.first == "(", let close = body.firstIndex(of: ")") { body = body[body.index(after: close)...] }
        return "%" + body
    }
}

extension String {
    /// The text with each `%%` made `%`, as `String(format:)` prints literal text.
    fileprivate func replacingPercentPairs() -> String {
        guard contains("%") else { return self }
        var result = ""
        var rest = Substring(self)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[...percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" { rest = rest.dropFirst() }
        }
        return result + rest
    }
}
