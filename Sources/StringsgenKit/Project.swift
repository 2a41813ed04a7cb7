import StringsgenFormats
import StringsgenModel

/// A project as every command sees it: its tables, its locales, its configuration.
///
/// By convention the tables are `Strings/*.xcstrings` and any `.lproj` folders in `Strings/`
/// (legacy `.strings`/`.stringsdict` tables); command-line arguments replace that set with the
/// catalogs or folders given.
public struct Project: Sendable {
    public var root: String
    public var configuration: Configuration
    public var tables: [StringTable]
    /// The `Locales/` files; nil when the project has none.
    public var locales: [LocaleSettings]?
    /// The locales every key must be translated into.
    public var requiredLocales: [String]

    /// Loads the project at `root`. `inputs` are catalogs or folders holding `.lproj` folders;
    /// empty means the project's own. `requiredLocales` overrides everything else.
    public static func load(root: String, inputs: [String] = [], requiredLocales override: [String]? = nil) throws(InputError) -> Project {
        let configuration = try Configuration.load(root: root)
        var tables: [StringTable] = []
        if inputs.isEmpty {
            let strings = ProjectFiles.join(root, "Strings")
            try ProjectFiles.requireListable(strings)
            let hasLproj = ProjectFiles.list(strings).contains { $0.hasSuffix(".lproj") }
            let catalogs = ProjectFiles.list(strings).filter { $0.hasSuffix(".xcstrings") }.map { ProjectFiles.join(strings, $0) }
            guard !catalogs.isEmpty || hasLproj else {
                throw InputError.file(strings, "expected String Catalogs (Strings/*.xcstrings) or .lproj folders in the project, found none")
            }
            for path in catalogs { tables.append(try XCStringsReader.read(path: path)) }
            if hasLproj { tables += try LegacyTables.load(folder: strings, sourceLanguage: configuration.sourceLanguage) }
        } else {
            for input in inputs {
                if input.hasSuffix(".xcstrings") {
                    tables.append(try XCStringsReader.read(path: input))
                } else if ProjectFiles.isDirectory(input) {
                    tables += try LegacyTables.load(folder: input, sourceLanguage: configuration.sourceLanguage)
                } else {
                    throw InputError.file(input, "expected a String Catalog (.xcstrings) or a folder holding .lproj folders")
                }
            }
        }

        let localeFiles = ProjectFiles.localeFiles(in: root)
        let locales: [LocaleSettings]? = localeFiles.isEmpty
            ? nil
            : try localeFiles.map { path throws(InputError) in try LocaleSettingsReader.read(path: path) }

        let required: [String]
        if let override {
            required = override
        } else if let configured = configuration.requiredLocales {
            required = configured
        } else if let locales {
            required = locales.map(\.code)
        } else {
            var seen: Set<String> = []
            required = tables.flatMap(\.locales).filter { seen.insert($0).inserted }
        }
        return Project(root: root, configuration: configuration, tables: tables, locales: locales, requiredLocales: required)
    }

    /// The settings of `locale`, when `Locales/` lists it.
    public func settings(for locale: String) -> LocaleSettings? {
        locales?.first { $0.code == locale }
    }

    /// A locale ships unless `Locales/` says it is in progress.
    public func status(of locale: String) -> LocaleStatus {
        settings(for: locale)?.status ?? .shipping
    }
}

/// Legacy `.lproj` tables in a folder: one `StringTable` per table name found in any
/// `<locale>.lproj/<Table>.strings|.stringsdict`.
enum LegacyTables {
    static func load(folder: String, sourceLanguage: String) throws(InputError) -> [StringTable] {
        let names = try lprojTableNames(root: folder)
        guard !names.isEmpty else {
            throw InputError.file(folder, "expected <locale>.lproj folders with .strings or .stringsdict files, found none")
        }
        return try names.map { name throws(InputError) in
            try loadLprojTable(root: folder, table: name, sourceLanguage: sourceLanguage)
        }
    }
}
