import StringsgenModel
@testable import StringsgenChecks

// A small test-only way to write tables: `table(entry("k", ["en": text("Hi"), "de": text("Hallo")]))`.

let testFile = "Test.xcstrings"

func at(_ line: Int, _ column: Int = 1) -> SourceLocation { SourceLocation(file: testFile, line: line, column: column) }

/// A plain string unit.
func text(_ value: String, state: String? = "translated", line: Int = 1) -> LocalizedContent {
    LocalizedContent(stringUnit: StringUnit(state: state, value: value, location: at(line)))
}

/// Plural variations, one string unit per category.
func plural(_ forms: KeyValuePairs<String, String>, state: String? = "translated", line: Int = 1) -> LocalizedContent {
    LocalizedContent(variations: Variations(plural: forms.enumerated().map { i, form in
        Variation(name: form.key, location: at(line + i), content: text(form.value, state: state, line: line + i))
    }))
}

/// Device variations.
func device(_ forms: KeyValuePairs<String, LocalizedContent>, line: Int = 1) -> LocalizedContent {
    LocalizedContent(variations: Variations(device: forms.map { Variation(name: $0.key, location: at(line), content: $0.value) }))
}

/// A substitution with plural forms.
func substitution(
    _ name: String, arg: Int? = 1, spec: String? = "lld", _ forms: KeyValuePairs<String, String>, line: Int = 1
) -> Substitution {
    Substitution(
        name: name, location: at(line), argNum: arg, formatSpecifier: spec, variations: plural(forms, line: line).variations)
}

extension LocalizedContent {
    func with(_ substitutions: Substitution...) -> LocalizedContent {
        var copy = self
        copy.substitutions = substitutions
        return copy
    }
}

func entry(
    _ key: String, comment: String? = nil, extractionState: String? = nil, shouldTranslate: Bool? = nil, line: Int = 1,
    _ localizations: KeyValuePairs<String, LocalizedContent> = [:]
) -> Entry {
    Entry(
        key: key, location: at(line), comment: comment, extractionState: extractionState, shouldTranslate: shouldTranslate,
        localizations: localizations.map { Localization(locale: $0.key, location: at(line), content: $0.value) })
}

func table(_ entries: Entry..., source: String = "en") -> StringTable {
    StringTable(name: "Test", file: testFile, format: .xcstrings, sourceLanguage: source, entries: entries)
}

func locales(_ codes: String..., doNotTranslate: [String] = [], inProgress: [String] = []) -> [String: LocaleSettings] {
    Dictionary(uniqueKeysWithValues: codes.map {
        ($0, LocaleSettings(
            code: $0, displayName: $0, status: inProgress.contains($0) ? .inProgress : .shipping,
            doNotTranslate: doNotTranslate))
    })
}

/// The findings of one check, in the order it emitted them.
func findings(
    _ check: some Check, _ table: StringTable, locales: [String: LocaleSettings]? = nil, required: [String]? = nil,
    limits: CopyLimitPolicy = CopyLimitPolicy()
) -> [Finding] {
    let run = LintRun(LintContext(table: table, locales: locales, requiredLocales: required, copyLimits: limits))
    var result: [Finding] = []
    check.check(table: run) { result.append($0) }
    for entry in table.entries {
        check.check(entry: LintedEntry(entry, run: run)) { result.append($0) }
    }
    return result
}

/// Just the messages of `findings`.
func messages(
    _ check: some Check, _ table: StringTable, locales: [String: LocaleSettings]? = nil, required: [String]? = nil,
    limits: CopyLimitPolicy = CopyLimitPolicy()
) -> [String] {
    findings(check, table, locales: locales, required: required, limits: limits).map(\.message)
}

/// `check`'s messages for one key `k` whose `en` source is `source` and whose `locale` says
/// `translation`.
func messages(_ check: some Check, _ source: String, _ locale: String, _ translation: String) -> [String] {
    messages(check, table(entry("k", ["en": text(source), locale: text(translation)])))
}

/// `whitespace-mismatch`'s messages for one translation of `source`.
func whitespace(_ source: String, _ locale: String, _ translation: String) -> [String] {
    messages(WhitespaceMismatch(), source, locale, translation)
}
