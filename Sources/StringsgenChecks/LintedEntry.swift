import StringsgenICU
import StringsgenModel

/// One entry as the checks see it: its source (the key itself where the catalog has no
/// source localization, as Xcode writes it) and its translations, each unit parsed once and
/// each translated unit paired with the source unit it is compared with.
///
/// Localizations and units read the catalog's values in place (through `EntryModel`) rather
/// than copying them: a value's location, say, is looked up only for a finding. That keeps
/// the shared strings of the catalog (a file name is in every location) out of the hot path,
/// where counting their references from several threads would cost more than the work.
///
/// The linter lints entry after entry into the same objects (`load(_:into:run:)`): the next entry
/// reuses this one's localizations and units that nothing outside holds any more, so a table
/// is linted without allocating and freeing them for every entry.
public final class LintedEntry {
    public let run: LintRun
    @exclusivity(unchecked) private var model: EntryModel
    /// Every localization, the source first, then the others in catalog order.
    @exclusivity(unchecked) public private(set) var localizations: [LintedLocalization] = []
    /// Every unit of the entry (each localization's units are a slice), then units kept for
    /// the next entry.
    @exclusivity(unchecked) private var units: [LintedUnit] = []
    @exclusivity(unchecked) private var unitCount = 0
    /// The one-step paths met so far (`oneStep(_:)`).
    @exclusivity(unchecked) private var oneStepPaths: [[ValuePathStep]] = []
    /// Localizations kept for the next entry (the first `localizations.count` are in use).
    @exclusivity(unchecked) private var spareLocalizations: [LintedLocalization] = []

    public convenience init(_ entry: Entry, run: LintRun) {
        self.init(run: run)
        load(entry)
    }

    init(run: LintRun) {
        self.run = run
        self.model = EntryModel(Entry(key: "", location: SourceLocation(file: "", line: 0, column: 0)), synthesizingSource: true)
    }

    public var entry: Entry { model.entry }
    public var key: String { model.entry.key }
    /// `shouldTranslate` is not false. Checks other than `encoding` and
    /// `invalid-format-specifier` skip a key that is not.
    public var isTranslatable: Bool { model.entry.isTranslatable && !holdsNoText }

    /// Whether the source's text is no text for anyone to translate or check
    /// (`OptionalKeys.holdsNoText`), worked out once per entry.
    @exclusivity(unchecked) public private(set) var holdsNoText = false

    public var source: LintedLocalization { localizations[0] }

    @exclusivity(unchecked) private var cachedArguments: [KeyArgument]?

    /// The arguments of the key (`Entry.arguments(sourceLanguage:)`), worked out on first use.
    public var arguments: [KeyArgument] {
        if let cachedArguments { return cachedArguments }
        let arguments = entry.arguments(sourceLanguage: run.context.table.sourceLanguage)
        cachedArguments = arguments
        return arguments
    }

