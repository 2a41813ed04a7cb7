#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StringsgenCodegen
import StringsgenFormats
import StringsgenModel

/// The files one `generate` run makes, each compared with the file on disk while it is made
/// (a `FileBytes.StreamedReplacement`), and where it differs, written beside it unless only
/// checking. The run renames them into place only when every table was generated without an
/// error (`commit`); until then a file that changes exists only as a temporary file beside its
/// target, and `abandon()` removes those and the folders made for them.
final class GeneratedFiles {
    struct File {
        let path: String
        let outcome: FileBytes.StreamedReplacement.Outcome
        var isUnchanged: Bool {
            if case .unchanged = outcome { true } else { false }
        }
    }

    /// False: `generate --check`, which compares and writes nothing.
    let writes: Bool
    /// In the order they are renamed into place: each table's accessors, then its resources.
    private(set) var files: [File] = []
    /// Folders that did not exist when a file in them was begun: a run that fails removes
    /// them again (those left empty).
    private var madeFolders: [String] = []

    init(writes: Bool) {
        self.writes = writes
    }

    /// Files made, after those made before (no two of one path: `generate` refuses two tables
    /// configured to write one file).
    func add(_ made: [File]) {
        files += made
    }

    /// A file made whole: `bytes`, compared with `path` and, if different, written beside it.
    func make(_ bytes: [UInt8], at path: String) throws(InputError) -> File {
        let stream = begin(path)
        try bytes.withUnsafeBufferPointer { (buffer) throws(InputError) in try stream.write(UnsafeRawBufferPointer(buffer)) }
        return File(path: path, outcome: try stream.finishComparing())
    }

    /// A file to be handed its bytes piece by piece, then finished.
    func begin(_ path: String) -> FileBytes.StreamedReplacement {
        // The folders of the file written: a symbolic link's target, made where it points.
        if writes { madeFolders += Self.missingFolders(of: (try? FileBytes.resolvingLinks(path)) ?? path) }
        return FileBytes.StreamedReplacement(path, durable: false, writes: writes)
    }

    /// Renames every written file over its target, in order. A failure part way leaves the
    /// files renamed so far, and removes the temporary files of the rest.
    func commit() throws(InputError) {
        for (index, file) in files.enumerated() {
            guard case .changed(let write?) = file.outcome else { continue }
            do {
                try write.commit()
            } catch {
                abandon(from: index + 1)
                throw error
            }
        }
        files.removeAll()
        madeFolders.removeAll()
    }

    /// Removes every temporary file, and the folders made for them that are empty.
    func abandon(from start: Int = 0) {
        for file in files[start...] {
            if case .changed(let write?) = file.outcome { write.abandon() }
        }
        files.removeAll()
        // A folder inside another first (its path is the longer): the outer one is then empty.
        for folder in madeFolders.sorted(by: { $0.utf8.count > $1.utf8.count }) { rmdir(folder) }
        madeFolders.removeAll()
    }

    /// The folders above `path` that do not exist, the nearest first.
    private static func missingFolders(of path: String) -> [String] {
        var missing: [String] = []
        var folder = path
        while let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
            folder = String(folder[..<slash])
            if FileBytes.exists(folder) { break }
            missing.append(folder)
        }
        return missing
    }
}

/// Where the `.lproj` files `LprojResourceWriter` makes for one table go in its resources
/// folder: each to its own path, except where the build planned the locales
/// (`--resource-locales`, from the build tool plugin, which declares its outputs before they are
/// made): a table locale it did not plan is left out, with a warning saying how to get it in,
/// and a planned locale the table lacks gets the source language's `.strings` file (what a
/// lookup falls back to anyway).
struct ResourceRoutes {
    let folder: String
    private(set) var warnings: [Diagnostic] = []
    private var unplanned: Set<String> = []
    /// The source language's `.strings` path, and the planned locales' paths it also goes to.
    private var copies: (source: String, to: [String]) = ("", [])

    init(_ table: StringTable, folder: String, planned: [String]?) {
        self.folder = folder
        guard let planned else { return }
        let suffix = ".lproj/\(table.name).strings"
        let locales = LprojResourceWriter.locales(of: table)
        for locale in locales.filter({ !planned.contains($0) }).sorted(by: { "\($0)\(suffix)" < "\($1)\(suffix)" }) {
            unplanned.insert(locale)
            warnings.append(Diagnostic(
                rule: "unplanned-locale", severity: .warning, location: SourceLocation(file: table.file, line: 1, column: 1),
                table: table.name, locale: locale,
                message: "\(table.name) has \"\(locale)\", which this build did not plan resources for; SwiftPM plans again when a file is added or removed (or after `swift package clean`)"))
        }
        var lacking: [String] = []
        for locale in planned where !locales.contains(locale) && !lacking.contains(locale) { lacking.append(locale) }
        copies = ("\(table.sourceLanguage)\(suffix)", lacking.map { "\($0)\(suffix)" })
    }

    /// The paths, relative to the folder, that the writer's file `path` goes to.
    func destinations(of path: String) -> [String] {
        let locale = path.split(separator: "/").first.map { String($0.dropLast(".lproj".count)) } ?? ""
        let own = unplanned.contains(locale) ? [] : [path]
        return path == copies.source ? own + copies.to : own
    }

    /// The table's resources, each file compared and written as it is made; with an error for
    /// each that would land outside the folder (and is not made).
    func make(
        with writer: LprojResourceWriter, _ table: StringTable, into files: GeneratedFiles
    ) throws(InputError) -> (files: [GeneratedFiles.File], diagnostics: [Diagnostic]) {
        var streams: [String: [(relativePath: String, path: String, stream: FileBytes.StreamedReplacement)]] = [:]
        var made: [(relativePath: String, file: GeneratedFiles.File)] = []
        var diagnostics: [Diagnostic] = []
        try writer.write(table, piece: Self.piece) { (path, bytes, isLast) throws(InputError) in
            if streams[path] == nil {
                streams[path] = destinations(of: path).compactMap { relativePath in
                    guard let target = GenerationPlanCheck.contained(relativePath, in: folder) else {
                        diagnostics.append(Diagnostic(
                            rule: "unrepresentable-key", severity: .error, location: SourceLocation(file: table.file, line: 1, column: 1),
                            table: table.name, message: "the resource \"\(InputLimits.printable(relativePath))\" would be written outside \(folder); rename the locale or the table"))
                        return nil
                    }
                    return (relativePath, target, files.begin(target))
                }
            }
            for (_, _, stream) in streams[path]! { try stream.write(bytes) }
            // Finished as soon as it is whole: its files are closed (a table of many locales
            // holds open only those still being made).
            guard isLast else { return }
            for (relativePath, target, stream) in streams[path]! {
                made.append((relativePath, GeneratedFiles.File(path: target, outcome: try stream.finishComparing())))
            }
            streams[path] = []
        }
        return (made.sorted { $0.relativePath < $1.relativePath }.map(\.file), diagnostics)
    }

    /// Bytes of a file held before they are compared or written.
    static let piece = 1 << 20
}
