/// The file format a table was read from.
public enum TableFormat: String, Sendable {
    case xcstrings
    case strings
    case stringsdict
}

/// One string table: an Apple String Catalog, or the `.strings`/`.stringsdict` files of one
/// table name across `<locale>.lproj` folders, in one model.
///
/// Collections keep the order they were read in, so a catalog written back is the catalog read.
public struct StringTable: Sendable {
    /// The table name: the file name without its extension (`Onboarding`).
    public var name: String
    /// The file the table was read from (for `.lproj` tables, the source language's file).
    public var file: String
    public var format: TableFormat
    public var sourceLanguage: String
    /// The catalog format version (`1.0`, `1.1`); nil for legacy tables.
    public var version: String?
    public var entries: [Entry]
    /// Top-level members this tool does not know, kept for the writer.
    public var extraMembers: [JSONMember]
    /// Whether the file ended with a line break (Xcode writes none; editors often add one).
    public var hasFinalNewline: Bool
    /// What reading a legacy file met that the app's reader (Foundation) reads otherwise than
    /// the text suggests, for lint to report where it is written; empty for a catalog.
    public var readingNotes: [ReadingNote] = []
    /// A legacy table made from a storyboard or xib of its name (`Base.lproj/Main.storyboard`
    /// beside `de.lproj/Main.strings`): keyed by object ids, looked up by no code, and never
    /// formatted (the nib shows each value as written).
    public var isInterfaceBuilder = false

    /// Whether the table's keys are a storyboard's or xib's: a legacy table made from one, or a
    /// catalog Xcode keeps in a `.lproj` folder for one (`mul.lproj/Main.xcstrings`).
    public var isOfInterfaceBuilder: Bool {
        isInterfaceBuilder || (format == .xcstrings && file.split(separator: "/").dropLast().last?.hasSuffix(".lproj") == true)
    }
    /// The object ids the storyboards or xibs of such a table declare (`id="abc-12-xyz"`); nil
    /// when unknown. A key for an id none of them has is left from an object since deleted:
    /// the nib never looks it up (`isStaleInterfaceBuilderKey`).
    public var interfaceBuilderIDs: Set<String>?

    /// Whether the table holds an Info.plist's strings: `InfoPlist` (any case), or a target's own
    /// spelled after its Info.plist (UTM's helpers' `QEMULauncher-InfoPlist.strings` and
    /// `Info-RemotePlist.strings`: `CFBundleName`, `NSMicrophoneUsageDescription`, which no code
    /// looks up; they got accessors, and 4 false `missing-source-file` findings).
    public var isInfoPlist: Bool {
        let name = name.lowercased()
        return name == "infoplist" || name.hasSuffix("-infoplist") || (name.hasPrefix("info-") && name.hasSuffix("plist"))
    }

    /// Whether `key` (`abc-12-xyz.title`) is for an object the table's storyboards and xibs no
    /// longer have: Hidden Bar's translations keep 497 such keys, which no language needs.
    public func isStaleInterfaceBuilderKey(_ key: String) -> Bool {
        guard let ids = interfaceBuilderIDs, let dot = key.firstIndex(of: ".") else { return false }
        return !ids.contains(String(key[..<dot]))
    }

    /// Whether this is a legacy table that a storyboard or xib left behind when it was renamed or
    /// deleted: keys of Interface Builder object ids only (`0M7-ao-0jb.title`) and no storyboard
    /// or xib of its name (LyricsX's `Perference.strings` in three languages, beside
    /// `Base.lproj/Preferences.storyboard`; Vocable's `GazeableAlertViewController.strings`, its
    /// xib deleted, English and all). No nib loads it: no language is asked to translate it,
    /// and it gets no accessors.
    public var isLeftoverOfInterfaceBuilder: Bool {
        format != .xcstrings && !isInterfaceBuilder && !entries.isEmpty && entries.allSatisfy { Self.isInterfaceBuilderKey($0.key) }
    }

