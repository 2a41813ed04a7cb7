/// The type of argument a format specifier consumes.
public enum PlaceholderType: Sendable, Hashable, CustomStringConvertible {
    /// `%@`: an object (a String in generated code).
    case object
    /// `%d %i %ld %lld %hd ...`: a signed integer.
    case integer
    /// `%u %lu %llu %o %x %X`: an unsigned integer.
    case unsigned
    /// `%f %F %e %E %g %G %a %A`: a floating-point number.
    case double
    /// `%c %C`: a character.
    case char
    /// `%s %S`: a C string.
    case cString
    /// `%p`: a pointer.
    case pointer
    /// `%#@name@`: a substitution (plural variable) named `name`.
    case substitution(String)
    /// `%arg` inside a substitution's variations: the substitution's own argument.
    case substitutionArgument

    public var description: String {
        switch self {
        case .object: "object (%@)"
        case .integer: "integer (%d)"
        case .unsigned: "unsigned integer (%u)"
        case .double: "floating-point number (%f)"
        case .char: "character (%c)"
        case .cString: "C string (%s)"
        case .pointer: "pointer (%p)"
        case .substitution(let name): "substitution %#@\(name)@"
        case .substitutionArgument: "%arg"
        }
    }
}

/// One format specifier found in a string.
public struct Placeholder: Sendable, Hashable {
    /// The 1-based argument it consumes: its explicit `n$`, or its place among the implicit ones.
    public var position: Int
    /// Whether the position was written (`%2$@`).
    public var hasExplicitPosition: Bool
    public var type: PlaceholderType
    /// The specifier as written (`%2$lld`, `%#@count@`).
    public var text: String
    /// Where it is in the string, in UTF-8 bytes.
    public var utf8Range: Range<Int>

    public init(position: Int, hasExplicitPosition: Bool, type: PlaceholderType, text: String, utf8Range: Range<Int>) {
        self.position = position
        self.hasExplicitPosition = hasExplicitPosition
        self.type = type
        self.text = text
        self.utf8Range = utf8Range
    }
}

/// A specifier that is not one: a lone `%`, an unknown conversion, `%1#@count@`.
public struct MalformedSpecifier: Sendable, Hashable {
    public var text: String
    public var utf8Range: Range<Int>
    /// What was expected, worded for a translator.
    public var reason: String
    /// Whether it changes which arguments the string takes (`%.*f`, `%99$@`, `%0$@`, `%p`), so
    /// that code formatting it with the arguments of its placeholders would read arguments that
    /// are not there: `generate` refuses these. Others (`50 % off`) print oddly but read nothing.
    public var changesArguments: Bool = false
}

/// The placeholders of one string, parsed once and shared by checks and code generation.
public struct FormatString: Sendable {
    public var placeholders: [Placeholder]
    public var malformed: [MalformedSpecifier]

    /// Parses `string` as an Apple format string. `%%` is a literal. `%arg` is read as the
    /// substitution argument only when `insideSubstitution` is true (elsewhere it is `%a`
    /// followed by "rg").
    public init(_ string: String, insideSubstitution: Bool = false) {
        let parsed = string.utf8.withContiguousStorageIfAvailable {
            Self.parse($0, insideSubstitution: insideSubstitution)
        } ?? Array(string.utf8).withUnsafeBufferPointer { Self.parse($0, insideSubstitution: insideSubstitution) }
        self.placeholders = parsed.placeholders
        self.malformed = parsed.malformed
    }

    /// The string with each `%#@name@` at the argument `argNum(name)` names, where it names
    /// one: a String Catalog's substitution formats the argument of its `argNum` (Xcode compiles
    /// `%#@nodes@` with `argNum` 2 as `%2$#@nodes@`, and so does `generate`); a `.stringsdict`
    /// variable has none and keeps its place.
    public func bindingSubstitutions(_ argNum: (String) -> Int?) -> FormatString {
        guard placeholders.count > 1, placeholders.contains(where: { if case .substitution = $0.type { true } else { false } }) else { return self }
        var bound = self
        for i in bound.placeholders.indices {
            guard case .substitution(let name) = bound.placeholders[i].type, let n = argNum(name) else { continue }
            bound.placeholders[i].position = n
        }
        return bound
    }

