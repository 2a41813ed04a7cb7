import StringsgenFormats
import StringsgenModel

/// A project as every command sees it: its tables, its locales, its configuration.
///
/// Where the tables come from, first match wins: the catalogs or folders given on the command
/// line; `inputs` in `stringsgen.json`; `Strings/` (its catalogs and `.lproj` folders) when the
/// project has one; otherwise every `*.xcstrings` and `<locale>.lproj` table under the project
/// folder (`TableSearch`), as Xcode lays out an app. A folder, wherever it is named, is searched
/// for catalogs and `.lproj` tables alike.
public struct Project: Sendable {
    public var root: String
    public var configuration: Configuration
    public var tables: [StringTable]
    /// The `Locales/` files; nil when the project has none.
    public var locales: [LocaleSettings]?
    /// The locales every key must be translated into (see `requiredLocales(for:)`).
    public var requiredLocales: [String]
    /// Whether `requiredLocales` is every language of the tables, for want of a list of them.
    public var requiredLocalesAreInferred = false
    /// What the app's code says of its keys' source text (`SourceTextInCode`), read only where a
    /// legacy table has keys with no source-language value; nil where none has.
    public var sourceTextInCode: SourceTextInCode?
    /// The languages the project's Xcode projects localize into (`knownRegions`, folded as
    /// `XcodeProjects.folded`), read where it has legacy tables; nil where none lists any.
    public var xcodeKnownRegions: Set<String>?
    /// The folders below the project folder that hold an Xcode project
    /// (`XcodeProjects.projectFolders`): each one's targets are the folders in it.
    public var xcodeProjectFolders: [String] = []
    /// Every file read, in the order read (for `--verbose`).
    public var filesRead: [String] = []
    /// Crowdin's in-context pseudo-languages: locales whose every value is one of Crowdin's
    /// placeholders (`crwdns154298:0crwdne154298:0`), which its in-context editor swaps for the
    /// text being translated. No user's device selects one (openfoodfacts' `lol.lproj`, named
    /// after Mongo's code: 35 findings, and `init` listed it as a shipping language).
    public var inContextLocales: Set<String> = []

    /// Every locale of the project: those of its tables (each table's source first, in the
    /// order they appear), of `Locales/` and of `requiredLocales` in `stringsgen.json`, without
    /// repeats.
    public var knownLocales: [String] {
        var seen: Set<String> = []
        var result: [String] = []
        let declared = (locales?.map(\.code) ?? []) + (configuration.requiredLocales ?? [])
        for code in tables.flatMap(\.locales) + declared where seen.insert(code).inserted {
            result.append(code)
        }
        return result
    }

