import Testing
import StringsgenModel
@testable import StringsgenChecks

/// Issue 23: a plural form with its number written as digits where ICU says the language
/// shows the form for other numbers too; beside each, the form that is right.
@Suite struct HardcodedPluralNumberTests {
    let check = HardcodedPluralNumber()
    let known = locales("en", "fr", "ru", "de")

    @Test func frenchOneIsAlsoZero() {
        let t = table(entry("files", extractionState: "manual", [
            "en": plural(["one": "1 file", "other": "%lld files"]),
            "fr": plural(["one": "1 fichier", "many": "%lld de fichiers", "other": "%lld fichiers"], line: 10),
        ]))
        let f = findings(check, t, locales: known)
        #expect(f.map(\.message) == [
            "‘files’ in ‘fr’ (plural one: “1 fichier”) always says 1, but ‘fr’ shows this form for 0–1: 0 would read “1 fichier”; write the number as a placeholder (%arg, or the source's)",
        ])
        #expect(f.first?.location == at(10))
        // An explicit zero form takes 0, as on Apple platforms: `one` is then only 1.
        let withZero = table(entry("files", extractionState: "manual", [
            "en": plural(["one": "1 file", "other": "%lld files"]),
            "fr": plural(["zero": "Aucun fichier", "one": "1 fichier", "many": "%lld de fichiers", "other": "%lld fichiers"]),
        ]))
        #expect(findings(check, withZero, locales: known).isEmpty)
    }

    @Test func russianOneIsAlso21() {
        let apps = text("%#@apps@").with(substitution("apps", arg: 1, ["one": "%arg app", "other": "%arg apps"]))
        let wrong = text("%#@apps@").with(substitution("apps", arg: 1, ["one": "1 приложение", "few": "%arg приложения", "many": "%arg приложений", "other": "%arg приложения"]))
        let right = text("%#@apps@").with(substitution("apps", arg: 1, ["one": "%arg приложение", "few": "%arg приложения", "many": "%arg приложений", "other": "%arg приложения"]))
        let messages = findings(check, table(entry("apps", extractionState: "manual", ["en": apps, "ru": wrong])), locales: known).map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("21 would read “1 приложение”") == true)
        #expect(findings(check, table(entry("apps", extractionState: "manual", ["en": apps, "ru": right])), locales: known).isEmpty)
    }

    /// English and German `one` is 1 alone: "1 file" is right there. A numeral that is not
    /// the count (a version, a decimal) is no finding.
    @Test func aFormShownForItsNumberAlone() {
        let t = table(
            entry("files", extractionState: "manual", ["en": plural(["one": "1 file", "other": "%lld files"]), "de": plural(["one": "1 Datei", "other": "%lld Dateien"])]),
            entry("v", extractionState: "manual", ["en": plural(["one": "v1.5 ready", "other": "%lld ready"]), "fr": plural(["one": "v1.5 prête", "many": "%lld", "other": "%lld prêtes"])]))
        #expect(findings(check, t, locales: known).isEmpty)
    }

    /// A placeholder's position is no number written (Damus's Russian “%2$@ сатоши”, Element's
    /// “%1$@ піша”, found on apps the rule had not seen); a number beside one still is.
    @Test func aPlaceholdersPositionIsNoNumber() {
        let t = table(
            entry("sats", extractionState: "manual", [
                "en": text("%#@sats@").with(substitution("sats", arg: 1, ["one": "%2$@ sat", "other": "%2$@ sats"])),
                "ru": text("%#@sats@").with(substitution("sats", arg: 1, ["one": "%2$@ сатоши", "few": "%2$@ сатоши", "many": "%2$@ сатоши", "other": "%2$@ сатоши"])),
            ]),
            entry("typing", extractionState: "manual", [
                "en": plural(["one": "%1$@ is typing", "other": "%1$@ are typing"]),
                "ru": plural(["one": "%1$@ и 1 другой печатают", "few": "%lld печатают", "many": "%lld печатают", "other": "%lld печатают"]),
            ]))
        #expect(findings(check, t, locales: known).map(\.key) == ["typing"])
    }

    /// `number(in:)` skips text without an ASCII digit or a byte of 0xD9 or more: it holds
    /// only because no scalar from U+0080 to U+065F is a decimal digit (Unicode's data, as
    /// this Swift has it), and digits of other scripts are still found.
    @Test func digitsOfEveryScriptAreFound() {
        for value in UInt32(0x80)..<0x660 {
            #expect(Unicode.Scalar(value)!.properties.numericType != .decimal, "U+\(String(value, radix: 16)) is a decimal digit")
        }
        #expect(HardcodedPluralNumber.number(in: "Дата 5 мая") == 5)
        #expect(HardcodedPluralNumber.number(in: "ملف ١") == 1)
        #expect(HardcodedPluralNumber.number(in: "ملف واحد") == nil)
        #expect(HardcodedPluralNumber.number(in: "پرونده ۳") == 3)
        #expect(HardcodedPluralNumber.number(in: "फ़ाइल १२") == 12)
        #expect(HardcodedPluralNumber.number(in: "Один файл, версия ½") == nil)
    }
}