    /// Whether a byte after a conversion continues a word (a letter, a digit, an apostrophe, any
    /// byte of a non-ASCII character): `% de` is the start of “de”, not `% d`.
    private static func continuesWord(_ b: UInt8) -> Bool {
        b >= 0x80 || (b | 0x20) &- 0x61 < 26 || b &- 0x30 < 10 || b == UInt8(ascii: "'")
    }

    private static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, insideSubstitution: Bool
    ) -> (placeholders: [Placeholder], malformed: [MalformedSpecifier]) {
        // Most copy has no `%` at all: nothing to parse, nothing to allocate.
        guard containsPercent(bytes) else { return ([], []) }
        var placeholders: [Placeholder] = []
        var malformed: [MalformedSpecifier] = []
        var implicitPosition = 0
        let n = bytes.count
        var i = 0
        func text(_ r: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[r]), as: UTF8.self) }
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        func isFlag(_ b: UInt8) -> Bool {
            switch b {
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"),
                 UInt8(ascii: "'"):
                true
            default: false
            }
        }
        func isNameByte(_ b: UInt8) -> Bool {
            isDigit(b) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b == UInt8(ascii: "_")
        }
        func isLengthModifier(_ b: UInt8) -> Bool {
            switch b {
            case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"),
                 UInt8(ascii: "t"), UInt8(ascii: "j"):
                true
            default: false
            }
        }

        while i < n {
            i = nextPercent(bytes, from: i)
            guard i < n else { break }
            let start = i
            i += 1
            if i < n, bytes[i] == UInt8(ascii: "%") { i += 1; continue }
            if insideSubstitution, i + 3 <= n, bytes[i] == UInt8(ascii: "a"), bytes[i + 1] == UInt8(ascii: "r"),
               bytes[i + 2] == UInt8(ascii: "g") {
                i += 3
                placeholders.append(Placeholder(
                    position: 0, hasExplicitPosition: false, type: .substitutionArgument,
                    text: "%arg", utf8Range: start..<i))
                continue
            }
            // Position: digits followed by `$`.
            var explicitPosition: Int?
            var j = i
            while j < n, isDigit(bytes[j]) { j += 1 }
            var digitsWithoutDollar = false
            if j > i, j < n, bytes[j] == UInt8(ascii: "$") {
                // Too many digits for an Int is past the limit too (not a position of nil).
                explicitPosition = Int(text(i..<j)) ?? Int.max
                i = j + 1
            } else if j > i, j + 1 < n, bytes[j] == UInt8(ascii: "#"), bytes[j + 1] == UInt8(ascii: "@") {
                digitsWithoutDollar = true  // `%1#@count@`
                i = j
            }
            // A placeholder's name, as Xcode 26 writes it in a catalog: `%1$(secretName)@`,
            // `%(count)lld`. It names the argument only: Xcode's build drops it, and so does
            // `generate` (`withoutPlaceholderNames`), before `String(format:)` sees the text.
            if i < n, bytes[i] == UInt8(ascii: "(") {
                var k = i + 1
                while k < n, isNameByte(bytes[k]) { k += 1 }
                if k > i + 1, k < n, bytes[k] == UInt8(ascii: ")") { i = k + 1 }
            }
            // An object's attributes in brackets, Apple's `%[tt]@` (Local Authentication's Thai and
            // Chinese strings; SAP Privileges copies them): Foundation shows the object, as `%@`.
            // Brackets before any other conversion are no placeholder (Foundation prints nothing).
            if i < n, bytes[i] == UInt8(ascii: "[") {
                var k = i + 1
                while k < n, k - i <= 32, isNameByte(bytes[k]) || bytes[k] == UInt8(ascii: ",") { k += 1 }
                if k > i + 1, k + 1 < n, bytes[k] == UInt8(ascii: "]"), bytes[k + 1] == UInt8(ascii: "@") { i = k + 1 }
            }
            // Flags. A space flag (`% d`) is legal printf but in copy it is always a stray `%`.
            var hasHash = false
            var hasSpaceFlag = false
            var hasGroupingFlag = false
            while i < n, let flag = Optional(bytes[i]), isFlag(flag) {
                if flag == UInt8(ascii: "#") { hasHash = true }
                if flag == UInt8(ascii: "'") { hasGroupingFlag = true }
                if flag == UInt8(ascii: " ") { hasSpaceFlag = true }
                i += 1
            }
            // Substitution: `%#@name@` (or `%1$#@name@`).
            if hasHash, i < n, bytes[i] == UInt8(ascii: "@") {
                var k = i + 1
                while k < n, bytes[k] != UInt8(ascii: "@"), bytes[k] != UInt8(ascii: "%"), bytes[k] != UInt8(ascii: " ") {
                    k += 1
                }
                if k < n, bytes[k] == UInt8(ascii: "@"), k > i + 1 {
                    let name = text(i + 1..<k)
                    let end = k + 1
                    if digitsWithoutDollar {
                        malformed.append(MalformedSpecifier(
                            text: text(start..<end), utf8Range: start..<end,
                            reason: "a position needs `$` after its number, as in `%1$#@\(name)@`"))
                        i = end
                        continue
                    }
                    if let p = explicitPosition, p > FormatString.maximumPosition {
                        malformed.append(MalformedSpecifier(
                            text: text(start..<end), utf8Range: start..<end,
                            reason: "positions go up to \(FormatString.maximumPosition); use the argument's number, as in `%2$#@\(name)@`",
                            changesArguments: true))
                        i = end
                        continue
                    }
                    let position: Int
                    if let p = explicitPosition { position = p } else { implicitPosition += 1; position = implicitPosition }
                    placeholders.append(Placeholder(
                        position: position, hasExplicitPosition: explicitPosition != nil, type: .substitution(name),
                        text: text(start..<end), utf8Range: start..<end))
                    i = end
                    continue
                }
                malformed.append(MalformedSpecifier(
                    text: text(start..<min(k + 1, n)), utf8Range: start..<min(k + 1, n),
                    reason: "a substitution is written `%#@name@`, with a closing `@`"))
                i = min(k + 1, n)
                continue
            }
            // Width and precision. A `*` takes the number from an argument of its own, which the
            // position model here has no place for (and a translation could not reorder): it is
            // reported below, not read as a placeholder that takes one argument.
            var hasStar = false
            while i < n, isDigit(bytes[i]) || bytes[i] == UInt8(ascii: "*") { hasStar = hasStar || bytes[i] == UInt8(ascii: "*"); i += 1 }
            var hasPrecision = false
            if i < n, bytes[i] == UInt8(ascii: ".") {
                i += 1
                hasPrecision = true
                while i < n, isDigit(bytes[i]) || bytes[i] == UInt8(ascii: "*") { hasStar = hasStar || bytes[i] == UInt8(ascii: "*"); i += 1 }
            }
            // Length modifier.
            var hasLongDouble = false
            let lengthStart = i
            while i < n, isLengthModifier(bytes[i]) { hasLongDouble = hasLongDouble || bytes[i] == UInt8(ascii: "L"); i += 1 }
            let hasLengthModifier = i > lengthStart
            guard i < n else {
                malformed.append(MalformedSpecifier(
                    text: text(start..<n), utf8Range: start..<n,
                    reason: "a `%` must start a placeholder such as `%@` or `%d`; write `%%` for a percent sign"))
                break
            }
            let conversion = bytes[i]
            let type: PlaceholderType?
            switch conversion {
            case UInt8(ascii: "@"): type = .object
            case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "D"): type = .integer
            case UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "x"),
                 UInt8(ascii: "X"):
                type = .unsigned
            case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
                 UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
                type = .double
            case UInt8(ascii: "c"), UInt8(ascii: "C"): type = .char
            case UInt8(ascii: "s"), UInt8(ascii: "S"): type = .cString
            case UInt8(ascii: "p"): type = .pointer
            default: type = nil
            }
            // A conversion is one ASCII byte; anything else ends the bad specifier at the next scalar.
            var end = i + 1
            if conversion >= 0x80 { while end < n, bytes[end] & 0xC0 == 0x80 { end += 1 } }
            if type == .pointer, hasSpaceFlag {
                // `% p` in "% publicacions" is printf's pointer conversion with a space flag:
                // valid printf, but never meant in copy. Named for what it is.
                let written = text(start..<end)
                malformed.append(MalformedSpecifier(
                    text: written, utf8Range: start..<end,
                    reason: "`\(written)` is read as printf's pointer conversion `%p` (with a space flag), not as text: use the source's placeholder, or write `%%` for a percent sign"))
                i = end
                continue
            }
            // `% @` is shown as `%@` by Foundation (the space flag means nothing to an object):
            // Hindi "% @" in a real catalog shows its value. A count with a space flag, `% d`,
            // `% ld` or `% lu`, that ends a word (Nextcloud's Uyghur “(% lu)”, Uzbek “% ld ta”)
            // shows its value after a space, as printf does. One that runs into a word is text
            // whose `%` Foundation misreads (“50 % de remise”, “% off”), and so are the other
            // conversions after a space, which prose spells (French “70% la vitesse”, Catalan
            // “50% i”), and a bare `% u`, a word of its own in Czech, Polish and Spanish (“20 % u
            // ročního předplatného”). A floating-point number with a precision is no prose
            // either: ChatMLX's Hungarian “% .2f” prints “ 1.50”.
            let spacedNumber = hasSpaceFlag
                && (conversion == UInt8(ascii: "d") || (conversion == UInt8(ascii: "u") && hasLengthModifier)
                    || (hasPrecision && type == .double))
                && (end == n || !Self.continuesWord(bytes[end]))
            guard let type, !hasSpaceFlag || type == .object || spacedNumber else {
                // A conversion after a space flag is one all the same (Yattee's Turkish “% devam
                // et” for “Continue from %@” prints “ 5evam et”): said so, not “no placeholder”;
                // after a number (“50 % off”) it is a percent sign.
                let written = text(start..<end)
                func isDigit(_ at: Int) -> Bool { at >= 0 && bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9") }
                let afterNumber = isDigit(start - 1) || (start >= 2 && bytes[start - 1] == UInt8(ascii: " ") && isDigit(start - 2))
                let reason = type != nil && !afterNumber
                    ? "`\(written)` is read as the placeholder `%\(written.dropFirst().filter { $0 != " " })` (with a space flag), not as text: write `%%` for a percent sign, or the source's placeholder where a value goes"
                    : hasSpaceFlag || conversion == UInt8(ascii: " ") || conversion >= 0x80 || conversion < 0x21
                    ? "a `%` must start a placeholder such as `%@` or `%d`; write `%%` for a percent sign"
                    : "`%\(text(i..<end))` is not a format specifier; use `%@`, `%d`, `%u`, `%f`, ..."
                malformed.append(MalformedSpecifier(text: text(start..<end), utf8Range: start..<end, reason: reason))
                i = end
                continue
            }
            // Specifiers Foundation reads otherwise than printf, so that the arguments after them
            // are misread (each found by tools/fuzz, format-runtime, ending in a crash):
            // `%Lf` reads a long double, which no Swift value passes; printf's grouping flag
            // (`%'d`) is printed as text and takes no argument; `#` before `@` (`%#5@`, `%#.2@`)
            // is read as a substitution and takes no argument; past 128 arguments Foundation on
            // Linux crashes, so implicit positions stop where explicit ones do.
            let written = text(start..<end)
            let misread: String? =
                hasLongDouble && type == .double
                    ? "`\(written)` reads a long double (`L`), which no Swift value can pass, so the arguments after it are misread; write it without the `L`"
                : hasGroupingFlag
                    ? "`\(written)` has printf's `'` flag, which Foundation does not read: it prints the specifier as text and takes no argument; remove the `'`"
                : type == .object && hasHash
                    ? "`\(written)` is not `%@`: Foundation reads `#` before `@` as a substitution (`%#@name@`) and takes no argument for it; write `%@`"
                : explicitPosition == nil && implicitPosition >= FormatString.maximumPosition
                    ? "a text takes at most \(FormatString.maximumPosition) arguments; this is one more"
                : nil
            if let misread {
                malformed.append(MalformedSpecifier(text: written, utf8Range: start..<end, reason: misread, changesArguments: true))
                i = end
                continue
            }
            if explicitPosition == 0 {
                malformed.append(MalformedSpecifier(
                    text: text(start..<end), utf8Range: start..<end, reason: "positions start at 1, as in `%1$@`",
                    changesArguments: true))
                i = end
                continue
            }
            if let p = explicitPosition, p > FormatString.maximumPosition {
                malformed.append(MalformedSpecifier(
                    text: text(start..<end), utf8Range: start..<end,
                    reason: "positions go up to \(FormatString.maximumPosition); use the argument's number, as in `%2$@`",
                    changesArguments: true))
                i = end
                continue
            }
            if hasStar {
                malformed.append(MalformedSpecifier(
                    text: text(start..<end), utf8Range: start..<end,
                    reason: "a `*` width or precision takes a number from an extra argument; write the number, as in `%.2f`",
                    changesArguments: true))
                i = end
                continue
            }
            if type == .pointer {
                malformed.append(MalformedSpecifier(
                    text: text(start..<end), utf8Range: start..<end,
                    reason: "`%p` prints a memory address, which means nothing to a reader; use `%@` or `%d`",
                    changesArguments: true))
                i = end
                continue
            }
            let position: Int
            if let p = explicitPosition { position = p } else { implicitPosition += 1; position = implicitPosition }
            placeholders.append(Placeholder(
                position: position, hasExplicitPosition: explicitPosition != nil, type: type,
                text: text(start..<end), utf8Range: start..<end))
            i = end
        }
        return (placeholders, malformed)
    }

    /// Whether `text` holds a `%`, and so may hold a placeholder: eight bytes at a time (a
    /// generic `utf8.contains` costs about 30 instructions a byte).
    public static func mayHoldPlaceholder(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { containsPercent($0) }
    }

    /// Whether the bytes hold a `%`.
    private static func containsPercent(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        nextPercent(bytes, from: 0) < bytes.count
    }

    /// The index of the first `%` at or after `start` (`bytes.count` when none), found eight
    /// bytes at a time.
    private static func nextPercent(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        var i = start
        while i + 8 <= bytes.count {
            // A byte of `x` is zero where it was `%`; adding 0x7F to its low seven bits sets
            // the high bit of every other byte, without carrying into the next.
            let x = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) ^ 0x2525_2525_2525_2525
            if ~(((x & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | x) & 0x8080_8080_8080_8080 != 0 { break }
            i += 8
        }
        while i < bytes.count, bytes[i] != UInt8(ascii: "%") { i += 1 }
        return i
    }

    /// The highest argument position a specifier may name (`%64$@`). Real copy uses a handful;
    /// a position of 99999999999999999999 would make generated code ask for that many arguments.
    public static let maximumPosition = 64

    /// `text`, the string this was parsed from, with each placeholder replaced by what
    /// `replacement` gives for it.
    public func replacingPlaceholders(in text: String, with replacement: (Placeholder) -> String) -> String {
        guard !placeholders.isEmpty else { return text }
        let utf8 = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(utf8.count)
        var position = 0
        for placeholder in placeholders {
            result += utf8[position..<placeholder.utf8Range.lowerBound]
            result += replacement(placeholder).utf8
            position = placeholder.utf8Range.upperBound
        }
        result += utf8[position...]
        return String(decoding: result, as: UTF8.self)
    }

    /// Placeholders that use a position an earlier one uses with another type (`%1$@ %1$d`):
    /// one argument cannot be two types, and `String(format:)` would read it as both.
    public var conflictingPlaceholders: [Placeholder] {
        guard placeholders.count > 1 else { return [] }
        var types: [Int: PlaceholderType] = [:]
        var result: [Placeholder] = []
        for p in placeholders where p.type != .substitutionArgument {
            let type: PlaceholderType = if case .substitution = p.type { .integer } else { p.type }
            if let earlier = types[p.position] {
                if !earlier.isSameArgument(as: type) { result.append(p) }
            } else {
                types[p.position] = type
            }
        }
        return result
    }

    /// The arguments the string consumes, by position: one type each, the first seen where a
    /// position is used twice. `%arg` is not an argument of its own.
    public var arguments: [Int: PlaceholderType] {
        var result: [Int: PlaceholderType] = [:]
        for p in placeholders where p.type != .substitutionArgument && result[p.position] == nil {
            result[p.position] = p.type
        }
        return result
    }
}

