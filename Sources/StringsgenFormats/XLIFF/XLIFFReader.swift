import Dispatch
import StringsgenModel

/// Reads XLIFF 1.2 files (Xcode's exports, a translation tool's returns) into `XLIFFDocument`:
/// the `urn:oasis:names:tc:xliff:document:1.2` namespace and `version="1.2"` only, every
/// `<file>` with one target language, every unit with an id and a `<source>`. Anything else is
/// an `InputError` at the file's line and column.
public enum XLIFFReader {
    public static func read(path: String) throws(InputError) -> XLIFFDocument {
        try read(bytes: try FileBytes.read(path), file: path)
    }

    /// Reads several files at once, on every core; an error is the one of the first bad file
    /// in the order given.
    public static func read(paths: [String]) throws(InputError) -> [XLIFFDocument] {
        guard paths.count > 1, processorCount > 1 else {
            return try paths.map { path throws(InputError) in try read(path: path) }
        }
        let results = Slots<Result<XLIFFDocument, InputError>>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { i in
            do throws(InputError) { results[i] = .success(try read(path: paths[i])) } catch { results[i] = .failure(error) }
        }
        return try (0..<paths.count).map { i throws(InputError) in try results[i]!.get() }
    }

    public static func read(bytes: [UInt8], file: String) throws(InputError) -> XLIFFDocument {
        let builder = try XMLReader.read(bytes: bytes, file: file, handler: DocumentBuilder())
        return XLIFFDocument(files: builder.files)
    }

    /// Reads a file without keeping its units: `startFile` is given each `<file>` (its units
    /// left out) before its units, and `unit` each unit, with its place in its `<file>`, as it is
    /// read. A reader of a large file holds one unit at a time, not the document.
    public static func read(
        path: String, startFile: @escaping (XLIFFFile) -> Void, unit: @escaping (XLIFFUnit, Int) -> Void
    ) throws(InputError) {
        var builder = DocumentBuilder()
        builder.onFile = startFile
        builder.onUnit = unit
        _ = try XMLReader.read(bytes: try FileBytes.read(path), file: path, handler: builder)
    }
}

/// Builds the document as the XML is read: no tree, only the units.
private struct DocumentBuilder: XMLHandler {
    var files: [XLIFFFile] = []
    /// When set, told each `<file>` as it starts and each unit as it ends, instead of keeping the
    /// units in `files` (`XLIFFReader.read(path:startFile:unit:)`).
    var onFile: ((XLIFFFile) -> Void)?
    var onUnit: ((XLIFFUnit, Int) -> Void)?
    private var unitsInFile = 0
    private var depth = 0
    private var root: SourceLocation?
    private var file: XLIFFFile?
    private var unit: UnitInProgress?
    /// The element whose text is being collected (a unit's source, target or note).
    private var capture: (name: String, depth: Int, text: String)?

    private struct UnitInProgress {
        var id: String
        var depth: Int
        var location: SourceLocation
        var source: (text: String, location: SourceLocation)?
        var target: (text: String, state: String?, location: SourceLocation)?
        var targetState: String?
        var targetLocation: SourceLocation?
        var notes: [String] = []
    }

    mutating func startElement(
        _ name: String, attributes: [(name: String, value: String)], at location: SourceLocation
    ) throws(InputError) {
        depth += 1
        func attribute(_ wanted: String) -> String? { attributes.first { $0.name == wanted }?.value }
        if depth == 1 {
            try checkRoot(name, attribute("xmlns"), attribute("version"), at: location)
            root = location
            return
        }
        if let capture {
            // Xcode writes plain text; inline markup (`<g>`, `<x/>`, `<ph>`) has no place in a
            // String Catalog and is refused rather than dropped.
            throw InputError(
                "expected plain text in the <\(capture.name)> of \"\(unit?.id ?? "")\", found <\(name)>: String Catalogs hold no inline markup",
                at: location)
        }
        if depth == 2, name == "file" {
            file = try startFile(attribute, at: location)
            unitsInFile = 0
            onFile?(file!)
        } else if file != nil, unit == nil, name == "trans-unit" {
            // `id=""` is the empty key, which catalogs hold (Xcode extracts `Text("")`) and
            // `export` writes like any other.
            guard let id = attribute("id") else {
                throw InputError("expected an id attribute on <trans-unit> (the key it translates)", at: location)
            }
            unit = UnitInProgress(id: id, depth: depth, location: location)
        } else if let unit, depth == unit.depth + 1, name == "source" || name == "target" || name == "note" {
            capture = (name, depth, "")
            if name == "source" { self.unit!.source = ("", location) }
            if name == "target" {
                self.unit!.targetState = attribute("state")
                self.unit!.targetLocation = location
            }
        }
    }

