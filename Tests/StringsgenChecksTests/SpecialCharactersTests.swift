import Testing
import StringsgenModel
@testable import StringsgenChecks

/// Issue 30: shortcut glyphs a translation lost and leftovers of tools; beside each, a
/// translation that writes them its own way and is fine.
@Suite struct SpecialCharactersTests {
    let check = SpecialCharacters()

    @Test func aLostGlyphAndAnUnknownToken() {
        let key = "You may also press ⌃⇧⌘Z to revert to system defaults."
        let t = table(entry(key, [
            "ja": text("<unk> ⌘Z を押してデフォルトに戻れます。", line: 3),
            "de": text("Du kannst auch ⌃⇧⌘Z drücken, um die Standardwerte wiederherzustellen."),
            "zh-Hans": text("你也可以按 Control-Shift-Command-Z 恢复系统默认设置。"),
        ]))
        let f = findings(check, t)
        #expect(f.map(\.message) == [
            "‘\(key)’ in ‘ja’ (“<unk> ⌘Z を押してデフォルトに戻れます。”) lost “⇧”, “⌃” and holds “<unk>”, which its source does not: write the source's glyphs, remove what a tool left behind",
        ])
        #expect(f.first?.location == at(3))
    }

    @Test func aDoubledApostrophe() {
        let t = table(
            entry("Start at login", ["fr": text("Démarrer à l''ouverture de session"), "it": text("Avvia all'accesso")]),
            entry("Don''t show again", ["en": text("Don''t show again"), "fr": text("Ne plus afficher l''avertissement")]),
            // Hebrew gershayim typed as two apostrophes (ChatSecure's “דוא''ל”, e-mail).
            entry("Email", ["he": text("דוא''ל"), "ca": text("S''ha enviat")]))
        #expect(findings(check, t).map { "\($0.key!) \($0.locale!)" } == ["Start at login fr", "Email ca"])
    }

    /// A backslash before a quotation mark is a leftover, but not a backslash shown in
    /// quotation marks: Tunnelblick's Hebrew writes `("\\")` for "ends with a backslash".
    @Test func aBackslashInQuotesIsNoLeftover() {
        let key = "File '%@' ends with a backslash, which is not allowed."
        let t = table(
            entry(key, ["he": text("הקובץ '%@' מסתיים בלוכסן אחורי (\"\\\"), מה שאינו חוקי.")]),
            entry("Click \"Save\".", ["de": text("Klicken Sie auf \\\"Sichern\\\".")]))
        #expect(findings(check, t).map { "\($0.key!) \($0.locale!)" } == ["Click \"Save\". de"])
    }

    /// Glyphs a translation adds for keys the source spells, and a mark the source does not have.
    @Test func glyphsAddedAreFine() {
        let t = table(
            entry("Show previews while holding Cmd+Tab.", ["it": text("Mostra le anteprime tenendo premuto ⌘⇥.")]),
            entry("Proton Pass™", ["de": text("Proton Pass™")]),
            entry("Use default keybind ⌘ + ⇥", ["zh-Hans": text("使用默认的组合键：Command+Tab")]))
        #expect(findings(check, t).isEmpty)
    }
}
