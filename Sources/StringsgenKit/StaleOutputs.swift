#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StringsgenFormats
import StringsgenModel

/// Files an earlier `generate` wrote that this one no longer plans: the accessors and resources
/// of a table whose catalog is gone, or of a language a table no longer has (or the
/// pseudo-language, turned off). Left on disk they compile beside the new ones ("invalid
/// redeclaration of 'LocalizedString'") or ship a language the app dropped, while `--check`
/// passes; so `generate` removes them and `generate --check` reports them.
///
/// Only a file that opens with stringsgen's header is considered, and only in a folder this run
/// writes to; it is stale when the header names a source that no longer exists, or names one of
/// the tables generated now (so a run on some of the project's catalogs never removes the
/// others' outputs).
enum StaleOutputs {
    /// The stale files in `accessorFolders` (`*.swift`) and `resourceFolders`
    /// (`<locale>.lproj/*.strings|.stringsdict`), sorted.
    static func find(
        accessorFolders: Set<String>, resourceFolders: Set<String>, planned: Set<String>, generatedSources: Set<String>, root: String
    ) -> [String] {
        var candidates: [String] = []
        for folder in accessorFolders {
            candidates += ProjectFiles.list(folder).filter { $0.hasSuffix(".swift") }.map { ProjectFiles.join(folder, $0) }
        }
        for folder in resourceFolders {
            for lproj in ProjectFiles.list(folder) where lproj.hasSuffix(".lproj") {
                let path = ProjectFiles.join(folder, lproj)
                candidates += ProjectFiles.list(path).filter { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }.map { ProjectFiles.join(path, $0) }
            }
        }
        return candidates.filter { path in
            guard !planned.contains(path) else { return false }
            // A .stringsdict goes with its .strings sibling's header.
            let headed = path.hasSuffix(".stringsdict") ? String(path.dropLast("dict".count)) : path
            guard let source = source(of: headed) else { return false }
            return generatedSources.contains(source) || !FileBytes.exists(ProjectFiles.join(root, source))
        }.sorted()
    }

    /// The source a generated file names in its header; nil when it has none.
    static func source(of path: String) -> String? {
        guard GeneratedOutput.isGenerated(path), let bytes = try? FileBytes.read(path) else { return nil }
        let line = String(decoding: bytes.prefix(4096).prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        let start = "\(GeneratedFileMarker.words) from "
        guard let from = line.range(of: start), let end = line.range(of: ". Do not edit.", options: .backwards), from.upperBound <= end.lowerBound else {
            return nil
        }
        return String(line[from.upperBound..<end.lowerBound])
    }

    /// Removes `paths`, then each `.lproj` folder they leave empty.
    static func remove(_ paths: [String]) throws(InputError) {
        for path in paths where unlink(path) != 0 && errno != ENOENT {
            throw InputError.file(path, "cannot remove this file stringsgen generated from a table or language that is gone: \(String(cString: strerror(errno)))")
        }
        for path in paths {
            guard let slash = path.lastIndex(of: "/") else { continue }
            let folder = String(path[..<slash])
            if folder.hasSuffix(".lproj") { rmdir(folder) }  // only when empty
        }
    }
}
