import StringsgenModel

/// One source text left as the source in one key and translated in another, in one language:
/// CotEditor's Russian leaves "None" in English in one key (a VoiceOver label) and writes "Нет"
/// in another; IceCubesApp's Catalan has "Show Boosts" and "Mostra els impulsos".
///
/// Only that kind of difference is reported: two different translations of the same words are
/// as often two senses (a noun and a verb: "Follow" as "Seguiments" and "Segueix") as an
/// inconsistency, and on the corpus about half were no defect. A translation that holds the
/// source (“DXVK を使用する” for "DXVK", "Boosten" for "Boost") is another sense, not the
/// text left untranslated. Comments are not compared: the "None" keys above have different
/// ones. Plain values only; one finding per locale and source text, at the key that keeps
/// the source. A note: the untranslated one may be meant (a brand, a word both languages share).
/// Not reported either: a key whose comment says not to translate it, a source that is an
/// address or the source language's code, a value that is the locale's code, and words the
/// language keeps as a term in another translation (measured on apps the rule had not seen:
/// see the README).
public struct InconsistentTranslation: Check {
    public static let id = "inconsistent-translation"
    public static let scope = CheckScope.table
    public static let defaultSeverity = Severity.note
    public static let summary = "one source text is left untranslated in one key and translated in another, in one language"
    public static let help = "Translate the key that still shows the source text as the other key does, unless the source words are meant to stay (a brand, a word the language shares)."

    public init() {}

    /// Whether every word of `value` is a word of the (lowercased) source: an earlier, shorter
    /// English left in place, no translation (openfoodfacts' “Vitamins” after its source became
    /// “Vitamins and Minerals”, in 26 languages: each was told to copy it).
    static func isInSourceWords(_ value: String, of sourceWords: Set<Substring>) -> Bool {
        let words = value.lowercased().split { !$0.isLetter && !$0.isNumber }
        return !words.isEmpty && words.allSatisfy { sourceWords.contains($0) }
    }

    /// The words of a lowercased source text (`isInSourceWords`).
    static func words(of lowered: String) -> Set<Substring> {
        Set(lowered.split { !$0.isLetter && !$0.isNumber })
    }

    public func check(table run: LintRun, emit: (Finding) -> Void) {
        let table = run.table
        let sourceLanguage = run.sourceLanguage
        // The entries of each source text, in table order; one pass, one hash per entry.
        // (Entries read in place: copying each would count references to all its strings.)
        var groups: [String: [Int]] = [:]
        groups.reserveCapacity(table.entries.count)
        table.entries.withUnsafeBufferPointer { entries in
            for index in entries.indices where entries[index].isTranslatable {
                guard let value = PlainText.source(of: (entries.baseAddress! + index).pointee, in: table) else { continue }
                groups[value, default: []].append(index)
            }
        }
        var candidates: [Candidate] = []
        for (source, members) in groups where members.count > 1 && !Self.isIdentifier(source, sourceLanguage: run.sourceLocale) {
            let lowered = source.lowercased()
            var sourceWords: Set<Substring>?
            func isOldSource(_ value: String) -> Bool {
                // (Most translations are no part of the source: found by a search, before words.)
                guard value.utf8.count < lowered.utf8.count, lowered.containsExactly(value.lowercased()) else { return false }
                if sourceWords == nil { sourceWords = Self.words(of: lowered) }
                return Self.isInSourceWords(value, of: sourceWords!)
            }
            // Per locale: a key that keeps the source, and one that translates it.
            var kept: [String: (key: String, location: SourceLocation)] = [:]
            var translated: [String: (key: String, value: String)] = [:]
            for index in members {
                let entry = table.entries[index]
                if Self.isMarkedNotToTranslate(entry.comment) { continue }
                // Not in the source's own language in another script or region: zh-Hant writes
                // “法文” as zh-Hans does (GenshinPizzaHelper: 5 of 5 findings).
                for localization in entry.localizations where localization.locale != sourceLanguage && run.context.checksTranslations(in: localization.locale)
                    && run.locale(localization.locale).language != run.sourceLocale.language {
                    guard let unit = localization.content.stringUnit, PlainText.value(localization.content) != nil,
                          !unit.value.isEmpty, unit.state != "new"
                    else { continue }
                    // (A value that is its own key is none: `missing-translation` says so.)
                    if unit.value == source {
                        if kept[localization.locale] == nil { kept[localization.locale] = (entry.key, unit.location) }
                    } else if translated[localization.locale] == nil, unit.value != entry.key, !unit.value.lowercased().containsExactly(lowered),
                              !isOldSource(unit.value),
                              !Self.isLocaleCode(unit.value, of: run.locale(localization.locale)) {
                        translated[localization.locale] = (entry.key, unit.value)
                    }
                }
            }
            for (locale, keeper) in kept.sorted(by: { $0.key < $1.key }) {
                guard let other = translated[locale] else { continue }
                candidates.append(Candidate(locale: locale, source: source, keeper: keeper, other: other))
            }
        }
        let kept = Self.keptAsTerm(candidates, in: table, sourceLanguage: sourceLanguage)
        for (index, candidate) in candidates.enumerated() where !kept.contains(index) {
            emit(Finding(
                rule: Self.id, location: candidate.keeper.location, key: candidate.keeper.key, locale: candidate.locale,
                message: .inconsistent(candidate.source, candidate.locale, candidate.keeper.key, candidate.other.key, candidate.other.value)))
        }
    }

