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
        let root = try XMLReader.read(bytes: bytes, file: file)
        guard root.name == "xliff" else {
            throw InputError("expected the root element <xliff> of an XLIFF 1.2 file, found <\(root.name)>", at: root.location)
        }
        guard root.attribute("xmlns") == XLIFFDocument.namespace else {
            let found = root.attribute("xmlns").map { "\"\($0)\"" } ?? "none"
            throw InputError(
                "expected xmlns=\"\(XLIFFDocument.namespace)\" on <xliff> (XLIFF 1.2), found \(found)", at: root.location)
        }
        guard root.attribute("version") == "1.2" else {
            let found = root.attribute("version").map { "\"\($0)\"" } ?? "none"
            throw InputError("expected version=\"1.2\" on <xliff>, found \(found): stringsgen reads XLIFF 1.2, as Xcode writes it", at: root.location)
        }
        var files: [XLIFFFile] = []
        for element in root.elements where element.name == "file" {
            let file = try readFile(element)
            if let first = files.first, first.targetLanguage != file.targetLanguage {
                throw InputError(
                    "target-language \"\(file.targetLanguage)\" does not match the file's other <file> elements (\"\(first.targetLanguage)\"): one XLIFF file holds one language",
                    at: element.location)
            }
            files.append(file)
        }
        guard !files.isEmpty else { throw InputError("expected at least one <file> in <xliff>", at: root.location) }
        return XLIFFDocument(files: files)
    }

    private static func readFile(_ element: XMLReader.Element) throws(InputError) -> XLIFFFile {
        func required(_ attribute: String) throws(InputError) -> String {
            guard let value = element.attribute(attribute), !value.isEmpty else {
                throw InputError("expected a \(attribute) attribute on <file>", at: element.location)
            }
            return value
        }
        let original = try required("original")
        let sourceLanguage = try required("source-language")
        guard let targetLanguage = element.attribute("target-language"), !targetLanguage.isEmpty else {
            throw InputError(
                "expected a target-language attribute on <file original=\"\(original)\">: the language the targets are in",
                at: element.location)
        }
        var units: [XLIFFUnit] = []
        for child in element.elements where child.name == "body" {
            try collectUnits(child, into: &units)
        }
        return XLIFFFile(original: original, sourceLanguage: sourceLanguage, targetLanguage: targetLanguage, units: units, location: element.location)
    }

    /// The units of a `<body>` or `<group>`, groups included, in document order.
    private static func collectUnits(_ element: XMLReader.Element, into units: inout [XLIFFUnit]) throws(InputError) {
        for case .element(let child) in element.children {
            if child.name == "group" {
                try collectUnits(child, into: &units)
            } else if child.name == "trans-unit" {
                units.append(try readUnit(child))
            }
        }
    }

    private static func readUnit(_ element: XMLReader.Element) throws(InputError) -> XLIFFUnit {
        guard let id = element.attribute("id"), !id.isEmpty else {
            throw InputError("expected an id attribute on <trans-unit> (the key it translates)", at: element.location)
        }
        var source: XMLReader.Element?
        var target: XMLReader.Element?
        var notes: [String] = []
        for case .element(let child) in element.children {
            switch child.name {
            case "source": source = child
            case "target": target = child
            case "note": notes.append(child.text)
            default: break
            }
        }
        guard let source else {
            throw InputError("expected a <source> in <trans-unit id=\"\(id)\">", at: element.location)
        }
        let sourceText = try plainText(source, id: id)
        let targetText = try target.map { (target) throws(InputError) in try plainText(target, id: id) }
        return XLIFFUnit(
            id: id, source: sourceText, target: targetText, state: target?.attribute("state"), notes: notes,
            location: element.location, sourceLocation: source.location, targetLocation: target?.location)
    }

    /// The text of a `<source>` or `<target>`: Xcode writes plain text; inline markup (`<g>`,
    /// `<x/>`, `<ph>`) has no place in a String Catalog and is refused rather than dropped.
    private static func plainText(_ element: XMLReader.Element, id: String) throws(InputError) -> String {
        if case .element(let inline)? = element.children.first(where: { if case .element = $0 { true } else { false } }) {
            throw InputError(
                "expected plain text in the <\(element.name)> of \"\(id)\", found <\(inline.name)>: String Catalogs hold no inline markup",
                at: inline.location)
        }
        return element.text
    }
}
