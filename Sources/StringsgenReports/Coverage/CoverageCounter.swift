import StringsgenModel

/// Walks the entries of one locale and counts what is translated (see `TranslationReport`).
struct CoverageCounter {
    let locale: String
    let copyLimit: ((Entry) -> Int)?
    private let pluralCategories: ((String) -> [String])?
    /// `pluralCategories` of `locale`, asked once (ICU's rules are costly to evaluate) and only
    /// when a key varies by plural.
    private var localeCategories: [String]?

    var keysRequired = 0
    var keysTranslated = 0
    var formsRequired = 0
    var formsTranslated = 0
    var missing: [MissingKey] = []
    var needsReview: [ReviewUnit] = []

    init(locale: String, copyLimit: ((Entry) -> Int)?, pluralCategories: ((String) -> [String])?) {
        self.locale = locale
        self.copyLimit = copyLimit
        self.pluralCategories = pluralCategories
    }

    /// CLDR's order of plural categories.
    static let categoryOrder = ["zero", "one", "two", "few", "many", "other"]

    mutating func add(_ entry: Entry, of table: StringTable) {
        let sourceUnits = entry.localization(for: table.sourceLanguage)?.content.units ?? []
        let target = entry.localization(for: locale)
        let targetUnits = target?.content.units ?? []
        let source = Self.sourceText(entry, sourceUnits)

        // The shape (plain, plural, device, substitutions) is the translation's where it has
        // one (a language may vary by plural where the source does not), else the source's.
        let shapeUnits = targetUnits.isEmpty ? sourceUnits : targetUnits
        var skeletons: [[ValuePathStep]] = []
        for unit in shapeUnits {
            let skeleton = unit.steps.map(Self.abstracted)
            if !skeletons.contains(skeleton) { skeletons.append(skeleton) }
        }
        if skeletons.isEmpty { skeletons = [[]] }

        var required: [[ValuePathStep]] = []
        for skeleton in skeletons {
            let categories = requiredCategories(for: skeleton, sourceUnits, targetUnits)
            for path in Self.expand(skeleton, categories) where !required.contains(path) { required.append(path) }
        }

        var missingForms: [String] = []
        var complete = true
        var translatedCount = 0
        for path in required {
            let unit = targetUnits.first { $0.steps == path }
            switch unit.map(Self.classify) ?? .missing {
            case .translated: translatedCount += 1
            case .missing:
                complete = false
                missingForms.append(UnitPath.label(of: path))
            case .review:
                complete = false
                needsReview.append(review(unit!, entry, table, source))
            }
        }
        // Units beyond those required (an optional `zero`, a stray device) still have to be done.
        for unit in targetUnits where !required.contains(unit.steps) {
            switch Self.classify(unit) {
            case .translated: break
            case .missing:
                complete = false
                missingForms.append(unit.label)
            case .review:
                complete = false
                needsReview.append(review(unit, entry, table, source))
            }
        }

        keysRequired += 1
        formsRequired += required.count
        formsTranslated += translatedCount
        if complete { keysTranslated += 1 }
        if !missingForms.isEmpty {
            let wholeKey = target == nil || targetUnits.allSatisfy { Self.classify($0) == .missing }
            let firstMissing = targetUnits.first { Self.classify($0) == .missing }
            missing.append(
                MissingKey(
                    key: entry.key, table: table.name, source: source, comment: entry.comment,
                    limit: copyLimit?(entry), missingForms: wholeKey ? [] : missingForms,
                    location: firstMissing?.unit.location ?? target?.location ?? entry.location))
        }
    }

    private enum UnitStatus { case translated, missing, review }

    private static func classify(_ unit: UnitPath) -> UnitStatus {
        if unit.unit.value.isEmpty { return .missing }
        switch unit.unit.state {
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
        for skeleton: [ValuePathStep], _ sourceUnits: [UnitPath], _ targetUnits: [UnitPath]
    ) -> [String] {
        guard skeleton.contains(.plural(Self.wildcard)) else { return [] }
        if let pluralCategories {
            if let localeCategories { return localeCategories }
            let categories = pluralCategories(locale)
            localeCategories = categories
            return categories
        }
        var present: Set<String> = []
        for unit in sourceUnits + targetUnits where unit.steps.map(Self.abstracted) == skeleton {
            for case .plural(let category) in unit.steps { present.insert(category) }
        }
        return Self.categoryOrder.filter(present.contains) + present.subtracting(Self.categoryOrder).sorted()
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

    /// The text a translator translates: the source's own value, or for a value made of
    /// substitutions (`%#@count@`) or of variations only, the `other` form.
    static func sourceText(_ entry: Entry, _ units: [UnitPath]) -> String {
        let own = units.first { $0.steps.isEmpty }?.unit.value
        if let own, !own.contains("%#@") { return own }
        if let other = units.first(where: { $0.pluralCategory == "other" })?.unit.value { return other }
        return own ?? units.first?.unit.value ?? entry.key
    }
}

extension UnitPath {
    static func label(of steps: [ValuePathStep]) -> String { steps.map(\.description).joined(separator: ", ") }
}
