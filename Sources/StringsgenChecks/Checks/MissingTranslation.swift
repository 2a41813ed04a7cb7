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
        guard entry.needsTranslation else { return }
        for required in entry.run.requiredTranslationLocales {
            let locale = required.code
            guard let translation = entry.translations.first(where: { $0.lintLocale === required }) else {
                emit(finding(entry, locale, at: entry.entry.location, .noTranslation(entry, locale)))
                continue
            }
            if translation.units.isEmpty {
                emit(finding(entry, locale, at: translation.localization.location, .noValue(entry, locale)))
                continue
            }
            for unit in translation.units where Self.isStillNew(unit, of: translation) {
                emit(finding(entry, locale, unit, .stillNew(entry, locale, unit)))
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

extension String {
    fileprivate static func noTranslation(_ entry: LintedEntry, _ locale: String) -> String {
        "‘\(entry.key)’ has no ‘\(locale)’ translation: translate \(MessageText.quote(entry.source.units.first?.value ?? entry.key))"
    }

    fileprivate static func noValue(_ entry: LintedEntry, _ locale: String) -> String {
        "‘\(entry.key)’ in ‘\(locale)’ has no value: translate \(MessageText.quote(entry.source.units.first?.value ?? entry.key))"
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
