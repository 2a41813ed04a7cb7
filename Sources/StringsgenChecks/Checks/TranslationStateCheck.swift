import StringsgenModel

/// A translation marked `needs_review` (someone asked for a second look), `stale` (the source
/// changed since it was translated), or `new` with a translation of its own (tools such as
/// Crowdin import filled values as `new`: issue 23 found 17,910 in one real catalog). The app
/// shows it, but nobody has confirmed it says what the source says. A unit `new` that is empty
/// or still the source's text is a `missing-translation`; one empty to review, an
/// `empty-translation`. Several values of one localization in one state (a key's plural and
/// substitution forms) are one finding.
public struct TranslationStateCheck: Check {
    public static let id = "translation-state"
    public static let defaultSeverity = Severity.warning
    public static let summary = "a translation marked new, needs_review or stale"
    public static let help = "Review the translation and mark it translated, or update it where the source text changed (stale)."

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        guard entry.isTranslatable else { return }
        for translation in entry.translations {
            // The units of each state to report, in catalog order: one finding per state, so a
            // key's plural and substitution forms flagged together (Xcode marks every form when
            // the source changes; GoMap's Ukrainian had nine) are one thing to review.
            var flagged: [(state: TranslationState, units: [LintedUnit])] = []
            for unit in translation.units {
                let state: TranslationState
                switch unit.translationState {
                case .new where !unit.isUntranslatedPlaceholderValue: state = .new
                // An empty value to review is `empty-translation`'s (Mammoth had 11,730, each reported twice).
                case .needsReview where !unit.isBlank: state = .needsReview
                case .stale where !unit.isBlank: state = .stale
                default: continue
                }
                if let i = flagged.firstIndex(where: { $0.state == state }) { flagged[i].units.append(unit) } else { flagged.append((state, [unit])) }
            }
            for (state, units) in flagged {
                let locale = translation.locale
                if units.count == 1 {
                    emit(finding(entry, locale, units[0], .single(state, entry.subject(locale, units[0]))))
                } else {
                    let places = units.map { $0.steps.isEmpty ? "the string" : $0.path.label }
                    emit(finding(entry, locale, at: units[0].location, .several(state, entry.subject(locale), places)))
                }
            }
        }
    }
}

extension String {
    fileprivate static func single(_ state: TranslationState, _ subject: String) -> String {
        switch state {
        case .new: "\(subject) is marked new: it is translated but nobody has reviewed it yet; check it against the source and mark it translated"
        case .stale: "\(subject) is stale, the source changed since it was translated: update it and mark it translated"
        default: "\(subject) needs review: check it against the source and mark it translated"
        }
    }

    /// One finding for several units of a localization in the same state, naming the first few.
    fileprivate static func several(_ state: TranslationState, _ subject: String, _ places: [String]) -> String {
        // Semicolons between places, which have commas of their own (“substitution n, plural one”).
        let named = places.count <= 4 ? places.joined(separator: "; ") : places.prefix(3).joined(separator: "; ") + "; \(places.count - 3) more"
        let values = "\(places.count) values (\(named))"
        return switch state {
        case .new: "\(subject) has \(values) marked new: translated but nobody has reviewed them yet; check them against the source and mark them translated"
        case .stale: "\(subject) has \(values) that are stale, the source changed since they were translated: update them and mark them translated"
        default: "\(subject) has \(values) that need review: check them against the source and mark them translated"
        }
    }
}
