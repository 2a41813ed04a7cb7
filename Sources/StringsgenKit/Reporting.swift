import Foundation
import StringsgenFormats
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
        var diagnostics = try Linting.lint(project)
        // A folder no build copies is not linted, but `report` lists its language: its copies of
        // the source are untranslated there too (Trust Wallet's Lokalise folders were ✅ 100%
        // with the English in 197 Wolof values).
        let unbuilt = Set(project.tables.flatMap { project.unbuiltLocales(of: $0) })
        if !unbuilt.isEmpty {
            diagnostics += try Linting.lint(project, only: ["unchanged-translation"], checkingUnbuilt: true)
                .filter { $0.locale.map(unbuilt.contains) ?? false }
        }
        let limits = Linting.copyLimits(project.configuration)
        var report = TranslationReport(
            tables: project.tables, settings: project.locales,
            // Otherwise the report takes Locales/, or every catalog language (never the source).
            requiredLocales: requiredOverride ? project.requiredLocales : nil,
            diagnostics: diagnostics,
            copyLimit: { entry in limits.limit(forKey: entry.key, comment: entry.comment)?.characters },
            pluralCategories: requiredPluralCategories,
            provenance: provenance ?? Self.provenance(of: project),
            // Without Locales/ or requiredLocales, each target's tables only need its own
            // languages, as lint requires them (`Project.requiredLocales(for:)`).
            tableNeeds: project.requiredLocalesAreInferred && !requiredOverride
                ? { table, locale in project.requiredLocales(for: table).contains(locale) } : nil)
        report.screens = ScreenDrawing.previews(project, locales: report.locales)
        return report
    }

    /// Reads what a browser measured on the report's Screens view (`tools/report-measure`
    /// writes it: the page as dumped after its script ran, or its JSON) into `report`. The
    /// measurements must be of the texts the catalogs give now.
    public static func attachMeasurements(from path: String, to report: inout TranslationReport) throws(InputError) {
        let measurement = try ScreenMeasurement.read(FileBytes.read(path), file: path)
        guard let screens = report.screens else {
            throw InputError.file(path, "the project declares no screens (lint.screens in stringsgen.json), so there is nothing these measurements can be of")
        }
        guard measurement.fingerprint == screens.fingerprint else {
            throw InputError.file(
                path,
                "these measurements are of other screen texts (fingerprint \(InputLimits.printable(measurement.fingerprint)), the catalogs give \(screens.fingerprint) now): measure the current report again with tools/report-measure")
        }
        report.screens?.measurement = measurement
    }

    /// The forms a plural key needs in a locale: the ones lint requires, so report and lint
    /// agree. Not through a whole `LocalePlurals`: its examples cost another 1,000 integers
    /// through ICU, while the rules keep the scan lint has already made.
    static func requiredPluralCategories(_ locale: String) -> [String] {
        guard let rules = try? PluralRules(locale: locale) else { return ["other"] }
        // Not a form lint never asks for, `other` standing in (Anywhere's Arabic `zero` and
        // Turkish `one`: “98.5%” and ❌ where lint found nothing).
        let language = LocaleIdentifier.language(locale)
        return LocalePlurals.required(by: rules).subtracting(PluralMissingCategory.categoriesOtherStandsIn(language: language))
            .sorted().map(\.rawValue)
    }

    /// Now (or `SOURCE_DATE_EPOCH`, the reproducible-builds convention, when it is set), the
    /// project's catalog files with their git revisions, and the versions in use. With
    /// `readingGit` false (`report --no-git`, `"report" : { "git" : false }`), git is not run
    /// and the files are named without revisions.
    public static func provenance(
        of project: Project, readingGit: Bool = true, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> ReportProvenance {
        let files = Array(Set(project.tables.map(\.file))).sorted()
        let git = readingGit && project.configuration.reportReadsGit ? GitRevisions(root: project.root, files: files) : nil
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
/// in git, has no commit, or git is not installed): what a report names as its sources. Git is
/// run by `ReadOnlyGit`, which starts no program the repository names.
struct GitRevisions {
    /// The checked-out commit.
    var head: String
    /// File → the last commit that changed it (absent: never committed).
    var lastChange: [String: String] = [:]
    /// Files whose bytes differ from `HEAD`'s, or that `HEAD` does not hold.
    var modified: Set<String> = []

    init?(root: String, files: [String]) {
        let git = ReadOnlyGit(directory: root)
        guard let head = git.run(["rev-parse", "--verify", "--quiet", "HEAD"]), !head.isEmpty else { return nil }
        self.head = head
        guard !files.isEmpty else { return }
        // Not `git status`: it refreshes the index, which runs clean filters named in
        // `.gitattributes` (and fsmonitor). Each file's bytes, hashed without filters, against
        // the blob HEAD holds for it: one run for all files (a project of 80 tables took 2 s
        // with three runs per file), or one per file where HEAD lacks one of them.
        let current = Self.lines(git.run(["hash-object", "--no-filters", "--"] + files), count: files.count)
            ?? files.map { git.run(["hash-object", "--no-filters", "--", $0]) }
        let committed = Self.lines(git.run(["rev-parse"] + files.map { "HEAD:./" + $0 }), count: files.count)
            ?? files.map { git.run(["rev-parse", "--verify", "--quiet", "HEAD:./" + $0]) }
        for (index, file) in files.enumerated() {
            // Which commit last changed it: one run per file, so each is git's own answer for
            // that path (history simplified for one path at a time).
            if let commit = git.run(["log", "-1", "--no-ext-diff", "--no-textconv", "--format=%H", "--", file]), !commit.isEmpty {
                lastChange[file] = commit
            }
            if lastChange[file] == nil || committed[index] == nil || committed[index] != current[index] { modified.insert(file) }
        }
    }

    /// `output`'s lines when there are `count` of them; nil otherwise (git failed).
    private static func lines(_ output: String?, count: Int) -> [String?]? {
        guard let lines = output?.split(separator: "\n", omittingEmptySubsequences: false), lines.count == count else { return nil }
        return lines.map { String($0) }
    }
}
