import Foundation
import StringsgenChecks
import StringsgenModel

/// Holds the keys the code uses against the keys the tables have: `missing-key`,
/// `argument-mismatch` and `unused-key`, at the severities of the project's policy.
public struct KeyUsage {
    public var tables: [StringTable]
    public var severities: SeverityPolicy
    /// Keys the code makes at run time (`usage.dynamicKeys`), besides the scan's comments.
    public var dynamicKeys: [KeyPattern] = []
    /// The app's own names (`Project.productNames`), which every language shows as written: no
    /// key to add for `Text("Lyrisland")`.
    public var productNames: Set<String> = []
    /// Table type name → accessor member → keys: the generated accessors' names
    /// (`LocalizedString.Onboarding.welcomeTitle`). Keys that differ in their number of
    /// arguments share a name as overloads (`about`, `about(_:)`): a use counts for each.
    public var accessorKeys: [String: [String: [String]]] = [:]

    public init(tables: [StringTable], severities: SeverityPolicy) {
        self.tables = tables
        self.severities = severities
    }

    /// The keys of the tables of one name, indexed the ways a use looks them up.
    final class TableIndex {
        let name: String
        let file: String
        var keys: Set<String> = []
        var ordered: [String] = []
        /// Skeleton text → keys: a use with holes finds its key here.
        var bySkeleton: [String: [(key: String, specifiers: [String])]] = [:]
        /// The text without placeholders → keys: a use with another count of arguments.
        var byBareText: [String: [(key: String, count: Int)]] = [:]
        /// A source text → the first key holding it: a literal that is no key but a key's text
        /// names the key it should look up.
        var keyBySourceText: [String: String] = [:]
        var used: Set<String> = []
        /// Keys found by uses in `#if DEBUG` code only.
        var usedInDebug: Set<String> = []

        init(name: String, file: String) {
            self.name = name
            self.file = file
        }

        func add(_ key: String) {
            guard keys.insert(key).inserted else { return }
            ordered.append(key)
            let skeleton = Skeleton(key: key)
            bySkeleton[skeleton.text, default: []].append((key, skeleton.specifiers))
            byBareText[skeleton.text.replacingHoles(), default: []].append((key, skeleton.specifiers.count))
        }
    }

    /// The findings, sorted, and the keys of each table that a use in the code found (by a
    /// call, a declaration or a generated accessor; a literal that merely equals a key is not one).
    public struct Result: Sendable {
        public var diagnostics: [Diagnostic]
        public var keysFound: [String: Set<String>]
    }

    public func findings(_ scan: CodeScan) -> [Diagnostic] { check(scan).diagnostics }

    public func check(_ scan: CodeScan) -> Result {
        var indexes: [String: TableIndex] = [:]
        for table in tables {
            let index = indexes[table.name] ?? TableIndex(name: table.name, file: table.file)
            for entry in table.entries {
                index.add(entry.key)
                if let text = entry.sourceLocalization(for: table.sourceLanguage)?.content.stringUnit?.value, text != entry.key,
                   index.keyBySourceText[text] == nil {
                    index.keyBySourceText[text] = entry.key
                }
            }
            indexes[table.name] = index
        }
        var diagnostics: [Diagnostic] = []
        func report(_ rule: String, _ location: SourceLocation, table: String, key: String, _ message: String) {
            guard let severity = severities.severity(ofRule: rule) else { return }
            diagnostics.append(Diagnostic(rule: rule, severity: severity, location: location, table: table, key: key, message: message))
        }

        for use in scan.uses {
            let searched = use.table.map { name in indexes[name].map { [$0] } ?? [] } ?? Array(indexes.values)
            guard !searched.isEmpty else { continue }
            let outcomes = searched.map { look(up: use.string, in: $0) }
            if let found = outcomes.firstIndex(where: { if case .found = $0 { true } else { false } }), case .found(let key) = outcomes[found] {
                // A hole of unknown type may be any of them: `Text("\(index)")` uses `%@` and `%lld` alike.
                let keys = [key] + compatibleKeys(of: use.string, in: searched[found])
                if use.isDebugOnly { searched[found].usedInDebug.formUnion(keys) } else { searched[found].used.formUnion(keys) }
                continue
            }
            // A key without letters (`%lld`, `@%@`, `99+`) shows the same in every language when
            // no table has it: nothing to translate, nothing to report.
            guard let table = searched.first, use.table != nil,
                use.string.text(separator: "").unicodeScalars.contains(where: \.properties.isAlphabetic) else { continue }
            switch outcomes[0] {
            case .found: break
            case .otherType(let key, let position, let code, let catalog):
                table.used.insert(key)
                report(ArgumentMismatch.id, use.location, table: table.name, key: use.key,
                       ArgumentMismatch.typeMessage(key: use.key, table: table.name, found: key, position: position, code: code, catalog: catalog))
            case .otherCount(let key, let has):
                table.used.insert(key)
                report(ArgumentMismatch.id, use.location, table: table.name, key: use.key,
                       ArgumentMismatch.countMessage(key: use.key, table: table.name, found: key, uses: use.string.holes.count, has: has))
            case .missing where !use.isDebugOnly && !use.isPreview && !productNames.contains(use.key) && !Address.isAddress(use.key):
                report(MissingKey.id, use.location, table: table.name, key: use.key,
                       MissingKey.message(
                        key: use.key, table: table.name, nearest: Spelling.closest(to: use.key, in: table.ordered),
                        keyWithText: table.keyBySourceText[use.key], isCatalog: table.file.hasSuffix(".xcstrings"), fallback: use.fallback))
            case .missing: break
            }
        }

        for accessor in scan.accessorUses {
            for index in indexes.values {
                for key in accessorKeys[accessor.tableType]?[accessor.member] ?? [] where index.keys.contains(key) { index.used.insert(key) }
            }
        }

        let keysFound = indexes.mapValues { $0.used.union($0.usedInDebug) }
        let patterns = scan.interpolated.compactMap(LiteralPattern.init)
        let debugPatterns = scan.debugInterpolated.compactMap(LiteralPattern.init)
        let dynamic = dynamicKeys + scan.dynamicKeys
        // (An Info.plist table in any of its names: Xcode names a target's `<Target>-InfoPlist`,
        // and Pocket Poster's and DJDX's were told to remove the app's name and its permission
        // prompts.)
        for table in tables where !UnusedKey.systemTables.contains(table.name) && !table.isInfoPlist {
            let index = indexes[table.name]!
            for entry in table.entries where !index.used.contains(entry.key) && !scan.literals.contains(entry.key) {
                if patterns.contains(where: { $0.matches(entry.key) }) || dynamic.contains(where: { $0.matches(entry.key) }) { continue }
                let debugOnly = index.usedInDebug.contains(entry.key) || scan.debugLiterals.contains(entry.key)
                    || debugPatterns.contains(where: { $0.matches(entry.key) })
                if debugOnly {
                    report(DebugOnlyKey.id, entry.location, table: table.name, key: entry.key,
                           DebugOnlyKey.message(key: entry.key, table: table.name, state: entry.extractionState))
                } else {
                    report(UnusedKey.id, entry.location, table: table.name, key: entry.key,
                           UnusedKey.message(key: entry.key, table: table.name, state: entry.extractionState))
                }
            }
        }
        return Result(diagnostics: Diagnostic.sorted(diagnostics), keysFound: keysFound)
    }

