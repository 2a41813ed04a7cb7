import StringsgenChecks
import StringsgenCodegen
import StringsgenFormats
import StringsgenModel

/// The optional `stringsgen.json` at a project's root. Every member is optional: a project with
/// nothing but `Strings/*.xcstrings` works on the defaults, a configuration only overrides them,
/// and command-line options override both.
///
/// ```json
/// {
///   "inputs" : ["App/Localizable.xcstrings", "Features/*/Resources"],
///   "sourceLanguage" : "en",
///   "requiredLocales" : ["en", "de"],
///   "lint" : {
///     "severity" : { "unchanged-translation" : "off", "whitespace-mismatch" : "error" },
///     "buildSeverity" : { "missing-translation" : "error" },
///     "defaultLimit" : 240,
///     "bodyCopyLimit" : 120,
///     "bodyCopy" : ["*_subtitle", "*_body"],
///     "limits" : { "onboarding.get_started" : 24 },
///     "screens" : [
///       { "name" : "Welcome", "keys" : ["onboarding.welcome_*", "onboarding.benefit_*"], "budget" : 120 }
///     ]
///   },
///   "generate" : {
///     "namespace" : "LocalizedString",
///     "accessLevel" : "public",
///     "bundle" : ".module",
///     "keys" : "manual",
///     "names" : { "%lld items" : "itemCount" },
///     "stringsdict" : false,
///     "pseudo" : true,
///     "tables" : {
///       "Onboarding" : {
///         "output" : "Sources/OnboardingStrings/LocalizedString+Onboarding.swift",
///         "resources" : "Sources/OnboardingStrings/Resources"
///       }
///     }
///   },
///   "report" : { "output" : "reports", "git" : true },
///   "usage" : {
///     "code" : ["App", "Packages"],
///     "functions" : [ { "name" : "tr", "label" : "_", "position" : 0, "table" : "tableName" } ],
///     "dynamicKeys" : ["category.*"]
///   }
/// }
/// ```
///
/// `inputs` lists the tables to read, as paths or globs (`*` within a name, `**` any folders)
/// relative to the project: catalogs, `<locale>.lproj` folders, or folders searched for both.
/// Without it, `Strings/` when the project has one, else the whole project folder.
///
/// `generate.keys` is `manual` (the default: keys added by hand; Xcode's extracted keys are
/// already looked up by their SwiftUI literal) or `all`; `generate.names` gives a key the Swift
/// name of the project's choice (and an accessor, whatever `keys` says).
public struct Configuration: Sendable {
    public var file: String?
    /// The `inputs` patterns, relative to the project root; nil when not configured.
    public var inputs: [(pattern: String, location: SourceLocation)]?
    /// The source language of legacy `.lproj` tables (catalogs name their own): this, when
    /// `stringsgen.json` names it; else the Xcode project's development language where it has a
    /// folder (`Project.load`); else English.
    public var sourceLanguage = "en"
    /// Whether `stringsgen.json` names `sourceLanguage`.
    public var namesSourceLanguage = false
    /// Overrides the required locales (otherwise `Locales/`, otherwise every catalog language).
    public var requiredLocales: [String]?
    /// Rule id → `error`, `warning`, `note` or `off`.
    public var severities: [String: String] = [:]
    /// Rule id → severity in a build (`generate --lint`, the build plugin), over `severities`
    /// (`lint.buildSeverity`). Unset, a missing translation is at most a warning in a build.
    public var buildSeverities: [String: String] = [:]
    /// The copy limit of every key no other rule gives one (`lint.defaultLimit`); nil: none.
    public var defaultLimit: Int?
    /// The copy limit of body copy (`lint.bodyCopyLimit`); nil: none.
    public var bodyCopyLimit: Int?
    /// Key patterns (`*` matches any run of characters) held to `bodyCopyLimit` (default: keys
    /// ending in `_subtitle`, `_explanation`, `_desc`, `_description`, `_footer`, `_body`).
    public var bodyCopyPatterns: [String]?
    /// Key pattern → its own limit, overriding the defaults and the comment.
    public var limits: [(pattern: String, limit: Int)] = []
    /// The screens whose body text shares a budget (`lint.screens`, `screen-budget`).
    public var screens: [CopyLimitPolicy.Screen] = []
    /// Whether `generate` also writes the pseudo-language (`generate.pseudo`).
    public var pseudo = false
    public var namespace = "LocalizedString"
    public var accessLevel = "internal"
    public var bundle = ".main"
    /// Whether `generate.bundle` was given (else `generate` chooses `.module` for accessors
    /// generated into a SwiftPM target with their resources).
    public var bundleIsConfigured = false
    public var keys = "manual"
    public var names: [String: String] = [:]
    /// Whether `generate` also writes `.stringsdict` files for plural keys (off by default:
    /// Foundation on Linux crashes looking up a table that has one).
    public var writeStringsdict = false
    public var tables: [String: TableOutput] = [:]
    public var reportOutput = "reports"
    /// Whether `report` runs git to name each catalog's revision (`report.git`).
    public var reportReadsGit = true
    /// The folders of Swift code `stringsgen usage` scans (`usage.code`); nil: the default.
    public var usageCode: [String]?
    /// Functions of the project that take a key (`usage.functions`).
    public var usageFunctions: [UsageFunction] = []
    /// Key patterns the code makes at run time, never unused (`usage.dynamicKeys`).
    public var dynamicKeys: [(pattern: String, location: SourceLocation)] = []

