#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StringsgenChecks
import StringsgenCodegen
import StringsgenFormats
import StringsgenICU
import StringsgenModel

/// `stringsgen generate`: the Swift accessors and compiled `.lproj` resources of every table.
///
/// Defaults (no configuration): `Generated/LocalizedString+<Table>.swift` and
/// `Generated/Resources/<locale>.lproj/<Table>.strings`, internal access, `Bundle.main`.
public enum Generation {
    public struct Outcome: Sendable {
        /// Files whose bytes changed (written, or with `check`, stale).
        public var changed: [String] = []
        /// Files an earlier run generated for a table or language that is gone (`StaleOutputs`):
        /// removed, or with `check`, stale.
        public var removed: [String] = []
        public var unchanged: [String] = []
        public var accessors = 0
        public var tables = 0
        /// Keys left without an accessor (no usable name, a name shared with another key), and
        /// locales the build did not plan resources for.
        public var warnings: [Diagnostic] = []
        /// One line each: what the user must choose for the app to find its strings (a catalog
        /// in a SwiftPM target whose accessors are generated outside it).
        public var notes: [String] = []
        /// The tables as generated, with the pseudo-language added (`PseudoLocalization`): a
        /// copy of each catalog's model, which an executable may keep until it exits rather than
        /// free (`KeptUntilExit`).
        public var pseudoLocalizedTables: [StringTable] = []
    }

    /// What the command line says over the configuration.
    public struct Options: Sendable {
        /// Write nothing; report stale files.
        public var check = false
        /// A key left without an accessor is an error that writes nothing.
        public var strict = false
        /// Every table's accessors go to `<folder>/<Namespace>+<Table>.swift` and its resources
        /// to `<folder>/Resources`, whatever the configuration says (a build plugin's work
        /// folder, Xcode's derived files).
        public var outputDirectory: String?
        /// `internal`, `package` or `public`, over the configuration's.
        public var accessLevel: GeneratorOptions.AccessLevel?
        /// `.main`, `.module` or a `Bundle` expression, over the configuration's.
        public var bundle: String?
        /// The locales whose `.lproj` resources the build expects (a build plugin declares its
        /// outputs before the catalogs change): each gets its file, the source language's text
        /// where the table lacks the locale; a table locale not listed is a warning.
        public var resourceLocales: [String]?
        /// Whether the `.lproj` resources are written; not for an Xcode app target, which ships
        /// the catalogs Xcode compiles itself (both would write `<locale>.lproj/<Table>.strings`).
        public var writesResources = true
        /// Also generate the pseudo-language `en-XA` (`PseudoLocalization`), over the configuration's `pseudo`.
        public var pseudo: Bool?

        public init(check: Bool = false) {
            self.check = check
        }
    }

    /// Generation is impossible: the catalog's own errors, located like lint diagnostics.
    public struct Failure: Error, Sendable {
        public var diagnostics: [Diagnostic]
    }

    /// Plans every file first and writes only when all tables generated, so a failure in one
    /// table leaves every output as it was.
    ///
    /// A translation whose placeholders do not match the source's, or that has an invalid format
    /// specifier, is not compiled (it could crash `String(format:)` in the app): the resources
    /// carry the source language's text for it, and a warning in `Outcome.warnings` says why.
    /// With `strict`, such a translation fails generation instead, and nothing is written.
    public static func run(_ project: Project, check: Bool) throws(InputError) -> Result<Outcome, Failure> {
        try run(project, options: Options(check: check))
    }

