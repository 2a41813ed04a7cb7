import StringsgenModel

/// A glossary term (`Locales/<locale>.json`, `glossary`) that the table's source uses while the
/// locale's translations never use the translation the locale settled on: the glossary and the
/// copy went separate ways (the glossary says “série”, every screen says “suite”), and one of
/// them is to be fixed.
///
/// Table-wide on purpose: a single translation may rightly word a term otherwise (a verb form, a
/// pronoun, Arabic's broken plurals), but a term whose agreed translation appears nowhere is a
/// glossary nobody follows. The term is found in the source as the start of a word, case-
/// insensitively (`streak` in “Streaks”); the translation counts as used when a value holds it
/// case-insensitively, or the stem of each of its words (all but the last two letters, at least
/// four) for inflected languages (“серию” for “серия”). Format specifiers are not words. The
/// finding points at the first translation whose source uses the term. Terms translated as
/// themselves (`XP`, a brand) are left to `do-not-translate`.
public struct Glossary: Check {
    public static let id = "glossary"
    public static let scope = CheckScope.table
    public static let defaultSeverity = Severity.warning
    public static let summary = "a glossary term the source uses whose agreed translation no translation uses"
    public static let help = "Use the translation agreed in Locales/<code>.json for the term somewhere in the table, or update the glossary if the team has chosen another word."

    public init() {}

    public func check(table run: LintRun, emit: (Finding) -> Void) {
        guard let settings = run.context.locales else { return }
        let table = run.context.table
        struct Pending {
            var locale: String
            var term: GlossaryTerm
            var translation: String  // lowercased
            var firstUse: (key: String, location: SourceLocation)?
            var sourceUses = 0
            var used = false
        }
        var pending: [Pending] = []
        for locale in settings.keys.sorted() where locale != table.sourceLanguage {
            for term in settings[locale]?.glossary ?? []
            where !term.term.isEmpty && !term.translation.isEmpty && term.term.lowercased() != term.translation.lowercased() {
                pending.append(Pending(locale: locale, term: term, translation: term.translation.lowercased()))
            }
        }
        guard !pending.isEmpty else { return }
        let terms = SourceTerms(pending.map { $0.term.term.lowercased() })
        // Each locale's translations, searched for all at once (see `TranslationSearch`).
        let locales = Array(Set(pending.map(\.locale))).sorted()
        let itemsOfSearch = locales.map { locale in pending.indices.filter { pending[$0].locale == locale } }
        let searches = itemsOfSearch.map { items in TranslationSearch(items.map { ($0, pending[$0].translation) }) }
        var unused = pending.count
        var folder = LowercaseFolder()
        // Per search: the number of the entry whose translation it last searched.
        var searchedEntry = [Int](repeating: -1, count: searches.count)
        // Entries and their values are read in place: copying them would count references to
        // every string of the table.
        table.entries.withUnsafeBufferPointer { entries in
            for number in entries.indices where entries[number].isTranslatable {
                guard unused > 0 else { break }
                entries[number].localizations.withUnsafeBufferPointer { localizations in
                    guard let s = localizations.firstIndex(where: { $0.locale == table.sourceLanguage }) else { return }
                    // The source's units, without format specifiers, lowercased, one line each.
                    folder.clear()
                    var first = true
                    localizations[s].content.forEachUnit { unit in
                        if !first { folder.append(byte: 0x0A) }
                        first = false
                        folder.fold(unit.value.withoutFormatSpecifiers, appending: true)
                    }
                    guard terms.findUsed(in: folder) else { return }
                    // Each locale's translation searched once for all its terms the source uses.
                    for t in localizations.indices {
                        guard let s = locales.firstIndex(of: localizations[t].locale), searchedEntry[s] != number else { continue }
                        searchedEntry[s] = number
                        guard itemsOfSearch[s].contains(where: { !pending[$0].used && terms.isUsed(terms.index[$0]) }) else { continue }
                        let search = searches[s]
                        search.clear()
                        localizations[t].content.forEachUnit { unit in
                            if search.firstLocation == nil { search.firstLocation = unit.location }
                            folder.fold(unit.value)
                            folder.withBytes { search.search($0) }
                        }
                        for (k, index) in itemsOfSearch[s].enumerated() where !pending[index].used && terms.isUsed(terms.index[index]) {
                            pending[index].sourceUses += 1
                            if search.isUsed(item: k) {
                                pending[index].used = true
                                unused -= 1
                            } else if pending[index].firstUse == nil, let first = search.firstLocation {
                                pending[index].firstUse = (entries[number].key, first)
                            }
                        }
                    }
                }
            }
        }
        for item in pending where !item.used {
            guard let first = item.firstUse else { continue }
            emit(Finding(
                rule: Self.id, location: first.location, key: first.key, locale: item.locale,
                message: .neverUsed(item.locale, item.term, sources: item.sourceUses, firstKey: first.key)))
        }
    }