    /// Loads the project at `root`. `inputs` are catalogs or folders; empty means the project's
    /// own. `requiredLocales` overrides everything else.
    public static func load(root: String, inputs: [String] = [], requiredLocales override: [String]? = nil) throws(InputError) -> Project {
        var configuration = try Configuration.load(root: root)
        var filesRead = configuration.file.map { [$0] } ?? []
        let found = try findTables(root: root, inputs: inputs, configuration: configuration)
        // Legacy tables are in the language the Xcode project develops in, where it has a folder.
        let xcodeProjects = found.lprojParents.isEmpty ? [] : XcodeProjects.projectFiles(under: root)
        if !configuration.namesSourceLanguage, !found.lprojParents.isEmpty,
           let development = XcodeProjects.developmentRegion(of: xcodeProjects), development.region != configuration.sourceLanguage,
           found.lprojParents.contains(where: { ProjectFiles.isDirectory(ProjectFiles.join($0, development.region + ".lproj")) }) {
            configuration.sourceLanguage = development.region
            filesRead.append(development.file)
        }
        var tables: [StringTable] = []
        // Every table is read before a read error stops the run, so that each is said.
        var failures: [InputError] = []
        for path in found.catalogs {
            do throws(InputError) {
                tables.append(try XCStringsReader.read(path: path))
            } catch {
                failures.append(error)
            }
            filesRead.append(path)
        }
        let build = LprojBuild(
            knownRegions: XcodeProjects.knownRegions(of: xcodeProjects), projects: xcodeProjects.map(\.text),
            sourceLanguage: configuration.sourceLanguage, catalogs: Set(found.catalogs))
        for folder in found.lprojParents {
            do throws(InputError) {
                tables += try LegacyTables.load(folder: folder, sourceLanguage: configuration.sourceLanguage, build: build.of)
            } catch {
                failures.append(error)
            }
            filesRead += LegacyTables.files(in: folder)
        }
        if let failure = InputError.combining(failures) { throw failure }
        // A nib's table split over two folders of one bundle (LoopKit's `en.lproj/CarbKit.strings`
        // beside `Resources/Base.lproj/CarbKit.storyboard` and its translations): the nib's too,
        // not what a deleted nib left behind.
        // An `NSPredicateEditor`'s formatting strings (`%[Author,Subject]@ %[contains,is]@ %@`,
        // keys and values alike) are read by AppKit, never formatted nor looked up by code: as a
        // nib's table, no `String(format:)` rules and no accessors (Vienna's `Predicates.strings`:
        // 110 false errors, and generate put English in its translations).
        for i in tables.indices where !tables[i].isInterfaceBuilder && isPredicateEditorTable(tables[i]) {
            tables[i].isInterfaceBuilder = true
        }
        let nibTables = Set(tables.filter(\.isInterfaceBuilder).map(\.name))
        for i in tables.indices where !tables[i].isInterfaceBuilder && nibTables.contains(tables[i].name) && tables[i].isLeftoverOfInterfaceBuilder {
            tables[i].isInterfaceBuilder = true
        }
        // A nib's translations kept in another folder than the nib: Monal's
        // `localization/Base.lproj/Main.storyboard`, and its 36 languages' `Main.strings` in a
        // Weblate submodule, `localization/external/<lang>.lproj/` (said to be left behind, with
        // the advice to delete them). The table is the nib's where a storyboard or xib of its
        // name anywhere in the project declares one of its objects.
        let leftovers = tables.indices.filter { !tables[$0].isInterfaceBuilder && tables[$0].isLeftoverOfInterfaceBuilder }
        if !leftovers.isEmpty {
            let nibs = Self.nibs(named: Set(leftovers.map { tables[$0].name }), under: root)
            for i in leftovers {
                guard let files = nibs[tables[i].name], let objects = interfaceBuilderObjects(of: files) else { continue }
                let ids = Set(objects.keys)
                guard tables[i].entries.contains(where: { ids.contains(String($0.key.prefix { $0 != "." })) }) else { continue }
                tables[i].isInterfaceBuilder = true
                tables[i].interfaceBuilderIDs = ids
            }
        }
        let projectTexts = xcodeProjects.map(\.text)
        let knownRegions = XcodeProjects.knownRegions(of: xcodeProjects)
        let compiled = tables.filter {
            isOnlyInUnbuiltFolders($0, knownRegions: knownRegions) ||
            isCompiledCopy($0, of: tables) || isUnbuiltBesideCatalog($0, of: tables, projects: projectTexts)
                || isUnbuiltBesideBuiltTwin($0, of: tables, root: root, projects: projectTexts)
                || isInNoXcodeProject($0, root: root, projects: projectTexts)
        }
        if !compiled.isEmpty {
            let files = Set(compiled.map(\.file))
            tables.removeAll { files.contains($0.file) }
        }
        // Keys of legacy tables with no source-language value take the text the code gives them.
        var sourceTextInCode: SourceTextInCode?
        if tables.contains(where: { table in
            table.format != .xcstrings && table.entries.contains { entry in !entry.localizations.contains { $0.locale == table.sourceLanguage } }
        }) {
            let scanned = SourceTextInCode.scan(root: root)
            tables = scanned.givingSources(to: tables)
            sourceTextInCode = scanned
        }

        let localeFiles = ProjectFiles.localeFiles(in: root)
        let locales: [LocaleSettings]? = localeFiles.isEmpty
            ? nil
            : try localeFiles.map { path throws(InputError) in try LocaleSettingsReader.read(path: path) }
        filesRead += localeFiles

        let inContext = Self.inContextLocales(of: tables)
        let required: [String]
        var inferred = false
        if let override {
            required = override
        } else if let configured = configuration.requiredLocales {
            required = configured
        } else if let locales {
            required = locales.map(\.code)
        } else {
            var seen: Set<String> = []
            required = tables.flatMap(\.locales).filter { !inContext.contains($0) && seen.insert($0).inserted }
            inferred = true
        }
        return Project(
            root: root, configuration: configuration, tables: tables, locales: locales, requiredLocales: required,
            requiredLocalesAreInferred: inferred, sourceTextInCode: sourceTextInCode,
            xcodeKnownRegions: XcodeProjects.knownRegions(of: xcodeProjects),
            xcodeProjectFolders: XcodeProjects.projectFolders(under: root), filesRead: filesRead, inContextLocales: inContext)
    }

