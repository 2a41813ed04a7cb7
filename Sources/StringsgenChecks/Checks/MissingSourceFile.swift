import StringsgenModel

/// A legacy `.lproj` table with no file in its source language (`en.lproj/Localizable.strings`
/// missing), or keys its source-language files do not hold: such keys are identifiers, not the
/// source text, so nothing can be compared with a source. Said once per table; the comparisons
/// that need a source (placeholders, white space, empty and unchanged values) are skipped for
/// those keys instead of measuring their values against the key (`LintContext.keysWithoutSource`).
/// Where the source language has a `.strings` file that lacks keys its translations have
/// (`StringTable.OrphanKeys`: a key deleted from the source and left in the translations), each
/// such key is named instead, and no locale is asked to translate it. Not said of an InfoPlist
/// table (its source is the Info.plist), a table made from a storyboard, xib or intent
/// definition (its keys are Interface Builder object ids or intent ids), nor of a key that
/// reads as text (its own source text) or whose source text the app's code gives
/// (`LintContext.keysWithSourceTextInCode`: `NSLocalizedString("key", value: "English", …)`).
public struct MissingSourceFile: Check {
    public static let id = "missing-source-file"
    public static let scope = CheckScope.table
    public static let defaultSeverity = Severity.warning
    public static let summary = "a legacy table with no file in the source language, or a key its source file lacks"
    public static let help = "Add the source language's .strings (or .stringsdict) file to the table, or set sourceLanguage in stringsgen.json to the language the table's keys are written in, so translations can be compared with their source."

    public init() {}

    public func check(table run: LintRun, emit: (Finding) -> Void) {
        let count = run.context.keysWithoutSource
        let table = run.table
        // A nib's table whose nib is gone, with its source file (Vocable's deleted alert xib).
        if count == 0, run.isLeftoverOfInterfaceBuilder {
            emit(Finding(
                rule: Self.id, location: SourceLocation(file: table.file, line: 1, column: 1), key: nil,
                locale: run.sourceLanguage, message: .leftoverOfInterfaceBuilder(table.name)))
            return
        }
        guard count > 0 else { return }
        // An InfoPlist table's source is the target's Info.plist, never a `.strings` file.
        if table.isInfoPlist { return }
        // A table whose keys are Interface Builder object ids (`lEo-YM-MnB.text`) is made from
        // a storyboard or xib (`Base.lproj/Main.storyboard`), its source: no `.strings` file is
        // to be added (Loop's Main, KeePassium's 16 storyboards).
        // Likewise a table of an intent definition (`Intents.intentdefinition`), whose keys are
        // its six-character ids (`3BsNkC`): ownCloud's and ProtonVPN's `Intents.strings`.
        // A nib's table the nib left behind: said once, as such.
        if run.isLeftoverOfInterfaceBuilder {
            emit(Finding(
                rule: Self.id, location: SourceLocation(file: table.file, line: 1, column: 1), key: nil,
                locale: run.sourceLanguage, message: .leftoverOfInterfaceBuilder(table.name, run.sourceLanguage, table.locales)))
            return
        }
        let withoutSource = table.entries.lazy.filter { !$0.localizations.contains { $0.locale == run.sourceLanguage } }
        let ofIntents = Self.isIntentTable(table)
        if table.isInterfaceBuilder || withoutSource.allSatisfy({ Self.isInterfaceBuilderID($0.key) })
            || (ofIntents && withoutSource.allSatisfy({ Self.isIntentID($0.key) })) {
            return
        }
        // The source's `.strings` file lacks these keys: each is named, where its translations are.
        if run.context.orphans.arePossible {
            // A key that reads as text is its own source text (`NSLocalizedString` falls back to
            // it: Loop's “Carb Ratios” has no `en` value, and shows as written in English).
            // An intent definition's id is the definition's key, in use or not (only the
            // `.intentdefinition` could tell).
            // A key whose English the code gives (`NSLocalizedString(…, value: "…")`) is in use,
            // and needs no value in the file (Loop's `carb-entry-title-add`).
            for entry in table.entries where run.context.orphans.contains(entry) && !Self.readsAsText(entry.key)
                && !(ofIntents && Self.isIntentID(entry.key)) && !run.context.keysWithSourceTextInCode.contains(entry.key) {
                let locales = entry.localizations.map(\.locale)
                emit(Finding(
                    rule: Self.id, location: entry.localizations.first?.location ?? entry.location, key: entry.key,
                    locale: run.sourceLanguage, message: .orphan(entry.key, table.name, run.sourceLanguage, locales)))
            }
            return
        }
        // Keys whose text the code gives need none in a file (KeePassium gives every key's
        // English in `NSLocalizedString(…, value:)` and keeps no `en` file): the table is said
        // only for the keys left without. Keys that read as text still count: a table of them
        // may well be written in another language than `sourceLanguage` says.
        let unexplained = withoutSource.count { !run.context.keysWithSourceTextInCode.contains($0.key) }
        guard unexplained > 0 else { return }
        // A source file kept empty on purpose, every key its own English (LoopKit's MockKit
        // keeps `en.lproj/Localizable.strings` with a comment alone): nothing to add.
        let hasEmptySourceFile = run.hasEmptySourceFile
        if hasEmptySourceFile, withoutSource.allSatisfy({ Self.readsAsText($0.key) || run.context.keysWithSourceTextInCode.contains($0.key) }) {
            return
        }
        emit(Finding(
            rule: Self.id, location: SourceLocation(file: table.file, line: 1, column: 1), key: nil,
            locale: run.sourceLanguage,
            message: hasEmptySourceFile
                ? .keysWithoutSource(table.name, run.sourceLanguage, unexplained, fileIsEmpty: true)
                : run.context.hasNoSourceFile
                ? .noSourceFile(table.name, run.sourceLanguage)
                : .keysWithoutSource(table.name, run.sourceLanguage, unexplained)))
    }
}