    /// Whether `value` (lowercased) holds `translation` (lowercased), or the stem of each of its
    /// words, in order. Compared by Unicode scalars, not characters: a mark on the last letter
    /// (Arabic tanwin in “قالبًا”) joins it into another character but still spells the word.
    static func uses(_ translation: String, in value: String) -> Bool {
        if value.unicodeScalars.firstRange(of: translation.unicodeScalars) != nil { return true }
        let stems = stems(of: translation)
        var rest = value.unicodeScalars[...]
        for stem in stems {
            guard let found = rest.firstRange(of: stem.unicodeScalars) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }

    /// The stem of each word of a translation: all but its last two letters, at least four.
    static func stems(of translation: String) -> [Substring] {
        translation.split(separator: " ").map { word in word.count <= 4 ? word : word.prefix(max(4, word.count - 2)) }
    }
}

/// The glossary's terms as the source is searched for them: each as the start of a word of the
/// lowercased source text (`String.hasWord(startingWith:)`), all found in one pass over it.
///
/// The pass compares bytes; `hasWord` compares characters, Unicode-aware. They agree wherever an
/// ASCII term's occurrence has ASCII (or nothing) after it and two ASCII bytes (or the start)
/// before it: there each byte is a character, and no other character is canonically equivalent
/// to an ASCII one in lowercased text but `;` and `` ` `` (so terms with those, non-ASCII terms
/// and terms across lines are searched by `hasWord` itself). Where an occurrence is near a
/// non-ASCII byte (a combining mark after a letter, a prepended mark before the character
/// before), that term is decided by `hasWord` in that text.
final class SourceTerms {
    /// The distinct terms, lowercased.
    let terms: [String]
    /// For each term given to `init`, its index in `terms`.
    let index: [Int]
    private let search: MultiPatternSearch
    /// For each pattern of `search`, its term.
    private let termOfPattern: [Int]
    /// The terms searched by `hasWord` in every text.
    private let unicodeTerms: [Int]
    /// Per pattern, while a text is searched: the end of the last occurrence looked at
    /// (occurrences may not overlap, as in `hasWord`), or `found`, or `unicode` (decide by `hasWord`).
    @exclusivity(unchecked) private var state: [Int]
    private static let found = -1, unicode = -2
    /// Per term: whether the last text searched uses it. (One thread: no dynamic exclusivity checks.)
    @exclusivity(unchecked) private var used: [Bool]

