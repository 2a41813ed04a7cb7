import Dispatch
import StringsgenICU
import StringsgenModel

/// One lint run over one table: the context and what is built once and shared by every check
/// (one grapheme counter, each locale's data). Not thread-safe: one per thread (the linter
/// gives each of its workers its own).
public final class LintRun {
    public let context: LintContext
    public var table: StringTable { context.table }
    public var sourceLanguage: String { context.table.sourceLanguage }
    /// The one grapheme counter of the run.
    public private(set) lazy var graphemes = GraphemeCounter()
    /// Every locale met so far. A table has a handful, so they are found by comparing codes,
    /// which costs less than hashing them; `hints` remembers which locale was at each position
    /// of the last entry, where the next entry usually has it too.
    /// (Per thread, never shared: no dynamic exclusivity checks.)
    @exclusivity(unchecked) private var locales: [LintLocale] = []
    @exclusivity(unchecked) private var hints: [Int] = []
    /// The source language's locale.
    public private(set) lazy var sourceLocale: LintLocale = locale(sourceLanguage)
    /// `context.requiredLocales` but the source language, resolved.
    public private(set) lazy var requiredTranslationLocales: [LintLocale] =
        context.requiredLocales.filter { $0 != sourceLanguage }.map { locale($0) }

    public init(_ context: LintContext) {
        self.context = context
    }

    /// The locale `code`, resolved once per run; `position` is where an entry lists it (a hint).
    public func locale(_ code: String, position: Int = -1) -> LintLocale {
        if position >= 0, position < hints.count, locales[hints[position]].code == code {
            return locales[hints[position]]
        }
        let index = locales.firstIndex { $0.code == code } ?? {
            locales.append(LintLocale(code, run: self))
            return locales.count - 1
        }()
        if position >= 0 {
            while hints.count <= position { hints.append(index) }
            hints[position] = index
        }
        return locales[index]
    }

    /// The terms that must stay as written in `locale` (see `LintLocale.doNotTranslateTerms`).
    public func doNotTranslateTerms(for locale: String) -> [String] { self.locale(locale).doNotTranslateTerms }

    /// The language of a locale code (`pt` of `pt-BR`), or the code where ICU reads none.
    public func language(of locale: String) -> String { self.locale(locale).language }

    /// The plural rules of `locale` and what the checks derive from them; nil when ICU cannot
    /// open rules for the code.
    public func plurals(for locale: String) -> LocalePlurals? { self.locale(locale).plurals }
}

/// One locale of a run, with what the checks ask about it, each worked out on first use.
public final class LintLocale {
    public let code: String
    private unowned let run: LintRun

    init(_ code: String, run: LintRun) {
        self.code = code
        self.run = run
    }

    /// The language (`pt` of `pt-BR`), or the code where ICU reads none.
    public private(set) lazy var language: String = {
        let language = LocaleIdentifier.language(code)
        return language.isEmpty ? code : language
    }()

    /// Whether the locale ships (from `Locales/`).
    public private(set) lazy var status: LocaleStatus = run.context.status(of: code)

    /// The plural rules and what the checks derive from them; nil when ICU cannot open rules
    /// for the code.
    public private(set) lazy var plurals: LocalePlurals? = LocalePlurals.shared(for: code)

    /// The terms that must stay as written: the source locale's list and the locale's own,
    /// longest first (so `StandFit Pro` is matched before `StandFit`).
    public private(set) lazy var doNotTranslateTerms: [String] = {
        var terms: [String] = []
        for code in [run.sourceLanguage, code] {
            for term in run.context.locales?[code]?.doNotTranslate ?? [] where !term.isEmpty && !terms.contains(term) {
                terms.append(term)
            }
        }
        terms.sort { $0.count > $1.count }
        return terms
    }()

    /// Whether the locale is the source language or a regional variant of it (`en-GB` for `en`).
    public private(set) lazy var sharesSourceLanguage: Bool = language == run.sourceLocale.language