    public static func run(_ project: Project, options overrides: Options) throws(InputError) -> Result<Outcome, Failure> {
        let check = overrides.check
        let config = project.configuration
        var diagnostics: [Diagnostic] = []
        var outcome = Outcome()
        var namespaceDeclaredIn: Set<String> = []

        // Info.plist's tables are compiled by Xcode into the app and never looked up by code:
        // no accessors, unless stringsgen.json names the table under generate.tables.
        let infoPlists = project.tables.filter { Self.isInfoPlist($0, project) }.count
        if infoPlists > 0 {
            outcome.notes.append("\(infoPlists == 1 ? "1 InfoPlist table gets" : "\(infoPlists) InfoPlist tables get") no accessors: Xcode compiles Info.plist's strings into the app, and code never looks them up (lint still checks them; name one under generate.tables in stringsgen.json to generate it)")
        }
        if project.tables.contains(where: { Self.isAppShortcuts($0, project) }) {
            outcome.notes.append("AppShortcuts gets no accessors and no resources: Xcode compiles App Shortcuts' phrases for Siri, and code never looks them up")
        }
        if project.tables.contains(where: { Self.isIntentDefinition($0, project) }) {
            outcome.notes.append("an intent definition's tables get no accessors: Siri and Shortcuts look their texts up by the definition's ids, and code never does (lint still checks them)")
        }
        if project.tables.contains(where: { Self.isServicesMenu($0, project) }) {
            outcome.notes.append("ServicesMenu gets no accessors: macOS looks up the Services menu's titles (Info.plist's NSServices) itself, and code never does (lint still checks them)")
        }
        let predicateEditors = project.tables.filter { isPredicateEditorTable($0) && Self.isInterfaceBuilderCatalog($0, project) }.count
        if predicateEditors > 0 {
            outcome.notes.append("\(predicateEditors == 1 ? "1 table of a predicate editor gets" : "\(predicateEditors) tables of predicate editors get") no accessors: NSPredicateEditor reads its formatting strings itself, and code never does")
        }
        let interfaceBuilder = project.tables.filter { Self.isInterfaceBuilderCatalog($0, project) }.count - predicateEditors
        if interfaceBuilder > 0 {
            outcome.notes.append("\(interfaceBuilder == 1 ? "1 table of a storyboard or xib gets" : "\(interfaceBuilder) tables of storyboards or xibs get") no accessors: the storyboard or xib looks its strings up by object id, and code never does (lint still checks them; name one under generate.tables in stringsgen.json to generate it)")
        }
        let settingsBundles = project.tables.filter { Self.isSettingsBundle($0, project) }.count
        if settingsBundles > 0 {
            outcome.notes.append("\(settingsBundles == 1 ? "1 table of Settings.bundle gets" : "\(settingsBundles) tables of Settings.bundle get") no accessors: the Settings app looks its strings up by the titles in the bundle's plists, and code never does (lint still checks them; name one under generate.tables in stringsgen.json to generate it)")
        }
        // A legacy folder no build copies is no language of the app: `lint` checks none of it,
        // and its values are not compiled (Monolingual's `fa.lproj` warned in `generate` alone,
        // and shipped in its generated resources).
        let tables = project.tables.filter { Self.getsAccessors($0, project) }.map { table in
            let unbuilt = project.unbuiltLocales(of: table)
            guard !unbuilt.isEmpty else { return table }
            var built = table
            for i in built.entries.indices { built.entries[i].localizations.removeAll { unbuilt.contains($0.locale) } }
            return built
        }
        // Refusals before anything is generated: outputs that would collide, escape their
        // folder or replace an input.
        let targetFolders = project.targetFolders
        diagnostics = GenerationPlanCheck.tables(tables, root: project.root, targets: targetFolders)
        let pseudo = overrides.pseudo ?? config.pseudo
        // A key whose source no accessor can format safely gets none, and the rest of the
        // project is generated; with --strict, nothing is (Mastodon's one such key of 12 tables
        // left every table ungenerated).
        var refusedKeys: [String: [Diagnostic]] = [:]
        for table in tables {
            diagnostics += GenerationPlanCheck.localeSpellings(table, adding: pseudo ? PseudoLocalization.locale : nil)
            let refused = GenerationPlanCheck.values(table)
            if refused.isEmpty { continue }
            if overrides.strict {
                diagnostics += refused
            } else {
                refusedKeys[table.file] = refused.map { refusal in
                    var warning = refusal
                    warning.severity = .warning
                    warning.message += "; it gets no accessor"
                    return warning
                }
            }
        }
        if !diagnostics.isEmpty {
            return .failure(Failure(diagnostics: Diagnostic.sorted(diagnostics + refusedKeys.values.joined())))
        }
        let inputs = GenerationPlanCheck.inputFiles(project.tables)

        // The targets that hold a generated table another target also has (`TargetFolder`). Tables
        // that get no accessors share names without colliding: MacPass's app and its tests each
        // have an InfoPlist table, which put the app's only generated table in `DIR/MacPass/`.
        let shared = Project.sharedNames(of: tables)
        let targetsWithSharedTables = Set(tables.filter { shared.contains($0.name) }.map {
            targetFolders[$0.file] ?? TargetFolder.of($0.file, root: project.root)
        })
        // Where earlier runs may have written what is now stale: the folders of this run, the
        // default ones, and every folder the configuration names.
        let base = overrides.outputDirectory ?? ProjectFiles.join(project.root, "Generated")
        var accessorFolders: Set<String> = [base]
        var resourceFolders: Set<String> = overrides.writesResources ? [ProjectFiles.join(base, "Resources")] : []
        if overrides.outputDirectory == nil {
            for settings in config.tables.values {
                if let output = settings.output, let slash = output.lastIndex(of: "/") {
                    accessorFolders.insert(ProjectFiles.join(project.root, String(output[..<slash])))
                }
                if overrides.writesResources, let resources = settings.resources { resourceFolders.insert(ProjectFiles.join(project.root, resources)) }
            }
        }
        // Outputs an earlier run wrote for a table now left out (an InfoPlist or storyboard
        // table) are stale: named as generated from it, they are removed (`--check` reports them).
        var generatedSources = Set(project.tables.filter { table in !tables.contains { $0.file == table.file } }
            .map { relative($0.file, to: project.root) })
        var bundleNotes: [BundleNote] = []
        // Framework targets of the Xcode projects, whose catalogs Bundle.main does not hold.
        let frameworks = XcodeProjects.frameworkTargets(of: XcodeProjects.projectFiles(under: project.root))
        var frameworkNotes: [String: String] = [:]
        var extractedKeys: [(table: String, count: Int)] = []
        // Whatever ends the run before the commit (an error found, a file that cannot be
        // written) leaves no temporary file behind.
        let made = GeneratedFiles(writes: !check)
        defer { made.abandon() }
        var accessorOutputs: [GenerationPlanCheck.FileName: StringTable] = [:]
        for original in tables {
            // The pseudo-language is generated like any other language, from the source's text.
            let table = pseudo ? PseudoLocalization.adding(to: original) : original
            if pseudo { outcome.pseudoLocalizedTables.append(table) }
            // A table that another target also has goes to its target's own folder
            // (`Generated/MyWidget/`), and is configured as `MyWidget/Localizable` or by its
            // name; so do the other tables of that target, so that one file in its folder
            // declares the namespace (an `App/Menu` table left in `Generated/` beside
            // `Generated/App/` declared it twice in the app). A table of no such target stays
            // in `Generated/` (btlb's `StringTables/Loans` is the app's, as the root's tables are).
            let ownTarget = targetFolders[original.file] ?? TargetFolder.of(original.file, root: project.root)
            let target = targetsWithSharedTables.contains(ownTarget) ? ownTarget : ""
            let settings = target.isEmpty ? config.tables[table.name] : config.tables["\(target)/\(table.name)"] ?? config.tables[table.name]
            let generated = ProjectFiles.join(overrides.outputDirectory ?? ProjectFiles.join(project.root, "Generated"), target)
            let output: String
            let resources: String
            if overrides.outputDirectory != nil {
                output = ProjectFiles.join(generated, "\(config.namespace)+\(table.name).swift")
                resources = ProjectFiles.join(generated, "Resources")
            } else {
                output = settings?.output.map { ProjectFiles.join(project.root, $0) } ?? ProjectFiles.join(generated, "\(config.namespace)+\(table.name).swift")
                resources = settings?.resources.map { ProjectFiles.join(project.root, $0) } ?? ProjectFiles.join(generated, "Resources")
            }
            if let problem = GenerationPlanCheck.accessorOutputProblem(output, inputs: inputs) {
                diagnostics.append(Diagnostic(
                    rule: "unrepresentable-key", severity: .error, location: SourceLocation(file: table.file, line: 1, column: 1),
                    table: table.name, message: problem))
                continue
            }
            // Two tables configured to write one file (however its path is spelled): one table's
            // accessors would be lost, and the file kept might not declare the namespace.
            if let other = accessorOutputs.updateValue(table, forKey: GenerationPlanCheck.FileName(output)) {
                diagnostics.append(Diagnostic(
                    rule: "identifier-collision", severity: .error, location: SourceLocation(file: table.file, line: 1, column: 1),
                    table: table.name,
                    message: "the tables \"\(other.name)\" (\(other.file)) and \"\(table.name)\" would both write their accessors to \(relative(output, to: project.root)); give each its own \"output\" in stringsgen.json"))
                continue
            }
            let directory = output.contains("/") ? String(output[..<output.lastIndex(of: "/")!]) : "."
            accessorFolders.insert(directory)
            if overrides.writesResources { resourceFolders.insert(resources) }
            generatedSources.insert(relative(table.file, to: project.root))
            let chosenBundle = overrides.bundle ?? settings?.bundle ?? (config.bundleIsConfigured ? config.bundle : nil)
            let bundleExpression = chosenBundle ?? defaultBundle(
                for: table, configuredAs: target.isEmpty ? table.name : "\"\(target)/\(table.name)\"", output: output,
                resources: overrides.writesResources ? resources : nil, notes: &bundleNotes)
            if chosenBundle == nil, bundleExpression == ".main", let name = ownTarget.split(separator: "/").last.map(String.init),
               let projectFile = frameworks[name], frameworkNotes[name] == nil, SwiftPMTarget.containing(table.file) == nil {
                frameworkNotes[name] = Self.frameworkNote(catalog: relative(table.file, to: project.root), target: name, project: relative(projectFile, to: project.root))
            }
            let refused = refusedKeys[original.file] ?? []
            outcome.warnings += refused
            var planned = GeneratorOptions(
                namespace: config.namespace,
                accessLevel: overrides.accessLevel
                    ?? GeneratorOptions.AccessLevel(rawValue: settings?.accessLevel ?? config.accessLevel) ?? .internal,
                bundle: bundle(bundleExpression),
                tableName: table.name,
                // One file per output folder declares the namespace, so a module's tables compile together.
                emitNamespace: namespaceDeclaredIn.insert(directory).inserted,
                sourcePath: relative(table.file, to: project.root),
                keys: GeneratorOptions.KeySelection(rawValue: config.keys) ?? .manual,
                names: config.names,
                strict: overrides.strict,
                // Forms are chosen from stringsgen's own resources; where the app ships Xcode's
                // compiled catalogs instead (--no-resources), Foundation chooses them.
                selectsPluralForms: !config.writeStringsdict && overrides.writesResources,
                pluralRules: pluralRules(for: LprojResourceWriter.locales(of: table)),
                pluralRulesOrigin: "CLDR \(ICUVersions.cldr), ICU \(ICUVersions.icu)")
            planned.refusedKeys = Set(refused.compactMap(\.key))
            let options = planned
            // Which translations cannot be compiled is found first, on every core: the resources
            // are made without them, and with --strict nothing is made.
            let unsafe = unsafeTranslations(in: table)
            if overrides.strict, !unsafe.isEmpty {
                diagnostics += unsafe.map { Diagnostic(rule: $0.rule, severity: .error, location: $0.location, table: $0.table, key: $0.key, locale: $0.locale, message: $0.message) }
                continue
            }
            outcome.warnings += unsafe.map(withheldWarning)
            // Then on two threads, the accessors and the resources. Each file is compared with
            // the one on disk as it is made, a piece at a time (the accessors of 100,000 keys are
            // 50 MB), and unless checking, written beside it where it differs (`GeneratedFiles`).
            var writer = LprojResourceWriter(options: LprojResourceWriter.Options(
                writesStringsdict: config.writeStringsdict, tableName: table.name, sourcePath: options.sourcePath))
            for diagnostic in unsafe { writer.options.withheld[KeyBytes(diagnostic.key!), default: []].insert(diagnostic.locale!) }
            let routes = ResourceRoutes(table, folder: resources, planned: overrides.resourceLocales)
            let accessorStream = HandedOver(made.begin(output))
            let (swift, resourceFiles) = concurrently(
                spreading: isWorthThreads(keys: table.entries.count),
                { makeAccessors(table, options: options, into: accessorStream.value, at: output) },
                {
                    Result { () throws(InputError) -> (files: [GeneratedFiles.File], diagnostics: [Diagnostic]) in
                        overrides.writesResources ? try routes.make(with: writer, table, into: made) : ([], [])
                    }
                })
            switch swift {
            case .success(let file):
                made.add([try file.made.get()])
                outcome.accessors += file.accessorCount
                outcome.warnings += file.warnings
                if let extracted = Self.keysWithoutAccessor(table, options) { extractedKeys.append((table.name, extracted)) }
            case .failure(let error):
                diagnostics += error.diagnostics
                continue
            }
            outcome.warnings += routes.warnings
            let resourcesMade = try resourceFiles.get()
            made.add(resourcesMade.files)
            diagnostics += resourcesMade.diagnostics
            outcome.tables += 1
        }
        outcome.notes += Self.keysWithoutAccessorNote(extractedKeys).map { [$0] } ?? []
        outcome.notes += BundleNote.texts(bundleNotes) + frameworkNotes.keys.sorted().map { frameworkNotes[$0]! }
        if !diagnostics.isEmpty { return .failure(Failure(diagnostics: Diagnostic.sorted(diagnostics))) }
        outcome.removed = StaleOutputs.find(
            accessorFolders: accessorFolders, resourceFolders: resourceFolders, planned: Set(made.files.map(\.path)),
            generatedSources: generatedSources, root: project.root)

        // Only now, every table generated without an error, are the changed files renamed into
        // place, the accessors first: a full disk or an unwritable folder leaves the old output,
        // never new accessors beside old resources.
        for file in made.files {
            if file.isUnchanged { outcome.unchanged.append(file.path) } else { outcome.changed.append(file.path) }
        }
        if !check { try made.commit() }
        // After the new files are in place, so a failed write leaves the old set whole.
        if !check { try StaleOutputs.remove(outcome.removed) }
        return .success(outcome)
    }