    /// An Interface Builder object id and property, as `ibtool` writes the keys of a
    /// storyboard's strings: three, two and three letters or digits joined by `-`, then `.`.
    public static func isInterfaceBuilderKey(_ key: String) -> Bool {
        let bytes = Array(key.utf8)
        guard bytes.count > 11, bytes[3] == UInt8(ascii: "-"), bytes[6] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: ".") else { return false }
        return [0, 1, 2, 4, 5, 7, 8, 9].allSatisfy { i in
            let b = bytes[i]
            return (b | 0x20) &- UInt8(ascii: "a") < 26 || b &- UInt8(ascii: "0") < 10
        }
    }

    public init(
        name: String, file: String, format: TableFormat, sourceLanguage: String, version: String? = nil,
        entries: [Entry] = [], extraMembers: [JSONMember] = [], hasFinalNewline: Bool = false
    ) {
        self.name = name
        self.file = file
        self.format = format
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.entries = entries
        self.extraMembers = extraMembers
        self.hasFinalNewline = hasFinalNewline
    }

    /// Every locale that appears in the table, the source language first, the others in the
    /// order they first appear. Found without hashing, and without copying entries: most keys
    /// list the same few locales as the key before them.
    public var locales: [String] {
        var result = [sourceLanguage]
        var previous = -1
        for index in entries.indices {
            if previous >= 0, Self.sameLocales(entries[index].localizations, entries[previous].localizations) { continue }
            for localization in entries[index].localizations where !result.contains(localization.locale) {
                result.append(localization.locale)
            }
            previous = index
        }
        return result
    }

    private static func sameLocales(_ a: [Localization], _ b: [Localization]) -> Bool {
        guard a.count == b.count else { return false }
        for i in a.indices where a[i].locale != b[i].locale { return false }
        return true
    }
}

/// One key of a table with its comment and its value in each locale.
public struct Entry: Sendable {
    public var key: String
    /// Where the key is written.
    public var location: SourceLocation
    public var comment: String?
    /// `manual`, `migrated`, `stale`, `extracted_with_value`, ...; kept as written.
    public var extractionState: String?
    /// Whether translators should translate the key; nil when the catalog does not say (true).
    public var shouldTranslate: Bool?
    public var localizations: [Localization]
    /// Whether the catalog wrote a `localizations` member, even an empty one.
    public var hasLocalizationsMember: Bool
    public var extraMembers: [JSONMember]

    public init(
        key: String, location: SourceLocation, comment: String? = nil, extractionState: String? = nil,
        shouldTranslate: Bool? = nil, localizations: [Localization] = [], hasLocalizationsMember: Bool? = nil,
        extraMembers: [JSONMember] = []
    ) {
        self.key = key
        self.location = location
        self.comment = comment
        self.extractionState = extractionState
        self.shouldTranslate = shouldTranslate
        self.localizations = localizations
        self.hasLocalizationsMember = hasLocalizationsMember ?? !localizations.isEmpty
        self.extraMembers = extraMembers
    }

    /// Whether translators are asked to translate this key (`shouldTranslate` is not false).
    public var isTranslatable: Bool { shouldTranslate != false }

    public func localization(for locale: String) -> Localization? {
        localizationIndex(for: locale).map { localizations[$0] }
    }

    /// The position of `locale`'s localization, found without copying any localization (a copy
    /// counts references to every string in it): read `localizations[i].content` in place.
    public func localizationIndex(for locale: String) -> Int? {
        localizations.indices.first { localizations[$0].locale == locale }
    }

    /// The position of the localization that gives the key's text in `sourceLanguage`: its
    /// localization in that language, unless that is a String Catalog's value left empty
    /// (`"value" : ""`, no variations) of a key that reads as text (a space or a letter outside
    /// ASCII), not of an InfoPlist table: that is no value, and the key is the text, as where the
    /// localization is left out. azooKey's migration to a String Catalog wrote such a Japanese
    /// value for each of the 581 keys its Japanese `.strings` file lacked (the file was empty),
    /// among them its tab bar's “設定” and the buttons “削除”, “完了”, “キャンセル”; its Japanese
    /// interface, the app's own, has shipped from them since 2023, so Xcode shows the key there
    /// (inferred: no Mac here to compile one). Read as text, they were checked by no rule,
    /// counted by no report, sent to translators as `<source></source>` and compiled blank. An
    /// identifier's empty value (Chinendar's `NO_SEP`, an empty separator) and an Info.plist
    /// key's are left as written.
    public func sourceLocalizationIndex(for sourceLanguage: String) -> Int? {
        guard let index = localizationIndex(for: sourceLanguage) else { return nil }
        guard localizations[index].isEmptyCatalogValue, key.unicodeScalars.contains(where: { $0 == " " || !$0.isASCII }),
              !localizations[index].location.file.hasSuffix("InfoPlist.xcstrings")
        else { return index }
        return nil
    }

