import Testing
import StringsgenModel
@testable import StringsgenChecks

@Suite struct EmptyTranslationTests {
    @Test func emptyOrBlank() {
        let t = table(
            entry("a", ["en": text("Hello"), "de": text(""), "fr": text(" \n")]),
            entry("b", ["en": text(" "), "de": text("")]),
            entry("c", ["en": text("Hello"), "de": text("", state: "new")]),
            entry("d", ["en": plural(["one": "One", "other": "%lld"]), "de": plural(["one": "Eins", "other": ""])]))
        #expect(messages(EmptyTranslation(), t) == [
            "‘a’ in ‘de’ is empty: translate “Hello”",
            "‘a’ in ‘fr’ (“ \\n”) is empty: translate “Hello”",
            "‘d’ in ‘de’ (plural other) is empty: translate “%lld”",
        ])
    }

    /// " at " → " " in Japanese: a connector of a language written with spaces may be white
    /// space alone in one written without; an empty value, or German " ", still is empty.
    @Test func aConnectorMayBecomeWhiteSpaceInALanguageWithoutSpaces() {
        let t = table(entry(" at ", ["en": text(" at "), "ja": text(" "), "zh-Hans": text(""), "de": text(" ")]))
        #expect(messages(EmptyTranslation(), t).count == 2)
        #expect(messages(EmptyTranslation(), t).allSatisfy { !$0.contains("‘ja’") })
    }

    /// A piece of a sentence the code joins may be nothing in a language of another word order
    /// (EhPanda's Japanese “You gain ”, Chinese “and”); a whole text may not, nor a piece in German.
    @Test func aPieceOfASentenceMayBeNothingInAnotherWordOrder() {
        let t = table(
            entry("greeting.start", ["en": text("You gain "), "ja": text(""), "ko": text(""), "de": text("")]),
            entry("interval.and", ["en": text("and"), "zh-Hans": text("")]),
            entry("country.romania", ["en": text("Romania"), "zh-Hans": text("")]))
        #expect(findings(EmptyTranslation(), t).map { "\($0.key!) \($0.locale!)" } == ["greeting.start de", "country.romania zh-Hans"])
    }

    /// An empty form of a category the language never selects is no one's to read (Canvas
    /// pads Norwegian with empty `few` and `many`); Polish `few` is read for 2–4, and Hebrew
    /// `many`, gone from CLDR 42, still by iOS 16 and earlier.
    @Test func formsNoOneSees() {
        let files = plural(["one": "%d file", "other": "%d files"])
        let t = table(entry("files", [
            "en": files, "nb": plural(["one": "%d fil", "few": "", "many": "", "other": "%d filer"]),
            "pl": plural(["one": "%d plik", "few": "", "many": "%d plików", "other": "%d pliku"]),
            "he": plural(["one": "קובץ אחד", "two": "%d קבצים", "many": "", "other": "%d קבצים"]),
        ]))
        #expect(findings(EmptyTranslation(), t).map { "\($0.locale!) \($0.path ?? "")" } == ["pl plural few", "he plural many"])
    }

    /// A form the source leaves empty on purpose may be empty in a translation too (BookPlayer's
    /// `one` of a question asked only of several items); one the source fills may not.
    @Test func aFormTheSourceLeavesEmpty() {
        let t = table(
            entry("delete", ["en": plural(["one": "", "other": "Delete %d items?"]),
                             "cs": plural(["one": "", "few": "Smazat %d položky?", "many": "Smazat %d položky?", "other": "Smazat %d položek?"])]),
            entry("files", ["en": plural(["one": "%d file", "other": "%d files"]), "ro": plural(["one": "", "few": "%d fișiere", "other": "%d de fișiere"])]))
        #expect(findings(EmptyTranslation(), t).map { "\($0.key!) \($0.locale!) \($0.path ?? "")" } == ["files ro plural one"])
    }

    /// A source that marks its key to go (NHS COVID-19's 79 “[to be deleted]”, their translations
    /// emptied) holds nothing to translate; a bracketed text of another kind still does.
    @Test func aKeyMarkedToBeDeleted() {
        let t = table(
            entry("old_title", ["en": text("[to be deleted]"), "cy": text(""), "de": text("")]),
            entry("speed", ["en": text("[Current CPU speed]"), "de": text("")]))
        #expect(findings(EmptyTranslation(), t).map { "\($0.key!) \($0.locale!)" } == ["speed de"])
        #expect(findings(MissingTranslation(), table(entry("gone", ["en": text("[Unused]"), "de": text("[Unused]", state: "new")]))).isEmpty)
        #expect(findings(MissingTranslation(), table(entry("speed", ["en": text("[CPU]"), "de": text("[CPU]", state: "new")]))).count == 1)
        // A machine's token is the same in every language (macOS-Zabbix-Monitor's model names,
        // keys Xcode extracted with no source value of their own).
        #expect(findings(MissingTranslation(), table(entry("gpt-4o-mini", ["de": text("gpt-4o-mini", state: "new")]))).isEmpty)
        #expect(findings(MissingTranslation(), table(entry("Save", ["de": text("Save", state: "new")]))).count == 1)
        for token in ["gpt-4o-mini", "claude-3-5-haiku-latest", "mistral:7b", "sk-ant-..."] {
            #expect(OptionalKeys.isMachineToken(token), "\(token)")
        }
        for word in ["OK", "e-mail", "Wi-Fi", "Note:", "Save", "3 items", "v2.0.", "24", "https://api.example.com/", "%1$lld/%2$lld", "onboarding.step2.title"] {
            #expect(!OptionalKeys.isMachineToken(word), "\(word)")
        }
    }
}