    /// Writes generated files all or nothing, as far as the system allows: each to a temporary
    /// file beside it (without waiting for the disk: the next run compares and writes again),
    /// then, when all are written, each renamed over its target in order. A failure before the
    /// renames removes every temporary file and changes nothing.
    /// `format` asks for `durable` writes (catalogs are files people write).
    static func writeAll(_ files: [(path: String, bytes: [UInt8])], durable: Bool = false) throws(InputError) {
        var pending: [FileBytes.PendingWrite] = []
        pending.reserveCapacity(files.count)
        do {
            for file in files { pending.append(try FileBytes.PendingWrite(file.bytes, to: file.path, durable: durable)) }
        } catch {
            for write in pending { write.abandon() }
            throw error
        }
        for (index, write) in pending.enumerated() {
            do {
                try write.commit()
            } catch {
                for rest in pending[(index + 1)...] { rest.abandon() }
                throw error
            }
        }
    }

    /// Whether `generate` makes accessors for `table`: not for the tables code never looks up
    /// (Info.plist's, App Shortcuts', the Services menu's, a storyboard's or xib's,
    /// Settings.bundle's) unless the configuration names them under `generate.tables`.
    static func getsAccessors(_ table: StringTable, _ project: Project) -> Bool {
        !isInfoPlist(table, project) && !isAppShortcuts(table, project) && !isServicesMenu(table, project) && !isIntentDefinition(table, project)
            && !isInterfaceBuilderCatalog(table, project)
            && !isSettingsBundle(table, project) && !table.isLeftoverOfInterfaceBuilder
    }

