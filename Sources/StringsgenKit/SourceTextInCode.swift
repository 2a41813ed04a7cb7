import StringsgenFormats
import StringsgenModel

/// The keys whose source-language text an app's code gives, so that the source language's
/// `.strings` file need not hold them: Foundation shows the code's text where the table has no
/// value. Read from the Swift and Objective-C files under the project, as written:
/// - `NSLocalizedString("key", tableName: "Table", value: "English", comment: "…")`, and any
///   function of the same shape whose name ends in `LocalizedString` (Loop's
///   `LocalizedString(_:tableName:value:comment:)`);
/// - `String(localized: "key", defaultValue: "English", table: "Table")`,
///   `LocalizedStringResource("key", defaultValue: "English", table: "Table")` (without a
///   default value, the key is its own text, as for SwiftUI below) and
///   `Bundle.localizedString(forKey: "key", value: "English", table: "Table")`;
/// - SwiftGen's accessors, `L10n.tr("Table", "key", …, fallback: "English")`;
/// - Objective-C's `NSLocalizedStringWithDefaultValue(@"key", @"Table", bundle, @"English", @"…")`;
/// - `NSLocalizedString(@"Quit Session", nil)` and `NSLocalizedString("Quit Session", comment: "")`
///   with no text of their own: Foundation shows a key it does not find as written, so a key
///   that reads as text is its own English, as for SwiftUI below;
/// - SwiftUI's views and modifiers whose first argument is a `LocalizedStringKey`, written as a
///   literal: `Text("Swap width and height")`, `Button("Cancel") {…}`, `.navigationTitle("…")`.
///   The key is its own English, which SwiftUI shows where the table has none (Mochi
///   Diffusion's 111 keys, with no `en.lproj/Localizable.strings` at all). `Text(verbatim:)` is
///   no lookup.
///
/// KeePassium calls `NSLocalizedString("[About/altTitle]", value: "About KeePassium", …)` for
/// every key, and keeps `en.lproj/Localizable.strings` empty on purpose; Loop gives the English of
/// `carb-entry-title-add` in `CarbEntryView.swift`. Only a key written as a literal counts, and
/// only a call that gives a text (`value: nil` gives none); without `tableName:`/`table:` the
/// table is `Localizable`, as Foundation's.
///
/// A lexical reading, not a parse (swift-syntax is the `usage` command's, behind a trait): it
/// skips comments and string literals, and reads the arguments of each such call up to its
/// closing parenthesis.
public struct SourceTextInCode: Sendable {
    /// Table name → the keys the code gives a text.
    private var keysByTable: [String: Set<String>] = [:]
    /// Table name → key → the text the code gives, where it is written out as a literal, and
    /// where the call is (the first call that gives one).
    private var textsByTable: [String: [String: (text: String, location: SourceLocation)]] = [:]

    public init() {}

    /// The keys of the table `name` whose text the code gives.
    public func keys(ofTable name: String) -> Set<String> { keysByTable[name] ?? [] }

    /// The text the code gives `key` of the table `name`, and where; nil where it gives none
    /// written out (a multi-line or interpolated literal).
    public func text(of key: String, inTable name: String) -> (text: String, location: SourceLocation)? {
        textsByTable[name]?[key]
    }

    /// `tables` with a source-language value for each key of a legacy table that has none and
    /// whose text the code gives, located at the call: Foundation shows the code's text there
    /// (KeePassium keeps `en.lproj/Localizable.strings` empty and writes every English in
    /// `NSLocalizedString(…, value:)`), so lint compares the translations with it and names it,
    /// and `generate` gives its accessor the text's arguments and compiles it, not the key.
    ///
    /// A key that another table of the same name holds in the source language is that table's:
    /// the code's text is its English, not that of a leftover copy (Mastodon's app target keeps
    /// a `pt-BR.lproj/Localizable.strings` of the keys its SDK's `Localizable` translates).
    public func givingSources(to tables: [StringTable]) -> [StringTable] {
        var keysWithSource: [String: Set<String>] = [:]
        for table in tables where textsByTable[table.name] != nil {
            for entry in table.entries where entry.localizations.contains(where: { $0.locale == table.sourceLanguage }) {
                keysWithSource[table.name, default: []].insert(entry.key)
            }
        }
        return tables.map { table in
            guard table.format != .xcstrings, let texts = textsByTable[table.name] else { return table }
            var table = table
            for i in table.entries.indices where !table.entries[i].localizations.contains(where: { $0.locale == table.sourceLanguage }) {
                guard keysWithSource[table.name]?.contains(table.entries[i].key) != true,
                      let (text, location) = texts[table.entries[i].key] else { continue }
                table.entries[i].localizations.insert(
                    Localization(locale: table.sourceLanguage, location: location, content: LocalizedContent(stringUnit: StringUnit(value: text, location: location))),
                    at: 0)
            }
            return table
        }
    }

