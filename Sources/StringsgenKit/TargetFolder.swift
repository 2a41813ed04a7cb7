import StringsgenICU
import StringsgenModel

/// The target a table belongs to, by where its file lies in the project: the folder Xcode gives
/// each target (`MyApp/`, `MyWidget/`) or SwiftPM's `Sources/<Target>/` (and `Tests/<Target>/`),
/// also in a local package inside the project (`Packages/Accounts/Sources/Accounts/`).
/// Two targets may each have a table of one name (Xcode's default `Localizable.xcstrings` in an
/// app and its widget, or in each of an app's local packages): they are generated side by side,
/// each into its own folder, and each is held to its own target's languages.
public enum TargetFolder {
    /// The target folder of `file` relative to `root` (`MyApp`, `Sources/MyApp`,
    /// `Packages/Accounts/Sources/Accounts`); "" for a file at the root or outside it.
    public static func of(_ file: String, root: String) -> String {
        let folders = self.folders(of: file, root: root)
        // The innermost `Sources/<Target>/` or `Tests/<Target>/` that holds the file: btlb keeps
        // ten local packages under `Packages/`, each with its own `Localizable.xcstrings`,
        // which were all one target `Packages` (and one table written ten times) before.
        if let i = folders.indices.dropLast().last(where: { folders[$0] == "Sources" || folders[$0] == "Tests" }) {
            return folders[...(i + 1)].joined(separator: "/")
        }
        return folders.first ?? ""
    }

    /// The folders from `root` to the one that holds `file`, a legacy table's `<locale>.lproj`
    /// left out (a table in `en.lproj/` at the root is the root's); empty outside `root`.
    static func folders(of file: String, root: String) -> [String] {
        let path = Generation.relative(file, to: root)
        guard !path.hasPrefix("/"), !path.hasPrefix("../") else { return [] }
        var folders = path.split(separator: "/").map(String.init).dropLast()
        if folders.last?.hasSuffix(".lproj") == true { folders = folders.dropLast() }
        return Array(folders.filter { $0 != "." })
    }

    /// Each table's target (`of(_:root:)`), except where two tables of one name would share one
    /// and each of them is in a folder of its own with code of its own: then each is that folder
    /// (an app extension's folder inside the app's, as Transmission's `macosx/QuickLookPlugin/`,
    /// with its `.mm` files, in `macosx/`, whose three `Localizable` tables were one table
    /// written three times). Two in one target's plain folders (`MyApp/Resources/`) still
    /// collide, as they would in Xcode (`GenerationPlanCheck`).
    public static func targets(of tables: [StringTable], root: String) -> [String] {
        var targets = tables.map { of($0.file, root: root) }
        var byTargetAndName: [String: [Int]] = [:]
        for i in tables.indices { byTargetAndName[targets[i] + "\u{0}" + tables[i].name, default: []].append(i) }
        for indices in byTargetAndName.values where indices.count > 1 {
            let target = targets[indices[0]]
            let holders = indices.map { folders(of: tables[$0].file, root: root).joined(separator: "/") }
            guard Set(holders).count == holders.count,
                  holders.allSatisfy({ $0 == target || holdsCode(ProjectFiles.join(root, $0)) }) else { continue }
            for (i, holder) in zip(indices, holders) { targets[i] = holder }
        }
        return targets
    }

    /// Whether `folder` holds source code of its own (a target's folder, not its resources').
    static func holdsCode(_ folder: String) -> Bool {
        ProjectFiles.list(folder).contains { name in
            [".swift", ".m", ".mm", ".c", ".cpp", ".h"].contains { name.hasSuffix($0) }
        }
    }
}

extension Project {
    /// Each table's target folder (`TargetFolder.targets(of:root:)`), by the table's file.
    public var targetFolders: [String: String] {
        Dictionary(zip(tables.map(\.file), TargetFolder.targets(of: tables, root: root)), uniquingKeysWith: { a, _ in a })
    }

    /// The names of the tables that more than one target has.
    var sharedTableNames: Set<String> {
        var seen: Set<String> = []
        var shared: Set<String> = []
        for name in tables.map(\.name) where !seen.insert(name).inserted { shared.insert(name) }
        return shared
    }

    /// The locales `table` must be translated into: the project's, where it names them
    /// (`--locales`, `requiredLocales`, `Locales/`); otherwise every language of the tables in
    /// the table's own target, so a widget is not asked for a language only the app ships, but
    /// a regional variant of the table's source language (`en-GB` beside `en`).
    ///
    /// Such a variant is usually there to override the few texts that differ (“Centre”,
    /// “Customise”): every key it lacks shows the source language's text, which is the same
    /// language (the generated accessors fall back to the development language). Found trying
    /// Mlem, whose `en-GB` holds its 28 British spellings and drew 1,084 `missing-translation`
    /// errors. A project that translates a variant in full names it in `Locales/` or
    /// `requiredLocales`, which holds it to every key.
    public func requiredLocales(for table: StringTable) -> [String] {
        guard requiredLocalesAreInferred else { return requiredLocales }
        let targets = targetFolders
        let target = targets[table.file] ?? TargetFolder.of(table.file, root: root)
        var seen: Set<String> = []
        let sourceLanguage = LocaleIdentifier.language(table.sourceLanguage)
        return tables.filter { targets[$0.file] == target }.flatMap(\.locales).filter { locale in
            guard seen.insert(locale).inserted else { return false }
            return locale == table.sourceLanguage || sourceLanguage.isEmpty || LocaleIdentifier.language(locale) != sourceLanguage
        }
    }
}

extension Project {
    /// The app's own names, which every language keeps as written: each Xcode project's name in
    /// the project folder or a folder in it (`Nostur.xcodeproj`), and the bundle names its
    /// InfoPlist tables give (`CFBundleDisplayName`, `CFBundleName`, in the source language;
    /// not a build setting such as `$(PRODUCT_NAME)`, nor a phrase of more than four words).
    /// “Nostur Pro” and “Mac Mouse Fix” left as written in every language are names.
    public var productNames: [String] {
        var names: [String] = []
        func add(_ name: String) {
            let name = String(name.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            guard !name.isEmpty, !name.contains("$("), name.split(separator: " ").count <= 4, !names.contains(name) else { return }
            names.append(name)
        }
        for folder in [root] + ProjectFiles.list(root).map({ ProjectFiles.join(root, $0) }).filter(ProjectFiles.isDirectory) {
            for name in ProjectFiles.list(folder) where name.hasSuffix(".xcodeproj") { add(String(name.dropLast(".xcodeproj".count))) }
        }
        for table in tables where table.name.lowercased() == "infoplist" {
            for entry in table.entries where entry.key == "CFBundleDisplayName" || entry.key == "CFBundleName" {
                entry.localization(for: table.sourceLanguage)?.content.stringUnit.map { add($0.value) }
            }
        }
        return names
    }
}
