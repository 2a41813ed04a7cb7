/// When and from what a report was made, so a reader can tell how current it is: the time,
/// the catalog files read (with the git commit that last changed each, when the project is in
/// git), and the versions of stringsgen and of the ICU, Unicode and CLDR data that decided
/// character counts and plural forms. Made by the caller (StringsgenKit runs git), so the
/// renderers stay pure and golden tests can pass a fixed one.
public struct ReportProvenance: Sendable, Equatable {
    /// UTC, ISO 8601 to the second: `2026-11-22T17:05:00Z`.
    public var generatedAt: String
    public var stringsgenVersion: String
    public var icuVersion: String
    public var unicodeVersion: String
    public var cldrVersion: String
    /// The project's checked-out commit (`HEAD`, full hash); nil when it is not in git.
    public var revision: String?
    public var files: [CatalogFile]

    public struct CatalogFile: Sendable, Equatable {
        public var path: String
        /// The last commit that changed the file (full hash); nil outside git or when the file
        /// was never committed.
        public var revision: String?
        /// The file differs from that commit (or is not in git at all), so the report describes
        /// text that no commit holds.
        public var modified: Bool

        public init(path: String, revision: String? = nil, modified: Bool = false) {
            self.path = path
            self.revision = revision
            self.modified = modified
        }

        /// `a1b2c3d4e5f6`, `a1b2c3d4e5f6, modified`, `not committed`; nil outside git.
        func revisionText(inGit: Bool) -> String? {
            guard inGit else { return nil }
            guard let revision else { return "not committed" }
            return ReportProvenance.short(revision) + (modified ? ", modified" : "")
        }
    }

    public init(
        generatedAt: String, stringsgenVersion: String, icuVersion: String, unicodeVersion: String,
        cldrVersion: String, revision: String? = nil, files: [CatalogFile] = []
    ) {
        self.generatedAt = generatedAt
        self.stringsgenVersion = stringsgenVersion
        self.icuVersion = icuVersion
        self.unicodeVersion = unicodeVersion
        self.cldrVersion = cldrVersion
        self.revision = revision
        self.files = files
    }

    /// The first 12 hex digits of a commit hash, as people quote them.
    static func short(_ revision: String) -> String { String(revision.prefix(12)) }

    /// `2026-11-22 17:05 UTC`, for people.
    var dateText: String {
        let chars = Array(generatedAt)
        guard chars.count >= 16, chars[10] == "T" else { return generatedAt }
        return String(chars[0..<10]) + " " + String(chars[11..<16]) + " UTC"
    }

    /// `stringsgen 0.1.0, ICU 72.1 (Unicode 15.0, CLDR 42.0)`.
    var versionsText: String {
        "stringsgen \(stringsgenVersion), ICU \(icuVersion) (Unicode \(unicodeVersion), CLDR \(cldrVersion))"
    }
}