    /// Every `.swift`, `.m` and `.mm` file under `root`, not descending into the folders no
    /// table is searched in (`TableSearch.isSkipped(folder:)`) or into symbolic links.
    public static func scan(root: String) -> SourceTextInCode {
        var found = SourceTextInCode()
        forEachFile(under: root, endingIn: [".swift", ".m", ".mm"]) { path, bytes in
            found.read(bytes, nestedComments: path.hasSuffix(".swift"), file: path)
        }
        return found
    }

    /// The string literals written out in the Objective-C files (`.m`, `.mm`, `.h`) under
    /// `folders` (`@"Preventing Sleep"`): `usage` reads only Swift, and a key such a file
    /// writes is in use (KeepingYouAwake's menu, all of it in `KYALocalizedStrings.m`).
    public static func objectiveCLiterals(under folders: [String]) -> Set<String> {
        var literals: Set<String> = []
        for folder in folders {
            forEachFile(under: folder, endingIn: [".m", ".mm", ".h"]) { _, bytes in
                var lexer = CodeLexer(bytes, nestedComments: false)
                while let token = lexer.next() {
                    if case .literal(let text?) = token, !text.isEmpty { literals.insert(text) }
                }
            }
        }
        return literals
    }

    /// Calls `body` with each file under `root` whose name ends in one of `suffixes`, not
    /// descending into the folders no table is searched in (`TableSearch.isSkipped(folder:)`),
    /// hidden folders or symbolic links. A file that cannot be read (or a folder so named) is
    /// skipped, and so is a generated file of megabytes, which holds no key.
    private static func forEachFile(under root: String, endingIn suffixes: [String], _ body: (String, [UInt8]) -> Void) {
        func walk(_ folder: String) {
            for name in ProjectFiles.list(folder) {
                let path = ProjectFiles.join(folder, name)
                if suffixes.contains(where: name.hasSuffix) {
                    if !TableSearch.isDirectory(path), FileBytes.size(path) <= 8 << 20, let bytes = try? FileBytes.read(path) {
                        body(path, bytes)
                    }
                } else if !TableSearch.isSkipped(folder: name), !name.hasPrefix("."), TableSearch.isDirectory(path) {
                    walk(path)
                }
            }
        }
        walk(root)
    }

