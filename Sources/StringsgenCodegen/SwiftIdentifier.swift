import StringsgenModel

/// How keys and table names become Swift identifiers.
///
/// A key is cut into words at every character that cannot be part of an identifier (`.`, `_`,
/// `-`, spaces, punctuation, emoji) and at its format specifiers (`%@`, `%lld`), which say
/// nothing about the string; the words are joined in lowerCamelCase. Letters outside ASCII stay
/// when Swift accepts them in identifiers (`größe`, `名前`); everything else is dropped.
public enum SwiftIdentifier {
    /// The accessor name for `key` in the table `tableName`, without keyword escaping: a leading
    /// `<table lowercased>.` is dropped (`onboarding.welcome_title` → `welcomeTitle`), a leading
    /// digit gets a `_`. nil when nothing usable is left (`...`, `%@`, `🎉`).
    public static func member(forKey key: String, tableName: String) -> String? {
        MemberNames(tableName: tableName).member(forKey: key)
    }

    /// `member(forKey:tableName:)` for the keys of one table, its prefix computed once.
    struct MemberNames {
        private let prefix: String
        private let asciiPrefix: [UInt8]?

        init(tableName: String) {
            prefix = tableName.lowercased() + "."
            asciiPrefix = prefix.utf8.allSatisfy { $0 < 0x80 } ? Array(prefix.utf8) : nil
        }

