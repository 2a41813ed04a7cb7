import Testing
import StringsgenModel
@testable import StringsgenChecks

@Suite struct PunctuationTests {
    func check(_ locale: String, _ translation: String, source: String = "Ready? Go!", described: Bool = true) -> [String] {
        let locales = described ? [locale: LocaleSettings(code: locale, displayName: locale)] : nil
        return messages(Punctuation(), table(entry("k", ["en": text(source), locale: text(translation)])), locales: locales)
    }

    @Test func frenchSpacesBeforeTwoPartMarks() {
        #expect(check("fr", "Prêt ? C’est parti !") == [
            "‘k’ in ‘fr’ (“Prêt ? C’est parti !”) has a breaking space before “?”: use a no-break space (U+202F or U+00A0) so the line cannot start with it",
        ])
        #expect(check("fr", "Prêt\u{202F}? C’est parti!") == [
            "‘k’ in ‘fr’ (“Prêt ? C’est parti!”) has no space before “!”: French puts a no-break space there (U+202F or U+00A0)",
        ])
        #expect(check("fr", "Heures actives: %1$@–%2$@", source: "Active hours: %1$@–%2$@") == [
            "‘k’ in ‘fr’ (“Heures actives: %1$@–%2$@”) has no space before “:”: French puts a no-break space there (U+202F or U+00A0)",
        ])
    }

    @Test func frenchNonTriggering() {
        #expect(check("fr", "Prêt\u{202F}? C’est parti\u{202F}!").isEmpty)
        #expect(check("fr", "Prêt\u{A0}? Vraiment\u{202F}?!").isEmpty)
        #expect(check("fr", "Heures actives\u{A0}: 9:00–17:00").isEmpty)  // a time's colon is no punctuation
        #expect(check("fr", "Voir https://example.com").isEmpty)
        #expect(check("fr", "Progression de %.1f %%").isEmpty)  // specifiers are not punctuation
        // Canadian French spaces only the colon.
        #expect(check("fr-CA", "Prêt? C’est parti!").isEmpty)
        #expect(check("fr-CA", "Heures actives: 9 h").count == 1)
    }

    @Test func spanishOpensQuestionsAndExclamations() {
        #expect(check("es", "Listo? Vamos!") == [
            "‘k’ in ‘es’ (“Listo? Vamos!”) has “?” without “¿”: open the question or exclamation with it",
        ])
        #expect(check("es", "¿Listo? Vamos!") == [
            "‘k’ in ‘es’ (“¿Listo? Vamos!”) has “!” without “¡”: open the question or exclamation with it",
        ])
        #expect(check("es", "¿Listo? ¡Vamos!").isEmpty)
        // What a code span holds is typed as written (Synctrain's regular-expression flag).
        #expect(check("es", "Los patrones deben comenzar con `(?d)`.", source: "Patterns must start with `(?d)`.").isEmpty)
        #expect(check("es", "Usa `(?d)`. Listo?").count == 1)
        #expect(check("es", "Listo.").isEmpty)
    }

    @Test func japaneseAndChineseWriteTheirCommaAndFullStop() {
        #expect(check("ja", "設定,通知") == ["‘k’ in ‘ja’ (“設定,通知”) has the half-width “,”: write the full-width “、”"])
        // Chinese writes its comma “，”; its “、” separates only a list's items (Jami, Synctrain).
        #expect(check("zh-Hans", "你好, 世界") == ["‘k’ in ‘zh-Hans’ (“你好, 世界”) has the half-width “,”: write the full-width “，”"])
        #expect(check("zh-Hant", "電話正在進行,你想加入嗎") == ["‘k’ in ‘zh-Hant’ (“電話正在進行,你想加入嗎”) has the half-width “,”: write the full-width “，”"])
        #expect(check("zh-Hans", "准备好了.") == ["‘k’ in ‘zh-Hans’ (“准备好了.”) has the half-width “.”: write the full-width “。”"])
        #expect(check("ja", "準備はいい？ 始めよう。").isEmpty)
        // A version's dot between specifiers ends nothing (LuLu's “macOS %ld.%ld”); a stop after one does.
        #expect(check("zh-Hans", "不支持 macOS %ld.%ld").isEmpty)
        #expect(check("zh-Hans", "已保存 %@.").count == 1)
        #expect(check("ja", "1.5倍、1,000 XP、9:00").isEmpty)  // marks between digits are numbers
        #expect(check("ja", "読み込み中...").isEmpty)
        #expect(check("ja", "%.1f%% 完了").isEmpty)
        // Half-width ? ! : are a native translator's choice, not reported.
        #expect(check("ja", "保存しますか? 設定: オン!").isEmpty)
        #expect(check("ja", "名前を“.”で始めることはできません").isEmpty)
    }

    @Test func arabicWritesArabicMarks() {
        #expect(check("ar", "هل أنت مستعد? هيا!") == ["‘k’ in ‘ar’ (“هل أنت مستعد? هيا!”) has the Latin “?”: write the Arabic “؟”"])
        #expect(check("ar", "تمارين, جدولة") == ["‘k’ in ‘ar’ (“تمارين, جدولة”) has the Latin “,”: write the Arabic “،”"])
        #expect(check("ar", "هل أنت مستعد؟ 1,000 نقطة، هيا!").isEmpty)
    }

    @Test func otherLanguagesAndTheSourceAreNotChecked() {
        #expect(check("de", "Bereit ? Los !").isEmpty)
        #expect(messages(Punctuation(), table(entry("k", ["fr": text("Prêt ?"), "en": text("Ready ?")]), source: "fr")).isEmpty)
        #expect(messages(Punctuation(), table(entry("k", shouldTranslate: false, ["en": text("A!"), "fr": text("A!")]))).isEmpty)
    }

    @Test func everyPluralFormIsChecked() {
        let forms = messages(Punctuation(), table(entry("k", [
            "en": plural(["one": "%lld day!", "other": "%lld days!"]),
            "fr": plural(["one": "%lld jour\u{202F}!", "other": "%lld jours!"]),
        ])), locales: ["fr": LocaleSettings(code: "fr", displayName: "French")])
        #expect(forms == ["‘k’ in ‘fr’ (plural other: “%lld jours!”) has no space before “!”: French puts a no-break space there (U+202F or U+00A0)"])
    }

    @Test func formatSpecifiersAreLeftOut() {
        #expect("Progression %.1f%% : %1$@ et %#@count@.".withoutFormatSpecifiers == "Progression  :  et .")
        #expect("100%".withoutFormatSpecifiers == "100")
    }

    /// A locale the project keeps no `Locales/` file for has no chosen typography: not checked.
    @Test func onlyLocalesTheProjectDescribes() {
        #expect(check("fr", "Prêt ? C’est parti !", described: false).isEmpty)
        #expect(!check("fr", "Prêt ? C’est parti !").isEmpty)
    }

    /// The source's English left in Chinese is to translate (`unchanged-translation`), and a value
    /// with no Chinese text (“%1$@, %2$@”) has nothing Chinese to punctuate.
    @Test func untranslatedOrScriptlessValuesAreNotPunctuated() {
        let lint = { (source: String, translation: String) in
            messages(Punctuation(), table(entry("k", ["en": text(source), "zh-Hant": text(translation)])), locales: locales("en", "zh-Hant"))
        }
        #expect(lint("The annual return you can earn.", "The annual return you can earn.").isEmpty)
        #expect(lint("%1$@, %2$@", "%1$@, %2$@ ").isEmpty)
        #expect(lint("Done, thanks.", "完成, 謝謝.").count == 1)
    }
}