    /// Adds the keys of the calls in one file's text. Swift nests `/* */` comments; C does not.
    mutating func read(_ text: [UInt8], nestedComments: Bool = true, file: String = "") {
        var lexer = CodeLexer(text, nestedComments: nestedComments)
        // Lines counted up to the last call located, so that locating every call reads the text once.
        var counted = 0, line = 1, lineStart = 0
        func location(of offset: Int) -> SourceLocation {
            while counted < offset {
                if text[counted] == 0x0A { line += 1; lineStart = counted + 1 }
                counted += 1
            }
            return SourceLocation(file: file, line: line, column: 1 + String(decoding: text[lineStart..<offset], as: UTF8.self).unicodeScalars.count)
        }
        // Constants the file gives a string literal (`static private let filename = "Settings"`),
        // by name: xDrip4iOS passes every lookup `tableName: filename`.
        let constants = Self.stringConstants(in: text, nestedComments: nestedComments)
        func tableName(_ argument: CallArgument?) -> (known: Bool, name: String?) {
            guard let argument else { return (true, nil) }
            if let literal = argument.literal { return (true, literal) }
            if argument.isNil { return (true, nil) }
            if let identifier = argument.identifier, let value = constants[identifier] { return (true, value) }
            return (false, nil)  // a table the code works out
        }
        while let token = lexer.next() {
            guard case .identifier(let name) = token, lexer.peekOpenParenthesis() else { continue }
            let call = lexer.offset - name.utf8.count
            func add(_ key: String, table: String?, text: String?) {
                self.add(key, table: table)
                guard let text, !text.isEmpty else { return }
                let table = table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
                if textsByTable[table]?[key] == nil { textsByTable[table, default: [:]][key] = (text, location(of: call)) }
            }
            let isNamed = name.hasSuffix("LocalizedString") || name == "NSLocalizedStringWithDefaultValue"
            if Self.swiftUIKeyTakers.contains(name) {
                guard lexer.firstArgumentMayBeKey(labeled: nil) else { continue }
                let arguments = lexer.argumentsOfCall()
                guard let first = arguments.first, first.label == nil, let key = first.literal, Self.readsAsText(key) else { continue }
                let table = tableName(arguments.first { $0.label == "tableName" })
                guard table.known else { continue }
                add(key, table: table.name, text: key)
                continue
            }
            guard isNamed || ["String", "LocalizedStringResource", "localizedString", "tr"].contains(name) else { continue }
            // `String(localized: "key", …)`, `Bundle.localizedString(forKey: "key", …)`; the others
            // take a literal first (SwiftGen's `tr` its table). `String(` is everywhere: only a
            // call whose first argument can be a key is read further.
            let keyLabel = name == "String" ? "localized" : name == "localizedString" ? "forKey" : nil
            guard lexer.firstArgumentMayBeKey(labeled: keyLabel) else { continue }
            // The arguments are read by a lexer of their own: a call inside them
            // (`String(format: NSLocalizedString(…))`) is still found by this one.
            let arguments = lexer.argumentsOfCall()
            if name == "NSLocalizedStringWithDefaultValue" {
                // (key, table, bundle, value, comment), none labeled.
                guard arguments.count >= 4, let key = arguments[0].literal, arguments[3].givesText,
                      arguments[1].isNil || arguments[1].literal != nil else { continue }
                add(key, table: arguments[1].literal, text: arguments[3].literal)
                continue
            }
            if name == "tr" {
                // SwiftGen's accessors: `L10n.tr("Table", "key", args…, fallback: "English")`.
                guard arguments.count >= 3, arguments[0].label == nil, arguments[1].label == nil,
                      let table = arguments[0].literal, let key = arguments[1].literal,
                      let fallback = arguments.first(where: { $0.label == "fallback" && $0.givesText }) else { continue }
                // A `.stringsdict` key's fallback describes it, "Plural format key: "%#@n@"";
                // its English is in the table.
                add(key, table: table, text: fallback.literal?.hasPrefix("Plural format key:") == true ? nil : fallback.literal)
                continue
            }
            // The text must be written there: an empty one gives none (Foundation shows the key),
            // and a function that merely ends in `LocalizedString` may take another `value:`.
            // Apple's newer API without a default value looks the key up as its own text, as
            // SwiftUI does (Mochi Diffusion's `String(localized: "Import", comment: …)`).
            // So does `NSLocalizedString` with no text of its own: Safe Exam Browser's Objective-C
            // calls `NSLocalizedString(@"Quit Session", nil)` and ships no `en.lproj`, so its
            // 1,505 German values had nothing to be compared with.
            let ownText = (name == "String" || name == "LocalizedStringResource")
                && !arguments.contains { $0.label == "value" || $0.label == "defaultValue" }
                || name == "NSLocalizedString" && !arguments.contains { $0.label == "value" && !($0.literal?.isEmpty ?? false) }
            guard let key = arguments.first.flatMap({ $0.label == keyLabel ? $0.literal : nil }), !key.isEmpty,
                  ownText && Self.readsAsText(key) || arguments.contains(where: { ($0.label == "value" || $0.label == "defaultValue") && $0.givesText }) else { continue }
            let table = tableName(arguments.first { $0.label == "tableName" || $0.label == "table" })
            guard table.known else { continue }
            let value = arguments.first { ($0.label == "value" || $0.label == "defaultValue") && $0.givesText }
            add(key, table: table.name, text: ownText && value == nil ? key : value?.literal)
        }
    }

