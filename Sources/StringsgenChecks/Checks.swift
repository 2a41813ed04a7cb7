import StringsgenModel

/// The registry: every check the linter runs, one line each.
public enum Checks {
    public static let all: [any Check] = [
        MissingTranslation(),
        PlaceholderMismatch(),
        PlaceholderDropped(),
        InvalidFormatSpecifier(),
        LengthLimit(),
        ScreenBudget(),
        ExpansionRisk(),
        PluralMissingCategory(),
        PluralUnusedCategory(),
        HardcodedPluralNumber(),
        ImpliedQuantity(),
        PluralCandidate(),
        SamePlurals(),
        InconsistentTranslation(),
        MisplacedTranslation(),
        TranslationStateCheck(),
        EmptyTranslation(),
        WhitespaceMismatch(),
        EncodingCheck(),
        DuplicateKey(),
        UnchangedTranslation(),
        DoNotTranslate(),
        Glossary(),
        Punctuation(),
        SwappedTranslation(),
        EndPunctuation(),
        SpecialCharacters(),
        DatePatternCheck(),
        SimplifiedInTraditional(),
        UnknownLocale(),
        LocaleSpelling(),
        FileNotInProject(),
        SourceLanguage(),
        MissingSourceFile(),
    ]

    /// Rules reported by other layers, listed here so the severity policy and the docs know them.
    public static let otherRules: [RuleDescription] = [
        RuleDescription(
            id: "identifier-collision", defaultSeverity: .warning,
            summary: "two keys map to one Swift identifier in the generated accessors, so neither gets one",
            help: "Give the keys Swift names of your choice in generate.names of stringsgen.json, or rename all but one. With generate --strict this is an error that writes nothing."),
        RuleDescription(
            id: "unrepresentable-key", defaultSeverity: .warning,
            summary: "a key leaves no letters or digits to name its Swift accessor after, so it gets none",
            help: "Give the key a Swift name in generate.names of stringsgen.json, or rename it to hold letters or digits. With generate --strict this is an error that writes nothing."),
        RuleDescription(
            id: "unplanned-locale", defaultSeverity: .warning,
            summary: "a catalog gained a locale after SwiftPM planned the build, so its resources are not bundled yet",
            help: "SwiftPM plans a build again only when a file is added or removed: run `swift package clean` (or add or remove a file) and build again."),
        // The keys the app's code uses against the tables: `stringsgen usage` (StringsgenCodeScan).
        RuleDescription(
            id: "missing-key", defaultSeverity: .error,
            summary: "the app's code shows a key that its table lacks, so users see the raw key",
            help: "Add the key to the catalog (Xcode adds it when it builds the app), or fix the key in the code."),
        RuleDescription(
            id: "unused-key", defaultSeverity: .warning,
            summary: "a catalog key that no code uses and no string literal matches",
            help: "Remove the key, or declare it with a `// stringsgen:keys` comment or usage.dynamicKeys in stringsgen.json if the code builds it at run time."),
        RuleDescription(
            id: "debug-only-key", defaultSeverity: .note,
            summary: "a catalog key that only `#if DEBUG` code uses, so release builds never show it",
            help: "Translators need not translate it. Xcode marks such keys stale after a release build."),
        RuleDescription(
            id: "argument-mismatch", defaultSeverity: .error,
            summary: "the code shows a key with another count or type of interpolations than the table's key",
            help: "Make the interpolations and the key's placeholders agree: Apple's compiler writes %lld for an Int, %lf for a Double, %@ for a String."),
    ]

    /// Every rule id of the tool with its default severity: the checks here, then the others.
    public static var rules: [RuleDescription] {
        all.map { type(of: $0).rule } + otherRules
    }
}
