import StringsgenModel

/// What `stringsgen report` says about each required locale: how much is translated, how much
/// is ready (translated with no error-severity lint finding), what is missing (with the source
/// text, comment and copy limit a translator needs), what needs review, each lint finding by
/// key with the text it is about, and where the report came from.
///
/// A key counts as translated in a locale when every unit it needs there exists with state
/// `translated` (or no state) and a non-empty value, and none of its other units is new, stale
/// or waiting for review. Keys with `shouldTranslate: false` are not required. A plural key
/// needs one unit per plural category of the locale (per device and substitution where it
/// varies by those), so plural-form coverage counts each of them. A translated key is ready
/// when no lint finding of error severity is about it in the locale: coverage is not
/// correctness, and a locale is done only when every required key is ready.
public struct TranslationReport: Sendable {
    public var tables: [TableSummary]
    /// In the order of `Locales/` (the settings given), then catalog locales not listed there.
    public var locales: [LocaleCoverage]
    /// When and from what the report was made; nil leaves it out (renderers then say nothing).
    public var provenance: ReportProvenance?
    /// The screens of `lint.screens`, drawn in every language by the HTML report, with what a
    /// browser measured there when one did; nil when the project declares no screens.
    public var screens: ScreenPreviews?

    /// Builds the report.
    ///
    /// - Parameters:
    ///   - settings: the project's `Locales/` files; nil when it has none, in which case every
    ///     language the catalogs hold (except their source languages) is reported as shipping.
    ///   - requiredLocales: report on these locales only (`--locale`); nil for all.
    ///   - diagnostics: lint findings: listed by key and counted per rule for each locale; one
    ///     at error severity makes its key not ready there.
    ///   - copyLimit: the copy limit of a key (the checks module knows the rules); nil to leave
    ///     limits out.
    ///   - pluralCategories: the plural categories a locale needs (from ICU's plural rules, in
    ///     the checks module). When nil, a plural key needs the categories its source and its
    ///     translation already have, which cannot notice a category that neither has.
    ///   - tableNeeds: whether a table is to be translated into a locale (an app's widget is held
    ///     to its own languages, as lint holds it); nil when every table needs every locale.
    public init(
        tables: [StringTable], settings: [LocaleSettings]?, requiredLocales: [String]? = nil,
        diagnostics: [Diagnostic] = [], copyLimit: ((Entry) -> Int?)? = nil,
        pluralCategories: ((String) -> [String])? = nil, provenance: ReportProvenance? = nil,
        tableNeeds: ((StringTable, String) -> Bool)? = nil
    ) {
        self.provenance = provenance
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
            // A table's source language is another table's translation where that table needs
            // it (an app written in zh-Hans with an English package: its `en` was left out).
            for code in Self.entryLocales(tables) where !sourceLanguages.contains(code)
                || tables.contains(where: { $0.sourceLanguage != code && $0.locales.contains(code) && tableNeeds?($0, code) != false }) {
                add(code)
            }
        }

        // One pass over the entries for all locales, so what they need of an entry beyond their
        // own translation (its source text, its limit) is worked out once.
        var counters = codes.map { CoverageCounter(locale: $0, copyLimit: copyLimit, pluralCategories: pluralCategories) }
        // A locale no table needs (a regional variant of the source language, which lint does
        // not require unless the project names it) is counted over every table, for
        // information, and reported as unlisted: never failed.
        let neededNowhere = Set(codes.filter { code in tableNeeds.map { needs in !tables.contains { needs($0, code) } } ?? false })
        let copies = Self.copiesOfTheSource(in: diagnostics)
        // A table a deleted nib left behind is asked of no language, as in lint (Monal's
        // `ContactDetails` and `Login`: 32 keys in every language's figures and to-do list).
        for table in tables where !table.isLeftoverOfInterfaceBuilder {
            let counted = counters.indices.filter {
                codes[$0] != table.sourceLanguage && (tableNeeds?(table, codes[$0]) != false || neededNowhere.contains(codes[$0]))
            }
            // A key with nothing to translate (the empty key, `%@`) is no key to translate, as in
            // `lint`: a catalog with Xcode's usual empty key can reach 100%. Nor is a key of a
            // legacy table that translations have and the source's `.strings` file lacks (lint's
            // orphan: Stats' four keys only its Bengali file has made 39 languages “missing” them),
            // nor one lint asks of no language (`OptionalKeys`: the app's name in InfoPlist), nor
            // a key the code no longer uses (`extractionState` `stale`: lint asks it of no
            // language and `export` leaves it out; 219 of Raindrop's 384 keys counted), nor a name
            // every translation keeps (`StringTable.asksTranslation`).
            let orphans = StringTable.OrphanKeys(table)
            let countsCopies = counted.map { Self.countsCopies(in: table, locale: codes[$0], copies: copies[codes[$0]]) }
            for entry in table.entries where table.asksTranslation(of: entry, orphans: orphans) {
                var source: EntrySource?
                for (n, i) in counted.enumerated() {
                    let copied = countsCopies[n] && copies[codes[i]]?.contains(TableKey(table.name, entry.key)) == true
                    counters[i].add(entry, &source, of: table, copied: copied)
                }
            }
        }

