import CStringsgenICU

/// The versions of the ICU library and data that decide grapheme counts and plural
/// categories, for reports and for tests that pin the data (docs/design-notes.md, fact 5).
public enum ICUVersions {
    /// The ICU library version, e.g. "72.1".
    public static var icu: String { readCString { sg_icu_version($0, $1) } ?? "unknown" }
    /// The Unicode version of ICU's character data, e.g. "15.0".
    public static var unicode: String { readCString { sg_unicode_version($0, $1) } ?? "unknown" }
    /// The CLDR version of ICU's locale data (plural rules), e.g. "42.0".
    public static var cldr: String { readCString { sg_cldr_version($0, $1) } ?? "unknown" }
}