    /// The locales (not a table's source) whose every value in every table is a Crowdin
    /// in-context placeholder (`inContextLocales`).
    static func inContextLocales(of tables: [StringTable]) -> Set<String> {
        // A real language is told by its first value; only a pseudo-language is read whole.
        var placeholders: [String: Bool] = [:]
        for table in tables {
            for locale in table.locales.dropFirst() where placeholders[locale] != false {
                placeholders[locale] = table.entries.allSatisfy { entry in
                    guard let i = entry.localizations.firstIndex(where: { $0.locale == locale }) else { return true }
                    let units = entry.localizations[i].content.units
                    return !units.isEmpty && units.allSatisfy { isCrowdinPlaceholder($0.unit.value) }
                }
            }
        }
        return Set(placeholders.filter(\.value).keys)
    }

    /// Whether `value` is `crwdns<n>:<n>…crwdne<n>:<n>`, Crowdin's in-context placeholder, with
    /// the source's placeholders between its two marks (`crwdns154320:0%dcrwdne154320:0`).
    static func isCrowdinPlaceholder(_ value: String) -> Bool {
        guard value.hasPrefix("crwdns"), let end = value.range(of: "crwdne", options: .backwards) else { return false }
        let isNumbers = { (part: Substring) in part.split(separator: ":").count == 2 && part.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ":") } }
        let start = value.index(value.startIndex, offsetBy: 6)
        guard let colon = value[start...].firstIndex(of: ":") else { return false }
        let opening = value[start...].prefix { $0.isASCII && $0.isNumber } + ":" + value[value.index(after: colon)...].prefix { $0.isASCII && $0.isNumber }
        return value[start...].hasPrefix(opening) && isNumbers(Substring(opening)) && isNumbers(value[end.upperBound...])
    }

    /// The catalogs `load` would read, for a command to lock (`FileLocks`) before it reads and
    /// rewrites them; empty where they cannot be found (`load` then says why).
    public static func catalogPaths(root: String, inputs: [String] = []) -> [String] {
        guard let configuration = try? Configuration.load(root: root),
              let found = try? findTables(root: root, inputs: inputs, configuration: configuration)
        else { return [] }
        return found.catalogs
    }

    /// The catalogs and `.lproj` folders to read: see the type's documentation.
    static func findTables(root: String, inputs: [String], configuration: Configuration) throws(InputError) -> TableSearch.Found {
        // stringsgen's own output is never input, however the project is searched: the search
        // knows generated tables by their header (`GeneratedOutput`), wherever they were written.
        var found = TableSearch.Found()
        if !inputs.isEmpty {
            for input in inputs {
                guard let tables = TableSearch.tables(at: input) else {
                    throw InputError.file(input, "expected a String Catalog (.xcstrings) or a folder holding catalogs or <locale>.lproj folders")
                }
                guard !tables.isEmpty else {
                    throw InputError.file(input, "expected String Catalogs (.xcstrings) or <locale>.lproj folders with .strings or .stringsdict files in the folder, found none (files stringsgen generated are output, never read as tables)")
                }
                found.add(tables)
            }
            return found
        }
        if let patterns = configuration.inputs {
            for (pattern, location) in patterns {
                let matches = TableSearch.glob(pattern, root: root)
                guard !matches.isEmpty else {
                    throw InputError("\"\(pattern)\" in inputs matches no file or folder of the project", at: location)
                }
                for match in matches {
                    guard let tables = TableSearch.tables(at: match), !tables.isEmpty else {
                        throw InputError("\"\(pattern)\" in inputs matches \(match), which is neither a String Catalog nor a folder holding catalogs or <locale>.lproj folders", at: location)
                    }
                    found.add(tables)
                }
            }
            return found
        }
        let strings = ProjectFiles.join(root, "Strings")
        // A Strings/ that exists but cannot be listed (a file, no permission) is an error, not "found none".
        try ProjectFiles.requireListable(strings)
        if ProjectFiles.isDirectory(strings) {
            let names = ProjectFiles.list(strings)
            found.catalogs = names.filter { $0.hasSuffix(".xcstrings") }.map { ProjectFiles.join(strings, $0) }
            var holdsTables = false
            for name in names where name.hasSuffix(".lproj") {
                let lproj = TableSearch.lprojContents(ProjectFiles.join(strings, name))
                holdsTables = holdsTables || lproj.holdsTables
                found.catalogs += lproj.catalogs
            }
            if holdsTables { found.lprojParents = [strings] }
            guard !found.isEmpty else {
                throw InputError.file(strings, "expected String Catalogs (Strings/*.xcstrings) or .lproj folders in Strings/, found none")
            }
            return found
        }
        found = TableSearch.search(root)
        guard !found.isEmpty else {
            throw InputError.file(
                root, "expected String Catalogs (*.xcstrings) or <locale>.lproj folders in the project (searched all folders but \(TableSearch.skippedDescription)), found none")
        }
        return found
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

extension Project {
    /// The storyboards and xibs under `root` named `<name>.storyboard` or `<name>.xib` for each
    /// of `names`, not descending into the folders no table is searched in or into symbolic
    /// links (`TableSearch.isDirectory` does not follow them).
    static func nibs(named names: Set<String>, under root: String) -> [String: [String]] {
        var found: [String: [String]] = [:]
        func walk(_ folder: String) {
            for name in ProjectFiles.list(folder) where !name.hasPrefix(".") {
                let path = ProjectFiles.join(folder, name)
                if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
                    let table = String(name[..<name.lastIndex(of: ".")!])
                    if names.contains(table) { found[table, default: []].append(path) }
                } else if !TableSearch.isSkipped(folder: name), TableSearch.isDirectory(path) {
                    walk(path)
                }
            }
        }
        walk(root)
        return found
    }
}