extension PlaceholderType {
    /// Whether an argument of this type can also be read as `other`: the same kind, or signed
    /// and unsigned integers (`%d` and `%u` of one count).
    public func isSameArgument(as other: PlaceholderType) -> Bool {
        switch (self, other) {
        case (.integer, .integer), (.integer, .unsigned), (.unsigned, .integer), (.unsigned, .unsigned): true
        default: self == other
        }
    }

    /// The type a substitution's `formatSpecifier` (`lld`, `d`, `f`, `@`) stands for.
    public init?(formatSpecifier: String) {
        let parsed = FormatString("%" + formatSpecifier)
        guard parsed.malformed.isEmpty, parsed.placeholders.count == 1,
              parsed.placeholders[0].utf8Range.count == formatSpecifier.utf8.count + 1
        else { return nil }
        self = parsed.placeholders[0].type
    }
}

extension Placeholder {
    /// The name Xcode 26 writes in a catalog's placeholder (`count` in `%(count)lld`, `secretName`
    /// in `%1$(secretName)@`); nil where it has none.
    public var name: Substring? {
        guard let open = nameParentheses else { return nil }
        return text[text.index(after: open.lowerBound)..<text.index(before: open.upperBound)]
    }

    /// The specifier as `String(format:)` must be given it: without its name (`%(count)lld` →
    /// `%lld`, `%1$(secretName)@` → `%1$@`).
    public var textWithoutName: String {
        guard let parentheses = nameParentheses else { return text }
        var result = text
        result.removeSubrange(parentheses)
        return result
    }