    /// Whether a required locale must translate the key: it is translatable, still in the code
    /// (`extractionState` is not `stale`), and its source has something to translate: a letter
    /// outside its placeholders (`%@`, `%lld. ` and the empty key have none), and is not only
    /// the app's own name (`LintContext.productNames`).
    public var needsTranslation: Bool {
        guard isTranslatable, entry.extractionState != "stale", !isOrphan,
              !run.context.orphans.isStaleInterfaceBuilderKey(key), !run.isLeftoverOfInterfaceBuilder, !isNibPlaceholder,
              run.context.keysWithoutSource == 0 || !run.staleSpellings.contains(key) else { return false }
        // An InfoPlist table's bundle names are optional in every language (`OptionalKeys`).
        if OptionalKeys.bundleNameKeys.contains(key), run.context.table.isInfoPlist { return false }
        // A key with no source value that every language leaves empty holds no text to ask for
        // (Winston's `NSHumanReadableCopyright`).
        if !hasSourceToCompare, translations.allSatisfy({ $0.units.allSatisfy(\.isBlank) }) { return false }
        // The app's own name is every language's (NearDrop's `CFBundleName`, asked of 15).
        if source.units.count == 1, !run.context.productNames.isEmpty, run.context.productNames.contains(source.units[0].value) {
            return false
        }
        // A nib's key no source-language file holds shows the nib's own text, which may be
        // nothing to translate (MacPass's “30”), or a name every language that has the key
        // keeps as it is (“TOTP”, “Argon2id”, “KeePass 1/2”): a language without the key shows
        // what all the others do (40 errors).
        // A nib's address is a sample the code replaces, the same in every language (Criptext's
        // MX record view, “dg9rzw50b2tlbnrva2vudg9rzw4.liknaru.com”: 3 errors).
        if run.context.table.isInterfaceBuilder, source.units.count == 1, Address.isAddress(source.units[source.units.startIndex].value) {
            return false
        }
        if let text = interfaceBuilderText {
            guard text.hasLetters(outside: FormatString(text)), !Address.isAddress(text) else { return false }
            let kept = translations.compactMap { $0.units.count == 1 ? $0.units.first : nil }.filter { !$0.isBlank }
            if kept.count >= 2, kept.allSatisfy({ $0.value == text }),
               UnchangedTranslation.isOnlyAcronyms(text) || UnchangedTranslation.isOneToken(text) || UnchangedTranslation.isNameShaped(text) {
                return false
            }
            return true
        }
        // A key only regional variants of the source language hold (`Entry.isOnlyInRegionalSource`).
        if run.context.keysWithoutSource > 0, entry.isOnlyInRegionalSource(sourceLanguage: run.sourceLanguage) { return false }
        // (Symbols of units, “ (°C)”, “ (ms)”, are the same in every language: `isOnlyUnitSymbols`.)
        guard source.units.contains(where: { $0.hasLetters && !$0.value.isOnlyUnitSymbols(outside: $0.format) }) else { return false }
        // A text that every translation having the key keeps as written, five at least, is a
        // name, and a language without the key shows it as they do: eul's language menu lists
        // each language by its own name (“Čeština”, “Magyar”), and three languages that lacked
        // one were asked to translate it.
        // (Only a text shaped as a name, `Entry.isNameLike`, asked last: it reads the text by
        // characters, 12% of lint's instructions when asked of every key first.)
        if hasSourceToCompare, source.units.count == 1, translations.count >= 5 {
            let text = source.units[source.units.startIndex].value
            // (Each marked translated, or with no state as a legacy file's: a catalog's `new`
            // values hold the English Xcode copied there, untranslated.)
            if translations.allSatisfy({ translation in
                guard translation.units.count == 1, let unit = translation.units.first else { return false }
                return unit.value == text && (unit.translationState == nil || unit.translationState == .translated)
            }), Entry.isNameLike(text) { return false }
        }
        return true
    }

    /// The text a storyboard's or xib's key shows where no source-language file holds the key:
    /// the text Interface Builder quotes in its comment (`title = "Quit"` for `….title`); nil
    /// for any other key.
    var interfaceBuilderText: String? {
        guard run.context.table.isInterfaceBuilder, source.units.count == 1, source.units.first?.value == key else { return nil }
        return MissingTranslation.interfaceBuilderText(of: key, in: entry.comment)
    }

    /// Whether a storyboard's or xib's key holds a placeholder nobody sees, or a text marked not
    /// to localize (`OptionalKeys.isInterfaceBuilderPlaceholder`, which `report` and `init`
    /// count by too).
    public var isNibPlaceholder: Bool {
        // (Asked of every entry: the entry and table are not copied for a table of no nib.)
        guard run.context.isOfInterfaceBuilder else { return false }
        return OptionalKeys.isInterfaceBuilderPlaceholder(entry, of: run.context.table, isOfInterfaceBuilder: true)
    }

    /// The integers below `LocalePlurals.integerLimit` the source's plural set at `steps` (or
    /// its only one) covers, when the source leaves out a form its own language needs (a key
    /// used only for `count != 1` has no `one`); nil when it covers every integer.
    public func integersCoveredBySource(_ steps: [ValuePathStep]) -> [Int]? {
        guard let held = source.lintLocale.heldPlurals else { return nil }
        let sets = source.pluralSets
        guard let set = sets.first(where: { $0.steps == steps }) ?? (sets.count == 1 ? sets.first : nil) else { return nil }
        let present = set.forms.reduce(UInt8(0)) { $0 | (PluralCategory(variationName: $1.name)?.bit ?? 0) }
        let plurals = held.plurals
        guard plurals.requiredMask & ~present != 0 else { return nil }
        return (0..<LocalePlurals.integerLimit).filter { n in
            present & plurals.rules.category(for: n).bit != 0 || (n == 0 && present & PluralCategory.zero.bit != 0)
        }
    }