    /// The names `let` or `var` binds to a string literal in `text` (`let filename = "Settings"`).
    static func stringConstants(in text: [UInt8], nestedComments: Bool) -> [String: String] {
        var constants: [String: String] = [:]
        var lexer = CodeLexer(text, nestedComments: nestedComments)
        var last: [CodeLexer.Token] = []
        while let token = lexer.next() {
            last.append(token)
            if last.count > 4 { last.removeFirst() }
            guard last.count == 4, case .identifier(let keyword) = last[0], keyword == "let" || keyword == "var",
                  case .identifier(let name) = last[1], last[2] == .punctuation(UInt8(ascii: "=")), case .literal(let value?) = last[3]
            else { continue }
            if constants[name] == nil { constants[name] = value }
        }
        return constants
    }

    /// Whether a key used as its own text reads as text, not as an identifier: a space in it, or
    /// a capital first and no `.` or `_` (“Import”, “Swap width and height”; not
    /// “settings.title”, which an app looks up in a table that must hold its text).
    static func readsAsText(_ key: String) -> Bool {
        guard let first = key.first, key.contains(where: \.isLetter) else { return false }
        return key.contains(" ") || (first.isUppercase && !key.contains(".") && !key.contains("_"))
    }

    /// SwiftUI's views and modifiers that take a `LocalizedStringKey` first, unlabeled.
    static let swiftUIKeyTakers: Set<String> = [
        "Text", "Button", "Label", "Toggle", "Picker", "Section", "NavigationLink", "Menu", "TextField", "SecureField",
        "GroupBox", "DisclosureGroup", "Link", "Stepper", "LabeledContent", "LocalizedStringKey",
        "navigationTitle", "help", "alert", "confirmationDialog", "accessibilityLabel", "accessibilityHint",
    ]

    private mutating func add(_ key: String, table: String?) {
        // No table, or an empty name, is Foundation's `Localizable`.
        keysByTable[table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable", default: []].insert(key)
    }
}

/// One argument of a call: its label, and what it is when it is a string literal.
struct CallArgument: Equatable {
    var label: String?
    /// The literal's text, escapes decoded; nil for any other expression, and for a literal
    /// whose text is not known as written (interpolated, raw or multi-line).
    var literal: String?
    /// Whether the argument is a string literal, of any kind.
    var isStringLiteral: Bool
    /// Whether the argument is `nil`.
    var isNil: Bool
    /// The name, where the argument is one identifier (`filename`).
    var identifier: String? = nil

    /// Whether the argument writes a text out: a string literal that is not `""`.
    var givesText: Bool { isStringLiteral && literal != "" }
}

/// Tokens of Swift and Objective-C source, enough to find calls and their literal arguments:
/// comments and white space are skipped, a string literal is one token.
struct CodeLexer {
    enum Token: Equatable {
        case identifier(String)
        /// A string literal's text, nil where it interpolates or is a raw or multi-line literal
        /// (no key is written so).
        case literal(String?)
        case punctuation(UInt8)
    }

    private let text: [UInt8]
    private var index = 0
    /// Whether `/* */` comments nest, as in Swift (not in C).
    private let nestedComments: Bool

    init(_ text: [UInt8], nestedComments: Bool = true) {
        self.text = text
        self.nestedComments = nestedComments
    }

    /// Whether the next token is `(`.
    mutating func peekOpenParenthesis() -> Bool {
        var copy = self
        return copy.next() == .punctuation(UInt8(ascii: "("))
    }

