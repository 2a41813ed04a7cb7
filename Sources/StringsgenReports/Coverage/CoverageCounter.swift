import StringsgenModel

/// Walks the entries of one locale and counts what is translated (see `TranslationReport`).
struct CoverageCounter {
    let locale: String
    let copyLimit: ((Entry) -> Int?)?
    private let pluralCategories: ((String) -> [String])?
    /// `pluralCategories` of `locale`, each once, asked once (ICU's rules are costly to
    /// evaluate) and only when a translation has variations.
    private var localeCategories: [String]?

    var keysRequired = 0
    var keysTranslated = 0
    var formsRequired = 0
    var formsTranslated = 0
    var missing: [MissingKey] = []
    var needsReview: [ReviewUnit] = []

    init(locale: String, copyLimit: ((Entry) -> Int?)?, pluralCategories: ((String) -> [String])?) {
        self.locale = locale
        self.copyLimit = copyLimit
        self.pluralCategories = pluralCategories
    }

    /// CLDR's order of plural categories.
    static let categoryOrder = ["zero", "one", "two", "few", "many", "other"]

    /// Counts one entry of `table` (whose source language is not `locale`). `source` is shared
    /// by the counters of every locale: nil until one of them needs it, then made once. A value
    /// `copied` from the source by a tool (`TranslationReport.copiesOfTheSource`) is counted as
    /// no value.
    mutating func add(_ entry: Entry, _ source: inout EntrySource?, of table: StringTable, copied: Bool = false) {
        let own = entry.localizations.firstIndex { $0.locale == locale }
        let target = copied ? nil : own
        // Most keys in most locales are complete in one of the simplest shapes: no need to
        // list their units and required paths.
        if let target {
            // The locale's categories, where a complete plural may need them.
            let categories = entry.localizations[target].content.variations == nil || pluralCategories == nil
                ? nil : categoriesOfLocale()
            if let forms = Self.formsIfSimplyComplete(entry.localizations[target].content, categories) {
                keysRequired += 1
                keysTranslated += 1
                formsRequired += forms
                formsTranslated += forms
                return
            }
        }
        if source == nil { source = EntrySource(entry, sourceLanguage: table.sourceLanguage, copyLimit: copyLimit) }
        // A copied value is listed where it is, as the source's text left as it is.
        let copiedAt = copied ? own.map { entry.localizations[$0].content.stringUnit?.location ?? entry.localizations[$0].location } : nil
        addVaried(entry, target.map { entry.localizations[$0] }, &source!, of: table, copiedAt: copiedAt)
    }

    /// The number of forms `content` is required to have, when it has each of them translated
    /// and nothing else: one translated plain value (one form), or only plural forms, each a
    /// translated plain value, one for each of the locale's `categories` (one form per
    /// category; nil when they are not known). nil for every other content, which `addVaried`
    /// works out in full.
    private static func formsIfSimplyComplete(_ content: LocalizedContent, _ categories: [String]?) -> Int? {
        guard content.substitutions?.isEmpty ?? true else { return nil }
        if let unit = content.stringUnit {
            return content.variations == nil && classify(unit) == .translated ? 1 : nil
        }
        guard let categories, let variations = content.variations, variations.device?.isEmpty ?? true,
              let forms = variations.plural, !forms.isEmpty
        else { return nil }
        for form in forms {
            guard let unit = form.content.stringUnit, form.content.variations == nil,
                  form.content.substitutions?.isEmpty ?? true, classify(unit) == .translated
            else { return nil }
        }
        for category in categories where !forms.contains(where: { $0.name == category }) { return nil }
        return categories.count
    }

    private mutating func addVaried(
        _ entry: Entry, _ target: Localization?, _ source: inout EntrySource, of table: StringTable, copiedAt: SourceLocation? = nil
    ) {
        let targetUnits = target?.content.units ?? []

        // The shape (plain, plural, device, substitutions) is the translation's where it has
        // one (a language may vary by plural where the source does not), else the source's.
        let shapeUnits = targetUnits.isEmpty ? source.units : targetUnits
        var skeletons: [[ValuePathStep]] = []
        for unit in shapeUnits {
            let skeleton = unit.steps.map(Self.abstracted)
            if !skeletons.contains(skeleton) { skeletons.append(skeleton) }
        }
        if skeletons.isEmpty { skeletons = [[]] }

        var required: [[ValuePathStep]] = []
        for skeleton in skeletons {
            let categories = requiredCategories(for: skeleton, &source, targetUnits)
            for path in Self.expand(skeleton, categories) where !required.contains(path) { required.append(path) }
        }

        var missingForms: [String] = []
        var complete = true
        var translatedCount = 0
        for path in required {
            let unit = targetUnits.first { $0.steps == path }
            switch unit.map({ Self.classify($0.unit) }) ?? .missing {
            case .translated: translatedCount += 1
            case .missing:
                complete = false
                missingForms.append(UnitPath.label(of: path))
            case .review:
                complete = false
                needsReview.append(review(unit!, entry, table, source.text))
            }
        }
        // Units beyond those required (an optional `zero`, a stray device) still have to be done;
        // but an empty `zero` marked translated is a choice, showing nothing for 0, as lint has
        // it (Synctrain's Dutch leaves out the clause about files to delete when there are none:
        // its key was “missing” beside “Plural forms 3/3”).
        for unit in targetUnits where !required.contains(unit.steps) {
            if unit.pluralCategory == "zero", unit.unit.value.isEmpty, unit.unit.state == nil || unit.unit.state == "translated" { continue }
            switch Self.classify(unit.unit) {
            case .translated: break
            case .missing:
                complete = false
                missingForms.append(unit.label)
            case .review:
                complete = false
                needsReview.append(review(unit, entry, table, source.text))
            }
        }

        keysRequired += 1
        formsRequired += required.count
        formsTranslated += translatedCount
        if complete { keysTranslated += 1 }
        if !missingForms.isEmpty {
            let wholeKey = target == nil || targetUnits.allSatisfy { Self.classify($0.unit) == .missing }
            let firstMissing = targetUnits.first { Self.classify($0.unit) == .missing }
            missing.append(
                MissingKey(
                    key: entry.key, table: table.name, source: source.text, comment: entry.comment,
                    limit: source.limit, missingForms: wholeKey ? [] : missingForms,
                    location: copiedAt ?? firstMissing?.unit.location ?? target?.location ?? entry.location,
                    isSourceTextLeft: copiedAt != nil))
        }
    }