    mutating func characters(_ text: String) throws(InputError) {
        guard capture != nil else { return }
        // Most text comes in one piece: kept as it is, not appended to an empty string.
        if capture!.text.isEmpty { capture!.text = text } else { capture!.text += text }
    }

    mutating func endElement(_ name: String) throws(InputError) {
        defer { depth -= 1 }
        if let captured = capture, captured.depth == depth {
            capture = nil
            switch captured.name {
            case "source": unit!.source!.text = captured.text
            case "target": unit!.target = (captured.text, unit!.targetState, unit!.targetLocation!)
            default: unit!.notes.append(captured.text)
            }
        } else if let finished = unit, finished.depth == depth {
            unit = nil
            guard let source = finished.source else {
                throw InputError("expected a <source> in <trans-unit id=\"\(finished.id)\">", at: finished.location)
            }
            let unit = XLIFFUnit(
                id: finished.id, source: source.text, target: finished.target?.text, state: finished.target?.state,
                notes: finished.notes, location: finished.location, sourceLocation: source.location,
                targetLocation: finished.target?.location)
            if let onUnit { onUnit(unit, unitsInFile) } else { file!.units.append(unit) }
            unitsInFile += 1
        } else if depth == 2, let finished = file {
            file = nil
            files.append(finished)
        } else if depth == 1, files.isEmpty {
            throw InputError("expected at least one <file> in <xliff>", at: root!)
        }
    }

    private func checkRoot(_ name: String, _ namespace: String?, _ version: String?, at location: SourceLocation) throws(InputError) {
        guard name == "xliff" else {
            throw InputError("expected the root element <xliff> of an XLIFF 1.2 file, found <\(name)>", at: location)
        }
        guard namespace == XLIFFDocument.namespace else {
            let found = namespace.map { "\"\($0)\"" } ?? "none"
            throw InputError("expected xmlns=\"\(XLIFFDocument.namespace)\" on <xliff> (XLIFF 1.2), found \(found)", at: location)
        }
        guard version == "1.2" else {
            let found = version.map { "\"\($0)\"" } ?? "none"
            throw InputError("expected version=\"1.2\" on <xliff>, found \(found): stringsgen reads XLIFF 1.2, as Xcode writes it", at: location)
        }
    }

    private func startFile(_ attribute: (String) -> String?, at location: SourceLocation) throws(InputError) -> XLIFFFile {
        func required(_ name: String) throws(InputError) -> String {
            guard let value = attribute(name), !value.isEmpty else {
                throw InputError("expected a \(name) attribute on <file>", at: location)
            }
            return value
        }
        let original = try required("original")
        let sourceLanguage = try required("source-language")
        guard let targetLanguage = attribute("target-language"), !targetLanguage.isEmpty else {
            throw InputError(
                "expected a target-language attribute on <file original=\"\(original)\">: the language the targets are in", at: location)
        }
        if let first = files.first, first.targetLanguage != targetLanguage {
            throw InputError(
                "target-language \"\(targetLanguage)\" does not match the file's other <file> elements (\"\(first.targetLanguage)\"): one XLIFF file holds one language",
                at: location)
        }
        return XLIFFFile(original: original, sourceLanguage: sourceLanguage, targetLanguage: targetLanguage, units: [], location: location)
    }
}