    /// Where `(name)` is in `text`: right after `%` and an optional `n$`.
    private var nameParentheses: Range<String.Index>? {
        var index = text.index(after: text.startIndex)
        while index < text.endIndex, text[index].isASCII, text[index].isNumber { index = text.index(after: index) }
        if index < text.endIndex, text[index] == "$" { index = text.index(after: index) }
        guard index < text.endIndex, text[index] == "(", let close = text[index...].firstIndex(of: ")") else { return nil }
        return index..<text.index(after: close)
    }
}

extension FormatString {
    /// `text` as `String(format:)` must be given it: every placeholder's name dropped, as Xcode's
    /// build does when it compiles a catalog (`%(count)lld files` → `%lld files`). The names name
    /// arguments only. Foundation on Linux does not know them: it prints `%(` as `(` and takes no
    /// argument, so each argument after it is read by the wrong specifier, and a `%@` or `%s`
    /// given an integer crashes (FormatModelDifferentialTests.linuxFoundationDoesNotReadNames).
    /// Everything `generate` writes for `String(format:)` passes through here.
    public static func withoutPlaceholderNames(_ text: String) -> String {
        // Most text has no `%(` or `%n$(`: it is returned without being parsed, as its bytes
        // tell, read in place (`generate` asks it of every value with a `%`).
        var utf8 = text
        guard utf8.withUTF8(mayHoldName) else { return text }
        let named = FormatString(text).placeholders.filter { $0.name != nil }
        guard !named.isEmpty else { return text }
        let bytes = Array(text.utf8)
        var result = ""
        var cursor = 0
        for placeholder in named {
            result += String(decoding: bytes[cursor..<placeholder.utf8Range.lowerBound], as: UTF8.self)
            result += placeholder.textWithoutName
            cursor = placeholder.utf8Range.upperBound
        }
        return result + String(decoding: bytes[cursor...], as: UTF8.self)
    }

