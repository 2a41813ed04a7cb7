import Testing
import StringsgenModel
@testable import StringsgenChecks

/// Findings real apps showed wrong or missed in round 18 (bitchat, Pocket Poster, DJDX,
/// seafile-iOS, MenuMeters, Shifty): each beside a case that is still reported.
@Suite struct Round18Tests {
    /// `punctuation`'s messages for a translation into `locale` (described in `Locales/`).
    func punctuation(_ source: String, _ locale: String, _ translation: String) -> [String] {
        messages(Punctuation(), table(entry("k", ["en": text(source), locale: text(translation)])), locales: locales("en", locale))
    }

    /// A word run into the placeholder after it, where the source spaces them: Pocket Poster's
    /// fr-BE “Création%@”, OneBusAway's Spanish “establecida en%1$@”. Not where the source runs
    /// them together too, nor in Korean or Hebrew, which join words so.
    @Test func aWordRunIntoAPlaceholder() {
        #expect(whitespace("Creating %@...", "fr", "Création%@...") == [
            "‘k’ in ‘fr’ (“Création%@...”) runs “Création” into `%@` with no space, where the source has one: the value is shown glued to the word; add the space",
        ])
        #expect(whitespace("Set to %1$@, but you are in %2$@.", "es", "Establecida en %1$@, pero estás en%2$@.").count == 1)
        #expect(whitespace("Set to %1$@.", "es", "Establecida en %1$@.").isEmpty)
        #expect(whitespace("%@s", "fr", "%@s").isEmpty)
        #expect(whitespace("Version%@", "fr", "Version%@").isEmpty)
        #expect(whitespace("Delete %@?", "ko", "%@을 삭제할까요?").isEmpty)
        #expect(whitespace("Send to %@", "he", "שלח ל%@").isEmpty)
        #expect(whitespace("Creating %@", "ja", "作成中%@").isEmpty)
    }

    /// In HTML, line breaks are white space: seafile's mail bodies end in “</a>\n\n”, which its
    /// translations leave out (8 findings). Plain text still counts its line breaks.
    @Test func lineBreaksInHTML() {
        let source = "Hi,<br/><br/>Here is a link to <b>'%@'</b>:<br/><br/> <a href=\"%@\">%@</a>\n\n"
        let czech = "Ahoj,<br/><br/>Zde je odkaz na <b>'%@'</b>:<br/><br/> <a href=\"%@\">%@</a>"
        #expect(messages(WhitespaceMismatch(), table(entry("k", ["en": text(source), "cs": text(czech)]))).isEmpty)
        #expect(messages(WhitespaceMismatch(), table(entry("k", ["en": text("Link to %@\n\n"), "cs": text("Odkaz na %@")]))).count == 1)
    }

    /// A source's stray trailing space that every translator dropped: the copies of the source
    /// left untranslated keep it, and are no vote for it (seafile's 9 Transifex copies).
    @Test func copiesOfTheSourceDoNotKeepItsTrailingSpace() {
        let source = "Do you want to backup contacts now? "
        var values: [(String, LocalizedContent)] = [("en", text(source))]
        for locale in ["de", "fr", "hu", "ko", "pl"] { values.append((locale, text("Translated \(locale)?"))) }
        for locale in ["ca", "cs", "es", "is", "it", "ja", "nb", "ru", "tr"] { values.append((locale, text(source))) }
        let t = StringTable(name: "Test", file: testFile, format: .strings, sourceLanguage: "en", entries: [
            Entry(key: "Do you want to backup contacts now?", location: at(1),
                  localizations: values.map { Localization(locale: $0.0, location: at(1), content: $0.1) }),
        ])
        #expect(messages(WhitespaceMismatch(), t).isEmpty)
    }

    /// French punctuation reads a value's placeholders as what they are: “%02d:%02d” is a time
    /// (Shifty), and “mon %2$@:” has no space at all (seafile), not “a breaking space”.
    @Test func frenchPunctuationAroundPlaceholders() {
        func check(_ source: String, _ translation: String) -> [String] { punctuation(source, "fr", translation) }
        #expect(check("Disabled for %02d:%02d", "Désactivé pendant %02d:%02d").isEmpty)
        #expect(check("Connected for %1$02d:%2$02d:%3$02d", "Connecté depuis %1$02d:%2$02d:%3$02d").isEmpty)
        #expect(check("Share %1$@ in my %2$@:", "Partager %1$@ dans mon %2$@:") == [
            "‘k’ in ‘fr’ (“Partager %1$@ dans mon %2$@:”) has no space before “:”: French puts a no-break space there (U+202F or U+00A0)",
        ])
        #expect(check("Name :", "Nom :").count == 1)
    }

    /// A `?` that stands for an unknown number opens nothing in Spanish (bitchat's
    /// “%@ [? personas]”); a question still needs its `¿`.
    @Test func spanishUnknownNumber() {
        func check(_ source: String, _ translation: String) -> [String] { punctuation(source, "es", translation) }
        #expect(check("%@ [? people]", "%@ [? personas]").isEmpty)
        #expect(check("Delete?", "Borrar?").count == 1)
    }

    /// A storyboard's or xib's key for an object it no longer has (MenuMeters' `".title"`,
    /// ObjectID "") is looked up by nothing: written twice, no copy is lost that anyone sees.
    @Test func staleNibKeysWrittenTwice() {
        var t = StringTable(name: "Pref", file: "de.lproj/Pref.strings", format: .strings, sourceLanguage: "en", entries: [
            Entry(key: ".title", location: at(3), localizations: [Localization(locale: "de", location: at(3), content: text("Titel"))]),
            Entry(key: "abc-12-xyz.title", location: at(5), localizations: [Localization(locale: "de", location: at(5), content: text("Name"))]),
        ])
        t.isInterfaceBuilder = true
        t.interfaceBuilderIDs = ["abc-12-xyz"]
        t.readingNotes = [
            ReadingNote(kind: .duplicateKey, key: ".title", locale: "de", location: at(3), message: "is written twice"),
            ReadingNote(kind: .duplicateKey, key: "abc-12-xyz.title", locale: "de", location: at(5), message: "is written twice"),
        ]
        #expect(messages(DuplicateKey(), t) == ["‘abc-12-xyz.title’ in ‘de’ is written twice"])
    }

    /// A unit's abbreviation “hr” is the same for every number (DJDX's English “%lld hr” for
    /// its Japanese “%lld時間”); “hour” is not.
    @Test func hourAbbreviation() {
        func check(_ one: String, _ other: String) -> [String] {
            messages(SamePlurals(), table(entry("k", ["ja": text("%lld時間"), "en": plural(["one": one, "other": other])]), source: "ja"))
        }
        #expect(check("%lld hr", "%lld hr").isEmpty)
        #expect(check("%lld hour", "%lld hour").count == 1)
    }

    /// A term a non-Latin source keeps in English (DJDX's Japanese “CLEAR COUNT”) is the source's
    /// choice where no translation of the key translates it; where one does, a language that
    /// keeps it is told.
    @Test func englishTermsOfANonLatinSource() {
        let kept = table(entry("k", ["ja": text("CLEAR COUNT"), "en": text("CLEAR COUNT"), "zh-Hant": text("CLEAR COUNT")]), source: "ja")
        #expect(messages(UnchangedTranslation(), kept).isEmpty)
        let translated = table(entry("k", ["ja": text("CLEAR COUNT"), "de": text("Anzahl der Abschlüsse"), "zh-Hant": text("CLEAR COUNT")]), source: "ja")
        #expect(messages(UnchangedTranslation(), translated).count == 1)
    }

    /// A value that is its own identifier key is `missing-translation`'s alone, not also a
    /// placeholder left out per value (seafile's Polish “SEAFILE_LOC_KEY_FORMAT”).
    @Test func aValueThatIsItsKeyDropsNoPlaceholder() {
        let t = table(entry("SEAFILE_LOC_KEY_FORMAT", [
            "en": text("%@, you got new messages from %@"), "pl": text("SEAFILE_LOC_KEY_FORMAT"), "de": text("%@, neue Nachrichten"),
        ]))
        #expect(findings(PlaceholderMismatch(), t).map(\.locale) == ["de"])
    }

    /// A xib's text from a translation's comment that starts with the property (MenuMeters'
    /// German `title = "Horizontal Rows:"; ObjectID = "1088";`, no `Class`): not the object id.
    @Test func nibTextFromACommentWithoutClass() {
        #expect(OptionalKeys.interfaceBuilderText(of: "1088.title", in: "title = \"Horizontal Rows:\"; ObjectID = \"1088\";") == "Horizontal Rows:")
        #expect(OptionalKeys.interfaceBuilderText(of: "1088.title", in: "Class = \"NSTextFieldCell\"; title = \"Rows\"; ObjectID = \"1088\";") == "Rows")
        #expect(OptionalKeys.interfaceBuilderText(of: "1088.title", in: "Class = \"NSTextFieldCell\"; subtitle = \"Rows\"; ObjectID = \"1088\";") == nil)
    }

    /// A specifier typed wrong where the source's is lost is told which one to write
    /// (seafile's Spanish “%Id Foto(s)”, `l` as a capital I).
    @Test func aMistypedSpecifierNamesTheSourcesOne() {
        let t = table(entry("k", ["en": text("%ld Photo(s)"), "es": text("%Id Foto(s)")]))
        #expect(messages(InvalidFormatSpecifier(), t).first?.hasSuffix("it lacks the source's `%ld`, of which this `%` is likely what is left: then write `%ld` there") == true,
                "\(messages(InvalidFormatSpecifier(), t))")
    }

    /// A copyright line keeps its Latin comma in Japanese (MenuMeters' “MenuMeters, © 2002-2014
    /// Alex Harper”); other Japanese text is still told.
    @Test func aCopyrightLineIsWrittenAsTheLawHasIt() {
        func check(_ source: String, _ translation: String) -> [String] { punctuation(source, "ja", translation) }
        #expect(check("MenuMeters, © 2002-2014 Alex Harper", "MenuMeters, © 2002-2014 Alex Harper 著").isEmpty)
        #expect(check("Memory, CPU", "メモリ, CPU").count == 1)
    }
}