    /// Whether the first argument of the call whose `(` is next can be a key: labeled `label`,
    /// or without a label, a string literal (`@"…"` in Objective-C).
    func firstArgumentMayBeKey(labeled label: String?) -> Bool {
        var lexer = self
        _ = lexer.next()  // (
        let first = lexer.next()
        if let label { return first == .identifier(label) && lexer.next() == .punctuation(UInt8(ascii: ":")) }
        if case .literal = first { return true }
        return first == .punctuation(UInt8(ascii: "@"))
    }

    /// Where reading a call's arguments gives up: no call that gives a key's text is this long,
    /// and an unclosed one would otherwise be read to the end of the file, for each such call.
    static let maximumArgumentTokens = 1024

    /// The arguments of the call whose `(` is next, read to its `)` (or the end of the text),
    /// without moving past the `(`.
    func argumentsOfCall() -> [CallArgument] {
        var lexer = self
        _ = lexer.next()  // (
        var arguments: [CallArgument] = []
        var current: [Token] = []
        var depth = 0
        func finish() {
            var tokens = current[...]
            var label: String?
            if tokens.count >= 2, case .identifier(let name) = tokens[tokens.startIndex],
               tokens[tokens.startIndex + 1] == .punctuation(UInt8(ascii: ":")) {
                label = name
                tokens = tokens.dropFirst(2)
            }
            var literal: String?, isStringLiteral = false
            // A literal, or Objective-C's `@"…"`.
            if tokens.count == 1 || (tokens.count == 2 && tokens.first == .punctuation(UInt8(ascii: "@"))),
               case .literal(let text) = tokens.last! {
                literal = text
                isStringLiteral = true
            }
            var identifier: String?
            if tokens.count == 1, case .identifier(let name) = tokens[tokens.startIndex], name != "nil" { identifier = name }
            arguments.append(CallArgument(
                label: label, literal: literal, isStringLiteral: isStringLiteral, isNil: tokens.count == 1 && tokens.first == .identifier("nil"),
                identifier: identifier))
            current = []
        }
        var count = 0
        while let token = lexer.next() {
            count += 1
            if count > Self.maximumArgumentTokens { return [] }
            switch token {
            case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")), .punctuation(UInt8(ascii: "{")):
                depth += 1
            case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")), .punctuation(UInt8(ascii: "}")):
                if depth == 0 {
                    if !current.isEmpty { finish() }
                    return arguments
                }
                depth -= 1
            case .punctuation(UInt8(ascii: ",")) where depth == 0:
                finish()
                continue
            default:
                break
            }
            current.append(token)
        }
        return arguments
    }

