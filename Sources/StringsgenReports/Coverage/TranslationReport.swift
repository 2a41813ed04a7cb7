import StringsgenModel

/// What `stringsgen report` says about each required locale: how much is translated, what is
/// missing (with the source text, comment and copy limit a translator needs), what needs
/// review, and how many lint findings each rule has there.
///
/// A key counts as translated in a locale when every unit it needs there exists with state
/// `translated` (or no state) and a non-empty value, and none of its other units is new, stale
/// or waiting for review. Keys with `shouldTranslate: false` are not required. A plural key
/// needs one unit per plural category of the locale (per device and substitution where it
/// varies by those), so plural-form coverage counts each of them.
public struct TranslationReport: Sendable {
    public var tables: [TableSummary]
    /// In the order of `Locales/` (the settings given), then catalog locales not listed there.
    public var locales: [LocaleCoverage]

    /// Builds the report.
    ///
    /// - Parameters:
    ///   - settings: the project's `Locales/` files; nil when it has none, in which case every
    ///     language the catalogs hold (except their source languages) is reported as shipping.
    ///   - requiredLocales: report on these locales only (`--locale`); nil for all.
    ///   - diagnostics: lint findings, counted per rule for each locale.
    ///   - copyLimit: the copy limit of a key (the checks module knows the rules); nil to leave
    ///     limits out.
    ///   - pluralCategories: the plural categories a locale needs (from ICU's plural rules, in
    ///     the checks module). When nil, a plural key needs the categories its source and its
    ///     translation already have, which cannot notice a category that neither has.
    public init(
        tables: [StringTable], settings: [LocaleSettings]?, requiredLocales: [String]? = nil,
        diagnostics: [Diagnostic] = [], copyLimit: ((Entry) -> Int?)? = nil,
        pluralCategories: ((String) -> [String])? = nil
    ) {
        self.tables = tables.map {
            TableSummary(name: $0.name, file: $0.file, sourceLanguage: $0.sourceLanguage, keys: $0.entries.count)
        }

        var codes: [String] = []
        var seen: Set<String> = []
        // The source language is not translated into: it has nothing to cover.
        let onlySource = Set(tables.map(\.sourceLanguage)).count == 1 ? tables.first?.sourceLanguage : nil
        func add(_ code: String) { if code != onlySource, seen.insert(code).inserted { codes.append(code) } }
        let sourceLanguages = Set(tables.map(\.sourceLanguage))
        if let requiredLocales {
            requiredLocales.forEach(add)
        } else {
            settings?.forEach { add($0.code) }
            for code in Self.entryLocales(tables) where !sourceLanguages.contains(code) { add(code) }
        }

        // One pass over the entries for all locales, so what they need of an entry beyond their
        // own translation (its source text, its limit) is worked out once.
        var counters = codes.map { CoverageCounter(locale: $0, copyLimit: copyLimit, pluralCategories: pluralCategories) }
        for table in tables {
            let counted = counters.indices.filter { codes[$0] != table.sourceLanguage }
            for entry in table.entries where entry.isTranslatable {
                var source: EntrySource?
                for i in counted { counters[i].add(entry, &source, of: table) }
            }
        }

        let findings = Dictionary(grouping: diagnostics.filter { $0.locale != nil }, by: { $0.locale! })
        locales = zip(codes, counters).map { code, counter in
            let setting = settings?.first { $0.code == code }
            let status: LocaleReportStatus =
                if let setting { setting.status == .shipping ? .shipping : .inProgress }
                else if settings == nil { .shipping }
                else { .unlisted }
            var byRule: [String: Int] = [:]
            for d in findings[code] ?? [] { byRule[d.rule, default: 0] += 1 }
            return LocaleCoverage(
                locale: code, displayName: setting?.displayName, nativeName: setting?.nativeName, status: status,
                isRightToLeft: TextDirection.isRightToLeft(locale: code),
                keys: Coverage(translated: counter.keysTranslated, required: counter.keysRequired),
                forms: Coverage(translated: counter.formsTranslated, required: counter.formsRequired),
                missing: counter.missing, needsReview: counter.needsReview,
                findingsByRule: byRule.sorted { $0.key < $1.key }.map { RuleCount(rule: $0.key, count: $0.value) })
        }
    }