extension MissingSourceFile {
    /// An Interface Builder object id and property (`StringTable.isInterfaceBuilderKey`).
    static func isInterfaceBuilderID(_ key: String) -> Bool {
        StringTable.isInterfaceBuilderKey(key)
    }

    /// An intent definition's id, as Xcode writes the keys of its strings: six letters and
    /// digits with a capital inside or a digit (`3BsNkC`, `sf57GO`, `NzUfmp`), or such an id and
    /// another (`2etfeF-8CnkN3`). Only in a table of intents (`isIntentTable`): `title2` elsewhere
    /// is a key like any other.
    static func isIntentID(_ key: String) -> Bool {
        let parts = key.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ part in
            part.utf8.count >= 6 && part.utf8.allSatisfy({ ($0 | 0x20) &- UInt8(ascii: "a") < 26 || $0 &- UInt8(ascii: "0") < 10 })
        }), parts[0].utf8.count == 6 else { return false }
        // Not a word: a capital after the first letter, or a digit (“Cancel” and “title” are words).
        return parts.allSatisfy { part in part.dropFirst().contains(where: \.isUppercase) || part.contains(where: \.isNumber) }
    }

    /// Whether the table is an intent definition's: named so (`Intents`, `MyIntents`), or nine
    /// keys in ten are intent ids.
    public static func isIntentTable(_ table: StringTable) -> Bool {
        if table.name.lowercased().contains("intent") { return true }
        let ids = table.entries.count { isIntentID($0.key) }
        return !table.entries.isEmpty && ids * 10 >= table.entries.count * 9
    }

    /// Whether a key reads as text, not as an identifier: it has white space between words
    /// (“Carb Ratios”, “Bluetooth\nOff”), a format (“Export-%1$@”) or no letters (“–”), is one
    /// capitalized word or several joined by hyphens (“Save”, “Pre-Meal”), or is a short unit
    /// with no `_` or `.` (“g”, “dB”, “mmol/L”). `key_used_error`, `carb-entry-title-add`,
    /// `a11y.button.title` and `RemoveTrackingParameters` are identifiers.
    static func readsAsText(_ key: String) -> Bool {
        if key.contains(where: \.isWhitespace), key.contains(where: \.isLetter) { return true }
        // A unit of several parts (“mg/dL/min”, “mmol/L/min”: LoopKit's rates).
        let parts = key.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count > 1, parts.allSatisfy({ $0.count <= 5 && !$0.isEmpty && $0.allSatisfy(\.isLetter) }) { return true }
        // A capitalized word that ends a sentence or runs on (“Completed.”, “Saving...”).
        let word = key.reversed().drop(while: { ".…:!?".contains($0) }).reversed()
        if word.count < key.count, word.count > 1, word.first?.isUppercase == true, word.dropFirst().allSatisfy(\.isLowercase) { return true }
        // A format (“Export-%1$@”, “%1$@ – %2$@”), or symbols without letters (“.”, “–”).
        if key.contains("%") || !key.contains(where: \.isLetter) { return true }
        // Capitalized words joined by hyphens (“Pre-Meal”).
        if key.contains("-"), key.split(separator: "-").allSatisfy({ part in
            part.first?.isUppercase == true && part.allSatisfy(\.isLetter) && part.dropFirst().allSatisfy(\.isLowercase)
        }) { return true }
        if key.count <= 6, !key.contains("_"), !key.contains("."), !isIntentID(key) { return true }
        guard let first = key.first, first.isUppercase, key.count > 1 else { return false }
        return key.dropFirst().allSatisfy(\.isLowercase)
    }
}

