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
        // The last source unit found to hold none of a list's terms: locales with the same list
        // (most share the source language's) share its search, which then reads a source value
        // once, not once per translation.
        var lastWithout: (terms: DoNotTranslateTerms, source: LintedUnit)?
        for translation in entry.translations {
            let locale = translation.locale
            let terms = translation.lintLocale.doNotTranslateSearch
            guard !terms.terms.isEmpty else { continue }
            for (unit, original) in translation.comparedUnits where !unit.isBlank {
                if let lastWithout, lastWithout.terms === terms, lastWithout.source === original { continue }
                guard terms.find(in: original.value) else {
                    lastWithout = (terms, original)
                    continue
                }
                terms.findInTranslation(unit.value)
                for term in terms.terms.indices where terms.inSource[term] {
                    // `StandFit` is covered when `StandFit Pro` was checked.
                    if terms.isCovered(term) { continue }
                    if terms.inTranslation[term] { continue }
                    let subject = entry.subject(locale, unit)
                    let name = terms.terms[term]
                    if let written = unit.value.caseInsensitiveOccurrence(of: name) {
                        emit(finding(entry, locale, unit, .changed(subject, name, written)))
                    } else {
                        emit(finding(entry, locale, unit, .missing(subject, name)))
                    }
                }
            }
        }
    }
}

/// A locale's do-not-translate terms (`LintLocale.doNotTranslateTerms`, longest first) as
/// `DoNotTranslate` looks for them: every term found in one pass over a value, exactly as
/// written (UTF-8 bytes, as `String.containsExactly`). One per locale and run (one thread).
public final class DoNotTranslateTerms {
    public let terms: [String]
    private let search: MultiPatternSearch
    /// `contains[i * terms.count + j]`: whether term i holds term j (`StandFit Pro`, `StandFit`).
    private let contains: [Bool]
    /// Per term: whether the source value last given to `find(in:)` has it.
    @exclusivity(unchecked) private(set) var inSource: [Bool]
    /// Per term: whether the value last given to `findInTranslation` has it.
    @exclusivity(unchecked) private(set) var inTranslation: [Bool]

    init(_ terms: [String]) {
        self.terms = terms
        search = MultiPatternSearch(terms.map { Array($0.utf8) })
        contains = terms.flatMap { a in terms.map { b in a.containsExactly(b) } }
        inSource = [Bool](repeating: false, count: terms.count)
        inTranslation = inSource
        checked = inSource
    }

    /// Per term: whether it was checked in the value last given to `find(in:)` (`isCovered`).
    @exclusivity(unchecked) private var checked: [Bool]

    /// Whether term `a` holds term `b`.
    func covers(_ a: Int, _ b: Int) -> Bool { contains[a * terms.count + b] }

    /// Whether a term the source value has is covered by a longer one checked before it in that
    /// value (`StandFit` by `StandFit Pro`); if not, it counts as checked from now on. Asked in
    /// the order of `terms`, of the terms in `inSource`.
    func isCovered(_ term: Int) -> Bool {
        for other in 0..<term where checked[other] && covers(other, term) { return true }
        checked[term] = true
        return false
    }

    /// Finds the terms in a source value (`inSource`); whether it has any.
    func find(in source: String) -> Bool {
        for i in checked.indices { checked[i] = false }
        return Self.find(search, in: source, &inSource)
    }

    /// Finds the terms in a translated value (`inTranslation`).
    func findInTranslation(_ value: String) {
        _ = Self.find(search, in: value, &inTranslation)
    }

    private static func find(_ search: MultiPatternSearch, in text: String, _ found: inout [Bool]) -> Bool {
        for i in found.indices { found[i] = false }
        var any = false
        text.withUTF8Bytes { bytes in
            search.forEachMatch(in: bytes) { term, _ in
                found[term] = true
                any = true
            }
        }
        return any
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
