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
}
