import StringsgenModel

/// The problems that keep a table's accessors from being generated; nothing is generated then.
public struct GenerationFailure: Error, Sendable {
    public var diagnostics: [Diagnostic]
}

/// Turns a string table into a Swift file of typed accessors:
///
/// ```swift
/// extension LocalizedString {
///     public enum Onboarding {
///         /// "Schedule created: %@"
///         public static func summarySchedule(_ arg1: String) -> String {
///             _lookup("summary.schedule", [arg1])
///         }
///     }
/// }
/// ```
///
/// Accessors are computed (the language can change at run time) and sorted by name, so the
/// output does not depend on the catalog's order; it holds no date and no absolute path. Lookup
/// uses only Foundation API that Linux and Apple platforms share:
/// `Bundle.localizedString(forKey:value:table:)` and `String(format:locale:arguments:)`.
public struct SwiftAccessorGenerator: Sendable {
    public var options: GeneratorOptions

    public init(options: GeneratorOptions = GeneratorOptions()) {
        self.options = options
    }

    /// The Swift source for `table`, or every problem that keeps it from being generated.
    public func generate(_ table: StringTable) throws(GenerationFailure) -> String {
        String(decoding: try generateFile(table).bytes, as: UTF8.self)
    }

    /// `generate(table)` as the UTF-8 bytes a file holds.
    public func generateUTF8(_ table: StringTable) throws(GenerationFailure) -> [UInt8] {
        try generateFile(table).bytes
    }

    /// A generated accessor file with what a command reports about it.
    public struct File: Sendable {
        /// The UTF-8 bytes of the Swift source.
        public var bytes: [UInt8]
        public var accessorCount: Int
        /// The keys left without an accessor (errors instead, thrown, with `options.strict`).
        public var warnings: [Diagnostic]
    }

    /// The Swift file for `table`, or every problem that keeps it from being generated.
    public func generateFile(_ table: StringTable) throws(GenerationFailure) -> File {
        var swift = SwiftWriter()
        let (accessorCount, warnings) = try write(table, to: &swift)
        return File(bytes: swift.bytes, accessorCount: accessorCount, warnings: warnings)
    }

    /// The Swift file for `table` handed to `emit` as it is made, in pieces of about `piece`
    /// bytes (whole lines; the last may be shorter), so a large file is never held whole: the
    /// accessors of 100,000 keys are 50 MB. A failure is thrown before any piece is handed out.
    /// Returns how many accessors the file has and the keys left without one.
    public func generateFile(
        _ table: StringTable, inPiecesOf piece: Int, to emit: @escaping (UnsafeRawBufferPointer) -> Void
    ) throws(GenerationFailure) -> (accessorCount: Int, warnings: [Diagnostic]) {
        var swift = SwiftWriter(piece: piece, emit: emit)
        let made = try write(table, to: &swift)
        swift.emitRest()
        return made
    }

    private func write(_ table: StringTable, to swift: inout SwiftWriter) throws(GenerationFailure) -> (accessorCount: Int, warnings: [Diagnostic]) {
        let tableName = options.tableName ?? table.name
        guard let typeName = SwiftIdentifier.type(forTable: tableName) else {
            throw GenerationFailure(diagnostics: [Diagnostic(
                rule: "unrepresentable-key", severity: .error, location: SourceLocation(file: table.file, line: 1, column: 1),
                table: table.name, message: "the table name \(quoted(tableName)) leaves no letters or digits to name a Swift type after; rename the file")])
        }
        let (accessors, diagnostics) = Accessor.plan(for: table, tableName: tableName, options: options)
        guard !diagnostics.contains(where: { $0.severity == .error }) else { throw GenerationFailure(diagnostics: diagnostics) }

        let access = options.accessLevel.modifier
        let languages = LprojResourceWriter.locales(of: table)
        let ruleLines: [String]
        do {
            ruleLines = options.selectsPluralForms
                ? try PluralRuleFunctions.lines(languages: languages, rules: options.pluralRules, origin: options.pluralRulesOrigin)
                : []
        } catch {
            throw GenerationFailure(diagnostics: [Diagnostic(
                rule: "plural-rules", severity: .error, location: SourceLocation(file: table.file, line: 1, column: 1),
                table: table.name, message: error.description)])
        }
        swift.reserveCapacity(8192 + min(accessors.count, 1000) * 500)
        let path = SwiftSourceText.commentLines(options.sourcePath ?? table.file).joined(separator: " ")
        swift.line("// " + GeneratedFileMarker.header(source: path))
        // The linters a team runs on its own sources skip this file: its lines are as long as its keys.
        swift.line("// swiftlint:disable all")
        swift.line("// swift-format-ignore-file")
        swift.line("import Foundation")
        swift.line()
        if options.emitNamespace {
            swift.line("\(access)enum \(options.namespace) {}")
            swift.line()
        }
        swift.block("extension \(options.namespace)") { swift in
            swift.block("\(access)enum \(typeName)") { swift in
                for (n, accessor) in accessors.enumerated() {
                    // After a thousand, room for all of them at the size they took.
                    if n == 1000 { swift.reserveCapacity(extrapolatingFrom: n, of: accessors.count) }
                    swift.accessor(accessor, access: access, selecting: options.selectsPluralForms)
                    swift.line()
                }
                // Uppercase or underscored names: no key's lowerCamelCase accessor can collide with them.
                let runtimeSlots = [
                    "namespace": options.namespace, "type": typeName, "access": access, "bundle": options.bundle.expression,
                    "table": SwiftSourceText.stringLiteral(tableName),
                    "languages": languages.map(SwiftSourceText.stringLiteral).joined(separator: ", "),
                ]
                let runtime = AccessorRuntime.filling(
                    options.selectsPluralForms ? AccessorRuntime.selecting : AccessorRuntime.foundation, runtimeSlots)
                for line in runtime { swift.line(line) }
                if options.selectsPluralForms {
                    swift.line()
                    for line in AccessorRuntime.filling(AccessorRuntime.devices, runtimeSlots) { swift.line(line) }
                }
                if options.selectsPluralForms {
                    swift.line()
                    for line in AccessorRuntime.filling(AccessorRuntime.pluralTypes, [:]) { swift.line(line) }
                    swift.line()
                    for line in ruleLines { swift.line(line) }
                }
            }
        }
        return (accessors.count, diagnostics)
    }
}

