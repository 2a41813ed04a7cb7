import StringsgenModel

/// Writes an `XLIFFDocument` as Xcode's "Export Localizations" does: the XML declaration, the
/// `<xliff>` element with Xcode's namespace and schema location, per table a `<file>` with its
/// `<header><tool/></header>` and `<body>`, and per unit `<trans-unit id xml:space="preserve">`
/// with `<source>`, `<target state>` and `<note>`, indented by two spaces, ending with a line
/// break. Text escapes `&`, `<` and `>`; attributes also `"` and line breaks and tabs (as
/// character references, so they survive attribute normalization).
public enum XLIFFWriter {
    /// The `<tool>` that wrote the file.
    public struct Tool: Sendable {
        public var id: String
        public var name: String
        public var version: String

        public init(id: String, name: String, version: String) {
            self.id = id
            self.name = name
            self.version = version
        }
    }

    /// The document's bytes; an `InputError` at the value's own location when a text holds a
    /// character XML 1.0 cannot carry (a control character other than tab and line breaks).
    public static func write(_ document: XLIFFDocument, tool: Tool, locations: (XLIFFUnit) -> SourceLocation = { $0.location })
        throws(InputError) -> [UInt8] {
        var stream = Stream(tool: tool, capacity: document.files.reduce(0) { $0 + $1.units.count * 200 } + 1024)
        for file in document.files {
            try stream.beginFile(original: file.original, sourceLanguage: file.sourceLanguage, targetLanguage: file.targetLanguage, at: file.location)
            for unit in file.units { try stream.write(unit, at: locations(unit)) }
            stream.endFile()
        }
        return stream.finish()
    }

    /// A document written as it is made, unit after unit, into one buffer: no unit is kept
    /// once written (`write(_:tool:)` is this over a document held whole).
    public struct Stream {
        private var out: [UInt8] = []
        private let tool: Tool
        /// The languages of the open `<file>`, for errors.
        private var sourceLanguage = "", targetLanguage = ""

        /// Starts the document; `capacity`: the bytes it is expected to take.
        public init(tool: Tool, capacity: Int = 1024) {
            self.tool = tool
            out.reserveCapacity(capacity)
            out += Array(#"<?xml version="1.0" encoding="utf-8"?>"#.utf8) + [0x0A]
            out += Array(#"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">"#.utf8) + [0x0A]
        }

        /// Opens a `<file>`; `location`: where errors about its attributes point.
        public mutating func beginFile(original: String, sourceLanguage: String, targetLanguage: String, at location: SourceLocation)
            throws(InputError) {
            (self.sourceLanguage, self.targetLanguage) = (sourceLanguage, targetLanguage)
            raw("  <file original=\"", &out)
            try escaped(original, attribute: true, &out, at: location)
            raw("\" source-language=\"", &out)
            try escaped(sourceLanguage, attribute: true, &out, at: location)
            raw("\" target-language=\"", &out)
            try escaped(targetLanguage, attribute: true, &out, at: location)
            raw("\" datatype=\"plaintext\">\n    <header>\n      <tool tool-id=\"", &out)
            try escaped(tool.id, attribute: true, &out, at: location)
            raw("\" tool-name=\"", &out)
            try escaped(tool.name, attribute: true, &out, at: location)
            raw("\" tool-version=\"", &out)
            try escaped(tool.version, attribute: true, &out, at: location)
            raw("\"/>\n    </header>\n    <body>\n", &out)
        }

        /// Writes one `<trans-unit>` of the open file; `location`: where errors about it point.
        /// An error about its source or target names the unit and the language (“‘key’ in ‘pl’: …”).
        public mutating func write(_ unit: XLIFFUnit, at location: SourceLocation) throws(InputError) {
            raw("      <trans-unit id=\"", &out)
            try escaped(unit.id, attribute: true, &out, at: location)
            raw("\" xml:space=\"preserve\">\n        <source>", &out)
            do { try escaped(unit.source, attribute: false, &out, at: location) } catch { throw error.about(unit.id, language: sourceLanguage) }
            raw("</source>\n", &out)
            if let target = unit.target {
                if let state = unit.state {
                    raw("        <target state=\"", &out)
                    try escaped(state, attribute: true, &out, at: location)
                    raw("\">", &out)
                } else {
                    raw("        <target>", &out)
                }
                do {
                    try escaped(target, attribute: false, &out, at: location)
                } catch {
                    throw error.about(unit.id, language: targetLanguage)
                }
                raw("</target>\n", &out)
            }
            for note in unit.notes {
                raw("        <note>", &out)
                try escaped(note, attribute: false, &out, at: location)
                raw("</note>\n", &out)
            }
            raw("      </trans-unit>\n", &out)
        }

        /// Closes the open `<file>`.
        public mutating func endFile() {
            raw("    </body>\n  </file>\n", &out)
        }

        /// Hands the bytes written so far to `sink` once there are at least `threshold` of them,
        /// and goes on in the same memory: a large document is written through a buffer of
        /// about `threshold` bytes instead of held whole.
        public mutating func flush(
            ifAtLeast threshold: Int, into sink: (UnsafeRawBufferPointer) throws(InputError) -> Void
        ) throws(InputError) {
            guard out.count >= threshold else { return }
            try out.withUnsafeBufferPointer { (bytes) throws(InputError) in try sink(UnsafeRawBufferPointer(bytes)) }
            out.removeAll(keepingCapacity: true)
        }

        /// Closes the document and hands over its bytes (those not flushed).
        public mutating func finish() -> [UInt8] {
            raw("</xliff>\n", &out)
            defer { out = [] }
            return out
        }
    }

    fileprivate static func raw(_ text: StaticString, _ out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    fileprivate static func escaped(_ text: String, attribute: Bool, _ out: inout [UInt8], at location: SourceLocation) throws(InputError) {
        var text = text
        var failure: UInt8?
        text.withUTF8 { utf8 in
            var runStart = 0
            for (i, b) in utf8.enumerated() {
                // Every byte above `>` is written as it is (letters, most punctuation, UTF-8).
                if b > UInt8(ascii: ">") { continue }
                let replacement: StaticString
                switch b {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\"") where attribute: replacement = "&quot;"
                case 0x0A where attribute: replacement = "&#10;"
                case 0x09 where attribute: replacement = "&#9;"
                case 0x0D: replacement = "&#13;"
                case 0x09, 0x0A: continue
                case 0..<0x20:
                    failure = b
                    return
                default: continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
                raw(replacement, &out)
                runStart = i + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        if let failure {
            let code = String(failure, radix: 16, uppercase: true)
            throw InputError(
                "control character U+\(code.count < 2 ? "000" : "00")\(code) cannot be written to XLIFF (XML 1.0 has no way to carry it): remove it from the catalog",
                at: location)
        }
    }
}

extension InputError {
    /// The error said of the unit `id`'s value in `language`: “‘qNj-Zh-8FW.title’ in ‘pl’: …”.
    fileprivate func about(_ id: String, language: String) -> InputError {
        InputError("‘\(id)’ in ‘\(language)’: \(message)", at: location)
    }
}
