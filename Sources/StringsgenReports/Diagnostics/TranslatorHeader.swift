import StringsgenModel

/// What a translator reads before the findings of `stringsgen lint --locale de`: the locale's
/// header from `Locales/` (names, status, style notes, do-not-translate terms, glossary), so
/// the guidance the project wrote for them is where they work.
public enum TranslatorHeader {
    /// `settings` nil: the locale is not in `Locales/`, which the header says.
    public static func render(locale: String, settings: LocaleSettings?) -> String {
        guard let s = settings else {
            return "\(locale): not listed in Locales/, so it has no style notes or glossary\n"
        }
        let native = s.nativeName.map { $0 == s.displayName ? "" : " · \($0)" } ?? ""
        var out = "\(s.displayName)\(native) (\(s.code)), \(s.status == .shipping ? "shipping" : "in progress")\n"
        if let style = s.style, !style.isEmpty { out += "Style: \(style.oneLine)\n" }
        if !s.doNotTranslate.isEmpty { out += "Do not translate: \(s.doNotTranslate.joined(separator: ", "))\n" }
        if !s.glossary.isEmpty {
            out += "Glossary:\n"
            let width = s.glossary.map(\.term.count).max() ?? 0
            for g in s.glossary {
                let pad = String(repeating: " ", count: width - g.term.count)
                out += "  \(g.term)\(pad) → \(g.translation)" + (g.note.map { " (\($0.oneLine))" } ?? "") + "\n"
            }
        }
        return out
    }
}
