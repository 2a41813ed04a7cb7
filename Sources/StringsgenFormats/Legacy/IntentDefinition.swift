import StringsgenModel

/// The texts of an intent definition (`Intents.intentdefinition`, an XML property list), the
/// source of its `.strings` table: Xcode keys each translatable text by an id it writes beside
/// it in the same dictionary (`INIntentTitle` and `INIntentTitleID`, `INIntentResponseCodeFormatString`
/// and `INIntentResponseCodeFormatStringID`, a parameter's prompts, an enum case's display
/// name), and each language's `Intents.strings` holds the id and its translation. No
/// `.strings` file holds the definition's own language, so without it no translation had
/// anything to be compared with: Windscribe's 21 languages of `SiriOldIntents.strings` keep
/// the English of 6 of 8 texts, 126 values Siri speaks in English, and drew no finding.
public enum IntentDefinition {
    /// A translatable text of the definition: its id, the text, and where the text is.
    public struct Text: Sendable, Equatable {
        public var id: String
        public var text: String
        public var location: SourceLocation
    }

    /// The definition's texts in the order they are written; a dictionary's `<key>X</key>` with a
    /// string and `<key>XID</key>` with a string beside it.
    public static func texts(of file: String) throws(InputError) -> [Text] {
        let root = try XMLPropertyListParser.parse(DecodedText.decode(FileBytes.read(file), file: file))
        var texts: [Text] = []
        collect(root, into: &texts)
        return texts
    }

    private static func collect(_ node: PlistNode, into texts: inout [Text]) {
        switch node.value {
        case .array(let items):
            for item in items { collect(item, into: &texts) }
        case .dict(let members):
            // The `unknown` value Xcode adds to every enum (index 0, “no value”): Siri and
            // Shortcuts never show it, and Xcode's export leaves it out (Brave's 17 languages
            // have neither of its two; 34 errors asked for them).
            if members.contains(where: { $0.key == "INEnumValueName" && $0.value.stringValue == "unknown" }),
               !members.contains(where: { $0.key == "INEnumValueIndex" }) { return }
            for member in members {
                if member.key.hasSuffix("ID"), let id = member.value.stringValue, !id.isEmpty,
                   let text = members.first(where: { $0.key == member.key.dropLast(2) })?.value,
                   let value = text.stringValue {
                    texts.append(Text(id: id, text: value, location: text.location))
                }
                collect(member.value, into: &texts)
            }
        default:
            break
        }
    }

    /// `table` with the definition's text as the source-language value of each id the
    /// source's `.strings` file does not give (there is usually none), and an entry for each id
    /// no language has yet.
    public static func addingSource(_ texts: [Text], to table: StringTable) -> StringTable {
        var table = table
        var indexByKey: [String: Int] = [:]
        for (i, entry) in table.entries.enumerated() { indexByKey[entry.key] = indexByKey[entry.key] ?? i }
        // A prompt about a parameter of an enum's type is translated once per value of the
        // enum, keyed `<prompt id>-<value id>` with the value's name written in (Brave's German
        // “5ixvGX-tYwiRd”, “5ixvGX-vjA5pZ”): the prompt's own id is in no language's file, and
        // 136 errors asked for it.
        var perValue: Set<Substring> = []
        for entry in table.entries {
            let parts = entry.key.split(separator: "-")
            if parts.count == 2 { perValue.insert(parts[0]) }
        }
        for text in texts {
            if indexByKey[text.id] == nil, perValue.contains(Substring(text.id)) { continue }
            let source = Localization(
                locale: table.sourceLanguage, location: text.location,
                content: LocalizedContent(stringUnit: StringUnit(value: text.text, location: text.location)))
            if let i = indexByKey[text.id] {
                guard !table.entries[i].localizations.contains(where: { $0.locale == table.sourceLanguage }) else { continue }
                table.entries[i].localizations.insert(source, at: 0)
            } else {
                indexByKey[text.id] = table.entries.count
                table.entries.append(Entry(key: text.id, location: text.location, localizations: [source]))
            }
        }
        return table
    }
}
