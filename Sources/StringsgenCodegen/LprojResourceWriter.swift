import StringsgenModel

/// Compiles a table into the resources `Bundle.localizedString(forKey:value:table:)` reads:
/// `<locale>.lproj/<Table>.strings` for every locale, and optionally
/// `<locale>.lproj/<Table>.stringsdict` for plural and substitution keys, as xcstringstool does.
///
/// - `.strings` hold every key (sorted, a comment line each). A plural key holds its `other`
///   form and a substitution key its `other` forms spelled out with explicit positions
///   (`%1$lld exercises in %2$lld days`), so a runtime without `.stringsdict` support can format it.
/// - Device variations: the `other` device, else the first one in catalog order.
/// - A locale without a value for a key gets the source language's value (by default), so a
///   lookup never shows the raw key; a missing translation is the linter's business.
public struct LprojResourceWriter: Sendable {
    public struct Options: Sendable, Hashable {
        /// Whether `.stringsdict` files are written. Off by default on Linux, where Foundation
        /// crashes on any lookup in a table whose `.lproj` holds one (DESIGN.md fact 2).
        public var writesStringsdict: Bool
        /// Whether a locale without a value for a key gets the source language's value.
        public var fillsMissingFromSourceLanguage: Bool
        /// The file name without extension; nil for the table's own name.
        public var tableName: String?

        public init(writesStringsdict: Bool? = nil, fillsMissingFromSourceLanguage: Bool = true, tableName: String? = nil) {
            #if os(Linux)
            self.writesStringsdict = writesStringsdict ?? false
            #else
            self.writesStringsdict = writesStringsdict ?? true
            #endif
            self.fillsMissingFromSourceLanguage = fillsMissingFromSourceLanguage
            self.tableName = tableName
        }
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// The files to write, by path relative to the resources folder (`de.lproj/Onboarding.strings`),
    /// as UTF-8 bytes; the caller writes them atomically and only when their bytes change.
    ///
    /// Locales are compiled concurrently: each one's files depend only on the table and on the
    /// lines every locale shares, which are written first.
    public func resources(for table: StringTable) -> [String: [UInt8]] {
        let tableName = options.tableName ?? table.name
        let shared = SharedLines(table)
        let locales = LprojResourceWriter.locales(of: table)
        let compiled = concurrentMap(count: locales.count, spreading: isWorthThreads(keys: table.entries.count)) {
            compile(table, shared, locale: locales[$0])
        }
        var files: [String: [UInt8]] = [:]
        for (locale, (strings, stringsdict)) in zip(locales, compiled) {
            files["\(locale).lproj/\(tableName).strings"] = strings
            if let stringsdict { files["\(locale).lproj/\(tableName).stringsdict"] = stringsdict }
        }
        return files
    }

    /// One locale's `.strings` file, and its `.stringsdict` file when it has one.
    private func compile(_ table: StringTable, _ shared: SharedLines, locale: String) -> (strings: [UInt8], stringsdict: [UInt8]?) {
        let isSourceLanguage = locale == table.sourceLanguage
        var strings = UTF8Buffer(capacity: shared.header.count + shared.openings.count + shared.sourceTexts.count * 2)
        strings.append(shared.header)
        var stringsdict = StringsdictFile()
        var isFirst = true
        for (n, index) in shared.order.enumerated() {
            let localized = isSourceLanguage ? nil : LocaleValue(of: table.entries[index].localizations, in: locale)
            if localized == nil, !isSourceLanguage, !options.fillsMissingFromSourceLanguage { continue }
            // An opening starts with the `";\n` that closes the key before: none before the first.
            let opening = shared.opening(n)
            let start = isFirst ? opening.lowerBound + StringsFile.closing.utf8.count : opening.lowerBound
            strings.append(shared.openings, range: start..<opening.upperBound)
            isFirst = false
            switch localized {
            case .text(let text)?:
                StringsFile.appendValue(text, to: &strings)
            case .resolved(let value)?:
                StringsFile.appendEscaped(value.flattened, to: &strings)
                if options.writesStringsdict { stringsdict.add(key: table.entries[index].key, value: value) }
            case nil:
                strings.append(shared.sourceTexts, range: shared.sourceText(n))
                if options.writesStringsdict, case .resolved(let value) = shared.sourceValues[n] {
                    stringsdict.add(key: table.entries[index].key, value: value)
                }
            }
        }
        if !isFirst { strings.append(StringsFile.closing) }
        return (strings.bytes, stringsdict.isEmpty ? nil : stringsdict.bytes)
    }

