import Testing
import StringsgenModel
@testable import StringsgenChecks

@Suite struct EncodingCheckTests {
    func damage(_ value: String) -> [String] {
        messages(EncodingCheck(), table(entry("k", ["en": text("Source"), "de": text(value)])))
    }

    @Test(arguments: [
        ("CafÃ©", "Ã©", "é"), ("GrÃ¼ÃŸe", "Ã¼", "ü"), ("Stand up â€” now", "â€”", "—"),
        ("It â€™s", "â€™", "’"), ("Stand up ‚Äî now", "‚Äî", "—"), ("caf√©", "√©", "é"),
        ("ZaÅ‚Ã³Å¼", "Å‚", "ł"), ("Ð¿Ñ€Ð¸Ð²ÐµÑ‚", "Ð¿", "п"), ("ðŸ˜€", "ðŸ˜€", "😀"),
    ])
    func mojibake(value: String, shown: String, intended: String) {
        #expect(damage(value) == [
            "‘k’ in ‘de’ (“\(value)”) has “\(shown)”, text read in the wrong encoding: write “\(intended)” instead",
        ])
    }

    /// Issue 23, pattern 4: French typography (a letter, a no-break space, `»` or `«`) is the
    /// Latin-1 spelling of a CJK character's bytes, but no damage; the same bytes with a
    /// character that no French text has there still are.
    @Test func frenchNoBreakSpacesAreNotMojibake() {
        #expect(damage("« Découvrabilité\u{A0}»").isEmpty)
        #expect(damage("Voilà\u{A0}« ici\u{A0}»").isEmpty)
        #expect(damage("Stand up â€\u{A0}now").count == 1)  // † (E2 80 A0) read as Windows-1252
    }

    @Test func replacementAndControlCharacters() {
        #expect(damage("Gr\u{FFFD}\u{FFFD}e") == [
            "‘k’ in ‘de’ (“Gr\u{FFFD}\u{FFFD}e”) has the replacement character “\u{FFFD}”, left where text could not be read: retype the damaged word",
        ])
        #expect(damage("Bell\u{07}") == ["‘k’ in ‘de’ (“Bell⟨U+0007⟩”) has an invisible control character (U+0007): delete it"])
        #expect(damage("a\u{1B}b") == ["‘k’ in ‘de’ (“a⟨U+001B⟩b”) has an invisible control character (U+001B): delete it"])
        #expect(damage("Größe\u{85}") == ["‘k’ in ‘de’ (“Größe⟨U+0085⟩”) has an invisible control character (U+0085): delete it"])
    }

    @Test(arguments: [
        "Crème brûlée", "« CAFÉ»", "Ärger", "‚Änderung‘", "São Paulo", "Line\r\nbreak\tand tab", "Old Mac\rline break", "√2 ≈ 1.41",
        "Größe", "日本語のテキスト", "Привет", "emoji 🧍‍♀️", "ÑANDÚ", "Ça va", "Å se", "ÂGE",
    ])
    func cleanText(value: String) {
        #expect(damage(value).isEmpty)
    }

    @Test func damageAfterOtherScriptsIsFound() {
        #expect(damage("Привет, CafÃ©") == [
            "‘k’ in ‘de’ (“Привет, CafÃ©”) has “Ã©”, text read in the wrong encoding: write “é” instead",
        ])
        #expect(damage("日本語 テキスト\u{FFFD} مرحبا\u{9F}").count == 2)
        // Damage found once per kind: the first mojibake, and the first control character.
        #expect(damage("â€” Ã© \u{01}\u{02}") == [
            "‘k’ in ‘de’ (“â€” Ã© ⟨U+0001⟩⟨U+0002⟩”) has “â€””, text read in the wrong encoding: write “—” instead",
            "‘k’ in ‘de’ (“â€” Ã© ⟨U+0001⟩⟨U+0002⟩”) has an invisible control character (U+0001): delete it",
        ])
    }

    @Test func sourceIsCheckedEvenWhenNotTranslated() {
        let t = table(entry("k", shouldTranslate: false, ["en": text("StandFit â€” app"), "de": text("Ã©")]))
        #expect(messages(EncodingCheck(), t).count == 1)
    }

    @Test func macRomanTableIsComplete() {
        #expect(Misreading.macRoman.byte(for: "ˇ") == 0xFF)
        #expect(Misreading.macRoman.byte(for: "Ä") == 0x80)
        #expect(Misreading.windows1252.byte(for: "Ÿ") == 0x9F)
    }
    /// An accented vowel before “…” and a quotation mark (Spanish “aquí……”, Portuguese “é…””)
    /// reads as the Windows-1252 bytes of a Hangul syllable or a Han character, which no Latin-
    /// script language writes: no damage. In Korean, the same misreading is.
    @Test func aMisreadingIntoCJKIsDamageOnlyInCJK() {
        #expect(damage("Por favor ingrese la URL aquí……").isEmpty)
        #expect(damage("Ele disse “Não é…”").isEmpty)
        let korean = messages(EncodingCheck(), table(entry("k", ["en": text("Source"), "ko": text("URL aquí……")])))
        #expect(korean.count == 1, "\(korean)")
    }

    /// A letter of the language before a dash (OsmAnd's Norwegian “Navn Å–A”, German “Name
    /// Ä–A”) reads as the Windows-1252 bytes of “Ŗ” or “Ė”: no damage in a language that writes
    /// “Å” or “Ä”. Polish “Å‚” for “ł” is.
    @Test func aLetterOfTheLanguageBeforeADashIsNoDamage() {
        let t = table(entry("sort", ["en": text("Name Z–A"), "nb": text("Navn Å–A"), "de": text("Name Ä–A"), "pl": text("Nazwa Å–A"), "lv": text("Vārds Ä–A")]))
        #expect(findings(EncodingCheck(), t).map(\.locale) == ["pl", "lv"])
        let polish = table(entry("k", ["en": text("Source"), "pl": text("WÅ‚Ä…cz")]))
        #expect(findings(EncodingCheck(), polish).count == 1)
    }
}

/// How values are quoted in every message.
@Suite struct MessageTextTests {
    /// A literal backslash is doubled, so a `\n` typed as two characters (Pearcleaner's
    /// Japanese) is told from a line break; text with neither is shown as it is.
    @Test func aLiteralBackslashIsToldFromALineBreak() {
        #expect(MessageText.quote("閉じられます。\\nこれは") == "“閉じられます。\\\\nこれは”")
        #expect(MessageText.quote("閉じられます。\nこれは") == "“閉じられます。\\nこれは”")
        #expect(MessageText.quote("C:\\Users\ttab") == "“C:\\\\Users\\ttab”")
        #expect(MessageText.quote("Plain text") == "“Plain text”")
    }

}
