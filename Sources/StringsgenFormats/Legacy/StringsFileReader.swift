import Foundation
import StringsgenModel

/// Reads one `.strings` file into entries of the shared model, one per pair, in file order.
///
/// Three encodings of the format are accepted, told apart by their first bytes:
/// - text (`"key" = "value";`) in UTF-8, UTF-8 with a BOM, or UTF-16 LE/BE with a BOM (or
///   without one, when the first two bytes show it); locations are 1-based lines and columns
///   counted in Unicode scalars, the BOM not counted;
/// - an XML property list holding a dictionary of strings; locations are those of the
///   `<key>` and `<string>` elements;
/// - a binary property list (`bplist00`), as compiled frameworks ship them; a binary file has
///   no lines, so every location in it is line 1, column 1.
///
/// Each entry has one localization for `locale`, whose string unit is in state `translated`.
/// The entry's comment is the nearest comment block before the key (consecutive comments
/// with no blank line between them), trimmed; a comment on the line of the previous pair's
/// `;` belongs to that pair and is dropped. A key written twice with one value gives two
/// entries (real tables repeat keys so). A text file is read as Foundation reads it, and
/// `notes` gets what it reads otherwise than the text suggests: of a key written twice with
/// different values, only the last is read (Foundation keeps it and drops the other without a
/// word; Stats ships 237 such keys), and `\u203A` is the text “u203A” (only `\U` is an escape).
/// (In a property list, a key twice with different values is an error at the second.)
public enum StringsFileReader {
    /// Reads the file at `path`; `locale` is the locale its values are in.
    public static func read(path: String, locale: String) throws(InputError) -> [Entry] {
        var notes: [ReadingNote] = []
        return try read(path: path, locale: locale, notes: &notes)
    }

    /// Reads the file at `path`, adding to `notes` what Foundation reads otherwise than it looks.
    public static func read(path: String, locale: String, notes: inout [ReadingNote]) throws(InputError) -> [Entry] {
        try read(bytes: readLegacyFile(path), file: path, locale: locale, notes: &notes)
    }

    /// Reads a `.strings` file's `bytes`; `file` is the name locations carry.
    public static func read(bytes: [UInt8], file: String, locale: String) throws(InputError) -> [Entry] {
        var notes: [ReadingNote] = []
        return try read(bytes: bytes, file: file, locale: locale, notes: &notes)
    }

    /// Reads a `.strings` file's `bytes`, adding to `notes` what Foundation reads otherwise than it looks.
    public static func read(bytes: [UInt8], file: String, locale: String, notes: inout [ReadingNote]) throws(InputError) -> [Entry] {
        if BinaryPropertyListParser.isBinaryPropertyList(bytes) {
            return try entries(fromPlist: BinaryPropertyListParser.parse(bytes, file: file), locale: locale)
        }
        let text = try DecodedText.decode(bytes, file: file)
        if text.scalars.first(where: { !$0.isPlistWhitespace }) == "<" {
            return try entries(fromPlist: XMLPropertyListParser.parse(text), locale: locale)
        }
        var strayEnd: (location: SourceLocation, character: Unicode.Scalar)?
        let pairs = lastOfConflictingDuplicates(try StringsFileParser.parse(text, strayEnd: &strayEnd), locale: locale, notes: &notes)
        if let strayEnd, let last = pairs.last {
            let stray = strayEnd.character == ";" ? "a second `;`" : "U+\(hex4(strayEnd.character.value)), an invisible control character,"
            notes.append(ReadingNote(
                kind: .endOfReading, key: last.key, locale: locale, location: strayEnd.location,
                message: "is followed by \(stray) where Foundation stops reading the file: nothing after it is read, and the app shows the source's text for those keys; remove \(strayEnd.character == ";" ? "the `;`" : "it")"))
        }
        for pair in pairs {
            for escape in pair.unknownEscapes {
                let digits = escape.written.dropFirst(2)
                if escape.written.hasPrefix("\\U") {
                    let read = digits.isEmpty ? "U+0000 (an invisible character)" : "U+\(String(repeating: "0", count: 4 - digits.count))\(digits.uppercased())"
                    notes.append(ReadingNote(
                        kind: .unknownEscape, key: pair.key, locale: locale, location: escape.location,
                        message: "has `\(escape.written)` without four hexadecimal digits after `\\U`: Foundation reads it as \(read) and drops the `\\U`\(digits.isEmpty ? "" : " and its digits"); write four digits (`\\U00E9`), or `\\n` where a line break was meant"))
                    continue
                }
                let character = UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init).map { " or “\(InputLimits.printable(String($0)))”" } ?? ""
                notes.append(ReadingNote(
                    kind: .unknownEscape, key: pair.key, locale: locale, location: escape.location,
                    message: "has `\(escape.written)`, which is no escape in a .strings file (only `\\U` is): the app shows “u\(digits)”; write `\\U\(digits)`\(character)"))
            }
        }
        return pairs.map { pair in
            let unit = StringUnit(state: TranslationState.translated.rawValue, value: pair.value, location: pair.valueLocation)
            return Entry(
                key: pair.key, location: pair.keyLocation, comment: pair.comment,
                localizations: [Localization(locale: locale, location: pair.keyLocation, content: LocalizedContent(stringUnit: unit))])
        }
    }

    /// The pairs as Foundation reads them: of a key written twice with different values, the
    /// last, with a note there naming the other (a key repeated with its value is kept twice).
    private static func lastOfConflictingDuplicates(_ pairs: [StringsPair], locale: String, notes: inout [ReadingNote]) -> [StringsPair] {
        var latest: [[UInt8]: Int] = [:]
        var dropped: Set<Int> = []
        for (index, pair) in pairs.enumerated() {
            let bytes = Array(pair.key.utf8)
            defer { latest[bytes] = index }
            guard let earlier = latest[bytes], pairs[earlier].value != pair.value else { continue }
            dropped.insert(earlier)
            let at = pairs[earlier].keyLocation
            notes.append(ReadingNote(
                kind: .duplicateKey, key: pair.key, locale: locale, location: pair.keyLocation,
                message: "is written twice in this file with different values (first at line \(at.line), column \(at.column): “\(InputLimits.printable(pairs[earlier].value))”): the app shows only this last one, “\(InputLimits.printable(pair.value))”; delete the other"))
        }
        return dropped.isEmpty ? pairs : pairs.indices.filter { !dropped.contains($0) }.map { pairs[$0] }
    }

    private static func entries(fromPlist root: PlistNode, locale: String) throws(InputError) -> [Entry] {
        guard let members = root.members else {
            throw InputError("expected a `<dict>` of strings at the top of a .strings file, found \(root.elementName)", at: root.location)
        }
        var result: [Entry] = []
        for member in members {
            guard let value = member.value.stringValue else {
                throw InputError(
                    "expected a `<string>` value for the key \"\(member.key)\", found \(member.value.elementName)",
                    at: member.value.location)
            }
            let unit = StringUnit(state: TranslationState.translated.rawValue, value: value, location: member.value.location)
            result.append(Entry(
                key: member.key, location: member.keyLocation,
                localizations: [Localization(locale: locale, location: member.keyLocation, content: LocalizedContent(stringUnit: unit))]))
        }
        return result
    }
}

/// The bytes of the file at `path`, or an `InputError` saying it cannot be read (only regular
/// files up to `InputLimits.maximumFileBytes` are: see `FileBytes.read`).
func readLegacyFile(_ path: String) throws(InputError) -> [UInt8] {
    try FileBytes.read(path)
}
