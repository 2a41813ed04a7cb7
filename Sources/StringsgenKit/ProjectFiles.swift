#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StringsgenFormats
import StringsgenICU
import StringsgenModel

/// Where a project keeps its files, by convention: its tables (see `Project`), `Locales/*.json`,
/// and an optional `stringsgen.json`.
public enum ProjectFiles {
    /// The project's catalogs, found as every command finds its tables (`Project`): `inputs` in
    /// `stringsgen.json`, else `Strings/`, else every catalog under `root`. A project with no
    /// table at all is an error; one whose tables are all legacy `.lproj` files has no catalog.
    public static func catalogs(in root: String) throws(InputError) -> [String] {
        let configuration = try Configuration.load(root: root)
        return try Project.findTables(root: root, inputs: [], configuration: configuration).catalogs
    }

    /// `path` (as found from where stringsgen runs: `../Strings/App.xcstrings` from a folder
    /// below the project) relative to the project at `root`: `Strings/App.xcstrings`.
    public static func relativeToProject(_ path: String, root: String) -> String {
        Generation.relative(path, to: root)
    }

    /// The `Locales/*.json` files, sorted; empty when the project has no `Locales/`.
    public static func localeFiles(in root: String) -> [String] {
        let folder = join(root, "Locales")
        return list(folder).filter { $0.hasSuffix(".json") }.map { join(folder, $0) }
    }

    /// The names in a directory, sorted by code point; empty when it does not exist.
    public static func list(_ directory: String) -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// `a/b`, without a leading `./` so diagnostics name paths as a person typed them.
    public static func join(_ directory: String, _ name: String) -> String {
        directory == "." || directory.isEmpty ? name : directory.hasSuffix("/") ? directory + name : "\(directory)/\(name)"
    }
}

public enum StringsgenVersion {
    public static let current = "0.1.0"

    /// stringsgen's version with those of the ICU it runs on (read from the library itself).
    public static var withData: ToolVersions {
        ToolVersions(stringsgen: current, icu: ICUVersions.icu, unicode: ICUVersions.unicode, cldr: ICUVersions.cldr)
    }
}

extension ProjectFiles {
    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
