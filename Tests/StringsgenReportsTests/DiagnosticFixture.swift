import StringsgenModel

/// The one list of findings every renderer is tested on: errors, warnings and a note; with and
/// without a locale, key and table; a key holding quotes, a backslash, a line break and
/// non-ASCII text; several files (one with a space and a colon in its name); and 12 errors of
/// one rule, past GitHub's 10 annotations per type. Given unsorted on purpose.
enum DiagnosticFixture {
    static let onboarding = "Strings/Onboarding.xcstrings"
    static let settings = "Strings/Settings.xcstrings"
    static let odd = "Strings/Odd name: v2,final.xcstrings"

    /// A key with quotes, a backslash, a line break, a tab, an escape character and non-ASCII text.
    static let quirkyKey = "say \"hi\"\\now\nnext\t\u{1B}[31m — Grüße 👋🏽"

    static let all: [Diagnostic] = {
        var list: [Diagnostic] = [
            Diagnostic(
                rule: "placeholder-mismatch", severity: .error,
                location: SourceLocation(file: settings, line: 40, column: 21), table: "Settings",
                key: "summary.schedule", locale: "de",
                message: #"translation of "summary.schedule" in "de" has 1 placeholder, the source has 2 (%@, %lld): add %lld"#),
            Diagnostic(
                rule: "length-limit", severity: .warning,
                location: SourceLocation(file: onboarding, line: 12, column: 23), table: "Onboarding",
                key: quirkyKey, locale: "ar",
                message: "\"\(quirkyKey)\" in \"ar\" is 131 characters, over the limit of 120 by 11: مرحبا"),
            Diagnostic(
                rule: "unknown-locale", severity: .warning,
                location: SourceLocation(file: onboarding, line: 3, column: 5), table: "Onboarding",
                key: nil, locale: "xx",
                message: #"locale "xx" is in the catalog but has no file in Locales/: add Locales/xx.json or remove it"#),
            Diagnostic(
                rule: "identifier-collision", severity: .error,
                location: SourceLocation(file: settings, line: 7, column: 5), table: "Settings", key: "welcome_title",
                locale: nil,
                message: #"keys "welcome_title" and "welcomeTitle" both become the identifier welcomeTitle: rename one"#),
            Diagnostic(
                rule: "translation-state", severity: .note,
                location: SourceLocation(file: odd, line: 2, column: 9), table: "Odd name: v2,final", key: "a,b:c",
                locale: "fr", message: "\"a,b:c\" in \"fr\" is 100% done but marked needs_review\r: review it"),
            Diagnostic(
                rule: "encoding", severity: .error,
                location: SourceLocation(file: "Locales/de.json", line: 1, column: 1), table: nil, key: nil, locale: nil,
                message: "file is not valid UTF-8 at byte 17\u{1}: save it as UTF-8"),
        ]
        let locales = ["de", "fr", "es", "ja"]
        for i in 0..<12 {
            let locale = locales[i % locales.count]
            list.append(
                Diagnostic(
                    rule: "missing-translation", severity: .error,
                    location: SourceLocation(file: onboarding, line: 100 + 10 * (11 - i), column: 7),
                    table: "Onboarding", key: "screen\(i).title", locale: locale,
                    message: "\"screen\(i).title\" has no translation in \"\(locale)\": translate it"))
        }
        return list
    }()
}
