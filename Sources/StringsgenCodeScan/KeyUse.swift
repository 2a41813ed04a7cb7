import StringsgenModel

/// A place where the code shows a localized string by its key.
public struct KeyUse: Sendable, Hashable {
    public var string: CodeString
    /// The table named by `table:`/`tableName:`; `Localizable` when none is; nil when the
    /// argument is not a literal (then any table may hold the key).
    public var table: String?
    public var location: SourceLocation
    /// How it was found (`Text`, `navigationTitle`, `LocalizedStringKey declaration`), for `--verbose`.
    public var via: String
    /// Whether the use is in `#if DEBUG` code only.
    public var isDebugOnly: Bool
    /// Whether the use is in a `#Preview` or a `PreviewProvider` (Xcode's canvas) or in a file of
    /// tests: never the app's users.
    public var isPreview: Bool
    /// The text the call gives to show where the table lacks the key (`value:` of
    /// `NSLocalizedString`, `defaultValue:` of `String(localized:)`), if a literal one.
    public var fallback: String?

    public init(
        string: CodeString, table: String?, location: SourceLocation, via: String, isDebugOnly: Bool = false, isPreview: Bool = false,
        fallback: String? = nil
    ) {
        self.fallback = fallback
        self.isDebugOnly = isDebugOnly
        self.isPreview = isPreview
        self.string = string
        self.table = table
        self.location = location
        self.via = via
    }

    public var key: String { string.key }
}

/// A reference to a generated accessor (`LocalizedString.Onboarding.welcomeTitle`), which
/// uses the key it was generated for.
public struct AccessorUse: Sendable, Hashable {
    /// The type Xcode 26 declares a catalog's symbols on (`LocalizedStringResource.aboutTitle`).
    public static let catalogSymbolType = "LocalizedStringResource"

    /// The table's type name (`Onboarding`).
    public var tableType: String
    /// The member (`welcomeTitle`).
    public var member: String
    public var location: SourceLocation
}

/// What the scan of a project's Swift code found.
public struct CodeScan: Sendable {
    public var uses: [KeyUse] = []
    public var accessorUses: [AccessorUse] = []
    /// Every string literal of the code without interpolation: a key equal to one is in use.
    public var literals: Set<String> = []
    /// Every interpolated string literal: a key that it matches, with any text for each hole, is in use.
    public var interpolated: Set<[String]> = []
    /// The literals of `#if DEBUG` code, which release builds leave out.
    public var debugLiterals: Set<String> = []
    public var debugInterpolated: Set<[String]> = []
    /// The patterns of `// stringsgen:keys …` comments: keys the code makes at run time.
    public var dynamicKeys: [KeyPattern] = []
    /// The Swift files scanned, and their lines (for the speed measure).
    public var files = 0
    public var lines = 0

    public init() {}

    mutating func merge(_ other: CodeScan) {
        uses += other.uses
        accessorUses += other.accessorUses
        literals.formUnion(other.literals)
        interpolated.formUnion(other.interpolated)
        debugLiterals.formUnion(other.debugLiterals)
        debugInterpolated.formUnion(other.debugInterpolated)
        dynamicKeys += other.dynamicKeys
        files += other.files
        lines += other.lines
    }
}

/// A key, or a pattern of keys where `*` matches any run of characters (`category.*`).
public struct KeyPattern: Sendable, Hashable {
    public var text: String
    public var location: SourceLocation?

    public init(_ text: String, location: SourceLocation? = nil) {
        self.text = text
        self.location = location
    }

    public func matches(_ key: String) -> Bool {
        guard text.contains("*") else { return text == key }
        let pieces = text.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        return Wildcard.matches(key, pieces: pieces)
    }
}

/// Matching of a text against pieces that must appear in order, with any text between them:
/// the first piece at the start, the last at the end.
enum Wildcard {
    static func matches(_ text: String, pieces: [String]) -> Bool {
        let bytes = Array(text.utf8)
        let parts = pieces.map { Array($0.utf8) }
        guard let first = parts.first, let last = parts.last else { return false }
        if parts.count == 1 { return bytes == first }
        guard bytes.count >= first.count + last.count, bytes.starts(with: first), bytes.suffix(last.count).elementsEqual(last) else {
            return false
        }
        var position = first.count
        let end = bytes.count - last.count
        for part in parts.dropFirst().dropLast() {
            guard let found = find(part, in: bytes, from: position, end: end) else { return false }
            position = found + part.count
        }
        return position <= end
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int, end: Int) -> Int? {
        if needle.isEmpty { return start }
        var i = start
        while i + needle.count <= end {
            if bytes[i] == needle[0], bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
