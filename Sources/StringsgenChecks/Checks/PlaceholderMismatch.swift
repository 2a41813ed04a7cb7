import StringsgenModel

/// A translation that would not format the key's arguments the way the source does: an
/// argument dropped, of another type, or past the key's last one; a substitution that formats
/// another argument, or with another type.
///
/// Arguments are compared, not spellings: an argument is a position and a type wherever a
/// value passes it (a plain `%@` or `%2$lld`, an implicit or explicit number, a `%#@name@`
/// substitution's `argNum` and `formatSpecifier`). Substitution names are local to each
/// localization (German may call `%#@arg1@` `%#@count_participants@`), so substitutions match
/// by the argument they format. The arguments of the key (`Entry.arguments(sourceLanguage:)`)
/// are all its source passes in any form, plus those of a key Xcode extracted from code: a
/// translation may use one the English text leaves out (German choosing "hat"/"haben" by a
/// count English does not show), and a language with one plural form may write `%lld` where
/// English has `%#@followers@`. Each unit is compared with the source's unit at the same path,
/// a plural form with the source's `other` form. A `zero`, `one` or `two` form may leave out
/// the number (`one` → "One item"); every other form must keep it.
public struct PlaceholderMismatch: Check {
    public static let id = "placeholder-mismatch"
    public static let defaultSeverity = Severity.error
    public static let summary = "a translation's placeholders differ from the source's"
    public static let help = "Give the translation the placeholders of the source: as many, of the same types (%@, %lld, %f), with positions (%1$@, %2$@) where the words change order. String(format:) can crash on a mismatch, so such a translation is never compiled into the resources."

    public init() {}