    /// `table.locales` (the source language first, the others in the order they first appear),
    /// found without hashing: most keys list the same few locales as the key before them.
    static func locales(of table: StringTable) -> [String] {
        var result = [table.sourceLanguage]
        var previous = -1
        for index in table.entries.indices {
            let localizations = table.entries[index].localizations
            if previous >= 0, sameLocales(localizations, table.entries[previous].localizations) { continue }
            for position in localizations.indices where !result.contains(localizations[position].locale) {
                result.append(localizations[position].locale)
            }
            previous = index
        }
        return result
    }

    private static func sameLocales(_ a: [Localization], _ b: [Localization]) -> Bool {
        guard a.count == b.count else { return false }
        for i in a.indices where a[i].locale != b[i].locale { return false }
        return true
    }
}

/// What every locale's `.strings` file shares, written once: the header; for each key, in key
/// order, the lines before its value (`\n/* comment */\n"key" = "`, after the `";\n` that closes
/// the key before); and the source language's value, which the source file and the locales
/// without a value of their own hold.
private struct SharedLines {
    /// Indices into `table.entries`, sorted by key.
    var order: [Int]
    var header = UTF8Buffer()
    var openings: UTF8Buffer
    var openingEnds: [Int] = []
    var sourceValues: [LocaleValue] = []
    /// The source values, escaped.
    var sourceTexts: UTF8Buffer
    var sourceTextEnds: [Int] = []

    init(_ table: StringTable) {
        let entries = table.entries
        order = entries.indices.sorted { entries[$0].key < entries[$1].key }
        StringsFile.appendHeader("Generated by stringsgen from \(table.file). Do not edit.", to: &header)
        openings = UTF8Buffer(capacity: entries.count * 96)
        openingEnds.reserveCapacity(entries.count)
        sourceValues.reserveCapacity(entries.count)
        sourceTexts = UTF8Buffer(capacity: entries.count * 64)
        sourceTextEnds.reserveCapacity(entries.count)
        for index in order {
            openings.append(StringsFile.closing)
            StringsFile.appendOpening(key: entries[index].key, comment: entries[index].comment, to: &openings)
            openingEnds.append(openings.count)
            // A catalog leaves the source localization out when the key is its own text.
            let value = LocaleValue(of: entries[index].localizations, in: table.sourceLanguage) ?? .text(entries[index].key)
            switch value {
            case .text(let text): StringsFile.appendValue(text, to: &sourceTexts)
            case .resolved(let resolved): StringsFile.appendEscaped(resolved.flattened, to: &sourceTexts)
            }
            sourceTextEnds.append(sourceTexts.count)
            sourceValues.append(value)
        }
    }

    func opening(_ n: Int) -> Range<Int> { (n == 0 ? 0 : openingEnds[n - 1])..<openingEnds[n] }
    func sourceText(_ n: Int) -> Range<Int> { (n == 0 ? 0 : sourceTextEnds[n - 1])..<sourceTextEnds[n] }
}

/// A key's value in one locale, as the writer needs it.
private enum LocaleValue {
    /// A lone string unit's text, with no substitutions in scope (most values): no
    /// `ResolvedValue` is built for it, and it has nothing to write to a `.stringsdict`.
    case text(String)
    case resolved(ResolvedValue)

    /// The value in `locale` (`Entry.localization(for:)?.content.resolved()`); nil where there is none.
    init?(of localizations: [Localization], in locale: String) {
        guard let index = localizations.firstIndex(where: { $0.locale == locale }) else { return nil }
        if let text = localizations[index].content.loneText {
            self = .text(text)
        } else if let value = localizations[index].content.resolved() {
            self = .resolved(value)
        } else {
            return nil
        }
    }
}

/// The syntax of an old-style `.strings` file: `/* comment */` then `"key" = "value";` per key.
private enum StringsFile {
    static func appendHeader(_ header: String, to buffer: inout UTF8Buffer) {
        buffer.append("/* ")
        appendComment(header, to: &buffer)
        buffer.append(" */\n")
    }

    /// `\n/* comment */\n"key" = "`: everything of a key's lines before its value.
    static func appendOpening(key: String, comment: String?, to buffer: inout UTF8Buffer) {
        buffer.append("\n/* ")
        if let comment, !comment.isEmpty {
            appendComment(comment, to: &buffer)
        } else {
            buffer.append("No comment provided by engineer.")
        }
        buffer.append(" */\n\"")
        appendEscaped(key, to: &buffer)
        buffer.append("\" = \"")
    }

    /// What ends a key's line.
    static let closing = "\";\n"

    /// The value of `.text`: escaped as it is, unless it holds a `#`, which may start a
    /// substitution (`%#@name@`): then as `ResolvedValue.flattened` writes it.
    static func appendValue(_ text: String, to buffer: inout UTF8Buffer) {
        let start = buffer.count
        guard !appendEscaped(text, to: &buffer, stoppingAtHash: true) else { return }
        buffer.removeSuffix(from: start)
        appendEscaped(ResolvedValue(body: .text(text), substitutions: []).flattened, to: &buffer)
    }

