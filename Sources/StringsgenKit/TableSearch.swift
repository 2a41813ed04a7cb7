#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StringsgenFormats
import StringsgenModel

/// Finds a project's tables where an app keeps them: String Catalogs (`*.xcstrings`) and legacy
/// `<locale>.lproj` folders anywhere under a folder (Xcode puts `Localizable.xcstrings` in the
/// app's own folder, `MyApp/Localizable.xcstrings`), and the paths a configuration names by glob.
public enum TableSearch {
    /// Folders never searched: build products, dependencies and version control, which hold
    /// other people's tables or copies of the project's own.
    public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git", "node_modules"]
    /// Bundles of folders never searched either: Xcode's Localization Catalogs (`de.xcloc`,
    /// what Export Localizations writes and translators send back) hold copies of the project's
    /// tables under `Source Contents/`, which Xcode overwrites at every export. Built frameworks
    /// (`Sparkle.framework`, `*.xcframework`), which an app vendors, hold the compiled tables
    /// of their makers, which the app can neither translate nor fix: jyutping commits
    /// `Sparkle.framework`, whose 34 languages made 1,217 of its findings and 33 XLIFF files.
    /// So do other built bundles: an XPC service, an app or an app extension (Simplenote vendors
    /// Sparkle's `InstallerLauncher.xpc` with an `Updater.app` inside, 32 `.lproj` files, one of
    /// whose Turkish strings stopped every command with exit 2).
    public static let skippedBundleExtensions = [".xcloc", ".framework", ".xcframework", ".xpc", ".app", ".appex"]

    /// Whether a folder of this name is never searched (`skippedFolders`, `skippedBundleExtensions`).
    public static func isSkipped(folder name: String) -> Bool {
        skippedFolders.contains(name) || skippedBundleExtensions.contains { name.hasSuffix($0) }
    }

    /// The folders never searched, as a message lists them.
    static var skippedDescription: String {
        (skippedFolders.sorted() + skippedBundleExtensions.map { "*" + $0 }).joined(separator: ", ")
    }

    /// What a search found: catalogs, and folders holding `<locale>.lproj` folders with
    /// `.strings` or `.stringsdict` files, each sorted by path.
    public struct Found: Sendable, Equatable {
        public var catalogs: [String] = []
        public var lprojParents: [String] = []

        public var isEmpty: Bool { catalogs.isEmpty && lprojParents.isEmpty }

        mutating func add(_ other: Found) {
            for catalog in other.catalogs where !catalogs.contains(catalog) { catalogs.append(catalog) }
            for parent in other.lprojParents where !lprojParents.contains(parent) { lprojParents.append(parent) }
        }
    }

    /// Every catalog and `.lproj` table under `folder`, not descending into skipped folders (`isSkipped(folder:)`) or
    /// symbolic links; `.lproj` tables stringsgen generated are never found, wherever they were
    /// written (`GeneratedOutput`).
    public static func search(_ folder: String) -> Found {
        var found = Found()
        walk(folder, into: &found)
        return found
    }

    private static func walk(_ folder: String, into found: inout Found) {
        var holdsLproj = false
        for name in ProjectFiles.list(folder) {
            let path = ProjectFiles.join(folder, name)
            if name.hasSuffix(".xcstrings"), !isDirectory(path) {
                found.catalogs.append(path)
                continue
            }
            guard isDirectory(path), !isSkipped(folder: name) else { continue }
            if name.hasSuffix(".lproj") {
                let lproj = lprojContents(path)
                holdsLproj = holdsLproj || lproj.holdsTables
                found.catalogs += lproj.catalogs
            } else {
                walk(path, into: &found)
            }
        }
        if holdsLproj { found.lprojParents.append(folder) }
        found.catalogs.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        found.lprojParents.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// What a `<locale>.lproj` folder holds: whether `.strings` or `.stringsdict` files of a
    /// legacy table (not ones stringsgen generated), and the catalogs Xcode keeps there for a
    /// storyboard or xib (`mul.lproj/MainInterface.xcstrings`), to lint like any other.
    static func lprojContents(_ path: String) -> (holdsTables: Bool, catalogs: [String]) {
        let contents = ProjectFiles.list(path)
        let holdsTables = contents.contains {
            ($0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict")) && !GeneratedOutput.isGenerated($0, inLproj: path)
        }
        let catalogs = contents.filter { $0.hasSuffix(".xcstrings") && !isDirectory(ProjectFiles.join(path, $0)) }
        return (holdsTables, catalogs.map { ProjectFiles.join(path, $0) })
    }

    /// The tables an input names: a catalog; a `<locale>.lproj` folder (its table set: the folder
    /// around it); any other folder, searched. nil when the path is neither.
    public static func tables(at input: String) -> Found? {
        // A catalog that cannot be read is the reader's to report, with its path.
        if input.hasSuffix(".xcstrings"), !ProjectFiles.isDirectory(input) { return Found(catalogs: [input]) }
        guard ProjectFiles.isDirectory(input) else { return nil }
        let trimmed = input.hasSuffix("/") && input.count > 1 ? String(input.dropLast()) : input
        if trimmed.hasSuffix(".lproj") {
            let parent = trimmed.contains("/") ? String(trimmed[..<trimmed.lastIndex(of: "/")!]) : "."
            return Found(lprojParents: [parent.isEmpty ? "/" : parent])
        }
        return search(trimmed)
    }

    /// The paths under `root` that `pattern` matches, sorted: `*` and `?` within one name (as
    /// `fnmatch` reads them), `**` any number of folders; a pattern without wildcards names one
    /// path. Skipped folders are never entered by a wildcard.
    public static func glob(_ pattern: String, root: String) -> [String] {
        let absolute = pattern.hasPrefix("/")
        let segments = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var results: [String] = []
        expand(segments[...], at: absolute ? "/" : root, into: &results)
        var seen: Set<String> = []
        return results.filter { seen.insert($0).inserted }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private static func expand(_ segments: ArraySlice<String>, at path: String, into results: inout [String]) {
        guard let segment = segments.first else {
            results.append(path)
            return
        }
        let rest = segments.dropFirst()
        if segment == "**" {
            expand(rest, at: path, into: &results)
            for name in ProjectFiles.list(path) where !isSkipped(folder: name) {
                let child = ProjectFiles.join(path, name)
                if isDirectory(child) { expand(segments, at: child, into: &results) }
            }
        } else if !segment.contains(where: { "*?[".contains($0) }) {
            let child = ProjectFiles.join(path, segment)
            if segment == "." || segment == ".." || exists(child) { expand(rest, at: child, into: &results) }
        } else {
            for name in ProjectFiles.list(path) where fnmatch(segment, name, FNM_PERIOD) == 0 {
                if !rest.isEmpty, isSkipped(folder: name) { continue }
                expand(rest, at: ProjectFiles.join(path, name), into: &results)
            }
        }
    }

    /// A directory, not followed through a symbolic link (no search loops).
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }
}