    /// False for a key of a legacy table that has no source-language value: the key is no text
    /// to compare a translation with (`MissingSourceFile` says so once).
    @exclusivity(unchecked) public private(set) var hasSourceToCompare = true
    /// Whether the key is a translation left of a key the source language's `.strings` file
    /// lacks (`StringTable.OrphanKeys`), or a copy of another table's key
    /// (`LintContext.keysOfAnotherTable`): no locale is asked to translate it.
    @exclusivity(unchecked) public private(set) var isOrphan = false

    /// Whether the key's text is ever formatted: it has arguments. A key without any is shown
    /// as written, so `%` in it is a percent sign, not a broken placeholder.
    public var isFormatted: Bool {
        if let cachedIsFormatted { return cachedIsFormatted }
        // A storyboard's or xib's text is shown as written (IINA's Hungarian “%-a a kijelzőnek”
        // for “% of screen” is right).
        let isFormatted = !run.context.table.isInterfaceBuilder
            && (cachedArguments.map { !$0.isEmpty } ?? entry.isFormatted(sourceLanguage: run.context.table.sourceLanguage))
        cachedIsFormatted = isFormatted
        return isFormatted
    }

    @exclusivity(unchecked) private var cachedIsFormatted: Bool?

    /// Makes this the linted form of `entry`, reusing the objects of the entry it was.
    func load(_ entry: Entry) {
        // Let go of the previous entry, so that what only this entry holds can be reused.
        for localization in localizations { localization.recycle() }
        // (Only translated units point at source units.)
        if let firstTranslated = localizations.dropFirst().first?.unitRange.lowerBound {
            for unit in units[firstTranslated..<unitCount] { unit.sourceUnit = nil }
        }
        localizations.removeAll(keepingCapacity: true)
        unitCount = 0
        cachedArguments = nil
        cachedIsFormatted = nil

        let sourceLocale = run.sourceLocale
        let count = entry.localizations.count
        var sourceIndex: Int?
        for position in 0..<count where run.locale(entry.localizations[position].locale, position: position) === sourceLocale {
            // A catalog's source value left empty is no value: the key is the text
            // (`Entry.sourceLocalizationIndex(for:)`).
            if entry.localizations[position].isEmptyCatalogValue, entry.sourceLocalizationIndex(for: sourceLocale.code) == nil { break }
            sourceIndex = position
            break
        }
        let model = EntryModel(entry, synthesizingSource: sourceIndex == nil)
        self.model = model
        addLocalization(at: sourceIndex ?? EntryModel.synthesizedSource, sourceLocale, isSource: true)
        for position in 0..<count where position != sourceIndex {
            let locale = run.locale(entry.localizations[position].locale, position: position)
            // A second localization in the source language is no translation of it, nor are
            // notes for translators or a folder no build copies (`LintContext.checksTranslations`).
            if locale === sourceLocale || !locale.isChecked { continue }
            addLocalization(at: position, locale, isSource: false)
        }
        for localization in localizations { localization.units = units[localization.unitRange] }
        // (A catalog's key with no source value is its text, as Xcode extracted it: Zabbix
        // Monitor's model names have none. A legacy key without one is an identifier.)
        if sourceIndex != nil || run.context.table.format == .xcstrings, localizations[0].units.count == 1 {
            let value = localizations[0].units[localizations[0].units.startIndex].value
            holdsNoText = OptionalKeys.holdsNoText(value)
        } else {
            holdsNoText = false
        }
        // A key of a legacy table with no source-language value has no source to compare with
        // (the key is no text): `MissingSourceFile` says so once, and nothing is paired. But
        // where the source-language file is there and empty, a key that reads as text is the
        // English shown, and its translations are held to it (Windscribe's German “Verbunden
        // mit %d” for “Connected to %@” went unchecked).
        hasSourceToCompare = !(sourceIndex == nil && run.context.keysWithoutSource > 0)
            || (sourceIndex == nil && run.hasEmptySourceFile && MissingSourceFile.readsAsText(entry.key))
        isOrphan = sourceIndex == nil && run.context.keysWithoutSource > 0
            && (run.context.orphans.arePossible || run.context.keysOfAnotherTable.contains(entry.key))
        guard hasSourceToCompare else { return }
        let source = localizations[0]
        let plainSourceUnit = source.isPlain ? source.units.first : nil
        for translation in localizations.dropFirst() {
            if source.isPlain, translation.isPlain {
                // A plain value against a plain value (`counterpart(of:)` in short).
                translation.units.first?.sourceUnit = plainSourceUnit
                continue
            }
            for unit in translation.units { unit.sourceUnit = source.counterpart(of: unit) }
        }
    }

