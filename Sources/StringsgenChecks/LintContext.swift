import StringsgenModel

/// Everything the checks know about one table: the table, the project's locales, which
/// locales must be complete, and the copy limits.
public struct LintContext: Sendable {
    public var table: StringTable
    /// The project's `Locales/` files by code; nil when the project has no `Locales/`.
    public var locales: [String: LocaleSettings]?
    /// The locales every translatable key must have: the `Locales/` codes, or `--locales`, or
    /// every language of the catalog. The source language may be listed; it is never "missing".
    public var requiredLocales: [String]
    public var copyLimits: CopyLimitPolicy
    /// In a legacy `.lproj` table, the keys with no value in the source language (all of them
    /// when the table has no file in that language; those of a `.strings` file when the source
    /// language has only a `.stringsdict`): there is no source text to compare with (a key
    /// is an identifier, not English). Always 0 for a String Catalog, whose key is its text.
    public var keysWithoutSource: Int
    public var hasNoSourceFile: Bool { keysWithoutSource > 0 && keysWithoutSource == table.entries.count }
    /// Whether the table's source-language file is there and holds no key: every key is its
    /// own source text, which `NSLocalizedString` shows (Windscribe's one-byte
    /// `en.lproj/Localizable.strings`, LoopKit's MockKit's with a comment alone).
    public var hasEmptySourceFile: Bool {
        hasNoSourceFile
            && (table.file.hasSuffix("/\(table.sourceLanguage).lproj/\(table.name).strings") || table.file == "\(table.sourceLanguage).lproj/\(table.name).strings")
    }
    /// Which of `keysWithoutSource` are translations left of a key the source file lacks.
    public var orphans: StringTable.OrphanKeys
    /// Keys whose source-language text the app's code gives (`NSLocalizedString(…, value:)`),
    /// which the source file need not hold; empty where the code was not read.
    public var keysWithSourceTextInCode: Set<String> = []
    /// Keys with no source-language value here that another table of the same name holds in
    /// the source language: that table's keys, of which this one keeps a stray copy (Mastodon's
    /// app target keeps a `pt-BR.lproj/Localizable.strings` of the keys its SDK's `Localizable`
    /// translates). No locale is asked to translate them here.
    public var keysOfAnotherTable: Set<String> = []
    /// The app's own names (`Project.productNames`: “Nostur”, “Mac Mouse Fix”), which every
    /// language keeps as written; empty where the project was not read.
    public var productNames: [String] = []
    /// The languages of a legacy table's folders that no Xcode build copies (the project does
    /// not localize into them) and the project does not list: `Locales/` need not list them,
    /// and their translations, which no user sees, are not checked (Jami's 71 Transifex
    /// folders beside the 47 its project builds drew 12,949 of its 17,513 findings).
    public var unbuiltLocales: Set<String> = []

    /// The languages of an Info.plist table that no other table of the project has
    /// (`Project.infoPlistOnlyLocales`): the app is not translated into them, so `Locales/`
    /// need not list them.
    public var infoPlistOnlyLocales: Set<String> = []

    /// Whether the translations of `locale` are checked: not notes for translators
    /// (`LintLocale.isDocumentation`), nor a folder no build copies (`unbuiltLocales`).
    public func checksTranslations(in locale: String) -> Bool {
        !LintLocale.isDocumentation(locale) && (unbuiltLocales.isEmpty || !unbuiltLocales.contains(locale))
    }

    /// `requiredLocales` defaults to the `Locales/` codes (sorted) when there are any, else to
    /// every language of the table.
    public init(
        table: StringTable, locales: [String: LocaleSettings]? = nil, requiredLocales: [String]? = nil,
        copyLimits: CopyLimitPolicy = CopyLimitPolicy()
    ) {
        self.table = table
        self.locales = locales
        self.requiredLocales = requiredLocales ?? locales.map { $0.keys.sorted() } ?? table.locales
        self.copyLimits = copyLimits
        let source = table.sourceLanguage
        self.keysWithoutSource = table.format == .xcstrings ? 0
            : table.entries.reduce(0) { count, entry in entry.localizations.contains { $0.locale == source } ? count : count + 1 }
        self.orphans = StringTable.OrphanKeys(table)
        self.isOfInterfaceBuilder = table.isOfInterfaceBuilder
    }

    /// Whether the table's keys are a storyboard's or xib's (`StringTable.isOfInterfaceBuilder`).
    public let isOfInterfaceBuilder: Bool

    /// Whether a locale ships: from `Locales/`; a project without `Locales/` ships every locale.
    public func status(of locale: String) -> LocaleStatus {
        locales?[locale]?.status ?? .shipping
    }
}

/// What a check found, before the severity policy decides how serious it is.
public struct Finding: Sendable, Hashable {
    /// The rule id of the check that found it (`placeholder-mismatch`).
    public var rule: String
    /// The offending value's location (for something missing, the key's).
    public var location: SourceLocation
    public var key: String?
    public var locale: String?
    /// Translator-first: lowercase, names the key and locale in quotes, says what to do, no final period.
    public var message: String
    /// The value's variant (`UnitPath.label`: `plural one`, `substitution n, plural other`);
    /// nil for a plain value or none. With rule, key and locale it identifies the finding in a
    /// baseline, whatever its message or line.
    public var path: String?

    public init(rule: String, location: SourceLocation, key: String?, locale: String?, message: String, path: String? = nil) {
        self.path = path
        self.rule = rule
        self.location = location
        self.key = key
        self.locale = locale
        self.message = message
    }
}