    /// Whether `table` is App Shortcuts' phrases (`AppShortcuts.xcstrings`, the name the system
    /// requires): Xcode compiles them for Siri, and code never looks them up. Their values are
    /// lists of phrases (`stringSet`), which stringsgen does not read as text: generated, each
    /// language's file held the English phrase (MarkEdit's zh-Hans and zh-Hant).
    static func isAppShortcuts(_ table: StringTable, _ project: Project) -> Bool {
        table.name == "AppShortcuts" && !isNamedInConfiguration(table, project)
    }

    /// Whether `table` is the Services menu's (`ServicesMenu.xcstrings` or `.strings`, the name
    /// macOS looks the titles of Info.plist's `NSServices` up in): VirusTotal for macOS got
    /// accessors for its two menu items, which no code calls.
    static func isServicesMenu(_ table: StringTable, _ project: Project) -> Bool {
        table.name == "ServicesMenu" && !isNamedInConfiguration(table, project)
    }

    /// Whether `table` is an intent definition's (`en.lproj/Intents.strings` beside
    /// `Base.lproj/Intents.intentdefinition`, or a language's folder's, as Windscribe keeps
    /// `en.lproj/SiriOldIntents.intentdefinition`), keyed by Xcode's ids and read by Siri and
    /// Shortcuts: ShelfPlayer got 22 accessors named after ids (`._1uT6VF`) that no code calls.
    static func isIntentDefinition(_ table: StringTable, _ project: Project) -> Bool {
        !isNamedInConfiguration(table, project) && intentDefinition(of: table, project) != nil
    }