        let findings = Dictionary(grouping: diagnostics.filter { $0.locale != nil }, by: { $0.locale! })
        var entries = EntryIndex(tables)
        locales = zip(codes, counters).map { code, counter in
            let setting = settings?.first { $0.code == code }
            let status: LocaleReportStatus =
                if let setting { setting.status == .shipping ? .shipping : .inProgress }
                else if neededNowhere.contains(code) { .unlisted }
                else if settings == nil { .shipping }
                else { .unlisted }
            let localeFindings = findings[code] ?? []
            var byRule: [String: Int] = [:]
            for d in localeFindings { byRule[d.rule, default: 0] += 1 }

            // Keys translated here (counted as such) that an error finding is about: not ready.
            let untranslated = Set(counter.missing.map { TableKey($0.table, $0.key) } + counter.needsReview.map { TableKey($0.table, $0.key) })
            var toFix: Set<TableKey> = []
            for d in localeFindings where d.severity == .error {
                guard let key = d.key, let table = d.table else { continue }
                let id = TableKey(table, key)
                guard !untranslated.contains(id), !toFix.contains(id),
                      let entry = entries.entry(table: table, key: key), entry.isTranslatable,
                      entries.sourceLanguage(of: table) != code
                else { continue }
                toFix.insert(id)
            }
            // Errors first, then warnings and notes, each in the order lint gives them.
            let listed = localeFindings.enumerated().sorted { a, b in
                a.element.severity != b.element.severity ? a.element.severity > b.element.severity : a.offset < b.offset
            }.map { _, d in
                ReportFinding(
                    rule: d.rule, severity: d.severity, table: d.table, key: d.key, message: d.message,
                    text: d.key.flatMap { key in d.table.flatMap { entries.text(table: $0, key: key, locale: code, at: d.location) } },
                    location: d.location)
            }
            return LocaleCoverage(
                locale: code, displayName: setting?.displayName, nativeName: setting?.nativeName, status: status,
                isRightToLeft: TextDirection.isRightToLeft(locale: code),
                keys: Coverage(translated: counter.keysTranslated, required: counter.keysRequired),
                ready: Coverage(translated: counter.keysTranslated - toFix.count, required: counter.keysRequired),
                forms: Coverage(translated: counter.formsTranslated, required: counter.formsRequired),
                missing: counter.missing, needsReview: counter.needsReview, keysToFix: toFix.count,
                findings: listed,
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
    /// percentage, 0–100) is given and a shipping locale's ready share is below it; then 1.
    public func exitStatus(failUnder: Double?) -> Int32 {
        guard let failUnder else { return 0 }
        return locales(below: failUnder).contains { $0.status == .shipping } ? 1 : 0
    }

    /// The locales whose ready share is below `threshold` (a percentage), shipping or not.
    public func locales(below threshold: Double) -> [LocaleCoverage] {
        locales.filter { $0.ready.percent < threshold }
    }
}

/// A key of a table, in one locale's bookkeeping.
extension TranslationReport {
    /// The keys (table name and key) whose value in a locale lint reports as the source's text
    /// left as it is (`unchanged-translation`), by locale: in a legacy table, which has no
    /// translation state, a tool's fill-in, not a translation (`countsCopies`).
    static func copiesOfTheSource(in diagnostics: [Diagnostic]) -> [String: Set<TableKey>] {
        var copies: [String: Set<TableKey>] = [:]
        for d in diagnostics where d.rule == "unchanged-translation" {
            guard let locale = d.locale, let key = d.key, let table = d.table else { continue }
            copies[locale, default: []].insert(TableKey(table, key))
        }
        return copies
    }

    /// Whether the copies of the source (`copiesOfTheSource`) of `locale` in `table` count as
    /// untranslated. In a legacy table, always: Transifex writes the English into every
    /// language's file, and Jami's Hebrew was “98.9% translated, ready” with 281 of its 649
    /// values in English. In a catalog, whose values a translator marks `translated`, only where
    /// they are half of the locale's values or more: a language a tool filled with English
    /// (ownCloud's Lao, all 790 values English marked `translated`, was ✅ 100%), not a
    /// translator's choice to keep a name (Whisky's German “Metal HUD”).
    static func countsCopies(in table: StringTable, locale: String, copies: Set<TableKey>?) -> Bool {
        guard table.format == .xcstrings else { return true }
        guard let copies else { return false }
        let copied = copies.count { $0.table == table.name }
        guard copied >= 5 else { return false }
        let values = table.entries.count { entry in entry.localizations.contains { $0.locale == locale } }
        return copied * 2 >= values
    }


    /// The number of keys of `tables` whose value in `locale` is the source's text left as it
    /// is, by lint's findings (`copiesOfTheSource`, where `countsCopies`): `init` counts them
    /// untranslated too.
    public static func copiesOfTheSource(in diagnostics: [Diagnostic], locale: String, tables: [StringTable]) -> Int {
        countedCopies(in: diagnostics, locale: locale, tables: tables).count
    }

    /// The keys of `tables` (table name and key) whose value in `locale` is the source's text
    /// left as it is and counts as untranslated (`copiesOfTheSource`, where `countsCopies`).
    public static func countedCopies(in diagnostics: [Diagnostic], locale: String, tables: [StringTable]) -> [(table: String, key: String)] {
        guard let copies = copiesOfTheSource(in: diagnostics)[locale] else { return [] }
        let names = Set(tables.filter { countsCopies(in: $0, locale: locale, copies: copies) }.map(\.name))
        return copies.filter { names.contains($0.table) }.map { ($0.table, $0.key) }
    }
}

struct TableKey: Hashable {
    var table: String
    var key: String
    init(_ table: String, _ key: String) { (self.table, self.key) = (table, key) }
}

/// The entries of the tables by table name and key, indexed on first use (only findings need it).
private struct EntryIndex {
    private let tables: [StringTable]
    private var byTable: [String: [String: Entry]] = [:]

    init(_ tables: [StringTable]) { self.tables = tables }

    func sourceLanguage(of table: String) -> String? { tables.first { $0.name == table }?.sourceLanguage }

    mutating func entry(table name: String, key: String) -> Entry? {
        if byTable[name] == nil {
            guard let table = tables.first(where: { $0.name == name }) else { return nil }
            byTable[name] = Dictionary(table.entries.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        }
        return byTable[name]?[key]
    }

    /// The text a finding at `location` is about: the unit there, else the locale's plain value,
    /// else its `other` form, else its first unit; nil when the locale has no translation.
    mutating func text(table: String, key: String, locale: String, at location: SourceLocation) -> String? {
        guard let localization = entry(table: table, key: key)?.localization(for: locale) else { return nil }
        let units = localization.content.units
        if let unit = units.first(where: { $0.unit.location == location }) { return unit.unit.value }
        if let own = localization.content.stringUnit { return own.value }
        return (units.first { $0.pluralCategory == "other" } ?? units.first)?.unit.value
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
    /// In a catalog but not in `Locales/`, or, where the project names no locales, a regional
    /// variant of the source language (`en-GB` beside `en`): reported, never failed.
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
    /// Keys translated: every unit there, with a value, none new, stale or to review.
    public var keys: Coverage
    /// Keys translated and ready: no lint finding of error severity about them here.
    public var ready: Coverage
    /// Plural forms counted one by one; a plain key is one form.
    public var forms: Coverage
    public var missing: [MissingKey]
    public var needsReview: [ReviewUnit]
    /// Translated keys that an error finding is about (`keys.translated - ready.translated`).
    public var keysToFix: Int
    /// Every lint finding about the locale, errors first.
    public var findings: [ReportFinding]
    /// Sorted by rule id.
    public var findingsByRule: [RuleCount]

    /// The keys with a unit waiting for review (a plural key counts once, however many of its
    /// forms wait), as every count of keys to review says.
    public var keysToReview: Int {
        var keys: Set<String> = []
        for unit in needsReview { keys.insert("\(unit.table)\u{0}\(unit.key)") }
        return keys.count
    }

    /// `de · German`, or the code alone.
    public var title: String { displayName.map { "\(locale) · \($0)" } ?? locale }

    /// Every required key translated and ready, nothing waiting for review: the only state a
    /// report shows as done.
    public var isDone: Bool { ready.isComplete && needsReview.isEmpty }
}

/// One lint finding in a locale, with the text it is about.
public struct ReportFinding: Sendable, Equatable {
    public var rule: String
    public var severity: Severity
    public var table: String?
    public var key: String?
    public var message: String
    /// The locale's current text of the key (the unit the finding points at where it can be
    /// told); nil when there is none.
    public var text: String?
    public var location: SourceLocation
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
    /// Whether the locale holds the key with the source's text left as it is, which lint
    /// reports (`unchanged-translation`) and a legacy table's tool wrote there: at `location`,
    /// to translate, not to add (OneBusAway's Polish “Push ID” was listed as missing, “all”
    /// forms, at the English file).
    public var isSourceTextLeft: Bool = false
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
