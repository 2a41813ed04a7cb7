import Testing
import StringsgenModel
@testable import StringsgenChecks

@Suite struct PlaceholderMismatchTests {
    let check = PlaceholderMismatch()

    func mismatches(_ source: String, _ translation: String) -> [String] {
        messages(check, table(entry("k", ["en": text(source), "de": text(translation)])))
    }

    @Test func droppedAddedRetypedAndOutOfRange() {
        #expect(mismatches("Hello, %@", "Hallo") == ["‘k’ in ‘de’ (“Hallo”) leaves out the first value, `%@`; nothing else moves, but check that the translation says all it must"])
        #expect(mismatches("%@ has %lld items", "%@ hat %lld Dinge, %@") == [
            "‘k’ in ‘de’ (“%@ hat %lld Dinge, %@”) uses `%@`, but the source has only 2 values: remove it",
        ])
        // Two values the source does not pass: one finding names both (Unstoppable's camera prompt).
        #expect(mismatches("Camera access is needed.", "%@ braucht die Kamera. Einstellungen > %@") == [
            "‘k’ in ‘de’ (“%@ braucht die Kamera. Einstellungen > %@”) uses 2 values more than the source (`%@` and `%@`), which has no values: remove them",
        ])
        #expect(mismatches("%lld items", "%@ Dinge") == [
            "‘k’ in ‘de’ (“%@ Dinge”) has `%@` (text) for the first value, where the source has `%lld` (number): use `%lld`",
        ])
        // Two types of one noun are told apart (Trust Wallet's Spanish `%s` for `%@`).
        #expect(mismatches("Consuming all your %@.", "Consumiendo todo tu %s.") == [
            "‘k’ in ‘de’ (“Consumiendo todo tu %s.”) has `%s` (a C string, bytes the app must pass as such) for the first value, where the source has `%@` (text): the app passes the source's, which `%s` misreads; use `%@`",
        ])
        #expect(mismatches("%1$@ %3$@", "%1$@ %2$@ %3$@") == [
            "‘k’ in ‘de’ (“%1$@ %2$@ %3$@”) has `%2$@`, which the source does not have: remove it",
        ])
    }

    /// A value written twice where another is missing took its place (AmpFin's German “CD:
    /// %1$lld Nummer: %1$lld” shows the disc's number as the track's): an error, not a value
    /// left out. A value the source writes twice too, and one written twice with nothing
    /// missing, are no such slip.
    @Test func aValueWrittenTwiceInsteadOfAnother() {
        #expect(mismatches("Disk: %1$lld Index: %2$lld", "CD: %1$lld Nummer: %1$lld") == [
            "‘k’ in ‘de’ (“CD: %1$lld Nummer: %1$lld”) shows the first value, `%1$lld`, once more than the source, and never the second value, `%2$lld`: unless the two are always the same value, one is shown in the other's place; write `%2$lld` where it belongs",
        ])
        #expect(mismatches("%@ of %@", "%1$@ von %1$@") == [
            "‘k’ in ‘de’ (“%1$@ von %1$@”) shows the first value, `%1$@`, once more than the source, and never the second value, `%@`: unless the two are always the same value, one is shown in the other's place; write `%2$@` where it belongs",
        ])
        #expect(findings(check, table(entry("k", ["en": text("%@ of %@"), "de": text("%1$@ von %1$@")]))).map(\.rule) == ["placeholder-dropped"])
        #expect(mismatches("%1$@ and %1$@ again, %2$lld", "%1$@ und %1$@, %2$lld").isEmpty)
        #expect(mismatches("Hello %@", "Hallo %1$@, %1$@").isEmpty)
    }

    /// A placeholder is named by what the key's comment says it stands for, else by its place.
    @Test func placeholdersNamedByTheComment() {
        let comment = "Shown on the schedule screen. %1$@ is the start time, %2$@ is the end time. Max 40 characters."
        let t = table(entry("hours", comment: comment, ["en": text("Active hours: %1$@–%2$@"), "de": text("Aktive Zeit: %1$@")]))
        #expect(messages(check, t) == ["‘hours’ in ‘de’ (“Aktive Zeit: %1$@”) leaves out the end time, `%2$@`; nothing else moves, but check that the translation says all it must"])
        #expect(MessageText.meaning(of: "%@", in: "%@ = the user's first name") == "the user's first name")
        #expect(MessageText.meaning(of: "%lld", in: "The badge. %lld: number of days in a row; max 30") == "number of days in a row")
        #expect(MessageText.meaning(of: "%@", in: "Greeting with %@ in it") == nil)
        #expect(MessageText.placeholder("%3$@", position: 3, comment: nil) == "the third value, `%3$@`")
    }

    @Test func sameArgumentsSpelledDifferentlyOrReordered() {
        #expect(mismatches("%@ has %lld items", "%2$d Dinge hat %1$@").isEmpty)
        #expect(mismatches("%d%% done", "%ld %% fertig").isEmpty)
        #expect(mismatches("%u left", "noch %lu").isEmpty)
        #expect(mismatches("%.1f km", "%f km").isEmpty)
    }

    /// Values in another order without positions are read in the source's order, each as the
    /// other's type: one finding, with the positions that keep the translation's order
    /// (Raindrop's Japanese). Following two “use `%lld`”/“use `%@`” errors would swap the meaning.
    @Test func valuesReorderedWithoutPositionsAreNumbered() {
        #expect(mismatches("Add %lld tags for %@", "%@に%lldタグを追加") == [
            "‘k’ in ‘de’ (“%@に%lldタグを追加”) writes the values in another order than the source without numbering them, so each is read as the source's value in its place, of another type; number them: “%2$@に%1$lldタグを追加”",
        ])
        // The same types in the same places: nothing moves.
        #expect(mismatches("%@ of %@", "%@ von %@").isEmpty)
        // A type the source has not: no numbering can fix it.
        #expect(mismatches("%lld of %@", "%@ von %f").count == 2)
    }

    /// App Intents' parameters (`${tags}`, as Xcode extracts a `ParameterSummary`) are placed
    /// by name: one renamed is an error. One left out is the translation's choice (CSE's
    /// “Emoji-Suche ${state}” for “${toggle} Emoji Search ${state}”): Shortcuts lists it below.
    @Test func appIntentsParametersKeepTheirNames() {
        let source = "Add ${tags} to ${bookmarks}"
        #expect(mismatches(source, "${tags} zu ${bookmarks} hinzufügen").isEmpty)
        #expect(mismatches("${toggle} Emoji Search ${state}", "Emoji-Suche ${state}").isEmpty)
        #expect(mismatches(source, "Ajouter ${étiquettes} à ${bookmarks}") == [
            "‘k’ in ‘de’ (“Ajouter ${étiquettes} à ${bookmarks}”) has `${étiquettes}`, where the source's parameters are `${tags}` and `${bookmarks}`: Shortcuts places a parameter by its name, so keep each name as written",
        ])
    }

    /// Placeholders a machine translation broke are named as the cause, once per value: Monal's
    /// Traditional Chinese “％1 $ @” (a full-width percent sign, spaced out) for each of three
    /// values drew three warnings that said “nothing else moves”, and its Turkish bare `@`.
    @Test func brokenPlaceholdersAreNamedOnce() {
        #expect(mismatches("Port: %@, Direct TLS: %@, Priority: %@", "連接埠：％1 $ @，直接TLS：％2 $ @，優先等級：％3 $ @") == [
            "‘k’ in ‘de’ (“連接埠：％1 $ @，直接TLS：％2 $ @，優先等級：％3 $ @”) leaves out the first value, `%@`: `％1 $ @` is no placeholder here, and the app shows it as written; write the source's placeholders instead",
        ])
        #expect(mismatches("Register with %@", "@ ile kayıt olun") == [
            "‘k’ in ‘de’ (“@ ile kayıt olun”) leaves out the first value, `%@`: `@` is no placeholder here, and the app shows it as written; write the source's placeholders instead",
        ])
        // An address is no placeholder: the message is the usual one.
        #expect(mismatches("Write to %@", "Schreib an info@example.com") == [
            "‘k’ in ‘de’ (“Schreib an info@example.com”) leaves out the first value, `%@`; nothing else moves, but check that the translation says all it must",
        ])
    }

    @Test func pluralFormsAreComparedWithTheSourceOther() {
        let source = plural(["one": "One item", "other": "%lld items"])
        let t = table(entry("k", [
            "en": source,
            "ru": plural(["one": "Один предмет", "few": "предмета", "many": "%lld предметов", "other": "%lld предмета"]),
        ]))
        #expect(messages(check, t) == [
            "‘k’ in ‘ru’ (plural few: “предмета”) is missing the first value, `%lld`: add it back",
        ])
    }

    @Test func substitutionsByNameAndArgument() {
        let source = text("%#@files@ in %#@folders@").with(
            substitution("files", arg: 1, ["one": "%arg file", "other": "%arg files"]),
            substitution("folders", arg: 2, ["one": "%arg folder", "other": "%arg folders"]))
        let reordered = text("%#@folders@: %#@files@").with(
            substitution("files", arg: 1, ["one": "eine Datei", "other": "%arg Dateien"]),
            substitution("folders", arg: 2, ["one": "%arg Ordner", "other": "%arg Ordner"]))
        let wrong = text("%#@dateien@ in %#@folders@").with(
            substitution("dateien", arg: 1, ["one": "%arg Datei", "other": "%arg Dateien"]),
            substitution("folders", arg: 2, spec: "@", ["one": "%arg Ordner", "other": "Ordner"]))
        #expect(messages(check, table(entry("k", ["en": source, "de": reordered]))).isEmpty)
        // `dateien` formats argument 1 as `files` does: another name, the same argument.
        #expect(messages(check, table(entry("k", ["en": source, "de": wrong]))) == [
            "‘k’ in ‘de’ (substitution folders, plural other: “Ordner”) is missing `%arg`, the number: only the zero, one and two forms may leave it out",
            "‘k’ in ‘de’: the substitution `folders` formats text with `%@`, the source’s number with `%lld`: use `%lld`",
        ])
    }

    /// Without `argNum` (a `.stringsdict` numbers its variables by their place in the format,
    /// as `%@`), a translation that reorders them reads each from the other's place: ProtonVPN's
    /// Korean “%#@num_countries@ 국가에서 %#@num_servers@” for “%#@num_servers@ in
    /// %#@num_countries@” shows the servers' count as the countries'. Numbered as the source
    /// has them (`%2$#@num_countries@`), they may stand in any order. Mastodon's Polish, which
    /// dropped the first variable, reads its count from the first value too.
    @Test func substitutionsReorderedWithoutTheirPlaces() {
        func catalog(_ format: String) -> LocalizedContent {
            text(format).with(
                substitution("num_servers", arg: nil, ["other": "%arg servers"]), substitution("num_countries", arg: nil, ["other": "%arg countries"]))
        }
        let source = catalog("%#@num_servers@ in %#@num_countries@")
        #expect(messages(check, table(entry("k", ["en": source, "ko": catalog("%#@num_countries@ 국가에서 %#@num_servers@")]))) == [
            "‘k’ in ‘ko’ (“%#@num_countries@ 국가에서 %#@num_servers@”) reads `%#@num_countries@` from the first value and `%#@num_servers@` from the second value, where the source reads `%#@num_countries@` from the second and `%#@num_servers@` from the first: each would show another value's number; number them as the source has them (`%2$#@num_countries@` and `%1$#@num_servers@`)",
        ])
        #expect(messages(check, table(entry("k", ["en": source, "ko": catalog("%2$#@num_countries@ 국가에서 %1$#@num_servers@")]))).isEmpty)
        #expect(messages(check, table(entry("k", ["en": source, "pl": catalog("%#@num_countries@")]))) == [
            "‘k’ in ‘pl’ (“%#@num_countries@”) reads `%#@num_countries@` from the first value, where the source reads `%#@num_countries@` from the second: each would show another value's number; number it as the source has it (`%2$#@num_countries@`)",
        ])
    }

    /// Substitution names are local to each localization: German may call `%#@arg1@`
    /// `%#@count_participants@`, binding the same argument. A substitution that formats an
    /// argument the key does not have is still wrong.
    @Test func substitutionsMatchByArgumentNotName() {
        let source = text("%#@arg1@ joined").with(substitution("arg1", arg: 1, ["one": "%arg person", "other": "%arg people"]))
        let renamed = text("%#@count_participants@ beigetreten").with(
            substitution("count_participants", arg: 1, ["one": "%arg Person", "other": "%arg Personen"]))
        #expect(messages(check, table(entry("k", extractionState: "manual", ["en": source, "de": renamed]))).isEmpty)
        let elsewhere = text("%#@count_participants@ beigetreten").with(
            substitution("count_participants", arg: 2, ["one": "%arg Person", "other": "%arg Personen"]))
        #expect(messages(check, table(entry("k", extractionState: "manual", ["en": source, "de": elsewhere]))) == [
            "‘k’ in ‘de’ (“%#@count_participants@ beigetreten”) uses `%#@count_participants@`, but the source has only 1 value: remove it",
            "‘k’ in ‘de’ (“%#@count_participants@ beigetreten”) is missing the first value, `%#@arg1@`: String(format:) reads the values in order, so the values after it would be shown from the wrong place (and the app can crash where their types differ); add it back",
            "‘k’ in ‘de’ defines the substitution `count_participants`, which the source does not have: name it as the source does (`arg1`)",
        ])
    }

    /// The arguments of a key are all its source passes: the key's own `%lld` where Xcode
    /// extracted it from code, and the argument a substitution formats with `d`.
    @Test func argumentsTheEnglishTextDoesNotShow() {
        let favorite = table(entry("notifications.label.favorite %lld", [
            "en": text("starred"),
            "de": plural(["one": "hat dich markiert", "other": "haben %lld dich markiert"]),
        ]))
        #expect(messages(check, favorite).isEmpty)
        let items = text("%#@items@").with(substitution("items", spec: "d", ["one": "%d item", "other": "%d items"]))
        #expect(messages(check, table(entry("k", extractionState: "manual", ["en": items, "fr": text("%d éléments")]))).isEmpty)
        // A type swap is still one, and so is a dropped argument.
        #expect(messages(check, table(entry("k", extractionState: "manual", ["en": items, "fr": text("%@ éléments")]))) == [
            "‘k’ in ‘fr’ (“%@ éléments”) has `%@` (text) for the first value, where the source has `%d` (number): use `%d`",
        ])
        let two = table(entry("k", extractionState: "manual", ["en": text("%1$@ sent %2$lld photos"), "de": text("%1$@ hat Fotos gesendet")]))
        #expect(messages(check, two) == ["‘k’ in ‘de’ (“%1$@ hat Fotos gesendet”) leaves out the second value, `%2$lld`; nothing else moves, but check that the translation says all it must"])
    }

    /// A language with one plural form (Korean, Japanese) may write the number plainly where
    /// English chooses a plural form; another type is still a mismatch.
    @Test func aPlainNumberWhereTheSourceHasAPlural() {
        let source = text("%#@followers@").with(substitution("followers", ["one": "%arg follower", "other": "%arg followers"]))
        #expect(messages(check, table(entry("k", extractionState: "manual", ["en": source, "ko": text("팔로워 %lld명")]))).isEmpty)
        #expect(messages(check, table(entry("k", extractionState: "manual", ["en": source, "ja": text("フォロワー%@人")]))) == [
            "‘k’ in ‘ja’ (“フォロワー%@人”) has `%@` (text) for the first value, where the source has `%lld` (number): use `%lld`",
        ])
    }

    /// An empty source value says nothing of the arguments (2FAS's English `…-plural-2` slots,
    /// which Polish fills with "%d minut temu"); a source with text still does.
    @Test func aBlankSourceIsNotCompared() {
        #expect(mismatches("", "%d minut temu").isEmpty)
        #expect(mismatches(" ", "%d minut temu").isEmpty)
        #expect(mismatches("Minutes ago", "%d minut temu") == [
            "‘k’ in ‘de’ (“%d minut temu”) uses `%d`, but the source has no values: remove it",
        ])
    }

    /// A substitution without a value type, in the source and the translation alike (Zavala's
    /// App Intents `.stringsdict`: “%#@variable@”, forms “Outline”, “Outlines”), formats what the
    /// source's does: no finding, and not “shows the first value, the source's the first”.
    @Test func aSubstitutionWithoutAValueTypeAtTheSourcesPlace() {
        let en = text("%#@variable@").with(substitution("variable", spec: nil, ["one": "Outline", "other": "Outlines"]))
        let de = text("%#@variable@").with(substitution("variable", spec: nil, ["one": "Gliederung", "other": "Gliederungen"]))
        #expect(messages(check, table(entry("k", ["en": en, "de": de]))).isEmpty)
        let moved = text("%#@variable@").with(substitution("variable", arg: 2, spec: nil, ["one": "Gliederung", "other": "Gliederungen"]))
        #expect(messages(check, table(entry("k", ["en": en, "de": moved]))).count == 1)
    }

    @Test func keysNotTranslatedAreSkipped() {
        #expect(messages(check, table(entry("k", shouldTranslate: false, ["en": text("%@"), "de": text("x")]))).isEmpty)
    }

    /// Found on apps the rule had not seen: a source form that writes its substitution's own
    /// number as a plain `%ld` (GoMap's “%ld points”, `argNum` 2) beside a translation's `%arg`
    /// is the same value; and a form the language never selects (Canvas's Norwegian `few`) is
    /// no one's to read. A form the language does select that drops the count is still reported.
    @Test func countsWrittenAsArgAndFormsNoOneSees() {
        let en = text("%#@meters@, %#@points@")
            .with(substitution("meters", arg: 1, ["one": "%ld meter", "other": "%ld meters"]))
            .with(substitution("points", arg: 2, ["one": "%ld point", "other": "%ld points"]))
        let ru = text("%#@meters@, %#@points@")
            .with(substitution("meters", arg: 1, ["one": "%arg метр", "few": "%arg метра", "many": "%arg метров", "other": "%arg метра"]))
            .with(substitution("points", arg: 2, ["one": "%arg точка", "few": "%arg точки", "many": "%arg точек", "other": "%arg точки"]))
        let files = plural(["one": "%d file", "other": "%d files"])
        let t = table(
            entry("%ld meters, %ld points", ["en": en, "ru": ru]),
            entry("files", ["en": files, "nb": plural(["one": "%d fil", "few": "filer", "many": "filer", "other": "%d filer"]),
                            "pl": plural(["one": "%d plik", "few": "pliki", "many": "%d plików", "other": "%d pliku"])]))
        #expect(findings(check, t).map { "\($0.key!) \($0.locale!)" } == ["files pl"])
    }

    /// An empty form of a substitution shows nothing, not some of the values: `empty-translation`
    /// reports it, this rule does not (Canvas's and Element's empty forms were reported twice).
    @Test func anEmptySubstitutionFormIsEmptyTranslations() {
        let en = text("%#@n@").with(substitution("n", ["one": "%arg file", "other": "%arg files"]))
        let de = text("%#@n@").with(substitution("n", ["one": "", "other": "%arg Dateien"]))
        let fr = text("%#@n@").with(substitution("n", ["one": "un fichier", "other": "fichiers"]))
        let t = table(entry("k", ["en": en, "de": de, "fr": fr]))
        #expect(findings(check, t).map { "\($0.locale!) \($0.path ?? "")" } == ["fr substitution n, plural other"])
        #expect(findings(EmptyTranslation(), t).map { "\($0.locale!) \($0.path ?? "")" } == ["de substitution n, plural one"])
    }
}