    /// The intent definition file a legacy table is made from, where there is one: in
    /// `Base.lproj`, the source language's folder or the folder of the table's first file, or
    /// beside the `.lproj` folders (eul's `NetworkWidget/NetworkWidget.intentdefinition`).
    static func intentDefinition(of table: StringTable, _ project: Project) -> String? {
        guard table.format != .xcstrings else { return nil }
        let lproj = table.file.split(separator: "/").dropLast().joined(separator: "/")
        let parent = lproj.split(separator: "/").dropLast().joined(separator: "/")
        let folders = ["Base.lproj/", "", "\(table.sourceLanguage).lproj/"] + (lproj.hasSuffix(".lproj") ? [String(lproj.split(separator: "/").last!) + "/"] : [])
        return folders.lazy.map { folder in
            ProjectFiles.join(project.root, ProjectFiles.join(parent, folder + table.name + ".intentdefinition"))
        }.first(where: FileBytes.exists)
    }

    /// Whether `table` is in an app's `Settings.bundle` (`Settings.bundle/en.lproj/Root.strings`,
    /// the `StringsTable` of its `Root.plist`), which the Settings app reads, or in
    /// InAppSettingsKit's `InAppSettings.bundle` of the same shape, which the app shows with it
    /// (Safe Exam Browser: 700 keys said to be unused); and the configuration does not name it
    /// under `generate.tables`.
    public static func isSettingsBundle(_ table: StringTable, _ project: Project) -> Bool {
        table.file.split(separator: "/").dropLast().contains { settingsBundleNames.contains(String($0)) } && !isNamedInConfiguration(table, project)
    }

    /// The folders whose plists list settings by the titles a table translates.
    public static let settingsBundleNames: Set<String> = ["Settings.bundle", "InAppSettings.bundle"]

    /// Whether `table` localizes Info.plist (`InfoPlist.xcstrings`, `en.lproj/InfoPlist.strings`,
    /// any case) and the configuration does not name it under `generate.tables` (as `InfoPlist`
    /// or `<target>/InfoPlist`).
    static func isInfoPlist(_ table: StringTable, _ project: Project) -> Bool {
        table.isInfoPlist && !isNamedInConfiguration(table, project)
    }

    /// Whether `table` is a catalog Xcode keeps in a `.lproj` folder for a storyboard or xib
    /// (`mul.lproj/MainInterface.xcstrings`, keyed by object ids) and the configuration does not
    /// name it under `generate.tables`.
    public static func isInterfaceBuilderCatalog(_ table: StringTable, _ project: Project) -> Bool {
        let inLproj = table.format == .xcstrings && table.file.split(separator: "/").dropLast().last?.hasSuffix(".lproj") == true
        guard inLproj || table.isInterfaceBuilder else { return false }
        return !isNamedInConfiguration(table, project)
    }

    /// Whether `generate.tables` names `table`, as `<Table>` or `<target>/<Table>`.
    private static func isNamedInConfiguration(_ table: StringTable, _ project: Project) -> Bool {
        let tables = project.configuration.tables
        let target = project.targetFolders[table.file] ?? TargetFolder.of(table.file, root: project.root)
        return tables[table.name] != nil || tables["\(target)/\(table.name)"] != nil
    }

    /// The rule checks whose errors mean a translation is not to be compiled: it cannot be
    /// formatted safely, or it would show nothing (an empty `"search" = "";` in a legacy table
    /// is a blank label; left out, the source language's text shows, as for a missing one).
    private static let safetyChecks: [any Check] = [PlaceholderMismatch(), InvalidFormatSpecifier(), EmptyTranslation()]

    /// The accessors of `table`, handed to `stream` (comparing them with `output`, and where
    /// they differ writing them beside it) as they are made. `made` fails when the file cannot
    /// be written; nothing is handed to the stream when the accessors cannot be generated.
    private static func makeAccessors(
        _ table: StringTable, options: GeneratorOptions, into stream: FileBytes.StreamedReplacement, at output: String
    ) -> Result<(made: Result<GeneratedFiles.File, InputError>, accessorCount: Int, warnings: [Diagnostic]), GenerationFailure> {
        var failure: InputError?
        return Result { () throws(GenerationFailure) in
            let (accessorCount, warnings) = try SwiftAccessorGenerator(options: options).generateFile(table, inPiecesOf: ResourceRoutes.piece) { piece in
                guard failure == nil else { return }
                do throws(InputError) { try stream.write(piece) } catch { failure = error }
            }
            let made = Result { () throws(InputError) -> GeneratedFiles.File in
                if let failure { throw failure }
                return GeneratedFiles.File(path: output, outcome: try stream.finishComparing())
            }
            return (made, accessorCount, warnings)
        }
    }

