#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StringsgenFormats

/// The SwiftPM target a path lies in: `<package>/Sources/<Target>/…` where `<package>` holds a
/// `Package.swift`. Accessors compiled into such a target find its resources in `Bundle.module`
/// (SwiftPM bundles the `.lproj` folders under a target without being told), never in
/// `Bundle.main`, where every lookup would return the raw key.
public struct SwiftPMTarget: Sendable, Equatable {
    /// The target's folder, absolute.
    public var folder: String
    public var name: String

    /// The target `path` (relative to the current folder, or absolute) lies in; nil when none.
    public static func containing(_ path: String) -> SwiftPMTarget? {
        let components = absolute(path).split(separator: "/").map(String.init)
        // The innermost `Sources/<Target>` with a Package.swift beside `Sources` (not the file itself).
        for index in stride(from: components.count - 3, through: 0, by: -1) where components[index] == "Sources" {
            let package = "/" + components[..<index].joined(separator: "/")
            guard FileBytes.exists(package == "/" ? "/Package.swift" : package + "/Package.swift") else { continue }
            return SwiftPMTarget(folder: "/" + components[...(index + 1)].joined(separator: "/"), name: components[index + 1])
        }
        return nil
    }

    /// Whether `path` lies in this target's folder.
    public func holds(_ path: String) -> Bool {
        Self.absolute(path).hasPrefix(folder + "/")
    }

    /// The target's folder as a path from the current folder (`Sources/MyApp`, `.`, `../MyApp`).
    public var relativeFolder: String {
        let current = Self.absolute(".").split(separator: "/")
        let target = folder.split(separator: "/")
        var common = 0
        while common < current.count, common < target.count, current[common] == target[common] { common += 1 }
        let path = Array(repeating: "..", count: current.count - common) + target[common...].map(String.init)
        return path.isEmpty ? "." : path.joined(separator: "/")
    }

    /// `path` from the root, without `.` and `..` (not resolving links: the folders may not exist yet).
    static func absolute(_ path: String) -> String {
        var full = path
        if !path.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            guard let cwd = getcwd(&buffer, buffer.count) else { return path }
            full = String(cString: cwd) + "/" + path
        }
        var parts: [Substring] = []
        for part in full.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }
}
