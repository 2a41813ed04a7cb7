import StringsgenChecks
import StringsgenCodegen
import StringsgenKit
import StringsgenModel

/// `stringsgen usage` on a project: its Swift code scanned with the project's configuration
/// (`usage` and `generate.namespace` of stringsgen.json), held against its tables.
public struct ProjectUsage {
    public var scan: CodeScan
    public var diagnostics: [Diagnostic]
    /// Table name → the keys a use in the code found.
    public var keysFound: [String: Set<String>]

    /// The folders scanned when neither `--code` nor `usage.code` says: the project folder.
    public static func codeFolders(of project: Project) -> [String] {
        (project.configuration.usageCode ?? ["."]).map { ProjectFiles.join(project.root, $0) }
    }

    /// Scans `code` (default: `codeFolders(of:)`) and lints the project's tables against it.
    public static func run(_ project: Project, code: [String]? = nil) throws(InputError) -> ProjectUsage {
        let configuration = project.configuration
        var scanner = CodeScanner(
            functions: configuration.usageFunctions.map {
                KeyFunction(name: $0.name, label: $0.label, position: $0.position, tableLabel: $0.tableLabel)
            },
            namespace: configuration.namespace)
        scanner.swiftGenEnums.formUnion(SwiftGenAccessors.enumNames(inConfigurationsAt: project.root))
        let folders = code ?? codeFolders(of: project)
        let swiftFiles = try CodeScanner.swiftFiles(at: folders)
        var scan = try scanner.scan(files: swiftFiles)
        let objectiveC = SourceTextInCode.objectiveCLiterals(under: folders)
        // No code at all: every key would be said unused (Proxyman's published catalogs, whose
        // app is closed: 2,272 `unused-key` warnings and not a word about the code).
        if swiftFiles.isEmpty, objectiveC.isEmpty {
            throw InputError.file(
                folders[0],
                "expected the app's code (a .swift, .m or .h file) here, found none, so no key can be held against it: give the code's folder with --code, or usage.code in stringsgen.json")
        }
        scan.literals.formUnion(objectiveC)
        scan.literals.formUnion(SettingsTitles.titles(under: folders))
        scan.literals.formUnion(InterfaceBuilderTexts.texts(under: folders))
        // Tables no code looks up by key are not held against the code: Info.plist's, App
        // Shortcuts', a storyboard's or xib's, a Settings bundle's, and an intent definition's
        // (the system looks `Intents.strings` up by the definition's ids: Pocket Casts' and
        // TwidereX's 89 keys were said to be unused).
        // Nor a library's resource bundle that no code of the app names (seafile-iOS's
        // `QBImagePickerController.bundle`, a CocoaPod's, whose code reads its 8 keys and is not
        // in the repository: told to remove them all).
        let literals = scan.literals
        let tables = project.tables.filter { table in
            !Generation.isInterfaceBuilderCatalog(table, project) && !table.isInterfaceBuilder && !Generation.isSettingsBundle(table, project)
                && !MissingSourceFile.isIntentTable(table) && !Self.isUnnamedResourceBundle(table, literals: literals)
        }
        var usage = KeyUsage(tables: tables, severities: try Linting.severityPolicy(configuration))
        usage.dynamicKeys = configuration.dynamicKeys.map { KeyPattern($0.pattern, location: $0.location) }
        usage.productNames = Set(project.productNames)
        for table in tables {
            guard let type = SwiftIdentifier.type(forTable: table.name) else { continue }
            // xcstrings-tool names a table's accessor in lower camel case (`.localizable(.key)`).
            let xcstringsTool = type.prefix(1).lowercased() + type.dropFirst()
            for entry in table.entries {
                // SwiftGen's accessor, with the table's enum where a project has several.
                let folded = SwiftGenAccessors.folded(entry.key)
                if !folded.isEmpty {
                    usage.accessorKeys[SwiftGenAccessors.useType, default: [:]][folded, default: []].append(entry.key)
                    usage.accessorKeys[SwiftGenAccessors.useType, default: [:]][SwiftGenAccessors.folded(table.name) + folded, default: []].append(entry.key)
                }
                guard let member = configuration.names[entry.key] ?? SwiftIdentifier.member(forKey: entry.key, tableName: table.name) else { continue }
                usage.accessorKeys[type, default: [:]][member, default: []].append(entry.key)
                usage.accessorKeys[xcstringsTool, default: [:]][member, default: []].append(entry.key)
                // Xcode 26 makes a symbol of each key of `Localizable` added by hand, in lower
                // camel case (`about_build_log_button` → `.aboutBuildLogButton`).
                if table.name == "Localizable", table.format == .xcstrings, entry.extractionState == "manual",
                   let symbol = SwiftIdentifier.member(forKey: entry.key, tableName: table.name) {
                    usage.accessorKeys[AccessorUse.catalogSymbolType, default: [:]][symbol, default: []].append(entry.key)
                }
            }
        }
        let result = usage.check(scan)
        return ProjectUsage(scan: scan, diagnostics: result.diagnostics, keysFound: result.keysFound)
    }
}

extension ProjectUsage {
    /// Whether `table` lies in a resource bundle (`<Name>.bundle/`, not a Settings bundle) whose
    /// name no string literal of the app's code holds: a library's, read by the library's code.
    static func isUnnamedResourceBundle(_ table: StringTable, literals: Set<String>) -> Bool {
        guard let bundle = table.file.split(separator: "/").last(where: { $0.hasSuffix(".bundle") }),
              !Generation.settingsBundleNames.contains(String(bundle)) else { return false }
        let name = String(bundle.dropLast(".bundle".count))
        return !name.isEmpty && !literals.contains { $0.contains(name) }
    }
}
