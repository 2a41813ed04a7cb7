#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StringsgenFormats

/// Finds the project a run belongs to the way git and SwiftPM find theirs: from the current
/// folder up to the nearest folder that holds one of `markers`, so `cd Sources/MyApp &&
/// stringsgen lint` reads the root's `stringsgen.json` and `Locales/` and writes the root's
/// `Generated/`, not a second one inside the target.
public enum ProjectRoot {
    /// What marks a project's folder: stringsgen's own files, then a package, an Xcode project or
    /// a repository. `Strings/` is stringsgen's convention for a project with nothing else.
    public static let markers = ["stringsgen.json", "Locales", "Strings", "Package.swift", "*.xcodeproj", ".git"]

    /// The project folder for a run in `start`: `start` itself when it holds a marker, else the
    /// nearest folder above it that does, as a path from `start` (`../..`); `start` when none
    /// does. The search never takes the home folder (or a folder above it) for a project from
    /// below it: a home folder kept in git is not the app being worked on.
    ///
    /// A folder that holds `Strings/` and nothing more of a project is one unless an Xcode
    /// project above it, up to the repository's root, names a `Strings` folder: Psiphon keeps
    /// its tables in `Shared/Strings/`, and a run from `Shared/` read them without the root's
    /// Xcode project (441 findings about folders no target builds). (A package or stringsgen's
    /// files above it do not count: this repository's own test fixtures are such folders.)
    public static func find(from start: String = ".", home: String? = ProjectRoot.home) -> String {
        guard var folder = absolutePath(start) else { return start }
        let home = home.flatMap(absolutePath)
        func path(_ levels: Int) -> String {
            guard levels > 0 else { return start }
            let up = Array(repeating: "..", count: levels).joined(separator: "/")
            return start == "." ? up : ProjectFiles.join(start, up)
        }
        var levels = 0
        var stringsFolder: Int?
        // An Xcode project that names no table (Windscribe's 12 KB `Windscribe/Windscribe.xcodeproj`
        // of its first commit, `knownRegions` en and Base): the project above it that names
        // tables takes over, as the one the app is built from.
        var strayProject: Int?
        while true {
            if levels > 0, let home, folder == "/" || home == folder || home.hasPrefix(folder + "/") {
                return (strayProject ?? stringsFolder).map(path) ?? start
            }
            let names = ProjectFiles.list(folder)
            if let strayProject {
                if names.contains(where: { $0.hasSuffix(".xcodeproj") && Self.namesTables(ProjectFiles.join(folder, $0)) }) { return path(levels) }
                if names.contains(".git") || names.contains(where: { $0 == "stringsgen.json" || $0 == "Locales" || $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") }) {
                    return path(strayProject)
                }
            } else if stringsFolder == nil, !names.contains(where: { $0 == "stringsgen.json" || $0 == "Locales" || $0 == "Package.swift" }),
                      names.contains(where: { $0.hasSuffix(".xcodeproj") }),
                      !names.contains(where: { $0.hasSuffix(".xcodeproj") && Self.namesTables(ProjectFiles.join(folder, $0)) }) {
                if names.contains(".git") { return path(levels) }
                strayProject = levels
            } else if let stringsFolder {
                if names.contains(where: { $0.hasSuffix(".xcodeproj") && Self.namesStringsFolder(ProjectFiles.join(folder, $0)) }) { return path(levels) }
                if names.contains(where: { $0 == "stringsgen.json" || $0 == "Locales" || $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") }) {
                    return path(stringsFolder)
                }
            } else if names.contains(where: { $0 == "stringsgen.json" || $0 == "Locales" || $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") }) {
                return path(levels)
            }
            if strayProject == nil {
                if stringsFolder == nil, names.contains("Strings") { stringsFolder = levels }
                if names.contains(".git") { return path(stringsFolder ?? levels) }
            }
            guard folder != "/", let slash = folder.lastIndex(of: "/") else { return (strayProject ?? stringsFolder).map(path) ?? start }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
            levels += 1
        }
    }

    /// Whether the Xcode project names a table (a `.strings`, `.stringsdict` or `.xcstrings`
    /// file), or a folder it copies whole or that Xcode 16 keeps in sync (whose files it does
    /// not name).
    static func namesTables(_ project: String) -> Bool {
        guard let text = try? FileBytes.read(ProjectFiles.join(project, "project.pbxproj")) else { return true }
        let pbxproj = String(decoding: text, as: UTF8.self)
        return [".strings;", ".strings\"", ".stringsdict", ".xcstrings", "PBXFileSystemSynchronizedRootGroup", "lastKnownFileType = folder;"]
            .contains { pbxproj.contains($0) }
    }

    /// Whether the Xcode project names a folder `Strings` (`path = Strings;`,
    /// `path = Shared/Strings/en.lproj/…`).
    static func namesStringsFolder(_ project: String) -> Bool {
        guard let text = try? FileBytes.read(ProjectFiles.join(project, "project.pbxproj")) else { return false }
        let pbxproj = String(decoding: text, as: UTF8.self)
        return ["Strings;", "Strings/", "Strings\""].contains { pbxproj.contains($0) }
    }

    /// Which marker `folder` holds, if any.
    public static func marker(in folder: String) -> String? {
        let names = ProjectFiles.list(folder)
        for marker in markers {
            if marker.hasPrefix("*") {
                if let match = names.first(where: { $0.hasSuffix(marker.dropFirst()) }) { return match }
            } else if names.contains(marker) {
                return marker
            }
        }
        return nil
    }

    public static var home: String? { getenv("HOME").map { String(cString: $0) } }

    private static func absolutePath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
