/// Keys no language is asked to translate whatever their text, as the entry and its table tell:
/// one statement for `lint` (`LintedEntry.needsTranslation`), `report` and `init`, which
/// counted the app's name as missing where lint did not (azooKey, iTorrent and Shut Up: 8
/// “missing” rows for `CFBundleName` and `CFBundleDisplayName`).
public enum OptionalKeys {
    /// The Info.plist keys of the app's name: optional in every language, where the Info.plist's
    /// own is shown (Winston's French was asked for “CFBundleDisplayName”).
    public static let bundleNameKeys: Set<String> = ["CFBundleName", "CFBundleDisplayName"]

    /// Whether no language is asked to translate `entry` of `table`: a bundle name of an
    /// InfoPlist table, a storyboard's or xib's placeholder (`isInterfaceBuilderPlaceholder`),
    /// or a source that holds no text (`holdsNoText(_:)`).
    public static func contains(_ entry: Entry, of table: StringTable) -> Bool {
        if bundleNameKeys.contains(entry.key), table.isInfoPlist { return true }
        if isInterfaceBuilderPlaceholder(entry, of: table) { return true }
        // A catalog's key with no source value is its text, as Xcode extracted it; a legacy key
        // without one is an identifier.
        let units = entry.sourceLocalization(for: table.sourceLanguage)?.content.units.map(\.unit.value)
            ?? (table.format == .xcstrings ? [entry.key] : [])
        return units.count == 1 && holdsNoText(units[0])
    }

    /// Whether a source value is no text for anyone to translate or check: a marker that the
    /// key is to go (`isTombstone`), or a machine's token (`isMachineToken`).
    public static func holdsNoText(_ value: String) -> Bool {
        isTombstone(value) || isMachineToken(value)
    }