extension String {
    fileprivate static func orphan(_ key: String, _ table: String, _ language: String, _ locales: [String]) -> String {
        let listed = locales.count <= 3 ? locales.map { "‘\($0)’" }.joined(separator: ", ")
            : locales.prefix(3).map { "‘\($0)’" }.joined(separator: ", ") + " and \(locales.count - 3) more"
        return "‘\(key)’ is translated (\(listed)) but has no ‘\(language)’ value in \(language).lproj/\(table).strings, so no locale is asked to translate it and it gets no accessor: add its ‘\(language)’ text, or delete it from the translations if the app no longer uses it"
    }

    fileprivate static func keysWithoutSource(_ table: String, _ language: String, _ count: Int, fileIsEmpty: Bool = false) -> String {
        "\(MessageText.count(count, "key")) of the table ‘\(table)’ \(count == 1 ? "has" : "have") no ‘\(language)’ value (\(fileIsEmpty ? "\(language).lproj/\(table).strings holds none" : "is \(language).lproj/\(table).strings missing?")), so \(count == 1 ? "its" : "their") placeholders, white space and empty values are not compared with a source: add \(count == 1 ? "it" : "them")"
    }

    fileprivate static func leftoverOfInterfaceBuilder(_ table: String) -> String {
        "the table ‘\(table)’ has no storyboard or xib of its name, yet its keys are Interface Builder object ids: what a nib renamed or deleted left behind, which no nib loads and no language is asked to translate; delete its files, or give the nib back its name"
    }

    fileprivate static func leftoverOfInterfaceBuilder(_ table: String, _ language: String, _ locales: [String]) -> String {
        let found = locales.filter { $0 != language }
        return "the table ‘\(table)’ (in \(found.joined(separator: ", "))) has no ‘\(language)’ file and no storyboard or xib of its name, yet its keys are Interface Builder object ids: what a nib renamed or deleted left behind, which no language is asked to translate; delete its files, or give the nib back its name"
    }

    fileprivate static func noSourceFile(_ table: String, _ language: String) -> String {
        "the table ‘\(table)’ has no ‘\(language)’ file (\(language).lproj/\(table).strings), so placeholders, white space and empty values are not compared with a source: add the file, or set \"sourceLanguage\" in stringsgen.json"
    }
}
