#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
    public static func find(from start: String = ".", home: String? = ProjectRoot.home) -> String {
        guard var folder = absolutePath(start) else { return start }
        let home = home.flatMap(absolutePath)
        var levels = 0
        while true {
            if levels > 0, let home, folder == "/" || home == folder || home.hasPrefix(folder + "/") { return start }
            if holdsMarker(folder) {
                guard levels > 0 else { return start }
                let up = Array(repeating: "..", count: levels).joined(separator: "/")
                return start == "." ? up : ProjectFiles.join(start, up)
            }
            guard folder != "/", let slash = folder.lastIndex(of: "/") else { return start }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
            levels += 1
        }
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

    private static func holdsMarker(_ folder: String) -> Bool { marker(in: folder) != nil }

    public static var home: String? { getenv("HOME").map { String(cString: $0) } }

    private static func absolutePath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
