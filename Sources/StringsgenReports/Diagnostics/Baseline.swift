import StringsgenFormats
import StringsgenModel

/// Findings a project has accepted for now, so CI fails only on new ones (a ratchet).
///
/// A finding is remembered by its rule, file (relative to the project, so a baseline written at the
/// project's root matches from any folder below it: `lint` passes it so), key, locale and the path of the value it is about
/// (`plural one`; none for a plain value), not by its message, line or column: editing other
/// parts of a file, or shortening a too-long text from 160 to 136 characters (which changes the
/// message's count), does not make an old finding look new. It is a multiset: a finding that
/// occurs twice but was baselined once is new the second time. (Files written before the path
/// was recorded hold a `message` member, read and ignored.)
///
/// The file is JSON, sorted, so it diffs well and is the same bytes for the same findings:
/// ```json
/// {
///   "version": 1,
///   "findings": [
///     {
///       "rule": "length-limit",
///       "file": "Strings/Onboarding.xcstrings",
///       "key": "welcome.title",
///       "locale": "de",
///       "path": "plural other"
///     }
///   ]
/// }
/// ```
public struct Baseline: Sendable, Equatable {
    /// What identifies a finding across edits.
    public struct Fingerprint: Sendable, Hashable, Comparable {
        public var rule: String
        public var file: String
        public var key: String?
        public var locale: String?
        /// The value's variant (`Diagnostic.path`); nil for a plain value.
        public var path: String?

        public init(rule: String, file: String, key: String?, locale: String?, path: String?) {
            self.rule = rule
            self.file = file
            self.key = key
            self.locale = locale
            self.path = path
        }

        public init(_ d: Diagnostic) {
            self.init(rule: d.rule, file: d.location.file, key: d.key, locale: d.locale, path: d.path)
        }

        public static func < (a: Fingerprint, b: Fingerprint) -> Bool {
            (a.file, a.rule, a.key ?? "", a.locale ?? "", a.path ?? "") < (b.file, b.rule, b.key ?? "", b.locale ?? "", b.path ?? "")
        }
    }

    /// The current file format.
    public static let version = 1

    /// Sorted; a fingerprint occurs as many times as the finding was accepted.
    public private(set) var findings: [Fingerprint]

    public init(findings: [Fingerprint]) { self.findings = findings.sorted() }

    /// Today's findings, to be written as the new baseline.
    public init(diagnostics: [Diagnostic]) { self.init(findings: diagnostics.map(Fingerprint.init)) }

    /// The findings of `diagnostics` that the baseline does not cover, in their input order.
    /// Where identical findings occur more often than baselined, the later ones (in
    /// `Diagnostic.sorted` order) are the new ones.
    public func newFindings(in diagnostics: [Diagnostic]) -> [Diagnostic] {
        let isNew = isNew(diagnostics)
        return diagnostics.indices.filter { isNew[$0] }.map { diagnostics[$0] }
    }

    /// For each of `diagnostics`, whether the baseline does not cover it (`newFindings(in:)`).
    public func isNew(_ diagnostics: [Diagnostic]) -> [Bool] {
        var remaining: [Fingerprint: Int] = [:]
        for f in findings { remaining[f, default: 0] += 1 }
        var isNew = [Bool](repeating: true, count: diagnostics.count)
        let order = diagnostics.indices.sorted { i, j in
            let (a, b) = (diagnostics[i], diagnostics[j])
            if a.location != b.location { return a.location < b.location }
            if a.rule != b.rule { return a.rule < b.rule }
            if a.message != b.message { return a.message < b.message }
            return i < j
        }
        for i in order {
            let f = Fingerprint(diagnostics[i])
            if let n = remaining[f], n > 0 {
                remaining[f] = n - 1
                isNew[i] = false
            }
        }
        return isNew
    }

    /// The baseline file's text.
    public func serialized() -> String {
        let items = findings.map { f -> JSONValue in
            .obj([
                "rule": .string(f.rule),
                "file": .string(f.file),
                "key": .optional(f.key),
                "locale": .optional(f.locale),
                "path": .optional(f.path),
            ])
        }
        return JSONText.document(.obj(["version": .int(Self.version), "findings": .array(items)]))
    }

    /// Reads a baseline written by `serialized()`; a broken one is a located `InputError`.
    public init(parsing bytes: [UInt8], file: String) throws(InputError) {
        let root = try JSONDocument.parseLocated(bytes, file: file).object("the baseline")
        try root.rejectUnknown(allowed: ["version", "findings"])
        guard let versionValue = root["version"] else { throw InputError("expected a \"version\" member in the baseline", at: root.location) }
        let version = try versionValue.integer("\"version\"")
        guard version == Self.version else {
            throw InputError("baseline version \(version) is not supported (expected \(Self.version))", at: versionValue.location)
        }
        var findings: [Fingerprint] = []
        for item in try root.optionalArray("findings") ?? [] {
            let finding = try item.object("a finding")
            try finding.rejectUnknown(allowed: ["rule", "file", "key", "locale", "path", "message"])
            func optional(_ key: String) throws(InputError) -> String? {
                guard let value = finding[key] else { return nil }
                if case .null = value.kind { return nil }
                return try value.string("\"\(key)\"")
            }
            findings.append(Fingerprint(
                rule: try finding.string("rule").value, file: try finding.string("file").value,
                key: try optional("key"), locale: try optional("locale"), path: try optional("path")))
        }
        self.init(findings: findings)
    }

    /// Reads the baseline at `path`.
    public static func read(from path: String) throws(InputError) -> Baseline {
        try Baseline(parsing: FileBytes.read(path), file: path)
    }

    /// Writes the baseline to `path` atomically; returns whether the file changed.
    @discardableResult
    public func write(to path: String) throws(InputError) -> Bool {
        try FileBytes.writeAtomically(Array(serialized().utf8), to: path, onlyIfChanged: true)
    }
}