extension SwiftWriter {
    fileprivate mutating func accessor(_ accessor: Accessor, access: String, selecting: Bool) {
        line {
            $0.append(accessor.isPlural ? "/// plural: " : "/// ")
            SwiftSourceText.appendStringLiteral(accessor.sourceText, to: &$0)
        }
        if let comment = accessor.comment, !comment.isEmpty {
            line("///")
            if SwiftSourceText.isPlainCommentLine(comment) {
                line { $0.append("/// Comment: "); $0.append(comment) }
            } else {
                for (index, commentLine) in SwiftSourceText.commentLines(comment).enumerated() {
                    line {
                        $0.append(index == 0 ? "/// Comment:" : "///")
                        if !commentLine.isEmpty {
                            $0.append(UInt8(ascii: " "))
                            $0.append(commentLine)
                        }
                    }
                }
            }
        }
        let name = SwiftIdentifier.escaped(accessor.name)
        // The key, and the text that stands in where the resources lack it (a bundle without the
        // table): the source's, never the key; a source with substitutions has no text
        // `String(format:)` can format without its forms, so the key stands in there.
        let key = { (buffer: inout UTF8Buffer) in
            SwiftSourceText.appendStringLiteral(accessor.key, to: &buffer)
            buffer.append(", ")
            SwiftSourceText.appendStringLiteral(accessor.hasSubstitutions ? formattable(accessor.key) : accessor.sourceText, to: &buffer)
        }
        guard !accessor.parameters.isEmpty else {
            // A property, and the same text for a language the caller names (SwiftUI's locale).
            let text = selecting && accessor.hasDevices ? "_deviceText(" : "_text("
            block({ $0.append(access); $0.append("static var "); $0.append(name); $0.append(": String") }) { swift in
                swift.line { $0.append(text); key(&$0); $0.append(", nil)") }
            }
            line()
            block({ $0.append(access); $0.append("static func "); $0.append(name); $0.append("(locale: Locale) -> String") }) { swift in
                swift.line { $0.append(text); key(&$0); $0.append(", locale)") }
            }
            return
        }
        let declaration = { (buffer: inout UTF8Buffer) in
            buffer.append(access)
            buffer.append("static func ")
            buffer.append(name)
            buffer.append(UInt8(ascii: "("))
            for parameter in accessor.parameters {
                parameter.appendDeclaration(to: &buffer)
                buffer.append(", ")
            }
            buffer.append("locale: Locale? = nil) -> String")
        }
        block(declaration) { swift in
            swift.keepingCStringsAlive(accessor.parameters[...]) { swift in
                swift.line {
                    $0.append("_format(")
                    key(&$0)
                    $0.append(", locale, [")
                    for (index, parameter) in accessor.parameters.enumerated() {
                        if index > 0 { $0.append(", ") }
                        $0.append(parameter.type.argument(parameter.name))
                    }
                    $0.append("]")
                    if selecting {
                        $0.append(", [")
                        for (index, parameter) in accessor.parameters.enumerated() {
                            if index > 0 { $0.append(", ") }
                            $0.append(parameter.operands)
                        }
                        $0.append("]")
                        if let count = accessor.countIndex { $0.append(", count: \(count)") }
                        if accessor.hasSubstitutions { $0.append(", substitutions: true") }
                        if accessor.hasDevices { $0.append(", devices: true") }
                    }
                    $0.append(")")
                }
            }
        }
    }

