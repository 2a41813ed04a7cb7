import Testing
import StringsgenModel
@testable import StringsgenChecks

/// Issue 30: two plural forms a language tells apart, written the same; beside them, forms
/// that are alike by the language's own grammar (`NounAgreement`). The rule is on by default
/// as a warning (its precision on apps it had not seen is measured in the README).
@Suite struct SamePluralsTests {
    let check = SamePlurals()

    /// The languages whose forms are compared, each: the locales of the findings.
    func flagged(_ forms: KeyValuePairs<String, LocalizedContent>, source: LocalizedContent = plural(["one": "%d line", "other": "%d lines"])) -> [String] {
        var localizations: [(String, LocalizedContent)] = [("en", source)]
        localizations += forms.map { ($0.key, $0.value) }
        let e = Entry(
            key: "k", location: at(1), localizations: localizations.map { Localization(locale: $0.0, location: at(1), content: $0.1) })
        return findings(check, table(e)).map { $0.locale! }
    }

    @Test func russianFewAsMany() {
        let t = table(entry("%d line(s)", [
            "en": plural(["one": "%d line", "other": "%d lines"]),
            "ru": plural(["one": "%d линия", "few": "%d линии", "many": "%d линии", "other": "%d линии"], line: 30),
            "nl": plural(["one": "%d regel", "other": "%d regel"], line: 40),
            "de": plural(["one": "%d Zeile", "other": "%d Zeilen"]),
        ]))
        let f = findings(check, t)
        #expect(f.map(\.message) == [
            "‘%d line(s)’ in ‘ru’ writes few (for 2–4, 22–24, 32–34, …) and many (for 0, 5–20, 25–30, …) the same, “%d линии”: reword the form whose numbers it does not fit",
            "‘%d line(s)’ in ‘nl’ writes one (for 1) and other (for 0, 2–999) the same, “%d regel”: reword the form whose numbers it does not fit",
        ])
        // Russian `other` (decimals) reads like `few`: not compared.
        #expect(f.first?.location == at(32))
    }

    /// Indeclinable loanwords read alike in every form: Russian “прокси” (Anywhere: 2 warnings),
    /// Ukrainian “проксі”.
    @Test func indeclinableTechnicalLoanwords() {
        #expect(flagged([
            "ru": plural(["one": "%d прокси", "few": "%d прокси", "many": "%d прокси", "other": "%d прокси"]),
            "uk": plural(["one": "%d проксі", "few": "%d проксі", "many": "%d проксі", "other": "%d проксі"]),
        ]).isEmpty)
    }

    /// A source whose forms are alike leaves nothing to vary.
    @Test func aSourceThatDoesNotVary() {
        let t = table(entry("%lld", ["en": plural(["one": "%lld", "other": "%lld"]), "ru": plural(["one": "%lld", "few": "%lld", "many": "%lld", "other": "%lld"])]))
        #expect(findings(check, t).isEmpty)
    }

    /// Blank forms of categories the source language does not use say nothing of whether it
    /// varies: "%d Unread" for `one` and `other` and "" for `two`, `few`, `many` does not
    /// (Canvas's catalog).
    @Test func blankSourceFormsDoNotMakeItVary() {
        let source = plural(["zero": "", "one": "%d Unread", "two": "", "few": "", "many": "", "other": "%d Unread"])
        #expect(flagged(["fr": plural(["one": "%d Non lu", "many": "%d Non lu", "other": "%d Non lu"])], source: source).isEmpty)
        #expect(flagged(["fr": plural(["one": "%d fichier", "many": "%d fichiers", "other": "%d fichier"])]) == ["fr"])
    }

    /// A pronoun, preposition or conjunction after the count is not its noun ("%d Me gusta",
    /// "%d mi piace", "%d sense llegir"); a noun still is ("%d grupos" for 1).
    @Test func romanceFunctionWordsAfterTheCount() {
        let likes = plural(["one": "%d like", "other": "%d likes"])
        #expect(flagged(["es": plural(["one": "%d Me gusta", "many": "%d Me gusta", "other": "%d Me gusta"])], source: likes).isEmpty)
        #expect(flagged(["it": plural(["one": "%d mi piace", "many": "%d mi piace", "other": "%d mi piace"])], source: likes).isEmpty)
        #expect(flagged(["ca": plural(["one": "%d sense llegir", "other": "%d sense llegir"])]).isEmpty)
        #expect(flagged(["pt-BR": plural(["one": "%d grupos", "many": "%d grupos", "other": "%d grupos"])]) == ["pt-BR"])
    }

    /// Languages that keep the noun after a number in one form (Turkish), or whose alike forms
    /// cannot be told from a copy without a dictionary (German "Pixel", Polish, Croatian), are
    /// not compared; a form that is only the number has no word to change.
    @Test func languagesNotCompared() {
        #expect(flagged([
            "tr": plural(["one": "%d satır", "other": "%d satır"]),
            "de": plural(["one": "%d Zeile", "other": "%d Zeile"]),
            "pl": plural(["one": "%d linia", "few": "%d linii", "many": "%d linii", "other": "%d linii"]),
            "hr": plural(["one": "%d korisnik", "few": "%d korisnika", "other": "%d korisnika"]),
            "he": plural(["one": "שורה אחת", "two": "%d שורות", "other": "%d שורות"]),
            "uk": plural(["one": "%d", "few": "%d", "many": "%d", "other": "%d"]),
            "ca": plural(["one": "%d línia", "other": "%d línia"]),
        ]) == ["ca"])
    }

    /// A count shown with decimals takes one wording for every number; a count with no word
    /// after it (at the end, before punctuation, glued to a unit) has none to agree.
    @Test func countsWithoutANounToAgree() {
        #expect(flagged(["ru": plural(["one": "%.1f пикселя", "few": "%.1f пикселя", "many": "%.1f пикселя", "other": "%.1f пикселя"])],
                        source: plural(["one": "%.1f pixel", "other": "%.1f pixels"])).isEmpty)
        let decimals = text("%#@px@").with(substitution("px", spec: ".1f", ["one": "%arg пикселя", "few": "%arg пикселя", "many": "%arg пикселя"]))
        #expect(flagged(["ru": decimals], source: text("%#@px@").with(substitution("px", spec: ".1f", ["one": "%arg pixel", "other": "%arg pixels"]))).isEmpty)
        #expect(flagged(["ro": plural(["one": "Importate: %lld", "few": "Date importate: %lld", "other": "Date importate: %lld"])]).isEmpty)
        #expect(flagged(["ru": plural(["one": "%lds назад", "few": "%lds назад", "many": "%lds назад"])]).isEmpty)
        #expect(flagged(["ru": plural(["one": "%d линия", "few": "%d линии", "many": "%d линии"])]) == ["ru"])
    }

    /// A translation that is the source's own text is untranslated (`unchanged-translation`);
    /// an English variant copying the English source's plural is a plural after 1.
    @Test func untranslatedCopies() {
        let source = plural(["one": "%lld vote", "other": "%lld votes"])
        #expect(flagged(["ca": plural(["one": "%lld votes", "other": "%lld votes"])], source: source).isEmpty)
        #expect(flagged(["en-GB": plural(["one": "%lld votes", "other": "%lld votes"])], source: source) == ["en-GB"])
    }

    /// Each language's nouns that rightly read alike, beside a copied form.
    @Test(arguments: [
        // Arabic: `one`, `many` and `other` all take the singular; `two` and `few` have their own.
        ("ar", plural(["one": "%d سطر", "two": "%d سطران", "few": "%d أسطر", "many": "%d سطر", "other": "%d سطر"]), false),
        ("ar", plural(["one": "%d سطر", "two": "%d أسطر", "few": "%d أسطر", "many": "%d سطرًا", "other": "%d سطر"]), true),
        // Dutch measure words stay singular after a number.
        ("nl", plural(["one": "%d uur", "other": "%d uur"]), false),
        ("nl", plural(["one": "%d regel", "other": "%d regel"]), true),
        // Norwegian: only a word with a plural ending is taken for a plural after 1.
        ("nb", plural(["one": "%d innlegg", "other": "%d innlegg"]), false),
        ("nb", plural(["one": "%d svar", "other": "%d svar"]), false),
        ("nb", plural(["one": "%d felter", "other": "%d felter"]), true),
        // Catalan, Spanish, Portuguese: -s after a consonant, a or o is a plural; -es, -is, -us may be a singular.
        ("ca", plural(["one": "%d camps", "other": "%d camps"]), true),
        ("ca", plural(["one": "%d àlies", "other": "%d àlies"]), false),
        ("es", plural(["one": "%d crisis", "other": "%d crisis"]), false),
        ("pt", plural(["one": "%d arquivo", "other": "%d arquivo"]), true),
        // French nouns ending in s, x or z do not change; one without is a singular for all.
        ("fr", plural(["one": "%d mois", "other": "%d mois"]), false),
        ("fr", plural(["one": "%d fichier", "other": "%d fichier"]), true),
        ("fr", plural(["one": "%d pour cent", "other": "%d pour cent"]), false),
        // Italian loanwords do not change; -i is a plural.
        ("it", plural(["one": "%d file", "other": "%d file"]), false),
        ("it", plural(["one": "%d minuti", "other": "%d minuti"]), true),
        // Russian past-tense verbs and the locative plural are one word for every number from 2.
        ("ru", plural(["one": "%d добавил", "few": "%d добавили", "many": "%d добавили"]), false),
        ("ru", plural(["one": "в %d стране", "few": "в %d странах", "many": "в %d странах"]), false),
        ("ru", plural(["one": "%d страна", "few": "%d стран", "many": "%d стран"]), true),
        // Ukrainian neuter nouns in a doubled consonant and -я read alike for 1 and for 2–4.
        ("uk", plural(["one": "%d повідомлення", "few": "%d повідомлення", "many": "%d повідомлень"]), false),
        ("uk", plural(["one": "%d повідомлення", "few": "%d повідомлень", "many": "%d повідомлень"]), true),
        // Romanian takes "de" from 20: `few` (2–19) and `other` differ; a preposition after the count is not its noun.
        ("ro", plural(["one": "%d linie", "few": "%d linii", "other": "%d linii"]), true),
        ("ro", plural(["one": "camera %d din %@", "few": "camerele %d din %@", "other": "camerele %d din %@"]), false),
        // A word in capitals is an abbreviation, alike for every number; a lower-case word is not.
        ("es", plural(["one": "%d GB", "other": "%d GB"]), false),
        ("ru", plural(["one": "%d МБ", "few": "%d МБ", "many": "%d МБ"]), false),
        ("ru", plural(["one": "%d мин", "few": "%d мин", "many": "%d мин"]), false),
        ("ru", plural(["one": "%d минута", "few": "%d минут", "many": "%d минут"]), true),
        // Unit symbols, and words in another script than the language's, are not inflected.
        ("ro", plural(["one": "%d px", "few": "%d px", "other": "%d px"]), false),
        ("ru", plural(["one": "%d fps", "few": "%d fps", "many": "%d fps"]), false),
        ("ru", plural(["one": "%d push-уведомление", "few": "%d push-уведомлений", "many": "%d push-уведомлений"]), true),
        // An optional ending in brackets is written for every number.
        ("fr", plural(["one": "%d étiquette(s)", "other": "%d étiquette(s)"]), false),
        ("fr", plural(["one": "%d étiquette", "other": "%d étiquette"]), true),
        // Arabic units borrowed without a broken plural.
        ("ar", plural(["one": "%d بت", "two": "%d بت", "few": "%d بت", "many": "%d بت", "other": "%d بت"]), false),
        // Arabic: "غير" with a pronoun is no counted noun; a plural verb after the count is plural for few and many alike, dual for two.
        ("ar", plural(["one": "و %d آخر", "two": "و %d غيرهم", "few": "و %d غيرهم", "many": "و %d غيرهم", "other": "و %d غيرهم"]), false),
        ("ar", plural(["one": "%d أعاد", "two": "%d أعادا", "few": "%d أعادوا", "many": "%d أعادوا", "other": "%d أعادوا"]), false),
        ("ar", plural(["one": "%d يتكلم", "two": "%d يتكلمون", "few": "%d يتكلمون", "many": "%d يتكلمون", "other": "%d يتكلمون"]), true),
        // Arabic dual and plural in -ين are one spelling; not before a plural verb, which the dual cannot take.
        ("ar", plural(["one": "%d آخر", "two": "%d آخرين", "few": "%d آخرين", "many": "%d آخر", "other": "%d آخر"]), false),
        ("ar", plural(["one": "%d آخر ومض", "two": "%d آخرين ومضوا", "few": "%d آخرين ومضوا", "many": "%d آخر ومضوا", "other": "%d آخر ومضوا"]), true),
        ("ar", plural(["one": "%d آخر", "two": "%d آخرين", "few": "%d آخرين", "many": "%d آخرين", "other": "%d آخر"]), true),
        // Danish measure words whose singular ends like a plural.
        ("da", plural(["one": "Hver %d meter", "other": "Hver %d meter"]), false),
        ("da", plural(["one": "og %d andre", "other": "og %d andre"]), true),
        // A noun made of a present participle is one word for every number (Canvas's Danish).
        ("da", plural(["one": "%d studerende", "other": "%d studerende"]), false),
        ("da", plural(["one": "%d sektioner", "other": "%d sektioner"]), true),
        ("da", plural(["one": "Du har %ld afventende invitationer", "other": "Du har %ld afventende invitationer"]), true),
        ("da", plural(["one": "Du har %ld afventende invitation", "other": "Du har %ld afventende invitationer"]), false),
        // Indeclinable loanwords.
        ("ru", plural(["one": "%d медиа", "few": "%d медиа", "many": "%d медиа"]), false),
        ("uk", plural(["one": "%d медіа", "few": "%d медіа", "many": "%d медіа"]), false),
        ("be", plural(["one": "%d медыя", "few": "%d медыя", "many": "%d медыя"]), false),
        // Genitive plurals without an ending read like `one`; not before a plural verb, which `one` cannot take.
        ("ru", plural(["one": "%d бит", "few": "%d бита", "many": "%d бит"]), false),
        ("ru", plural(["one": "ещё %d человек", "few": "ещё %d человека", "many": "ещё %d человек"]), false),
        ("ru", plural(["one": "ещё %d человек подписаны", "few": "ещё %d человека подписаны", "many": "ещё %d человек подписаны"]), true),
        // A count joined to another subject takes a plural verb for every number (Mastodon's Russian).
        ("ru", plural(["one": "%2$@ и ещё %1$ld человек подписаны", "few": "%2$@ и ещё %1$ld человека подписаны", "many": "%2$@ и ещё %1$ld человек подписаны"]), false),
        ("ru", plural(["one": "%d файлов", "few": "%d файла", "many": "%d файлов"]), true),
        // Present-tense verbs are plural for `few` and `many` alike, singular for `one`.
        ("ru", plural(["one": "+%d хочет войти", "few": "+%d хотят войти", "many": "+%d хотят войти"]), false),
        ("ru", plural(["one": "+%d хотят войти", "few": "+%d хотят войти", "many": "+%d хотят войти"]), true),
        // A count in an oblique case: governed by a noun of action or a preposition, or marked by the noun's ending.
        ("ru", plural(["one": "Загрузка %d элемента", "few": "Загрузка %d элементов", "many": "Загрузка %d элементов"]), false),
        ("ru", plural(["one": "Загрузка %d элементов", "few": "Загрузка %d элементов", "many": "Загрузка %d элементов"]), true),
        ("ru", plural(["one": "Загружено %d элемент", "few": "Загружено %d элементов", "many": "Загружено %d элементов"]), true),
        ("uk", plural(["one": "Почніть з %d дня", "few": "Почніть з %d днів", "many": "Почніть з %d днів"]), false),
        ("ru", plural(["one": "не хватает %d тайла", "few": "не хватает %d тайлов", "many": "не хватает %d тайлов"]), false),
        ("be", plural(["one": "і %d іншым", "few": "і %d іншымі", "many": "і %d іншымі"]), false),
        ("ru", plural(["one": "в %d странах", "few": "в %d странах", "many": "в %d странах"]), true),
        // An adjective standing for its noun is a genitive plural for `few` and `many`; before a noun, the noun decides.
        ("uk", plural(["one": "%d улюблений", "few": "%d улюблених", "many": "%d улюблених"]), false),
        ("ru", plural(["one": "%d новое сообщение", "few": "%d новых сообщения", "many": "%d новых сообщения"]), true),
        ("uk", plural(["one": "%d інший відреагував", "few": "%d інших відреагували", "many": "%d інших відреагували"]), false),
        // Persons as a verb's object: the animate accusative is the genitive.
        ("ru", plural(["one": "Пригласить %d участника", "few": "Пригласить %d участников", "many": "Пригласить %d участников"]), false),
        ("uk", plural(["one": "Ви заблокували %d користувача", "few": "Ви заблокували %d користувачів", "many": "Ви заблокували %d користувачів"]), false),
        ("ru", plural(["one": "Удалить %d файл", "few": "Удалить %d файлов", "many": "Удалить %d файлов"]), true),
        ("ru", plural(["one": "У вас %d участник", "few": "У вас %d участников", "many": "У вас %d участников"]), true),
        // A preposition after the count is not its noun.
        ("ru", plural(["one": "%d из %d", "few": "%d из %d", "many": "%d из %d"]), false),
    ] as [(String, LocalizedContent, Bool)])
    func nounsThatRightlyMatchBesideCopies(locale: String, forms: LocalizedContent, copied: Bool) {
        #expect(!flagged([locale: forms]).isEmpty == copied, "\(locale): \(forms.units.map(\.unit.value))")
    }

    /// Danish and Norwegian verbs do not change with the number: where the English source
    /// inflects the word after the count as a verb ("needs", "need"), alike forms are right
    /// (Canvas's "%d trenger vurdering"); where it inflects a noun, they are a copy.
    @Test func verbsAfterTheCount() {
        let needs = plural(["one": "%d needs grading", "other": "%d need grading"])
        #expect(flagged(["nb": plural(["one": "%d trenger vurdering", "other": "%d trenger vurdering"])], source: needs).isEmpty)
        #expect(flagged(["da": plural(["one": "%d mangler bedømmelse", "other": "%d mangler bedømmelse"])], source: needs).isEmpty)
        #expect(flagged(["nb": plural(["one": "%d er valgt", "other": "%d er valgt"])], source: plural(["one": "%d is selected", "other": "%d are selected"])).isEmpty)
        // The same words under a source whose word after the count is a noun.
        #expect(flagged(["nb": plural(["one": "%d trenger", "other": "%d trenger"])], source: plural(["one": "%d need", "other": "%d needs"])) == ["nb"])
        // Russian verbs agree in number: a copied singular is still found.
        #expect(flagged(["ru": plural(["one": "%d требует оценки", "few": "%d требуют оценки", "many": "%d требуют оценки"])], source: needs).isEmpty)
        #expect(flagged(["ru": plural(["one": "%d требуют оценки", "few": "%d требуют оценки", "many": "%d требуют оценки"])], source: needs).first == "ru")
    }

    /// A count that starts a substitution's forms is governed by the word before the
    /// substitution: "Загрузка %#@items@" puts it in the genitive, "Осталось %#@items@" does not.
    @Test func aSubstitutionGovernedFromOutside() {
        let source = text("%#@items@").with(substitution("items", spec: "ld", ["one": "%arg item", "other": "%arg items"]))
        func russian(_ outer: String) -> LocalizedContent {
            text(outer).with(substitution("items", spec: "ld", ["one": "%arg элемента", "few": "%arg элементов", "many": "%arg элементов"]))
        }
        #expect(flagged(["ru": russian("Загрузка %#@items@")], source: source).isEmpty)
        #expect(flagged(["ru": russian("Осталось %#@items@")], source: source) == ["ru"])
    }

    /// The words read around the count: the one before it, and up to three after it.
    @Test func wordsAroundTheCount() {
        #expect(SamePlurals.countPhrase("Загрузка %ld новых элементов…") == CountPhrase(
            wordBefore: "загрузка", wordsAfter: ["новых", "элементов"], isAbbreviation: false))
        #expect(SamePlurals.countPhrase("+%d ГБ") == CountPhrase(wordBefore: nil, wordsAfter: ["гб"], isAbbreviation: true))
        #expect(SamePlurals.countPhrase("%d tag(s) plakken") == nil)
        #expect(SamePlurals.countPhrase("%lds назад") == nil)
        #expect(SamePlurals.countPhrase("Importate: %lld") == nil)
    }

    /// On by default as a warning; a project can turn it off or change its severity.
    @Test func onUnlessTheProjectTurnsItOff() {
        #expect(SeverityPolicy().severity(ofRule: SamePlurals.id) == .warning)
        #expect(SeverityPolicy(overrides: [SamePlurals.id: .off]).severity(ofRule: SamePlurals.id) == nil)
        #expect(SeverityPolicy(overrides: [SamePlurals.id: .severity(.error)]).severity(ofRule: SamePlurals.id) == .error)
    }
}
