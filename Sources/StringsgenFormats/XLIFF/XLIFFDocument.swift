import StringsgenModel

/// An XLIFF 1.2 document as Xcode's "Export Localizations" writes it: one `<file>` per table,
/// all for one target language.
public struct XLIFFDocument: Sendable {
    public var files: [XLIFFFile]

    public init(files: [XLIFFFile]) {
        self.files = files
    }

    /// The XLIFF 1.2 namespace, the only one read.
    public static let namespace = "urn:oasis:names:tc:xliff:document:1.2"
}

/// One `<file>`: a table (`original` is the catalog's path in the project) in one language pair.
public struct XLIFFFile: Sendable {
    /// `Strings/Onboarding.xcstrings`.
    public var original: String
    public var sourceLanguage: String
    public var targetLanguage: String
    public var units: [XLIFFUnit]
    /// The `<file>` start tag (for errors about the file as a whole).
    public var location: SourceLocation

    public init(original: String, sourceLanguage: String, targetLanguage: String, units: [XLIFFUnit], location: SourceLocation) {
        self.original = original
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.units = units
        self.location = location
    }
}

/// One `<trans-unit>`.
public struct XLIFFUnit: Sendable {
    /// The key, and for a variation Xcode's suffix: `key|==|plural.one`.
    public var id: String
    public var source: String
    /// nil when the unit has no `<target>`.
    public var target: String?
    /// The target's `state` attribute (`translated`, `needs-review-translation`, `new`, ...).
    public var state: String?
    /// The text of each `<note>`.
    public var notes: [String]
    /// The `<trans-unit>` start tag.
    public var location: SourceLocation
    /// The `<source>` start tag.
    public var sourceLocation: SourceLocation
    /// The `<target>` start tag; the unit's own location when it has none.
    public var targetLocation: SourceLocation

    public init(
        id: String, source: String, target: String? = nil, state: String? = nil, notes: [String] = [],
        location: SourceLocation, sourceLocation: SourceLocation? = nil, targetLocation: SourceLocation? = nil
    ) {
        self.id = id
        self.source = source
        self.target = target
        self.state = state
        self.notes = notes
        self.location = location
        self.sourceLocation = sourceLocation ?? location
        self.targetLocation = targetLocation ?? location
    }
}

/// Where a unit's text sits in a String Catalog entry, read from Xcode's id: `key` alone is the
/// localization's own string unit; `key|==|plural.one`, `key|==|device.iphone.plural.other`
/// and `key|==|substitutions.count.plural.few` are variations.
public struct XLIFFUnitID: Sendable, Hashable {
    public var key: String
    public var steps: [ValuePathStep]

    public static let separator = "|==|"

    public init(key: String, steps: [ValuePathStep]) {
        self.key = key
        self.steps = steps
    }

    /// nil when the part after `|==|` is not a path of `plural.X`, `device.X` and
    /// `substitutions.NAME` steps.
    public init?(_ id: String) {
        guard let range = id.ranges(of: Self.separator).last else {
            self.init(key: id, steps: [])
            return
        }
        let key = String(id[..<range.lowerBound])
        var rest = Substring(id[range.upperBound...])
        var steps: [ValuePathStep] = []
        while !rest.isEmpty {
            if rest.hasPrefix("plural.") || rest.hasPrefix("device.") {
                let isPlural = rest.hasPrefix("plural.")
                rest = rest.dropFirst(7)
                let name = rest.prefix { $0 != "." }
                guard !name.isEmpty else { return nil }
                steps.append(isPlural ? .plural(String(name)) : .device(String(name)))
                rest = rest.dropFirst(name.count)
            } else if rest.hasPrefix("substitutions.") || rest.hasPrefix("substitution.") {
                rest = rest.dropFirst(rest.hasPrefix("substitutions.") ? 14 : 13)
                // A substitution's name runs to the next variation step (names may hold dots).
                let next = [".plural.", ".device."].compactMap { rest.firstRange(of: $0)?.lowerBound }.min() ?? rest.endIndex
                let name = rest[..<next]
                guard !name.isEmpty else { return nil }
                steps.append(.substitution(String(name)))
                rest = rest[next...]
            } else {
                return nil
            }
            if rest.hasPrefix(".") { rest = rest.dropFirst() } else if !rest.isEmpty { return nil }
        }
        guard !steps.isEmpty else { return nil }
        self.init(key: key, steps: steps)
    }

    /// `key|==|substitutions.count.plural.few`, as Xcode writes it.
    public var id: String {
        guard !steps.isEmpty else { return key }
        return key + Self.separator + Self.suffix(steps)
    }

    /// `plural.one`, `device.iphone.plural.other`, `substitutions.count.plural.few`.
    public static func suffix(_ steps: [ValuePathStep]) -> String {
        steps.map { step in
            switch step {
            case .plural(let name): "plural." + name
            case .device(let name): "device." + name
            case .substitution(let name): "substitutions." + name
            }
        }.joined(separator: ".")
    }
}
