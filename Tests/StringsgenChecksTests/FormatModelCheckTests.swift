import Testing
import StringsgenModel
@testable import StringsgenChecks

/// Issue 23: every form of a substitution is checked with the substitution's own
/// `formatSpecifier`, through the one format model (`FormatModel`); each false-error pattern
/// seen in real apps has its true case beside it.
@Suite struct FormatModelCheckTests {
    /// The crash lint let through: German `%@ Gerät` in an `lld` substitution (SIGSEGV in
    /// `String(format:)`), and `%a Geräte` (a typo for `%arg`, shown as `0x0p+0 Geräte`).
    @Test func aSubstitutionFormThatReadsItsNumberWrongly() {
        let source = text("%#@devices@").with(substitution("devices", ["one": "%arg device", "other": "%arg devices"]))
        let wrong = text("%#@devices@").with(substitution("devices", ["one": "%@ Gerät", "other": "%a Geräte"], line: 10))
        let right = text("%#@devices@").with(substitution("devices", ["one": "%arg Gerät", "other": "%lld Geräte"], line: 20))
        let t = table(entry("k", ["en": source, "de": wrong, "fr": right]))
        let f = findings(InvalidFormatSpecifier(), t)
        #expect(f.map(\.message) == [
            "‘k’ in ‘de’ (substitution devices, plural one): `%@` shows the number of the substitution `devices` (formatSpecifier \"lld\") as text, which crashes the app; write `%arg` for the number",
            "‘k’ in ‘de’ (substitution devices, plural other): `%a` shows the number of the substitution `devices` (formatSpecifier \"lld\") as a number with decimals, which prints something else; write `%arg` for the number",
        ])
        #expect(f.map(\.location) == [at(10), at(11)])
        #expect(f.allSatisfy { $0.locale == "de" })
    }

    /// The same wrong form in the source language is reported there too (`generate` refuses it:
    /// the accessors are generated from the source).
    @Test func aWrongFormInTheSource() {
        let source = text("%#@n@").with(substitution("n", ["one": "%@ file", "other": "%arg files"]))
        #expect(messages(InvalidFormatSpecifier(), table(entry("k", ["en": source]))).count == 1)
    }

    /// Conversions Foundation never shows as meant (`%D`, `%s`, `%'d`, `%Lf`), beside the ones it does.
    @Test func conversionsFoundationDoesNotShow() {
        let t = table(
            entry("a %d", ["en": text("%d files"), "de": text("%D Dateien")]),
            entry("b %@", ["en": text("Hi %@"), "de": text("Hallo %s")]),
            entry("c %f", ["en": text("%f km"), "de": text("%Lf km"), "fr": text("%lf km"), "es": text("%.1f km")]),
            entry("d %d", ["en": text("%d files"), "de": text("%'d Dateien"), "fr": text("%-5d fichiers")]))
        let f = messages(InvalidFormatSpecifier(), t)
        #expect(f == [
            "‘a %d’ in ‘de’ (“%D Dateien”): `%D` is printed as written by Foundation on Linux; use `%d` or `%lld`",
            "‘b %@’ in ‘de’ (“Hallo %s”): `%s` reads a C string, which Swift code never passes (the app shows nothing or \"(null)\"); use `%@`",
            "‘c %f’ in ‘de’ (“%Lf km”): `%Lf` has a length modifier that Swift's arguments do not have, so it prints something else; use `%f`",
            "‘d %d’ in ‘de’ (“%'d Dateien”): `%'d` has a flag Foundation does not know, so it is printed as written; use `%d` or `%lld`",
        ])
    }
}