    /// A function that takes a key: its name (the last component of a call: `tr` for
    /// `L10n.tr("…")`), the label of the key's argument (`_` for none, then `position` among the
    /// arguments), and the label of the argument naming the table, if any.
    public struct UsageFunction: Sendable {
        public var name: String
        public var label: String
        public var position: Int
        public var tableLabel: String?
    }

    public struct TableOutput: Sendable {
        public var output: String?
        public var resources: String?
        public var accessLevel: String?
        public var bundle: String?
    }

    public init() {}

    public static let fileName = "stringsgen.json"

    /// Reads `<root>/stringsgen.json`, or the defaults when there is none.
    public static func load(root: String) throws(InputError) -> Configuration {
        let path = ProjectFiles.join(root, fileName)
        guard FileBytes.exists(path) else { return Configuration() }
        return try read(bytes: FileBytes.read(path), file: path)
    }

    public static func read(bytes: [UInt8], file: String) throws(InputError) -> Configuration {
        var config = Configuration()
        config.file = file
        let root = try JSONDocument.parseLocated(bytes, file: file).object("the configuration")
        try root.rejectUnknown(allowed: ["inputs", "sourceLanguage", "requiredLocales", "lint", "generate", "report", "usage"])
        if let inputs = try root.optionalArray("inputs") {
            config.inputs = try inputs.map { item throws(InputError) in
                let pattern = try item.string("a path or glob")
                guard !pattern.isEmpty else { throw InputError("expected a path or glob, found an empty string", at: item.location) }
                return (pattern, item.location)
            }
        }
        if let source = try root.optionalString("sourceLanguage") {
            config.sourceLanguage = source.value
            config.namesSourceLanguage = true
        }
        if let locales = try root.optionalArray("requiredLocales") {
            config.requiredLocales = try locales.map { item throws(InputError) in try item.string("a locale code") }
        }
        if let lint = try root.optionalObject("lint") {
            try lint.rejectUnknown(allowed: ["severity", "buildSeverity", "bodyCopy", "limits", "defaultLimit", "bodyCopyLimit", "screens"])
            for name in ["defaultLimit", "bodyCopyLimit"] {
                guard let member = lint.members.first(where: { $0.key == name }) else { continue }
                let limit = try member.value.integer("the \(name)")
                guard limit > 0 else { throw InputError("expected a limit above 0, found \(limit)", at: member.value.location) }
                if name == "defaultLimit" { config.defaultLimit = limit } else { config.bodyCopyLimit = limit }
            }
            for (name, keyPath) in [("severity", \Configuration.severities), ("buildSeverity", \Configuration.buildSeverities)] {
                guard let severity = try lint.optionalObject(name) else { continue }
                for member in severity.members {
                    // Checked here, at the rule's own line, by every command: `lint` and a build
                    // read different members, and a typo in either must not pass one of them.
                    guard Checks.rules.contains(where: { $0.id == member.key }) else {
                        let rules = Checks.rules.map(\.id)
                        throw InputError(
                            "unknown rule \"\(member.key)\" in lint.\(name); \(Spelling.didYouMean(member.key, in: rules))the rules are: \(rules.sorted().joined(separator: ", "))",
                            at: member.location)
                    }
                    let value = try member.value.string("the severity of \"\(member.key)\"")
                    guard ["error", "warning", "note", "off"].contains(value) else {
                        throw InputError(
                            "expected \"error\", \"warning\", \"note\" or \"off\" for \"\(member.key)\", found \"\(value)\"",
                            at: member.value.location)
                    }
                    config[keyPath: keyPath][member.key] = value
                }
            }
            if let patterns = try lint.optionalArray("bodyCopy") {
                config.bodyCopyPatterns = try patterns.map { item throws(InputError) in try item.string("a key pattern") }
            }
            if let limits = try lint.optionalObject("limits") {
                for member in limits.members {
                    let limit = try member.value.integer("the limit of \"\(member.key)\"")
                    guard limit > 0 else { throw InputError("expected a limit above 0, found \(limit)", at: member.value.location) }
                    config.limits.append((member.key, limit))
                }
            }
            if let screens = try lint.optionalArray("screens") {
                config.screens = try screens.map { item throws(InputError) in try screen(item, known: config.screens) }
                var seen: [String] = []
                for (item, screen) in zip(screens, config.screens) {
                    guard !seen.contains(screen.name) else {
                        throw InputError("a second screen named \"\(screen.name)\": give each screen its own name", at: item.location)
                    }
                    seen.append(screen.name)
                }
            }
        }
        if let generate = try root.optionalObject("generate") {
            try generate.rejectUnknown(
                allowed: ["namespace", "accessLevel", "bundle", "keys", "names", "stringsdict", "pseudo", "tables"])
            if let pseudo = try generate.optionalBool("pseudo") { config.pseudo = pseudo }
            if let keys = try generate.optionalString("keys") {
                guard ["manual", "all"].contains(keys.value) else {
                    throw InputError("expected \"manual\" or \"all\" for \"keys\", found \"\(keys.value)\"", at: keys.location)
                }
                config.keys = keys.value
            }
            if let names = try generate.optionalObject("names") {
                for member in names.members {
                    let name = try member.value.string("the Swift name of \"\(member.key)\"")
                    guard SwiftIdentifier.isValidMember(name) else {
                        throw InputError(
                            "expected a Swift identifier for the key \"\(member.key)\", found \"\(name)\"", at: member.value.location)
                    }
                    config.names[member.key] = name
                }
            }
            if let namespace = try generate.optionalString("namespace") {
                guard SwiftIdentifier.isPlainTypeName(namespace.value) else {
                    throw InputError(
                        "expected a Swift type name for \"namespace\" (letters, digits and _, not a keyword or a type the generated code uses), found \"\(InputLimits.printable(namespace.value))\"",
                        at: namespace.location)
                }
                config.namespace = namespace.value
            }
            if let access = try generate.optionalString("accessLevel") { config.accessLevel = try accessLevel(access) }
            if let bundle = try generate.optionalString("bundle") {
                config.bundle = try bundleExpression(bundle)
                config.bundleIsConfigured = true
            }
            if let stringsdict = try generate.optionalBool("stringsdict") { config.writeStringsdict = stringsdict }
            if let tables = try generate.optionalObject("tables") {
                for member in tables.members {
                    let table = try member.value.object("the table \"\(member.key)\"")
                    try table.rejectUnknown(allowed: ["output", "resources", "accessLevel", "bundle"])
                    config.tables[member.key] = TableOutput(
                        output: try table.optionalString("output")?.value,
                        resources: try table.optionalString("resources")?.value,
                        accessLevel: try table.optionalString("accessLevel").map { access throws(InputError) in try accessLevel(access) },
                        bundle: try table.optionalString("bundle").map { bundle throws(InputError) in try bundleExpression(bundle) })
                }
            }
        }
        if let report = try root.optionalObject("report") {
            try report.rejectUnknown(allowed: ["output", "git"])
            if let git = try report.optionalBool("git") { config.reportReadsGit = git }
            if let output = try report.optionalString("output") {
                guard !output.value.isEmpty, !output.value.utf8.contains(0) else {
                    throw InputError("expected a folder for the report's \"output\", found an empty name", at: output.location)
                }
                config.reportOutput = output.value
            }
        }
        if let usage = try root.optionalObject("usage") {
            try usage.rejectUnknown(allowed: ["code", "functions", "dynamicKeys"])
            if let code = try usage.optionalArray("code") {
                config.usageCode = try code.map { item throws(InputError) in try item.string("a folder of Swift code") }
            }
            if let functions = try usage.optionalArray("functions") {
                config.usageFunctions = try functions.map { item throws(InputError) in
                    let function = try item.object("a function that takes a key")
                    try function.rejectUnknown(allowed: ["name", "label", "position", "table"])
                    let name = try function.string("name")
                    guard !name.value.isEmpty else { throw InputError("expected a function name, found an empty string", at: name.location) }
                    let position = try function["position"].map { value throws(InputError) in try value.integer("the argument's position") } ?? 0
                    return UsageFunction(
                        name: name.value, label: try function.optionalString("label")?.value ?? "_", position: position,
                        tableLabel: try function.optionalString("table")?.value)
                }
            }
            if let keys = try usage.optionalArray("dynamicKeys") {
                config.dynamicKeys = try keys.map { item throws(InputError) in (try item.string("a key pattern"), item.location) }
            }
        }
        return config
    }