    /// Whether `bytes` hold `%(` or `%n$(`, the start of a named placeholder.
    private static func mayHoldName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.contains(UInt8(ascii: "(")) else { return false }
        var state = 0  // 1: after `%` and any digits; 2: after `%n$`
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "(") where state != 0: return true
            case UInt8(ascii: "%"): state = state == 1 ? 0 : 1  // `%%` is a literal percent sign
            case 0x30...0x39: if state == 2 { state = 0 }
            case UInt8(ascii: "$"): state = state == 1 ? 2 : 0
            default: state = 0
            }
        }
        return false
    }
}

extension String {
    /// Whether the text has a letter outside the placeholders of `format` (its own): text a
    /// translator translates. `%@`, `%lld. ` and the empty string have none.
    public func hasLetters(outside format: FormatString) -> Bool {
        let bytes = Array(utf8)
        var rest: [UInt8] = []
        var position = 0
        for placeholder in format.placeholders {
            rest += bytes[position..<placeholder.utf8Range.lowerBound]
            position = placeholder.utf8Range.upperBound
        }
        rest += bytes[position...]
        var text = String(decoding: rest, as: UTF8.self)
        // An address with a scheme (“wss://relay.example.com”, Nostur's prompt for a relay) is
        // the same in every language: nothing to translate.
        if text.utf8.count >= 3, rest.indices.dropLast(2).contains(where: { rest[$0] == 0x3A && rest[$0 + 1] == 0x2F && rest[$0 + 2] == 0x2F }) {
            text = text.split(whereSeparator: \.isWhitespace).filter { !$0.contains("://") }.joined(separator: " ")
        }
        // An intent's parameter (`${mediaItems}`, which Siri fills in) is no text either:
        // ShelfPlayer's Ukrainian was asked to translate “${mediaItems}”.
        // (Looked for only where the bytes have a `$`: most text has none.)
        while rest.contains(UInt8(ascii: "$")), let open = text.firstRange(of: "${"), let close = text[open.upperBound...].firstIndex(of: "}") {
            text.removeSubrange(open.lowerBound...close)
        }
        return text.unicodeScalars.contains { $0.properties.isAlphabetic }
    }
}

