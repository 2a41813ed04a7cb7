import Testing
import StringsgenModel
@testable import StringsgenChecks

/// Findings real apps showed wrong or missed in round 19 (Simplenote, Criptext, Trust Wallet,
/// dime, Blockstream Green; Photo Club Hub, MinimedKit, Beszel): each beside a case that is
/// still reported.
@Suite struct Round19Tests {
    /// A xib's sample host name, which the code replaces, is the same in every language:
    /// Criptext's MX record view, “dg9rzw50b2tlbnrva2vudg9rzw4.liknaru.com” (3 errors). Its
    /// column title is still asked for.
    @Test func aNibsSampleHostNameIsNotAskedFor() {
        var t = table(
            entry("e3k-R9-6lt.text", ["en": text("dg9rzw50b2tlbnrva2vudg9rzw4.liknaru.com"), "es": text("dg9rzw50b2tlbnrva2vudg9rzw4.liknaru.com")]),
            entry("Hs2-vA-1Kc.text", ["en": text("Priority"), "es": text("Prioridad")]))
        t.isInterfaceBuilder = true
        #expect(messages(MissingTranslation(), t, locales: locales("en", "es", "de")) == ["‘Hs2-vA-1Kc.text’ has no ‘de’ translation: translate “Priority”"])
    }