    /// `%s` arguments are passed as pointers valid only inside `withCString`, so the lookup is
    /// nested in one `withCString` per such argument.
    private mutating func keepingCStringsAlive(
        _ parameters: ArraySlice<AccessorParameter>, _ body: (inout SwiftWriter) -> Void
    ) {
        guard let index = parameters.firstIndex(where: { $0.type == .cString }) else { return body(&self) }
        let name = parameters[index].name
        closure({ $0.append(name); $0.append(".withCString { "); $0.append(name); $0.append(" in") }) { swift in
            swift.keepingCStringsAlive(parameters[(index + 1)...], body)
        }
    }
}

extension AccessorParameter {
    /// `_ arg1: String`, `exercises: Int`, `` `in` arg2: Int ``.
    fileprivate func appendDeclaration(to buffer: inout UTF8Buffer) {
        if let label {
            if label != name {
                buffer.append(SwiftIdentifier.reservedLabels.contains(label) ? "`\(label)`" : label)
                buffer.append(UInt8(ascii: " "))
            }
        } else {
            buffer.append("_ ")
        }
        buffer.append(name)
        buffer.append(": ")
        buffer.append(type.swiftType)
    }
}

/// Swift source built line by line into one buffer of UTF-8 bytes, indented by block; or handed
/// out in pieces as it is made, the buffer emptied after each.
struct SwiftWriter {
    private var buffer = UTF8Buffer()
    private var depth = 0
    /// Where pieces go when the source is handed out as it is made, and their size.
    private let emit: ((UnsafeRawBufferPointer) -> Void)?
    private let piece: Int
    /// Spaces for eight levels, appended at once (a line nested deeper takes several).
    private static let indentation = { var spaces = UTF8Buffer(); spaces.append(String(repeating: " ", count: 32)); return spaces }()

    /// Source held whole, in `bytes`.
    init() {
        emit = nil
        piece = .max
    }

    /// Source handed to `emit` a piece at a time: once the buffer holds `piece` bytes, at the
    /// end of a line. Call `emitRest()` at the end.
    init(piece: Int, emit: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.emit = emit
        self.piece = piece
    }

    var bytes: [UInt8] { buffer.bytes }

    /// Room for `capacity` bytes, or for a piece and a little more when handing out pieces.
    mutating func reserveCapacity(_ capacity: Int) {
        buffer.reserveCapacity(emit == nil ? capacity : min(capacity, piece + piece / 4))
    }

    /// Room for the whole source, from what `done` of `total` accessors took; only when it is
    /// held whole.
    mutating func reserveCapacity(extrapolatingFrom done: Int, of total: Int) {
        guard emit == nil else { return }
        buffer.reserveCapacity(extrapolatingFrom: done, of: total)
    }

    /// Hands out what the buffer holds.
    mutating func emitRest() {
        guard let emit, buffer.count > 0 else { return }
        buffer.bytes.withUnsafeBytes(emit)
        buffer.removeAll()
    }

    /// `content` indented, or an empty line.
    mutating func line(_ content: String = "") {
        if content.isEmpty {
            buffer.append(UInt8(ascii: "\n"))
        } else {
            line { $0.append(content) }
        }
    }

    /// A line whose content `write` appends, indented.
    mutating func line(_ write: (inout UTF8Buffer) -> Void) {
        var spaces = 4 * depth
        while spaces > 0 {
            buffer.append(Self.indentation, range: 0..<min(spaces, Self.indentation.count))
            spaces -= Self.indentation.count
        }
        write(&buffer)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= piece { emitRest() }
    }

    /// `opening {`, the body one level deeper, `}`.
    mutating func block(_ opening: String, _ body: (inout SwiftWriter) -> Void) {
        block({ $0.append(opening) }, body)
    }

    mutating func block(_ opening: (inout UTF8Buffer) -> Void, _ body: (inout SwiftWriter) -> Void) {
        closure({ opening(&$0); $0.append(" {") }, body)
    }

    /// `opening` (which holds its brace already, as `x.withCString { x in` does), the body one
    /// level deeper, `}`.
    mutating func closure(_ opening: (inout UTF8Buffer) -> Void, _ body: (inout SwiftWriter) -> Void) {
        line(opening)
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }
}