    /// The localization at `sourceLocalizationIndex(for:)`.
    public func sourceLocalization(for sourceLanguage: String) -> Localization? {
        sourceLocalizationIndex(for: sourceLanguage).map { localizations[$0] }
    }
}

/// The value of one key in one locale.
public struct Localization: Sendable {
    public var locale: String
    /// Where the locale's member is written.
    public var location: SourceLocation
    public var content: LocalizedContent

    public init(locale: String, location: SourceLocation, content: LocalizedContent) {
        self.locale = locale
        self.location = location
        self.content = content
    }

    /// Whether this is a String Catalog's plain value left empty (`Entry.sourceLocalizationIndex(for:)`).
    public var isEmptyCatalogValue: Bool {
        content.variations == nil && content.substitutions == nil && content.stringUnit?.value.isEmpty == true
            && location.file.hasSuffix(".xcstrings")
    }
}

/// What a locale (or one variation of it) holds: a string unit, variations, or both, and the
/// substitutions its `%#@name@` placeholders refer to.
public struct LocalizedContent: Sendable {
    public var stringUnit: StringUnit?
    public var variations: Variations?
    /// nil when the catalog has no `substitutions` member.
    public var substitutions: [Substitution]?
    public var extraMembers: [JSONMember]

    public init(
        stringUnit: StringUnit? = nil, variations: Variations? = nil, substitutions: [Substitution]? = nil,
        extraMembers: [JSONMember] = []
    ) {
        self.stringUnit = stringUnit
        self.variations = variations
        self.substitutions = substitutions
        self.extraMembers = extraMembers
    }

    public func substitution(named name: String) -> Substitution? {
        substitutions?.first { $0.name == name }
    }
}

/// A translated (or not yet translated) string and its state.
public struct StringUnit: Sendable {
    /// `new`, `translated`, `needs_review`, `stale`, or what else a catalog says; kept as written.
    public var state: String?
    public var value: String
    /// Where the value string starts (its opening quote).
    public var location: SourceLocation
    public var extraMembers: [JSONMember]

    public init(state: String? = nil, value: String, location: SourceLocation, extraMembers: [JSONMember] = []) {
        self.state = state
        self.value = value
        self.location = location
        self.extraMembers = extraMembers
    }

    public var translationState: TranslationState? { state.flatMap(TranslationState.init(rawValue:)) }
}

/// The states Xcode gives a string unit.
public enum TranslationState: String, Sendable, CaseIterable {
    case new
    case translated
    case needsReview = "needs_review"
    case stale
}

/// Plural and device variations, each case holding its own content (which may vary again:
/// a device variation can hold plural variations).
public struct Variations: Sendable {
    /// nil when the catalog has no `plural` member.
    public var plural: [Variation]?
    /// nil when the catalog has no `device` member.
    public var device: [Variation]?
    public var extraMembers: [JSONMember]

    public init(plural: [Variation]? = nil, device: [Variation]? = nil, extraMembers: [JSONMember] = []) {
        self.plural = plural
        self.device = device
        self.extraMembers = extraMembers
    }
}

/// One case of a variation: a plural category (`one`, `few`, ...) or a device (`iphone`, `mac`, ...).
public struct Variation: Sendable {
    public var name: String
    public var location: SourceLocation
    public var content: LocalizedContent

    public init(name: String, location: SourceLocation, content: LocalizedContent) {
        self.name = name
        self.location = location
        self.content = content
    }
}

/// A `%#@name@` placeholder's definition: which argument it formats, how, and its plural forms.
public struct Substitution: Sendable {
    public var name: String
    public var location: SourceLocation
    /// The 1-based argument this substitution formats.
    public var argNum: Int?
    /// The specifier `%arg` stands for in the variations (`lld`, `d`, `f`, `@`), without `%`.
    public var formatSpecifier: String?
    public var variations: Variations?
    public var extraMembers: [JSONMember]

