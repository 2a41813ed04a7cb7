import Foundation
import StringsgenChecks
import StringsgenICU
import StringsgenModel
import StringsgenReports

/// `stringsgen report`: coverage per required locale, with the lint findings by key, and where
/// the report came from.
public enum Reporting {
    /// - Parameter provenance: when and from what; nil to work it out (now, git, ICU).
    public static func report(
        _ project: Project, requiredOverride: Bool, provenance: ReportProvenance? = nil
    ) throws(InputError) -> TranslationReport {
        let diagnostics = try Linting.lint(project)
        let limits = Linting.copyLimits(project.configuration)
        return TranslationReport(
            tables: project.tables, settings: project.locales,
            // Otherwise the report takes Locales/, or every catalog language (never the source).
            requiredLocales: requiredOverride ? project.requiredLocales : nil,
            diagnostics: diagnostics,
            copyLimit: { entry in limits.limit(forKey: entry.key, comment: entry.comment)?.characters },
            pluralCategories: requiredPluralCategories,
            provenance: provenance ?? Self.provenance(of: project))
    }

    /// The forms a plural key needs in a locale: the ones lint requires, so report and lint
    /// agree. Not through a whole `LocalePlurals`: its examples cost another 1,000 integers
    /// through ICU, while the rules keep the scan lint has already made.
    static func requiredPluralCategories(_ locale: String) -> [String] {
        guard let rules = try? PluralRules(locale: locale) else { return ["other"] }
        return LocalePlurals.required(by: rules).sorted().map(\.rawValue)
    }

    /// Now (or `SOURCE_DATE_EPOCH`, the reproducible-builds convention, when it is set), the
    /// project's catalog files with their git revisions, and the versions in use.
    public static func provenance(of project: Project, environment: [String: String] = ProcessInfo.processInfo.environment) -> ReportProvenance {
        let files = Array(Set(project.tables.map(\.file))).sorted()
        let git = GitRevisions(root: project.root, files: files)
        return ReportProvenance(
            generatedAt: timestamp(environment: environment), stringsgenVersion: StringsgenVersion.current,
            icuVersion: ICUVersions.icu, unicodeVersion: ICUVersions.unicode, cldrVersion: ICUVersions.cldr,
            revision: git?.head,
            files: files.map { ReportProvenance.CatalogFile(path: $0, revision: git?.lastChange[$0], modified: git?.modified.contains($0) ?? false) })
    }

    /// `2026-11-22T17:05:00Z`: `SOURCE_DATE_EPOCH` when it holds whole seconds, else now.
    static func timestamp(environment: [String: String]) -> String {
        let seconds = environment["SOURCE_DATE_EPOCH"].flatMap(Int.init) ?? Int(Date().timeIntervalSince1970)
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }
}

/// The git revisions of a project's files, read by running `git` (nil when the project is not
/// in git, has no commit, or git is not installed): what a report names as its sources.
struct GitRevisions {
    /// The checked-out commit.
    var head: String
    /// File → the last commit that changed it (absent: never committed).
    var lastChange: [String: String] = [:]
    /// Files that differ from `HEAD`, or that git does not track.
    var modified: Set<String> = []

    init?(root: String, files: [String]) {
        guard let head = Self.git(["rev-parse", "--verify", "--quiet", "HEAD"], in: root), !head.isEmpty else { return nil }
        self.head = head
        for file in files {
            if let commit = Self.git(["log", "-1", "--format=%H", "--", file], in: root), !commit.isEmpty {
                lastChange[file] = commit
            }
            // Any line of porcelain status: changed, staged or untracked.
            let status = Self.git(["status", "--porcelain", "--untracked-files=all", "--", file], in: root)
            if lastChange[file] == nil || !(status ?? "").isEmpty { modified.insert(file) }
        }
    }

    /// Standard output of `git ARGS` run in `directory`, or nil when it fails.
    private static func git(_ arguments: [String], in directory: String, trim: Bool = true) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        // A report only reads: no index refresh written behind the user's back.
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        return trim ? text.trimmingCharacters(in: .whitespacesAndNewlines) : text
    }
}