    /// Whether the language is written without spaces between words (`WhitespaceMismatch`).
    private(set) lazy var writesWithoutSpaces: Bool = WhitespaceMismatch.languagesWithoutSpaces.contains(language)
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
    /// `categories` and `required` as `PluralCategory.bit` masks.
    let categoryMask: UInt8
    let requiredMask: UInt8

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
        self.categoryMask = categories.reduce(0) { $0 | $1.bit }
        self.requiredMask = required.reduce(0) { $0 | $1.bit }
    }

    /// The plurals of a locale code, built once per process (it takes a thousand questions to
    /// ICU) and shared by every run and thread; nil when ICU cannot open rules for the code.
    static func shared(for locale: String) -> LocalePlurals? {
        sharedCache.sync {
            if let cached = sharedPlurals[locale] { return cached }
            let plurals = (try? PluralRules(locale: locale)).map(LocalePlurals.init)
            sharedPlurals[locale] = plurals
            return plurals
        }
    }
}

private let sharedCache = DispatchQueue(label: "stringsgen.plurals")
/// Only touched on `sharedCache`.
nonisolated(unsafe) private var sharedPlurals: [String: LocalePlurals?] = [:]

extension PluralCategory {
    /// The category a plural variation's name stands for; nil for a name that is none.
    init?(variationName name: String) {
        // The same comparisons as `init(rawValue:)`, without its table lookup.
        if name == "other" { self = .other } else if name == "one" { self = .one } else if name == "few" {
            self = .few
        } else if name == "many" { self = .many } else if name == "two" { self = .two } else if name == "zero" {
            self = .zero
        } else { return nil }
    }

    /// A bit of its own, for sets of categories held in a byte.
    var bit: UInt8 {
        switch self {
        case .zero: 1
        case .one: 2
        case .two: 4
        case .few: 8
        case .many: 16
        case .other: 32
        }
    }
}

/// One entry as the checks see it: its source (the key itself where the catalog has no
/// source localization, as Xcode writes it) and its translations, each unit parsed once and
/// each translated unit paired with the source unit it is compared with.
///
/// Localizations and units read the catalog's values in place (through `EntryModel`) rather
/// than copying them: a value's location, say, is looked up only for a finding. That keeps
/// the shared strings of the catalog (a file name is in every location) out of the hot path,
/// where counting their references from several threads would cost more than the work.
public final class LintedEntry {
    public let run: LintRun
    private let model: EntryModel
    public var entry: Entry { model.entry }
    public var key: String { model.entry.key }
    /// `shouldTranslate` is not false. Checks other than `encoding` and
    /// `invalid-format-specifier` skip a key that is not.
    public var isTranslatable: Bool { model.entry.isTranslatable }
    public let source: LintedLocalization
    /// Every localization, the source first, then the others in catalog order.
    public let localizations: [LintedLocalization]

    public init(_ entry: Entry, run: LintRun) {
        self.run = run
        let sourceLocale = run.sourceLocale
        let count = entry.localizations.count
        var sourceIndex: Int?
        for position in 0..<count where run.locale(entry.localizations[position].locale, position: position) === sourceLocale {
            sourceIndex = position
            break
        }
        let model = EntryModel(entry, synthesizingSource: sourceIndex == nil)
        self.model = model
        // Every unit of every localization goes into one array; each localization gets its
        // slice once the array is complete.
        var units: [LintedUnit] = []
        units.reserveCapacity(count + 1)
        var localizations: [LintedLocalization] = []
        localizations.reserveCapacity(count + (sourceIndex == nil ? 1 : 0))
        func add(_ position: Int, _ locale: LintLocale, isSource: Bool) {
            let start = units.count
            let isPlain = model.withContent(at: position) { content in
                LintedLocalization.appendUnits(of: content, steps: [], to: &units, model, position, start)
                return content.pointee.variations == nil && content.pointee.substitutions == nil
            }
            localizations.append(LintedLocalization(
                model: model, position: position, locale: locale, unitRange: start..<units.count, isSource: isSource,
                isPlain: isPlain))
        }
        add(sourceIndex ?? EntryModel.synthesizedSource, sourceLocale, isSource: true)
        for position in 0..<count where position != sourceIndex {
            let locale = run.locale(entry.localizations[position].locale, position: position)
            // A second localization in the source language is no translation of it.
            if locale === sourceLocale { continue }
            add(position, locale, isSource: false)
        }
        for localization in localizations { localization.units = units[localization.unitRange] }
        let source = localizations[0]
        self.source = source
        self.localizations = localizations
        for translation in localizations.dropFirst() {
            for unit in translation.units { unit.sourceUnit = source.counterpart(of: unit) }
        }
    }

