import StringsgenFormats
import Foundation
import StringsgenModel

/// Findings a project has accepted for now, so CI fails only on new ones (a ratchet).
///
/// A finding is remembered by its rule, file, key, locale and message, not by its line and
/// column, so editing other parts of a file does not make old findings look new. It is a
/// multiset: a finding that occurs twice but was baselined once is new the second time.
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
///       "message": "…"
///     }
///   ]
/// }
/// ```
public struct Baseline: Sendable, Equatable {
    /// What identifies a finding across edits.
    public struct Fingerprint: Sendable, Hashable, Comparable, Codable {
        public var rule: String
        public var file: String
        public var key: String?
        public var locale: String?
        public var message: String

        public init(rule: String, file: String, key: String?, locale: String?, message: String) {
            self.rule = rule
            self.file = file
            self.key = key
            self.locale = locale
            self.message = message
        }

        public init(_ d: Diagnostic) {
            self.init(rule: d.rule, file: d.location.file, key: d.key, locale: d.locale, message: d.message)
        }

        public static func < (a: Fingerprint, b: Fingerprint) -> Bool {
            (a.file, a.rule, a.key ?? "", a.locale ?? "", a.message) < (b.file, b.rule, b.key ?? "", b.locale ?? "", b.message)
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
        return diagnostics.indices.filter { isNew[$0] }.map { diagnostics[$0] }
    }

    /// The baseline file's text.
    public func serialized() -> String {
        let items = findings.map { f -> JSONValue in
            .obj([
                "rule": .string(f.rule),
                "file": .string(f.file),
                "key": .optional(f.key),
                "locale": .optional(f.locale),
                "message": .string(f.message),
            ])
        }
        return JSONText.document(.obj(["version": .int(Self.version), "findings": .array(items)]))
    }

    /// Reads a baseline written by `serialized()`.
    public init(parsing bytes: [UInt8]) throws {
        struct File: Decodable {
            var version: Int
            var findings: [Fingerprint]
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: Data(bytes))
        } catch {
            throw BaselineError.malformed("\(error)")
        }
        guard file.version == Self.version else { throw BaselineError.unsupportedVersion(file.version) }
        self.init(findings: file.findings)
    }

    /// Reads the baseline at `path`.
    public static func read(from path: String) throws -> Baseline {
        guard let bytes = try? FileBytes.read(path) else { throw BaselineError.unreadable(path) }
        return try Baseline(parsing: bytes)
    }

    /// Writes the baseline to `path` atomically; returns whether the file changed.
    @discardableResult
    public func write(to path: String) throws -> Bool {
        try FileBytes.writeAtomically(Array(serialized().utf8), to: path, onlyIfChanged: true)
    }
}

/// Why a baseline file could not be used.
public enum BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(String)
    case malformed(String)
    case unsupportedVersion(Int)

    public var description: String {
        switch self {
        case .unreadable(let path): "cannot read baseline \(path)"
        case .malformed(let reason): "baseline is not valid: \(reason)"
        case .unsupportedVersion(let v): "baseline version \(v) is not supported (expected \(Baseline.version))"
        }
    }
}
