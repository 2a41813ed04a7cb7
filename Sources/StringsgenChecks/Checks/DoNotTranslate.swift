import StringsgenModel

/// A do-not-translate term (a brand name such as StandFit, from `Locales/`: the source
/// locale's list and the translation's own) that the source has and the translation
/// changed (`Standfit`, `Stand Fit`) or left out.
public struct DoNotTranslate: Check {
    public static let id = "do-not-translate"
    public static let defaultSeverity = Severity.error
    public static let summary = "a do-not-translate term changed or missing in a translation"
    public static let help = "Write the term exactly as Locales/<code>.json lists it: brand and product names stay as they are."

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
                        emit(finding(entry, locale, unit, .changed(subject, term, written)))
                    } else {
                        emit(finding(entry, locale, unit, .missing(subject, term)))
                    }
                }
            }
        }
    }
}

extension String {
    /// The text in `self` that equals `term` but for case, if any: the first run of characters
    /// whose lowercased forms, joined, equal `term` lowercased.
    fileprivate func caseInsensitiveOccurrence(of term: String) -> String? {
        let characters = Array(self), target = String(term.lowercased())
        let length = target.count
        guard length <= characters.count else { return nil }
        // Each character lowercased once (not once per window), and windows of ASCII text
        // compared byte by byte, which is what `==` amounts to for ASCII.
        let lowered = characters.map { character -> String in
            // An ASCII character's lowercase form is ASCII's; `lowercased()` only for the rest.
            if let ascii = character.asciiValue { return String(Character(Unicode.Scalar(ascii | (ascii &- 0x41 < 26 ? 0x20 : 0)))) }
            return character.lowercased()
        }
        let targetBytes = Array(target.utf8)
        let targetIsASCII = targetBytes.allSatisfy { $0 < 0x80 }
        // Text canonically equivalent to ASCII text holds nothing but ASCII and the three
        // characters that decompose to one ASCII character each (`;`, `` ` ``, `K`).
        func mayEqualASCII(_ s: String) -> Bool {
            s.unicodeScalars.allSatisfy { $0.isASCII || $0 == "\u{37E}" || $0 == "\u{1FEF}" || $0 == "\u{212A}" }
        }
        for start in 0...(characters.count - length) {
            let window = lowered[start..<start + length]
            if targetIsASCII {
                guard window.allSatisfy(mayEqualASCII) else { continue }
                if window.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) {
                    guard window.lazy.flatMap(\.utf8).elementsEqual(targetBytes) else { continue }
                } else if window.joined() != target {
                    continue
                }
            } else if window.joined() != target {
                continue
            }
            return String(characters[start..<start + length])
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
