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
        // Read as bytes: this runs for every unit of every file imported.
        let utf8 = Array(id.utf8)
        var separator = -1
        if utf8.count >= 4 {
            for i in stride(from: utf8.count - 4, through: 0, by: -1)
            where utf8[i] == 0x7C && utf8[i + 1] == 0x3D && utf8[i + 2] == 0x3D && utf8[i + 3] == 0x7C {
                separator = i
                break
            }
        }
        guard separator >= 0 else {
            self.init(key: id, steps: [])
            return
        }
        func text(_ range: Range<Int>) -> String { String(decoding: utf8[range], as: UTF8.self) }
        func hasPrefix(_ prefix: StaticString, at i: Int) -> Bool {
            let count = prefix.utf8CodeUnitCount
            guard i + count <= utf8.count else { return false }
            for k in 0..<count where utf8[i + k] != prefix.utf8Start[k] { return false }
            return true
        }
        var i = separator + 4
        var steps: [ValuePathStep] = []
        while i < utf8.count {
            if hasPrefix("plural.", at: i) || hasPrefix("device.", at: i) {
                let isPlural = utf8[i] == UInt8(ascii: "p")
                i += 7
                let start = i
                while i < utf8.count, utf8[i] != UInt8(ascii: ".") { i += 1 }
                guard i > start else { return nil }
                steps.append(isPlural ? .plural(text(start..<i)) : .device(text(start..<i)))
            } else if hasPrefix("substitutions.", at: i) || hasPrefix("substitution.", at: i) {
                i += hasPrefix("substitutions.", at: i) ? 14 : 13
                // A substitution's name runs to the next variation step (names may hold dots).
                let start = i
                while i < utf8.count, !(hasPrefix(".plural.", at: i) || hasPrefix(".device.", at: i)) { i += 1 }
                guard i > start else { return nil }
                steps.append(.substitution(text(start..<i)))
            } else {
                return nil
            }
            if i < utf8.count {
                guard utf8[i] == UInt8(ascii: "."), i + 1 < utf8.count else { return nil }
                i += 1
            }
        }
        guard !steps.isEmpty else { return nil }
        self.init(key: text(0..<separator), steps: steps)
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
