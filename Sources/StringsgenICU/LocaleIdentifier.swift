import CStringsgenICU

/// Conversions between the BCP 47 tags that catalogs and `Locales/` use ("pt-BR") and the
/// ICU ids that ICU's open functions take ("pt_BR"). Both accept either form.
public enum LocaleIdentifier {
    /// The canonical BCP 47 tag: "zh_Hans" → "zh-Hans", "pt_BR" → "pt-BR", "iw" → "he".
    /// Returns "und" for something that is not a locale identifier.
    public static func bcp47(_ id: String) -> String {
        readCString { sg_locale_to_bcp47(id, $0, $1) } ?? "und"
    }

    /// The ICU id: "pt-BR" → "pt_BR", "zh-Hans" → "zh_Hans". Goes through the canonical
    /// BCP 47 tag, so an ICU id comes back canonical and an invalid one comes back empty.
    public static func icu(_ id: String) -> String {
        let tag = bcp47(id)
        return readCString { sg_locale_from_bcp47(tag, $0, $1) } ?? ""
    }

    /// The language subtag: "pt-BR" → "pt". Empty for something that is not a locale identifier.
    public static func language(_ id: String) -> String {
        let icuID = icu(id)
        return readCString { sg_locale_language(icuID, $0, $1) } ?? ""
    }

    /// The script `id` is written in, its own or the likely one (ICU's likely subtags):
    /// `Hans` for `zh-Hans` and `zh`, `Hant` for `zh-Hant` and `zh-TW`, `Latn` for `en-GB`;
    /// empty where unknown.
    public static func likelyScript(_ id: String) -> String {
        let icuID = icu(id)
        return readCString { sg_locale_likely_script(icuID, $0, $1) } ?? ""
    }

    /// Whether `a` and `b` are one written language: the same language in the same script
    /// (`en-GB` and `en`; not `zh-Hant` and `zh-Hans`, nor `sr-Latn` and `sr`).
    public static func isSameWrittenLanguage(_ a: String, _ b: String) -> Bool {
        let language = self.language(a)
        return !language.isEmpty && language == self.language(b) && likelyScript(a) == likelyScript(b)
    }
}