/// Legacy `.lproj` tables in a folder: one `StringTable` per table name found in any
/// `<locale>.lproj/<Table>.strings|.stringsdict`.
enum LegacyTables {
    static func load(folder: String, sourceLanguage: String, build: @escaping (String) -> LprojFileBuild = { _ in .built }) throws(InputError) -> [StringTable] {
        let names = try lprojTableSpellings(root: folder)
        guard !names.isEmpty else {
            if let generated = generatedFiles(in: folder).first {
                throw InputError.file(
                    generated, "is a file stringsgen generated (its first line says so): output, never read as a table; read the catalog it was generated from")
            }
            throw InputError.file(folder, "expected <locale>.lproj folders with .strings or .stringsdict files, found none")
        }
        var tables: [StringTable] = []
        var failures: [InputError] = []
        let lprojFiles = files(in: folder)
        for spelling in names {
            // A table whose every file no build copies is none (Windscribe's `Constants/hi-IN.lproj`).
            let own = ([spelling.name] + spelling.others).flatMap { ["/\($0).strings", "/\($0).stringsdict"] }
            let tableFiles = lprojFiles.filter { file in own.contains { file.hasSuffix($0) } }
            if !tableFiles.isEmpty, tableFiles.allSatisfy({ build($0) == .unnamed }) { continue }
            do throws(InputError) {
                tables.append(try loadLprojTable(root: folder, table: spelling.name, sourceLanguage: sourceLanguage, otherSpellings: spelling.others, build: build))
            } catch {
                failures.append(error)
            }
        }
        if let failure = InputError.combining(failures) { throw failure }
        return tables
    }