    /// The error findings of the safety checks on translations (never the source language's own
    /// text, which the accessors are generated from): whatever the project's severities say.
    ///
    /// `prefiltering`: whether keys that cannot have such a finding are left out before the
    /// checks (false only to test that leaving them out changes nothing).
    static func unsafeTranslations(in table: StringTable, prefiltering: Bool = true) -> [Diagnostic] {
        // Only a value with a `%` can pass `String(format:)` arguments it was not given, and only
        // a blank one shows nothing; most keys have neither in any language, and are not loaded
        // for the checks at all. Nor are keys whose every value has the same placeholders as
        // every source value, and nothing else a check could take for one (`isUniformlyFormatted`).
        // Entries and localizations are read in place: a copy counts references to every
        // string in it. A large table's keys are sorted out on every core, a run at a time.
        let entries = table.entries
        let kept = concurrentMap(runsOf: 4096, in: entries.count) { run in
            run.filter { index in
                let localizations = entries[index].localizations
                return localizations.indices.contains(where: { localizations.containsValue(at: $0, where: Self.mayFailToFormat) })
                    && !(prefiltering && Self.isUniformlyFormatted(localizations, sourceLanguage: table.sourceLanguage))
            }
        }
        var candidates = table
        candidates.entries = kept.joined().map { entries[$0] }
        guard !candidates.entries.isEmpty else { return [] }
        // A legacy key with no source-language value whose text has placeholders is its
        // accessor's format (the arguments are the key's): its translations are held to the
        // key. Itsycal keeps no `en.lproj`; a French `%@` for the key's `%zd` was compiled, and
        // crashed the app. (An accessor of a key without any shows its text unformatted.)
        if table.format != .xcstrings {
            for i in candidates.entries.indices where !candidates.entries[i].localizations.contains(where: { $0.locale == table.sourceLanguage }) {
                let entry = candidates.entries[i]
                guard FormatString.mayHoldPlaceholder(entry.key), !FormatString(entry.key).placeholders.isEmpty else { continue }
                let unit = StringUnit(value: entry.key, location: entry.location)
                candidates.entries[i].localizations.insert(
                    Localization(locale: table.sourceLanguage, location: entry.location, content: LocalizedContent(stringUnit: unit)), at: 0)
            }
        }
        let context = LintContext(table: candidates, locales: nil, requiredLocales: nil, copyLimits: CopyLimitPolicy())
        return Linter(checks: safetyChecks).lint(context).filter { diagnostic in
            diagnostic.severity == .error && diagnostic.key != nil
                && diagnostic.locale.map { $0 != table.sourceLanguage } == true
        }
    }

    /// Whether `value` holds a `%`, or is empty or only white space: only such a value can fail
    /// a safety check.
    private static func mayFailToFormat(_ value: String) -> Bool {
        if FormatString.mayHoldPlaceholder(value) { return true }
        // Most values start with a printable ASCII byte, which settles it.
        guard let first = value.utf8.first else { return true }
        if first > 0x20, first < 0x80 { return false }
        return value.allSatisfy(\.isWhitespace)
    }

    /// Whether every string of a key's `localizations`, in the source language and in each
    /// translation, has the same placeholders, in the same order, written the same, and each one of
    /// the plain few (`%@`, `%d`, `%lld`, `%.1f`, …: no position, name, flag or substitution, so no
    /// argument can be read twice or by another type), with no other `%` but `%%`, no look-alike
    /// percent sign (`٪`, `％`) and no blank: then no translation passes `String(format:)` anything
    /// its source does not, and none is empty, so the safety checks can find nothing in it. Most
    /// keys of a large catalog with an argument are such (`%@` translated as `%@`, plural forms
    /// that all read `%lld`); anything else is left to the checks.
    static func isUniformlyFormatted(_ localizations: [Localization], sourceLanguage: String) -> Bool {
        guard let source = localizations.indices.first(where: { localizations[$0].locale == sourceLanguage }),
              let expected = PlainSpecifiers.signature(ofEvery: localizations[source].content) else { return false }
        return localizations.indices.allSatisfy { PlainSpecifiers.signature(ofEvery: localizations[$0].content) == expected }
    }

    /// How many keys of `table` get no accessor because Xcode extracted them from code, which
    /// `"keys" : "manual"` (the default) leaves to their literals; nil for none.
    static func keysWithoutAccessor(_ table: StringTable, _ options: GeneratorOptions) -> Int? {
        guard table.format == .xcstrings, options.keys == .manual else { return nil }
        let entries = table.entries
        let extracted = entries.indices.count { i in
            options.names[entries[i].key] == nil
                && entries[i].extractionState.map { !["manual", "migrated", "stale"].contains($0) } ?? true
        }
        return extracted > 0 ? extracted : nil
    }

    /// Why tables get fewer accessors than they have keys (issue 26: a first `generate` on an
    /// Xcode-managed catalog said "0 accessors" and nothing else), said once for the run: GitOK's
    /// 62 catalogs printed 62 such lines.
    static func keysWithoutAccessorNote(_ tables: [(table: String, count: Int)]) -> String? {
        guard let first = tables.first else { return nil }
        let count = tables.reduce(0) { $0 + $1.count }
        let those = switch (count, tables.count) {
        case (1, _): "1 key of \(first.table) was"
        case (_, 1): "\(count) keys of \(first.table) were"
        default: "\(count) keys of \(tables.count) tables were"
        }
        return "\(those) extracted by Xcode from code and get\(count == 1 ? "s" : "") no accessor: the code already looks \(count == 1 ? "it" : "them") up by \(count == 1 ? "its" : "their") literal (`Text(\"…\")`); \"generate\" : { \"keys\" : \"all\" } in stringsgen.json gives every key one"
    }

