import Testing
import StringsgenModel
@testable import StringsgenChecks

@Suite struct WhitespaceMismatchTests {
    func check(_ source: String, _ translation: String) -> [String] {
        messages(WhitespaceMismatch(), table(entry("k", ["en": text(source), "de": text(translation)])))
    }

    @Test func edgesAndLineBreaks() {
        #expect(check("Name: ", "Name:") == [
            "‘k’ in ‘de’ (“Name:”) has nothing at the end, the source a space: add a space at the end",
        ])
        #expect(check("Hello", "\nHallo") == [
            "‘k’ in ‘de’ (“\\nHallo”) has a line break at the start, the source nothing: remove a line break at the start",
        ])
        #expect(check("One\nTwo", "Eins Zwei") == [
            "‘k’ in ‘de’ (“Eins Zwei”) has no line break, the source one line break: break the lines as the source does",
        ])
        // White space in words, not as invisible characters between quotes.
        #expect(check("Name:", "Name:  ") == [
            "‘k’ in ‘de’ (“Name:  ”) has two spaces at the end, the source nothing: remove two spaces at the end",
        ])
        #expect(check("\t• Item", " \u{A0}• Eintrag") == [
            "‘k’ in ‘de’ (“ \u{A0}• Eintrag”) has a space and a no-break space at the start, the source a tab: use a tab at the start instead",
        ])
        // A line break is one however it is written (LuLu's `\r\n` source, `\n` Spanish).
        #expect(check("Run from /Applications\r\n", "Ejecutar desde /Applications\n").isEmpty)
        #expect(check("Run from /Applications\r\n", "Ejecutar desde /Applications").count == 1)
        // Both ends of one value are one finding (GlucoseDirect's “ Unidades ”).
        #expect(check("Units", " Unidades ") == [
            "‘k’ in ‘de’ (“ Unidades ”) has a space at the start and a space at the end, the source nothing at either end: remove a space at the start and remove a space at the end",
        ])
        #expect(check(" Units:", "Einheiten: ") == [
            "‘k’ in ‘de’ (“Einheiten: ”) has nothing at the start and a space at the end, the source a space at the start and nothing at the end: add a space at the start and remove a space at the end",
        ])
    }

    /// A source's trailing space that most translations leave out is the code's slip
    /// (Meshtastic's `Text("Finish ")`): the ones that dropped it are not told to copy it. Where
    /// most keep it, it is layout, and the one that dropped it is told.
    @Test func aTrailingSpaceMostTranslationsDrop() {
        let dropped = table(entry("Finish ", ["en": text("Finish "), "de": text("Fertig"), "fr": text("Finir"), "it": text("Fine ")]))
        #expect(messages(WhitespaceMismatch(), dropped).isEmpty)
        // A key that names its text may be joined to another (Lockwise's sentence before a link).
        let named = table(entry("settings.subtitle", ["en": text("We collect only what we need. "), "de": text("Wir sammeln nur das Nötige."), "fr": text("Nous collectons le minimum."), "it": text("Raccogliamo il minimo. ")]))
        #expect(messages(WhitespaceMismatch(), named).count == 2)
        // Unless nine in ten translations, five at least, leave it out (NHS COVID-19's heading).
        let slip = table(entry("check_symptoms_heading", [
            "en": text("The test depends on your symptoms "), "de": text("Der Test hängt ab"), "fr": text("Le test dépend"),
            "it": text("Il test dipende"), "es": text("La prueba depende"), "nl": text("De test hangt af"), "pl": text("Test zależy"),
        ]))
        #expect(messages(WhitespaceMismatch(), slip).isEmpty)
        // Or every one of three at least (ShelfPlayer's title “Synchronize failed ”).
        let everyOne = table(entry("navigation.sync.failed", [
            "en": text("Synchronize failed "), "de": text("Synchronisation fehlgeschlagen"), "sv": text("Synkroniseringen misslyckades"), "uk": text("Помилка синхронізації"),
        ]))
        #expect(messages(WhitespaceMismatch(), everyOne).isEmpty)
        let kept = table(entry("Name: ", ["en": text("Name: "), "de": text("Name:"), "fr": text("Nom : "), "it": text("Nome: ")]))
        #expect(messages(WhitespaceMismatch(), kept) == [
            "‘Name: ’ in ‘de’ (“Name:”) has nothing at the end, the source a space: add a space at the end",
        ])
    }

    @Test func nonTriggering() {
        #expect(check(" • %@ ", " • %@ ").isEmpty)
        #expect(check("One\r\nTwo", "Eins\nZwei").isEmpty)
        #expect(check("Hello", "").isEmpty)  // empty-translation's
        // U+2028 and U+2029 break a line as `\n` does (12 findings on apps the rule had not seen).
        #expect(check("One\nTwo\nThree", "Eins\u{2028}Zwei\u{2029}Drei").isEmpty)
        #expect(check("One\u{2028}Two", "Eins Zwei").count == 1)
    }

    /// English soft wraps a translator wraps anew, and a paragraph split in two, are no
    /// finding (8 of 18 sampled on fresh apps); a break added to an unbroken source, a
    /// break that sets a value or an item apart, an address or a sentence lost still are.
    @Test func lineBreaksThatMatter() {
        #expect(check("The link to the file\nwith the enabled option\nis copied to the clipboard.", "Le lien vers le fichier avec l'option activée\nest copié dans le presse-papiers.").isEmpty)
        #expect(check("You have made changes. If you proceed, they will be lost.", "Vous avez fait des modifications.\n\nSi vous continuez, elles seront perdues.").count == 1)
        #expect(check("Long text without a break in it", "Langer Text\nmit Umbruch").count == 1)
        #expect(check("Your account was created on:\n%1$@ by the admin", "Ihr Konto wurde am %1$@ vom Admin erstellt").count == 1)
        #expect(check("Steps to follow now:\n- Open the app\n- Sign in", "Schritte:\n- App öffnen - Anmelden").count == 1)
        #expect(check("Exit without saving?\nYou made changes. They will be lost.", "Ohne Speichern beenden? Sie haben Änderungen vorgenommen.").count == 1)
        #expect(check("Exit without saving?\nYou made changes. They will be lost.", "Ohne Speichern beenden? Sie haben Änderungen vorgenommen. Sie gehen verloren.").isEmpty)
        #expect(check("Clear unpinned items.\nSelect with ⇧ to clear all.", "Elimina gli elementi sbloccati.Seleziona con ⇧ per eliminarli tutti.").count == 1)
        #expect(check("Everything is set up! \n Stats is free. \n Support it!", "すべての設定が完了しました！").count == 1)
        #expect(check("Grant access to this app in {pane}.\n\nClick the + button, select Maccy.", "امنح حق الوصول.\\n\\nانقر على الزر +، وحدد Maccy.").count == 1)
        // Every sentence kept on one line, the last without its stop (BatFi's Polish): end-punctuation's.
        #expect(check("Your Mac is not a laptop.\nBatFi works on laptops only.", "Twój Mac nie jest laptopem. BatFi działa tylko na laptopach").isEmpty)
        #expect(check("Your Mac is not a laptop.\nBatFi works on laptops only.\nQuit it.", "Twój Mac nie jest laptopem. BatFi działa tylko na laptopach").count == 1)
        // A space at the end is said, and the lines run together too (palera1n loader's Italian).
        let italian = check("Platform: %@\nJailbreak type: %@\nCF: %d", "Piattaforma: %@ Tipo di jailbreak: %@ CF: %d ")
        #expect(italian.count == 2 && italian.contains { $0.contains("no line break, the source 2") }, "\(italian)")
    }
}

