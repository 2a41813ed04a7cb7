import Testing
import StringsgenModel
@testable import StringsgenChecks

/// Findings real apps showed wrong or missed in round 20 (Cisum, Proxyman, Pagi; RTR-Netztest,
/// breadwallet; Beszel from round 19): each beside a case that is still reported.
@Suite struct Round20Tests {
    /// Keys that are only symbols of units have nothing to translate: Beszel's “ (°C)” and
    /// “ (ms)”, extracted by Xcode, were asked of every language. Bytes are not such symbols
    /// (French writes “Mo”), nor is a letter alone (Palace's “%d m” is months), nor a word.
    @Test func aKeyOfUnitSymbolsIsNotAskedFor() {
        let t = table(
            entry(" (°C)", ["en": text(" (°C)")]), entry(" (ms)", ["en": text(" (ms)")]), entry("%lld°C", ["en": text("%lld°C")]),
            entry("%@ dB", ["en": text("%@ dB")]), entry("10 min", ["en": text("10 min")]),
            entry(" (MB/s)", ["en": text(" (MB/s)")]), entry("%d m", ["en": text("%d m")]), entry("%lld in", ["en": text("%lld in")]))
        #expect(messages(MissingTranslation(), t, locales: locales("en", "fr")) == [
            "‘ (MB/s)’ has no ‘fr’ translation: translate “ (MB/s)”",
            "‘%d m’ has no ‘fr’ translation: translate “%d m”",
            "‘%lld in’ has no ‘fr’ translation: translate “%lld in”",
        ])
        #expect(" (°C)".isOnlyUnitSymbols(outside: FormatString(" (°C)")))
        #expect(!"Delay (ms)".isOnlyUnitSymbols(outside: FormatString("Delay (ms)")))
        #expect(t.asksTranslation(of: t.entries[0], orphans: StringTable.OrphanKeys(t)) == false)
        #expect(t.asksTranslation(of: t.entries[5], orphans: StringTable.OrphanKeys(t)))
    }

    /// A template's field in brackets is shown as written: Proxyman's code sample
    /// “<your_production_domain>” is not an identifier key left as the text.
    @Test func aTemplateFieldIsNoIdentifierKey() {
        #expect(!MissingTranslation.isIdentifier("<your_production_domain>"))
        #expect(!MissingTranslation.isIdentifier("{user_name}"))
        #expect(MissingTranslation.isIdentifier("select_commit_title"))
    }

    /// A half-width comma inside a run of Latin text in Chinese is the Latin text's own:
    /// Proxyman's “text/js, application/js”. Between Chinese words it is still reported.
    @Test func aCommaInALatinRunOfChinese() {
        let chinese = locales("en", "zh-Hans")
        func check(_ translation: String) -> [String] {
            messages(Punctuation(), table(entry("k", ["en": text("x"), "zh-Hans": text(translation)])), locales: chinese)
        }
        #expect(check("仅显示 Content-Type: text/js, application/js 的请求").isEmpty)
        #expect(check("支持 NodeJS (axios, got, fetch, ...)").isEmpty)
        #expect(check("从您的许可中移除此设备, 然后重试") == [
            "‘k’ in ‘zh-Hans’ (“从您的许可中移除此设备, 然后重试”) has the half-width “,”: write the full-width “，”",
        ])
    }

    /// A line break written out as `\n`, which users see as written, is said to be that
    /// (Proxyman's Chinese “请前往：\n系统偏好设置”); a translation that only joins the lines is told
    /// to break them.
    @Test func aLineBreakWrittenOut() {
        #expect(whitespace("Please go to:\nSettings", "zh-Hans", "请前往：\\n设置") == [
            "‘k’ in ‘zh-Hans’ (“请前往：\\\\n设置”) has no line break, the source one line break: it writes “\\n” out (a backslash and an n), which users see as written; put a line break there instead",
        ])
        #expect(whitespace("Ads\nblocked", "de", "Werbung blockiert") == [
            "‘k’ in ‘de’ (“Werbung blockiert”) has no line break, the source one line break: break the lines as the source does",
        ])
    }

    /// A positioned specifier spaced out, its letter a capital: breadwallet's French
    /// “adresse de 1 $S” for `%1$s`, named as what users see. A price is not one.
    @Test func aSpacedPositionWithoutItsPercentSign() {
        #expect(PlaceholderMismatch.positionWithoutPercentSign(in: "Il n’y a pas d’adresse de 1 $S associée") == "1 $S")
        #expect(PlaceholderMismatch.positionWithoutPercentSign(in: "Slovak 1$@ text") == "1$@")
        #expect(PlaceholderMismatch.positionWithoutPercentSign(in: "costs 1 $ each") == nil)
        #expect(PlaceholderMismatch.positionWithoutPercentSign(in: "pay $ 5") == nil)
    }

    /// A catalog whose source texts are Chinese under the source language `en`: Cisum's keys,
    /// with no English value. Said once for the table, naming its Chinese languages; their
    /// translations keeping the Chinese are no `unchanged-translation`. A language menu (a few
    /// languages in their own names) is not such a table.
    @Test func sourceTextsInAnotherScriptThanTheSourceLanguage() {
        let cisum = table(
            entry("登录 iCloud", ["zh-Hans": text("登录 iCloud"), "zh-HK": text("登入 iCloud")]),
            entry("APP 容器", ["zh-Hans": text("APP 容器"), "zh-HK": text("APP 容器")]),
            entry("尚未加载产品", ["zh-Hans": text("尚未加载产品")]),
            entry("Done", ["zh-Hans": text("完成")]))
        #expect(messages(SourceLanguage(), cisum) == [
            "table ‘Test’ has 3 of 4 source texts written in Chinese characters (“登录 iCloud”), not in its source language ‘en’, so users of ‘en’ see them as written: give ‘en’ its own text, or make ‘zh-Hans’ or ‘zh-HK’ the source language",
        ])
        #expect(messages(UnchangedTranslation(), cisum).isEmpty)
        let menu = table(
            entry("简体中文", ["en": text("简体中文")]), entry("日本語", ["en": text("日本語")]), entry("한국어", ["en": text("한국어")]),
            entry("Русский", ["en": text("Русский")]), entry("English", ["en": text("English")]), entry("Settings", ["en": text("Settings")]))
        #expect(messages(SourceLanguage(), menu).isEmpty)
        #expect(messages(UnchangedTranslation(), "Sign in to iCloud", "zh-Hans", "Sign in to iCloud").count == 1)
        #expect(Script.of("登录 iCloud") == .han && Script.of("ログイン") == .kana && Script.of("Café") == .latin && Script.of("%@") == nil)
    }
}
