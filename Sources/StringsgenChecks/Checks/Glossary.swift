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
        let terms = Array(Set(pending.map { $0.term.term.lowercased() }))
        for entry in table.entries where entry.isTranslatable {
            guard pending.contains(where: { !$0.used }) else { break }
            guard let source = entry.localization(for: table.sourceLanguage) else { continue }
            let sourceText = source.content.units.map { $0.unit.value.withoutFormatSpecifiers.lowercased() }.joined(separator: "\n")
            let found = terms.filter { sourceText.hasWord(startingWith: $0) }
            guard !found.isEmpty else { continue }
            for index in pending.indices where !pending[index].used && found.contains(pending[index].term.term.lowercased()) {
                guard let translation = entry.localization(for: pending[index].locale) else { continue }
                let units = translation.content.units
                pending[index].sourceUses += 1
                if units.contains(where: { Self.uses(pending[index].translation, in: $0.unit.value.lowercased()) }) {
                    pending[index].used = true
                } else if pending[index].firstUse == nil, let first = units.first {
                    pending[index].firstUse = (entry.key, first.unit.location)
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
        let stems = translation.split(separator: " ").map { word -> Substring in
            word.count <= 4 ? word : word.prefix(max(4, word.count - 2))
        }
        var rest = value.unicodeScalars[...]
        for stem in stems {
            guard let found = rest.firstRange(of: stem.unicodeScalars) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
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
