import StringsgenModel

/// A do-not-translate term (a brand name such as StandFit, from `Locales/`: the source
/// locale's list and the translation's own) that the source has and the translation
/// changed (`Standfit`, `Stand Fit`) or left out.
public struct DoNotTranslate: Check {
    public static let id = "do-not-translate"
    public static let defaultSeverity = Severity.error
    public static let summary = "a do-not-translate term changed or missing in a translation"

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        guard entry.isTranslatable, entry.run.context.locales != nil else { return }
        for translation in entry.translations {
            let locale = translation.locale
            let terms = translation.lintLocale.doNotTranslateTerms
            guard !terms.isEmpty else { continue }
            for (unit, original) in translation.comparedUnits where !unit.isBlank {
                var checked: [String] = []
                for term in terms where original.containsExactly(term) {
                    // `StandFit` is covered when `StandFit Pro` was checked.
                    if checked.contains(where: { $0.containsExactly(term) }) { continue }
                    checked.append(term)
                    if unit.value.containsExactly(term) { continue }
                    let subject = entry.subject(locale, unit)
                    if let written = unit.value.caseInsensitiveOccurrence(of: term) {
                        emit(finding(entry, locale, at: unit.location, .changed(subject, term, written)))
                    } else {
                        emit(finding(entry, locale, at: unit.location, .missing(subject, term)))
                    }
                }
            }
        }
    }
}

extension String {
    /// The text in `self` that equals `term` but for case, if any.
    fileprivate func caseInsensitiveOccurrence(of term: String) -> String? {
        let characters = Array(self), target = Array(term.lowercased())
        guard target.count <= characters.count else { return nil }
        for start in 0...(characters.count - target.count) {
            let slice = characters[start..<start + target.count]
            if slice.map({ $0.lowercased() }).joined() == String(target) { return String(slice) }
        }
        return nil
    }

    fileprivate static func changed(_ subject: String, _ term: String, _ written: String) -> String {
        "\(subject) writes \(MessageText.quote(written)) for the name \(MessageText.quote(term)): keep it exactly as \(MessageText.quote(term))"
    }

    fileprivate static func missing(_ subject: String, _ term: String) -> String {
        "\(subject) is missing \(MessageText.quote(term)), which is not to be translated: keep it as written in the source"
    }
}
