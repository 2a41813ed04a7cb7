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
        func check(_ source: String, _ locale: String, _ translation: String) -> [String] {
            messages(WhitespaceMismatch(), table(entry("k", ["en": text(source), locale: text(translation)])))
        }
        #expect(check("%lld members", "nl", "%lldleden") == [
            "‘k’ in ‘nl’ (“%lldleden”) runs `%lld` into “leden” with no space, where the source has one: the value is shown glued to the word; add the space",
        ])
        #expect(check("%@ selected", "nl", "%@geselecteerd").count == 1)
        #expect(check("%d min left", "de", "%dmin übrig").isEmpty)
        #expect(check("%@ files", "de", "%@-Dateien").isEmpty)
        #expect(check("in %@ folder", "tr", "%@'deki klasörde").isEmpty)
        #expect(check("%@ selected", "ko", "%@을 선택함").isEmpty)
        #expect(check("%d km", "fr", "%dkm").isEmpty)
    }
}
