import StringsgenModel

/// A translatable key that a required locale cannot show in its own language: the locale has
/// no localization, a localization with no value, a unit in state `new` that is empty or still
/// the source's text (a `new` unit with a translation of its own is `translation-state`'s), or lacks a
/// device variation (`iphone`, `mac`) that the source has where it has neither a plain value nor
/// an `other` device form to fall back on, or a substitution's forms. Only keys that need a
/// translation (`LintedEntry.needsTranslation`): not a key no longer in the code (`stale`),
/// nor one with nothing to translate (`%@`, `%lld. `, the empty key). An error for a shipping
/// locale; the severity policy makes it a warning for a locale in progress.
/// Missing plural categories are `plural-missing-category`'s.
public struct MissingTranslation: Check {
    public static let id = "missing-translation"
    public static let defaultSeverity = Severity.error
    public static let summary = "a required locale has no translation, or only the source's text marked new"
    public static let help = "Translate the key into the locale (in Xcode's String Catalog editor, or the locale's .strings file) and mark it translated. A locale still in progress can say so in Locales/<code>.json (\"status\" : \"in-progress\"), which makes this a warning."

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        // A source value that is its own identifier key shows the identifier to every user, and
        // translations copy it: GitOK's empty-state screen read “select_commit_title” in all four
        // languages. Said once, at the source.
        if entry.isTranslatable, entry.entry.extractionState != "stale", entry.hasSourceToCompare,
           !entry.run.context.table.isInterfaceBuilder, entry.source.units.count == 1,
           let unit = entry.source.units.first, !entry.source.isSynthesized, unit.utf8Count == entry.key.utf8.count,
           unit.value == entry.key, Self.isIdentifier(entry.key) {
            emit(finding(entry, entry.source.locale, unit, .sourceIsKey(entry, entry.source.locale)))
            return
        }
        guard entry.needsTranslation else { return }
        for required in entry.run.requiredTranslationLocales {
            let locale = required.code
            guard let translation = entry.translations.first(where: { $0.lintLocale === required }) else {
                // A legacy key first met at a line of another translation (ImageOptim keeps its
                // English in the code: its 116 errors pointed at the Arabic file) is asked at the
                // locale's own file, where the translation goes (`LintRun.fileOfLocale`). One at
                // the source language's or `Base.lproj`'s line stays there.
                var location = entry.entry.location
                if entry.run.table.format != .xcstrings, let file = entry.run.fileOfLocale[locale],
                   entry.entry.localizations.contains(where: { other in
                       other.location.sourceFile == location.sourceFile && other.locale != entry.run.sourceLanguage && other.locale != "Base"
                   }) {
                    location = SourceLocation(file, line: 1, column: 1)
                }
                emit(finding(entry, locale, at: location, .noTranslation(entry, locale)))
                continue
            }
            if translation.units.isEmpty {
                emit(finding(entry, locale, at: translation.localization.location, .noValue(entry, locale)))
                continue
            }
            for unit in translation.units where Self.isStillNew(unit, of: translation) {
                emit(finding(entry, locale, unit, .stillNew(entry, locale, unit)))
            }
            // A value that is its own identifier key shows the identifier: Weblate writes the key
            // for a storyboard's text left untranslated (Monal's Punjabi Close button read
            // “IGd-kM-9BO.title”: 14 values).
            if let unit = translation.units.first, translation.units.count == 1, Self.isKeyAsValue(unit, of: entry) {
                emit(finding(entry, locale, unit, .keyAsValue(entry, locale)))
            }
            // What `compare` looks at: the source's device variations, the translation's substitutions.
            if !entry.source.hasDeviceVariations, !translation.hasSubstitutions { continue }
            compare(entry.source.content, translation.content, in: translation, entry, emit)
        }
    }

    /// Whether a unit of a required locale's translation is reported as still to translate: it
    /// is in state `new` and empty or still the source's text (tools such as Crowdin write the
    /// English text there); one with a translation of its own is there, only not reviewed yet
    /// (`translation-state`'s). Not a unit with nothing to translate, such as the
    /// `%#@pluralizable@` that carries a substitution whose forms are translated (Mac Mouse
    /// Fix's Russian and Turkish), nor a plural form the language never shows.
    static func isStillNew(_ unit: LintedUnit, of translation: LintedLocalization) -> Bool {
        unit.translationState == .new && unit.isUntranslatedPlaceholderValue && (unit.value.isEmpty || unit.hasLetters)
            && !translation.neverShows(unit)
    }

    /// Whether `unit` is its entry's key written as its value, where the key is an identifier
    /// (an Interface Builder object id, or an ASCII name with `_` or a `.` between its parts, and
    /// no space) and the source shows other text. Not words before an ellipsis: GitOK's Chinese
    /// key “管理预设...” is its own right Simplified Chinese.
    static func isKeyAsValue(_ unit: LintedUnit, of entry: LintedEntry) -> Bool {
        let key = entry.key
        guard unit.value == key, entry.source.units.count == 1, entry.source.units.first?.value != key else { return false }
        return StringTable.isInterfaceBuilderKey(key) || isIdentifier(key)
    }

    /// Whether `key` is an identifier, not text: ASCII without spaces, with `_` or a `.` between
    /// two of its parts (`settings.title`, `select_commit_title`); not words before an ellipsis,
    /// a file's name (`README.md`), an address, a path or a template's field (`<your_domain>`).
    static func isIdentifier(_ key: String) -> Bool {
        let bytes = Array(key.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 && $0 > 0x20 }), bytes.contains(where: { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) else { return false }
        func isNamePart(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte >= 0x30 && byte <= 0x39 }
        // (An address or a path: Monal's example “user@domain.tld”, “user@example.org/resource”.)
        if bytes.contains(UInt8(ascii: "@")) || bytes.contains(UInt8(ascii: "/")) || Address.isAddress(key) { return false }
        // A template's field, in the brackets that say “fill in here”, is shown as written
        // (Proxyman's code sample with “<your_production_domain>”, kept by its translator).
        if let first = bytes.first, let last = bytes.last,
           (first, last) == (UInt8(ascii: "<"), UInt8(ascii: ">")) || (first, last) == (UInt8(ascii: "{"), UInt8(ascii: "}"))
            || (first, last) == (UInt8(ascii: "["), UInt8(ascii: "]")) { return false }
        if let dot = key.lastIndex(of: "."), fileExtensions.contains(key[key.index(after: dot)...].lowercased()) { return false }
        return bytes.contains(UInt8(ascii: "_"))
            || bytes.indices.contains { i in bytes[i] == UInt8(ascii: ".") && i > 0 && i + 1 < bytes.count && isNamePart(bytes[i - 1]) && isNamePart(bytes[i + 1]) }
    }

    /// Extensions of the files an app names in its text (GitOK's plug-in “README.md”).
    static let fileExtensions: Set<String> = ["md", "txt", "json", "plist", "swift", "png", "jpg", "pdf", "html", "xml", "csv", "log", "zip", "yml", "yaml"]

    /// Whether `missing-translation` reports `unit` (then other checks leave it alone).
    static func reports(_ unit: LintedUnit, of translation: LintedLocalization, in entry: LintedEntry) -> Bool {
        entry.needsTranslation && entry.run.requiredTranslationLocales.contains { $0 === translation.lintLocale }
            && isStillNew(unit, of: translation)
    }

    /// Walks the source's device variations and substitutions, reporting what the translation lacks.
    private func compare(
        _ source: LocalizedContent, _ translated: LocalizedContent, in translation: LintedLocalization,
        _ entry: LintedEntry, _ emit: (Finding) -> Void
    ) {
        let locale = translation.locale
        if let sourceDevices = source.variations?.device, !sourceDevices.isEmpty {
            let devices = translated.variations?.device ?? []
            let missing = sourceDevices.map(\.name).filter { name in !devices.contains { $0.name == name } }
            // A plain value or an `other` device form is what a device without its own form shows.
            let hasFallback = translated.stringUnit != nil || devices.contains { $0.name == "other" }
            if !missing.isEmpty, !hasFallback {
                let location = devices.first?.location ?? translation.localization.location
                emit(finding(entry, locale, at: location, .missingDevices(entry, locale, missing)))
            }
            for device in devices {
                if let match = sourceDevices.first(where: { $0.name == device.name }) {
                    compare(match.content, device.content, in: translation, entry, emit)
                }
            }
        }
        for substitution in translated.substitutions ?? [] {
            let forms = LocalizedContent(variations: substitution.variations).units
            if forms.isEmpty {
                emit(finding(entry, locale, at: substitution.location, path: "substitution \(substitution.name)", .emptySubstitution(entry, locale, substitution.name)))
            }
        }
    }
}