    /// Every localization but the source language's, in catalog order.
    public var translations: ArraySlice<LintedLocalization> { localizations.dropFirst() }

    /// For checks of damage that matters even in text nobody translates (`encoding`,
    /// `invalid-format-specifier`): the source always, the translations when the key is
    /// translatable.
    public var localizationsCheckedEvenIfUntranslated: ArraySlice<LintedLocalization> {
        isTranslatable ? localizations[...] : localizations.prefix(1)
    }

    /// Each plural variation set of a translatable key, in every locale (the source included)
    /// whose plural rules ICU knows, with those rules.
    public func forEachPluralSet(_ body: (LintedLocalization, PluralSet, LocalePlurals) -> Void) {
        guard isTranslatable else { return }
        for localization in localizations where !localization.isPlain {
            let sets = localization.pluralSets
            guard !sets.isEmpty, let plurals = localization.lintLocale.plurals else { continue }
            for set in sets { body(localization, set, plurals) }
        }
    }

    /// "‘key’ in ‘de’", with the variant when the unit is one ("‘key’ in ‘de’ (plural few)").
    public func subject(_ locale: String, _ path: UnitPath? = nil) -> String {
        subject(locale, label: path?.label ?? "")
    }

    /// "‘key’ in ‘de’", with the unit's variant when it is one ("‘key’ in ‘de’ (plural few)").
    public func subject(_ locale: String, _ unit: LintedUnit) -> String {
        subject(locale, label: unit.steps.isEmpty ? "" : unit.path.label)
    }

    private func subject(_ locale: String, label: String) -> String {
        "‘\(key)’ in ‘\(locale)’" + (label.isEmpty ? "" : " (\(label))")
    }
}

/// The catalog's entry behind a `LintedEntry`, shared by its localizations and units, which
/// read their values from it in place.
final class EntryModel {
    let entry: Entry
    /// The source localization Xcode implies when the catalog has none: the key itself.
    private let synthesized: Localization?
    /// The position standing for `synthesized`.
    static let synthesizedSource = -1

    init(_ entry: Entry, synthesizingSource: Bool) {
        self.entry = entry
        self.synthesized = synthesizingSource ? Localization(
            locale: "", location: entry.location,
            content: LocalizedContent(stringUnit: StringUnit(value: entry.key, location: entry.location))) : nil
    }

    /// The localization at `position` of the entry (or the synthesized source).
    func localization(at position: Int) -> Localization {
        position == Self.synthesizedSource ? synthesized! : entry.localizations[position]
    }

    /// Runs `body` with a pointer to the content at `position`, read in place.
    func withContent<Result>(at position: Int, _ body: (UnsafePointer<LocalizedContent>) -> Result) -> Result {
        if position == Self.synthesizedSource { return withUnsafePointer(to: synthesized!.content, body) }
        return entry.localizations.withUnsafeBufferPointer { body(($0.baseAddress! + position).pointer(to: \.content)!) }
    }
}