    static let formsThatMayOmitTheNumber: Set<String> = ["zero", "one", "two"]

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        guard entry.isTranslatable else { return }
        // A storyboard's or xib's text is never formatted: its `%` is shown as written. A
        // placeholder a translation adds there is shown as it is (LyricsX's Portuguese “Sair do
        // Lyrics%s” for “Quit LyricsX”).
        if entry.run.context.table.isInterfaceBuilder {
            for translation in entry.translations {
                for (unit, original) in translation.comparedUnits where !unit.hasNoSpecifiers && original.hasNoSpecifiers {
                    guard let added = unit.format.placeholders.first?.text else { continue }
                    emit(finding(entry, translation.locale, unit, .shownAsWritten(entry.subject(translation.locale, unit), added)))
                }
            }
            return
        }
        let source = entry.source
        for translation in entry.translations {
            let locale = translation.locale
            for (unit, original) in translation.comparedUnits where !translation.neverShows(unit) {
                // App Intents' parameters (`${tags}`), which Shortcuts places by name.
                if original.value.containsByte(UInt8(ascii: "$")), !unit.isBlank { compareParameters(unit, with: original, entry, locale, emit) }
                // A blank source says nothing of the arguments: 2FAS leaves its extra plural
                // slots (`…-plural-2`) empty in English, and Polish fills them with "%d minut temu".
                if original.isBlank, entry.arguments.isEmpty { continue }
                if unit.hasSameArguments(as: original), unit.substitutionNames == original.substitutionNames,
                   unit.hasSubstitutionArgument == original.hasSubstitutionArgument {
                    continue
                }
                // A value that is its own identifier key is no translation: `missing-translation`
                // says so, alone (seafile's Polish “SEAFILE_LOC_KEY_FORMAT” drew two warnings more).
                if translation.units.count == 1, MissingTranslation.isKeyAsValue(unit, of: entry) { continue }
                let keyArguments = entry.arguments
                // A key without arguments is shown as written: a number's percent sign with a
                // suffix is text (OsmAnd's Hungarian “5%-os lépésekben”, read as `%-o`).
                // So is a percent sign written before its number, as Basque and Turkish write it
                // (Monal's Basque “%100a” for “100%”, read as `%100a`).
                if keyArguments.isEmpty, original.format.placeholders.isEmpty,
                   Self.isOnlyPercentSigns(unit) || Self.isOnlyPercentsBeforeNumbers(unit, translating: original) { continue }
                // So is an address's percent-escape (`…/Photo%20Club%20Hub/…`, read as `%20C`).
                if keyArguments.isEmpty, Entry.hasOnlyAddressEscapes(unit.value) { continue }
                // A source whose position is written before its `$` (`%$1@`) is what is wrong,
                // and `invalid-format-specifier` says so there: a translation with `%1$@` is right.
                if keyArguments.isEmpty, InvalidFormatSpecifier.hasMisplacedPosition(original.value) { continue }
                if unit.isInSubstitution {
                    compareForms(unit, with: original, keyArguments, entry, locale, emit)
                } else {
                    compare(unit, in: translation, with: original, in: source, keyArguments, entry, locale, emit)
                }
            }
            guard !translation.isPlain, entry.hasSourceToCompare else { continue }
            for substitution in translation.substitutions {
                compare(substitution, in: translation, with: source, entry, emit)
            }
        }
    }

    /// The arguments a value passes, by position: its own specifiers, and for each
    /// `%#@name@` the argument its substitution formats (its `argNum`, else the place of the
    /// `%#@name@`) with the type of its `formatSpecifier`, and explicit ones in its forms.
    static func passedArguments(_ unit: LintedUnit, in localization: LintedLocalization) -> [LintedUnit.Argument] {
        var result = unit.arguments
        for placeholder in unit.format.placeholders {
            guard case .substitution(let name) = placeholder.type else { continue }
            let substitution = localization.substitution(named: name)
            let position = substitution?.argNum ?? placeholder.position
            let type = substitution?.formatSpecifier.flatMap(PlaceholderType.init(formatSpecifier:)) ?? .integer
            if !result.contains(where: { $0.position == position }) {
                result.append(LintedUnit.Argument(position: position, type: type, text: placeholder.text))
            }
            for form in LocalizedContent(variations: substitution?.variations).units {
                for p in FormatString(form.unit.value, insideSubstitution: true).placeholders where p.hasExplicitPosition {
                    if case .substitution = p.type { continue }
                    if !result.contains(where: { $0.position == p.position }) {
                        result.append(LintedUnit.Argument(position: p.position, type: p.type, text: p.text))
                    }
                }
            }
        }
        return result.sorted { $0.position < $1.position }
    }

    /// Reports how the arguments a (top-level) unit passes differ from the key's and from those
    /// of the source unit it is compared with.
    private func compare(
        _ unit: LintedUnit, in translation: LintedLocalization, with original: LintedUnit, in source: LintedLocalization,
        _ keyArguments: [KeyArgument], _ entry: LintedEntry, _ locale: String, _ emit: (Finding) -> Void
    ) {
        let subject = entry.subject(locale, unit)
        let comment = entry.entry.comment
        let mayOmitNumber = unit.pluralCategory.map(Self.formsThatMayOmitTheNumber.contains) ?? false
        let lastArgument = keyArguments.last?.position ?? 0
        let mine = Self.passedArguments(unit, in: translation)
        let theirs = Self.passedArguments(original, in: source)
        // Substitutions the translation reads from another place than the source: where, and
        // where the source reads them.
        var moved: [(text: String, position: Int, own: Int)] = []
        // Whether a kept value is read as another type: a value before it was left out and the
        // rest moved up (LuLu's Ukrainian “помилка підпису: %#lx” for “%@ signing error: %#lx”).
        var retyped = false
        // Values past the source's last, in one finding (Unstoppable's eight translations that
        // each add two `%@` to a source without values were each reported twice, word for word).
        // Values written in another order without positions (Raindrop's Japanese
        // “%@に%lldタグを追加” for “Add %lld tags for %@”) are read in the source's order, each as
        // the other's type: said once, with the positions that keep the translation's order.
        // Two “use …” errors, followed, swapped the sentence's meaning and passed lint.
        if let numbered = Self.numberedInItsOwnOrder(unit, mine, keyArguments) {
            emit(finding(entry, locale, unit, .reordered(subject, numbered)))
            return
        }
        let outOfRange = mine.filter { $0.position > lastArgument }.map(\.text)
        if !outOfRange.isEmpty { emit(finding(entry, locale, unit, .outOfRange(subject, outOfRange, lastArgument))) }
        for argument in mine {
            let (position, type, text) = (argument.position, argument.type, argument.text)
            if position > lastArgument {
                continue
            } else if let expected = keyArguments.first(where: { $0.position == position }) {
                // A substitution's type is its definition's, compared where it is defined.
                if expected.type != type, !text.hasPrefix("%#@"), !expected.text.hasPrefix("%#@") {
                    retyped = true
                    emit(finding(entry, locale, unit, .retyped(
                        subject, text, MessageText.placeholderName(expected.text, position: position, comment: comment), type,
                        expected: expected.text, expected.type)))
                } else if text.hasPrefix("%#@"), let there = theirs.first(where: { $0.position == position }), there.text != text,
                          let own = theirs.first(where: { $0.text == text && $0.position != position }) {
                    // A variable is read from its place in the format, as a `%@` is (ProtonVPN's
                    // Korean “%#@num_countries@ 국가에서 %#@num_servers@” for “%#@num_servers@ in
                    // %#@num_countries@” shows the servers' count as the countries'; Mastodon's
                    // Polish “%#@count_mutual@” reads its count from the names).
                    moved.append((text, position, own.position))
                }
            } else {
                emit(finding(entry, locale, unit, .added(subject, text)))
            }
        }
        let kept = Set(mine.map(\.position))
        // An empty value is `empty-translation`'s: it shows nothing, not some of the values.
        if !moved.isEmpty { emit(finding(entry, locale, unit, .movedSubstitutions(subject, moved))) }
        let missing = theirs.filter { expected in
            !kept.contains(expected.position) && !moved.contains(where: { $0.own == expected.position }) && !unit.isBlank
                && !(mayOmitNumber && expected.type.isNumber)
        }
        // Values written wrong rather than left out (phoenix's Arabic “%1$$@ (≈ %2$$@)”): the
        // malformed specifiers are `invalid-format-specifier`'s errors, said once.
        // So are values written with a look-alike percent sign (OsmAnd's Arabic “٪@”, Japanese
        // “％@”): `invalid-format-specifier` says the value is lost.
        if !missing.isEmpty, missing.count <= unit.format.malformed.count + Self.lookalikeSpecifierCount(unit.value) { return }
        // A value written more often than the source writes it, where another is missing, took
        // its place: AmpFin's German “CD: %1$lld Nummer: %1$lld” for “Disk: %1$lld Index: %2$lld”
        // shows the disc's number as the track's. Said so, whatever the position; a warning, as
        // where a value is left out: the two may be one value (Secretive passes the secret's name
        // as both, and its Italian writes `%1$@` twice).
        func plain(_ unit: LintedUnit) -> [Placeholder] {
            unit.format.placeholders.filter { if case .substitution = $0.type { false } else { true } }
        }
        var written = Dictionary(plain(unit).map { ($0.position, 1) }, uniquingKeysWith: +)
        for expected in plain(original) { written[expected.position, default: 0] -= 1 }
        // (Only values the source writes itself: not one its substitution's forms write, which a
        // translation may move out of them, as Ice Cubes' Korean “팔로워 %2$@명”.)
        let sourceWrites = Set(plain(original).map(\.position))
        var doubled = missing.isEmpty ? [] : plain(unit).filter { placeholder in
            guard sourceWrites.contains(placeholder.position), written[placeholder.position, default: 0] > 0 else { return false }
            written[placeholder.position, default: 0] -= 1
            return true
        }
        for expected in missing {
            let name = MessageText.placeholder(expected.text, position: expected.position, comment: comment)
            if !doubled.isEmpty {
                let twice = doubled.removeFirst()
                let twiceName = MessageText.placeholder(twice.text, position: twice.position, comment: comment)
                let numbered = expected.text.contains("$") ? expected.text : "%\(expected.position)$" + expected.text.dropFirst()
                emit(Finding(
                    rule: PlaceholderDropped.id, location: unit.location, key: entry.key, locale: locale,
                    message: .writtenTwice(subject, twiceName, instead: name, numbered), path: unit.steps.isEmpty ? nil : unit.path.label))
                continue
            }
            let dropped = Self.droppedFinding(entry, locale, unit, subject, name, position: expected.position, kept: kept)
            // English's plural ending passed as a value (`%lld app%@`): a language that does not
            // inflect the word (Korean `%lld 앱`) must leave it out.
            if dropped.rule == PlaceholderDropped.id, Self.endsWord(position: expected.position, in: original) { continue }
            // Where a kept value is read as another type, the values moved: the error said so,
            // and “leaves out the last value; nothing else moves” would contradict it.
            if dropped.rule == PlaceholderDropped.id, retyped { continue }
            emit(dropped)
            // A placeholder written in another syntax is named once: Monal's “％1 $ @，…％2 $ @，…％3 $ @”
            // drew three warnings of one cause.
            if dropped.rule == PlaceholderDropped.id, Self.foreignPlaceholder(in: unit.value) != nil { break }
        }
    }

    /// `unit`'s value with each placeholder numbered for the source's value of its type, in
    /// the translation's own order (`%2$@に%1$lldタグを追加`), where the translation writes the
    /// source's values without positions in another order, so that some are read as another
    /// type; nil otherwise (or where the types do not pair up).
    static func numberedInItsOwnOrder(_ unit: LintedUnit, _ mine: [LintedUnit.Argument], _ keyArguments: [KeyArgument]) -> String? {
        let placeholders = unit.format.placeholders
        guard mine.count >= 2, mine.count == keyArguments.count, placeholders.count == mine.count,
              placeholders.allSatisfy({ !$0.hasExplicitPosition && !$0.text.hasPrefix("%#@") }),
              keyArguments.allSatisfy({ !$0.text.hasPrefix("%#@") }),
              mine.contains(where: { argument in keyArguments.first { $0.position == argument.position }?.type != argument.type })
        else { return nil }
        var free = keyArguments.sorted { $0.position < $1.position }
        var positions: [Int] = []
        for placeholder in placeholders {
            guard let index = free.firstIndex(where: { $0.type == placeholder.type }) else { return nil }
            positions.append(free.remove(at: index).position)
        }
        var index = 0
        return unit.format.replacingPlaceholders(in: unit.value) { placeholder in
            defer { index += 1 }
            return "%\(positions[index])$" + placeholder.text.dropFirst()
        }
    }

    /// The names of the App Intents parameters `value` holds (`${tags}` in “Add ${tags} to
    /// ${bookmarks}”, as Xcode extracts a `ParameterSummary`), in order.
    static func parameterNames(in value: String) -> [String] {
        var names: [String] = []
        var rest = Substring(value)
        while let open = rest.firstRange(of: "${") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: "}") else { break }
            let name = after[..<close]
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { names.append(String(name)) }
            rest = after[after.index(after: close)...]
        }
        return names
    }

    /// Reports the parameters a translation names otherwise than the source: no parameter has
    /// that name, and Shortcuts cannot place it. One a translation leaves out is its choice:
    /// Shortcuts lists it below the summary (CSE's German, Spanish, French, Russian and Chinese
    /// write “Emoji-Suche ${state}” for “${toggle} Emoji Search ${state}”, the verb left to the
    /// state's word).
    private func compareParameters(_ unit: LintedUnit, with original: LintedUnit, _ entry: LintedEntry, _ locale: String, _ emit: (Finding) -> Void) {
        let expected = Self.parameterNames(in: original.value)
        guard !expected.isEmpty else { return }
        let unknown = Self.parameterNames(in: unit.value).filter { !expected.contains($0) }
        if !unknown.isEmpty {
            emit(finding(entry, locale, unit, .unknownParameters(entry.subject(locale, unit), unknown, expected)))
        }
    }

    /// Whether the value at `position` is passed by a text placeholder `%@` (`%1$@`) written
    /// right after a letter of a word (`app%@`, `result%@`): an ending of that word, not a value
    /// of its own. Only that value: OmnipodKit's “… reconnect to the pod%3$@ …” has three other
    /// `%@` that Czech must not leave out (its “{0} … {1}” kept none of the four).
    static func endsWord(position: Int, in source: LintedUnit) -> Bool {
        var implicit = 0
        for placeholder in source.format.placeholders {
            switch placeholder.type {
            case .substitution, .substitutionArgument: continue
            default: break
            }
            if !placeholder.hasExplicitPosition { implicit += 1 }
            guard (placeholder.hasExplicitPosition ? placeholder.position : implicit) == position else { continue }
            guard placeholder.type == .object, placeholder.utf8Range.lowerBound > 0 else { return false }
            let before = source.value.utf8[source.value.utf8.index(source.value.utf8.startIndex, offsetBy: placeholder.utf8Range.lowerBound - 1)]
            return (before | 0x20) >= UInt8(ascii: "a") && (before | 0x20) <= UInt8(ascii: "z")
        }
        return false
    }

    /// Reports how a form inside a substitution differs from the source's form: its `%arg`,
    /// and other arguments it passes.
    private func compareForms(
        _ unit: LintedUnit, with original: LintedUnit, _ keyArguments: [KeyArgument], _ entry: LintedEntry,
        _ locale: String, _ emit: (Finding) -> Void
    ) {
        // An empty form shows nothing, not some of the values: `empty-translation`'s, as a plain
        // value's is (Canvas's and Element's empty forms were reported by both).
        guard !unit.isBlank else { return }
        let subject = entry.subject(locale, unit)
        let mayOmitNumber = unit.pluralCategory.map(Self.formsThatMayOmitTheNumber.contains) ?? false
        let lastArgument = keyArguments.last?.position ?? 0
        let outOfRange = unit.arguments.filter { $0.position > lastArgument }.map(\.text)
        if !outOfRange.isEmpty { emit(finding(entry, locale, unit, .outOfRange(subject, outOfRange, lastArgument))) }
        // An explicit position in a form reads that argument of the key: with a conversion that
        // shows its type (`%1$@` for a count crashes).
        for p in unit.format.placeholders where p.hasExplicitPosition && p.conversion != nil {
            guard let expected = keyArguments.first(where: { $0.position == p.position }), p.reading(expected.type) != .shows,
                  p.reading(p.type) == .shows
            else { continue }
            emit(finding(entry, locale, unit, .retyped(
                subject, p.text, MessageText.placeholderName(expected.text, position: p.position, comment: entry.entry.comment), p.type,
                expected: expected.text, expected.type)))
        }
        let kept = Set(unit.arguments.map(\.position))
        // A source form may write the substitution's own number as a plain `%ld` (GoMap's
        // “%ld points” for `argNum` 2: Foundation reads the forms' specifiers in order once they
        // are put in place), which a translation writes `%arg`: the same value.
        var countAsArg = unit.hasSubstitutionArgument
        for expected in original.arguments where !kept.contains(expected.position) {
            if mayOmitNumber, expected.type.isNumber { continue }
            if countAsArg, expected.type.isNumber, !expected.text.contains("$") {
                countAsArg = false
                continue
            }
            let name = MessageText.placeholder(expected.text, position: expected.position, comment: entry.entry.comment)
            emit(Self.droppedFinding(entry, locale, unit, subject, name, position: expected.position, kept: kept))
        }
        if original.hasSubstitutionArgument, !unit.hasSubstitutionArgument, !mayOmitNumber, unit.arguments.isEmpty {
            emit(finding(entry, locale, unit, .droppedNumber(subject)))
        }
    }

    /// Compares a translation's substitution with the source's that formats the same argument
    /// (by `argNum`; by name where it has none).
    private func compare(
        _ substitution: Substitution, in translation: LintedLocalization, with source: LintedLocalization,
        _ entry: LintedEntry, _ emit: (Finding) -> Void
    ) {
        let locale = translation.locale
        let subject = "‘\(entry.key)’ in ‘\(locale)’"
        let path = "substitution \(substitution.name)"
        let keyArguments = entry.arguments
        // A substitution without `argNum` formats the argument of its `%#@name@`'s place (German
        // `%#@count_posts@ von %#@count_participants@` binds 1 and 2 as English `%#@arg1@ from %#@arg2@`).
        let ownPosition = translation.argumentPosition(ofSubstitution: substitution)
        let original = ownPosition.flatMap { n in source.substitutions.first { source.argumentPosition(ofSubstitution: $0) == n } }
            ?? source.substitution(named: substitution.name)
        guard let position = ownPosition ?? original?.argNum else {
            if original == nil {
                let names = source.substitutions.map(\.name)
                emit(finding(entry, locale, at: substitution.location, path: path, .undefinedInSource(subject, substitution.name, names)))
            }
            return
        }
        guard let expected = keyArguments.first(where: { $0.position == position }) else {
            // A substitution at the source's own place formats what the source's does, even
            // where the key passes nothing there (Zavala's App Intents `.stringsdict`, whose
            // `%#@variable@` has no value type in English and German alike).
            if let original {
                if let expectedNum = original.argNum, expectedNum != position {
                    emit(finding(entry, locale, at: substitution.location, path: path, .substitutionArgument(subject, substitution.name, position, expectedNum)))
                }
            } else {
                let names = source.substitutions.map(\.name)
                emit(finding(entry, locale, at: substitution.location, path: path, .undefinedInSource(subject, substitution.name, names)))
            }
            return
        }
        let expectedSpecifier = original?.formatSpecifier ?? Self.specifierBody(expected.text)
        if let specifier = substitution.formatSpecifier, let type = PlaceholderType(formatSpecifier: specifier),
           let expectedType = PlaceholderType(formatSpecifier: expectedSpecifier), type != expectedType {
            emit(finding(entry, locale, at: substitution.location, path: path, .substitutionType(
                subject, substitution.name, specifier, type, expectedSpecifier, expectedType)))
        }
    }

    /// A value the unit leaves out: a `placeholder-dropped` warning when every value it keeps
    /// comes before it and none is missing between them (`String(format:)` never reaches it)
    /// and the unit is no plural form (whose count must show), else an error (the values after it would be read from the wrong place).
    static func droppedFinding(
        _ entry: LintedEntry, _ locale: String, _ unit: LintedUnit, _ subject: String, _ name: String, position: Int, kept: Set<Int>
    ) -> Finding {
        let highest = kept.max() ?? 0
        // A plural form chosen by a count must show it (`few` "предмета" reads wrong for 2, 3, 4, 22...).
        if position > highest, kept.count == highest, unit.pluralCategory == nil {
            // Implicit placeholders are read in order: which one a translator meant to leave out
            // cannot be told, only that the ones kept show the first values.
            let implicit = highest > 1 && !unit.format.placeholders.contains(where: \.hasExplicitPosition)
            return Finding(
                rule: PlaceholderDropped.id, location: unit.location, key: entry.key, locale: locale,
                message: .droppedLast(subject, name, keptInOrder: implicit ? highest : 0, foreign: foreignPlaceholder(in: unit.value)),
                path: unit.steps.isEmpty ? nil : unit.path.label)
        }
        return PlaceholderMismatch().finding(entry, locale, unit, .dropped(subject, name, shifts: position < highest))
    }

    /// How many specifiers of `value` are written with a look-alike percent sign (`٪`, `％`).
    static func lookalikeSpecifierCount(_ value: String) -> Int {
        guard InvalidFormatSpecifier.lookalikePercentSign(in: value) != nil else { return 0 }
        return value.unicodeScalars.filter { $0 == "\u{066A}" || $0 == "\u{FF05}" }.count
    }

    /// Whether every specifier of the unit follows a digit, or a digit and a space as German
    /// and French typography write it: a number's percent sign and what the language writes
    /// after it (Hungarian “5%-os”, “35%-kal”; BatFi's German “auf 100 % zu”, read as `% zu`),
    /// not a value.
    static func isOnlyPercentSigns(_ unit: LintedUnit) -> Bool {
        let value = unit.value
        return !unit.format.placeholders.isEmpty && unit.format.placeholders.allSatisfy { p in
            let before = value.utf8.prefix(p.utf8Range.lowerBound)
            let number = Substring(before).reversed().drop(while: { $0 == " " || $0 == "\u{A0}" || $0 == "\u{202F}" })
            return number.first?.isASCII == true && number.first?.isNumber == true
                && before.count - String(number).utf8.count <= 3
        }
    }

    /// Whether every placeholder of `unit` is a percent sign before a number and its case
    /// ending (“%100a”, “%100ean”, “%33a”: a width and a conversion, to `String(format:)`), in a
    /// translation of a source that writes a number's percent sign (“100%”, “100 %”).
    static func isOnlyPercentsBeforeNumbers(_ unit: LintedUnit, translating source: LintedUnit) -> Bool {
        let scalars = Array(source.value.unicodeScalars)
        let writesPercent = scalars.indices.contains { i in
            scalars[i] == "%" && i > 0 && (scalars[i - 1].properties.numericType != nil
                || i > 1 && (scalars[i - 1] == " " || scalars[i - 1] == "\u{A0}" || scalars[i - 1] == "\u{202F}") && scalars[i - 2].properties.numericType != nil)
        }
        return writesPercent && !unit.format.placeholders.isEmpty && unit.format.placeholders.allSatisfy { p in
            let rest = p.text.utf8.dropFirst()
            return rest.first.map { $0 >= 0x30 && $0 <= 0x39 } == true
                && rest.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) }
        }
    }

    /// The first placeholder of another syntax in `value` (`{0}`, `{name}`, `{{ name }}`, as
    /// machine translation and other platforms write them), which a format string shows as
    /// written: why a translation leaves out every value (Mythic's Catalan “"{0}"”, Nos's
    /// Swedish “{{ report_type }}”).
    static func foreignPlaceholder(in value: String) -> String? {
        if let spaced = spacedSpecifier(in: value) { return spaced }
        if let positional = positionWithoutPercentSign(in: value) { return positional }
        // `%@` that lost its percent sign, a bare `@` (Monal's Turkish “@ ile kayıt olun” for
        // “Register with %@”).
        if value.containsByte(UInt8(ascii: "@")) {
            let scalars = Array(value.unicodeScalars)
            let endsWord = { (scalar: Unicode.Scalar) in scalar.properties.isWhitespace || ".,;:!?，。、)".unicodeScalars.contains(scalar) }
            if scalars.indices.contains(where: { i in
                scalars[i] == "@" && (i == 0 || scalars[i - 1].properties.isWhitespace) && (i + 1 == scalars.count || endsWord(scalars[i + 1]))
            }) {
                return "@"
            }
        }
        guard value.utf8.contains(UInt8(ascii: "{")) else { return nil }
        var rest = Substring(value)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { return nil }
            var inside = after[..<close].drop { $0 == "{" || $0 == " " }
            while inside.last == " " { inside = inside.dropLast() }
            let end = after[close...].prefix { $0 == "}" }.endIndex
            if !inside.isEmpty, inside.count <= 30,
               inside.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) {
                return String(rest[open..<end])
            }
            rest = after[close...].dropFirst()
        }
        return nil
    }

    /// A positioned specifier a machine translation spaced out, its percent sign often full-width
    /// (Monal's Traditional Chinese “％1 $ @” for `%1$@`), which the app shows as written.
    static func spacedSpecifier(in value: String) -> String? {
        guard value.containsByte(UInt8(ascii: "$")) else { return nil }
        let scalars = Array(value.unicodeScalars)
        for start in scalars.indices where ["%", "\u{FF05}", "\u{FE6A}", "\u{066A}"].contains(scalars[start]) {
            var i = start + 1
            func spaces() { while i < scalars.count, scalars[i] == " " { i += 1 } }
            spaces()
            let digits = i
            while i < scalars.count, ("0"..."9").contains(scalars[i]) { i += 1 }
            guard i > digits else { continue }
            spaces()
            guard i < scalars.count, scalars[i] == "$" else { continue }
            i += 1
            spaces()
            guard i < scalars.count, "@dDiuxXfeEgGsc".unicodeScalars.contains(scalars[i]) else { continue }
            let text = String(String.UnicodeScalarView(scalars[start...i]))
            // (`%1$@` as written is a placeholder, not this.)
            if text.contains(" ") || scalars[start] != "%" { return text }
        }
        return nil
    }

    /// A specifier's position and conversion without its `%` (OmnipodKit's Slovak “1$@”), which
    /// the app shows as written; spaced out too, its letter perhaps a capital (breadwallet's
    /// French “adresse de 1 $S” for `%1$s`).
    static func positionWithoutPercentSign(in value: String) -> String? {
        let bytes = Array(value.utf8)
        guard bytes.contains(UInt8(ascii: "$")) else { return nil }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        for dollar in bytes.indices where bytes[dollar] == UInt8(ascii: "$") && dollar + 1 < bytes.count {
            var start = dollar
            while start > 0, bytes[start - 1] == UInt8(ascii: " ") { start -= 1 }
            let positionEnd = start
            while start > 0, isDigit(bytes[start - 1]) { start -= 1 }
            // (Spaces only between a position and the `$`, and then after it too.)
            if start == positionEnd { start = dollar }
            let spaced = start < dollar && positionEnd < dollar
            guard start == 0 || bytes[start - 1] != UInt8(ascii: "%") else { continue }
            var i = dollar
            if start < positionEnd {
                while i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: " ") { i += 1 }
            }
            // `$@` with no position, after no letter or digit: `%@` with `$` typed for `%` (BatFi's
            // Italian “Errore di Download. $@”).
            if start == dollar {
                let after = dollar == 0 ? UInt8(ascii: " ") : bytes[dollar - 1]
                guard bytes[dollar + 1] == UInt8(ascii: "@"), !((after | 0x20) >= UInt8(ascii: "a") && (after | 0x20) <= UInt8(ascii: "z")) else { continue }
            }
            // The conversion: `@`, or a length (`l`, `ll`) and one of printf's letters.
            var end = i + 1
            while end < bytes.count, bytes[end] == UInt8(ascii: "l") { end += 1 }
            let conversions = spaced || i > dollar ? "@diufsxXeEgGcSD" : "@diufsxXeEgGc"
            guard end < bytes.count, conversions.utf8.contains(bytes[end]), end - i <= 3 else { continue }
            // Not a price or a word (“1$ each”, “5$off”): the conversion ends the word.
            if end + 1 < bytes.count, (bytes[end + 1] | 0x20) >= UInt8(ascii: "a"), (bytes[end + 1] | 0x20) <= UInt8(ascii: "z") { continue }
            return String(decoding: bytes[start...end], as: UTF8.self)
        }
        return nil
    }

    /// `lld` from `%lld` or `%2$lld`.
    static func specifierBody(_ text: String) -> String {
        var body = Substring(text.dropFirst())
        if let dollar = body.firstIndex(of: "$"), body[..<dollar].allSatisfy(\.isNumber) { body = body[body.index(after: dollar)...] }
        return String(body)
    }
}