    init(_ given: [String]) {
        var terms: [String] = [], index: [Int] = [], known: [String: Int] = [:]
        for term in given {
            if let i = known[term] { index.append(i); continue }
            known[term] = terms.count
            index.append(terms.count)
            terms.append(term)
        }
        var patterns: [[UInt8]] = [], termOfPattern: [Int] = [], unicodeTerms: [Int] = []
        for (i, term) in terms.enumerated() {
            if term.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`") && $0 != 0x0A && $0 != 0x0D }) {
                patterns.append(Array(term.utf8))
                termOfPattern.append(i)
            } else {
                unicodeTerms.append(i)
            }
        }
        self.terms = terms
        self.index = index
        self.search = MultiPatternSearch(patterns)
        self.termOfPattern = termOfPattern
        self.unicodeTerms = unicodeTerms
        self.state = [Int](repeating: 0, count: patterns.count)
        self.used = [Bool](repeating: false, count: terms.count)
    }

    /// Searches the folded text for every term (then `isUsed`); whether it uses any.
    func findUsed(in folder: LowercaseFolder) -> Bool {
        for i in state.indices { state[i] = 0 }
        for i in used.indices { used[i] = false }
        var any = false, undecided = false
        folder.withBytes { bytes in
            search.forEachMatch(in: bytes) { pattern, end in
                let start = end - search.patterns[pattern].count
                guard state[pattern] >= 0, start >= state[pattern] else { return }
                state[pattern] = end
                let before: UInt8 = start > 0 ? bytes[start - 1] : 0x20
                // The character before is its one ASCII byte only when no scalar precedes it
                // that it could belong to (a prepended mark, U+0600, makes it start there).
                if before >= 0x80 || (start >= 2 && bytes[start - 2] >= 0x80) || (end < bytes.count && bytes[end] >= 0x80) {
                    state[pattern] = Self.unicode
                    undecided = true
                } else if !before.isASCIILetterOrDigit {
                    state[pattern] = Self.found
                    used[termOfPattern[pattern]] = true
                    any = true
                }
            }
        }
        guard undecided || !unicodeTerms.isEmpty else { return any }
        let text = folder.string
        for (pattern, s) in state.enumerated() where s == Self.unicode && text.hasWord(startingWith: terms[termOfPattern[pattern]]) {
            used[termOfPattern[pattern]] = true
            any = true
        }
        for term in unicodeTerms where text.hasWord(startingWith: terms[term]) {
            used[term] = true
            any = true
        }
        return any
    }

    /// Whether the text last searched uses the term (an index into `terms`).
    func isUsed(_ term: Int) -> Bool { used[term] }
}

/// One locale's glossary translations as its translations are searched for them (`Glossary.uses`:
/// the whole translation, or the stem of each of its words in order), all found in one pass over
/// a value. Both compare Unicode scalars, that is UTF-8 bytes, so the pass finds what `uses` does.
final class TranslationSearch {
    /// The identifiers the translations were given with.
    private let items: [Int]
    private let search: MultiPatternSearch
    /// The length of each pattern, in bytes.
    private let patternLengths: [Int]
    /// For each pattern, the translations it is part of, as `roleItem[k]` and `roleStem[k]` for
    /// `k` in `roleStart[pattern]..<roleStart[pattern + 1]`; stem -1 for the whole translation.
    private let roleStart: [Int], roleItem: [Int], roleStem: [Int]
    private let stemCounts: [Int]
    /// Per translation, while a value is searched: how many of its stems were found in order
    /// (the next one is looked for from `after`), or -1 once the whole translation was found.
    /// (One thread: no dynamic exclusivity checks.)
    @exclusivity(unchecked) private var progress: [Int]
    @exclusivity(unchecked) private var after: [Int]
    /// Per translation: whether a value searched since `clear` uses it.
    @exclusivity(unchecked) private var used: [Bool]
    /// The location of the first value searched since `clear`.
    @exclusivity(unchecked) var firstLocation: SourceLocation?

    /// `translations`: an identifier of each, and the translation, lowercased.
    init(_ translations: [(id: Int, translation: String)]) {
        var patterns: [[UInt8]] = [], known: [[UInt8]: Int] = [:], roles: [[(item: Int, stem: Int)]] = []
        func pattern(_ text: some StringProtocol) -> Int {
            let bytes = Array(text.utf8)
            if let i = known[bytes] { return i }
            known[bytes] = patterns.count
            patterns.append(bytes)
            roles.append([])
            return patterns.count - 1
        }
        var stemCounts: [Int] = []
        for (item, translation) in translations.map(\.translation).enumerated() {
            roles[pattern(translation)].append((item, -1))
            let stems = Glossary.stems(of: translation)
            for (k, stem) in stems.enumerated() { roles[pattern(stem)].append((item, k)) }
            stemCounts.append(stems.count)
        }
        self.items = translations.map(\.id)
        self.search = MultiPatternSearch(patterns)
        self.patternLengths = patterns.map(\.count)
        self.roleStart = roles.reduce(into: [0]) { $0.append($0.last! + $1.count) }
        self.roleItem = roles.flatMap { $0.map(\.item) }
        self.roleStem = roles.flatMap { $0.map(\.stem) }
        self.stemCounts = stemCounts
        self.progress = [Int](repeating: 0, count: items.count)
        self.after = progress
        self.used = [Bool](repeating: false, count: items.count)
    }

    /// Forgets the values searched so far.
    func clear() {
        for i in used.indices { used[i] = false }
        firstLocation = nil
    }

    /// Searches one value (lowercased UTF-8) for every translation.
    func search(_ value: UnsafeBufferPointer<UInt8>) {
        // The per-translation state is written through pointers: at every match, the arrays'
        // subscripts would check that their storage is not shared.
        progress.withUnsafeMutableBufferPointer { progress in
            after.withUnsafeMutableBufferPointer { after in
                progress.update(repeating: 0)
                after.update(repeating: 0)
                search.forEachMatch(in: value) { pattern, end in
                    let start = end - patternLengths[pattern]
                    for k in roleStart[pattern]..<roleStart[pattern + 1] {
                        let item = roleItem[k], stem = roleStem[k]
                        if progress[item] < 0 { continue }
                        if stem < 0 {
                            progress[item] = -1
                        } else if progress[item] == stem, start >= after[item] {
                            progress[item] = stem + 1
                            after[item] = end
                        }
                    }
                }
            }
        }
        for (item, found) in progress.enumerated() where found < 0 || found == stemCounts[item] { used[item] = true }
    }

    /// Whether a value searched since `clear` uses the translation given with identifier `id`.
    func isUsed(_ id: Int) -> Bool {
        guard let item = items.firstIndex(of: id) else { return false }
        return used[item]
    }

    /// Whether a value searched since `clear` uses the `item`th translation given to `init`.
    func isUsed(item: Int) -> Bool { used[item] }
}

extension LocalizedContent {
    /// The string units of `units`, in its order (its own, its variations' depth first, then
    /// its substitutions' variations'), without building their paths.
    func forEachUnit(_ body: (StringUnit) -> Void) {
        if let unit = stringUnit { body(unit) }
        guard variations != nil || substitutions != nil else { return }
        variations?.forEachUnit(body)
        for substitution in substitutions ?? [] { substitution.variations?.forEachUnit(body) }
    }
}

extension Variations {
    fileprivate func forEachUnit(_ body: (StringUnit) -> Void) {
        for variation in plural ?? [] { variation.content.forEachUnit(body) }
        for variation in device ?? [] { variation.content.forEachUnit(body) }
    }
}

extension UInt8 {
    fileprivate var isASCIILetterOrDigit: Bool {
        (self | 0x20) &- UInt8(ascii: "a") < 26 || self &- UInt8(ascii: "0") < 10
    }
}

extension String {
    /// Whether a word of the string starts with `prefix` (a word starts after anything that is
    /// not a letter or digit).
    func hasWord(startingWith prefix: String) -> Bool {
        var searched = self[...]
        while let found = searched.firstRange(of: prefix) {
            if found.lowerBound == startIndex { return true }
            let before = self[index(before: found.lowerBound)]
            if !before.isLetter && !before.isNumber { return true }
            searched = searched[found.upperBound...]
        }
        return false
    }

    fileprivate static func neverUsed(_ locale: String, _ term: GlossaryTerm, sources: Int, firstKey: String) -> String {
        "no ‘\(locale)’ translation uses \(MessageText.quote(term.translation)), the glossary's translation of \(MessageText.quote(term.term)), "
            + "though the source uses the term in \(MessageText.count(sources, "string")) (first ‘\(firstKey)’): use it, or change the glossary"
    }
}
