import StringsgenFormats
import StringsgenModel

/// How a String Catalog's values and states are written in XLIFF and read back: one place for
/// both directions, so an export imported unchanged is the catalog it came from.
enum XLIFFMapping {
    /// The XLIFF `state` of a catalog state: `needs_review` and `stale` both ask a translator
    /// to look again (XLIFF 1.2 has no "stale").
    static func xliffState(ofCatalogState state: String?) -> String? {
        switch state {
        case nil: nil
        case "translated": "translated"
        case "new": "new"
        case "needs_review", "stale": "needs-review-translation"
        case let other?: "x-" + other
        }
    }

    /// The catalog state of an XLIFF `state`: no state, `translated`, `final` and `signed-off`
    /// are translated; `new` and `needs-translation` new; the `needs-review-*` states (and
    /// `needs-adaptation`, `needs-l10n`) `needs_review`.
    static func catalogState(ofXLIFFState state: String?) -> String {
        guard let state else { return "translated" }
        switch state {
        case "new", "needs-translation": return "new"
        case "needs-adaptation", "needs-l10n": return "needs_review"
        case "x-stale": return "stale"
        default: return state.hasPrefix("needs-review") ? "needs_review" : "translated"
        }
    }

    /// Whether a catalog unit already says what an XLIFF target says (the text, and a state
    /// that maps either way), so importing it changes nothing.
    static func isUnchanged(_ unit: StringUnit, text: String, xliffState: String?) -> Bool {
        unit.value == text
            && (XLIFFMapping.xliffState(ofCatalogState: unit.state) == xliffState
                || catalogState(ofXLIFFState: xliffState) == (unit.state ?? "translated"))
    }

    /// Xcode writes a substitution's `%arg` as the argument it stands for, `%2$lld`, so a
    /// translator's tool sees an ordinary placeholder.
    static func exportedSubstitutionText(_ text: String, _ substitution: Substitution?) -> String {
        guard let substitution, text.utf8.count >= 4, text.contains("%arg") else { return text }
        return text.replacing("%arg", with: argument(of: substitution))
    }

    /// The catalog's `%arg` back from `%2$lld` (only that exact argument: anything else a
    /// translator wrote stays for the checks to see).
    static func importedSubstitutionText(_ text: String, _ substitution: Substitution?) -> String {
        guard let substitution else { return text }
        return text.replacing(argument(of: substitution), with: "%arg")
    }

    static func argument(of substitution: Substitution) -> String {
        let specifier = substitution.formatSpecifier ?? "lld"
        return substitution.argNum.map { "%\($0)$\(specifier)" } ?? "%" + specifier
    }

    /// The argument number and specifier of `%2$lld` in a substitution's source form, for an
    /// XLIFF read without its catalog; nil when the text has no positional argument.
    static func inferredArgument(in text: String) -> (argNum: Int, formatSpecifier: String)? {
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            defer { i += 1 }
            guard scalars[i] == "%" else { continue }
            var j = i + 1
            var number = 0
            while j < scalars.count, let digit = scalars[j].properties.numericType != nil ? Int(String(scalars[j])) : nil {
                number = number * 10 + digit
                j += 1
            }
            guard j > i + 1, j < scalars.count, scalars[j] == "$" else { continue }
            j += 1
            var specifier = ""
            while j < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[j]) {
                specifier.unicodeScalars.append(scalars[j])
                j += 1
            }
            guard j < scalars.count, "@dDiuUxXoOfFeEgGcCsSaAp".unicodeScalars.contains(scalars[j]) else { continue }
            specifier.unicodeScalars.append(scalars[j])
            return (number, specifier)
        }
        return nil
    }
}
