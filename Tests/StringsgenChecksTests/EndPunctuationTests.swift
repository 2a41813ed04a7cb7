import Testing
import StringsgenModel
@testable import StringsgenChecks

/// Issue 30: the end of a translation that lost what ends its source, or ends twice; beside
/// each, an ending that is the language's own and fine.
@Suite struct EndPunctuationTests {
    let check = EndPunctuation()

    @Test func aPermissionPromptLosesItsFullStop() {
        let t = table(entry("NSAppleEventsUsageDescription", line: 5, [
            "en": text("CotEditor uses AppleScript to control other applications."),
            "es": text("CotEditor utiliza AppleScript para controlar otras aplicaciones", line: 6),
            "de": text("CotEditor verwendet AppleScript, um andere Programme zu steuern."),
            "hi": text("CotEditor अन्य ऐप्स को नियंत्रित करने के लिए AppleScript का उपयोग करता है।"),
            "ja": text("CotEditorはAppleScriptで他のアプリを操作します"),
            "th": text("CotEditor ใช้ AppleScript เพื่อควบคุมแอปอื่น"),
            "fr": text("CotEditor utilise AppleScript pour contrôler d’autres applications.»"),
        ]))
        let f = findings(check, t)
        #expect(f.map(\.message) == [
            "‘NSAppleEventsUsageDescription’ in ‘es’ (“CotEditor utiliza AppleScript para controlar otras aplicaciones”) does not end with the full stop its source ends with (“CotEditor uses AppleScript to control other applications.”): end it so",
        ])
        #expect(f.first?.location == at(6))
    }

    /// Khmer's colon `៖` and Ethiopic's `፦`, `፡-` and full stop typed `፡፡` are the language's own
    /// (Psiphon's Khmer and Amharic: 35 findings); an Amharic sentence with no mark is still told.
    @Test func khmerAndEthiopicMarks() {
        let t = table(
            entry("balance", ["en": text("PsiCash Balance:"), "km": text("សមតុល្យ PsiCash៖"), "am": text("PsiCash ቀሪ ሂሣብ፦")]),
            entry("platform", ["en": text("Windows:"), "am": text("Windows፡-")]),
            entry("later", ["en": text("Please try again later."), "am": text("እባክዎን በኋላ በድጋሜ ይሞክሩ፡፡"), "ti": text("ደሓር ደጊምኩም ፈትኑ")]))
        #expect(findings(check, t).map { "\($0.key!) \($0.locale!)" } == ["later ti"])
    }

    /// A question turned into a statement (LiveContainer's Arabic, a dialog asking the user to
    /// choose); a question written the language's way is none, nor a one-word rewording (Loop's
    /// Italian “Minuscolo” for the window size “What is this? A window for ANTS?”), nor a
    /// language that marks the question elsewhere (Armenian) or may leave the end bare.
    @Test func aQuestionLosesItsQuestionMark() {
        let t = table(entry("import", [
            "en": text("Built-in SideStore detected. Would you like to import certificate from it?"),
            "ar": text("تم اكتشاف SideStore مدمج. هل ترغب أن تَستورد شهادة منه"),
            "de": text("Integrierter SideStore erkannt. Möchtest du das Zertifikat daraus importieren?"),
            "el": text("Εντοπίστηκε ενσωματωμένο SideStore. Θέλετε να εισαγάγετε το πιστοποιητικό;"),
            "fa": text("SideStore داخلی شناسایی شد. آیا می‌خواهید گواهی را وارد کنید؟"),
            "it": text("Minuscolo"),
            "hy": text("Հայտնաբերվել է ներկառուցված SideStore։ Ցանկանու՞մ եք ներմուծել վկայականը"),
            "ja": text("内蔵の SideStore が見つかりました。証明書を読み込みますか"),
        ]))
        #expect(messages(check, t) == [
            "‘import’ in ‘ar’ (“تم اكتشاف SideStore مدمج. هل ترغب أن تَستورد شهادة منه”) does not end with the question mark its source ends with (“Built-in SideStore detected. Would you like to import certif…”): end it so",
        ])
    }

    /// A translation that ends with the source's stop inside its closing bracket ends as the
    /// source does, though it runs the sentence before into the bracket (phpmon's German and
    /// Arabic); one that drops the stop in the bracket is still told.
    @Test func theSameStopInsideTheClosingBracket() {
        let t = table(entry("k", [
            "en": text("No effect on others. (Other tabs are unaffected.)"),
            "de": text("Kein Effekt auf andere (andere Tabs sind nicht betroffen.)"),
            "fr": text("Aucun effet sur les autres (les autres onglets ne sont pas affectés)"),
        ]))
        #expect(findings(check, t).map { $0.locale } == ["fr"])
    }

    /// A smiley's `:)` or `;)` is no colon or question mark (Mac Mouse Fix's “Buy Me a
    /// Milkshake :)”), while a colon before a closing bracket of words still is.
    @Test func aSmileyIsNoColon() {
        let t = table(
            entry("milkshake", ["en": text("Buy Me a Milkshake :)"), "vi": text("Ủng hộ tôi một ly trà sữa 🧋"), "de": text("Spendier mir einen Milchshake")]),
            entry("wink", ["en": text("See you soon ;)"), "el": text("Τα λέμε σύντομα")]),
            entry("note", ["en": text("(Options:)"), "de": text("(Optionen)")]))
        #expect(messages(check, t).count == 1)
        #expect(messages(check, t).first?.hasPrefix("‘note’ in ‘de’") == true)
    }

    /// An abbreviation's point is no full stop: a translation writes its own abbreviation
    /// (Mastodon's “After 1 min.”, eul's label “Thermal Lv.”), while a sentence that ends in a
    /// word is still one.
    @Test func anAbbreviationIsNoFullStop() {
        let t = table(
            entry("After 1 min.", ["es": text("Al cabo de 1 min"), "uk": text("Через 1 хв"), "de": text("Nach 1 Min.")]),
            entry("Sign in.", ["es": text("Inicia sesión")]),
            entry("Photos, videos, etc.", ["fr": text("Photos, vidéos, etc")]),
            // A column's label (Unstoppable's): French and Russian write their own abbreviation.
            entry("24h Vol.", ["fr": text("Vol. 24h"), "ru": text("24ч объем")]),
            // A title-case label cut short (eul's menu bar), written out or cut another way.
            entry("Thermal Lv.", ["fr": text("Niveau thermique"), "de": text("Thermisches Niveau"), "hu": text("Hőm. szint")]),
            entry("Max Cap.", ["it": text("Capacità massima")]),
            entry("Try Again Later.", ["de": text("Später erneut versuchen")]))
        #expect(findings(check, t).map { "\($0.key!) \($0.locale!)" } == ["Sign in. es", "Try Again Later. de"])
    }

    @Test func aMenuItemLosesItsEllipsis() {
        let t = table(
            entry("Check for Updates…", ["ja": text("アップデートを確認"), "zh-Hant": text("檢查更新項目⋯"), "de": text("Nach Updates suchen ...")]),
            entry("Configure for %@…", ["my": text("%@… အတွက် စီစဉ်သတ်မှတ်ရန်")]),
            // Urdu writes an ellipsis as three of its full stops (Aidoku's “Loading…”).
            entry("Loading…", ["ur": text("لوڈنگ۔۔۔")]),
            // Dots spaced as typesetters space them (sing-box's “Загрузка . . .”).
            entry("Loading...", ["ru": text("Загрузка . . ."), "zh-Hans": text("加载中 . . ."), "fr": text("Chargement")]))
        #expect(findings(check, t).map { "\($0.key!) \($0.locale!)" } == ["Check for Updates… ja", "Loading... fr"])
    }

    @Test func twoStopsAtTheEnd() {
        let t = table(
            entry("Export the logs for the last 5 minutes.", ["my": text("နောက်ဆုံး ၅ မိနစ်အတွင်း မှတ်တမ်းများကို export လုပ်ပါ။.")]),
            entry("Quit?", ["en": text("Quit?"), "de": text("Beenden?"), "fr": text("Quitter ?!")]),
            entry("Saved.", ["en": text("Saved."), "my": text("သိမ်းဆည်းပြီးပါပြီ။")]))
        #expect(findings(check, t).map(\.message) == [
            "‘Export the logs for the last 5 minutes.’ in ‘my’ (“နောက်ဆုံး ၅ မိနစ်အတွင်း မှတ်တမ်းများကို export လုပ်ပါ။.”) ends with two stops, “။.”: keep one",
        ])
    }

    /// A colon one language alone adds to a label where at least five translate it (CotEditor's
    /// toolbar label); beside it, a colon two languages add (a value follows), one added where
    /// only four translate, and one Basque's word order puts there.
    @Test func aColonOneLanguageAloneAdds() {
        let t = table(
            entry("Line Wrapping", [
                "de": text("Zeilenumbruch"), "fr": text("Retour à la ligne"), "es": text("Ajuste de línea"), "nl": text("Regelafbreking"),
                "it": text("Adattamento righe:", line: 9),
            ]),
            entry("Joined", ["it": text("Iscrizione:"), "eu": text("Batze-data:"), "de": text("Beigetreten"), "fr": text("Inscrit"), "es": text("Unido")]),
            entry("Build", ["it": text("Versione:"), "de": text("Build"), "fr": text("Build"), "es": text("Compilación")]),
            entry("Boosted by", ["eu": text("Hauek bultzatu dute:"), "de": text("Geteilt von"), "fr": text("Partagé par"), "es": text("Impulsado por"), "it": text("Condiviso da")]))
        let f = findings(check, t)
        #expect(f.map(\.message) == [
            "‘Line Wrapping’ in ‘it’ (“Adattamento righe:”) ends with a colon that its source (“Line Wrapping”) and the 4 other translations do not have: end it as the source does, unless a value follows it in this language only",
        ])
        #expect(f.first?.location == at(9))
    }

    /// A label's colon, dropped in German but not in Japanese; and what is the translator's
    /// style: a stop added, a question or exclamation mark changed, a translation of no letters,
    /// a key that is an identifier standing in for a missing source.
    @Test func styleIsNoFinding() {
        let t = table(
            entry("Note:", ["en": text("Note:"), "de": text("Notiz"), "ja": text("メモ")]),
            entry("Boosted by", ["eu": text("Hauek bultzatu dute:")]),
            entry("Error!", ["en": text("Error!"), "ko": text("오류")]),
            entry("No updates.", ["nl-BE": text("-")]),
            entry("FilterArchitecturesDescription", ["hi": text("आर्किटेक्चर के अनुसार फ़िल्टर करें"), "de": text("Nach Architektur filtern")]))
        #expect(findings(check, t).map { "\($0.key!) \($0.locale!)" } == ["Note: de"])
    }

    /// Endings the rule misread on apps it had not seen, each beside one it still reports:
    /// a stop inside Markdown's closing `**` (Anytype), the Tibetan shad (OnionShare), a
    /// Russian source's abbreviation and a bracket that closes no sentence (Azkar), an
    /// Armenian label without its colon (ONLYOFFICE), a Japanese command whose verb ends it
    /// where the English trails off (“Open With…”), and translatewiki's `qqq` notes for
    /// translators (Kiwix).
    @Test func endingsOfOtherScriptsAndMarkup() {
        let t = table(
            entry("Only you know it.", [
                "be": text("Толькі вы ведаеце гэта.**"), "bo": text("ཁྱེད་ཁོ་ན་ཤེས།"), "qqq": text("Shown after the phrase"),
                "nl": text("Alleen jij kent het**"),
            ]),
            entry("Open With…", ["en": text("Open With…"), "ja": text("プログラムで開く"), "de": text("Öffnen mit")]),
            entry("Roles:", ["en": text("Roles:"), "hy": text("Դերեր"), "de": text("Rollen")]),
            entry("Done. (Restart to apply.)", ["de": text("Fertig (Neustart zum Anwenden)")]),
            entry("Line spacing (transl.)", ["de": text("Zeilenabstand (Übersetzung)")]),
            // Bengali's `৷` typed for the dari, Gujarati's visarga for a colon (NHS COVID-19).
            entry("You can change this.", ["bn": text("আপনি এটি পরিবর্তন করতে পারেন৷")]),
            entry("Poster:", ["gu": text("પોસ્ટરઃ")]))
        #expect(findings(check, t).map { "\($0.key!) \($0.locale!)" } == [
            "Only you know it. nl", "Open With… de", "Roles: de", "Done. (Restart to apply.) de",
        ])
        let russian = table(
            entry("azkar", ["ru": text("Напоминания об азкарах и др."), "en": text("Adhkar reminders")]),
            entry("sleep", ["ru": text("Перед сном."), "en": text("Before sleep")]),
            source: "ru")
        #expect(findings(check, russian).map { "\($0.key!) \($0.locale!)" } == ["sleep en"])
    }

    /// From a second sample on those apps: an ellipsis is compared where it says what follows,
    /// on a command in title case and on progress, not on what may be a text field's “type
    /// here” (Simplenote's “Add a new collaborator...”, Mastodon's “Describe the photo…”); and a colon Hungarian adds
    /// after a source that runs on into its value (“Clear status message after”, “…ennyi idő
    /// után:”) is its word order, while Georgian's after “Open with” is still reported.
    @Test func placeholdersAndLabelsThatRunOn() {
        let t = table(
            entry("Add a new collaborator...", ["en": text("Add a new collaborator..."), "ru": text("Добавить нового партнера")]),
            entry("Describe the photo…", ["en": text("Describe the photo…"), "nl": text("Omschrijf deze foto")]),
            entry("Preferences…", ["en": text("Preferences…"), "lt": text("Nustatymai")]),
            entry("Show Main Window…", ["en": text("Show Main Window…"), "zh-Hant": text("顯示主視窗")]),
            entry("Finding orphaned files, please wait...", ["en": text("Finding orphaned files, please wait..."), "uk": text("Пошук файлів, зачекайте")]),
            entry("Clear status message after", [
                "en": text("Clear status message after"), "hu": text("Állapotüzenet törlése ennyi idő után:"), "de": text("Statusnachricht löschen nach"),
                "fr": text("Effacer le message d'état après"), "es": text("Borrar el mensaje de estado después de"), "nl": text("Statusbericht wissen na"),
            ]),
            entry("Open with", [
                "en": text("Open with"), "ka": text("გახსნა პროგრამით:"), "de": text("Öffnen mit"), "fr": text("Ouvrir avec"),
                "es": text("Abrir con"), "nl": text("Openen met"),
            ]),
            // VLC appends the time to “Bookmark at”.
            entry("BOOKMARK_DEFAULT_NAME", [
                "en": text("Bookmark at"), "hu": text("Könyvjelző itt:"), "de": text("Lesezeichen bei"), "fr": text("Signet à"),
                "es": text("Marcador en"), "nl": text("Bladwijzer op"),
            ]))
        #expect(findings(check, t).map { "\($0.key!) \($0.locale!)" } == [
            "Preferences… lt", "Show Main Window… zh-Hant", "Finding orphaned files, please wait... uk", "Open with ka",
        ])
    }

    /// `Ending` decides a last character that is no mark, closer or white space without its
    /// sets (`notable`); for every scalar, what it reads must still be what the sets say.
    @Test func everyLastCharacterIsReadAsTheSetsSay() {
        typealias Ending = EndPunctuation.Ending
        let scalars = (0x21...0x2FFFF).compactMap(Unicode.Scalar.init)  // all but the surrogates
        // What each mark is made of, as the type documents it: blank and closing characters
        // are looked through, back to the letter before, so they end the text with none.
        let marks: [(mark: Ending.Mark, scalars: Set<Unicode.Scalar>)] = [
            (.ellipsis, ["…", "⋯"]), (.stop, Ending.stops), (.question, Ending.questions),
            (.exclamation, Ending.exclamations), (.colon, Ending.colons),
        ]
        var wrong: [String] = []
        for scalar in scalars {
            let lookedThrough = Unicode.Scalar.isBlank(scalar.value) || Ending.closers.contains(scalar)
            let expected = lookedThrough ? .none : marks.first { $0.scalars.contains(scalar) }?.mark ?? .none
            let ending = Ending("ab" + String(scalar))
            if ending.mark != expected || ending.isDoubled { wrong.append("U+\(String(scalar.value, radix: 16)) \(ending.mark)") }
        }
        #expect(scalars.count > 100_000)
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
    }

    /// Initials with their points (Budget Flow's “U.S.A.”, “U.A.E.”) end with the abbreviation's
    /// point, not a sentence's; a word's full stop is still wanted.
    @Test func initialsEndWithTheirOwnPoint() {
        let lint = { (source: String, translation: String) in
            messages(EndPunctuation(), table(entry(source, ["en": text(source), "da": text(translation)])))
        }
        #expect(lint("U.S.A.", "USA").isEmpty)
        #expect(lint("U.A.E.", "Forenede Arabiske Emirater").isEmpty)
        #expect(lint("Made in the U.S.A.", "Fremstillet i USA").isEmpty)
        #expect(lint("Saved.", "Gemt").count == 1)
    }

    /// A key Xcode extracted from code with no `en` value is its source: one capitalized word
    /// with its mark reads as text (“Loading…”), an identifier does not (`settings.title`).
    @Test func aOneWordKeyWithItsMarkIsText() {
        #expect(EndPunctuation.readsAsText(key: "Loading…"))
        #expect(EndPunctuation.readsAsText(key: "Settings..."))
        #expect(EndPunctuation.readsAsText(key: "Name:"))
        #expect(EndPunctuation.readsAsText(key: "Check for Updates…"))
        #expect(!EndPunctuation.readsAsText(key: "settings.title"))
        #expect(!EndPunctuation.readsAsText(key: "Settings"))
        #expect(!EndPunctuation.readsAsText(key: "OK."))
        let found = messages(EndPunctuation(), table(entry("Loading…", ["de": text("Lädt")])))
        #expect(found.count == 1 && found[0].contains("does not end with the ellipsis"), "\(found)")
    }

    /// “Host: %@” translated “Hôte :” dropped the value (`placeholder-dropped`); the colon is the
    /// source's own, not one the translation adds.
    @Test func aColonBeforeADroppedValueIsTheSources() {
        let found = messages(EndPunctuation(), table(entry("Host: %@", [
            "en": text("Host: %@"), "fr": text("Hôte :"), "de": text("Host: %@"), "es": text("Host: %@"), "it": text("Host: %@"),
            "nl": text("Host: %@"), "pt": text("Host: %@"),
        ])))
        #expect(found.isEmpty, "\(found)")
    }
}