    private enum UnitStatus { case translated, missing, review }

    private static func classify(_ unit: StringUnit) -> UnitStatus {
        if unit.value.isEmpty { return .missing }
        switch unit.state {
        case nil, "translated": return .translated
        case "new": return .missing
        default: return .review
        }
    }

    private func review(_ unit: UnitPath, _ entry: Entry, _ table: StringTable, _ source: String) -> ReviewUnit {
        ReviewUnit(
            key: entry.key, table: table.name, form: unit.label, state: unit.unit.state ?? "", value: unit.unit.value,
            source: source, location: unit.unit.location)
    }

    private static let wildcard = "*"

    private static func abstracted(_ step: ValuePathStep) -> ValuePathStep {
        if case .plural = step { return .plural(wildcard) }
        return step
    }

    private mutating func requiredCategories(
        for skeleton: [ValuePathStep], _ source: inout EntrySource, _ targetUnits: [UnitPath]
    ) -> [String] {
        guard skeleton.contains(.plural(Self.wildcard)) else { return [] }
        if pluralCategories != nil { return categoriesOfLocale() }
        var present: Set<String> = []
        for unit in source.units + targetUnits where unit.steps.map(Self.abstracted) == skeleton {
            for case .plural(let category) in unit.steps { present.insert(category) }
        }
        return Self.categoryOrder.filter(present.contains) + present.subtracting(Self.categoryOrder).sorted()
    }

    /// `pluralCategories` of `locale`, each once; asked on first use, then kept.
    private mutating func categoriesOfLocale() -> [String] {
        if let localeCategories { return localeCategories }
        var categories: [String] = []
        for category in pluralCategories?(locale) ?? [] where !categories.contains(category) { categories.append(category) }
        localeCategories = categories
        return categories
    }

    /// Every path the skeleton stands for, each plural wildcard replaced by each category.
    private static func expand(_ skeleton: [ValuePathStep], _ categories: [String]) -> [[ValuePathStep]] {
        var paths: [[ValuePathStep]] = [[]]
        for step in skeleton {
            if step == .plural(wildcard) {
                paths = paths.flatMap { path in categories.map { path + [.plural($0)] } }
            } else {
                paths = paths.map { $0 + [step] }
            }
        }
        return paths
    }
}

/// What the counters of all locales need to know about one entry beyond their own
/// translation: its source side and its copy limit, each worked out on first use, then shared.
struct EntrySource {
    let entry: Entry
    let sourceLanguage: String
    private let copyLimit: ((Entry) -> Int?)?

    init(_ entry: Entry, sourceLanguage: String, copyLimit: ((Entry) -> Int?)?) {
        self.entry = entry
        self.sourceLanguage = sourceLanguage
        self.copyLimit = copyLimit
    }

    /// The entry's copy limit; nil when the report leaves limits out.
    private(set) lazy var limit: Int? = copyLimit?(entry) ?? nil

    /// The source localization's units, or none.
    private(set) lazy var units: [UnitPath] = entry.sourceLocalization(for: sourceLanguage)?.content.units ?? []

    /// The text a translator translates: the source's own value, or for a value made of
    /// substitutions (`%#@count@`) or of variations only, the `other` form; for a storyboard's
    /// key no source-language file holds, the text Interface Builder quotes in its comment
    /// (Clipy's “Text Cell”, not “XXp-Rw-8h6.title”).
    private(set) lazy var text: String = {
        let units = self.units
        let own = units.first { $0.steps.isEmpty }?.unit.value
        if let own, !Self.holdsSubstitution(own) { return own }
        if let other = units.first(where: { $0.pluralCategory == "other" })?.unit.value { return other }
        return own ?? units.first?.unit.value ?? OptionalKeys.interfaceBuilderText(of: entry.key, in: entry.comment) ?? entry.key
    }()

    /// Whether `value` holds `%#@`, by Foundation's `contains` (which respects composed
    /// characters: not in "%#@\u{301}…"). A value whose UTF-8 lacks the three bytes is ruled
    /// out first, at a small part of the cost: nothing else is canonically equivalent to them.
    private static func holdsSubstitution(_ value: String) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in value.utf8 {
            if byte == UInt8(ascii: "@"), previous == (UInt8(ascii: "%"), UInt8(ascii: "#")) { return value.contains("%#@") }
            previous = (previous.1, byte)
        }
        return false
    }
}

extension UnitPath {
    static func label(of steps: [ValuePathStep]) -> String { steps.map(\.description).joined(separator: ", ") }
}
