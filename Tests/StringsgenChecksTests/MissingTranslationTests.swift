import Testing
import StringsgenModel
@testable import StringsgenChecks

@Suite struct MissingTranslationTests {
    let check = MissingTranslation()

    @Test func missingLocaleIsReportedAtTheKey() {
        let t = table(entry("welcome_title", line: 7, ["en": text("Welcome"), "de": text("Willkommen")]))
        let f = findings(check, t, required: ["en", "de", "fr"])
        #expect(f.map(\.message) == ["‘welcome_title’ has no ‘fr’ translation: translate “Welcome”"])
        #expect(f.map(\.location) == [at(7)])
        #expect(f.map(\.locale) == ["fr"])
    }

    /// The app's own name is every language's: NearDrop's `CFBundleName` was asked of 15
    /// languages. A text that only contains it is still asked for.
    @Test func theAppsNameNeedsNoTranslation() {
        let t = table(
            entry("CFBundleName", ["en": text("NearDrop"), "zh-Hans": text("NearDrop")]),
            entry("about", ["en": text("About NearDrop"), "zh-Hans": text("关于 NearDrop")]))
        var context = LintContext(table: t, requiredLocales: ["en", "zh-Hans", "de"])
        context.productNames = ["NearDrop"]
        let run = LintRun(context)
        var found: [String] = []
        for entry in t.entries { check.check(entry: LintedEntry(entry, run: run)) { found.append($0.message) } }
        #expect(found == ["‘about’ has no ‘de’ translation: translate “About NearDrop”"])
        #expect(messages(check, t, required: ["en", "zh-Hans", "de"]).count == 2)
    }

