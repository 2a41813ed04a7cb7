import StringsgenICU
import StringsgenModel

/// One lint run over one table: the context and what is built once and shared by every check
/// (one grapheme counter, plural rules per locale, do-not-translate terms per locale).
/// Not thread-safe: one per run.
public final class LintRun {
    public let context: LintContext
    public var table: StringTable { context.table }
    public var sourceLanguage: String { context.table.sourceLanguage }
    /// The one grapheme counter of the run.
    public private(set) lazy var graphemes = GraphemeCounter()
    private var termsByLocale: [String: [String]] = [:]
    private var pluralsByLocale: [String: LocalePlurals?] = [:]
    private var languageByLocale: [String: String] = [:]

    public init(_ context: LintContext) {
        self.context = context
    }

    /// The terms that must stay as written in `locale`: the source locale's list and the
    /// locale's own, longest first (so `StandFit Pro` is matched before `StandFit`).
    public func doNotTranslateTerms(for locale: String) -> [String] {
        if let terms = termsByLocale[locale] { return terms }
        var terms: [String] = []
        for code in [sourceLanguage, locale] {
            for term in context.locales?[code]?.doNotTranslate ?? [] where !term.isEmpty && !terms.contains(term) {
                terms.append(term)
            }
        }
        terms.sort { $0.count > $1.count }
        termsByLocale[locale] = terms
        return terms
    }

    /// The language of a locale code (`pt` of `pt-BR`), or the code where ICU reads none.
    public func language(of locale: String) -> String {
        if let cached = languageByLocale[locale] { return cached }
        let language = LocaleIdentifier.language(locale)
        languageByLocale[locale] = language.isEmpty ? locale : language
        return languageByLocale[locale]!
    }

    /// The plural rules of `locale` and what the checks derive from them, built once per
    /// locale; nil when ICU cannot open rules for the code.
    public func plurals(for locale: String) -> LocalePlurals? {
        if let cached = pluralsByLocale[locale] { return cached }
        let plurals = (try? PluralRules(locale: locale)).map(LocalePlurals.init)
        pluralsByLocale[locale] = plurals
        return plurals
    }
}

/// A locale's plural categories as the plural checks use them.
public struct LocalePlurals: Sendable {
    /// Integers below this decide which categories a translation must have.
    public static let integerLimit = 1000

    public let rules: PluralRules
    /// The categories ICU lists for the locale (integers and decimals).
    public let categories: Set<PluralCategory>
    /// The categories integers below `integerLimit` reach, and `other`: the forms every
    /// plural variation in the locale must have.
    public let required: Set<PluralCategory>
    /// For each required category, the integers that select it, as "2–4, 22–24, 32–34, …".
    public let examples: [PluralCategory: String]

    public init(_ rules: PluralRules) {
        self.rules = rules
        self.categories = Set(rules.categories)
        self.required = rules.categoriesReachedByIntegers(below: Self.integerLimit).union([.other])
        var runs: [PluralCategory: [ClosedRange<Int>]] = [:]
        var more: Set<PluralCategory> = []
        var previous: PluralCategory?
        for n in 0..<Self.integerLimit {
            let category = rules.category(for: n)
            defer { previous = category }
            if category == previous, let last = runs[category]?.last, last.upperBound == n - 1 {
                runs[category]![runs[category]!.count - 1] = last.lowerBound...n
            } else if runs[category, default: []].count < 3 {
                runs[category, default: []].append(n...n)
            } else {
                more.insert(category)
            }
        }
        var examples: [PluralCategory: String] = [:]
        for (category, ranges) in runs {
            let shown = ranges.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)–\($0.upperBound)" }
            examples[category] = (shown + (more.contains(category) ? ["…"] : [])).joined(separator: ", ")
        }
        self.examples = examples
    }
}

/// One entry as the checks see it: its source (the key itself where the catalog has no
/// source localization, as Xcode writes it) and its translations, each unit parsed once.
public final class LintedEntry {
    public let run: LintRun
    public let entry: Entry
    public var key: String { entry.key }
    /// `shouldTranslate` is not false. Checks other than `encoding` and
    /// `invalid-format-specifier` skip a key that is not.
    public var isTranslatable: Bool { entry.isTranslatable }
    public let source: LintedLocalization
    /// Every localization but the source language's, in catalog order.
    public let translations: [LintedLocalization]

