import Testing
import StringsgenModel
@testable import StringsgenChecks

@Suite struct InvalidFormatSpecifierTests {
    let check = InvalidFormatSpecifier()

    /// A malformed `%` where the source's placeholder is missing is that placeholder broken:
    /// PomPadDo's Tamil “%க்கு…” for “Add task to %@” lost its `@`, and “write `%%`”, followed,
    /// showed a percent sign and still no project's name.
    @Test func aBrokenPlaceholderIsNamed() {
        let t = table(entry("Add task to %@", ["en": text("Add task to %@"), "ta": text("%க்கு பணியைச் சேர்க்கவும்"), "de": text("Aufgabe zu %@ hinzufügen, 5 % q")]))
        #expect(findings(InvalidFormatSpecifier(), t).map(\.message) == [
            "‘Add task to %@’ in ‘ta’ (“%க்கு பணியைச் சேர்க்கவும்”) has “%க”, a malformed format specifier: a `%` must start a placeholder such as `%@` or `%d`; write `%%` for a percent sign; it lacks the source's `%@`, of which this `%` is likely what is left: then write `%@` there",
            "‘Add task to %@’ in ‘de’ (“Aufgabe zu %@ hinzufügen, 5 % q”) has “% q”, a malformed format specifier: a `%` must start a placeholder such as `%@` or `%d`; write `%%` for a percent sign",
        ])
    }

    @Test func malformedInSourceAndTranslation() {
        let t = table(entry("k", ["en": text("%lld items, 50 % off"), "de": text("%lld Artikel, %k Rabatt", line: 4)]))
        let f = findings(check, t)
        #expect(f.map(\.message) == [
            "‘k’ in ‘en’ (“%lld items, 50 % off”) has “% o”, a malformed format specifier: a `%` must start a placeholder such as `%@` or `%d`; write `%%` for a percent sign",
            "‘k’ in ‘de’ (“%lld Artikel, %k Rabatt”) has “%k”, a malformed format specifier: `%k` is not a format specifier; use `%@`, `%d`, `%u`, `%f`, ...",
        ])
        #expect(f.count == 2 && f[1].location == at(4))
    }

    /// The same malformed specifier twice in a value is one mistake, one finding (Maccy's Tamil
    /// `%உ` for both of its `%@`); a different one beside it is another.
    @Test func aRepeatedSpecifierIsOneFinding() {
        let t = table(entry("Modifiers", ["en": text("%@ and %@"), "ta": text("%உ மற்றும் %உ"), "de": text("%k und %j")]))
        #expect(findings(check, t).map { "\($0.locale!) \($0.message.split(separator: "“")[2].prefix(while: { $0 != "”" }))" } == [
            "ta %உ", "de %k", "de %j",
        ])
    }

    /// A key whose source passes no arguments is never formatted: `%` in it is a percent sign
    /// (a unit label, "Save 50% today"), in the source and in every translation.
    @Test func textThatIsNeverFormattedMayHoldAPercentSign() {
        let t = table(
            entry("unit.percent", extractionState: "manual", ["en": text("%"), "de": text("%"), "ja": text("％")]),
            entry("Save 50% today", ["en": text("Save 50% today"), "fr": text("50 % de remise aujourd’hui")]),
            entry("Number of cores", ["en": text("%0 cores"), "de": text("%0 Kerne")]))
        #expect(messages(check, t).isEmpty)
    }

    /// The arguments of a key count wherever its source passes them: a key extracted from code
    /// (`"… %lld"`) is formatted even where its English value shows no number.
    @Test func aKeyFormattedThroughItsOwnTextOrASubstitution() {
        let t = table(
            entry("notifications.label.favorite %lld", ["en": text("starred"), "de": text("50 % markiert")]),
            entry("k", extractionState: "manual", [
                "en": text("%#@items@").with(substitution("items", spec: "d", ["other": "%arg items"])),
                "fr": text("% publicacions"),
            ]),
            // Yattee's Turkish for “Continue from %@”: `% d` is a conversion, not “no placeholder”.
            entry("Continue from %@", ["en": text("Continue from %@"), "tr": text("% devam et")]))
        #expect(messages(check, t) == [
            "‘notifications.label.favorite %lld’ in ‘de’ (“50 % markiert”) has “% m”, a malformed format specifier: a `%` must start a placeholder such as `%@` or `%d`; write `%%` for a percent sign",
            "‘k’ in ‘fr’ (“% publicacions”) has “% p”, a malformed format specifier: `% p` is read as printf's pointer conversion `%p` (with a space flag), not as text: use the source's placeholder, or write `%%` for a percent sign; it lacks the source's `%#@items@`, of which this `%` is likely what is left: then write `%#@items@` there",
            "‘Continue from %@’ in ‘tr’ (“% devam et”) has “% d”, a malformed format specifier: `% d` is read as the placeholder `%d` (with a space flag), not as text: write `%%` for a percent sign, or the source's placeholder where a value goes; it lacks the source's `%@`, of which this `%` is likely what is left: then write `%@` there",
        ])
    }

    @Test func sourceOfAKeyNotTranslatedIsStillChecked() {
        let t = table(entry("k", shouldTranslate: false, ["en": text("%1#@count@"), "de": text("%k")]))
        #expect(messages(check, t).count == 1)
        let dollar = table(entry("k", ["en": text("%lld of %lld"), "de": text("%$11d von %2$lld")]))
        #expect(messages(check, dollar).count == 1)
    }

    @Test func substitutionWithoutDefinition() {
        let t = table(entry("k", [
            "en": text("%#@count@").with(substitution("count", ["one": "%arg item", "other": "%arg items"])),
            "de": text("%#@count@"),
        ]))
        // The source's text copied without its forms: told to translate them, with the source's
        // (bitchat's 14 languages were told to “use the source's placeholder”, which they did).
        #expect(messages(check, t) == [
            "‘k’ in ‘de’ (“%#@count@”) uses `%#@count@` as the source does, but has none of its plural forms: translate them (the source's: one “%arg item”, other “%arg items”)",
        ])
        let own = table(entry("k", ["en": text("%lld items"), "de": text("%#@count@")]))
        #expect(messages(check, own) == [
            "‘k’ in ‘de’ (“%#@count@”) uses `%#@count@`, but defines no substitution `count`: add it, or use the source's placeholder",
        ])
    }

    @Test func wholeStringVariableBackedByPluralVariations() {
        var content = plural(["one": "%d item", "other": "%d items"])
        content.stringUnit = StringUnit(value: "%#@count@", location: at(1))
        #expect(messages(check, table(entry("k", ["en": content]))).isEmpty)
        #expect(messages(check, table(entry("k", ["en": text("100%% sure, %@")]))).isEmpty)
    }

    /// Both look-alike percent signs are found wherever they stand (the search skips only
    /// values without their UTF-8 bytes), and a value with neither has none.
    @Test func lookalikePercentSignsOfBothKinds() {
        #expect(InvalidFormatSpecifier.lookalikePercentSign(in: "残り％d件") == "％d")
        #expect(InvalidFormatSpecifier.lookalikePercentSign(in: "٪1$@ حذف") == "٪1$@")
        // With a precision, flags or a length (ChatMLX's Arabic “٪.2f”, shown as written).
        #expect(InvalidFormatSpecifier.lookalikePercentSign(in: "٪.2f") == "٪.2f")
        #expect(InvalidFormatSpecifier.lookalikePercentSign(in: "السرعة ٪-5.1f") == "٪-5.1f")
        #expect(InvalidFormatSpecifier.lookalikePercentSign(in: "％hhd 件") == "％hhd")
        #expect(messages(check, table(entry("%.2f", ["en": text("%.2f"), "ar": text("٪.2f")]))) == [
            "‘%.2f’ in ‘ar’ (“٪.2f”) has “٪.2f”, whose percent sign is not `%`: the app shows it as written and the value is lost; write `%.2f`",
        ])
        // A space after the sign, as ownCloud's Arabic writes `%ld` (“استيراد العنصر ٪ ld من ٪ ld”),
        // where a conversion that ends its word follows; the fix names `%ld`.
        #expect(InvalidFormatSpecifier.lookalikePercentSign(in: "استيراد العنصر ٪ ld من ٪ ld") == "٪ ld")
        #expect(messages(check, table(entry("Importing item %ld", ["en": text("Importing item %ld"), "ar": text("استيراد العنصر ٪ ld")]))) == [
            "‘Importing item %ld’ in ‘ar’ (“استيراد العنصر ٪ ld”) has “٪ ld”, whose percent sign is not `%`: the app shows it as written and the value is lost; write `%ld`",
        ])
        #expect(InvalidFormatSpecifier.lookalikePercentSign(in: "خصم ٪ dollars") == nil)
        #expect(InvalidFormatSpecifier.lookalikePercentSign(in: "％ 割引 ٪") == nil)
        #expect(InvalidFormatSpecifier.lookalikePercentSign(in: "Осталось %d — 50 ％") == nil)
    }

    /// A translation that repeats the source's own argument clash or substitution problem, in
    /// whichever form (Mastodon's Siri strings copy the source's value type `%ld` into every
    /// language; its `followed_by` key reads argument 1 as text and as a count in the source's
    /// `other` and a translation's `few`), is the source's to fix: one finding, on the source
    /// (whose problem keeps `generate` from compiling the table). A problem of its own is still
    /// the translation's, and so is a malformed specifier, whatever the source has.
    @Test func aProblemCopiedFromTheSourceIsReportedOnTheSource() {
        let t = table(
            entry("options", [
                "en": text("There are %#@count@").with(substitution("count", spec: "%ld", ["one": "%arg option", "other": "%arg options"])),
                "fr": text("Il y a %#@count@").with(substitution("count", spec: "%ld", ["one": "%arg option", "other": "%arg options"])),
                "de": text("Es gibt %#@count@").with(substitution("count", spec: "%D", ["one": "%arg Option", "other": "%arg Optionen"])),
            ]),
            entry("followed", [
                "en": text("%#@names@").with(substitution("names", spec: "ld", ["other": "By %1$@, and %ld mutuals"])),
                "ru": text("%#@names@").with(substitution("names", spec: "ld", ["one": "%1$@ и ещё %ld", "few": "%1$@ и ещё %ld"])),
            ]))
        // `followed`'s source reads argument 1, the substitution's own, as text and as a count:
        // two findings (the clash, and `%1$@` in a form of argNum 1), neither repeated in `ru`.
        #expect(findings(check, t).map { "\($0.key!) \($0.locale!)" } == ["options en", "options de", "followed en", "followed en"])
        // A stray `%` is every language's: where it stands decides which argument each
        // specifier reads (`% o` before `%@` in German reads the first), and `generate` compiles
        // a translation only without one.
        let sale = table(entry("sale.banner", ["en": text("%@ – %d left, 50 % off"), "de": text("50 % off – %@, noch %d")]))
        #expect(findings(check, sale).map(\.locale) == ["en", "de"])
        // The source's stray `%` copied after every valid specifier (CWA's “%#@minutes@%#” in all
        // 8 languages) is the source's to fix: reported there, and the translation, no worse than
        // its source, is compiled. Moved before a value, it is the translation's again.
        let counter = table(
            entry("counter", ["en": text("%@ minutes%#"), "de": text("%@ Minuten%#"), "fr": text("%# %@ minutes")]))
        #expect(findings(check, counter).map(\.locale) == ["en", "fr"])
    }

    /// A catalog's `%#@name@` reads the argument its substitution's `argNum` names, as `generate`
    /// binds it: GoMap's Estonian “%1$.0f meetrit, %#@nodes@ punkti” (`argNum` 2) reads no
    /// argument as two types. Without an `argNum` it takes its place, and the clash is real.
    @Test func aSubstitutionReadsItsArgNum() {
        func estonian(_ arg: Int?) -> LocalizedContent {
            text("%1$.0f meetrit, %#@nodes@ punkti").with(substitution("nodes", arg: arg, spec: "ld", ["one": "%arg", "other": "%arg"]))
        }
        let source = text("%1$.1f meters, %#@nodes@").with(substitution("nodes", arg: 2, spec: "ld", ["one": "%arg node", "other": "%arg nodes"]))
        #expect(findings(check, table(entry("k", ["en": source, "et": estonian(2)]))).isEmpty)
        #expect(findings(check, table(entry("k", ["en": source, "et": estonian(nil)]))).map(\.locale) == ["et"])
    }

    /// A source that skips a position (btlb's “%2$@ is expired since %2$@.”): `generate` refuses
    /// the key, and lint says so at the source, once; positions 1 and 2 in any order are fine.
    @Test func aSourceThatSkipsAPositionIsReported() {
        let found = messages(InvalidFormatSpecifier(), table(
            entry("EXPIRED", ["en": text("%2$@ is expired since %2$@."), "de": text("%2$@ ist seit %2$@ überfällig.")]),
            entry("swapped", ["en": text("%2$@ before %1$@"), "de": text("%1$@ nach %2$@")])))
        #expect(found == [
            "‘EXPIRED’ in ‘en’ (“%2$@ is expired since %2$@.”) uses argument 2 but not argument 1, so nothing says what argument 1 is (generate refuses the key); use every position from 1 to 2",
        ])
    }
}