/// One localization of an entry, its units parsed.
public final class LintedLocalization {
    private let model: EntryModel
    /// Where the localization is in the entry (`EntryModel.synthesizedSource` for a source made
    /// of the key).
    private let position: Int
    /// The locale's data, resolved once per run.
    public let lintLocale: LintLocale
    public let isSource: Bool
    /// Whether the localization is at most one string unit: no variations, no substitutions.
    public let isPlain: Bool
    /// Every string unit, in `LocalizedContent.units` order. (Set once by `LintedEntry`; a run
    /// is one thread's, so no dynamic exclusivity checks.)
    @exclusivity(unchecked) public internal(set) var units: ArraySlice<LintedUnit> = []
    /// Where `units` are in the entry's array of units.
    fileprivate let unitRange: Range<Int>
    public var locale: String { lintLocale.code }
    /// The catalog's localization (a copy).
    public var localization: Localization { model.localization(at: position) }
    public var content: LocalizedContent { localization.content }

    fileprivate init(
        model: EntryModel, position: Int, locale: LintLocale, unitRange: Range<Int>, isSource: Bool, isPlain: Bool
    ) {
        self.model = model
        self.position = position
        self.lintLocale = locale
        self.unitRange = unitRange
        self.isSource = isSource
        self.isPlain = isPlain
    }

    /// Appends a unit for each string unit of `content`, in `LocalizedContent.units` order:
    /// its own, those of its variations (depth first, in catalog order), then those of its
    /// substitutions' variations. Reads the content in place, through a pointer into the
    /// catalog's arrays (copying it would count references to every string in it).
    fileprivate static func appendUnits(
        of content: UnsafePointer<LocalizedContent>, steps: [ValuePathStep], to units: inout [LintedUnit],
        _ model: EntryModel, _ position: Int, _ start: Int
    ) {
        if let value = content.pointee.stringUnit?.value {
            units.append(LintedUnit(
                value: value, state: content.pointee.stringUnit?.state, steps: steps, model: model, position: position,
                index: units.count - start))
        }
        if let plural = content.pointee.variations?.plural {
            appendUnits(of: plural, steps, ValuePathStep.plural, to: &units, model, position, start)
        }
        if let device = content.pointee.variations?.device {
            appendUnits(of: device, steps, ValuePathStep.device, to: &units, model, position, start)
        }
        guard let substitutions = content.pointee.substitutions else { return }
        for substitution in substitutions {
            let steps = steps + [.substitution(substitution.name)]
            if let plural = substitution.variations?.plural {
                appendUnits(of: plural, steps, ValuePathStep.plural, to: &units, model, position, start)
            }
            if let device = substitution.variations?.device {
                appendUnits(of: device, steps, ValuePathStep.device, to: &units, model, position, start)
            }
        }
    }

    private static func appendUnits(
        of variations: [Variation], _ steps: [ValuePathStep], _ step: (String) -> ValuePathStep,
        to units: inout [LintedUnit], _ model: EntryModel, _ position: Int, _ start: Int
    ) {
        variations.withUnsafeBufferPointer { variations in
            for i in variations.indices {
                let variation = variations.baseAddress! + i
                appendUnits(
                    of: variation.pointer(to: \.content)!, steps: steps + [step(variation.pointee.name)], to: &units, model,
                    position, start)
            }
        }
    }

    /// Each unit with the source unit it is compared with (`counterpart(of:)`), skipping units
    /// the source has no counterpart for. Empty for the source itself.
    public var comparedUnits: ComparedUnits { ComparedUnits(units: units) }