    /// The warning `generate` prints for a translation it left out.
    private static func withheldWarning(_ finding: Diagnostic) -> Diagnostic {
        var warning = finding
        warning.severity = .warning
        warning.message = "\(finding.message); not compiled: the app shows the source language's text until it is fixed"
        return warning
    }

    /// Each locale's cardinal plural rules as ICU's data has them, for the accessors to compile in.
    static func pluralRules(for locales: [String]) -> [String: PluralRuleSource] {
        var rules: [String: PluralRuleSource] = [:]
        for locale in locales {
            // A locale ICU cannot read gets no entry, and so only `other`; `unknown-locale` reports it.
            guard let text = try? PluralRuleText(locale: locale) else { continue }
            rules[locale] = PluralRuleSource(
                set: text.set, rules: text.rules.map { .init(category: $0.category.rawValue, condition: $0.condition) })
        }
        return rules
    }

    /// The bundle where none was chosen: `.module` for accessors generated into a SwiftPM
    /// target together with their resources (the only bundle that holds them: `.main` would
    /// show every key raw), else `.main`, with a note when the catalog sits in a SwiftPM target
    /// (its accessors then find no strings until the user chooses where they go).
    /// `configuredAs` is how `generate.tables` names the table (`Localizable`, or
    /// `"MyWidget/Localizable"` for a table another target also has).
    static func defaultBundle(
        for table: StringTable, configuredAs name: String, output: String, resources: String?, notes: inout [BundleNote]
    ) -> String {
        if let target = SwiftPMTarget.containing(output), resources.map(target.holds) ?? true { return ".module" }
        guard let target = SwiftPMTarget.containing(table.file) else { return ".main" }
        // One note per target, however many of its catalogs (swift-paperless printed 11 lines).
        if let i = notes.firstIndex(where: { $0.target == target.name }) {
            notes[i].otherCatalogs += 1
        } else {
            notes.append(BundleNote(
                target: target.name, folder: target.relativeFolder, catalog: table.file, table: name, output: output,
                outside: SwiftPMTarget.containing(output) == nil ? output : resources ?? output))
        }
        return ".main"
    }

    /// Catalogs of a SwiftPM target whose accessors or resources are generated outside it, said
    /// once per target.
    struct BundleNote {
        var target: String
        var folder: String
        /// The first such catalog, and how many more the target has.
        var catalog: String
        /// How `generate.tables` names the table.
        var table: String
        /// The accessor file.
        var output: String
        var otherCatalogs = 0
        /// The output (accessors or resources) outside the target.
        var outside: String

        /// One line per target, or one line for all where more than three targets (GitOK's 62
        /// packages and plug-ins printed 62).
        static func texts(_ notes: [BundleNote]) -> [String] {
            guard notes.count > 3 else { return notes.map(\.text) }
            let catalogs = notes.reduce(0) { $0 + 1 + $1.otherCatalogs }
            let named = notes.prefix(3).map(\.target).joined(separator: ", ")
            return ["\(catalogs) catalogs of \(notes.count) SwiftPM targets (\(named) and \(notes.count - 3) more) are in their targets, but their accessors or resources are generated outside them, so the accessors would look in Bundle.main and find no translation (every language would show the source text): generate each into its target (generate.tables in stringsgen.json, as \(notes[0].table.hasPrefix("\"") ? notes[0].table : "\"\(notes[0].table)\"") : { \"output\" : \"\(ProjectFiles.join(notes[0].folder, "Generated/" + Generation.fileName(notes[0].output)))\", \"resources\" : \"\(ProjectFiles.join(notes[0].folder, "Generated/Resources"))\" }; Bundle.module is then used), use the build plugin, or choose with --bundle"]
        }