    public init(_ entry: Entry, run: LintRun) {
        self.run = run
        self.entry = entry
        let sourceLanguage = run.sourceLanguage
        let source = entry.localizations.first { $0.locale == sourceLanguage }.map {
            LintedLocalization($0, source: nil)
        } ?? LintedLocalization(
            Localization(
                locale: sourceLanguage, location: entry.location,
                content: LocalizedContent(stringUnit: StringUnit(value: entry.key, location: entry.location))),
            source: nil)
        self.source = source
        var translations: [LintedLocalization] = []
        translations.reserveCapacity(entry.localizations.count)
        for localization in entry.localizations where localization.locale != sourceLanguage {
            translations.append(LintedLocalization(localization, source: source))
        }
        self.translations = translations
    }

    /// Every localization, the source first.
    public var localizations: [LintedLocalization] { [source] + translations }

    /// For checks of damage that matters even in text nobody translates (`encoding`,
    /// `invalid-format-specifier`): the source always, the translations when the key is
    /// translatable.
    public var localizationsCheckedEvenIfUntranslated: [LintedLocalization] {
        isTranslatable ? localizations : [source]
    }

    /// Each plural variation set of a translatable key, in every locale (the source included)
    /// whose plural rules ICU knows, with those rules.
    public func forEachPluralSet(_ body: (LintedLocalization, PluralSet, LocalePlurals) -> Void) {
        guard isTranslatable else { return }
        for localization in localizations {
            let sets = localization.pluralSets
            guard !sets.isEmpty, let plurals = run.plurals(for: localization.locale) else { continue }
            for set in sets { body(localization, set, plurals) }
        }
    }

    /// "‘key’ in ‘de’", with the variant when the unit is one ("‘key’ in ‘de’ (plural few)").
    public func subject(_ locale: String, _ path: UnitPath? = nil) -> String {
        let label = path?.label ?? ""
        return "‘\(key)’ in ‘\(locale)’" + (label.isEmpty ? "" : " (\(label))")
    }
}

/// One localization of an entry, its units parsed on first use.
public final class LintedLocalization {
    public let localization: Localization
    /// The source localization a translation is compared with; nil for the source itself.
    public let source: LintedLocalization?
    public var isSource: Bool { source == nil }
    public var locale: String { localization.locale }
    public var content: LocalizedContent { localization.content }

    public init(_ localization: Localization, source: LintedLocalization?) {
        self.localization = localization
        self.source = source
    }

    /// Every string unit, in `LocalizedContent.units` order.
    public private(set) lazy var units: [LintedUnit] = content.units.map { LintedUnit($0) }

    /// For each of `units`, the source unit it is compared with (`counterpart(of:)`), resolved
    /// once and shared by the checks; empty for the source itself.
    public private(set) lazy var sourceUnits: [LintedUnit?] = source.map { source in units.map(source.counterpart(of:)) } ?? []

    /// Each unit with the source unit it is compared with, skipping units the source has no
    /// counterpart for.
    public private(set) lazy var comparedUnits: [(unit: LintedUnit, source: LintedUnit)] =
        zip(units, sourceUnits).compactMap { unit, source in source.map { (unit, $0) } }

    /// Every substitution defined anywhere in the localization (at its root or in a variation).
    public private(set) lazy var substitutions: [Substitution] = {
        var result: [Substitution] = []
        func collect(_ content: LocalizedContent) {
            for s in content.substitutions ?? [] { result.append(s) }
            for v in content.variations?.plural ?? [] { collect(v.content) }
            for v in content.variations?.device ?? [] { collect(v.content) }
        }
        collect(content)
        return result
    }()

    public func substitution(named name: String) -> Substitution? {
        substitutions.first { $0.name == name }
    }


    /// The unit of this (source) localization a translated unit is compared with: the same
    /// path, where every plural step goes to the source's `other` form (a translation's `few`
    /// is compared with the source's `other`), a device the source lacks goes to its `other`
    /// device, and variations that only one side has are looked through.
    public func counterpart(of unit: LintedUnit) -> LintedUnit? {
        // The common case: a plain value against a plain value (always `units[0]`).
        if unit.path.steps.isEmpty, content.stringUnit != nil { return units[0] }
        guard let steps = resolve(content, unit.path.steps[...], []) else { return nil }
        return units.first { $0.path.steps == steps }
    }