extension String {
    /// Whether the text outside the placeholders of `format` (its own) is only symbols of units
    /// (`unitSymbols`), with digits, spaces and punctuation beside them: “ (°C)”, “ (ms)”,
    /// “%@ dB”, “%lld°C”, “10 min”. Such a text has nothing to translate, and a language without
    /// the key shows it as the others do (Beszel's “ (°C)” and “ (ms)”, extracted by Xcode, were
    /// asked of every language: 4 of its 24 errors). A word (“in”, “Min”) or a letter alone is text.
    public func isOnlyUnitSymbols(outside format: FormatString) -> Bool {
        // (Most text is longer than any run of units: one byte test. Most of the rest is ASCII
        // whose first run of letters is no unit's, found without making characters.)
        guard utf8.count <= 24 else { return false }
        if !utf8.contains(where: { $0 >= 0x80 }), let word = Self.firstASCIIWord(self, outside: format), !Self.unitSymbols.contains(word) {
            return false
        }
        var symbols = 0
        var symbol = ""
        var position = startIndex
        func endSymbol() -> Bool {
            defer { symbol = "" }
            guard !symbol.isEmpty else { return true }
            symbols += 1
            return Self.unitSymbols.contains(symbol)
        }
        let ranges = format.placeholders.map { placeholder in
            utf8.index(startIndex, offsetBy: placeholder.utf8Range.lowerBound)..<utf8.index(startIndex, offsetBy: placeholder.utf8Range.upperBound)
        }
        while position < endIndex {
            if let range = ranges.first(where: { $0.lowerBound == position }) {
                guard endSymbol() else { return false }
                position = range.upperBound
                continue
            }
            let character = self[position]
            if character.isLetter || (character == "°" && symbol.isEmpty) {
                symbol.append(character)
            } else {
                guard endSymbol(), !character.isLetter, character.isWhitespace || character.isPunctuation || character.isNumber || character == "/" else { return false }
            }
            position = index(after: position)
        }
        return endSymbol() && symbols > 0
    }