    private struct Candidate {
        var locale: String
        var source: String
        var keeper: (key: String, location: SourceLocation)
        var other: (key: String, value: String)
    }

    /// The candidates whose source text the locale keeps as a term in another key's
    /// translation, as a word of its own (BitChat's Bengali “mesh-এ পাওয়া যায়নি”, ProtonVPN's
    /// Indonesian “Tombol Quick Connect …”): keeping it in a label is the translator's choice
    /// of term. Matched as written, not after “@” or “#” (Element's “@room” is a keyword, not
    /// the word “Room” kept). One pass over each such locale's translations.
    private static func keptAsTerm(_ candidates: [Candidate], in table: StringTable, sourceLanguage: String) -> Set<Int> {
        var result: Set<Int> = []
        let locales = Set(candidates.map(\.locale))
        for locale in locales.sorted() {
            let mine = candidates.indices.filter { candidates[$0].locale == locale }
            let search = MultiPatternSearch(mine.map { Array(candidates[$0].source.utf8) })
            for index in table.entries.indices where table.entries[index].isTranslatable {
                let localizations = table.entries[index].localizations
                guard let l = localizations.firstIndex(where: { $0.locale == locale }), let value = PlainText.value(localizations[l].content),
                      let s = localizations.firstIndex(where: { $0.locale == sourceLanguage }),
                      let source = PlainText.value(localizations[s].content), value != source
                else { continue }
                value.withUTF8Bytes { bytes in
                    search.forEachMatch(in: bytes) { pattern, end in
                        let start = end - search.patterns[pattern].count
                        let before: UInt8 = start > 0 ? bytes[start - 1] : 0x20
                        let after: UInt8 = end < bytes.count ? bytes[end] : 0x20
                        guard !before.isASCIIWordByte, before != UInt8(ascii: "@"), before != UInt8(ascii: "#"), !after.isASCIIWordByte
                        else { return }
                        result.insert(mine[pattern])
                    }
                }
            }
        }
        return result
    }

    /// Whether a key's comment says its text is not to be translated (GoMap's storyboard
    /// placeholders: `Note = "Placeholder - Do not translate"`), which translators then keep
    /// or translate at will.
    static func isMarkedNotToTranslate(_ comment: String?) -> Bool {
        guard let comment, comment.utf8.count >= 13 else { return false }
        let lowered = comment.lowercased()
        return ["do not translate", "don't translate", "don’t translate", "dont translate", "not to be translated"].contains {
            lowered.containsExactly($0)
        }
    }

    /// Whether a source text is no words but an identifier: a web or mail address
    /// (“example.com”, kept rightly in Czech), or the source language's code (Element's test
    /// key whose value is “en” in every language).
    static func isIdentifier(_ source: String, sourceLanguage: LintLocale) -> Bool {
        let lowered = source.lowercased()
        if lowered == sourceLanguage.code.lowercased() || lowered == sourceLanguage.language.lowercased() { return true }
        guard !source.containsByte(where: { $0 <= 0x20 }) else { return false }
        if source.containsExactly("://") { return true }
        // A host name: dot-separated labels, the last one letters (“example.com”, “x@y.org”).
        let host = source.split(separator: "/", maxSplits: 1).first.map { $0.split(separator: "@").last ?? $0 } ?? ""
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let last = labels.last, last.count >= 2, last.utf8.allSatisfy({ $0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A }) else {
            return false
        }
        return labels.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { $0.isASCIIWordByte || $0 == UInt8(ascii: "-") } }
    }

    /// Whether a value is the locale's own code (Element's test key holding “hr” in Croatian):
    /// an identifier, no translation.
    static func isLocaleCode(_ value: String, of locale: LintLocale) -> Bool {
        let lowered = value.lowercased()
        return lowered == locale.code.lowercased() || lowered == locale.language.lowercased()
    }
}

extension UInt8 {
    /// An ASCII letter or digit, or any byte of a non-ASCII character (taken for a letter).
    fileprivate var isASCIIWordByte: Bool {
        self >= 0x80 || (self | 0x20) &- UInt8(ascii: "a") < 26 || self &- UInt8(ascii: "0") < 10
    }
}

extension String {
    fileprivate static func inconsistent(_ source: String, _ locale: String, _ key: String, _ otherKey: String, _ other: String) -> String {
        // Either side may be the one to change: a name kept as written here may be translated
        // there by mistake (Pizza Helper's “Star Rail”, machine-translated “Sternenbahn”).
        "‘\(key)’ in ‘\(locale)’ keeps the source text \(MessageText.quote(source)), which ‘\(otherKey)’ translates as \(MessageText.quote(other)): translate it too, or, if it is a name to keep as written, write it so in ‘\(otherKey)’ too"
    }
}