    enum Lookup {
        case found(String)
        case otherType(key: String, position: Int, code: String, catalog: String)
        case otherCount(key: String, has: Int)
        case missing
    }

    /// Finds the key of `string` in `index`: exactly, or with its holes of unknown type taking
    /// the table's specifiers; else a key with the same text but other arguments.
    func look(up string: CodeString, in index: TableIndex) -> Lookup {
        let key = string.key
        if index.keys.contains(key) { return .found(key) }
        guard string.isInterpolated else {
            if let other = index.byBareText[key]?.first(where: { $0.count > 0 }) { return .otherCount(key: other.key, has: other.count) }
            return .missing
        }
        let holes = string.holes
        var mismatch: Lookup?
        for candidate in index.bySkeleton[string.text(separator: Skeleton.hole)] ?? [] {
            let differing = zip(holes, candidate.specifiers).enumerated().first { _, pair in
                pair.0.specifier.map { !Self.sameArgument($0, pair.1) } ?? false
            }
            guard let (position, pair) = differing else { return .found(candidate.key) }
            mismatch = mismatch ?? .otherType(key: candidate.key, position: position + 1, code: pair.0.specifier!, catalog: pair.1)
        }
        if let mismatch { return mismatch }
        let bare = string.text(separator: "")
        if let other = index.byBareText[bare]?.first(where: { $0.count != holes.count }) { return .otherCount(key: other.key, has: other.count) }
        return .missing
    }

    /// The keys of `index` that `string` may be, its holes of unknown type taking any specifier
    /// (none when every hole's type is known).
    func compatibleKeys(of string: CodeString, in index: TableIndex) -> [String] {
        let holes = string.holes
        guard holes.contains(where: { $0.specifier == nil }) else { return [] }
        return (index.bySkeleton[string.text(separator: Skeleton.hole)] ?? []).filter { candidate in
            zip(holes, candidate.specifiers).allSatisfy { hole, specifier in hole.specifier.map { Self.sameArgument($0, specifier) } ?? true }
        }.map(\.key)
    }

    /// `%lld` and `%1$lld` are one argument type; so are `%@` and `%2$@`.
    static func sameArgument(_ code: String, _ catalog: String) -> Bool {
        if code == catalog { return true }
        guard let dollar = catalog.firstIndex(of: "$") else { return false }
        return "%" + catalog[catalog.index(after: dollar)...] == code
    }
}

/// An interpolated literal of the code as a pattern of keys: its texts in order, any text for
/// each hole. A literal with fewer than three letters or digits in its texts (`"\(a) \(b)"`)
/// would match nearly any key and keeps none alive.
struct LiteralPattern {
    var pieces: [String]
    var escaped: [String]?

    init?(_ texts: [String]) {
        guard Self.hasWords(texts.joined()) else { return nil }
        pieces = texts
        escaped = texts.contains { $0.contains("%") } ? texts.map { $0.replacingOccurrences(of: "%", with: "%%") } : nil
    }

    /// Whether a text holds at least three letters or digits: enough to tell one key from another.
    static func hasWords(_ text: String) -> Bool {
        var count = 0
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
            count += 1
            if count == 3 { return true }
        }
        return false
    }

    func matches(_ key: String) -> Bool {
        Wildcard.matches(key, pieces: pieces) || (escaped.map { Wildcard.matches(key, pieces: $0) } ?? false)
    }
}

extension String {
    fileprivate func replacingHoles() -> String {
        contains(Skeleton.hole) ? replacingOccurrences(of: Skeleton.hole, with: "") : self
    }
}
