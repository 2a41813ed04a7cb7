import Foundation

/// Paths to the real-world files in `../shared/corpora/`, beside the repository (as in CI).
enum Corpus {
    static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        }
        fatalError("no Package.swift above \(#filePath)")
    }()

    static let root = URL(fileURLWithPath: repositoryRoot).deletingLastPathComponent()
        .appendingPathComponent("shared/corpora").path

    static func files(_ folder: String, ext: String) -> [String] {
        let dir = "\(root)/\(folder)"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { $0.hasSuffix("." + ext) }.sorted().map { "\(dir)/\($0)" }
    }
}