    /// Every locale the entries of `tables` hold, in the order they first appear: the tables'
    /// `locales` one after the other, without repeats. Catalogs list their languages in the
    /// same order in every entry, so a locale in the same place as in the entry before is
    /// known without a look in the set.
    private static func entryLocales(_ tables: [StringTable]) -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for table in tables {
            var previous: [Localization] = []
            for entry in table.entries {
                let localizations = entry.localizations
                for i in localizations.indices {
                    if i < previous.count, previous[i].locale == localizations[i].locale { continue }
                    if seen.insert(localizations[i].locale).inserted { result.append(localizations[i].locale) }
                }
                previous = localizations
            }
        }
        return result
    }

    /// The exit status of `stringsgen report`: 0 whatever is missing, unless `failUnder` (a
    /// percentage, 0–100) is given and a shipping locale's key coverage is below it; then 1.
    public func exitStatus(failUnder: Double?) -> Int32 {
        guard let failUnder else { return 0 }
        let failing = locales.contains { $0.status == .shipping && $0.keys.percent < failUnder }
        return failing ? 1 : 0
    }
}

public struct TableSummary: Sendable, Equatable {
    public var name: String
    public var file: String
    public var sourceLanguage: String
    public var keys: Int
}

/// How a locale stands in the project.
public enum LocaleReportStatus: String, Sendable {
    /// Listed in `Locales/` as shipping (or there is no `Locales/`): gaps fail CI.
    case shipping
    /// Listed in `Locales/` as in progress.
    case inProgress = "in-progress"
    /// In a catalog but not in `Locales/`: reported, never failed.
    case unlisted
}

/// A share of things translated.
public struct Coverage: Sendable, Equatable {
    public var translated: Int
    public var required: Int

    /// 0–100; 100 when nothing is required.
    public var percent: Double { required == 0 ? 100 : Double(translated) * 100 / Double(required) }

    public var isComplete: Bool { translated == required }

    /// One decimal, rounded down so that an incomplete locale never shows `100.0`.
    public var percentText: String {
        let tenths = required == 0 ? 1000 : translated * 1000 / required
        return "\(tenths / 10).\(tenths % 10)"
    }
}

public struct LocaleCoverage: Sendable {
    public var locale: String
    public var displayName: String?
    public var nativeName: String?
    public var status: LocaleReportStatus
    public var isRightToLeft: Bool
    public var keys: Coverage
    /// Plural forms counted one by one; a plain key is one form.
    public var forms: Coverage
    public var missing: [MissingKey]
    public var needsReview: [ReviewUnit]
    /// Sorted by rule id.
    public var findingsByRule: [RuleCount]

    /// `de · German`, or the code alone.
    public var title: String { displayName.map { "\(locale) · \($0)" } ?? locale }
}

/// A key not (fully) translated in a locale.
public struct MissingKey: Sendable, Equatable {
    public var key: String
    public var table: String
    /// The source language's text (for a plural key, its `other` form).
    public var source: String
    public var comment: String?
    public var limit: Int?
    /// The forms that are missing ("plural few", "substitution count, plural other"); empty
    /// when the key has no translation in the locale at all.
    public var missingForms: [String]
    /// The locale's entry for the key where it has one, else the key itself.
    public var location: SourceLocation
}

/// A unit that exists but waits for review (`needs_review`, `stale`, or an unknown state).
public struct ReviewUnit: Sendable, Equatable {
    public var key: String
    public var table: String
    /// "" for the plain value, else "plural one", "device iphone, plural other", ...
    public var form: String
    public var state: String
    public var value: String
    public var source: String
    public var location: SourceLocation
}

public struct RuleCount: Sendable, Equatable {
    public var rule: String
    public var count: Int
}