@Suite struct WhitespaceMismatchSpacelessLanguageTests {
    @Test func japaneseMayDropEdgeSpacesButNotLineBreaks() {
        let t = table(entry(" (default)", ["ja": text("（デフォルト）"), "de": text("(Standard)"), "zh-Hans": text("\n（默认）")]))
        #expect(messages(WhitespaceMismatch(), t) == [
            "‘ (default)’ in ‘de’ (“(Standard)”) has nothing at the start, the source a space: add a space at the start",
            "‘ (default)’ in ‘zh-Hans’ (“\\n（默认）”) has a line break at the start, the source nothing: remove a line break at the start",
        ])
    }

    /// A language written without spaces may drop a source's edge space, not add one.
    @Test func japaneseMayNotAddEdgeSpaces() {
        let t = table(
            entry("Next", ["ja": text("次へ  ")]),
            entry(" at ", ["ja": text("で")]),
            entry("Done ", ["ja": text("完了 ")]))
        #expect(messages(WhitespaceMismatch(), t) == [
            "‘Next’ in ‘ja’ (“次へ  ”) has two spaces at the end, the source nothing: remove two spaces at the end",
        ])
    }
}

/// A full-width mark at the source's edge carries its own spacing: a language written with spaces
/// writes it as the mark and a space (Chinendar's zh-Hant “，” and “・” are English “, ” and “ · ”).
/// A space where the source's edge is a letter is still reported.
@Suite struct WhitespaceMismatchFullWidthTests {
    @Test func aSpaceForAFullWidthMarksSpacing() {
        let t = table(
            entry("COMMA_SEP", ["zh-Hant": text("，"), "en": text(", "), "ko": text(", ")]),
            entry("DOT_SEP", ["zh-Hant": text("・"), "en": text(" · ")]),
            entry("PAREN", ["zh-Hant": text("（預設）"), "en": text(" (default) ")]),
            entry("WORD", ["zh-Hant": text("日曆"), "en": text("Calendar ")]),
            entry("BREAK", ["zh-Hant": text("，"), "en": text(",\n")]),
            source: "zh-Hant")
        #expect(messages(WhitespaceMismatch(), t) == [
            "‘WORD’ in ‘en’ (“Calendar ”) has a space at the end, the source nothing: remove a space at the end",
            "‘BREAK’ in ‘en’ (“,\\n”) has a line break at the end, the source nothing: remove a line break at the end",
        ])
    }
}