    /// One line that cannot end the comment: line breaks (LF, VT, FF, CR, NEL, U+2028, U+2029)
    /// become spaces, `*/` becomes `* /`.
    static func appendComment(_ text: String, to buffer: inout UTF8Buffer) {
        let start = buffer.count
        buffer.append(
            text, escaping: { $0 >= 0x0A && $0 <= 0x0D || $0 == 0xC2 || $0 == 0xE2 || $0 == 0x2F },
            words: { ByteWord.below($0, 0x0E) | ByteWord.equal($0, 0xC2) | ByteWord.equal($0, 0xE2) | ByteWord.equal($0, 0x2F) != 0 }
        ) { buffer, i, text in
            switch text[i] {
            case 0x0A...0x0D:
                buffer.append(0x20)
            case 0xC2 where i + 1 < text.count && text[i + 1] == 0x85:
                buffer.append(0x20)
                return 2
            case 0xE2 where i + 2 < text.count && text[i + 1] == 0x80 && (text[i + 2] == 0xA8 || text[i + 2] == 0xA9):
                buffer.append(0x20)
                return 3
            case 0x2F where buffer.count > start && buffer.last == UInt8(ascii: "*"):
                buffer.append(0x20)
                buffer.append(0x2F)
            default:
                buffer.append(text[i])
            }
            return 1
        }
    }

    /// The body of a quoted `.strings` string: `\`, `"` and control characters escaped
    /// (`\U` and four hex digits for those without a short form). With `stoppingAtHash`, a `#`
    /// stops it, and it returns false.
    @discardableResult
    static func appendEscaped(_ text: String, to buffer: inout UTF8Buffer, stoppingAtHash: Bool = false) -> Bool {
        buffer.append(
            text, escaping: { $0 < 0x20 || $0 == 0x22 || $0 == 0x23 || $0 == 0x5C || $0 == 0x7F },
            words: {
                ByteWord.below($0, 0x20) | ByteWord.equal($0, 0x22) | ByteWord.equal($0, 0x23) | ByteWord.equal($0, 0x5C)
                    | ByteWord.equal($0, 0x7F) != 0
            }
        ) { buffer, i, text in
            let byte = text[i]
            if byte == UInt8(ascii: "#") {
                guard !stoppingAtHash else { return 0 }
                buffer.append(byte)
                return 1
            }
            buffer.append(UInt8(ascii: "\\"))
            switch byte {
            case 0x5C, 0x22: buffer.append(byte)
            case 0x0A: buffer.append(UInt8(ascii: "n"))
            case 0x0D: buffer.append(UInt8(ascii: "r"))
            case 0x09: buffer.append(UInt8(ascii: "t"))
            default:
                buffer.append("U00")
                buffer.appendHex(byte)
            }
            return 1
        }
    }
}

/// A `.stringsdict` property list: for each plural or substitution key, its format and one
/// `NSStringPluralRuleType` dictionary per variable.
private struct StringsdictFile {
    private var body = UTF8Buffer()

    var isEmpty: Bool { body.count == 0 }

    var bytes: [UInt8] {
        var file = UTF8Buffer(capacity: body.count + 256)
        file.append("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """)
        file.append(body)
        file.append("</dict>\n</plist>\n")
        return file.bytes
    }

    /// A plural variable's name, its position, the specifier its forms format it with, and the forms.
    private struct Variable {
        var name: String
        var specifier: String
        var forms: [PluralForm]
    }

    mutating func add(key: String, value: ResolvedValue) {
        var format: String
        var variables: [Variable] = []
        switch value.body {
        case .plural(let forms):
            // The variation is chosen by the `other` form's first integer argument.
            let other = FormatString(PluralForm.other(in: forms))
            guard let count = other.placeholders.first(where: { $0.type == .integer || $0.type == .unsigned })
            else { return }
            let name = value.substitution(named: "count") == nil ? "count" : "count_"
            format = "%\(count.position)$#@\(name)@"
            variables.append(Variable(name: name, specifier: count.conversion, forms: forms))
            variables += substitutionVariables(in: forms.map(\.text), value: value)
        case .text(let text):
            let substitutions = substitutionVariables(in: [text], value: value)
            guard !substitutions.isEmpty else { return }
            format = Self.positioningSubstitutions(in: text, value: value)
            variables = substitutions
        }
        element("\t", "key", key)
        body.append("\t<dict>\n")
        element("\t\t", "key", "NSStringLocalizedFormatKey")
        element("\t\t", "string", format)
        for variable in variables {
            element("\t\t", "key", variable.name)
            body.append("\t\t<dict>\n")
            element("\t\t\t", "key", "NSStringFormatSpecTypeKey")
            element("\t\t\t", "string", "NSStringPluralRuleType")
            element("\t\t\t", "key", "NSStringFormatValueTypeKey")
            element("\t\t\t", "string", variable.specifier)
            for form in PluralForm.inCLDROrder(variable.forms) {
                element("\t\t\t", "key", form.category)
                element("\t\t\t", "string", form.text)
            }
            body.append("\t\t</dict>\n")
        }
        body.append("\t</dict>\n")
    }

