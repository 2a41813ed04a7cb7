import StringsgenModel

/// Reads one `.stringsdict` file (an XML or binary property list) into entries of the
/// shared model, one per top-level key, in file order.
///
/// For each key:
/// - `NSStringLocalizedFormatKey` becomes the localization's string unit (state `translated`);
/// - each other dictionary whose `NSStringFormatSpecTypeKey` is `NSStringPluralRuleType`
///   becomes a `Substitution` named by its key, with `formatSpecifier` from
///   `NSStringFormatValueTypeKey` and one plural `Variation` per category key (`zero`, `one`,
///   `two`, `few`, `many`, `other`); its `argNum` is the position of its `%#@name@` in the
///   format key or, for a substitution used only inside another one's forms, in those forms;
///   nil where the reference is malformed (`%1#@count@`: reporting it is the linter's job);
/// - a dictionary whose `NSStringFormatSpecTypeKey` is `NSStringDeviceSpecificRuleType`, or a
///   key `NSStringDeviceSpecificRuleType` holding one, becomes device variations.
///
/// Other members (variable-width rules, unknown keys) have no place in the model and are
/// skipped. Locations: the entry, the localization and a substitution are at their `<key>`;
/// a variation is at its category's `<key>`, its string unit at the `<string>`. In a binary
/// plist every location is line 1, column 1.
public enum StringsdictReader {
    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRule = "NSStringPluralRuleType"
    static let deviceRule = "NSStringDeviceSpecificRuleType"
    static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    /// Reads the file at `path`; `locale` is the locale its values are in.
    public static func read(path: String, locale: String) throws(InputError) -> [Entry] {
        try read(bytes: readLegacyFile(path), file: path, locale: locale)
    }

    /// Reads a `.stringsdict` file's `bytes`; `file` is the name locations carry.
    public static func read(bytes: [UInt8], file: String, locale: String) throws(InputError) -> [Entry] {
        let root: PlistNode
        if BinaryPropertyListParser.isBinaryPropertyList(bytes) {
            root = try BinaryPropertyListParser.parse(bytes, file: file)
        } else {
            root = try XMLPropertyListParser.parse(DecodedText.decode(bytes, file: file))
        }
        guard let members = root.members else {
            throw InputError("expected a `<dict>` at the top of a .stringsdict file, found \(root.elementName)", at: root.location)
        }
        var result: [Entry] = []
        for member in members {
            let content = try readContent(member)
            result.append(Entry(
                key: member.key, location: member.keyLocation,
                localizations: [Localization(locale: locale, location: member.keyLocation, content: content)]))
        }
        return result
    }

    private static func string(_ node: PlistNode, for key: String, in entry: String) throws(InputError) -> String {
        guard let s = node.stringValue else {
            throw InputError("expected a `<string>` for \"\(key)\" in \"\(entry)\", found \(node.elementName)", at: node.location)
        }
        return s
    }

    private static func translated(_ node: PlistNode, _ value: String) -> StringUnit {
        StringUnit(state: TranslationState.translated.rawValue, value: value, location: node.location)
    }

    private static func readContent(_ entry: PlistMember) throws(InputError) -> LocalizedContent {
        guard let members = entry.value.members else {
            throw InputError(
                "expected a `<dict>` for the key \"\(entry.key)\", found \(entry.value.elementName)", at: entry.value.location)
        }
        if members.first(where: { $0.key == specTypeKey })?.value.stringValue == deviceRule {
            return LocalizedContent(variations: Variations(device: try deviceVariations(members, in: entry.key)))
        }
        var content = LocalizedContent()
        var substitutions: [Substitution] = []
        for member in members {
            if member.key == formatKey {
                content.stringUnit = translated(member.value, try string(member.value, for: formatKey, in: entry.key))
                continue
            }
            if member.key == deviceRule, let rule = member.value.members {
                content.variations = Variations(device: try deviceVariations(rule, in: entry.key))
                continue
            }
            guard let rule = member.value.members,
                  let type = rule.first(where: { $0.key == specTypeKey })?.value.stringValue, type == pluralRule
            else { continue }
            var substitution = Substitution(name: member.key, location: member.keyLocation)
            var plural: [Variation] = []
            for form in rule {
                if form.key == valueTypeKey {
                    substitution.formatSpecifier = try string(form.value, for: valueTypeKey, in: entry.key)
                } else if pluralCategories.contains(form.key) {
                    let value = try string(form.value, for: "\(member.key).\(form.key)", in: entry.key)
                    plural.append(Variation(
                        name: form.key, location: form.keyLocation,
                        content: LocalizedContent(stringUnit: translated(form.value, value))))
                }
            }
            substitution.variations = Variations(plural: plural)
            substitutions.append(substitution)
        }
        guard content.stringUnit != nil || content.variations != nil else {
            throw InputError(
                "expected a `\(formatKey)` in the `<dict>` of the key \"\(entry.key)\"", at: entry.value.location)
        }
        if !substitutions.isEmpty {
            assignArgumentNumbers(&substitutions, formatKey: content.stringUnit?.value ?? "")
            content.substitutions = substitutions
        }
        return content
    }

    private static func deviceVariations(_ members: [PlistMember], in entry: String) throws(InputError) -> [Variation] {
        var result: [Variation] = []
        for member in members where member.key != specTypeKey {
            let value = try string(member.value, for: member.key, in: entry)
            result.append(Variation(
                name: member.key, location: member.keyLocation,
                content: LocalizedContent(stringUnit: translated(member.value, value))))
        }
        return result
    }

    /// Gives each substitution the position of its `%#@name@`: in the format key first, then
    /// in the other substitutions' forms (a substitution used inside another's plural text).
    private static func assignArgumentNumbers(_ substitutions: inout [Substitution], formatKey: String) {
        var positions: [String: Int] = [:]
        func collect(_ text: String) {
            for placeholder in FormatString(text, insideSubstitution: true).placeholders {
                if case .substitution(let name) = placeholder.type, positions[name] == nil {
                    positions[name] = placeholder.position
                }
            }
        }
        collect(formatKey)
        for substitution in substitutions {
            for variation in substitution.variations?.plural ?? [] {
                if let value = variation.content.stringUnit?.value { collect(value) }
            }
        }
        for k in substitutions.indices {
            substitutions[k].argNum = positions[substitutions[k].name]
        }
    }
}