extension PlaceholderType {
    /// Integer, unsigned and floating-point arguments: the number a plural form may leave out.
    var isNumber: Bool {
        switch self {
        case .integer, .unsigned, .double: true
        default: false
        }
    }
}

extension String {
    fileprivate static func shownAsWritten(_ subject: String, _ text: String) -> String {
        "\(subject) has \(MessageText.code(text)), which a storyboard or xib shows as written (it formats nothing), and its source has none: write the text itself"
    }

    fileprivate static func outOfRange(_ subject: String, _ texts: [String], _ count: Int) -> String {
        let has = count == 0 ? "no values" : "only " + MessageText.count(count, "value")
        guard texts.count > 1 else { return "\(subject) uses \(MessageText.code(texts[0])), but the source has \(has): remove it" }
        return "\(subject) uses \(MessageText.count(texts.count, "value")) more than the source (\(MessageText.list(texts.map(MessageText.code)))), which has \(has): remove them"
    }

    fileprivate static func retyped(
        _ subject: String, _ text: String, _ name: String, _ type: PlaceholderType, expected expectedText: String,
        _ expected: PlaceholderType
    ) -> String {
        // Two types a translator knows by one noun are told apart (Trust Wallet's Spanish `%s` for
        // `%@` read “(text) … (text): use `%@`”, no reason to change it).
        guard type.noun == expected.noun, let nouns = type.nounBeside(expected) else {
            return "\(subject) has \(MessageText.code(text)) (\(type.noun)) for \(name), where the source has \(MessageText.code(expectedText)) (\(expected.noun)): use \(MessageText.code(expectedText))"
        }
        return "\(subject) has \(MessageText.code(text)) (\(nouns.own)) for \(name), where the source has \(MessageText.code(expectedText)) (\(nouns.expected)): the app passes the source's, which \(MessageText.code(text)) misreads; use \(MessageText.code(expectedText))"
    }