    /// The `.strings` and `.stringsdict` files of the `.lproj` folders in `folder` that are
    /// tables (not stringsgen's output), sorted.
    static func files(in folder: String) -> [String] {
        lprojFiles(in: folder, generated: false)
    }

    /// The files of `folder`'s `.lproj` folders that stringsgen generated, sorted.
    static func generatedFiles(in folder: String) -> [String] {
        lprojFiles(in: folder, generated: true)
    }

    private static func lprojFiles(in folder: String, generated: Bool) -> [String] {
        ProjectFiles.list(folder).filter { $0.hasSuffix(".lproj") }.flatMap { lproj in
            let path = ProjectFiles.join(folder, lproj)
            return ProjectFiles.list(path).filter {
                ($0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict")) && GeneratedOutput.isGenerated($0, inLproj: path) == generated
            }.map { ProjectFiles.join(path, $0) }
        }
    }
}

/// Whether the legacy table `table` is a compile of a String Catalog of its name in the folder of
/// its `.lproj` folders (`xcrun xcstringstool compile`, checked in for SwiftPM, which cannot
/// compile catalogs itself: Kaset's `Resources/<locale>.lproj/Localizable.strings` beside
/// `Resources/Localizable.xcstrings`): every key is the catalog's and nine values in ten or more
/// are its text, or it has no keys. Read as a second table, `generate` refused the app (two
/// tables of one name) and every finding was made twice. It is output, as stringsgen's own
/// generated files are.
func isCompiledCopy(_ table: StringTable, of tables: [StringTable]) -> Bool {
    guard table.format != .xcstrings else { return false }
    let lprojParent = folder(of: folder(of: table.file))
    guard let catalog = tables.first(where: {
        $0.format == .xcstrings && $0.name == table.name && folder(of: $0.file) == lprojParent
    }) else { return false }
    // A `.strings` file of no keys beside the catalog adds nothing (Boxer's `cs.lproj` holds
    // the comment “No Localized Strings” beside an empty catalog, and generate refused the app).
    if table.entries.isEmpty { return true }
    var catalogEntries: [String: Entry] = [:]
    for entry in catalog.entries { catalogEntries[entry.key] = entry }
    var compared = 0, equal = 0
    for entry in table.entries {
        guard let original = catalogEntries[entry.key] else { return false }
        for localization in entry.localizations {
            guard let value = localization.content.stringUnit?.value else { continue }
            compared += 1
            // The source language's value of a key that is its own text is the key's.
            let text = original.localization(for: localization.locale)?.content.stringUnit?.value
                ?? (localization.locale == catalog.sourceLanguage ? entry.key : nil)
            if text == value { equal += 1 }
        }
    }
    return compared > 0 && equal * 10 >= compared * 9
}

/// Whether the legacy table `table` lies beside a String Catalog of its name and no Xcode
/// project of `projects` (their `project.pbxproj` texts) names a file of it: what a migration to
/// the catalog left behind, which no build copies (fsnotes' `fr.lproj/Localizable.strings` beside
/// `Localizable.xcstrings`: generate refused the app, and 1,783 of its 3,003 findings were about
/// the leftovers). Without an Xcode project nothing tells, and the two still collide.
func isUnbuiltBesideCatalog(_ table: StringTable, of tables: [StringTable], projects: [String]) -> Bool {
    guard table.format != .xcstrings, !projects.isEmpty else { return false }
    let lprojParent = folder(of: folder(of: table.file))
    // (Beside it, or in the `mul.lproj` folder beside it, where Xcode puts a storyboard's or
    // xib's catalog: OpenInTerminal's `mul.lproj/Preferences.xcstrings` left nine
    // `<locale>.lproj/Preferences.strings` behind, 45 of its 83 errors.)
    guard tables.contains(where: { catalog in
        catalog.format == .xcstrings && catalog.name == table.name
            && (folder(of: catalog.file) == lprojParent || folder(of: catalog.file) == ProjectFiles.join(lprojParent, "mul.lproj"))
    }) else { return false }
    let names = ["\(table.name).strings", "\(table.name).stringsdict"]
    return !projects.contains { text in names.contains { text.contains($0) } }
}

/// Whether the legacy table `table` has a twin of its name in its target that an Xcode project
/// of `projects` names by its folder and `.lproj` (`path = Resources/en.lproj/X.strings`) while
/// none names `table` so: an old copy no build copies. Safe Exam Browser's stray
/// `SEB/en.lproj/DownloadFileTypes.strings` beside the built `SEB/Resources/en.lproj/…` made
/// generate refuse the whole app (exit 2). Where the projects name neither (or both) so, the
/// two still collide.
func isUnbuiltBesideBuiltTwin(_ table: StringTable, of tables: [StringTable], root: String, projects: [String]) -> Bool {
    guard table.format != .xcstrings, !projects.isEmpty else { return false }
    /// `Resources/en.lproj/X.strings` of `SEB/Resources/en.lproj/X.strings`.
    func isNamed(_ file: String) -> Bool {
        let parts = file.split(separator: "/")
        guard parts.count >= 3 else { return false }
        let tail = parts.suffix(3).joined(separator: "/")
        return projects.contains { $0.contains("path = \(tail);") || $0.contains("path = \"\(tail)\";") }
    }
    guard !isNamed(table.file) else { return false }
    let target = TargetFolder.of(table.file, root: root)
    return tables.contains { other in
        other.format != .xcstrings && other.name == table.name && other.file != table.file
            && TargetFolder.of(other.file, root: root) == target && isNamed(other.file)
    }
}

/// Whether the Xcode projects of `projects` (their `project.pbxproj` texts) name no file of the
/// legacy table `table` (`AppIntents.strings`, `.stringsdict`) and no folder or bundle it lies
/// in: no build copies it. Windscribe's `<22 locales>.lproj/AppIntents.strings` and
/// `LocationIntents.strings`, added for shortcuts and never added to a target, drew 301
/// findings and got accessors. Not where nothing tells: no project, none that names a file in
/// a `.lproj` folder, a project whose folders Xcode 16 keeps in sync (it names the folder, not
/// the files in it), or a table of a SwiftPM package (a `Package.swift` above it, up to the
/// project folder), which Xcode builds from the package's manifest.
func isInNoXcodeProject(_ table: StringTable, root: String, projects: [String]) -> Bool {
    guard table.format != .xcstrings, projects.contains(where: { $0.contains(".lproj/") }),
          !projects.contains(where: { $0.contains("PBXFileSystemSynchronizedRootGroup") }) else { return false }
    let names = ["\(table.name).strings", "\(table.name).stringsdict"]
    if projects.contains(where: { text in names.contains { isNamed($0, in: text) } }) { return false }
    // The folders it lies in, from the `.lproj` folder's parent up to the project folder.
    var folders: [String] = []
    var path = folder(of: folder(of: table.file))
    let top = root == "." ? "" : root
    while !path.isEmpty, path != top, path != "." {
        if FileBytes.exists(ProjectFiles.join(path, "Package.swift")) { return false }
        folders.append(String(path.split(separator: "/").last ?? ""))
        path = folder(of: path)
    }
    if FileBytes.exists(ProjectFiles.join(root, "Package.swift")) { return false }
    // A folder reference or a bundle copies what it holds: named by its folder's name.
    return !projects.contains { text in
        text.split(separator: "\n").contains { line in
            (line.contains("lastKnownFileType = folder") || line.contains("wrapper.") || line.contains(".bundle"))
                && folders.contains { isNamed($0, in: line) }
        }
    }
}

/// Whether a build copies a legacy table's file, as the Xcode projects tell (`LprojFileBuild`).
struct LprojBuild {
    var knownRegions: Set<String>?
    /// The projects' `project.pbxproj` texts.
    var projects: [String]
    var sourceLanguage: String
    /// The String Catalogs' paths.
    var catalogs: Set<String> = []
    /// Whether a project has Xcode 16's synchronized folders (`PBXFileSystemSynchronizedRootGroup`),
    /// whose files it does not name one by one.
    let isSynchronized: Bool
    /// Every `<folder>.lproj/<file>` the projects name (`isNamed(_:in:)` of such a name, for each
    /// file at once): Brave's project file is megabytes, and searching it twice for each of its
    /// 268 `.strings` files was 60% of a 22-second lint.
    private let lprojNames: Set<Substring>