    private func addLocalization(at position: Int, _ locale: LintLocale, isSource: Bool) {
        let start = unitCount
        let isPlain = model.withContent(at: position) { content in
            addUnits(of: content, steps: [], position, start)
            return content.pointee.variations == nil && content.pointee.substitutions == nil
        }
        let index = localizations.count
        if index == spareLocalizations.count { spareLocalizations.append(LintedLocalization()) }
        if !isKnownUniquelyReferenced(&spareLocalizations[index]) { spareLocalizations[index] = LintedLocalization() }
        let localization = spareLocalizations[index]
        localization.load(
            model: model, position: position, locale: locale, unitRange: start..<unitCount, isSource: isSource, isPlain: isPlain)
        localizations.append(localization)
    }

    /// Adds a unit for each string unit of `content`, in `LocalizedContent.units` order: its
    /// own, those of its variations (depth first, in catalog order), then those of its
    /// substitutions' variations. Reads the content in place, through a pointer into the
    /// catalog's arrays (copying it would count references to every string in it).
    private func addUnits(of content: UnsafePointer<LocalizedContent>, steps: [ValuePathStep], _ position: Int, _ start: Int) {
        if let value = content.pointee.stringUnit?.value {
            let state = content.pointee.stringUnit?.state
            if unitCount == units.count { units.append(LintedUnit()) }
            if !isKnownUniquelyReferenced(&units[unitCount]) { units[unitCount] = LintedUnit() }
            units[unitCount].load(value: value, state: state, steps: steps, model: model, position: position, index: unitCount - start)
            unitCount += 1
        }
        if let plural = content.pointee.variations?.plural { addUnits(of: plural, steps, ValuePathStep.plural, position, start) }
        if let device = content.pointee.variations?.device { addUnits(of: device, steps, ValuePathStep.device, position, start) }
        guard let substitutions = content.pointee.substitutions else { return }
        for substitution in substitutions {
            let steps = steps + [.substitution(substitution.name)]
            if let plural = substitution.variations?.plural { addUnits(of: plural, steps, ValuePathStep.plural, position, start) }
            if let device = substitution.variations?.device { addUnits(of: device, steps, ValuePathStep.device, position, start) }
        }
    }

    private func addUnits(
        of variations: [Variation], _ steps: [ValuePathStep], _ step: (String) -> ValuePathStep, _ position: Int, _ start: Int
    ) {
        variations.withUnsafeBufferPointer { variations in
            for i in variations.indices {
                let variation = variations.baseAddress! + i
                let next = step(variation.pointee.name)
                addUnits(of: variation.pointer(to: \.content)!, steps: steps.isEmpty ? oneStep(next) : steps + [next], position, start)
            }
        }
    }

