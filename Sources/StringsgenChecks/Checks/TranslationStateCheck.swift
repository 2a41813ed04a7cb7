import StringsgenModel

/// A translation marked `needs_review` (someone asked for a second look), `stale` (the source
/// changed since it was translated), or `new` with a translation of its own (tools such as
/// Crowdin import filled values as `new`: issue 23 found 17,910 in one real catalog). The app
/// shows it, but nobody has confirmed it says what the source says. A unit `new` that is empty
/// or still the source's text is a `missing-translation`; one empty to review, an
/// `empty-translation`.
public struct TranslationStateCheck: Check {
    public static let id = "translation-state"
    public static let defaultSeverity = Severity.warning
    public static let summary = "a translation marked new, needs_review or stale"
    public static let help = "Review the translation and mark it translated, or update it where the source text changed (stale)."

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        guard entry.isTranslatable else { return }
        for translation in entry.translations {
            for unit in translation.units {
                switch unit.translationState {
                case .new where !unit.isUntranslatedPlaceholderValue:
                    emit(finding(entry, translation.locale, unit, .notReviewed(entry.subject(translation.locale, unit))))
                // An empty value to review is `empty-translation`'s (Mammoth had 11,730, each reported twice).
                case .needsReview where !unit.isBlank:
                    emit(finding(entry, translation.locale, unit, .needsReview(entry.subject(translation.locale, unit))))
                case .stale where !unit.isBlank:
                    emit(finding(entry, translation.locale, unit, .stale(entry.subject(translation.locale, unit))))
                default: break
                }
            }
        }
    }
}

extension String {
    fileprivate static func notReviewed(_ subject: String) -> String {
        "\(subject) is marked new: it is translated but nobody has reviewed it yet; check it against the source and mark it translated"
    }

    fileprivate static func needsReview(_ subject: String) -> String {
        "\(subject) needs review: check it against the source and mark it translated"
    }

    fileprivate static func stale(_ subject: String) -> String {
        "\(subject) is stale, the source changed since it was translated: update it and mark it translated"
    }
}