    private func resolve(
        _ content: LocalizedContent, _ steps: ArraySlice<ValuePathStep>, _ taken: [ValuePathStep]
    ) -> [ValuePathStep]? {
        guard let step = steps.first else { return representative(content, taken) }
        let rest = steps.dropFirst()
        switch step {
        case .plural(let category):
            guard let forms = content.variations?.plural, !forms.isEmpty else { return resolve(content, rest, taken) }
            let form = forms.first { $0.name == "other" } ?? forms.first { $0.name == category } ?? forms[forms.count - 1]
            return resolve(form.content, rest, taken + [.plural(form.name)])
        case .device(let device):
            guard let devices = content.variations?.device, !devices.isEmpty else { return resolve(content, rest, taken) }
            guard let form = devices.first(where: { $0.name == device }) ?? devices.first(where: { $0.name == "other" })
            else { return nil }
            return resolve(form.content, rest, taken + [.device(form.name)])
        case .substitution(let name):
            guard let substitution = content.substitution(named: name) ?? self.substitution(named: name),
                  let variations = substitution.variations
            else { return nil }
            return resolve(LocalizedContent(variations: variations), rest, taken + [.substitution(name)])
        }
    }

    /// The path of the unit that stands for `content` when the other side has no variation here.
    private func representative(_ content: LocalizedContent, _ taken: [ValuePathStep]) -> [ValuePathStep]? {
        if content.stringUnit != nil { return taken }
        if let forms = content.variations?.plural, let form = forms.first(where: { $0.name == "other" }) ?? forms.last {
            return representative(form.content, taken + [.plural(form.name)])
        }
        if let devices = content.variations?.device,
           let form = devices.first(where: { $0.name == "other" }) ?? devices.first {
            return representative(form.content, taken + [.device(form.name)])
        }
        return nil
    }
}

/// One string unit with its placeholders parsed (a class: checks pass units around a lot).
public final class LintedUnit {
    public let path: UnitPath
    public let format: FormatString
    /// The arguments the unit's own specifiers consume, by position. `%#@name@` and `%arg`
    /// are left out: a substitution's argument is its `argNum` (Xcode reorders `%#@arg2@` and
    /// `%#@arg1@` freely), so implicit positions count only the other specifiers.
    public let arguments: [Int: PlaceholderType]
    /// The specifier as written for each of `arguments` (`%2$lld`).
    public let argumentTexts: [Int: String]
    /// The names of the `%#@name@` substitutions the unit uses, in order.
    public let substitutionNames: [String]
    /// Whether the unit holds `%arg` (only inside a substitution).
    public let hasSubstitutionArgument: Bool

    public init(_ path: UnitPath) {
        self.path = path
        let format = FormatString(path.unit.value, insideSubstitution: path.substitutionName != nil)
        self.format = format
        var arguments: [Int: PlaceholderType] = [:]
        var texts: [Int: String] = [:]
        var names: [String] = []
        var hasArg = false
        var implicit = 0
        for p in format.placeholders {
            switch p.type {
            case .substitution(let name): names.append(name)
            case .substitutionArgument: hasArg = true
            default:
                let position: Int
                if p.hasExplicitPosition { position = p.position } else { implicit += 1; position = implicit }
                if arguments[position] == nil { arguments[position] = p.type; texts[position] = p.text }
            }
        }
        self.arguments = arguments
        self.argumentTexts = texts
        self.substitutionNames = names
        self.hasSubstitutionArgument = hasArg
    }

    public var unit: StringUnit { path.unit }
    public var value: String { path.unit.value }
    public var location: SourceLocation { path.unit.location }
    public var pluralCategory: String? { path.pluralCategory }
    public var isInSubstitution: Bool { path.substitutionName != nil }
}

/// One set of plural forms: a whole string's or a substitution's, in a localization.
public struct PluralSet {
    /// The steps that lead to the set ("device iphone", "substitution count"); empty for the
    /// localization's own plural variations.
    public var steps: [ValuePathStep]
    public var forms: [Variation]

    /// "", or " (substitution count)" to follow a subject.
    public var label: String { steps.isEmpty ? "" : " (" + steps.map(\.description).joined(separator: ", ") + ")" }
}

extension LintedLocalization {
    /// Every set of plural forms in the localization, depth first in catalog order.
    public var pluralSets: [PluralSet] {
        var result: [PluralSet] = []
        func collect(_ content: LocalizedContent, _ steps: [ValuePathStep]) {
            if let forms = content.variations?.plural, !forms.isEmpty { result.append(PluralSet(steps: steps, forms: forms)) }
            for form in content.variations?.plural ?? [] { collect(form.content, steps + [.plural(form.name)]) }
            for device in content.variations?.device ?? [] { collect(device.content, steps + [.device(device.name)]) }
            for substitution in content.substitutions ?? [] {
                collect(LocalizedContent(variations: substitution.variations), steps + [.substitution(substitution.name)])
            }
        }
        collect(content, [])
        return result
    }
}