    /// Every substitution defined anywhere in the localization (at its root or in a variation).
    public private(set) lazy var substitutions: [Substitution] = {
        if isPlain { return [] }
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

    /// Every set of plural forms in the localization, depth first in catalog order.
    public private(set) lazy var pluralSets: [PluralSet] = {
        if isPlain { return [] }
        var result: [PluralSet] = []
        func collect(_ content: LocalizedContent, _ steps: [ValuePathStep]) {
            func mayHoldPlurals(_ content: LocalizedContent) -> Bool { content.variations != nil || content.substitutions != nil }
            if let forms = content.variations?.plural, !forms.isEmpty { result.append(PluralSet(steps: steps, forms: forms)) }
            for form in content.variations?.plural ?? [] where mayHoldPlurals(form.content) {
                collect(form.content, steps + [.plural(form.name)])
            }
            for device in content.variations?.device ?? [] where mayHoldPlurals(device.content) {
                collect(device.content, steps + [.device(device.name)])
            }
            for substitution in content.substitutions ?? [] {
                collect(LocalizedContent(variations: substitution.variations), steps + [.substitution(substitution.name)])
            }
        }
        collect(content, [])
        return result
    }()

    /// The unit of this (source) localization a translated unit is compared with: the same
    /// path, where every plural step goes to the source's `other` form (a translation's `few`
    /// is compared with the source's `other`), a device the source lacks goes to its `other`
    /// device, and variations that only one side has are looked through.
    public func counterpart(of unit: LintedUnit) -> LintedUnit? {
        // The common case: a plain value against a plain value, the first unit (the only one
        // without steps, there when the content has a string unit of its own).
        if unit.steps.isEmpty, let first = units.first, first.steps.isEmpty { return first }
        // Every translation asks for the same few paths (its plural forms): remember them.
        for (steps, counterpart) in counterparts where steps == unit.steps { return counterpart }
        let counterpart = resolve(content, unit.steps[...], []).flatMap { steps in units.first { $0.steps == steps } }
        counterparts.append((unit.steps, counterpart))
        return counterpart
    }

    @exclusivity(unchecked) private var counterparts: [([ValuePathStep], LintedUnit?)] = []

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

/// One string unit with its placeholders parsed (a class: checks pass units around a lot),
/// and facts about its text that several checks ask for, each worked out once.
public final class LintedUnit {
    public let value: String
    /// The steps that lead to the unit (`UnitPath.steps`); empty for a localization's own.
    public let steps: [ValuePathStep]
    public let format: FormatString
    /// The arguments the unit's own specifiers consume, by ascending position, the first
    /// specifier seen where a position is used twice. `%#@name@` and `%arg` are left out: a
    /// substitution's argument is its `argNum` (Xcode reorders `%#@arg2@` and `%#@arg1@`
    /// freely), so implicit positions count only the other specifiers.
    public let arguments: [Argument]
    /// The names of the `%#@name@` substitutions the unit uses, in order.
    public let substitutionNames: [String]
    /// Whether the unit holds `%arg` (only inside a substitution).
    public let hasSubstitutionArgument: Bool
    public let translationState: TranslationState?
    public let isInSubstitution: Bool
    /// The source unit a translated unit is compared with; nil for a source unit or one
    /// without a counterpart. (Set once by `LintedEntry`; a run is one thread's, so no
    /// dynamic exclusivity checks.)
    @exclusivity(unchecked) public internal(set) var sourceUnit: LintedUnit?
    /// Where the unit is in the catalog: its localization's position in the entry, and its
    /// place among the localization's units.
    private let model: EntryModel
    private let position: Int
    private let index: Int

    /// One argument: its position, its type, and the specifier as written (`%2$lld`).
    public struct Argument: Sendable, Hashable {
        public var position: Int
        public var type: PlaceholderType
        public var text: String
    }

    init(value: String, state: String?, steps: [ValuePathStep], model: EntryModel, position: Int, index: Int) {
        self.value = value
        self.steps = steps
        self.model = model
        self.position = position
        self.index = index
        // `UnitPath.substitutionName != nil`: some step is a substitution.
        let isInSubstitution = steps.contains { if case .substitution = $0 { true } else { false } }
        self.isInSubstitution = isInSubstitution
        let format = FormatString(value, insideSubstitution: isInSubstitution)
        self.format = format
        self.translationState = Self.state(state)
        var arguments: [Argument] = []
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
                var index = arguments.count
                while index > 0, arguments[index - 1].position > position { index -= 1 }
                if index > 0, arguments[index - 1].position == position { continue }
                let argument = Argument(position: position, type: p.type, text: p.text)
                if index == arguments.count { arguments.append(argument) } else { arguments.insert(argument, at: index) }
            }
        }
        self.arguments = arguments
        self.substitutionNames = names
        self.hasSubstitutionArgument = hasArg
    }