/// Issue 30: white space inside a value that the source does not have there.
@Suite struct WhitespaceMismatchInteriorTests {
    @Test func aDoubleSpaceBetweenWords() {
        let t = table(
            entry("Scroll up %@", ["my": text("%@ အားအပေါ်သို့  ရွေ့ရန်"), "de": text("%@ nach oben scrollen")]),
            // Indentation after a line break and spaces at the edges are not between words.
            entry("Steps:\n  1. Open", ["de": text("Schritte:\n  1. Öffnen")]),
            entry("Tab  Stop", ["fr": text("Tabulation  arrêt")]),
            // Japanese and Chinese lay text out in columns with spaces (jyutping's tone tables);
            // one double space is still a slip (Ice Cubes' Japanese).
            entry("v = 1, High Level\nx = 2, Medium Rising", ["ja": text("v = 1 陰平  vv = 4 陽平\nx = 2 陰上  xx = 5 陽上"), "zh-Hant": text("v = 1 陰平  vv = 4 陽平\nx = 2 陰上  xx = 5 陽上")]),
            entry("%lld new posts", ["ja": text("%lld  新しい投稿")]))
        #expect(messages(WhitespaceMismatch(), t) == [
            "‘Scroll up %@’ in ‘my’ (“%@ အားအပေါ်သို့  ရွေ့ရန်”) has two spaces in a row (“%@ အားအပေါ်သို့␣␣ရွေ့ရန်”), the source none: write one",
            "‘%lld new posts’ in ‘ja’ (“%lld  新しい投稿”) has two spaces in a row (“%lld␣␣新しい投稿”), the source none: write one",
        ])
    }

    /// In a long value the spaces are shown where they are, with the words around them: the
    /// quote of the value stops at 100 characters (Psiphon's privacy policy, 600 characters:
    /// 30 of its 75 such findings had the spaces past it).
    @Test func theSpacesOfALongValueAreShownWhereTheyAre() {
        let long = String(repeating: "Les données sont conservées. ", count: 6) + "Vous pouvez refuser  la collecte."
        let t = table(entry("policy", ["en": text("You may refuse the collection."), "fr": text(long)]))
        let message = messages(WhitespaceMismatch(), t).first ?? ""
        #expect(message.hasSuffix("has two spaces in a row (“…Vous pouvez refuser␣␣la collecte.”), the source none: write one"), "\(message)")
    }

    @Test func aSpaceInsideQuotationMarks() {
        let t = table(
            entry("Do you want to move “%@” to the Trash?", [
                "bg": text("Искате ли да преместите „%@ “ в кошчето?"),
                "de": text("Möchtest du „%@“ in den Papierkorb legen?"),
                "fr": text("Voulez-vous placer « %@ » dans la corbeille ?"),
            ]),
            // An apostrophe is no quotation mark: Scottish Gaelic elides “a’ga” to “’ga” (Mastodon).
            entry("%d following", ["gd": text("Tha %d ’ga leantainn")]),
            entry("Album of %@", ["it": text("Album dell’ %@")]),
            // A space beside another value's quotes (Keka's Japanese and Chinese).
            entry("Error code %d using \"%@\"", ["ja": text("エラーコード%d \"%@\"を使用中")]),
            entry("%@ of \"%@\" failed", ["zh-Hans": text("对 \"%2$@\" %1$@ 失败")]),
            entry("Open \"%@\"", ["fr": text("Ouvrir \" %@\"")]))
        #expect(messages(WhitespaceMismatch(), t) == [
            "‘Do you want to move “%@” to the Trash?’ in ‘bg’ (“Искате ли да преместите „%@ “ в кошчето?”) has a space between `%@` and its quotation mark “, the source none: remove it",
            "‘Open \"%@\"’ in ‘fr’ (“Ouvrir \" %@\"”) has a space between `%@` and its quotation mark \", the source none: remove it",
        ])
    }
}
