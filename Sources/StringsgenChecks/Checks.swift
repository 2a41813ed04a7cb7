import StringsgenModel

/// The registry: every check the linter runs, one line each.
public enum Checks {
    public static let all: [any Check] = [
        MissingTranslation(),
        PlaceholderMismatch(),
        InvalidFormatSpecifier(),
        LengthLimit(),
        PluralMissingCategory(),
        PluralUnusedCategory(),
        TranslationStateCheck(),
        EmptyTranslation(),
        WhitespaceMismatch(),
        EncodingCheck(),
        UnchangedTranslation(),
        DoNotTranslate(),
        Glossary(),
        Punctuation(),
        UnknownLocale(),
    ]

    /// Rules reported by other layers, listed here so the severity policy and the docs know them.
    public static let otherRules: [RuleDescription] = [
        RuleDescription(
            id: "identifier-collision", defaultSeverity: .error,
            summary: "two keys map to one Swift identifier in the generated accessors"),
    ]

    /// Every rule id of the tool with its default severity: the checks here, then the others.
    public static var rules: [RuleDescription] {
        all.map { type(of: $0).rule } + otherRules
    }
}
