import Testing
import StringsgenModel
@testable import StringsgenChecks

@Suite struct InvalidFormatSpecifierTests {
    let check = InvalidFormatSpecifier()

    @Test func malformedInSourceAndTranslation() {
        let t = table(entry("k", ["en": text("50 % off"), "de": text("%k Rabatt", line: 4)]))
        let f = findings(check, t)
        #expect(f.map(\.message) == [
            "‘k’ in ‘en’ (“50 % off”) has “% o”, which is not a valid placeholder: a `%` must start a placeholder such as `%@` or `%d`; write `%%` for a percent sign",
            "‘k’ in ‘de’ (“%k Rabatt”) has “%k”, which is not a valid placeholder: `%k` is not a format specifier; use `%@`, `%d`, `%u`, `%f`, ...",
        ])
        #expect(f[1].location == at(4))
    }

    @Test func sourceOfAKeyNotTranslatedIsStillChecked() {
        let t = table(entry("k", shouldTranslate: false, ["en": text("%1#@count@"), "de": text("%k")]))
        #expect(messages(check, t).count == 1)
    }

    @Test func substitutionWithoutDefinition() {
        let t = table(entry("k", [
            "en": text("%#@count@").with(substitution("count", ["one": "%arg item", "other": "%arg items"])),
            "de": text("%#@count@"),
        ]))
        #expect(messages(check, t) == [
            "‘k’ in ‘de’ (“%#@count@”) uses `%#@count@`, but defines no substitution `count`: add it, or use the source's placeholder",
        ])
    }

    @Test func wholeStringVariableBackedByPluralVariations() {
        var content = plural(["one": "%d item", "other": "%d items"])
        content.stringUnit = StringUnit(value: "%#@count@", location: at(1))
        #expect(messages(check, table(entry("k", ["en": content]))).isEmpty)
        #expect(messages(check, table(entry("k", ["en": text("100%% sure, %@")]))).isEmpty)
    }
}
