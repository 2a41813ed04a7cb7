import StringsgenModel

/// Compiles a table into the resources `Bundle.localizedString(forKey:value:table:)` reads:
/// `<locale>.lproj/<Table>.strings` for every locale, and optionally
/// `<locale>.lproj/<Table>.stringsdict` for plural and substitution keys, as xcstringstool does.
///
/// By default (`pluralForms: .selectedByAccessors`) the `.strings` carry every form, for the
/// generated accessors to choose from, in a layout no `.stringsdict` is needed for (Foundation on
/// Linux crashes on a table whose `.lproj` holds one: docs/design-notes.md, fact 2):
///
/// ```
/// "exercises" = "%lld exercises";                        // the key: its text, its `other` forms
/// "exercises|==|plural.one" = "%lld exercise";            // each plural form, Xcode's variation ids
/// "summary" = "%1$lld exercises in %2$lld days";
/// "summary|==|format" = "%1$#@exercises@ in %2$#@days@";  // substitutions at their argument positions
/// "summary|==|substitution.days.plural.one" = "%2$lld day";
/// ```
///
/// The key itself always holds text `String(format:)` can format (substitutions spelled out with
/// their `other` forms), so Foundation reading these files directly shows sensible text.
///
/// - Device variations: the key holds the `other` device's value, else the first one's in catalog
///   order; each device's value is also written as a key of its own, `key|==|device.<name>`, with
///   its forms beside it (`"photos|==|device.ipad|==|plural.one"`), for the accessors to choose
///   on the device. With `.stringsdict` output only the key's own value is written.
/// - A locale without a value for a key gets the source language's value (by default), so a
///   lookup never shows the raw key; a missing translation is the linter's business. A plural or
///   substitution key is left out instead when the accessors select forms: they then show the
///   development language's text chosen by the development language's rule, not the source's
///   `other` form under another language's rule.
/// - `withheld` translations (their placeholders do not match the source's) are treated as
///   missing: a mismatched format string would crash `String(format:)`.
public struct LprojResourceWriter: Sendable {
    public struct Options: Sendable, Hashable {
        /// Whether `.stringsdict` files are written, for Foundation's own plural handling (Apple
        /// platforms only); then the `.strings` hold each plural key's `other` form flattened.
        public var writesStringsdict: Bool
        /// Whether a locale without a value for a key gets the source language's value.
        public var fillsMissingFromSourceLanguage: Bool
        /// The file name without extension; nil for the table's own name.
        public var tableName: String?
        /// Translations not to compile, by key: the locales whose value is left out for it.
        public var withheld: [KeyBytes: Set<String>]
        /// The catalog's path as the files' header names it (relative to the project, never a
        /// machine's absolute path); nil for the table's `file` as read.
        public var sourcePath: String?

        public init(
            writesStringsdict: Bool = false, fillsMissingFromSourceLanguage: Bool = true, tableName: String? = nil,
            withheld: [KeyBytes: Set<String>] = [:], sourcePath: String? = nil
        ) {
            self.writesStringsdict = writesStringsdict
            self.fillsMissingFromSourceLanguage = fillsMissingFromSourceLanguage
            self.tableName = tableName
            self.withheld = withheld
            self.sourcePath = sourcePath
        }

        /// Whether the `.strings` carry every plural form for the accessors to choose from.
        var writesForms: Bool { !writesStringsdict }
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// The files to write, by path relative to the resources folder (`de.lproj/Onboarding.strings`),
    /// as UTF-8 bytes; the caller writes them atomically and only when their bytes change.
    ///
    /// One pass over the keys writes every locale's files: each key's model is read once, while
    /// it is at hand, and what the locales share (the comment and key lines, the source value) is
    /// escaped once per key.
    public func resources(for table: StringTable) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        write(table) { path, bytes, _ in files[path, default: []].append(contentsOf: bytes) }
        return files
    }

