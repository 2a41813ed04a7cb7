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
}
