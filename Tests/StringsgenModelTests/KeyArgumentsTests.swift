import Testing
@testable import StringsgenModel

/// `Entry.arguments(sourceLanguage:)`: what a key's source passes, in any of its forms.
@Suite struct KeyArgumentsTests {
    let here = SourceLocation(file: "T.xcstrings", line: 1, column: 1)

    func unit(_ value: String) -> LocalizedContent {
        LocalizedContent(stringUnit: StringUnit(value: value, location: here))
    }

    func entry(_ key: String, extractionState: String? = nil, source: LocalizedContent?) -> Entry {
        Entry(
            key: key, location: here, extractionState: extractionState,
            localizations: source.map { [Localization(locale: "en", location: here, content: $0)] } ?? [])
    }

    func arguments(_ e: Entry) -> [String] {
        e.arguments(sourceLanguage: "en").map { "\($0.position):\($0.type)" }
    }

    @Test func plainValues() {
        #expect(arguments(entry("k", extractionState: "manual", source: unit("Hi, %@! %2$lld new"))) == [
            "1:object (%@)", "2:integer (%d)",
        ])
        #expect(arguments(entry("k", extractionState: "manual", source: unit("Save 50% today"))).isEmpty)
    }

    /// The key itself, where Xcode extracted it from code, passes its arguments even where the
    /// English value does not show them.
    @Test func argumentsOfAKeyExtractedFromCode() {
        #expect(arguments(entry("notifications.label.favorite %lld", source: unit("starred"))) == ["1:integer (%d)"])
        // A manual key's well-formed specifiers are the code's arguments too (issue 23: IceCubesApp's
        // manual "notifications.label.favorite %lld"); a `%` that starts no specifier is none.
        #expect(arguments(entry("id_%lld", extractionState: "manual", source: unit("starred"))) == ["1:integer (%d)"])
        #expect(arguments(entry("save_50%_today", extractionState: "manual", source: unit("Save 50% today"))).isEmpty)
        // No source value: the key is the source text.
        #expect(arguments(entry("%@ and %@", extractionState: "manual", source: nil)) == ["1:object (%@)", "2:object (%@)"])
    }

    /// A substitution formats its `argNum` with its `formatSpecifier`; an implicit specifier in
    /// its forms stands for that argument, an explicit one (`%2$@`) for its own.
    @Test func substitutionsAndPluralForms() {
        var source = unit("%#@items@")
        source.substitutions = [Substitution(
            name: "items", location: here, argNum: 1, formatSpecifier: "d",
            variations: Variations(plural: [
                Variation(name: "one", location: here, content: unit("%d item in %2$@")),
                Variation(name: "other", location: here, content: unit("%d items in %2$@")),
            ]))]
        #expect(arguments(entry("k", extractionState: "manual", source: source)) == ["1:integer (%d)", "2:object (%@)"])
        let plural = LocalizedContent(variations: Variations(plural: [
            Variation(name: "one", location: here, content: unit("One follower")),
            Variation(name: "other", location: here, content: unit("%lld followers")),
        ]))
        #expect(arguments(entry("k", extractionState: "manual", source: plural)) == ["1:integer (%d)"])
    }
}
