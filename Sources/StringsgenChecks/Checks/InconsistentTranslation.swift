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
public struct InconsistentTranslation: Check {
    public static let id = "inconsistent-translation"
    public static let scope = CheckScope.table
    public static let defaultSeverity = Severity.note
    public static let summary = "one source text is left untranslated in one key and translated in another, in one language"
    public static let help = "Translate the key that still shows the source text as the other key does, unless the source words are meant to stay (a brand, a word the language shares)."

    public init() {}

    public func check(table run: LintRun, emit: (Finding) -> Void) {
        let table = run.table
        let sourceLanguage = run.sourceLanguage
        // The entries of each source text, in table order; one pass, one hash per entry.
        var groups: [String: [Int]] = [:]
        for (index, entry) in table.entries.enumerated() where entry.isTranslatable {
            guard let value = PlainText.source(of: entry, in: table) else { continue }
            groups[value, default: []].append(index)
        }
        for (source, members) in groups where members.count > 1 {
            let lowered = source.lowercased()
            // Per locale: a key that keeps the source, and one that translates it.
            var kept: [String: (key: String, location: SourceLocation)] = [:]
            var translated: [String: (key: String, value: String)] = [:]
            for index in members {
                let entry = table.entries[index]
                for localization in entry.localizations where localization.locale != sourceLanguage && !LintLocale.isDocumentation(localization.locale) {
                    guard let unit = localization.content.stringUnit, PlainText.value(localization.content) != nil,
                          !unit.value.isEmpty, unit.state != "new"
                    else { continue }
                    if unit.value == source {
                        if kept[localization.locale] == nil { kept[localization.locale] = (entry.key, unit.location) }
                    } else if translated[localization.locale] == nil, !unit.value.lowercased().containsExactly(lowered) {
                        translated[localization.locale] = (entry.key, unit.value)
                    }
                }
            }
            for (locale, keeper) in kept.sorted(by: { $0.key < $1.key }) {
                guard let other = translated[locale] else { continue }
                emit(Finding(
                    rule: Self.id, location: keeper.location, key: keeper.key, locale: locale,
                    message: .inconsistent(source, locale, keeper.key, other.key, other.value)))
            }
        }
    }
}

extension String {
    fileprivate static func inconsistent(_ source: String, _ locale: String, _ key: String, _ otherKey: String, _ other: String) -> String {
        "‘\(key)’ in ‘\(locale)’ keeps the source text \(MessageText.quote(source)), which ‘\(otherKey)’ translates as \(MessageText.quote(other)): translate it too, unless the words are meant to stay"
    }
}
