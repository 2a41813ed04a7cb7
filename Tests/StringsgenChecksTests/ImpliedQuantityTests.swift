import Testing
import StringsgenModel
@testable import StringsgenChecks

/// Issue 30: a `one` form without the number where ICU's rule shows it for 21, 31…; beside it
/// the English `one`, which is 1 alone, and forms whose number the text around shows.
@Suite struct ImpliedQuantityTests {
    let check = ImpliedQuantity()

    @Test func russianOneIsAlso21() {
        let t = table(entry("Found %lld incompatible characters.", [
            "en": plural(["one": "Found an incompatible character.", "other": "Found %lld incompatible characters."]),
            "ru": plural(["one": "Найден некорректный символ.", "few": "Найдено %lld некорректных символа.", "many": "Найдено %lld некорректных символов.", "other": "Найдено %lld некорректных символа."], line: 20),
            "de": plural(["one": "Ein inkompatibles Zeichen gefunden.", "other": "%lld inkompatible Zeichen gefunden."]),
        ]))
        let f = findings(check, t)
        #expect(f.map(\.message) == [
            "‘Found %lld incompatible characters.’ in ‘ru’ (plural one: “Найден некорректный символ.”) shows no number, but ‘ru’ shows this form for 1, 21, 31, …: write the count in it (the source's %lld, or %arg)",
        ])
        #expect(f.first?.location == at(20))
    }

    /// The right Russian form, a French `one` (0 and 1: no count of 0 is shown through it), a
    /// `few` that reads as plural, and a substitution that only chooses the noun after a count
    /// the text shows.
    @Test func formsThatAreRight() {
        let t = table(
            entry("chars", ["en": plural(["one": "Found an incompatible character.", "other": "Found %lld incompatible characters."]),
                            "ru": plural(["one": "Найден %lld некорректный символ.", "few": "Найдены некорректные символы", "many": "Найдено %lld символов", "other": "Найдено %lld символа"]),
                            "fr": plural(["one": "Caractère incompatible trouvé.", "many": "%lld caractères", "other": "%lld caractères incompatibles trouvés."])]),
            entry("files", ["en": text("%lld %#@files@").with(substitution("files", arg: 1, ["one": "file", "other": "files"])),
                            "ru": text("%lld %#@files@").with(substitution("files", arg: 1, ["one": "файл", "few": "файла", "many": "файлов", "other": "файла"]))]))
        #expect(findings(check, t).isEmpty)
    }

    /// What the rule misread on apps it had not seen, beside the same wording as a sentence,
    /// which it still reports: a label the app shows beside a number it draws (Damus's
    /// “Follower”), a count shown beside the substitution by any placeholder (Mastodon's
    /// “%@ %#@posts@”), a form with a placeholder (“%@ kolačić”), and a `one` worded as the
    /// language's form for larger numbers (Vienna's Lithuanian).
    @Test func labelsAndCountsShownOtherwise() {
        let followers = substitution("f", arg: 1, ["one": "Follower", "other": "Followers"])
        let t = table(
            entry("followers", ["en": text("%#@f@").with(followers),
                                "ru": text("%#@f@").with(substitution("f", arg: 1, ["one": "Подписчик", "few": "Подписчика", "many": "Подписчиков", "other": "Подписчика"]))]),
            entry("posts", ["en": text("%@ %#@p@").with(substitution("p", arg: 2, ["one": "post", "other": "posts"])),
                            "ru": text("%@ %#@p@").with(substitution("p", arg: 2, ["one": "пост", "few": "поста", "many": "постов", "other": "поста"]))]),
            entry("cookies", ["en": plural(["one": "%@ cookie", "other": "%@ cookies"]),
                              "hr": plural(["one": "%@ kolačić", "few": "%@ kolačića", "other": "%@ kolačića"])]),
            entry("articles", ["en": plural(["one": "Unread article", "other": "Unread articles"]),
                               "lt": plural(["one": "Neskaityti straipsniai", "few": "Neskaityti straipsniai", "many": "Neskaityti straipsniai", "other": "Neskaityti straipsniai"])]),
            entry("found", ["en": text("%#@f@").with(substitution("f", arg: 1, ["one": "Found a follower.", "other": "Found %arg followers."])),
                            "ru": text("%#@f@").with(substitution("f", arg: 1, ["one": "Найден подписчик.", "few": "Найдено %arg подписчика.", "many": "Найдено %arg подписчиков.", "other": "Найдено %arg подписчика."]))]))
        #expect(findings(check, t).map { "\($0.key!) \($0.locale!)" } == ["found ru"])
    }

    /// Off by default, with `hardcoded-plural-number` (see `isOnByDefault`): on when the
    /// project sets a severity.
    @Test func offUnlessTheProjectTurnsItOn() {
        for id in [ImpliedQuantity.id, HardcodedPluralNumber.id] {
            #expect(SeverityPolicy().severity(ofRule: id) == nil)
            #expect(SeverityPolicy(overrides: [id: .severity(.warning)]).severity(ofRule: id) == .warning)
        }
    }
}