    /// `<indent><name>text</name>` and a line break, the text escaped for XML.
    private mutating func element(_ indentation: String, _ name: String, _ text: String) {
        body.append(indentation)
        body.append(UInt8(ascii: "<"))
        body.append(name)
        body.append(UInt8(ascii: ">"))
        Self.appendXML(text, to: &body)
        body.append("</")
        body.append(name)
        body.append(">\n")
    }

    /// The substitutions `texts` refer to, once each, their `%arg` spelled with its position.
    private func substitutionVariables(in texts: [String], value: ResolvedValue) -> [Variable] {
        var variables: [Variable] = []
        for text in texts {
            for placeholder in FormatString(text).placeholders {
                guard case .substitution(let name) = placeholder.type, let substitution = value.substitution(named: name),
                      !variables.contains(where: { $0.name == name })
                else { continue }
                let position = substitution.argNum ?? placeholder.position
                let forms = substitution.forms.map {
                    PluralForm(category: $0.category, text: substitution.expanding($0.text, position: position))
                }
                variables.append(Variable(name: name, specifier: substitution.specifier, forms: forms))
            }
        }
        return variables
    }

    /// `%@ has %#@minutes@` with `argNum` 2 → `%1$@ has %2$#@minutes@`: each variable formats the
    /// argument the catalog says, and the other placeholders keep theirs.
    private static func positioningSubstitutions(in text: String, value: ResolvedValue) -> String {
        let bytes = Array(text.utf8)
        var result = ""
        var cursor = 0
        for placeholder in FormatString(text).placeholders where !placeholder.hasExplicitPosition {
            result += String(decoding: bytes[cursor..<placeholder.utf8Range.lowerBound], as: UTF8.self)
            if case .substitution(let name) = placeholder.type {
                result += "%\(value.substitution(named: name)?.argNum ?? placeholder.position)$#@\(name)@"
            } else {
                result += placeholder.withExplicitPosition
            }
            cursor = placeholder.utf8Range.upperBound
        }
        result += String(decoding: bytes[cursor...], as: UTF8.self)
        return result
    }

    /// Text for an XML element. XML 1.0 cannot hold control characters other than tab and line
    /// feed, nor U+FFFE and U+FFFF, so those are dropped; a carriage return is written as a
    /// character reference.
    private static func appendXML(_ text: String, to buffer: inout UTF8Buffer) {
        buffer.append(
            text, escaping: { $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0xEF },
            words: {
                ByteWord.below($0, 0x20) | ByteWord.equal($0, 0x26) | ByteWord.equal($0, 0x3C) | ByteWord.equal($0, 0x3E)
                    | ByteWord.equal($0, 0xEF) != 0
            }
        ) { buffer, i, text in
            switch text[i] {
            case 0x26: buffer.append("&amp;")
            case 0x3C: buffer.append("&lt;")
            case 0x3E: buffer.append("&gt;")
            case 0x0D: buffer.append("&#13;")
            case 0x09, 0x0A: buffer.append(text[i])
            case 0xEF where i + 2 < text.count && text[i + 1] == 0xBF && (text[i + 2] == 0xBE || text[i + 2] == 0xBF):
                return 3  // U+FFFE, U+FFFF
            case 0xEF: buffer.append(0xEF)
            default: break  // other control characters
            }
            return 1
        }
    }
}

extension PluralForm {
    private static let cldrOrder = ["zero", "one", "two", "few", "many", "other"]

    /// `zero one two few many other`, then any other category in catalog order.
    static func inCLDROrder(_ forms: [PluralForm]) -> [PluralForm] {
        cldrOrder.compactMap { category in forms.first { $0.category == category } }
            + forms.filter { !cldrOrder.contains($0.category) }
    }
}

extension Placeholder {
    /// The specifier without `%` and position: `%1$lld` → `lld`.
    fileprivate var conversion: String {
        var text = Substring(self.text.dropFirst())
        if hasExplicitPosition, let dollar = text.firstIndex(of: "$") { text = text[text.index(after: dollar)...] }
        return String(text)
    }
}