    fileprivate static func unknownParameters(_ subject: String, _ unknown: [String], _ expected: [String]) -> String {
        let names = MessageText.list(unknown.map { MessageText.code("${\($0)}") })
        let theirs = MessageText.list(expected.map { MessageText.code("${\($0)}") })
        return "\(subject) has \(names), where the source's parameters are \(theirs): Shortcuts places a parameter by its name, so keep each name as written"
    }

    fileprivate static func reordered(_ subject: String, _ numbered: String) -> String {
        "\(subject) writes the values in another order than the source without numbering them, so each is read as the source's value in its place, of another type; number them: “\(numbered)”"
    }

    fileprivate static func added(_ subject: String, _ text: String) -> String {
        "\(subject) has \(MessageText.code(text)), which the source does not have: remove it"
    }

    fileprivate static func writtenTwice(_ subject: String, _ twice: String, instead missing: String, _ numbered: String) -> String {
        "\(subject) shows \(twice), once more than the source, and never \(missing): unless the two are always the same value, one is shown in the other's place; write \(MessageText.code(numbered)) where it belongs"
    }

    fileprivate static func dropped(_ subject: String, _ name: String, shifts: Bool) -> String {
        shifts
            ? "\(subject) is missing \(name): String(format:) reads the values in order, so the values after it would be shown from the wrong place (and the app can crash where their types differ); add it back"
            : "\(subject) is missing \(name): add it back"
    }

