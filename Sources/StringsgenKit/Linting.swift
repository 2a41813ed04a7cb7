import StringsgenChecks
import StringsgenCodegen
import StringsgenFormats
import StringsgenModel

/// `stringsgen lint`: every check over every table of a project, with the project's severities
/// and copy limits.
public enum Linting {
    /// Where findings are read: in CI or a terminal (`lint`), or in a build (`generate --lint`,
    /// the build plugin), which a missing translation must not stop while translators work.
    public enum Setting: Sendable {
        case lint, build
    }

    /// The severity policy of a project: each rule's default, then `stringsgen.json`'s
    /// `lint.severity`; in a build, a missing translation at most a warning, then
    /// `lint.buildSeverity`. A rule id no check has is a configuration error.
    public static func severityPolicy(_ configuration: Configuration, for setting: Setting = .lint) throws(InputError) -> SeverityPolicy {
        var policy = SeverityPolicy(overrides: try overrides(configuration.severities, named: "lint.severity", in: configuration))
        if setting == .build {
            let missing = MissingTranslation.id
            if let severity = policy.severity(ofRule: missing) { policy.overrides[missing] = .severity(min(severity, .warning)) }
            policy.overrides.merge(try overrides(configuration.buildSeverities, named: "lint.buildSeverity", in: configuration)) { $1 }
        }
        return policy
    }

    private static func overrides(_ texts: [String: String], named name: String, in configuration: Configuration) throws(InputError) -> [String: RuleSetting] {
        var overrides: [String: RuleSetting] = [:]
        for (rule, text) in texts {
            if let setting = RuleSetting(text) { overrides[rule] = setting }
        }
        if let first = SeverityPolicy().unknownRules(in: overrides).first {
            let known = Checks.rules.map(\.id).sorted().joined(separator: ", ")
            throw InputError.file(
                configuration.file ?? Configuration.fileName,
                "unknown rule \"\(first)\" in \(name); \(Spelling.didYouMean(first, in: Checks.rules.map(\.id)))the rules are: \(known)")
        }
        return overrides
    }

    /// The copy limits a project declares: a key's own "Max N characters." comment, and
    /// `stringsgen.json`'s `lint.limits`, `lint.defaultLimit` and `lint.bodyCopyLimit`.
    /// Nothing declared, no limit.
    public static func copyLimits(_ configuration: Configuration) -> CopyLimitPolicy {
        var policy = CopyLimitPolicy(defaultLimit: configuration.defaultLimit, bodyCopyLimit: configuration.bodyCopyLimit)
        if let patterns = configuration.bodyCopyPatterns { policy.bodyCopyPatterns = patterns }
        policy.keyLimits = configuration.limits.map { CopyLimitPolicy.KeyLimit(pattern: $0.pattern, limit: $0.limit) }
        policy.screens = configuration.screens
        return policy
    }

    /// Every finding in every table of the project, sorted: the checks', two keys that
    /// `generate` would give one accessor name (`identifier-collision`, found by the generator's
    /// own naming), and two tables `generate` would refuse to write to the same files or type
    /// (`GenerationPlanCheck.tables`, at the rule's severity): CI's `lint` says what stops `generate`.
    ///
    /// `expansion`: the factor of `lint --expansion` (`expansion-risk`); nil: that check finds nothing.
    /// `setting`: `.build` for findings shown in a build (`severityPolicy`).
    /// `only`: the rules to run, where not all (each as the project sets it).
    /// `checkingUnbuilt`: the translations of folders no build copies are checked too
    /// (`report` counts their copies of the source as untranslated).
    public static func lint(
        _ project: Project, expansion: Double? = nil, for setting: Setting = .lint, only: Set<String>? = nil,
        checkingUnbuilt: Bool = false
    ) throws(InputError) -> [Diagnostic] {
        var severities = try severityPolicy(project.configuration, for: setting)
        if let only { for rule in Checks.rules where !only.contains(rule.id) { severities.overrides[rule.id] = .off } }
        let linter = Linter(severities: severities)
        let collisionSeverity = severities.severity(ofRule: "identifier-collision")
        var limits = copyLimits(project.configuration)
        limits.expansionFactor = expansion
        let locales = project.locales.map { Dictionary($0.map { ($0.code, $0) }, uniquingKeysWith: { a, _ in a }) }
        var diagnostics: [Diagnostic] = []
        let generated = project.tables.filter { Generation.getsAccessors($0, project) }
        for var refusal in GenerationPlanCheck.tables(generated, root: project.root, targets: project.targetFolders) {
            guard let severity = severities.severity(ofRule: refusal.rule) else { continue }
            refusal.severity = severity
            diagnostics.append(refusal)
        }
        // The app's code is read only for a legacy table with keys its source file lacks (where
        // loading the project did not already read it).
        var sourceTextInCode = project.sourceTextInCode
        let productNames = project.productNames
        let infoPlistOnlyLocales = project.infoPlistOnlyLocales
        for table in project.tables {
            // An intent definition's table is checked against the definition's texts.
            let table = intentDefinitionTexts(of: table, project).map { IntentDefinition.addingSource($0, to: table) } ?? table
            var context = LintContext(table: table, locales: locales, requiredLocales: project.requiredLocales(for: table), copyLimits: limits)
            context.productNames = productNames
            if table.isInfoPlist { context.infoPlistOnlyLocales = infoPlistOnlyLocales }
            context.unbuiltLocales = checkingUnbuilt ? [] : project.unbuiltLocales(of: table)
            if context.keysWithoutSource > 0 {
                if sourceTextInCode == nil { sourceTextInCode = SourceTextInCode.scan(root: project.root) }
                context.keysOfAnotherTable = project.keysWithSource(ofTablesNamed: table.name)
                context.keysWithSourceTextInCode = sourceTextInCode!.keys(ofTable: table.name).subtracting(context.keysOfAnotherTable)
            }
            // The accessor names are worked out beside the checks, not after them.
            let keys = GeneratorOptions.KeySelection(rawValue: project.configuration.keys) ?? .manual
            let names = project.configuration.names
            // Only the names of accessors `generate` makes can collide (not Info.plist's keys, say).
            let collisionSeverity = Generation.getsAccessors(table, project) ? collisionSeverity : nil
            let (collisions, findings) = concurrently(spreading: collisionSeverity != nil && isWorthThreads(keys: table.entries.count), {
                collisionSeverity.map { IdentifierCollisions.findings(in: table, severity: $0, keys: keys, names: names) } ?? []
            }, {
                linter.lint(context)
            })
            diagnostics += findings + collisions
        }
        return Diagnostic.sorted(diagnostics)
    }

    /// The texts of the intent definition a legacy table is made from, where its source's
    /// `.strings` file lacks keys (it usually has none); nil for any other table, or a
    /// definition that cannot be read (the table is then checked as before).
    static func intentDefinitionTexts(of table: StringTable, _ project: Project) -> [IntentDefinition.Text]? {
        guard table.format != .xcstrings,
              table.entries.contains(where: { !$0.localizations.contains { $0.locale == table.sourceLanguage } }),
              let definition = Generation.intentDefinition(of: table, project) else { return nil }
        return try? IntentDefinition.texts(of: definition)
    }
}