    /// Whether `value` is a machine's token, the same in every language: one word of lowercase
    /// ASCII with a digit or a `:` inside, or a prefix and an ellipsis (the model names and key
    /// shapes of macOS-Zabbix-Monitor's pickers and fields: “gpt-4o-mini”, “mistral:7b”,
    /// “sk-ant-...”, asked of 7 languages: 35 errors). “OK” and “e-mail” are words.
    public static func isMachineToken(_ value: String) -> Bool {
        let bytes = value.utf8
        guard bytes.count >= 3, bytes.count <= 64, bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F && !(0x41...0x5A).contains($0) }),
              bytes.contains(where: { (0x61...0x7A).contains($0) }) else { return false }
        if value.hasSuffix("-...") { return true }
        // An address may be localized, and an empty one shows nothing (Pizza Helper's API hosts);
        // a format shows its values (its “%1$lld/%2$lld”); a dotted name is an identifier key
        // (“onboarding.step2.title”), not the text shown.
        if value.contains("://") || bytes.contains(UInt8(ascii: "%")) || bytes.contains(UInt8(ascii: ".")) { return false }
        let letter = bytes.firstIndex { (0x61...0x7A).contains($0) }!
        return bytes[letter...].contains { (0x30...0x39).contains($0) || $0 == UInt8(ascii: ":") }
            && !value.hasSuffix(".") && !value.hasSuffix(":")
    }

    /// Whether a storyboard's or xib's key holds what Interface Builder puts in a cell until the
    /// code fills it (“Text Cell”, “Table View Cell”), or a text marked not to localize (“DO NOT
    /// LOCALIZE”): nobody sees it, so no language translates it. Sparkle's update prompt has
    /// two, asked of 34 languages (67 findings); Clipy's `report` counted its Japanese as
    /// missing two such cells that lint rightly left alone.
    ///
    /// Interface Builder's "Comment for Localizer" is the `Note` of the key's comment, and
    /// “Do not localize” there says the same (KeepingYouAwake's “Warning Label”, bound to
    /// the error its controller shows: 20 findings). The comment is Interface Builder's in a
    /// `.strings` file as in a catalog (`mul.lproj/Main.xcstrings`). Where no source-language
    /// file holds the key, the text is the one the nib shows (`interfaceBuilderText`: MacPass's
    /// xibs whose `.strings` file some languages lack, 89 errors).
    /// `isOfInterfaceBuilder` is the table's, where the caller has it at hand (lint asks of
    /// every entry).
    public static func isInterfaceBuilderPlaceholder(_ entry: Entry, of table: StringTable, isOfInterfaceBuilder: Bool? = nil) -> Bool {
        guard isOfInterfaceBuilder ?? table.isOfInterfaceBuilder else { return false }
        if noteSaysNotToLocalize(entry.comment) { return true }
        guard table.isInterfaceBuilder else { return false }
        let value: String
        if let units = entry.sourceLocalization(for: table.sourceLanguage)?.content.units {
            guard units.count == 1 else { return false }
            value = units[0].unit.value
        } else if let text = interfaceBuilderText(of: entry.key, in: entry.comment) {
            value = text
        } else {
            return false
        }
        return nibPlaceholders.contains(value) || saysNotToLocalize(value)
    }

    /// What Interface Builder writes in a table's cells, which their data source replaces.
    /// (Also the title Interface Builder gives a pop-up button's menu, “OtherViews”, which no
    /// one sees: Boxer's xibs, in every language.)
    public static let nibPlaceholders: Set<String> = ["Text Cell", "Table View Cell", "Image Cell", "OtherViews"]

    private static func saysNotToLocalize(_ text: some StringProtocol) -> Bool {
        let text = text.uppercased()
        return text == "DO NOT LOCALIZE" || text == "DO NOT TRANSLATE"
    }

    /// Whether an Interface Builder key's comment (`Class = "…"; … ObjectID = "…";`) holds
    /// `Note = "Do not localize";`.
    public static func noteSaysNotToLocalize(_ comment: String?) -> Bool {
        guard let comment, comment.contains("ObjectID = \""), let note = comment.firstRange(of: "Note = \"") else { return false }
        let rest = comment[note.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return false }
        let words = rest[..<end].split(whereSeparator: { !$0.isLetter })
        return saysNotToLocalize(words.joined(separator: " "))
    }

    /// The text a storyboard's or xib's key shows, as Interface Builder quotes it in the key's
    /// comment (`Class = "NSMenuItem"; title = "Quit"; ObjectID = "…";` for `….title`); nil
    /// where the comment is not Interface Builder's or does not quote it.
    public static func interfaceBuilderText(of key: String, in comment: String?) -> String? {
        guard let comment, comment.contains("ObjectID = \""), let dot = key.firstIndex(of: ".") else { return nil }
        let property = key[key.index(after: dot)...]
        // After a space or at the start: MenuMeters' German comments start with the property
        // (`title = "Horizontal Rows:"; ObjectID = "1088";`, no `Class`), and 14 messages said
        // “translate “1088.title””.
        let marker = "\(property) = \""
        var search = comment[...]
        var start: Substring.Index?
        while let found = search.firstRange(of: marker) {
            if found.lowerBound == comment.startIndex || comment[comment.index(before: found.lowerBound)] == " " { start = found.upperBound; break }
            search = comment[found.upperBound...]
        }
        guard let start else { return nil }
        let rest = comment[start...]
        guard let end = rest.firstRange(of: "\";") else { return nil }
        let text = String(rest[..<end.lowerBound])
        return text.isEmpty ? nil : text
    }

    /// Whether the source's text is a marker that the key is to go, in square brackets
    /// (“[to be deleted]”, “[unused]”): no text for anyone to translate or check. NHS COVID-19
    /// marks 79 retired keys so and empties their translations (901 `empty-translation` errors).
    public static func isTombstone(_ value: String) -> Bool {
        guard value.utf8.first == UInt8(ascii: "["), value.utf8.last == UInt8(ascii: "]"), value.utf8.count <= 40 else { return false }
        let lowered = value.lowercased()
        return ["delete", "remove", "unused", "deprecated", "obsolete"].contains { lowered.contains($0) }
    }
}