    /// A value that is its own identifier key shows the identifier (Monal's Punjabi Close button
    /// read “IGd-kM-9BO.title”, as Weblate wrote it); a key that is text (words before an
    /// ellipsis too) is no such slip, and one the source has too is the source's (said there once).
    @Test func aValueThatIsItsOwnIdentifierKey() {
        let t = table(
            entry("IGd-kM-9BO.title", ["en": text("Close"), "pa": text("IGd-kM-9BO.title")]),
            entry("settings.title", ["en": text("Settings"), "pa": text("settings.title")]),
            entry("Close", ["en": text("Close"), "pa": text("Close")]),
            entry("api.url", ["en": text("api.url"), "pa": text("api.url")]),
            // Words before an ellipsis, GitOK's Chinese key, are the right Simplified Chinese.
            entry("管理预设...", ["en": text("Manage Presets..."), "pa": text("管理预设...")]),
            entry("Loading...", ["en": text("Loading…"), "pa": text("Loading...")]))
        #expect(messages(check, t, required: ["en", "pa"]) == [
            "‘IGd-kM-9BO.title’ in ‘pa’ is its own key, which users would see: translate “Close”",
            "‘settings.title’ in ‘pa’ is its own key, which users would see: translate “Settings”",
            "‘api.url’ in ‘en’ is its own key, which every user would see: write the text users should read",
        ])
    }

    /// A source value that is its own identifier key is shown to every user, in every language
    /// that copied it (GitOK's “select_commit_title”): one error at the source. Not a file's
    /// name (“README.md”), an address, nor a key that reads as text.
    @Test func aSourceThatIsItsOwnIdentifierKey() {
        let t = table(
            entry("select_commit_title", ["en": text("select_commit_title", line: 7), "zh-Hans": text("select_commit_title")]),
            entry("README.md", ["en": text("README.md"), "zh-Hans": text("README.md")]),
            entry("user@domain.tld", ["en": text("user@domain.tld"), "zh-Hans": text("user@domain.tld")]),
            // A host name (seafile-iOS's label, round 18).
            entry("www.seafile.com", ["en": text("www.seafile.com"), "zh-Hans": text("www.seafile.com")]),
            entry("Save", ["en": text("Save"), "zh-Hans": text("保存")]))
        let found = findings(check, t, required: ["en", "zh-Hans"])
        #expect(found.map(\.message) == ["‘select_commit_title’ in ‘en’ is its own key, which every user would see: write the text users should read"])
        #expect(found.first?.location == at(7))
    }

    /// A text every translation having the key keeps as written, five at least, is a name a
    /// language without the key shows as they do (eul's language menu: “Čeština”); with fewer
    /// such translations, or one that differs, the key is asked. So is a phrase every
    /// translation keeps: English a tool wrote into every language (`Entry.isNameLike`).
    @Test func aNameEveryTranslationKeepsIsAskedOfNone() {
        func kept(_ value: String) -> KeyValuePairs<String, LocalizedContent> {
            ["en": text(value), "de": text(value), "fr": text(value), "es": text(value), "ja": text(value), "ru": text(value)]
        }
        let t = table(
            entry("language.cs", ["en": text("Čeština"), "de": text("Čeština"), "fr": text("Čeština"), "es": text("Čeština"), "ja": text("Čeština"), "ru": text("Čeština")]),
            entry("language.my", kept("မြန်မာဘာသာ")),
            entry("settings", kept("Account Settings")),
            entry("language.sk", ["en": text("Čeština"), "de": text("Čeština"), "fr": text("Čeština"), "es": text("Čeština"), "ja": text("Čeština"), "ru": text("Чешский")]),
            entry("language.hu", ["en": text("Magyar"), "de": text("Magyar")]))
        #expect(messages(check, t, required: ["en", "de", "fr", "es", "ja", "ru", "it"]) == [
            "‘settings’ has no ‘it’ translation: translate “Account Settings”",
            "‘language.sk’ has no ‘it’ translation: translate “Čeština”",
            "‘language.hu’ has no ‘fr’ translation: translate “Magyar”",
            "‘language.hu’ has no ‘es’ translation: translate “Magyar”",
            "‘language.hu’ has no ‘ja’ translation: translate “Magyar”",
            "‘language.hu’ has no ‘ru’ translation: translate “Magyar”",
            "‘language.hu’ has no ‘it’ translation: translate “Magyar”",
        ])
    }

    /// A key that varies by plural is quoted in its `other` form, not its `one`.
    @Test func aPluralKeyIsQuotedInItsOtherForm() {
        let t = table(entry("%lld Apps", ["en": plural(["one": "%lld App", "other": "%lld Apps"])]))
        #expect(messages(check, t, required: ["en", "fr"]) == ["‘%lld Apps’ has no ‘fr’ translation: translate “%lld Apps”"])
    }

    /// `qqq`, translatewiki's notes for translators (Kiwix ships a `qqq.lproj`), is no
    /// translation: not required, and not compared with the source by any check.
    @Test func notesForTranslatorsAreNoTranslation() {
        let t = table(
            entry("refresh_error", ["en": text("Unable to refresh."), "qqq": text("Shown when the library list fails to load"), "de": text("Aktualisieren fehlgeschlagen.")]),
            entry("done", ["en": text("Done"), "de": text("Fertig")]))
        #expect(findings(check, t, required: ["en", "de", "qqq"]).isEmpty)
        #expect(LintedEntry(t.entries[0], run: LintRun(LintContext(table: t, locales: nil, requiredLocales: nil, copyLimits: CopyLimitPolicy())))
            .translations.map(\.locale) == ["de"])
    }

    @Test func keyItselfIsTheSourceWhenTheCatalogHasNoSourceValue() {
        let t = table(entry("Get started", ["de": text("Los geht’s")]))
        #expect(messages(check, t, required: ["en", "de", "fr"]) == [
            "‘Get started’ has no ‘fr’ translation: translate “Get started”",
        ])
    }

    @Test func newStateAndEmptyLocalization() {
        let t = table(
            entry("a", ["en": text("Hello"), "de": text("Hello", state: "new", line: 3)]),
            entry("b", ["en": text("Bye"), "de": LocalizedContent()]))
        let f = findings(check, t, required: ["de"])
        #expect(f.map(\.message) == [
            "‘a’ in ‘de’ (“Hello”) is marked new and holds the source's text: translate it and mark it translated",
            "‘b’ in ‘de’ has no value: translate “Bye”",
        ])
        #expect(f[0].location == at(3))
    }

    /// The value that only carries a substitution (`%#@pluralizable@`) has nothing to
    /// translate: marked `new` with its forms translated, it is no missing translation (Mac
    /// Mouse Fix's Turkish), while one whose forms are still the source's is.
    @Test func aSubstitutionsCarrierMarkedNewIsNotMissing() {
        let forms: KeyValuePairs<String, String> = ["one": "Other apps can't see the button", "other": "Other apps can't see these buttons"]
        let source = text("%#@pluralizable@").with(substitution("pluralizable", arg: nil, spec: "d", forms))
        let translated = text("%#@pluralizable@", state: "new", line: 5)
            .with(substitution("pluralizable", arg: nil, spec: "d", ["one": "Diğer uygulamalar düğmeyi göremezler", "other": "Diğer uygulamalar düğmeleri göremezler"]))
        var untranslated = text("%#@pluralizable@", state: "new", line: 9).with(substitution("pluralizable", arg: nil, spec: "d", forms))
        untranslated.substitutions![0].variations!.plural![1].content.stringUnit!.state = "new"
        let t = table(
            entry("hint", ["en": source, "tr": translated]),
            entry("body", ["en": source, "tr": untranslated]))
        #expect(messages(check, t, required: ["tr"]) == [
            "‘body’ in ‘tr’ (substitution pluralizable, plural other: “Other apps can't see these buttons”) is marked new and holds the source's text: translate it and mark it translated",
        ])
    }

    /// A plural form the language never shows (Japanese `one`) is not missing: nobody sees
    /// it (`plural-unused-category` reports it).
    @Test func aFormTheLanguageNeverShowsIsNotMissing() {
        let t = table(entry("apps", [
            "en": plural(["one": "Add %lld app", "other": "Add %lld apps"]),
            "ja": plural(["one": "Add %lld app", "other": "%lld 個のアプリを追加"]),
        ]))
        var forms = t
        forms.entries[0].localizations[1].content.variations!.plural![0].content.stringUnit!.state = "new"
        #expect(messages(check, forms, required: ["ja"]).isEmpty)
        #expect(messages(TranslationStateCheck(), forms, required: ["ja"]).isEmpty)
    }

    /// A device form is missing only where nothing stands in for it: a plain value or an
    /// `other` device form is what a device without its own form shows.
    @Test func missingDeviceVariation() {
        let source = device(["iphone": text("Tap here"), "mac": text("Click here")])
        let t = table(
            entry("hint", ["en": source, "de": device(["mac": text("Hier klicken")])]),
            entry("hint2", ["en": source, "de": text("Hier tippen")]),
            entry("hint3", ["en": source, "de": device(["other": text("Hier tippen"), "mac": text("Hier klicken")])]))
        #expect(messages(check, t, required: ["de"]) == [
            "‘hint’ in ‘de’ has no `iphone` variation: add the device variation the source has",
        ])
    }

    /// A key no longer in the code (`stale`) and a key with nothing to translate (no letter
    /// outside its placeholders: `%@`, `%lld. `, the empty key) need no translation.
    @Test func nothingToTranslate() {
        let t = table(
            entry("%@", ["en": text("%@")]),
            entry("%lld. ", ["en": text("%lld. ")]),
            entry(""),
            entry("old.key", extractionState: "stale", ["en": text("Old text")]),
            entry("%@ items", ["en": text("%@ items")]))
        #expect(messages(check, t, required: ["en", "de"]) == ["‘%@ items’ has no ‘de’ translation: translate “%@ items”"])
    }

    @Test func nonTriggering() {
        let t = table(
            entry("ok", ["en": text("Hello"), "de": text("Hallo")]),
            entry("brand", shouldTranslate: false, ["en": text("StandFit")]),
            entry("count", ["en": plural(["one": "%lld item", "other": "%lld items"]), "de": text("%lld Dinge"), "ja": text("%lld 件")]))
        #expect(messages(check, t, required: ["en", "de"]).isEmpty)
        #expect(messages(check, t, required: ["ja"]) == ["‘ok’ has no ‘ja’ translation: translate “Hello”"])
    }
}
