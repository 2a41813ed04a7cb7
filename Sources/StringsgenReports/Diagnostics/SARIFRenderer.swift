import StringsgenModel

/// SARIF 2.1.0, the format GitHub code scanning and other dashboards read: one run whose
/// driver lists every rule the findings use, one result per finding.
///
/// Locations are relative URIs against `%SRCROOT%`; columns count Unicode code points, as
/// `SourceLocation` does (`columnKind: unicodeCodePoints`). The table, key and locale of a
/// finding go into the result's property bag.
///
/// Each rule carries what code scanning shows beside an alert: `shortDescription`,
/// `fullDescription`, `help` (what to do) and `defaultConfiguration.level` (its default
/// severity). The driver has an `informationUri` only when one is given: the tool has no web
/// page of its own to point at. With `versions`, the run's tool
/// lists ICU, Unicode and CLDR as extensions with their versions: the data that counted characters
/// and chose plural forms.
public struct SARIFRenderer: DiagnosticRenderer {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// What the SARIF file says about one rule.
    public struct Rule: Sendable, Hashable {
        public var summary: String
        public var help: String
        public var defaultSeverity: Severity

        public init(summary: String, help: String, defaultSeverity: Severity) {
            self.summary = summary
            self.help = help
            self.defaultSeverity = defaultSeverity
        }

        /// The summary as a sentence, with the default severity and where to change it.
        var fullDescription: String {
            let sentence = summary.prefix(1).uppercased() + summary.dropFirst()
            return "\(sentence). Default severity: \(SARIFRenderer.level(defaultSeverity)); a project changes it in lint.severity of stringsgen.json."
        }
    }

    public var toolVersion: String
    public var informationURI: String?
    /// Rule id → its description; a rule not listed is described by its id (or by
    /// `ruleDescriptions`) at the severity of its first finding.
    public var rules: [String: Rule]
    /// Rule id → one sentence, for rules not in `rules`.
    public var ruleDescriptions: [String: String]
    /// When set, file paths under this directory are written relative to it.
    public var sourceRoot: String?
    /// ICU, Unicode and CLDR versions for `tool.extensions` (stringsgen's own is `toolVersion`).
    public var versions: ToolVersions?

    public init(
        toolVersion: String, informationURI: String? = nil, rules: [String: Rule] = [:],
        ruleDescriptions: [String: String] = [:], sourceRoot: String? = nil, versions: ToolVersions? = nil
    ) {
        self.versions = versions
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.rules = rules
        self.ruleDescriptions = ruleDescriptions
        self.sourceRoot = sourceRoot
    }

    /// A run that could not lint (an unreadable input, exit status 2): no results, and the
    /// reason as a tool execution notification, so an upload step still has a valid file that
    /// says why, at the input's location when it has one.
    /// Each unreadable input of the run has a notification of its own.
    public func renderFailures(_ failures: [(message: String, location: SourceLocation)]) -> String {
        let notifications = failures.map { message, location -> JSONValue in
            var notification: [(String, JSONValue)] = [("level", .string("error")), ("message", .obj(["text": .string(message)]))]
            var physical: [(String, JSONValue)] = [
                ("artifactLocation", .obj(["uri": .string(Self.uri(forPath: relative(location.file))), "uriBaseId": .string("%SRCROOT%")])),
            ]
            if location.line > 0 { physical.append(("region", .obj(["startLine": .int(location.line), "startColumn": .int(max(location.column, 1))]))) }
            notification.append(("locations", .array([.obj(["physicalLocation": .obj(physical)])])))
            return .obj(notification)
        }
        let run = JSONValue.obj([
            "tool": .obj(["driver": .obj([("name", .string("stringsgen")), ("version", .string(toolVersion))])]),
            "invocations": .array([.obj([
                ("executionSuccessful", .bool(false)),
                ("toolExecutionNotifications", .array(notifications)),
            ])]),
            "results": .array([]),
        ])
        return JSONText.document(.obj(["$schema": .string(Self.schemaURI), "version": .string("2.1.0"), "runs": .array([run])]))
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        let sorted = Diagnostic.sorted(diagnostics)
        let ruleIDs = Set(sorted.map(\.rule)).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: ruleIDs.enumerated().map { ($1, $0) })

        let rules = ruleIDs.map { id -> JSONValue in
            let rule = self.rules[id] ?? Rule(
                summary: ruleDescriptions[id] ?? "findings of the rule \(id)", help: "See the rule \(id) in stringsgen's README.",
                defaultSeverity: sorted.first { $0.rule == id }!.severity)
            return .obj([
                "id": .string(id),
                "shortDescription": .obj(["text": .string(rule.summary)]),
                "fullDescription": .obj(["text": .string(rule.fullDescription)]),
                "help": .obj(["text": .string(rule.help)]),
                "defaultConfiguration": .obj(["level": .string(Self.level(rule.defaultSeverity))]),
            ])
        }
        let results = sorted.map { d -> JSONValue in
            var properties: [(String, JSONValue)] = []
            if let table = d.table { properties.append(("table", .string(table))) }
            if let key = d.key { properties.append(("key", .string(key))) }
            if let locale = d.locale { properties.append(("locale", .string(locale))) }
            var members: [(String, JSONValue)] = [
                ("ruleId", .string(d.rule)),
                ("ruleIndex", .int(ruleIndex[d.rule]!)),
                ("level", .string(Self.level(d.severity))),
                ("message", .obj(["text": .string(d.message)])),
                ("locations", .array([.obj([
                    "physicalLocation": .obj([
                        "artifactLocation": .obj([
                            "uri": .string(Self.uri(forPath: relative(d.location.file))),
                            "uriBaseId": .string("%SRCROOT%"),
                        ]),
                        "region": .obj(["startLine": .int(d.location.line), "startColumn": .int(d.location.column)]),
                    ]),
                ])])),
            ]
            if !properties.isEmpty { members.append(("properties", .obj(properties))) }
            return .obj(members)
        }
        var tool: [(String, JSONValue)] = [
            ("driver", .obj(
                [("name", .string("stringsgen")), ("version", .string(toolVersion))]
                    + (informationURI.map { [("informationUri", JSONValue.string($0))] } ?? [])
                    + [("rules", .array(rules))])),
        ]
        if let versions {
            tool.append(("extensions", .array([
                .obj(["name": .string("ICU"), "version": .string(versions.icu)]),
                .obj(["name": .string("Unicode"), "version": .string(versions.unicode)]),
                .obj(["name": .string("CLDR"), "version": .string(versions.cldr)]),
            ])))
        }
        let run = JSONValue.obj([
            "tool": .obj(tool),
            "columnKind": .string("unicodeCodePoints"),
            "results": .array(results),
        ])
        return JSONText.document(.obj([
            "$schema": .string(Self.schemaURI),
            "version": .string("2.1.0"),
            "runs": .array([run]),
        ]))
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    private func relative(_ path: String) -> String {
        guard var root = sourceRoot, !root.isEmpty else { return path }
        if !root.hasSuffix("/") { root += "/" }
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }

    /// A relative URI reference for a path: each byte outside RFC 3986's unreserved set and
    /// `/` percent-encoded (so spaces, `%`, `#` and non-ASCII names survive).
    public static func uri(forPath path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF")
                out += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
            }
        }
        return out
    }
}
