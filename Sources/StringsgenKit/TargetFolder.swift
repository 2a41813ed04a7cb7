import StringsgenModel

/// The target a table belongs to, by where its file lies in the project: the folder Xcode gives
/// each target (`MyApp/`, `MyWidget/`) or SwiftPM's `Sources/<Target>/` (and `Tests/<Target>/`).
/// Two targets may each have a table of one name (Xcode's default `Localizable.xcstrings` in an
/// app and its widget): they are generated side by side, each into its own folder, and each is
/// held to its own target's languages.
public enum TargetFolder {
    /// The target folder of `file` relative to `root` (`MyApp`, `Sources/MyApp`); "" for a file
    /// at the root or outside it.
    public static func of(_ file: String, root: String) -> String {
        let path = Generation.relative(file, to: root)
        guard !path.hasPrefix("/"), !path.hasPrefix("../") else { return "" }
        let components = path.split(separator: "/").map(String.init)
        if components.count >= 3, components[0] == "Sources" || components[0] == "Tests" {
            return components[0] + "/" + components[1]
        }
        return components.count >= 2 ? components[0] : ""
    }
}

extension Project {
    /// The names of the tables that more than one target has.
    var sharedTableNames: Set<String> {
        var seen: Set<String> = []
        var shared: Set<String> = []
        for name in tables.map(\.name) where !seen.insert(name).inserted { shared.insert(name) }
        return shared
    }

    /// The locales `table` must be translated into: the project's, where it names them
    /// (`--locales`, `requiredLocales`, `Locales/`); otherwise every language of the tables in
    /// the table's own target, so a widget is not asked for a language only the app ships.
    public func requiredLocales(for table: StringTable) -> [String] {
        guard requiredLocalesAreInferred else { return requiredLocales }
        let target = TargetFolder.of(table.file, root: root)
        var seen: Set<String> = []
        return tables.filter { TargetFolder.of($0.file, root: root) == target }.flatMap(\.locales).filter { seen.insert($0).inserted }
    }
}
