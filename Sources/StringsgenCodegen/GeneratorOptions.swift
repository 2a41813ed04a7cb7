/// What the Swift accessor file looks like: its namespace, access level, bundle and table.
public struct GeneratorOptions: Sendable, Hashable {
    public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
        case `internal`
        case `package`
        case `public`

        /// The modifier written before each declaration, with its space; none for `internal`.
        var modifier: String { self == .internal ? "" : "\(rawValue) " }
    }

    /// Which keys of a catalog get an accessor.
    public enum KeySelection: String, Sendable, Hashable, CaseIterable {
        /// Every key but stale ones.
        case all
        /// Keys a developer added to the catalog (`extractionState` `manual`, or `migrated` from
        /// a `.strings` file), not the ones Xcode extracted from code: a SwiftUI literal
        /// (`Text("Done")`) already looks those up and needs no accessor. Legacy `.lproj` tables
        /// have no extraction state; all their keys count as manual.
        case manual
    }

    /// The bundle the accessors look their table up in.
    public enum BundleReference: Sendable, Hashable {
        /// `Bundle.main`: an app target.
        case main
        /// `Bundle.module`: a Swift package target with resources.
        case module
        /// A Swift expression of type `Bundle`, inserted as written (it is the developer's code).
        case custom(String)

        var expression: String {
            switch self {
            case .main: "Bundle.main"
            case .module: "Bundle.module"
            case .custom(let expression): expression
            }
        }
    }

    /// The enum every table's accessors are nested in (`LocalizedString.Onboarding.welcomeTitle`).
    public var namespace: String
    public var accessLevel: AccessLevel
    public var bundle: BundleReference
    /// The table name passed to `Bundle.localizedString(forKey:value:table:)` and turned into the
    /// nested enum's name; nil for the table's own name.
    public var tableName: String?
    /// Whether this file declares the namespace enum. With several tables, exactly one file does.
    public var emitNamespace: Bool
    /// The catalog path the header names, as given relative to the project; nil for `StringTable.file`.
    public var sourcePath: String?
    /// Whether the accessors choose plural forms themselves, by each language's CLDR rule, from
    /// resources that need no `.stringsdict` (the default, the same on every platform); false
    /// leaves it to Foundation's `.stringsdict` handling (Apple platforms only).
    public var selectsPluralForms: Bool
    /// Each locale's cardinal plural rules as CLDR text, read from ICU at generation time and
    /// compiled into the accessors; a locale without an entry has only `other`.
    public var pluralRules: [String: PluralRuleSource]
    /// Where the rules came from, named in the generated code ("CLDR 42, ICU 72.1").
    public var pluralRulesOrigin: String
    /// Which keys get an accessor; stale keys never do.
    public var keys: KeySelection
    /// Key → the accessor name a project chose for it (valid identifiers, see
    /// `SwiftIdentifier.isValidMember`). A key named here gets its accessor whatever `keys` says (unless stale).
    public var names: [String: String]
    /// Whether a key left without an accessor (no usable name, a name shared with another key)
    /// stops generation with an error, instead of a warning that leaves the rest generated.
    public var strict: Bool
    /// Keys whose source-language value no accessor can format safely (one argument as two
    /// types, `%.*f`: `GenerationPlanCheck.values`): they get no accessor.
    public var refusedKeys: Set<String> = []

    public init(
        namespace: String = "LocalizedString", accessLevel: AccessLevel = .internal, bundle: BundleReference = .main,
        tableName: String? = nil, emitNamespace: Bool = true, sourcePath: String? = nil,
        keys: KeySelection = .all, names: [String: String] = [:], strict: Bool = false, selectsPluralForms: Bool = true,
        pluralRules: [String: PluralRuleSource] = [:], pluralRulesOrigin: String = "CLDR"
    ) {
        self.selectsPluralForms = selectsPluralForms
        self.pluralRules = pluralRules
        self.pluralRulesOrigin = pluralRulesOrigin
        self.namespace = namespace
        self.accessLevel = accessLevel
        self.bundle = bundle
        self.tableName = tableName
        self.emitNamespace = emitNamespace
        self.sourcePath = sourcePath
        self.keys = keys
        self.names = names
        self.strict = strict
    }
}