    /// One screen of `lint.screens`: `name`, `keys` (a pattern or a list of them), `body`
    /// (likewise; default: the keys matching the body-copy patterns), `budget` above 0, `paged`.
    private static func screen(_ item: LocatedJSON, known: [CopyLimitPolicy.Screen]) throws(InputError) -> CopyLimitPolicy.Screen {
        let object = try item.object("a screen")
        try object.rejectUnknown(allowed: ["name", "keys", "body", "budget", "paged", "roles"])
        let name = try object.string("name")
        guard !name.value.isEmpty else { throw InputError("expected a screen name, found an empty string", at: name.location) }
        func patterns(_ member: String) throws(InputError) -> [String]? {
            guard let value = object[member] else { return nil }
            return try keyPatterns(value, member)
        }
        guard let keys = try patterns("keys"), !keys.isEmpty else {
            throw InputError("expected the keys of the screen \"\(name.value)\" in \"keys\" (a key pattern or a list of them)", at: object.location)
        }
        guard let budgetValue = object["budget"] else {
            throw InputError("expected a \"budget\" for the screen \"\(name.value)\" (characters of body text)", at: object.location)
        }
        let budget = try budgetValue.integer("the budget of the screen \"\(name.value)\"")
        guard budget > 0 else { throw InputError("expected a budget above 0, found \(budget)", at: budgetValue.location) }
        var roles: [CopyLimitPolicy.RolePatterns] = []
        if let roleObject = try object.optionalObject("roles") {
            for member in roleObject.members {
                guard screenRoles.contains(member.key) else {
                    throw InputError(
                        "expected a role (\(screenRoles.map { "\"\($0)\"" }.joined(separator: ", "))) in \"roles\" of the screen \"\(name.value)\", found \"\(InputLimits.printable(member.key))\"",
                        at: member.location)
                }
                roles.append(.init(role: member.key, patterns: try keyPatterns(member.value, "roles.\(member.key)")))
            }
        }
        return CopyLimitPolicy.Screen(
            name: name.value, keys: keys, body: try patterns("body"), budget: budget,
            paged: try object.optionalBool("paged") ?? false, roles: roles)
    }

    /// The roles a key can have on a screen drawn by the report (`lint.screens[].roles`).
    public static let screenRoles = ["title", "subtitle", "body", "caption", "button"]

    /// A key pattern or a list of them, none empty.
    private static func keyPatterns(_ value: LocatedJSON, _ member: String) throws(InputError) -> [String] {
        let list: [String]
        if case .string(let one) = value.kind {
            list = [one]
        } else {
            list = try value.array("\"\(member)\"").map { pattern throws(InputError) in try pattern.string("a key pattern") }
        }
        guard !list.contains(where: \.isEmpty) else {
            throw InputError("expected key patterns for \"\(member)\", found an empty string", at: value.location)
        }
        return list
    }

    /// A bundle reference is pasted into the generated code, so only plain references are taken.
    private static func bundleExpression(_ value: (value: String, location: SourceLocation)) throws(InputError) -> String {
        guard SwiftIdentifier.isBundleExpression(value.value) else {
            throw InputError(
                "expected a bundle reference for \"bundle\" (\".main\", \".module\", a chain of names such as \"MyModule.resources\", or \"Bundle(for: MyClass.self)\"), found \"\(InputLimits.printable(value.value))\"",
                at: value.location)
        }
        return value.value
    }

    private static func accessLevel(_ value: (value: String, location: SourceLocation)) throws(InputError) -> String {
        guard ["internal", "package", "public"].contains(value.value) else {
            throw InputError("expected \"internal\", \"package\" or \"public\" for \"accessLevel\", found \"\(value.value)\"", at: value.location)
        }
        return value.value
    }
}
