import Foundation
import StringsgenFormats

/// The texts a project's storyboards and xibs hold (`text="…"`, `title="…"`, `placeholder="…"`,
/// a string user-defined runtime attribute's `value="…"`, a long text's `<string key="text">`):
/// a key equal to one is in use. Apps localize their nibs' texts at run time by key: through
/// IBLocalizable's `localizableString` attribute (openfoodfacts: 31 of its 85 `unused-key`
/// warnings) or a label class that looks its own text up (passforios' `UILocalizedLabel`: 6).
/// Read byte by byte, as Interface Builder writes them; no XML library (Foundation's on Linux
/// needs libxml2).
enum InterfaceBuilderTexts {
    /// The attributes whose values are texts.
    static let attributes: [String] = ["text", "title", "placeholder", "value", "headerTitle", "footerTitle", "label"]

    /// The texts of every `.storyboard` and `.xib` under `folders` (hidden folders and `.build`
    /// left out).
    static func texts(under folders: [String]) -> Set<String> {
        var texts: Set<String> = []
        for url in ProjectFileWalk.files(under: folders, endingIn: ["storyboard", "xib"]) {
            guard let data = try? Data(contentsOf: url) else { continue }
            texts.formUnion(Self.texts(in: [UInt8](data)))
        }
        return texts
    }

    /// The texts of one storyboard or xib.
    static func texts(in bytes: [UInt8]) -> Set<String> {
        var texts: Set<String> = []
        let names = attributes.map { Array(" \($0)=\"".utf8) }
        let element = Array("<string key=\"".utf8)
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            if let name = names.first(where: { Self.matches($0, at: i, in: bytes) }) {
                let start = i + name.count
                guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) else { break }
                if end > start { texts.insert(Self.unescaped(bytes[start..<end])) }
                i = end + 1
            } else if Self.matches(element, at: i, in: bytes) {
                // `<string key="text">A long text</string>`, for any key Interface Builder writes so.
                guard let open = bytes[i...].firstIndex(of: UInt8(ascii: ">")) else { break }
                let start = open + 1
                guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "<")) else { break }
                if end > start { texts.insert(Self.unescaped(bytes[start..<end])) }
                i = end
            } else {
                i += 1
            }
        }
        return texts
    }

    private static func matches(_ pattern: [UInt8], at index: Int, in bytes: [UInt8]) -> Bool {
        index + pattern.count <= bytes.count && bytes[index..<(index + pattern.count)].elementsEqual(pattern)
    }

    /// An attribute's or element's text with XML's entities and character references decoded.
    static func unescaped(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";"), rest.distance(from: amp, to: semicolon) <= 10 else {
                result += rest[amp...]
                return result
            }
            if let scalar = XMLEntity.scalar(named: String(rest[rest.index(after: amp)..<semicolon])) {
                result.unicodeScalars.append(scalar)
            } else {
                result += rest[amp...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