    /// A placeholder run into the word after it, where the source spaces them: Photo Club Hub's
    /// Dutch “%lldleden” for “%lld members”. Not a unit's symbol (“%dmin”), a suffix after a
    /// hyphen or an apostrophe, nor in Korean, which joins its particles so.
    @Test func aPlaceholderRunIntoTheNextWord() {
        #expect(whitespace("%lld members", "nl", "%lldleden") == [
            "‘k’ in ‘nl’ (“%lldleden”) runs `%lld` into “leden” with no space, where the source has one: the value is shown glued to the word; add the space",
        ])
        #expect(whitespace("%@ selected", "nl", "%@geselecteerd").count == 1)
        #expect(whitespace("%d min left", "de", "%dmin übrig").isEmpty)
        #expect(whitespace("%@ files", "de", "%@-Dateien").isEmpty)
        #expect(whitespace("in %@ folder", "tr", "%@'deki klasörde").isEmpty)
        #expect(whitespace("%@ selected", "ko", "%@을 선택함").isEmpty)
        #expect(whitespace("%d km", "fr", "%dkm").isEmpty)
    }

    /// An HTML entity a tool wrote for a character is shown as written in a `.strings` value:
    /// Simplenote's French widget title “Remarque&nbsp;:”. Not where the source is HTML or has
    /// entities of its own, nor a `&` in words.
    @Test func anHTMLEntityTheSourceLacks() {
        func check(_ source: String, _ translation: String) -> [String] { messages(SpecialCharacters(), source, "fr", translation) }
        #expect(check("Note", "Remarque&nbsp;:") == [
            "‘k’ in ‘fr’ (“Remarque&nbsp;:”) holds “&nbsp;”, which its source does not: write the source's glyphs, remove what a tool left behind",
        ])
        #expect(check("Terms & Conditions", "Conditions&#160;générales").count == 1)
        #expect(check("Terms & Conditions", "Termes & conditions").isEmpty)
        #expect(check("Read <b>this</b>&nbsp;now", "Lisez <b>ceci</b>&nbsp;maintenant").isEmpty)
        #expect(check("Tom &amp; Jerry", "Tom &amp; Jerry en français").isEmpty)
        #expect(check("Save", "Enregistrer &nbsp").isEmpty)
    }

    /// A date format pattern: kept as written it is right (Simplenote's “MMM d, yyyy”: 13
    /// `unchanged-translation` findings); translated, its fields must stay (Dutch “MMM jjjj”,
    /// Russian “МММ гггг”, Turkish “AAA yyyy” went unseen). Reordered fields, quoted words and a
    /// 24-hour clock are a language's own.
    @Test func aDatePattern() {
        #expect(messages(UnchangedTranslation(), "MMM d, yyyy", "de", "MMM d, yyyy").isEmpty)
        #expect(messages(UnchangedTranslation(), "Dark mode", "de", "Dark mode").count == 1)
        #expect(messages(DatePatternCheck(), "MMM yyyy", "nl", "MMM jjjj") == [
            "‘k’ in ‘nl’ (“MMM jjjj”) is a date pattern that lacks the source's year and has `j`, which no date pattern has: the app shows the wrong date; keep the pattern letters of “MMM yyyy”, in the order the language writes dates",
        ])
        #expect(messages(DatePatternCheck(), "MMM yyyy", "ru", "МММ гггг").count == 1)
        #expect(messages(DatePatternCheck(), "MMM yyyy", "tr", "AAA yyyy").count == 1)
        #expect(messages(DatePatternCheck(), "MMM d, yyyy", "de", "d. MMM yyyy").isEmpty)
        #expect(messages(DatePatternCheck(), "MMM d, yyyy", "es", "d 'de' MMM 'de' yyyy").isEmpty)
        #expect(messages(DatePatternCheck(), "h:mm a", "fr", "HH:mm").isEmpty)
        #expect(messages(DatePatternCheck(), "MMM d, yyyy", "ja", "yyyy年M月d日").isEmpty)
        // Words are no pattern, whatever their letters.
        for word in ["Add", "OK", "Dark mode", "Show all", "mm", "%dd", "EEE, MMM d"] {
            #expect((DatePattern.fields(of: word) != nil) == (word == "EEE, MMM d"), "\(word)")
        }
    }

    /// A position written after the `%`'s `$` (`%$1@`) is a specifier gone wrong, never text:
    /// MinimedKit's “Unknown glucose record type: %$1@” shows “$1@”. The one translation that
    /// writes `%1$@` is right, and not told to remove it; a lone `%` in an unformatted key is
    /// still text.
    @Test func aPositionAfterTheDollarSign() {
        let key = "Unknown glucose record type: %$1@"
        let t = table(entry(key, extractionState: "manual", ["en": text(key), "vi": text("Loại bản ghi glucose không xác định: %1$@")]))
        #expect(messages(InvalidFormatSpecifier(), t) == [
            "‘\(key)’ in ‘en’ (“\(key)”) has “%$1@”, its position after the `$` instead of before it: `String(format:)` shows “$1@” and never the value; write `%1$@`",
        ])
        #expect(messages(PlaceholderMismatch(), t).isEmpty)
        let percent = table(entry("k", extractionState: "manual", ["en": text("Save 50% today")]))
        #expect(messages(InvalidFormatSpecifier(), percent).isEmpty)
    }

    /// One plural form left in English where the others are translated: dime's Russian sets
    /// kept the `zero` forms “Empty” and “weeks” (one word, which `unchanged-translation` left
    /// alone). Not where the whole set is kept, nor a form without letters, nor a loanword.
    @Test func aPluralFormLeftInEnglish() {
        func check(_ russian: KeyValuePairs<String, String>) -> [String] {
            messages(UnchangedTranslation(), table(entry("%lld weeks", [
                "en": plural(["zero": "weeks", "one": "%lld week", "other": "%lld weeks"]), "ru": plural(russian),
            ])))
        }
        #expect(check(["zero": "weeks", "one": "%lld неделя", "few": "%lld недели", "many": "%lld недель", "other": "%lld недели"]) == [
            "‘%lld weeks’ in ‘ru’ (plural zero: “weeks”) is the same as the source, “weeks”: translate it, or list it as a do-not-translate term if it is a name",
        ])
        #expect(!check(["zero": "weeks", "one": "%lld week", "other": "%lld weeks"]).contains { $0.contains("zero") })
        #expect(check(["zero": "0", "one": "%lld неделя", "few": "%lld недели", "many": "%lld недель", "other": "%lld недели"]).isEmpty)
        // A loanword the language's other forms write too (Raindrop's Polish “%lld tag”).
        let tags = messages(UnchangedTranslation(), table(entry("%lld tags", [
            "en": plural(["one": "%lld tag", "other": "%lld tags"]), "pl": plural(["one": "%lld tag", "few": "%lld tagi", "many": "%lld tagów", "other": "%lld tagu"]),
        ])))
        #expect(tags.isEmpty, "\(tags)")
    }
}
