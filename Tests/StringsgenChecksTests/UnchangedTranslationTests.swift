import Testing
import StringsgenModel
@testable import StringsgenChecks

@Suite struct UnchangedTranslationTests {
    func check(_ source: String, _ translation: String, locale: String = "de", terms: [String] = []) -> [String] {
        messages(
            UnchangedTranslation(), table(entry("k", ["en": text(source), locale: text(translation)])),
            locales: terms.isEmpty ? nil : locales("en", locale, doNotTranslate: terms))
    }

    @Test func twoWordsOrMore() {
        #expect(check("Get started", "Get started") == [
            "‘k’ in ‘de’ (“Get started”) is the same as the source, “Get started”: translate it, or list it as a do-not-translate term if it is a name",
        ])
        #expect(check("%lld stands today", "%lld stands today").count == 1)
    }

    /// A key Xcode marks `stale` is still asked to be translated: Xcode marks so every key it
    /// did not see used, and DockDoor's 2,084 values left in English are of keys its wrapper
    /// uses. It is asked to vary by plural no more (Glucosy's `%lld dose(s) selected`).
    @Test func aStaleKeyIsStillTranslatedButNotVaried() {
        let t = table(
            entry("Bolus %@ U", extractionState: "stale", ["en": text("Bolus %@ U"), "de": text("Bolus %@ U")]),
            entry("%lld dose(s) selected", extractionState: "stale", ["en": text("%lld dose(s) selected"), "de": text("%lld Dosis/Dosen ausgewählt")]),
            entry("Get started", ["en": text("Get started"), "de": text("Get started")]),
            entry("%lld file(s) selected", ["en": text("%lld file(s) selected"), "de": text("%lld Datei(en) ausgewählt")]))
        #expect(findings(UnchangedTranslation(), t).map(\.key) == ["Bolus %@ U", "Get started"])
        #expect(findings(PluralCandidate(), t).map(\.key) == ["%lld file(s) selected"])
    }

    /// A value marked `new` that is still the source's text is reported once, by
    /// `missing-translation` (Cork had 1,896 values reported by both rules); where that rule
    /// does not ask for the locale, it is this rule's.
    @Test func aValueMarkedNewIsMissingTranslationsAlone() {
        let t = table(entry("update.title", ["en": text("Updating packages"), "de": text("Updating packages", state: "new")]))
        #expect(messages(MissingTranslation(), t, required: ["en", "de"]).count == 1)
        #expect(messages(UnchangedTranslation(), t, required: ["en", "de"]).isEmpty)
        #expect(messages(UnchangedTranslation(), t, required: ["en"]).count == 1)
        let translated = table(entry("update.title", ["en": text("Updating packages"), "de": text("Updating packages")]))
        #expect(messages(UnchangedTranslation(), translated, required: ["en", "de"]).count == 1)
    }

    /// A Japanese source written in Latin letters is already English (azooKey's “Caps lock”);
    /// Korean and Italian keeping it are still told.
    @Test func aSourceOfAnotherScriptWrittenInLatinLetters() {
        let t = table(entry("Caps lock", ["ja": text("Caps lock"), "en": text("Caps lock"), "ko": text("Caps lock"), "it": text("Caps lock")]), source: "ja")
        #expect(findings(UnchangedTranslation(), t).map(\.locale) == ["ko", "it"])
    }

    @Test func nonTriggering() {
        #expect(check("OK", "OK").isEmpty)
        #expect(check("StandFit", "StandFit").isEmpty)
        #expect(check("StandFit Pro", "StandFit Pro", terms: ["StandFit"]).isEmpty)
        #expect(check("%@ %@", "%@ %@").isEmpty)
        #expect(check("Get started", "Los geht’s").isEmpty)
        #expect(check("Get started", "Get started", locale: "en-GB").isEmpty)
        // An address is one word, the same in every language (swift-paperless's placeholder URL);
        // words joined by `/` are still words.
        #expect(check("paperless.example.com", "paperless.example.com").isEmpty)
        #expect(check("name@example.com", "name@example.com").isEmpty)
        #expect(check("Date/Time", "Date/Time").count == 1)
    }

    /// A plural form the language never selects is no one's to read (Canvas's Haitian Creole
    /// `two`, left in English); the same text in a form it selects is reported.
    @Test func formsNoOneSees() {
        let t = table(entry("missing", [
            "en": plural(["one": "Hide %d missing item", "two": "Hide %d missing items", "other": "Hide %d missing items"]),
            "ht": plural(["one": "Kache %d atik ki manke", "two": "Hide %d missing items", "other": "Hide %d missing items"]),
        ]))
        #expect(findings(UnchangedTranslation(), t).map { "\($0.locale!) \($0.path ?? "")" } == ["ht plural other"])
    }

    /// Names, not words, found on apps the rule had not seen: a copyright line, an address with
    /// a scheme, a command's syntax; beside them a sentence left in English.
    @Test func namesThatStayAsWritten() {
        let t = table(
            entry("copyright", ["en": text("© Ascensio System SIA"), "fr": text("© Ascensio System SIA")]),
            entry("relay", ["en": text("e.g. wss://relay.example.com"), "pt": text("e.g. wss://relay.example.com")]),
            entry("group", ["en": text("create|invite|leave|list"), "ko": text("create|invite|leave|list")]),
            entry("sentence", ["en": text("Leave the group"), "ko": text("Leave the group")]))
        #expect(findings(UnchangedTranslation(), t).map(\.key) == ["sentence"])
    }

    /// The platform's and common services' names, which every language keeps as written
    /// (ProtonVPN's “Face ID”, ONLYOFFICE's “OneDrive for Business”), and a sentence around one,
    /// which is still English; Chinese writes “面容 ID”, German “WLAN”.
    @Test func platformNamesStayAsWritten() {
        #expect(check("Face ID", "Face ID").isEmpty)
        #expect(check("iCloud Drive", "iCloud Drive", locale: "bg").isEmpty)
        #expect(check("OneDrive for Business", "OneDrive for Business", locale: "it").isEmpty)
        #expect(check("GitHub: v%@", "GitHub: v%@", locale: "es").isEmpty)
        #expect(check("Open in Safari", "Open in Safari").count == 1)
        #expect(check("Allow Face ID", "Allow Face ID").count == 1)
        #expect(check("N/A", "N/A", locale: "fr").count == 1)
        #expect(check("Face ID", "Face ID", locale: "zh-Hans").count == 1)
        #expect(check("AirDrop & AirPlay", "AirDrop & AirPlay", locale: "zh-Hans").count == 1)
        // Apple's Traditional Chinese keeps these (“使用 AirDrop”, Sudoku's “Game Center”).
        #expect(check("AirDrop & AirPlay", "AirDrop & AirPlay", locale: "zh-Hant").isEmpty)
        #expect(check("Game Center", "Game Center", locale: "zh-TW").isEmpty && check("Face ID", "Face ID", locale: "zh-HK").isEmpty)
        #expect(check("Mission Control", "Mission Control", locale: "zh-Hant").count == 1)
        #expect(check("Game Center", "Game Center", locale: "zh-Hans").count == 1)
        #expect(check("Apple Intelligence", "Apple Intelligence", locale: "nb").isEmpty)
        // Wi-Fi is kept (Yattee's, in 16 of 22 languages) but in German and Simplified Chinese.
        #expect(check("Wi-Fi", "Wi-Fi", locale: "fr").isEmpty && check("Wi-Fi", "Wi-Fi", locale: "zh-Hant").isEmpty)
        #expect(check("Wi-Fi", "Wi-Fi").count == 1 && check("Wi-Fi", "Wi-Fi", locale: "zh-Hans").count == 1)
        #expect(check("Wi-Fi only", "Wi-Fi only", locale: "fr").count == 1)
    }

    /// Info.plist's copyright line is a legal notice kept as written, “©” or not (ShelfPlayer).
    @Test func infoPlistsCopyrightLineIsKept() {
        var t = table(entry("NSHumanReadableCopyright", ["en": text("2025 Rasmus Krämer & ShelfPlayer contributors"), "de": text("2025 Rasmus Krämer & ShelfPlayer contributors")]))
        t.name = "InfoPlist"
        #expect(messages(UnchangedTranslation(), t).isEmpty)
        t.name = "Localizable"
        #expect(messages(UnchangedTranslation(), t).count == 1)
    }

    /// An English word beside a count, left as it is in a language not written in Latin letters
    /// (KeePassium's Russian and Thai “%d items”), is English there; not in Latin letters (Polish
    /// may keep a term), nor a unit or a short word (“%d km”, “%@ Pro”).
    @Test func anEnglishWordBesideACountInAnotherScript() {
        #expect(check("%d items", "%d items", locale: "ru").count == 1)
        #expect(check("%d items", "%d items", locale: "th").count == 1)
        #expect(check("%d items", "%d items", locale: "sr-Latn").isEmpty)
        #expect(check("%d items", "%d items", locale: "pl").isEmpty)
        #expect(check("%d km", "%d km", locale: "ru").isEmpty)
        #expect(check("%@ Pro", "%@ Pro", locale: "ja").isEmpty)
        #expect(check("items", "items", locale: "ru").isEmpty)
    }

    /// The source's English left with spaces around it (Unstoppable's Turkish “Failed to restore
    /// contacts ”): still the source's text.
    @Test func spacesAroundAreStillTheSource() {
        #expect(check("Failed to restore contacts", "Failed to restore contacts ", locale: "tr") == [
            "‘k’ in ‘tr’ (“Failed to restore contacts ”) is the same as the source but for the spaces around it, “Failed to restore contacts ”: translate it, or list it as a do-not-translate term if it is a name",
        ])
        // Other capitals may be the language's own words in its own case (Danish “IMAP port”).
        #expect(check("IMAP Port", "IMAP port", locale: "da").isEmpty)
        #expect(check("Total value locked", "Total value locked!", locale: "ko").isEmpty)
        #expect(check("Open the file", "Öffne die Datei", locale: "de").isEmpty)
        // Apple's Chinese keeps “App Store” and “Apple Pay” as written (Pearcleaner's 19 languages do).
        #expect(check("App Store", "App Store", locale: "zh-Hant").isEmpty)
        #expect(check("Apple Pay", "Apple Pay", locale: "zh-Hans").isEmpty)
        #expect(check("Open the App Store", "Open the App Store", locale: "zh-Hans").count == 1)
        #expect(check("Wi-Fi Settings", "Wi-Fi Settings").count == 1)
        // A name inside a word, and names others translate (“Google Диск”).
        #expect(check("Face IDs", "Face IDs").count == 1)
        #expect(check("Google Drive", "Google Drive", locale: "ru").count == 1)
        // Apple's display features and Macs (OnlySwitch, Applite): Chinese writes “原彩”.
        #expect(check("True Tone", "True Tone", locale: "ru").isEmpty)
        #expect(check("Night Shift", "Night Shift", locale: "de").isEmpty)
        #expect(check("Intel Mac", "Intel Mac", locale: "fr").isEmpty)
        #expect(check("Apple Silicon Mac", "Apple Silicon Mac", locale: "ja").isEmpty)
        #expect(check("True Tone", "True Tone", locale: "zh-Hans").count == 1)
        #expect(check("Restart your Mac", "Restart your Mac", locale: "fr").count == 1)
        #expect(check("Google Play", "Google Play", locale: "it").isEmpty && check("Android Auto", "Android Auto", locale: "da").isEmpty)
    }

    /// One token of parts, not words (fresh apps' `$(PRODUCT_NAME)`, `mg/dL`, `A-Z`, `JIT-Less`,
    /// `P2P/BitTorrent`, `user/tap`), beside joined words left in English.
    @Test func tokensMadeOfParts() {
        for token in ["$(PRODUCT_NAME)", "@john@example.social", "leaf_type", "P2P/BitTorrent", "mg/dL", "km/h", "A-Z", "JIT-Less", "E-mail", "user/tap", " mmol/L\n", "R&B", "AT&T"] {
            #expect(UnchangedTranslation.isOneToken(token), "\(token)")
        }
        // Rates of units and notation with degrees (OsmAnd's “m/s”, “L/h”, “DD°MM′SS″”).
        for token in ["m/s", "L/h", "DD°MM′SS″"] { #expect(UnchangedTranslation.isOneToken(token), "\(token)") }
        for words in ["Play/Pause", "On/Off", "Auto-approved", "Local-only", "Leave the group", "Mute/Unmute", "Settings", "N/A", "w/o", "N/D", "Rock&Roll"] {
            #expect(!UnchangedTranslation.isOneToken(words), "\(words)")
        }
        let t = table(
            entry("units", ["en": text("mg/dL"), "ar": text("mg/dL")]),
            entry("toggle", ["en": text("Play/Pause"), "ar": text("Play/Pause")]))
        #expect(findings(UnchangedTranslation(), t).map(\.key) == ["toggle"])
    }

    /// A place name that the languages in Latin letters keep and the others transliterate
    /// (Mullvad's relay locations: 282 findings); a text the other scripts keep too is left
    /// untranslated, and still found.
    @Test func aNameOtherScriptsTransliterate() {
        let t = table(
            entry("Buenos Aires", [
                "en": text("Buenos Aires"), "de": text("Buenos Aires"), "fr": text("Buenos Aires"), "pl": text("Buenos Aires"),
                "ja": text("ブエノスアイレス"), "ru": text("Буэнос-Айрес"),
            ]),
            entry("Open Settings", [
                "en": text("Open Settings"), "de": text("Open Settings"), "fr": text("Open Settings"), "pl": text("Open Settings"),
                "ja": text("Open Settings"), "ru": text("Открыть настройки"),
            ]))
        #expect(findings(UnchangedTranslation(), t).map { "\($0.key!) \($0.locale!)" } == [
            "Open Settings de", "Open Settings fr", "Open Settings pl", "Open Settings ja",
        ])
    }

    /// Also not left in English, on fresh apps: a key commented “Do not translate” (GoMap's
    /// storyboard placeholders; “do not translate them”, of placeholders, is no such comment), notation with no two letters together (a cube's moves), and
    /// a name four in five of the key's other languages keep as it is (“ProtonVPN Secure Core”); a
    /// sentence one language left in English while the others translate it is still found,
    /// and so is a label that most languages translate, or that has no mark of a name.
    @Test func notesNotationAndNamesOtherLanguagesKeep() {
        let t = table(
            entry("placeholder", comment: "Placeholder - Do not translate", ["en": text("Title title title"), "de": text("Title title title")]),
            entry("moves", ["en": text("R U R' U'"), "fr": text("R U R' U'")]),
            entry("left", comment: "Put {actor0} in the right place but do not translate them", ["en": text("{actor0} left the call"), "de": text("{actor0} left the call")]),
            entry("feature", [
                "en": text("ProtonVPN Secure Core"), "de": text("ProtonVPN Secure Core"), "fr": text("ProtonVPN Secure Core"), "ja": text("ProtonVPN Secure Core"), "ru": text("ProtonVPN Secure Core"), "it": text("ProtonVPN Secure Core"),
                "es": text("Núcleo Seguro"),
            ]),
            entry("label", ["en": text("Open Settings"), "de": text("Open Settings"), "fr": text("Ouvrir les réglages"), "ja": text("設定を開く")]),
            entry("sentence", ["en": text("Sign in to continue"), "de": text("Sign in to continue"), "fr": text("Sign in to continue"), "ja": text("続けるにはサインイン")]))
        #expect(findings(UnchangedTranslation(), t).map { "\($0.key!) \($0.locale!)" } == [
            "left de", "label de", "sentence de", "sentence fr",
        ])
        #expect(UnchangedTranslation.isNameShaped("iCloud Drive") && UnchangedTranslation.isNameShaped("GitHub: v%@"))
        // An acronym with a number names a service (NHS COVID-19's “NHS 111 online”); a number alone does not.
        #expect(UnchangedTranslation.isNameShaped("NHS 111 online") && !UnchangedTranslation.isNameShaped("Error 404 not found"))
        #expect(!UnchangedTranslation.isNameShaped("Yes I am taking part in an MHRA-approved COVID-19 vaccine clinical trial"))
        #expect(!UnchangedTranslation.isNameShaped("Sign in to continue") && !UnchangedTranslation.isNameShaped("Clear Logs"))
        #expect(!UnchangedTranslation.isNameShaped("Search GIFs") && !UnchangedTranslation.isNameShaped("Face ID"))
        // Letters joined by a hyphen are one word (WireGuard's “Wi-Fi”, Keka's Blu-ray sizes); a
        // sentence with such a word is still text.
        #expect(UnchangedTranslation.isNameShaped("Wi-Fi") && UnchangedTranslation.isNameShaped("25 GB Blu-ray (SL)"))
        #expect(!UnchangedTranslation.isNameShaped("Burn to a Blu-ray disc") && !UnchangedTranslation.isNameShaped("Auto-approved"))
        #expect(UnchangedTranslation.isNameShaped("Hip-Hop") && !UnchangedTranslation.isNameShaped("Show Mini-Chart"))
        // A person's handle marks a name (Mos's credits); a placeholder after `@` or an address does not.
        #expect(UnchangedTranslation.isNameShaped("Andrew Mclaren(@mclvren)") && UnchangedTranslation.isNameShaped("jrthsr700tmax(@jrthsr700tmax), Crizant(@crizant)"))
        #expect(!UnchangedTranslation.isNameShaped("Reply to @%@") && !UnchangedTranslation.isNameShaped("Write to support@example.com"))
        #expect(!UnchangedTranslation.isNameShaped("Changed {{settingID}} to {{newValue}}."))
        // A letter English does not write, in an English source: a person's name.
        #expect(UnchangedTranslation.isNameShaped("Ngô Phi Phương", englishSource: true) && UnchangedTranslation.isNameShaped("Shiki Suen (孙志贵)", englishSource: true))
        #expect(!UnchangedTranslation.isNameShaped("Ngô Phi Phương") && !UnchangedTranslation.isNameShaped("Café open now", englishSource: true))
        let names = table(entry("contributor", [
            "en": text("Ngô Phi Phương"), "de": text("Ngô Phi Phương"), "fr": text("Ngô Phi Phương"), "ja": text("Ngô Phi Phương"), "vi": text("Ngô Phi Phương"),
        ]))
        #expect(findings(UnchangedTranslation(), names).isEmpty)
        // “Wi-Fi” kept by five languages of six is a name; “Auto-approved” kept so is not.
        let hyphenated = table(
            entry("wifi", ["en": text("Wi-Fi"), "de": text("WLAN"), "fr": text("Wi-Fi"), "it": text("Wi-Fi"), "ja": text("Wi-Fi"), "pl": text("Wi-Fi"), "es": text("Wi-Fi")]),
            entry("auto", ["en": text("Auto-approved"), "de": text("Automatisch genehmigt"), "fr": text("Auto-approved"), "it": text("Auto-approved"), "ja": text("Auto-approved"), "pl": text("Auto-approved"), "es": text("Auto-approved")]))
        #expect(findings(UnchangedTranslation(), hyphenated).map { "\($0.key!) \($0.locale!)" } == ["auto fr", "auto it", "auto ja", "auto pl", "auto es"])
        // Filler standing in for content (Impressia's skeleton rows) is not to be translated.
        let filler = table(entry("placeholder.line1", ["en": text("Lorem ipsum dolor sit amet"), "de": text("Lorem ipsum dolor sit amet")]))
        #expect(findings(UnchangedTranslation(), filler).isEmpty)
        // A key that says its value is a name (KeePassium's file providers, kept by 20 languages).
        for key in ["[FileProvider/Synology Drive/name]", "app_name", "CFBundleDisplayName", "service.name"] {
            #expect(findings(UnchangedTranslation(), table(entry(key, ["en": text("Synology Drive"), "de": text("Synology Drive")]))).isEmpty, "\(key)")
            #expect(UnchangedTranslation.keySaysName(key), "\(key)")
        }
        // Not a key whose last word is another, nor “rename”, “username” or “nameless”.
        for key in ["name.placeholder", "rename_file", "username", "Rename", "nameless", "filename"] {
            #expect(!UnchangedTranslation.keySaysName(key), "\(key)")
        }
        #expect(findings(UnchangedTranslation(), table(entry("name.placeholder", ["en": text("Enter your name"), "de": text("Enter your name")]))).count == 1)
        // A label for a name, and a key that is its own English, are text (Whisky, DockDoor).
        #expect(findings(UnchangedTranslation(), table(entry("pin.name", ["en": text("Pin name:"), "pt-BR": text("Pin name:")]))).count == 1)
        #expect(findings(UnchangedTranslation(), table(entry("Show App Name", ["en": text("Show App Name"), "af": text("Show App Name")]))).count == 1)
        #expect(findings(UnchangedTranslation(), table(entry("CPU & GPU", ["en": text("CPU & GPU"), "de": text("CPU & GPU")]))).isEmpty)
        #expect(findings(UnchangedTranslation(), table(entry("reminder_option_hours", ["en": text("{HOURS} h {MINUTES}'"), "fr": text("{HOURS} h {MINUTES}'")]))).isEmpty)
        #expect(findings(UnchangedTranslation(), table(entry("config.dxvkHud", ["en": text("DXVK HUD"), "de": text("DXVK HUD")]))).isEmpty)
        #expect(findings(UnchangedTranslation(), table(entry("PLOT OUTLINE", ["en": text("PLOT OUTLINE"), "de": text("PLOT OUTLINE")]))).count == 1)
        #expect(findings(UnchangedTranslation(), table(entry("DIRECTED BY", ["en": text("DIRECTED BY"), "de": text("DIRECTED BY")]))).count == 1)
        #expect(findings(UnchangedTranslation(), table(entry("TV SHOW", ["en": text("TV SHOW"), "de": text("TV SHOW")]))).count == 1)
        // A reading's notation: acronyms, symbols of measures and placeholders (Meshtastic), a rate (Tunnelblick's “B/s”), a duration (GlucoseDirect),
        // a data rate (Synctrain).
        for notation in ["RSSI %d dBm", "SNR %@dB", "B/s", "%.1f MHz", "%1$@d %2$@h %3$@min", "%lld Mbit/s", "%lld kB/s", "%lld KiB/s"] {
            #expect(findings(UnchangedTranslation(), table(entry(notation, ["en": text(notation), "fr": text(notation)]))).isEmpty, "\(notation)")
        }
        #expect(findings(UnchangedTranslation(), table(entry("Ack SNR: %@ dB", ["en": text("Signal strength: %@ dB"), "fr": text("Signal strength: %@ dB")]))).count == 1)
        #expect(findings(UnchangedTranslation(), table(entry("CPU & Neural Engine", ["en": text("CPU & Neural Engine"), "de": text("CPU & Neural Engine")]))).count == 1)
        #expect(findings(UnchangedTranslation(), table(entry("sort_by_name", ["en": text("Sort by name"), "de": text("Sort by name")]))).count == 1)
        #expect(findings(UnchangedTranslation(), table(entry("PHRASE_${applicationName}", ["en": text("Play radio in ${applicationName}"), "de": text("Play radio in ${applicationName}")]))).count == 1)
    }
}
