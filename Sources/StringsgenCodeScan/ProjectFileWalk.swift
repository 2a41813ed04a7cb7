import Foundation

/// The project's files `usage` reads besides Swift code (storyboards, settings plists).
enum ProjectFileWalk {
    /// The files under `folders` whose extension is one of `extensions`, not descending into
    /// hidden folders, `.build` or asset catalogs.
    static func files(under folders: [String], endingIn extensions: Set<String>) -> [URL] {
        var files: [URL] = []
        for folder in folders {
            guard let walk = FileManager.default.enumerator(
                at: URL(fileURLWithPath: folder), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in walk {
                if url.lastPathComponent == ".build" || url.pathExtension == "xcassets" {
                    walk.skipDescendants()
                    continue
                }
                if extensions.contains(url.pathExtension) { files.append(url) }
            }
        }
        return files
    }
}
