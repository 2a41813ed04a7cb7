#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StringsgenFormats
import StringsgenICU

/// The SwiftPM target a path lies in: the target of the innermost package above it (the folder
/// with a `Package.swift`) whose folder holds it, as the manifest declares (`SwiftPMManifest`:
/// `path: "Sources"` or SwiftPM's default `Sources/<Target>`). Where the manifest declares no
/// target that holds it, `Sources/<Target>/…` by layout (a target whose name the manifest
/// does not write as a literal). Accessors compiled into such a target find its resources in
/// `Bundle.module` (SwiftPM bundles the `.lproj` folders under a target without being told),
/// never in `Bundle.main`, where every lookup would return the raw key.
public struct SwiftPMTarget: Sendable, Equatable {
    /// The target's folder, absolute.
    public var folder: String
    public var name: String

    /// The target `path` (relative to the current folder, or absolute) lies in; nil when none.
    public static func containing(_ path: String) -> SwiftPMTarget? {
        var components = absolute(path).split(separator: "/").map(String.init)
        guard !components.isEmpty else { return nil }
        let name = components.removeLast()
        let folder = "/" + components.joined(separator: "/")
        return target(holding: name, in: folder)
    }

    /// The target that holds the file or folder `name` of `folder` (absolute): `Package.swift`
    /// is looked for once per folder, and each manifest read once, however many tables ask.
    private static func target(holding name: String, in folder: String) -> SwiftPMTarget? {
        let key = folder + "\u{0}" + name
        if let known = cache.withLock({ targets[key] }) { return known }
        var components = folder.split(separator: "/").map(String.init)
        var inside = [name]
        var found: SwiftPMTarget?
        while true {
            let package = "/" + components.joined(separator: "/")
            if FileBytes.exists(ProjectFiles.join(package, "Package.swift")) {
                found = target(holding: inside, inPackage: package)
                break
            }
            guard let last = components.popLast() else { break }
            inside.insert(last, at: 0)
        }
        cache.withLock { targets[key] = .some(found) }
        return found
    }

    /// The target of the package at `package` whose folder holds `inside` (the path's parts
    /// below the package's folder).
    private static func target(holding inside: [String], inPackage package: String) -> SwiftPMTarget? {
        let manifest = cache.withLock { manifests[package] } ?? {
            let read = SwiftPMManifest(package: package)
            cache.withLock { manifests[package] = read }
            return read
        }()
        let path = inside.joined(separator: "/")
        let holders = manifest.targets.filter { $0.folder == "." || path.hasPrefix($0.folder + "/") }
        if let target = holders.max(by: { $0.folder.utf8.count < $1.folder.utf8.count }) {
            return SwiftPMTarget(folder: target.folder == "." ? package : ProjectFiles.join(package, target.folder), name: target.name)
        }
        guard inside.count >= 3, inside[0] == "Sources" else { return nil }
        return SwiftPMTarget(folder: ProjectFiles.join(package, "Sources/" + inside[1]), name: inside[1])
    }

    private static let cache = Lock()
    nonisolated(unsafe) private static var targets: [String: SwiftPMTarget?] = [:]
    nonisolated(unsafe) private static var manifests: [String: SwiftPMManifest] = [:]

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