    fileprivate static func droppedLast(_ subject: String, _ name: String, keptInOrder: Int, foreign: String?) -> String {
        if let foreign {
            return "\(subject) leaves out \(name): \(MessageText.code(foreign)) is no placeholder here, and the app shows it as written; write the source's placeholders instead"
        }
        return keptInOrder > 0
            ? "\(subject) leaves out \(name), and its placeholders show the first \(keptInOrder) values in the source's order; if it leaves out another one, number them (`%1$@`), and check that the translation says all it must"
            : "\(subject) leaves out \(name); nothing else moves, but check that the translation says all it must"
    }

    fileprivate static func movedSubstitutions(_ subject: String, _ moved: [(text: String, position: Int, own: Int)]) -> String {
        let reads = moved.map { "\(MessageText.code($0.text)) from the \(MessageText.ordinal($0.position)) value" }
        let source = moved.map { "\(MessageText.code($0.text)) from the \(MessageText.ordinal($0.own))" }
        let numbered = moved.map { MessageText.code("%\($0.own)$" + $0.text.dropFirst()) }
        return "\(subject) reads \(MessageText.list(reads)), where the source reads \(MessageText.list(source)): "
            + "each would show another value's number; number \(moved.count == 1 ? "it" : "them") as the source has \(moved.count == 1 ? "it" : "them") (\(MessageText.list(numbered)))"
    }

