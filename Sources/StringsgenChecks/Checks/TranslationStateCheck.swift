import StringsgenModel

/// A translation marked `needs_review` (someone asked for a second look) or `stale` (the
/// source changed since it was translated). The app shows it, but it may no longer say what
/// the source says. A unit still `new` is a `missing-translation`.
public struct TranslationStateCheck: Check {
    public static let id = "translation-state"
    public static let defaultSeverity = Severity.warning
    public static let summary = "a translation marked needs_review or stale"
    public static let help = "Review the translation and mark it translated, or update it where the source text changed (stale)."

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        guard entry.isTranslatable else { return }
        for translation in entry.translations {
            for unit in translation.units {
                switch unit.translationState {
                case .needsReview:
                    emit(finding(entry, translation.locale, unit, .needsReview(entry.subject(translation.locale, unit))))
                case .stale:
                    emit(finding(entry, translation.locale, unit, .stale(entry.subject(translation.locale, unit))))
                default: break
                }
            }
        }
    }
}

extension String {
    fileprivate static func needsReview(_ subject: String) -> String {
        "\(subject) needs review: check it against the source and mark it translated"
    }

    fileprivate static func stale(_ subject: String) -> String {
        "\(subject) is stale, the source changed since it was translated: update it and mark it translated"
    }
}