extension MissingTranslation {
    /// The text a translator is asked to translate: the source's value (its `other` form where
    /// it varies by plural), with each `%#@name@`
    /// written as its substitution's `other` form (Delta Chat's `.stringsdict`
    /// “%#@localized_format_key@” is “%d chats unarchived”, CotEditor's “%#@arg1@ in %#@arg2@”
    /// “%lld matches in %lld files”); for a storyboard's or xib's key,
    /// which has no source value, the text its comment quotes (`title = "Quit"` for `….title`).
    /// `sourceText(of:)` quoted; where the source language has no value and the key is an id
    /// that says nothing (an intent's or a nib object's), a translation's text, named by its
    /// language (a key such as KeePassium's `[PasswordAudit/Intro/text]` says more to a
    /// translator than another language's text): GenshinPizzaHelper's intent
    /// table, whose base is an `.intentdefinition`, said “translate “87WYHP”” at the English
    /// line that holds “Widget configuration”.
    static func quotedText(of entry: LintedEntry) -> String {
        let text = sourceText(of: entry)
        if text == entry.key, !entry.hasSourceToCompare, MissingSourceFile.isIntentID(entry.key) || MissingSourceFile.isInterfaceBuilderID(entry.key),
           let other = entry.translations.first(where: { $0.locale.hasPrefix("en") && $0.units.first?.isBlank == false })
            ?? entry.translations.first(where: { $0.units.first?.isBlank == false }), let translated = other.units.first?.value {
            return "its ‘\(other.locale)’ text \(MessageText.quote(translated))"
        }
        return MessageText.quote(text)
    }