    /// `[step]`, the same array for every unit that has it (most plural forms have one step).
    private func oneStep(_ step: ValuePathStep) -> [ValuePathStep] {
        for steps in oneStepPaths where steps[0] == step { return steps }
        if oneStepPaths.count == 32 { oneStepPaths.removeAll(keepingCapacity: true) }
        let steps = [step]
        oneStepPaths.append(steps)
        return steps
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
            guard !sets.isEmpty, let held = localization.lintLocale.heldPlurals else { continue }
            for set in sets { body(localization, set, held.plurals) }
        }
    }

    /// "‘key’ in ‘de’", with the variant when the unit is one ("‘key’ in ‘de’ (plural few)").
    public func subject(_ locale: String, _ path: UnitPath? = nil) -> String {
        subject(locale, label: path?.label ?? "")
    }

    /// "‘key’ in ‘de’" with the unit's current text, and its variant when it is one
    /// ("‘key’ in ‘de’ (plural few: “%lld dni”)"): a translator sees what the message is about.
    public func subject(_ locale: String, _ unit: LintedUnit) -> String {
        let label = unit.steps.isEmpty ? "" : unit.path.label
        // An empty value is said by the message itself ("is empty", "has no value").
        if unit.value.isEmpty { return subject(locale, label: label) }
        return "‘\(key)’ in ‘\(locale)’ (" + (label.isEmpty ? "" : label + ": ") + MessageText.quote(unit.value, limit: 100) + ")"
    }

    func subject(_ locale: String, label: String) -> String {
        "‘\(key)’ in ‘\(locale)’" + (label.isEmpty ? "" : " (\(label))")
    }
}