    /// The first run of ASCII letters of `text` outside the placeholders of `format`, if any.
    private static func firstASCIIWord(_ text: String, outside format: FormatString) -> String? {
        let bytes = Array(text.utf8)
        var start: Int?
        var i = 0
        while i < bytes.count {
            if start == nil, let placeholder = format.placeholders.first(where: { $0.utf8Range.lowerBound == i }) {
                i = placeholder.utf8Range.upperBound
                continue
            }
            let isLetter = (bytes[i] | 0x20) >= 0x61 && (bytes[i] | 0x20) <= 0x7A
            if isLetter, start == nil { start = i }
            if !isLetter, let first = start { return String(decoding: bytes[first..<i], as: UTF8.self) }
            i += 1
        }
        return start.map { String(decoding: bytes[$0...], as: UTF8.self) }
    }

    /// Symbols of units that the languages apps ship in write as they are (in Latin letters,
    /// in Chinese, Japanese and Korean text; Cyrillic writes its own, “мс”, which a Russian
    /// translator may still write). Not a letter alone, which can abbreviate a word (Palace's
    /// “%d m” is months), nor bytes and bits (French writes “Mo”, “Go”), nor units whose
    /// symbol a language changes (“rpm” is “tr/min”, “fps” “i/s”, feet “pi” in French).
    static let unitSymbols: Set<String> = [
        "ms", "µs", "μs", "ns", "min", "km", "cm", "mm", "µm", "μm", "nm", "kg", "mg", "µg", "μg", "ml", "mL", "dL",
        "°C", "°F", "Hz", "kHz", "MHz", "GHz", "kW", "mW", "Wh", "kWh", "mWh", "mV", "mA", "mAh", "dB", "dBm", "px", "pt",
        "mmol", "mmHg", "hPa", "kPa", "kcal", "kJ",
    ]
}

extension Entry {
    /// Whether a unit of the entry's source (its source-language value, else the key, as Xcode
    /// implies) has a letter outside its placeholders, not only symbols of units: something to
    /// translate. The empty key (Xcode extracts `Text("")`), `%@`, `%lld. ` and “ (ms)” have nothing; `lint` asks no translation
    /// of them, and `report` counts none.
    public func hasTextToTranslate(sourceLanguage: String) -> Bool {
        guard let source = sourceLocalization(for: sourceLanguage) else {
            let format = FormatString(key)
            return key.hasLetters(outside: format) && !key.isOnlyUnitSymbols(outside: format)
        }
        return source.content.units.contains { path in
            let value = path.unit.value
            // Most copy has an ASCII letter: found byte by byte, without parsing it.
            if value.utf8.contains(where: { $0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A })
                && !value.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: ":") }) {
                return value.utf8.count > 24 || !value.isOnlyUnitSymbols(outside: FormatString(value))
            }
            let format = FormatString(value, insideSubstitution: path.substitutionName != nil)
            return value.hasLetters(outside: format) && !value.isOnlyUnitSymbols(outside: format)
        }
    }
}
