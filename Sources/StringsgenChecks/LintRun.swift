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
    /// The keys of the table whose source varies by plural, each as `PluralCandidate.shape`
    /// has it: a key without plural variations whose shape is among them has a twin that varies.
    private(set) lazy var pluralKeyShapes: Set<String> = {
        let table = context.table
        var shapes: Set<String> = []
        for entry in table.entries {
            guard let source = entry.localization(for: table.sourceLanguage),
                  source.content.variations?.plural != nil || source.content.substitutions?.isEmpty == false
            else { continue }
            shapes.insert(PluralCandidate.shape(of: entry.key))
        }
        return shapes
    }()

    /// Per locale, the file of the table that holds its values (the first met): where a legacy
    /// table's key that no source-language file holds is asked of a locale. ImageOptim keeps its
    /// English in the code, and its 116 `missing-translation` errors all pointed at the Arabic
    /// file, the first translation of each key, whatever the language asked.
    private(set) lazy var fileOfLocale: [String: SourceFile] = {
        var files: [String: SourceFile] = [:]
        for entry in context.table.entries {
            for localization in entry.localizations where files[localization.locale] == nil {
                files[localization.locale] = localization.location.sourceFile
            }
        }
        return files
    }()

    /// Of the keys with no source-language value, those another such key spells the same but
    /// for case, white space and a final stop or quotation mark, and more languages hold: an
    /// old spelling a few files
    /// kept when the code's text changed (Windscribe's `hi` and `bn` keep “Have a Problem that
    /// Garry can't resolve?…” and “Please visit windscribe.com…” with no-break spaces beside
    /// the live keys: 206 errors asked the other languages for them).
    private(set) lazy var staleSpellings: Set<String> = {
        let table = context.table
        var spellings: [String: [(key: String, languages: Int)]] = [:]
        for entry in table.entries where !entry.localizations.contains(where: { $0.locale == table.sourceLanguage }) {
            // Lowercased, each run of white space one space, without a final stop or quotation mark.
            var folded = ""
            for character in entry.key.lowercased() {
                if character.isWhitespace {
                    if folded.last != " " { folded.append(" ") }
                } else {
                    folded.append(character)
                }
            }
            while let last = folded.last, last == " " || last == "." || last == "\"" { folded.removeLast() }
            spellings[folded, default: []].append((entry.key, entry.localizations.count))
        }
        var stale: Set<String> = []
        for (_, keys) in spellings where keys.count > 1 {
            let most = keys.map(\.languages).max()!
            // (Held by as many languages as the most held, a spelling is not told from the other.)
            guard keys.filter({ $0.languages == most }).count == 1 else { continue }
            for key in keys where key.languages < most { stale.insert(key.key) }
        }
        return stale
    }()

    /// `LintContext.hasEmptySourceFile`, worked out once.
    public private(set) lazy var hasEmptySourceFile: Bool = context.hasEmptySourceFile

    /// `StringTable.isLeftoverOfInterfaceBuilder`, worked out once.
    public private(set) lazy var isLeftoverOfInterfaceBuilder: Bool = context.table.isLeftoverOfInterfaceBuilder

    /// The table's reading notes (`StringTable.readingNotes`) by key; a catalog's are its keys written twice.
    private lazy var readingNotesByKey: [String: [ReadingNote]] = Dictionary(grouping: context.table.readingNotes, by: \.key)

    /// What reading the table noted about `key` (a legacy table's duplicate keys, `\u` escapes).
    func readingNotes(of key: String) -> [ReadingNote] {
        context.table.readingNotes.isEmpty ? [] : readingNotesByKey[key] ?? []
    }

    /// The table's translations nearly all of whose values are in one state to report
    /// (`TranslationStateCheck`).
    private(set) lazy var translationStateSummaries: [TranslationStateSummary] = Self.translationStateSummaries(of: context.table, in: context)

    public private(set) lazy var requiredTranslationLocales: [LintLocale] =
        context.requiredLocales.filter { $0 != sourceLanguage && !LintLocale.isDocumentation($0) }.map { locale($0) }

    public init(_ context: LintContext) {
        self.context = context
    }

    /// The searches for do-not-translate terms made so far, one per list.
    @exclusivity(unchecked) private var doNotTranslateSearches: [DoNotTranslateTerms] = []

    /// The search for `terms` (`LintLocale.doNotTranslateSearch`), made once per list.
    func doNotTranslateSearch(for terms: [String]) -> DoNotTranslateTerms {
        if let made = doNotTranslateSearches.first(where: { $0.terms == terms }) { return made }
        let search = DoNotTranslateTerms(terms)
        doNotTranslateSearches.append(search)
        return search
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

    /// Whether the locale is `qqq`, translatewiki's message documentation (Kiwix ships a
    /// `qqq.lproj`): notes for translators, shown to nobody, so no translation to check.
    public private(set) lazy var isDocumentation: Bool = Self.isDocumentation(code)

    /// Whether the locale's translations are checked (`LintContext.checksTranslations`).
    public private(set) lazy var isChecked: Bool = run.context.checksTranslations(in: code)

    public static func isDocumentation(_ code: String) -> Bool {
        code.utf8.count == 3 && code.utf8.allSatisfy { $0 | 0x20 == UInt8(ascii: "q") }
    }

    /// Whether the locale ships (from `Locales/`).
    public private(set) lazy var status: LocaleStatus = run.context.status(of: code)

    /// The plural rules and what the checks derive from them; nil when ICU cannot open rules
    /// for the code.
    public var plurals: LocalePlurals? { heldPlurals?.plurals }

    /// `plurals`, held by this run: checks read them through the reference instead of copying
    /// the struct, whose storage every thread shares.
    private(set) lazy var heldPlurals: HeldPlurals? = LocalePlurals.shared(for: code).map(HeldPlurals.init)

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

    /// `doNotTranslateTerms`, as `DoNotTranslate` searches values for them: one search per
    /// list of terms and run, shared by the locales with that list.
    public private(set) lazy var doNotTranslateSearch = run.doNotTranslateSearch(for: doNotTranslateTerms)

    /// The script the locale is written in, its own or the likely one (`Hant` for `zh-TW`).
    public private(set) lazy var script: String = LocaleIdentifier.likelyScript(code)

    /// Whether the locale is written in Traditional Chinese characters (`zh-Hant`, `zh-TW`,
    /// `zh-HK`, `yue`: its script is `Hant`), for `SimplifiedInTraditional`. Worked out once:
    /// it is asked of every localization.
    private(set) lazy var writesTraditionalChinese: Bool = script == "Hant"

    /// Whether the locale is the source language or a regional variant of it (`en-GB` for `en`).
    public private(set) lazy var sharesSourceLanguage: Bool = language == run.sourceLocale.language

    /// The punctuation rules `Punctuation` holds the locale's translations to, with their marks
    /// as `Convention.markChoice`; nil for a language it does not check or a locale `Locales/`
    /// does not describe. Worked out once: French builds a set of marks.
    private(set) lazy var punctuation: (convention: Punctuation.Convention, marks: ByteChoice)? = {
        guard run.context.locales?[code] != nil, let convention = Punctuation.Convention(locale: code, language: language)
        else { return nil }
        return (convention, convention.markChoice)
    }()

    /// Whether the language is written without spaces between words (`WhitespaceMismatch`).
    private(set) lazy var writesWithoutSpaces: Bool = WhitespaceMismatch.languagesWithoutSpaces.contains(language)
    /// Whether the language lays text out with spaces (`WhitespaceMismatch.layoutSpaceLanguages`).
    private(set) lazy var laysOutWithSpaces: Bool = WhitespaceMismatch.layoutSpaceLanguages.contains(language)
    /// Whether the language parts words with spaces and never joins a word to the next
    /// (`WhitespaceMismatch.gluedPlaceholder`).
    private(set) lazy var spacesEveryWord: Bool = !writesWithoutSpaces && !WhitespaceMismatch.joinsWordsToTheNext.contains(language)
}