extension LintedEntry {
    /// `entry`, linted into `reusable` (then kept there for the next entry), unless something
    /// still holds it: then into a new one. Valid until the next call.
    static func load(_ entry: Entry, into reusable: inout LintedEntry?, run: LintRun) -> LintedEntry {
        if reusable == nil || !isKnownUniquelyReferenced(&reusable!) || reusable!.run !== run {
            reusable = LintedEntry(run: run)
        }
        let linted = reusable!
        linted.load(entry)
        return linted
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
///
/// Reused from entry to entry (`LintedEntry`), hence the variables: they are set once per
/// entry, and a run is one thread's, so they need no dynamic exclusivity checks.
public final class LintedLocalization {
    @exclusivity(unchecked) private var model: EntryModel?
    /// Where the localization is in the entry (`EntryModel.synthesizedSource` for a source made
    /// of the key).
    @exclusivity(unchecked) private var position = 0
    /// The locale's data, resolved once per run.
    @exclusivity(unchecked) public private(set) var lintLocale: LintLocale!
    @exclusivity(unchecked) public private(set) var isSource = false
    /// Whether the localization is at most one string unit: no variations, no substitutions.
    @exclusivity(unchecked) public private(set) var isPlain = true
    /// Every string unit, in `LocalizedContent.units` order.
    @exclusivity(unchecked) public internal(set) var units: ArraySlice<LintedUnit> = []
    /// Where `units` are in the entry's array of units.
    @exclusivity(unchecked) fileprivate private(set) var unitRange = 0..<0
    @exclusivity(unchecked) private var cachedSubstitutions: [Substitution]?
    @exclusivity(unchecked) private var cachedPluralSets: [PluralSet]?
    /// The counterpart of each path a translation asked for (`counterpart(of:)`).
    @exclusivity(unchecked) private var counterparts: [([ValuePathStep], LintedUnit?)] = []

    fileprivate init() {}

    fileprivate func load(
        model: EntryModel, position: Int, locale: LintLocale, unitRange: Range<Int>, isSource: Bool, isPlain: Bool
    ) {
        self.model = model
        self.position = position
        self.lintLocale = locale
        self.unitRange = unitRange
        self.isSource = isSource
        self.isPlain = isPlain
    }

    /// Lets go of what points into the entry, before the localization is loaded again.
    fileprivate func recycle() {
        units = []
        if cachedSubstitutions != nil { cachedSubstitutions = nil }
        if cachedPluralSets != nil { cachedPluralSets = nil }
        if !counterparts.isEmpty { counterparts.removeAll(keepingCapacity: true) }
    }

    public var locale: String { lintLocale.code }
    /// Whether this is a source made of the key, for an entry with no source-language value.
    public var isSynthesized: Bool { position == EntryModel.synthesizedSource }
    /// The catalog's localization (a copy).
    public var localization: Localization { model!.localization(at: position) }
    public var content: LocalizedContent { localization.content }

    /// Each unit with the source unit it is compared with (`counterpart(of:)`), skipping units
    /// the source has no counterpart for. Empty for the source itself.
    public var comparedUnits: ComparedUnits { ComparedUnits(units: units) }

    /// Whether `unit` is a plural form of a category the locale's language never selects
    /// (Canvas writes empty `few` and `many` forms for Norwegian): no one sees it, so checks
    /// of what a translation shows leave it to `plural-unused-category`. `zero` is shown for 0
    /// wherever it is present, and Hebrew `many` on older systems.
    public func neverShows(_ unit: LintedUnit) -> Bool {
        guard let name = unit.pluralCategory, name != "zero", let category = PluralCategory(variationName: name),
              let plurals = lintLocale.plurals
        else { return false }
        // Hebrew `many` left CLDR in version 42, but iOS 16 and earlier still show it for 20, 30….
        if category == .many, ["he", "iw"].contains(lintLocale.language) { return false }
        return plurals.categoryMask & category.bit == 0
    }

    /// Every substitution defined anywhere in the localization (at its root or in a variation).
    public var substitutions: [Substitution] {
        if isPlain { return [] }
        if let cachedSubstitutions { return cachedSubstitutions }
        let found = model!.withContent(at: position) { content in
            var result: [Substitution] = []
            func collect(_ content: UnsafePointer<LocalizedContent>) {
                if let substitutions = content.pointee.substitutions { result += substitutions }
                func collectEach(_ variations: [Variation]?) {
                    variations?.withUnsafeBufferPointer { variations in
                        for i in variations.indices { collect((variations.baseAddress! + i).pointer(to: \.content)!) }
                    }
                }
                collectEach(content.pointee.variations?.plural)
                collectEach(content.pointee.variations?.device)
            }
            collect(content)
            return result
        }
        cachedSubstitutions = found
        return found
    }

    public func substitution(named name: String) -> Substitution? {
        substitutions.first { $0.name == name }
    }

    /// The argument `substitution` formats: its `argNum`, else the place of its `%#@name@` among
    /// the specifiers of the text that uses it (as `.stringsdict` and Xcode bind it).
    public func argumentPosition(ofSubstitution substitution: Substitution) -> Int? {
        if let argNum = substitution.argNum { return argNum }
        for unit in units where !unit.isInSubstitution {
            for p in unit.format.placeholders {
                if case .substitution(let name) = p.type, name == substitution.name { return p.position }
            }
        }
        return nil
    }

    /// Whether the content has device variations at its root.
    public var hasDeviceVariations: Bool {
        isPlain ? false : model!.withContent(at: position) { !($0.pointee.variations?.device ?? []).isEmpty }
    }

    /// Whether the content has substitutions at its root.
    public var hasSubstitutions: Bool {
        isPlain ? false : model!.withContent(at: position) { !($0.pointee.substitutions ?? []).isEmpty }
    }

    /// Every set of plural forms in the localization, depth first in catalog order.
    public var pluralSets: [PluralSet] {
        if isPlain { return [] }
        if let cachedPluralSets { return cachedPluralSets }
        var result: [PluralSet] = []
        // Read in place, through pointers into the catalog's arrays.
        func collect(_ content: UnsafePointer<LocalizedContent>, _ steps: [ValuePathStep]) {
            if let forms = content.pointee.variations?.plural, !forms.isEmpty { result.append(PluralSet(steps: steps, forms: forms)) }
            func collectEach(_ variations: [Variation]?, _ step: (String) -> ValuePathStep) {
                variations?.withUnsafeBufferPointer { variations in
                    for i in variations.indices {
                        let content = (variations.baseAddress! + i).pointer(to: \.content)!
                        // Only content with variations or substitutions can hold plural forms.
                        guard content.pointee.variations != nil || content.pointee.substitutions != nil else { continue }
                        collect(content, steps + [step(variations[i].name)])
                    }
                }
            }
            collectEach(content.pointee.variations?.plural, ValuePathStep.plural)
            collectEach(content.pointee.variations?.device, ValuePathStep.device)
            for substitution in content.pointee.substitutions ?? [] {
                withUnsafePointer(to: LocalizedContent(variations: substitution.variations)) {
                    collect($0, steps + [.substitution(substitution.name)])
                }
            }
        }
        model!.withContent(at: position) { collect($0, []) }
        cachedPluralSets = result
        return result
    }

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
///
/// Reused from entry to entry (`LintedEntry`), hence the variables: they are set once per
/// entry, and a run is one thread's, so they need no dynamic exclusivity checks.
public final class LintedUnit {
    @exclusivity(unchecked) public private(set) var value = ""
    /// The steps that lead to the unit (`UnitPath.steps`); empty for a localization's own.
    @exclusivity(unchecked) public private(set) var steps: [ValuePathStep] = []
    @exclusivity(unchecked) public private(set) var format = FormatString("")
    /// Whether the value has no `%`: no placeholders, nothing malformed (most copy).
    @exclusivity(unchecked) public private(set) var hasNoSpecifiers = true
    /// Whether the arguments are the placeholders, in order: none has an explicit position,
    /// none is a substitution or `%arg` (most copy; `arguments` need not be built to compare).
    @exclusivity(unchecked) private var argumentsArePlaceholders = true
    /// The names of the `%#@name@` substitutions the unit uses, in order.
    @exclusivity(unchecked) public private(set) var substitutionNames: [String] = []
    /// Whether the unit holds `%arg` (only inside a substitution).
    @exclusivity(unchecked) public private(set) var hasSubstitutionArgument = false
    @exclusivity(unchecked) public private(set) var translationState: TranslationState?
    @exclusivity(unchecked) public private(set) var isInSubstitution = false
    /// The source unit a translated unit is compared with; nil for a source unit or one
    /// without a counterpart.
    @exclusivity(unchecked) public internal(set) var sourceUnit: LintedUnit? {
        didSet { cachedMatchesSource = nil }
    }
    @exclusivity(unchecked) private var cachedMatchesSource: Bool?
    /// Where the unit is in the catalog: its localization's position in the entry, and its
    /// place among the localization's units.
    @exclusivity(unchecked) private var model: EntryModel?
    @exclusivity(unchecked) private var position = 0
    @exclusivity(unchecked) private var index = 0
    // What the checks ask, worked out on first use.
    @exclusivity(unchecked) private var cachedArguments: [Argument]?
    /// Empty or nothing but white space and line breaks.
    @exclusivity(unchecked) public private(set) var isBlank = true

    private static let colonOrDollar = ByteChoice(UInt8(ascii: ":"), UInt8(ascii: "$"))

    /// Whether the value has a letter outside its placeholders, not in an address with a scheme
    /// (`String.hasLetters(outside:)`): text a translator translates.
    public var hasLetters: Bool {
        if hasNoSpecifiers {
            // Most copy has an ASCII letter and no `:` (of an address with a scheme, which has
            // nothing to translate) nor `$` (of an intent's `${parameter}`): found byte by byte,
            // without building characters.
            if !value.containsAny(of: Self.colonOrDollar) {
                if value.containsByte(where: { $0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A }) { return true }
                return value.unicodeScalars.contains { $0.properties.isAlphabetic }
            }
        }
        return value.hasLetters(outside: format)
    }
    /// False when the value neither starts nor ends with white space (`String.blankEdges`).
    @exclusivity(unchecked) private(set) var mayHaveBlankEdge = false
    /// The number of line breaks (`\n`, `\r\n` counted once).
    @exclusivity(unchecked) public private(set) var lineBreakCount = 0
    /// The length of the value in UTF-8 bytes.
    @exclusivity(unchecked) public private(set) var utf8Count = 0

    /// One argument: its position, its type, and the specifier as written (`%2$lld`).
    public struct Argument: Sendable, Hashable {
        public var position: Int
        public var type: PlaceholderType
        public var text: String
    }

    fileprivate init() {}

    fileprivate func load(value: String, state: String?, steps: [ValuePathStep], model: EntryModel, position: Int, index: Int) {
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
        self.hasNoSpecifiers = format.placeholders.isEmpty && format.malformed.isEmpty
        self.translationState = Self.state(state)
        var names: [String] = []
        var hasArg = false
        var argumentsArePlaceholders = true
        for p in format.placeholders {
            switch p.type {
            case .substitution(let name): names.append(name); argumentsArePlaceholders = false
            case .substitutionArgument: hasArg = true; argumentsArePlaceholders = false
            default: if p.hasExplicitPosition { argumentsArePlaceholders = false }
            }
        }
        self.substitutionNames = names
        self.hasSubstitutionArgument = hasArg
        self.argumentsArePlaceholders = argumentsArePlaceholders
        sourceUnit = nil
        cachedArguments = nil
        // What several checks ask of every unit, worked out while the value is at hand.
        isBlank = value.isBlank
        mayHaveBlankEdge = value.mayHaveBlankEdge
        lineBreakCount = value.lineBreakCount
        utf8Count = value.utf8.count
    }

    /// The arguments the unit's own specifiers consume, by ascending position, the first
    /// specifier seen where a position is used twice. `%#@name@` and `%arg` are left out: a
    /// substitution's argument is its `argNum` (Xcode reorders `%#@arg2@` and `%#@arg1@`
    /// freely), so implicit positions count only the other specifiers.
    public var arguments: [Argument] {
        if let cachedArguments { return cachedArguments }
        let arguments = Self.arguments(of: format)
        cachedArguments = arguments
        return arguments
    }

    private static func arguments(of format: FormatString) -> [Argument] {
        var arguments: [Argument] = []
        var implicit = 0
        for p in format.placeholders {
            switch p.type {
            case .substitution, .substitutionArgument: continue
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
        return arguments
    }

    /// The catalog's string unit (a copy, looked up in the entry).
    public var unit: StringUnit {
        model!.withContent(at: position) { content in
            var skip = index
            return Self.stringUnit(in: content, skipping: &skip)!
        }
    }

    /// The string unit `skip` units into `content`, in `LocalizedContent.units` order (the
    /// order `LintedEntry` adds units in), read in place.
    private static func stringUnit(in content: UnsafePointer<LocalizedContent>, skipping skip: inout Int) -> StringUnit? {
        if let unit = content.pointee.stringUnit {
            if skip == 0 { return unit }
            skip -= 1
        }
        func inVariations(_ variations: [Variation]?) -> StringUnit? {
            variations?.withUnsafeBufferPointer { variations in
                for i in variations.indices {
                    if let unit = stringUnit(in: (variations.baseAddress! + i).pointer(to: \.content)!, skipping: &skip) {
                        return unit
                    }
                }
                return nil
            }
        }
        if let unit = inVariations(content.pointee.variations?.plural) ?? inVariations(content.pointee.variations?.device) {
            return unit
        }
        for substitution in content.pointee.substitutions ?? [] {
            if let unit = inVariations(substitution.variations?.plural) ?? inVariations(substitution.variations?.device) {
                return unit
            }
        }
        return nil
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
        if hasNoSpecifiers, other.hasNoSpecifiers { return true }
        if argumentsArePlaceholders, other.argumentsArePlaceholders {
            let mine = format.placeholders, theirs = other.format.placeholders
            return mine.count == theirs.count && zip(mine, theirs).allSatisfy { $0.type == $1.type }
        }
        return arguments.count == other.arguments.count
            && zip(arguments, other.arguments).allSatisfy { $0.position == $1.position && $0.type == $1.type }
    }

    /// Whether the value is empty or the same as its source unit's (for a translated unit): what
    /// a tool writes as a placeholder until someone translates it.
    public var isUntranslatedPlaceholderValue: Bool {
        value.isEmpty || matchesSource
    }

    /// Whether the unit has a source unit whose value equals its own (`==`, Unicode-aware):
    /// several checks ask, and comparing text that is not ASCII costs, so it is compared once.
    public var matchesSource: Bool {
        if let cachedMatchesSource { return cachedMatchesSource }
        let matches = sourceUnit.map { $0.value == value } ?? false
        cachedMatchesSource = matches
        return matches
    }

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

    /// The path of the form `name` of the set (`substitution count, plural one`), as
    /// `UnitPath.label` writes it.
    public func path(_ name: String) -> String {
        (steps + [.plural(name)]).map(\.description).joined(separator: ", ")
    }

    /// "", or " (substitution count)" to follow a subject.
    public var label: String { steps.isEmpty ? "" : " (" + steps.map(\.description).joined(separator: ", ") + ")" }
}
