import StringsgenModel

/// An English source that counts something without plural variations: `%lld pixels` reads "1
/// pixels", and a translation cannot choose Russian's three forms either (LinearMouse's
/// `%@ (%lld devices)`). Found where an integer placeholder is followed by a word ending in
/// `s` (`%lld devices`), or where a value with an integer placeholder writes `(s)` ("Posted
/// %lld image(s)"; "Send image(s)" counts nothing and is fine). Only English sources are read (the
/// test is English morphology), and only keys whose source has no plural variations.
/// One finding per key, at its source value.
public struct PluralCandidate: Check {
    public static let id = "plural-candidate"
    public static let defaultSeverity = Severity.warning
    public static let summary = "an English source counts something (“%lld pixels”, “file(s)”) but has no plural variations"
    public static let help = "Vary the string by plural (Xcode: Vary by Plural) so that 1 reads in the singular and every language can give each number its own form."

    /// Words ending in `s` that are no plural noun.
    static let notPlurals: Set<String> = ["is", "was", "has", "his", "its", "this", "us", "as", "yes", "plus", "less", "does", "across", "always", "perhaps", "thus", "whereas"]

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        // (Not a key the code no longer uses, `stale`: nobody sees it; Glucosy's `%lld dose(s) selected`.)
        guard entry.isTranslatable, entry.entry.extractionState != "stale", entry.hasSourceToCompare, entry.source.isPlain,
              entry.run.sourceLocale.language == "en", let unit = entry.source.units.first
        else { return }
        let value = unit.value
        // A key kept beside a twin that varies by plural (Nextcloud Talk keeps “%d replies” for
        // its stable branch beside “%ld replies”, which varies) is no candidate.
        func hasTwinThatVaries() -> Bool {
            let shapes = entry.run.pluralKeyShapes
            return !shapes.isEmpty && (shapes.contains(Self.shape(of: entry.key)) || shapes.contains(Self.shape(of: value)))
        }
        if let word = Self.countedWord(in: unit), !hasTwinThatVaries() {
            emit(finding(entry, entry.source.locale, unit, .candidate(entry.subject(entry.source.locale, unit), word)))
        } else if value.containsExactly("(s)"), unit.format.placeholders.contains(where: { $0.type == .integer || $0.type == .unsigned }),
                  !hasTwinThatVaries() {
            emit(finding(entry, entry.source.locale, unit, .candidate(entry.subject(entry.source.locale, unit), "(s)")))
        }
    }

    /// A text with each placeholder written by what it takes, its position and size left
    /// out: “%1$@, %4$ld others” and “%@, %d others” have one shape.
    static func shape(of text: String) -> String {
        FormatString(text).replacingPlaceholders(in: text) { placeholder in
            switch placeholder.type {
            case .integer, .unsigned: "%d"
            case .substitution(let name): "%#@\(name)@"
            default: "%\(placeholder.type)"
            }
        }
    }

    /// The plural noun an integer placeholder of `unit` counts (`%lld devices` → "devices").
    static func countedWord(in unit: LintedUnit) -> String? {
        guard !unit.hasNoSpecifiers else { return nil }
        // A clock's reading (“%i:%02i minutes”, Keka's elapsed times): no count selects the word.
        if unit.value.containsExactly(":%") { return nil }
        let bytes = Array(unit.value.utf8)
        for placeholder in unit.format.placeholders where placeholder.type == .integer || placeholder.type == .unsigned {
            var i = placeholder.utf8Range.upperBound
            guard i < bytes.count, bytes[i] == 0x20 else { continue }
            i += 1
            let start = i
            while i < bytes.count, bytes[i] >= 0x61, bytes[i] <= 0x7A { i += 1 }
            // A whole lowercase word: not followed by a letter of another case or script.
            if i < bytes.count, bytes[i] >= 0x41, bytes[i] <= 0x5A || bytes[i] >= 0x80 { continue }
            let word = String(decoding: bytes[start..<i], as: UTF8.self)
            if word.count >= 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !notPlurals.contains(word) { return word }
        }
        return nil
    }
}

extension String {
    fileprivate static func candidate(_ subject: String, _ word: String) -> String {
        "\(subject) counts with \(MessageText.quote(word)) but has no plural variations, so no language can give each number its own form (Russian needs three), and a count of 1 reads in the plural: vary it by plural"
    }
}