    /// The catalog's string unit (a copy, looked up in the entry).
    public var unit: StringUnit {
        model.withContent(at: position) { content in
            if index == 0, let unit = content.pointee.stringUnit { return unit }
            return content.pointee.units[index].unit
        }
    }

    /// Where the value is written (looked up in the entry: findings ask, little else).
    public var location: SourceLocation { unit.location }

    /// The way to the unit (built on demand: findings and tests ask for it).
    public var path: UnitPath {
        var path = UnitPath.with(steps)
        path.unit = unit
        return path
    }

    public var pluralCategory: String? { steps.isEmpty ? nil : UnitPath.with(steps).pluralCategory }

    /// The argument at `position`, if the unit consumes it.
    public func argument(at position: Int) -> Argument? {
        arguments.first { $0.position == position }
    }

    /// Whether both units consume the same arguments with the same types (however written).
    public func hasSameArguments(as other: LintedUnit) -> Bool {
        arguments.count == other.arguments.count
            && zip(arguments, other.arguments).allSatisfy { $0.position == $1.position && $0.type == $1.type }
    }

    /// Empty or nothing but white space and line breaks.
    public private(set) lazy var isBlank: Bool = value.isBlank
    /// False when the value neither starts nor ends with white space (`String.blankEdges`).
    private(set) lazy var mayHaveBlankEdge: Bool = value.mayHaveBlankEdge
    /// The number of line breaks (`\n`, `\r\n` counted once).
    public private(set) lazy var lineBreakCount: Int = value.lineBreakCount

    /// Whether the value holds `term`, byte for byte; remembered per term (a source unit is
    /// asked once per translation).
    func containsExactly(_ term: String) -> Bool {
        for (known, result) in termsFound where known == term { return result }
        let result = value.containsExactly(term)
        termsFound.append((term, result))
        return result
    }

    @exclusivity(unchecked) private var termsFound: [(String, Bool)] = []

    /// `TranslationState(rawValue:)`, with plain comparisons.
    private static func state(_ state: String?) -> TranslationState? {
        guard let state else { return nil }
        if state == "translated" { return .translated }
        if state == "new" { return .new }
        if state == "needs_review" { return .needsReview }
        if state == "stale" { return .stale }
        return nil
    }
}

extension UnitPath {
    /// A path with `steps` to an empty unit: `UnitPath` has no public initializer, but its
    /// properties can be set on a copy of one from `LocalizedContent.units`.
    fileprivate static func with(_ steps: [ValuePathStep]) -> UnitPath {
        var path = plain
        path.steps = steps
        return path
    }

    private static let plain: UnitPath = {
        let unit = StringUnit(value: "", location: SourceLocation(file: "", line: 0, column: 0))
        return LocalizedContent(stringUnit: unit).units[0]
    }()
}

/// The units of a translation that have a source counterpart, each with it.
public struct ComparedUnits: Sequence {
    let units: ArraySlice<LintedUnit>

    public struct Iterator: IteratorProtocol {
        var base: IndexingIterator<ArraySlice<LintedUnit>>

        public mutating func next() -> (unit: LintedUnit, source: LintedUnit)? {
            while let unit = base.next() {
                if let original = unit.sourceUnit { return (unit, original) }
            }
            return nil
        }
    }

    public func makeIterator() -> Iterator { Iterator(base: units.makeIterator()) }
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