    fileprivate static func droppedNumber(_ subject: String) -> String {
        "\(subject) is missing \(MessageText.code("%arg")), the number: only the zero, one and two forms may leave it out"
    }

    fileprivate static func undefinedInSource(_ subject: String, _ name: String, _ known: [String]) -> String {
        let hint = known.isEmpty ? "remove it" : "name it as the source does (" + MessageText.list(known.map(MessageText.code)) + ")"
        return "\(subject) defines the substitution \(MessageText.code(name)), which the source does not have: \(hint)"
    }

    fileprivate static func substitutionArgument(_ subject: String, _ name: String, _ argNum: Int, _ expected: Int) -> String {
        "\(subject): the substitution \(MessageText.code(name)) shows the \(MessageText.ordinal(argNum)) value, the source's the \(MessageText.ordinal(expected)): use \(expected)"
    }

    fileprivate static func substitutionType(
        _ subject: String, _ name: String, _ specifier: String, _ type: PlaceholderType, _ expected: String,
        _ expectedType: PlaceholderType
    ) -> String {
        "\(subject): the substitution \(MessageText.code(name)) formats \(type.noun) with \(MessageText.code("%" + specifier)), the source’s \(expectedType.noun) with \(MessageText.code("%" + expected)): use \(MessageText.code("%" + expected))"
    }
}

extension PlaceholderType {
    /// What the argument is, for a translator: "a number", "a text".
    var noun: String {
        switch self {
        case .object: "text"
        case .integer: "number"
        case .unsigned: "number"
        case .double: "number with decimals"
        case .char: "single character"
        case .cString: "text"
        case .pointer: "memory address"
        case .substitution(let name): "phrase \(name)"
        case .substitutionArgument: "number"
        }
    }

    /// The nouns of two types that share one (`noun`), told apart: a C string from an object's
    /// text, a number without a sign from one with it; nil for others.
    func nounBeside(_ other: PlaceholderType) -> (own: String, expected: String)? {
        func detail(_ type: PlaceholderType) -> String? {
            switch type {
            case .cString: "a C string, bytes the app must pass as such"
            case .object: "text"
            case .unsigned: "a number without a sign"
            case .integer, .substitutionArgument: "a number"
            default: nil
            }
        }
        guard let own = detail(self), let expected = detail(other), own != expected else { return nil }
        return (own, expected)
    }
}