    /// `resources(for:)` handed to `sink` piece by piece as it is made: each file's pieces, in
    /// the order given and joined, are the file (the pieces of the locales' files interleave);
    /// a `.strings` file is handed over each time it holds `piece` bytes or more, so a caller
    /// that writes or compares the pieces as they come holds no file whole. Every locale's
    /// `.strings` file gets at least one piece, its last with `isLast`, the files one after
    /// another (a caller can close each file then); a `.stringsdict` comes whole, at the end.
    public func write<Failure: Error>(
        _ table: StringTable, piece: Int = .max,
        into sink: (_ path: String, _ bytes: UnsafeRawBufferPointer, _ isLast: Bool) throws(Failure) -> Void
    ) throws(Failure) {
        let tableName = options.tableName ?? table.name
        let locales = LprojResourceWriter.locales(of: table)  // the source language first
        let entries = table.entries
        let order = entries.indices.sorted { entries[$0].key < entries[$1].key }
        var header = UTF8Buffer()
        StringsFile.appendHeader(GeneratedFileMarker.header(source: options.sourcePath ?? table.file), to: &header)
        let paths = locales.map { "\($0).lproj/\(tableName).strings" }
        var strings = locales.map { _ in
            var file = UTF8Buffer(capacity: piece == .max ? header.count + min(entries.count, Self.sample) * 256 : piece + (1 << 16))
            file.append(header)
            return file
        }
        var stringsdicts = locales.map { _ in StringsdictFile() }
        var hasKeys = [Bool](repeating: false, count: locales.count)
        // Per key, reused: its value in each locale (the first localization of a locale counts),
        // the lines before its value (`\n/* comment */\n"key" = "`), its source value escaped.
        var found = [Bool](repeating: false, count: locales.count)
        var values = [LocaleValue?](repeating: nil, count: locales.count)
        var opening = UTF8Buffer(capacity: 256)
        var sourceText = UTF8Buffer(capacity: 256)
        // The locale of each localization position in the key before: keys list the same locales.
        var localeAt: [Int] = []

        for (n, index) in order.enumerated() {
            if n == Self.sample, piece == .max {
                for l in locales.indices { strings[l].reserveCapacity(extrapolatingFrom: n, of: order.count) }
            }
            for l in locales.indices {
                found[l] = false
                values[l] = nil
            }
            let localizations = entries[index].localizations
            for position in localizations.indices {
                if position == localeAt.count { localeAt.append(0) }
                if locales[localeAt[position]] != localizations[position].locale {
                    localeAt[position] = locales.firstIndex(of: localizations[position].locale)!
                }
                let l = localeAt[position]
                guard !found[l] else { continue }
                found[l] = true
                values[l] = LocaleValue(localizations, at: position)
            }
            let key = entries[index].key
            // A catalog's source value left empty is no value: the key is the text
            // (`Entry.sourceLocalizationIndex(for:)`).
            if table.format == .xcstrings, case .text(let text)? = values[0], text.isEmpty,
               entries[index].sourceLocalizationIndex(for: table.sourceLanguage) == nil {
                values[0] = nil
            }
            if !options.withheld.isEmpty, let withheld = options.withheld[KeyBytes(key)] {
                for l in locales.indices.dropFirst() where withheld.contains(locales[l]) { values[l] = nil }
            }
            // A key not to translate shows its source in every language: an empty value left in
            // a translation (Mac Mouse Fix's German, beside no English value) would show nothing
            // there. (A translatable key's empty value is withheld above, with a warning.)
            if !entries[index].isTranslatable {
                for l in locales.indices.dropFirst() {
                    if case .text(let text)? = values[l], text.isEmpty { values[l] = nil }
                }
            }
            // A catalog leaves the source localization out when the key is its own text. A legacy
            // table's key with no source value is written only where a locale has its own: had
            // the key been written as its text, it would hide the text the code gives it
            // (KeePassium's multi-line `NSLocalizedString(…, value: """…""")`).
            let hasNoSource = values[0] == nil && table.format != .xcstrings
            let sourceValue = values[0] ?? .text(formattable(key))
            opening.removeAll()
            StringsFile.appendOpening(key: key, comment: entries[index].comment, to: &opening)
            sourceText.removeAll()
            switch sourceValue {
            case .text(let text): StringsFile.appendValue(text, to: &sourceText)
            case .resolved(let value): StringsFile.appendEscaped(value.flattened, to: &sourceText)
            }
            // Where forms are chosen at run time, a locale lacking a plural or substitution key
            // is left without it: the accessors then show the source language's own forms.
            let fillsFromSource = options.fillsMissingFromSourceLanguage
                && !(options.writesForms && { if case .resolved = sourceValue { true } else { false } }())

            for l in locales.indices {
                // The source language's file holds the source value; another locale its own, or
                // the source value where it has none (unless told to leave the key out).
                let value = l == 0 ? nil : values[l]
                if value == nil, l != 0, !fillsFromSource || hasNoSource { continue }
                if l == 0, hasNoSource { continue }
                if hasKeys[l] { strings[l].append(StringsFile.closing) }
                hasKeys[l] = true
                strings[l].append(opening)
                switch value ?? (l == 0 ? sourceValue : nil) {
                case .text(let text)?:
                    if l == 0 {
                        strings[l].append(sourceText)
                    } else {
                        StringsFile.appendValue(text, to: &strings[l])
                    }
                case .resolved(let value)? where options.writesForms:
                    StringsFile.appendEscaped(value.flattened, to: &strings[l])
                    StringsFile.appendForms(of: value, key: key, to: &strings[l])
                    // Each device's value as a key of its own (`key|==|device.ipad`), with its forms.
                    for device in value.devices {
                        let deviceKey = key + "|==|device." + device.name
                        strings[l].append(StringsFile.closing)
                        StringsFile.appendFormOpening(key: deviceKey, id: nil, to: &strings[l])
                        StringsFile.appendEscaped(device.value.flattened, to: &strings[l])
                        StringsFile.appendForms(of: device.value, key: deviceKey, to: &strings[l])
                    }
                case .resolved(let value)?:
                    StringsFile.appendEscaped(value.flattened, to: &strings[l])
                    if options.writesStringsdict { stringsdicts[l].add(key: key, value: value) }
                case nil:
                    strings[l].append(sourceText)
                    if options.writesStringsdict, case .resolved(let value) = sourceValue {
                        stringsdicts[l].add(key: key, value: value)
                    }
                }
                if strings[l].count >= piece {
                    try Self.hand(strings[l].bytes, as: paths[l], isLast: false, to: sink)
                    strings[l].removeAll()
                }
            }
        }

        for l in locales.indices {
            if hasKeys[l] { strings[l].append(StringsFile.closing) }
            try Self.hand(strings[l].bytes, as: paths[l], isLast: true, to: sink)
        }
        for l in locales.indices where !stringsdicts[l].isEmpty {
            try Self.hand(stringsdicts[l].bytes, as: "\(locales[l]).lproj/\(tableName).stringsdict", isLast: true, to: sink)
        }
    }