    public init(
        name: String, location: SourceLocation, argNum: Int? = nil, formatSpecifier: String? = nil,
        variations: Variations? = nil, extraMembers: [JSONMember] = []
    ) {
        self.name = name
        self.location = location
        self.argNum = argNum
        self.formatSpecifier = formatSpecifier
        self.variations = variations
        self.extraMembers = extraMembers
    }
}

extension StringTable {
    /// The keys of a legacy `.lproj` table that translations have and the source language's
    /// `.strings` file lacks (Maccy's `de.lproj` keeps `"old_key"`, deleted from `en.lproj`): a
    /// key removed from the source and left in the translations, or one never given its source
    /// text. Its only "source" would be the key itself, so it asks no locale for a translation
    /// and gets no accessor; `missing-source-file` names it. Where the source language has no
    /// `.strings` file in the table (none at all, or only a `.stringsdict`), the keys are taken
    /// as written in the code, and none is an orphan.
    public struct OrphanKeys: Sendable {
        private let sourceLanguage: String?
        /// Keys for objects a storyboard or xib no longer has are left over too.
        private let interfaceBuilderIDs: Set<String>?

        public init(_ table: StringTable) {
            let source = table.sourceLanguage
            let hasSourceStrings = table.format != .xcstrings && table.entries.contains { entry in
                entry.localizations.contains { $0.locale == source && $0.location.file.hasSuffix(".strings") }
            }
            sourceLanguage = hasSourceStrings ? source : nil
            interfaceBuilderIDs = table.interfaceBuilderIDs
        }

        /// Whether `entry` is one of them.
        public func contains(_ entry: Entry) -> Bool {
            if interfaceBuilderIDs != nil, isStaleInterfaceBuilderKey(entry.key) { return true }
            guard let sourceLanguage else { return false }
            return !entry.localizations.contains { $0.locale == sourceLanguage }
        }

        /// `StringTable.isStaleInterfaceBuilderKey(_:)`.
        public func isStaleInterfaceBuilderKey(_ key: String) -> Bool {
            guard let ids = interfaceBuilderIDs, let dot = key.firstIndex(of: ".") else { return false }
            return !ids.contains(String(key[..<dot]))
        }

        /// Whether the table can have any: it is a legacy table with a source `.strings` file.
        public var arePossible: Bool { sourceLanguage != nil }
    }
}

/// Something in a legacy `.strings` file that Foundation reads otherwise than it looks: lint
/// reports it at its place (`duplicate-key`, `encoding`, `locale-spelling`), and the table
/// holds what Foundation reads.
public struct ReadingNote: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A key written twice in one file with different values: Foundation keeps the last.
        case duplicateKey
        /// `\u` and four hexadecimal digits: no escape in a `.strings` file (only `\U` is), so
        /// Foundation shows the letter `u` and the digits; or `\U` with fewer than four digits,
        /// which Foundation reads as the digits there are (none: U+0000).
        case unknownEscape
        /// A file of the table whose name is the table's in another case (`de.lproj/infoPlist.strings`
        /// beside `en.lproj/InfoPlist.strings`): read as the table's, but a case-sensitive disk
        /// (an iPhone's) has no file of the table's name there. Its key is empty.
        case tableSpelling
        /// A `;` where a key belongs (`"a" = "b";;`) with text after it: Foundation stops
        /// reading the file there. Its key is the last one read.
        case endOfReading
        /// A `.lproj` folder whose name is no locale (`be@tarask.lproj`), holding a file of the
        /// table: not read. Its key is empty, its locale the folder's name, its location the file.
        case unreadFolder
        /// A file of the table in a language's folder that the Xcode project leaves out while it
        /// names the table's file in other languages' folders: read and checked, but no build
        /// copies it. Its key is empty, its location the file.
        case notInProject
    }

    public var kind: Kind
    public var key: String
    public var locale: String
    public var location: SourceLocation
    /// What was found, worded to follow the key and locale in a finding's message.
    public var message: String

    public init(kind: Kind, key: String, locale: String, location: SourceLocation, message: String) {
        self.kind = kind
        self.key = key
        self.locale = locale
        self.location = location
        self.message = message
    }
}