        var text: String {
            let catalogs = otherCatalogs == 0 ? "\(catalog) is" : "\(catalog) and \(otherCatalogs) more catalog\(otherCatalogs == 1 ? "" : "s") are"
            return "\(catalogs) in the SwiftPM target \(target), but \(outside) is not, so the accessors would look in Bundle.main and find no translation (every language would show the source text): generate into the target (--output \(ProjectFiles.join(folder, "Generated")), or generate.tables.\(table) in stringsgen.json; Bundle.module is then used), use the build plugin, or choose with --bundle"
        }
    }

    /// A framework target's catalog whose accessors would look in Bundle.main (MinimedKit's two
    /// frameworks, embedded in Loop: every accessor showed its English, and nothing was said).
    static func frameworkNote(catalog: String, target: String, project: String) -> String {
        "\(catalog) is in the framework target \(target) (\(project)), but its accessors look in Bundle.main, the app's bundle, which does not hold the framework's tables (every language would show the source text): set \"bundle\" in generate of stringsgen.json, or --bundle, to the framework's bundle, such as \"Bundle(for: AClassIn\(target).self)\""
    }

    static func bundle(_ expression: String) -> GeneratorOptions.BundleReference {
        switch expression {
        case ".main", "Bundle.main", "main": .main
        case ".module", "Bundle.module", "module": .module
        default: .custom(expression)
        }
    }

    /// `path` relative to `root` when it lies inside it, so generated headers never carry a
    /// machine's absolute path.
    static func relative(_ path: String, to root: String) -> String {
        var base = root
        if path.hasPrefix("/"), !root.hasPrefix("/") {
            // An absolute input: relative to the project's absolute path when it lies inside it,
            // else only its file name (never a machine's home folder in a committed file).
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            guard let cwd = getcwd(&buffer, buffer.count) else { return fileName(path) }
            let current = String(cString: cwd)
            base = root == "." || root.isEmpty ? current : current + "/" + root
            let prefix = base.hasSuffix("/") ? base : base + "/"
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : fileName(path)
        }
        guard base != ".", !base.isEmpty else { return path }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// The plain specifiers of a string (`Generation.isUniformlyFormatted`) as one number: each
/// specifier a code of 5 bits, in order; nil where the string has anything else.
enum PlainSpecifiers {
    /// The one signature every string of `content` has; nil where they differ, or where one has
    /// a specifier that is not plain, a look-alike percent sign, or is blank (or starts with
    /// white space), or `content` has substitutions.
    ///
    /// Inlined, so that a plain value (most are) is read in place: called on
    /// `localizations[i].content`, a function of its own would be handed a copy of the content.
    @inline(__always)
    static func signature(ofEvery content: LocalizedContent) -> UInt64? {
        guard content.substitutions == nil else { return nil }
        if content.variations == nil { return (content.stringUnit?.value).flatMap(signature(of:)) }
        return signature(ofEveryVariation: content)
    }

    private static func signature(ofEveryVariation content: LocalizedContent) -> UInt64? {
        var common: UInt64?
        // Whether `value` (if any) has the signature of the strings before it.
        func agrees(_ value: String?) -> Bool {
            guard let value else { return true }
            guard let signature = signature(of: value), common == nil || common == signature else { return false }
            common = signature
            return true
        }
        func visit(_ content: LocalizedContent) -> Bool {
            content.substitutions == nil && agrees(content.stringUnit?.value)
                && visitEach(content.variations?.plural) && visitEach(content.variations?.device)
        }
        func visitEach(_ variations: [Variation]?) -> Bool {
            guard let variations else { return true }
            return variations.indices.allSatisfy { i in
                // A plain form (most are) read in place, not handed to `visit` as a copy.
                guard variations[i].content.variations == nil, variations[i].content.substitutions == nil else {
                    return visit(variations[i].content)
                }
                return agrees(variations[i].content.stringUnit?.value)
            }
        }
        return visit(content) ? common : nil
    }

    /// `value`'s signature; nil where it is blank, starts with white space, holds a look-alike
    /// percent sign, or a `%` that is neither `%%` nor a plain specifier, or more than 12 of them.
    static func signature(of value: String) -> UInt64? {
        var value = value
        return value.withUTF8 { bytes -> UInt64? in
            guard let first = bytes.first, first > 0x20 else { return nil }
            var signature: UInt64 = 0, count = 0
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                // U+066A (D9 AA) and U+FF05 (EF BC 85); any other byte from 0x80 up is text.
                if byte == 0xD9, i + 1 < bytes.count, bytes[i + 1] == 0xAA { return nil }
                if byte == 0xEF, i + 2 < bytes.count, bytes[i + 1] == 0xBC, bytes[i + 2] == 0x85 { return nil }
                guard byte == UInt8(ascii: "%") else { i += 1; continue }
                guard let (code, length) = specifier(bytes, at: i + 1) else { return nil }
                i += 1 + length
                if code == 0 { continue }  // `%%`
                count += 1
                if count > 12 { return nil }
                signature = signature << 5 | UInt64(code)
            }
            // A value of white space alone starting with a byte from 0x80 up (U+3000).
            if first >= 0x80, String(decoding: bytes, as: UTF8.self).allSatisfy(\.isWhitespace) { return nil }
            return signature
        }
    }

    /// The code of the plain specifier after a `%` at `start` (0 for `%%`) and its length.
    private static func specifier(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (UInt8, Int)? {
        func byte(_ offset: Int) -> UInt8 { start + offset < bytes.count ? bytes[start + offset] : 0 }
        switch byte(0) {
        case UInt8(ascii: "%"): return (0, 1)
        case UInt8(ascii: "@"): return (1, 1)
        case UInt8(ascii: "d"): return (2, 1)
        case UInt8(ascii: "i"): return (3, 1)
        case UInt8(ascii: "u"): return (4, 1)
        case UInt8(ascii: "f"): return (5, 1)
        case UInt8(ascii: "l"):
            switch (byte(1), byte(2)) {
            case (UInt8(ascii: "d"), _): return (6, 2)
            case (UInt8(ascii: "u"), _): return (7, 2)
            case (UInt8(ascii: "l"), UInt8(ascii: "d")): return (8, 3)
            case (UInt8(ascii: "l"), UInt8(ascii: "u")): return (9, 3)
            default: return nil
            }
        case UInt8(ascii: "."):
            // `%.0f` to `%.9f`.
            let digit = byte(1)
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9"), byte(2) == UInt8(ascii: "f") else { return nil }
            return (10 + digit - UInt8(ascii: "0"), 3)
        default:
            return nil
        }
    }
}

/// A value made on one thread and handed to another, which alone uses it from then on.
private struct HandedOver<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