    init(knownRegions: Set<String>?, projects: [String], sourceLanguage: String, catalogs: Set<String> = []) {
        (self.knownRegions, self.projects, self.sourceLanguage, self.catalogs) = (knownRegions, projects, sourceLanguage, catalogs)
        isSynchronized = projects.contains { $0.contains("PBXFileSystemSynchronizedRootGroup") }
        lprojNames = Set(projects.flatMap(Self.lprojNames(in:)))
    }

    /// The `<folder>.lproj/<file>` names a project file's text holds, each between the marks
    /// `isNamed(_:in:)` takes for the ends of a name.
    static func lprojNames(in text: String) -> [Substring] {
        var names: [Substring] = []
        var search = text[...]
        while let found = search.firstRange(of: ".lproj/") {
            var start = found.lowerBound
            while start > text.startIndex, !"/ \"=\t\n".contains(text[text.index(before: start)]) { start = text.index(before: start) }
            // (A name with a space in it is quoted: it ends at the quote.)
            for marks in ["\";/ \t\n", "\";/\t\n"] {
                let end = text[found.upperBound...].firstIndex { marks.contains($0) } ?? text.endIndex
                if start < found.lowerBound, end > found.upperBound { names.append(text[start..<end]) }
            }
            search = text[found.upperBound...]
        }
        return names
    }