extension StringTable {
    /// Whether the languages of the table are asked to translate `entry`, as `lint` asks them
    /// (`LintedEntry.needsTranslation`, which also knows the project): `report`'s figures and
    /// `init`'s shares count the same keys. Translatable, still in the code (not `stale`), with
    /// text to translate, not an orphan, not optional (`OptionalKeys`), and not a name every
    /// translation keeps (`isKeptAsWrittenByEveryTranslation`).
    public func asksTranslation(of entry: Entry, orphans: OrphanKeys) -> Bool {
        entry.isTranslatable && entry.extractionState != "stale" && entry.hasTextToTranslate(sourceLanguage: sourceLanguage)
            && !orphans.contains(entry) && !OptionalKeys.contains(entry, of: self)
            && !entry.isKeptAsWrittenByEveryTranslation(sourceLanguage: sourceLanguage, keyIsText: format == .xcstrings)
            && !entry.isOnlyInRegionalSource(sourceLanguage: sourceLanguage)
    }
}

extension Entry {
    /// Whether only regional variants of the source language hold the key, and not the source
    /// language itself (ImageOptim's “Waiting to start more optimizations”, only in
    /// `en-GB.lproj` of a table whose English is in the code: asked of its 26 languages). A
    /// variant overrides the texts it writes differently; a key only it has is no text of the
    /// app's.
    public func isOnlyInRegionalSource(sourceLanguage: String) -> Bool {
        guard !localizations.isEmpty else { return false }
        let language = sourceLanguage.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? sourceLanguage
        return localizations.allSatisfy { localization in
            localization.locale != sourceLanguage
                && localization.locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map({ $0.lowercased() }) == language
        }
    }
}

extension Entry {
    /// Whether every translation of the key, five at least, keeps its one source text as written,
    /// each marked translated (or with no state, as a legacy file's): a name, which a language
    /// without the key shows as they do (eul's language menu: “Čeština”; Pocket Poster's “Apple”,
    /// “CarPlay”, which `report` listed as missing in 20 languages and `export --only-missing`
    /// sent to translators). Only a text shaped as a name (`isNameLike`): Transifex, Lokalise and
    /// GlotPress write the English of a key not yet translated into every language's file, and
    /// Blockstream Green's 91 such keys (“Account Settings”, whole sentences) counted as
    /// translated in 15 languages.
    /// `keyIsText`: a key without a source value is its text (a catalog's, as Xcode extracted it).
    public func isKeptAsWrittenByEveryTranslation(sourceLanguage: String, keyIsText: Bool) -> Bool {
        let text: String
        if let source = sourceLocalization(for: sourceLanguage) {
            guard let value = source.content.stringUnit?.value, source.content.variations == nil, source.content.substitutions == nil else { return false }
            text = value
        } else {
            guard keyIsText else { return false }
            text = key
        }
        var translations = 0
        for localization in localizations where localization.locale != sourceLanguage {
            let content = localization.content
            guard content.variations == nil, content.substitutions == nil, let unit = content.stringUnit, unit.value == text,
                  unit.state == nil || unit.state == TranslationState.translated.rawValue else { return false }
            translations += 1
        }
        // (Asked last: it reads the text by characters.)
        return translations >= 5 && Self.isNameLike(text)
    }

    /// Whether a text kept as written by every translation can be a name: one word, its first
    /// letter a capital (“CarPlay”, “Čeština”, “Argon2id”, “TOTP”) or of a script without case
    /// (eul's “မြန်မာဘာသာ”, Burmese in its own name), or a symbol without letters (Rectangle's “ⓘ”). Words of a sentence or a phrase (“Account Settings”) are English left
    /// untranslated.
    public static func isNameLike(_ text: String) -> Bool {
        // (A placeholder is no word: “Secretive %1$@” is the app's name and its version.)
        let words = text.split(whereSeparator: \.isWhitespace).filter { $0.first != "%" }
        return words.count == 1 && !(words[0].first(where: { $0.isLetter && !$0.isSymbol })?.isLowercase ?? false)
    }
}