/// A locale's plurals as one run holds them (see `LintLocale.heldPlurals`).
final class HeldPlurals {
    let plurals: LocalePlurals

    init(_ plurals: LocalePlurals) {
        self.plurals = plurals
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
    /// `categories` and `required` as `PluralCategory.bit` masks.
    let categoryMask: UInt8
    /// The categories that two or more integers from 1 to `integerLimit` select (Russian
    /// `one`: 1, 21, 31…; not English `one`), as a mask.
    let severalFromOneMask: UInt8
    let requiredMask: UInt8

    /// The forms every plural variation must have under `rules`: the categories integers below
    /// `integerLimit` reach, and `other`. The one statement of the rule; the report asks it too.
    public static func required(by rules: PluralRules) -> Set<PluralCategory> {
        rules.categoriesReachedByIntegers(below: integerLimit).union([.other])
    }

    public init(_ rules: PluralRules) {
        self.rules = rules
        self.categories = Set(rules.categories)
        self.required = Self.required(by: rules)
        // Per category (by `index`): up to three runs of integers, and whether there are more.
        var runs = [[ClosedRange<Int>]](repeating: [], count: PluralCategory.allCases.count)
        var more = [Bool](repeating: false, count: PluralCategory.allCases.count)
        var previous: PluralCategory?
        var seenFromOne: UInt8 = 0, severalFromOne: UInt8 = 0
        for n in 0..<Self.integerLimit {
            if n >= 1 {
                let bit = rules.category(for: n).bit
                if seenFromOne & bit != 0 { severalFromOne |= bit }
                seenFromOne |= bit
            }
            let category = rules.category(for: n)
            defer { previous = category }
            let c = category.index
            if category == previous, let last = runs[c].last, last.upperBound == n - 1 {
                runs[c][runs[c].count - 1] = last.lowerBound...n
            } else if runs[c].count < 3 {
                runs[c].append(n...n)
            } else {
                more[c] = true
            }
        }
        var examples: [PluralCategory: String] = [:]
        for category in PluralCategory.allCases where !runs[category.index].isEmpty {
            let shown = runs[category.index].map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)–\($0.upperBound)" }
            examples[category] = (shown + (more[category.index] ? ["…"] : [])).joined(separator: ", ")
        }
        self.examples = examples
        self.categoryMask = categories.reduce(0) { $0 | $1.bit }
        self.severalFromOneMask = severalFromOne
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
    var bit: UInt8 { 1 << index }
}