        func member(forKey key: String) -> String? {
            // Most keys are ASCII without format specifiers: bytes, where characters are bytes.
            if let asciiPrefix {
                var key = key
                let ascii: String?? = key.withUTF8 { bytes in
                    guard !bytes.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "%") }) else { return .none }
                    let hasPrefix = bytes.count > asciiPrefix.count && bytes.starts(with: asciiPrefix)
                    return .some(asciiLowerCamelCase(UnsafeBufferPointer(rebasing: bytes[(hasPrefix ? asciiPrefix.count : 0)...])))
                }
                if let ascii { return ascii }
            }
            var name = Substring(key)
            if name.hasPrefix(prefix), name.utf8.count > prefix.utf8.count { name = name.dropFirst(prefix.count) }
            return lowerCamelCase(withoutFormatSpecifiers(name))
        }
    }

    /// `exercise_count` → `exerciseCount`, `2fa code` → `_2faCode`; nil when no word is left.
    public static func lowerCamelCase(_ text: Substring) -> String? {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return Array(text.utf8).withUnsafeBufferPointer { asciiLowerCamelCase($0) }
        }
        var words = words(in: text)
        guard !words.isEmpty else { return nil }
        // A key in capitals throughout (`SCREAMING_CASE`) reads as words, not as acronyms.
        if !text.unicodeScalars.contains(where: \.properties.isLowercase) {
            words = words.map { Substring(String(String.UnicodeScalarView($0)).lowercased()).unicodeScalars }
        }
        var result = lowercasingLeadingCapitals(words[0])
        for word in words.dropFirst() { result += capitalizingFirst(word) }
        if let head = result.utf8.first, head >= 0x30, head <= 0x39 { result = "_" + result }
        return result
    }

    /// The enum name for a table (`Onboarding`, `onboarding-v2` → `OnboardingV2`). Names that
    /// would shadow a type the generated code uses get `Table` appended (`String` → `StringTable`).
    public static func type(forTable name: String) -> String? {
        let words = words(in: Substring(name))
        guard !words.isEmpty else { return nil }
        var result = words.map(capitalizingFirst).joined()
        if let head = result.utf8.first, head >= 0x30, head <= 0x39 { result = "_" + result }
        if typesUsedByGeneratedCode.contains(result) { result += "Table" }
        return result
    }

    /// Whether `name` can be declared as an accessor as written (a name a project chose in
    /// `generate.names`): an identifier head (letter or `_`) then identifier characters, and not
    /// a name the generated enum declares itself (`Language`, `_lookup`). Keywords are allowed:
    /// they are escaped.
    public static func isValidMember(_ name: String) -> Bool {
        guard let head = name.unicodeScalars.first, !["Language", "_lookup", "_"].contains(name) else { return false }
        let isHead = head == "_" || (isIdentifierCharacter(head, continuing: false) && !(0x30...0x39).contains(head.value))
        return isHead && name.unicodeScalars.dropFirst().allSatisfy { $0 == "_" || isIdentifierCharacter($0, continuing: true) }
    }

    /// `identifier`, in backticks where Swift reads it as a keyword.
    public static func escaped(_ identifier: String) -> String {
        // Most names are longer than any keyword, and need not be hashed.
        identifier.utf8.count <= longestKeyword && keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    private static let longestKeyword = keywords.map(\.utf8.count).max()!

    /// Words that must be written in backticks to be declared as a member (``static var `default` ``).
    /// `self` and `init` in backticks also work at the use site (``Table.`self` ``).
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super",
        "throws", "true", "try", "Type", "Protocol", "_",
    ]

    /// Argument labels may be any word except these (SE-0001).
    static let reservedLabels: Set<String> = ["inout", "var", "let", "_"]

    /// Names a table's enum must not take: types and attributes the generated code names (a
    /// table called `TaskLocal` would hide `@TaskLocal`), and words that are not usable as a type
    /// name even in backticks (`Self`, `Type`, `Protocol`, `Any`).
    private static let typesUsedByGeneratedCode: Set<String> = [
        "String", "Int", "UInt", "UInt16", "Double", "Character", "Bundle", "Locale", "CVarArg", "UnsafeRawPointer",
        "Foundation", "Swift", "TaskLocal", "Language", "Optional", "Bool", "Array", "Sendable", "FoundationEssentials",
        "Self", "Type", "Protocol", "Any", "AnyObject",
    ]

    /// Whether `name` can be written as it is as the name of a type the generated code
    /// declares (the namespace enum): ASCII letters, digits and `_`, not starting with a digit,
    /// not a keyword, not a type or attribute the generated code uses. Nothing else is pasted
    /// into code from configuration.
    public static func isPlainTypeName(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(0x30...0x39).contains(first), name.utf8.count <= 128 else { return false }
        let isASCIIIdentifier = name.utf8.allSatisfy { b in
            (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) || b == UInt8(ascii: "_")
        }
        return isASCIIIdentifier && name != "_" && !keywords.contains(name) && !typesUsedByGeneratedCode.contains(name)
    }

    /// Whether `expression` is a bundle reference the generated code can use as written: a
    /// chain of plain identifiers (`.module`, `Bundle.main`, `ResourceBundle.bundle`), or
    /// `Bundle(for: SomeClass.self)`.
    public static func isBundleExpression(_ expression: String) -> Bool {
        func isChain(_ text: Substring) -> Bool {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            return !parts.isEmpty && parts.allSatisfy { part in
                guard let first = part.utf8.first, !(0x30...0x39).contains(first) else { return false }
                return part.utf8.allSatisfy { b in
                    (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) || b == UInt8(ascii: "_")
                }
            }
        }
        if expression.hasPrefix(".") { return isChain(expression.dropFirst()) }
        if expression.hasPrefix("Bundle(for: "), expression.hasSuffix(".self)") {
            return isChain(expression.dropFirst("Bundle(for: ".count).dropLast(".self)".count))
        }
        return isChain(Substring(expression))
    }

    /// The key with every format specifier replaced by a space, so `%lld goals` reads `goals`.
    private static func withoutFormatSpecifiers(_ key: Substring) -> Substring {
        guard key.utf8.contains(UInt8(ascii: "%")) else { return key }
        let format = FormatString(String(key))
        guard !format.placeholders.isEmpty else { return key }
        var bytes = Array(key.utf8)
        for placeholder in format.placeholders {
            for i in placeholder.utf8Range { bytes[i] = UInt8(ascii: " ") }
        }
        return Substring(String(decoding: bytes, as: UTF8.self))
    }

    typealias Word = Substring.UnicodeScalarView.SubSequence

    /// The runs of identifier characters in `text`.
    static func words(in text: Substring) -> [Word] {
        var words: [Word] = []
        let scalars = text.unicodeScalars
        var start: Substring.UnicodeScalarView.Index?
        var index = scalars.startIndex
        while index != scalars.endIndex {
            if isIdentifierCharacter(scalars[index], continuing: start != nil) {
                if start == nil { start = index }
            } else if let s = start {
                words.append(scalars[s..<index])
                start = nil
            }
            index = scalars.index(after: index)
        }
        if let s = start { words.append(scalars[s..<scalars.endIndex]) }
        return words
    }

    /// ASCII letters and digits; beyond ASCII, letters Swift accepts in identifiers, and combining
    /// marks after a letter. `_` separates words as `.` and `-` do.
    private static func isIdentifierCharacter(_ scalar: Unicode.Scalar, continuing: Bool) -> Bool {
        let v = scalar.value
        if v < 0x80 {
            return (v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A)
        }
        if continuing, isCombiningMark(v) { return true }
        return scalar.properties.isAlphabetic && identifierHeadRanges.contains { $0.contains(v) }
    }

    private static func isCombiningMark(_ v: UInt32) -> Bool {
        (0x0300...0x036F).contains(v) || (0x1DC0...0x1DFF).contains(v) || (0x20D0...0x20FF).contains(v)
            || (0xFE20...0xFE2F).contains(v)
    }

    /// The non-ASCII ranges of `identifier-head` in The Swift Programming Language's grammar.
    private static let identifierHeadRanges: [ClosedRange<UInt32>] = [
        0x00A8...0x00A8, 0x00AA...0x00AA, 0x00AD...0x00AD, 0x00AF...0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA,
        0x00BC...0x00BE, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF, 0x0100...0x02FF, 0x0370...0x167F,
        0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x2070...0x20CF, 0x2100...0x218F, 0x2C00...0x2DFF,
        0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D,
        0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD,
        0x30000...0x3FFFD,
    ]

    /// `lowerCamelCase` for ASCII text, on bytes: the same rules, without Unicode tables, in one
    /// pass, into the result's own storage.
    private static func asciiLowerCamelCase(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
        func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        func isWord(_ b: UInt8) -> Bool { isUpper(b) || isLower(b) || isDigit(b) }
        func lowered(_ b: UInt8) -> UInt8 { isUpper(b) ? b + 32 : b }
        let screaming = !bytes.contains(where: isLower)
        let result = String(unsafeUninitializedCapacity: bytes.count + 1) { result in
            var count = 0
            var i = 0
            while i < bytes.count {
                guard isWord(bytes[i]) else { i += 1; continue }
                var end = i
                while end < bytes.count, isWord(bytes[end]) { end += 1 }
                if count == 0 {
                    if isDigit(bytes[i]) { result[0] = UInt8(ascii: "_"); count = 1 }
                    // Leading capitals are lowered, but the last of several when a lowercase letter
                    // follows: `URLSession` → `urlSession`. A screaming key is lowered throughout.
                    var capitals = 0
                    while !screaming, i + capitals < end, isUpper(bytes[i + capitals]) { capitals += 1 }
                    let lowering = screaming ? end - i : capitals == end - i || capitals <= 1 ? capitals : capitals - 1
                    for k in i..<end {
                        result[count] = k - i < lowering ? lowered(bytes[k]) : bytes[k]
                        count += 1
                    }
                } else {
                    let head = screaming ? lowered(bytes[i]) : bytes[i]
                    result[count] = isLower(head) ? head - 32 : head
                    count += 1
                    for k in i + 1..<end {
                        result[count] = screaming ? lowered(bytes[k]) : bytes[k]
                        count += 1
                    }
                }
                i = end
            }
            return count
        }
        return result.isEmpty ? nil : result
    }

    /// `Welcome` → `welcome`, `URL` → `url`, `URLSession` → `urlSession`.
    private static func lowercasingLeadingCapitals(_ word: Word) -> String {
        var capitals = 0
        for scalar in word {
            guard scalar.properties.isUppercase else { break }
            capitals += 1
        }
        let lowered = capitals == word.count || capitals <= 1 ? capitals : capitals - 1
        guard lowered > 0 else { return String(String.UnicodeScalarView(word)) }
        return String(String.UnicodeScalarView(word.prefix(lowered))).lowercased()
            + String(String.UnicodeScalarView(word.dropFirst(lowered)))
    }

    /// `title` → `Title`; the rest of the word is kept (`standFit` → `StandFit`).
    private static func capitalizingFirst(_ word: Word) -> String {
        guard let first = word.first else { return "" }
        return String(first).uppercased() + String(String.UnicodeScalarView(word.dropFirst()))
    }
}