    /// Whether a project names `lprojFile` (`<folder>.lproj/<file>`) as a file.
    private func names(_ lprojFile: String) -> Bool {
        lprojNames.contains(lprojFile[...])
    }

    func of(_ file: String) -> LprojFileBuild {
        let parts = file.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj"), !file.contains(".bundle/") else { return .built }
        if isReplacedByCatalog(file) { return .replacedByCatalog }
        let folder = String(parts[parts.count - 2])
        let locale = lprojLocale(String(folder.dropLast(".lproj".count)))
        guard folder != "Base.lproj", locale != sourceLanguage else { return .built }
        if isUnnamed(folder + "/" + parts[parts.count - 1]) { return .unnamed }
        guard let knownRegions else { return .built }
        if !knownRegions.contains(XcodeProjects.folded(locale)) { return .unbuilt }
        return isLeftOut(file) ? .notInProject : .built
    }

    /// Whether a catalog of the file's table lies beside its `.lproj` folder (or in `mul.lproj`
    /// there) and no project names a file of the table (`isUnbuiltBesideCatalog`, which leaves
    /// the table out once read): Photo Club Hub's `nl.lproj` Info.plist table beside its catalog.
    private func isReplacedByCatalog(_ file: String) -> Bool {
        guard !projects.isEmpty, !catalogs.isEmpty else { return false }
        let name = String(file.split(separator: "/").last ?? "").split(separator: ".").dropLast().joined(separator: ".")
        let parent = folder(of: folder(of: file))
        guard catalogs.contains(ProjectFiles.join(parent, name + ".xcstrings"))
                || catalogs.contains(ProjectFiles.join(ProjectFiles.join(parent, "mul.lproj"), name + ".xcstrings")) else { return false }
        return !projects.contains { text in text.contains("\(name).strings") || text.contains("\(name).stringsdict") }
    }

