import StringsgenModel

/// A translated value that is empty or only white space where the source has text: the app
/// would show nothing. A unit still `new` is a `missing-translation` instead. In a language
/// written without spaces, a connector padded with spaces (" at ") may become white space
/// alone (" " in Japanese). Not in a key the code no longer uses (`stale`), which nobody sees
/// and `missing-translation` leaves alone too (Nostur's Dutch drew three errors so).
public struct EmptyTranslation: Check {
    public static let id = "empty-translation"
    public static let defaultSeverity = Severity.error
    public static let summary = "a translation that is empty or only white space"
    public static let help = "Enter the translation, or remove the empty value so the locale falls back to the source language."

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        guard entry.isTranslatable, entry.entry.extractionState != "stale", !entry.isNibPlaceholder else { return }
        for translation in entry.translations {
            for (unit, original) in translation.comparedUnits
            where unit.isBlank && unit.translationState != .new && !original.isBlank && !translation.neverShows(unit) {
                if translation.lintLocale.writesWithoutSpaces, !unit.value.isEmpty, original.isPaddedWithSpaces { continue }
                // A piece of a sentence the code joins (“You gain ” + items + “!”, a lone “and”) may
                // be nothing in a language of another word order: Japanese puts the verb in the
                // last piece, Chinese writes “3天5小时” with no “and” (EhPanda: 7 errors).
                if unit.value.isEmpty, translation.lintLocale.writesWithoutSpaces || translation.lintLocale.language == "ko",
                   original.isSentencePiece { continue }
                // A plural form is compared with the source's `other`; where the source's own form
                // of that category is empty too, the translation follows it (BookPlayer's empty
                // `one` of a question the app asks only of several items: 6 errors).
                if unit.pluralCategory != nil, entry.source.units.contains(where: { $0.isBlank && $0.steps == unit.steps }) { continue }
                emit(finding(entry, translation.locale, unit, .empty(
                    entry.subject(translation.locale, unit), original.value)))
            }
        }
    }
}

extension LintedUnit {
    /// Whether the value is a piece of a sentence the code joins: it starts or ends with white
    /// space on one side (“You gain ”), or is one English word that joins pieces (“and”, “of”).
    var isSentencePiece: Bool {
        guard let first = value.first, let last = value.last else { return false }
        // (Not a connector padded on both sides, “ at ”: `isPaddedWithSpaces`, which such a
        // language writes as white space or its own word.)
        if first.isWhitespace != last.isWhitespace { return value.contains(where: \.isLetter) }
        return Self.functionWords.contains(value)
    }

    /// English words that join the pieces of a sentence, which another word order may leave out
    /// (“now” and “px” are words of their own: Mammoth's and DockDoor's empty ones are errors).
    static let functionWords: Set<String> = ["and", "or", "of", "to", "at", "in", "on", "by", "for", "with", "from", "the", "a", "an"]

    /// Whether the value starts and ends with white space (" at "): a connector.
    var isPaddedWithSpaces: Bool {
        guard let first = value.first, let last = value.last else { return false }
        return first.isWhitespace && last.isWhitespace
    }
}

extension String {
    fileprivate static func empty(_ subject: String, _ source: String) -> String {
        "\(subject) is empty: translate \(MessageText.quote(source))"
    }
}