    static func sourceText(of entry: LintedEntry) -> String {
        let units = entry.source.units
        guard var first = units.first else { return entry.key }
        // A key that varies by plural is quoted in its `other` form, as a substitution is
        // (Feather's “%lld Apps” was quoted as “%lld App”).
        if first.pluralCategory != nil, !first.isInSubstitution,
           let other = units.first(where: { $0.pluralCategory == "other" && !$0.isInSubstitution }) {
            first = other
        }
        var text = first.value
        for name in first.substitutionNames {
            let forms = units.filter { unit in unit.steps.contains { if case .substitution(name) = $0 { true } else { false } } }
            if let other = forms.first(where: { $0.pluralCategory == "other" }) ?? forms.last {
                // `%arg` is the substitution's own number, as its format specifier writes it.
                let number = "%" + (entry.source.substitution(named: name)?.formatSpecifier ?? "lld")
                text = text.replacing("%#@\(name)@", with: other.value.replacing("%arg", with: number))
            }
        }
        if entry.run.context.table.isInterfaceBuilder, text == entry.key, let quoted = interfaceBuilderText(of: entry.key, in: entry.entry.comment) {
            return quoted
        }
        return text
    }

    /// `Quit` from the comment Xcode writes above `"abc-12-xyz.title"`:
    /// `Class = "NSMenuItem"; title = "Quit"; ObjectID = "abc-12-xyz";`.
    static func interfaceBuilderText(of key: String, in comment: String?) -> String? {
        OptionalKeys.interfaceBuilderText(of: key, in: comment)
    }
}

extension String {
    fileprivate static func noTranslation(_ entry: LintedEntry, _ locale: String) -> String {
        "‘\(entry.key)’ has no ‘\(locale)’ translation: translate \(MissingTranslation.quotedText(of: entry))"
    }

    fileprivate static func noValue(_ entry: LintedEntry, _ locale: String) -> String {
        "‘\(entry.key)’ in ‘\(locale)’ has no value: translate \(MissingTranslation.quotedText(of: entry))"
    }

    fileprivate static func sourceIsKey(_ entry: LintedEntry, _ locale: String) -> String {
        "‘\(entry.key)’ in ‘\(locale)’ is its own key, which every user would see: write the text users should read"
    }

    fileprivate static func keyAsValue(_ entry: LintedEntry, _ locale: String) -> String {
        "‘\(entry.key)’ in ‘\(locale)’ is its own key, which users would see: translate \(MissingTranslation.quotedText(of: entry))"
    }

    fileprivate static func stillNew(_ entry: LintedEntry, _ locale: String, _ unit: LintedUnit) -> String {
        "\(entry.subject(locale, unit)) is marked new and holds \(unit.value.isEmpty ? "nothing" : "the source's text"): translate it and mark it translated"
    }

    fileprivate static func missingDevices(_ entry: LintedEntry, _ locale: String, _ devices: [String]) -> String {
        let names = MessageText.list(devices.map(MessageText.code))
        return "‘\(entry.key)’ in ‘\(locale)’ has no \(names) variation: add the device \(devices.count == 1 ? "variation" : "variations") the source has"
    }

    fileprivate static func emptySubstitution(_ entry: LintedEntry, _ locale: String, _ name: String) -> String {
        "‘\(entry.key)’ in ‘\(locale)’ has no forms for the substitution \(MessageText.code("%#@\(name)@")): translate its plural forms"
    }
}
