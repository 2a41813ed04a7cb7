/// Which way text runs, so reports can mark right-to-left text (`dir="rtl"`).
enum TextDirection {
    /// Languages written right to left by default, and scripts that are.
    private static let rtlLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "mzn", "nqo", "pnb", "ps", "sd", "syr", "ug", "ur", "yi",
    ]
    private static let rtlScripts: Set<String> = ["arab", "hebr", "thaa", "syrc", "nkoo", "adlm", "rohg", "mand", "samr"]
    private static let ltrScripts: Set<String> = ["latn", "cyrl"]

    /// Whether a BCP 47 locale's text runs right to left (`ar`, `he-IL`, `ur`, `pa-Arab`;
    /// not `az-Latn`).
    static func isRightToLeft(locale: String) -> Bool {
        let parts = locale.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let language = parts.first else { return false }
        if let script = parts.dropFirst().first(where: { $0.count == 4 }) {
            if rtlScripts.contains(script) { return true }
            if ltrScripts.contains(script) { return false }
        }
        return rtlLanguages.contains(language)
    }

    /// Whether the first strongly directional character of `text` is right to left (Hebrew,
    /// Arabic, Syriac, Thaana, N'Ko and the other blocks of the RTL ranges).
    static func startsRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
                || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v)
            {
                return true
            }
            if scalar.properties.isAlphabetic { return false }
        }
        return false
    }
}