    private static func hand<Failure: Error>(
        _ bytes: [UInt8], as path: String, isLast: Bool, to sink: (String, UnsafeRawBufferPointer, Bool) throws(Failure) -> Void
    ) throws(Failure) {
        try bytes.withUnsafeBufferPointer { (buffer) throws(Failure) in try sink(path, UnsafeRawBufferPointer(buffer), isLast) }
    }

    /// After this many keys, each file reserves room for all of them at the size they took.
    private static let sample = 1000

    /// `table.locales`: the source language first, the others in the order they first appear.
    public static func locales(of table: StringTable) -> [String] {
        table.locales
    }
}

/// A key's value in one locale, as the writer needs it.
private enum LocaleValue {
    /// A lone string unit's text, with no substitutions in scope (most values): no
    /// `ResolvedValue` is built for it, and it has nothing to write to a `.stringsdict`.
    case text(String)
    case resolved(ResolvedValue)

    /// The value of `localizations[index]` (`content.resolved()`); nil where it holds none.
    init?(_ localizations: [Localization], at index: Int) {
        if let text = localizations.loneText(at: index) {
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

    /// `\n"key|==|plural.one" = "`: a form's line before its value, with no comment of its own;
    /// with no `id`, the line of `key` itself.
    static func appendFormOpening(key: String, id: String?, to buffer: inout UTF8Buffer) {
        buffer.append("\"")
        // Escaped a part at a time, as escaping them joined would (it goes byte by byte),
        // without joining them into a new string for every form.
        appendEscaped(key, to: &buffer)
        if let id {
            buffer.append("|==|")
            appendEscaped(id, to: &buffer)
        }
        buffer.append("\" = \"")
    }

    /// The lines of `value.forms` after its key's line, each as `key|==|<id>`.
    static func appendForms(of value: ResolvedValue, key: String, to buffer: inout UTF8Buffer) {
        for form in value.forms {
            buffer.append(closing)
            appendFormOpening(key: key, id: form.id, to: &buffer)
            appendEscaped(form.text, to: &buffer)
        }
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

    mutating func add(key: String, value: ResolvedValue) {
        var format: String
        var variables: [SubstitutionVariable] = []
        switch value.body {
        case .plural(let forms):
            // The variation is chosen by the `other` form's first integer argument.
            let other = FormatString(PluralForm.other(in: forms))
            guard let count = other.placeholders.first(where: { $0.type == .integer || $0.type == .unsigned })
            else { return }
            let name = value.substitution(named: "count") == nil ? "count" : "count_"
            format = "%\(count.position)$#@\(name)@"
            variables.append(SubstitutionVariable(name: name, specifier: count.conversion, forms: forms))
            variables += value.substitutionVariables(in: forms.map(\.text))
        case .text(let text):
            let substitutions = value.substitutionVariables(in: [text])
            guard !substitutions.isEmpty else { return }
            format = value.positioningSubstitutions(in: text)
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
        var ordered: [PluralForm] = []
        ordered.reserveCapacity(forms.count)
        for category in cldrOrder {
            if let form = forms.first(where: { $0.category == category }) { ordered.append(form) }
        }
        for form in forms where !cldrOrder.contains(form.category) { ordered.append(form) }
        return ordered
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