    /// Whether projects that name files in `.lproj` folders one by one leave out `file`, of a
    /// language they localize into, while they name its table's file in two or more of the
    /// other `.lproj` folders beside its own (Monolingual's `sk.lproj/Localizable.strings`, beside
    /// 14 named ones: its 34 translations were checked as shipped, and the app shows Slovak users
    /// English). (A vendored framework's tables are not read at all: `TableSearch`.)
    private func isLeftOut(_ file: String) -> Bool {
        guard !isSynchronized else { return false }
        let parts = file.split(separator: "/")
        let name = String(parts[parts.count - 1]), own = String(parts[parts.count - 2])
        guard !names(own + "/" + name) else { return false }
        let parent = folder(of: folder(of: file))
        let siblings = ProjectFiles.list(parent.isEmpty ? "." : parent)
            .filter { $0.hasSuffix(".lproj") && $0 != own && FileBytes.exists(ProjectFiles.join(ProjectFiles.join(parent, $0), name)) }
        return siblings.count { sibling in names(sibling + "/" + name) } >= 2
    }

    /// Whether projects that name files in `.lproj` folders one by one (not Xcode 16's
    /// synchronized folders) name the file of the same language's folder spelled another way
    /// (`pt-BR.lproj/X.strings`) and not `lprojFile` (`pt_BR.lproj/X.strings`). (A file of a
    /// language no other folder spells, left out of the project, is still read: Monolingual's
    /// `sk.lproj/Localizable.strings`, whose keys the app shows in English.)
    private func isUnnamed(_ lprojFile: String) -> Bool {
        guard !isSynchronized, !names(lprojFile) else { return false }
        let parts = lprojFile.split(separator: "/")
        let folder = String(parts[0].dropLast(".lproj".count))
        let locale = lprojLocale(folder)
        let spellings = Set([locale, locale.replacing("_", with: "-"), locale.replacing("-", with: "_")]).subtracting([folder])
        return spellings.contains { spelling in names("\(spelling).lproj/\(parts[1])") }
    }
}

/// Whether a project file's text names `name` as a file or folder: after `/`, a space, `"` or
/// `=`, and before `"`, `;`, `/` or white space (not `MyAppIntents.strings` for `AppIntents.strings`).
private func isNamed<Text: StringProtocol>(_ name: String, in text: Text) -> Bool {
    var search = text[...]
    while let found = search.firstRange(of: name) {
        let before = found.lowerBound == text.startIndex ? " " : text[text.index(before: found.lowerBound)]
        let after = found.upperBound == text.endIndex ? " " : text[found.upperBound]
        if "/ \"=\t".contains(before), "\";/ \t\n".contains(after) { return true }
        search = text[found.upperBound...]
    }
    return false
}

/// Whether every folder of the legacy table `table` is of a language the Xcode projects do
/// not localize into (`knownRegions`): no build copies any of it (Windscribe's
/// `Constants/hi-IN.lproj/Localizable.strings`, with no `en` file beside it: `init` counted its
/// 318 keys in every language's share and wrote all 21 languages in progress, and lint then
/// asked each for them, 1,728 false errors). A Settings bundle is copied whole.
func isOnlyInUnbuiltFolders(_ table: StringTable, knownRegions: Set<String>?) -> Bool {
    guard table.format != .xcstrings, let knownRegions, !table.file.contains(".bundle/") else { return false }
    // (`locales` starts with the source language, which the table may have no file of.)
    var locales: Set<String> = []
    for entry in table.entries { for localization in entry.localizations { locales.insert(localization.locale) } }
    return !locales.isEmpty && !locales.contains { $0 == "Base" || knownRegions.contains(XcodeProjects.folded($0)) }
}

/// Whether a legacy table is an `NSPredicateEditor`'s formatting strings: half its keys or more
/// hold a pop-up's items, `%[a,b]@` or `%2$[a,b]@`.
func isPredicateEditorTable(_ table: StringTable) -> Bool {
    guard table.format != .xcstrings, !table.entries.isEmpty else { return false }
    let pops = table.entries.count { entry in
        guard let open = entry.key.range(of: "%"), entry.key.contains("]@") else { return false }
        return entry.key[open.upperBound...].prefix(4).contains("[")
    }
    return pops * 2 >= table.entries.count
}

/// The folder of `path` as written (`a/b` of `a/b/c`), "" for a name alone.
private func folder(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
}