    mutating func next() -> Token? {
        skipTrivia()
        guard index < text.count else { return nil }
        let byte = text[index]
        if byte == UInt8(ascii: "\"") { return .literal(readString(depth: 0)) }
        // An Objective-C character (`'"'`), which must not open a string.
        if byte == UInt8(ascii: "'") {
            index += 1
            while index < text.count, text[index] != UInt8(ascii: "'"), text[index] != 0x0A {
                index += text[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            index += 1
            return .punctuation(byte)
        }
        if byte == UInt8(ascii: "#"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "\"") || text[index + 1] == UInt8(ascii: "#") {
            skipRawString()
            return .literal(nil)
        }
        if Self.isIdentifierByte(byte), !(byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
            let start = index
            while index < text.count, Self.isIdentifierByte(text[index]) { index += 1 }
            return .identifier(String(decoding: text[start..<index], as: UTF8.self))
        }
        if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            while index < text.count, Self.isIdentifierByte(text[index]) || text[index] == UInt8(ascii: ".") { index += 1 }
            return .punctuation(UInt8(ascii: "0"))
        }
        index += 1
        return .punctuation(byte)
    }

    /// Where the lexer is, in bytes: just past the token `next()` returned last.
    var offset: Int { index }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// White space and comments (`//` to the line's end, `/* */` nested as Swift's).
    private mutating func skipTrivia() {
        while index < text.count {
            let byte = text[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "/") {
                while index < text.count, text[index] != 0x0A { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "*") {
                var depth = 0
                while index < text.count {
                    if text[index] == UInt8(ascii: "/"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "*"), nestedComments || depth == 0 {
                        depth += 1
                        index += 2
                    } else if text[index] == UInt8(ascii: "*"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "/") {
                        depth -= 1
                        index += 2
                        if depth == 0 { break }
                    } else {
                        index += 1
                    }
                }
            } else {
                return
            }
        }
    }

    /// A `"…"` literal from its opening quote: its text, escapes decoded; nil for one that
    /// interpolates (`\(…)`) or a multi-line `"""` literal, which are skipped whole.
    /// `depth`: how many interpolations the literal is inside; past `maximumDepth`, the rest of
    /// the line is skipped instead (a file of `"\(` nested thousands deep would exhaust the stack).
    private mutating func readString(depth: Int) -> String? {
        if index + 2 < text.count, text[index + 1] == UInt8(ascii: "\""), text[index + 2] == UInt8(ascii: "\"") {
            index += 3
            while index < text.count {
                if text[index] == UInt8(ascii: "\\") { index += 2; continue }
                if text[index] == UInt8(ascii: "\""), index + 2 < text.count, text[index + 1] == UInt8(ascii: "\""), text[index + 2] == UInt8(ascii: "\"") {
                    index += 3
                    return nil
                }
                index += 1
            }
            return nil
        }
        index += 1
        var bytes: [UInt8] = []
        var interpolates = false
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return interpolates ? nil : String(decoding: bytes, as: UTF8.self)
            }
            // A literal ends at its line (an unterminated one in text the compiler would refuse).
            if byte == 0x0A { return nil }
            guard byte == UInt8(ascii: "\\"), index + 1 < text.count else {
                bytes.append(byte)
                index += 1
                continue
            }
            let escaped = text[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "0"): bytes.append(0)
            case UInt8(ascii: "u"):
                // `\u{1F600}` (Swift): at most 8 hex digits.
                guard index < text.count, text[index] == UInt8(ascii: "{"),
                      let close = text[index..<min(text.count, index + 10)].firstIndex(of: UInt8(ascii: "}")),
                      let scalar = UInt32(String(decoding: text[(index + 1)..<close], as: UTF8.self), radix: 16).flatMap(Unicode.Scalar.init)
                else { interpolates = true; continue }
                bytes += Array(String(Character(scalar)).utf8)
                index = close + 1
            case UInt8(ascii: "("):
                // Interpolation: skip to its closing parenthesis, literals inside included.
                interpolates = true
                guard depth < Self.maximumDepth else {
                    while index < text.count, text[index] != 0x0A { index += 1 }
                    return nil
                }
                var parentheses = 1
                while index < text.count, parentheses > 0 {
                    if text[index] == UInt8(ascii: "\"") { _ = readString(depth: depth + 1); continue }
                    if text[index] == UInt8(ascii: "(") { parentheses += 1 } else if text[index] == UInt8(ascii: ")") { parentheses -= 1 }
                    index += 1
                }
            default: bytes.append(escaped)
            }
        }
        return nil
    }

    private static let maximumDepth = 16

    /// A raw literal `#"…"#` or `#"""…"""#` (any number of `#`), skipped whole.
    private mutating func skipRawString() {
        var hashes = 0
        while index < text.count, text[index] == UInt8(ascii: "#") { hashes += 1; index += 1 }
        guard index < text.count, text[index] == UInt8(ascii: "\"") else { return }
        // A multi-line one closes only at `"""` and its `#`s.
        let quotes = index + 2 < text.count && text[index + 1] == UInt8(ascii: "\"") && text[index + 2] == UInt8(ascii: "\"") ? 3 : 1
        index += quotes
        while index < text.count {
            if text[index] == UInt8(ascii: "\""), quotes == 1 || (index + 2 < text.count && text[index + 1] == UInt8(ascii: "\"") && text[index + 2] == UInt8(ascii: "\"")) {
                index += quotes - 1
                var end = index + 1
                var count = 0
                while end < text.count, text[end] == UInt8(ascii: "#"), count < hashes { count += 1; end += 1 }
                if count == hashes { index = end; return }
            }
            index += 1
        }
    }
}
