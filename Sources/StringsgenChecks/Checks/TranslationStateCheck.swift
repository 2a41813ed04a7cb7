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
    public static let scope = CheckScope.tableAndEachEntry
    public static let defaultSeverity = Severity.warning
    public static let summary = "a translation marked new, needs_review or stale"
    public static let help = "Review the translation and mark it translated, or update it where the source text changed (stale)."

    public init() {}

    /// A locale of a table in which nearly every value is in one state to report (an import
    /// tool that marks everything `new`: Anytype's 23,077 findings) is said once, here; its
    /// values in that state get no finding of their own.
    public func check(table run: LintRun, emit: (Finding) -> Void) {
        // Most tables have no value in a state to report: a look at each state finds that
        // without tallying anything (tools/bench's 100,000 keys: no cost worth measuring).
        guard Self.hasValueToReview(run.table) else { return }
        for summary in run.translationStateSummaries.sorted(by: { ($0.locale, $0.state.rawValue) < ($1.locale, $1.state.rawValue) }) {
            emit(Finding(
                rule: Self.id, location: summary.first, key: nil, locale: summary.locale,
                message: .summary(summary, table: run.table.name)))
        }
    }

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        guard entry.isTranslatable else { return }
        for translation in entry.translations {
            // The units of each state to report, in catalog order: one finding per state, so a
            // key's plural and substitution forms flagged together (Xcode marks every form when
            // the source changes; GoMap's Ukrainian had nine) are one thing to review.
            var flagged: [(state: TranslationState, units: [LintedUnit])] = []
            // A plural form the language never shows is `plural-unused-category`'s (Cork's
            // Japanese, Korean and Chinese `one` forms, still in English, were 107 of its 170).
            for unit in translation.units where !translation.neverShows(unit) {
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
                if entry.run.isSummarized(locale: locale, state: state) { continue }
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

extension TranslationStateCheck {
    /// Whether some value of the table is in a state other than `translated` (or none).
    static func hasValueToReview(_ table: StringTable) -> Bool {
        for e in table.entries.indices {
            for l in table.entries[e].localizations.indices {
                if let state = table.entries[e].localizations[l].content.stringUnit?.state, state != "translated" { return true }
                // Variations and substitutions: their units, rarely there.
                if table.entries[e].localizations[l].content.variations != nil || table.entries[e].localizations[l].content.substitutions != nil {
                    var found = false
                    table.entries[e].localizations[l].content.forEachUnit { unit in
                        if let state = unit.state, state != "translated" { found = true }
                    }
                    if found { return true }
                }
            }
        }
        return false
    }
}

/// One locale of a table whose values are nearly all in one state to report.
public struct TranslationStateSummary: Hashable, Sendable {
    public var locale: String
    public var state: TranslationState
    /// Values in that state, and values with text (not a `new` copy of the source's) in all.
    public var count: Int
    public var total: Int
    /// The first value in that state.
    public var first: SourceLocation

    /// At least 20 values, and at least 95 in 100 of those with text: one tool's doing.
    static func isSummary(count: Int, total: Int) -> Bool { count >= 20 && count * 100 >= total * 95 }
}

extension LintRun {
    /// Whether the table's values in `locale` and `state` are reported once, by the summary.
    func isSummarized(locale: String, state: TranslationState) -> Bool {
        translationStateSummaries.contains { $0.locale == locale && $0.state == state }
    }

    /// The summaries of the table: for each translation and state to report, how many of its
    /// values with text of their own are in it. Worked out on first use, which only a value in such a state
    /// brings about (most tables have none).
    static func translationStateSummaries(of table: StringTable, in context: LintContext) -> [TranslationStateSummary] {
        struct Tally { var total = 0, counts: [TranslationState: (count: Int, first: SourceLocation)] = [:] }
        var tallies: [String: Tally] = [:]
        for entry in table.entries where entry.isTranslatable {
            // A `new` value that is the source's text is no translation (a tool's copy, which
            // `missing-translation` reports), as `LintedUnit.isUntranslatedPlaceholderValue` has it.
            var sourceValues: Set<String> = [entry.key]
            entry.localization(for: table.sourceLanguage)?.content.forEachUnit { sourceValues.insert($0.value) }
            for localization in entry.localizations where localization.locale != table.sourceLanguage && context.checksTranslations(in: localization.locale) {
                localization.content.forEachUnit { unit in
                    guard !unit.value.isEmpty, !(unit.translationState == .new && sourceValues.contains(unit.value)) else { return }
                    tallies[localization.locale, default: Tally()].total += 1
                    guard let state = unit.translationState, state != .translated else { return }
                    if let known = tallies[localization.locale]?.counts[state] {
                        tallies[localization.locale]!.counts[state] = (known.count + 1, known.first)
                    } else {
                        tallies[localization.locale]!.counts[state] = (1, unit.location)
                    }
                }
            }
        }
        var result: [TranslationStateSummary] = []
        for (locale, tally) in tallies {
            for (state, flagged) in tally.counts where TranslationStateSummary.isSummary(count: flagged.count, total: tally.total) {
                result.append(TranslationStateSummary(locale: locale, state: state, count: flagged.count, total: tally.total, first: flagged.first))
            }
        }
        return result
    }
}

extension String {
    fileprivate static func summary(_ summary: TranslationStateSummary, table: String) -> String {
        let values = summary.count == summary.total
            ? "all \(summary.total) values" : "\(summary.count) of the \(summary.total) values"
        let what = switch summary.state {
        case .new: "are marked new: translated, but nobody has reviewed them yet"
        case .stale: "are stale: the source changed since they were translated"
        default: "need review"
        }
        return "\(values) of ‘\(summary.locale)’ in the table ‘\(table)’ \(what) (said once, not for each): review them and mark them translated, or, where a tool marks every value so on import, set translation-state to off in lint.severity of stringsgen.json"
    }

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
