import StringsgenICU
import StringsgenModel

/// A language the catalog has but `Locales/` does not list: nobody ships or tracks it, so its
/// translations are never required. Reported once per table, at its first occurrence, and
/// only for projects that have `Locales/`. Also, in any project, a legacy table's file in a
/// `.lproj` folder whose name is no locale (`be@tarask.lproj`, `zh_CN.GB2312.lproj`), which
/// stringsgen does not read (`ReadingNote.Kind.unreadFolder`).
public struct UnknownLocale: Check {
    public static let id = "unknown-locale"
    public static let scope = CheckScope.table
    public static let defaultSeverity = Severity.warning
    public static let summary = "a language in the catalog that Locales/ does not list"
    public static let help = "Add Locales/<code>.json for the language if the app ships it, or remove the language from the catalog."

    public init() {}

    public func check(table run: LintRun, emit: (Finding) -> Void) {
        for note in run.table.readingNotes where note.kind == .unreadFolder {
            emit(Finding(rule: Self.id, location: note.location, key: nil, locale: note.locale, message: note.message))
        }
        guard let known = run.context.locales else { return }
        var reported: Set<String> = [run.sourceLanguage]
        reported.formUnion(known.keys)
        // A folder no Xcode build copies ships nothing (MacPass's `zh-Hant.lproj`, which `init`
        // leaves out: 27 warnings right after it); nor does `init` list a language only
        // Info.plist tables have, nor a regional variant of the source language (LiveContainer's
        // `ca.lproj` … and `en_GB.lproj`: 26 warnings right after it).
        reported.formUnion(run.context.unbuiltLocales)
        reported.formUnion(run.context.infoPlistOnlyLocales)
        // A language listed in another spelling (`pt_BR.lproj` beside `Locales/pt-BR.json`).
        let listed = Set(known.keys.map(LocaleSpelling.folded))
        // The code found at each position of the previous entry (already reported or known):
        // the next entry usually lists the same codes, and comparing beats hashing.
        var seenAt: [String] = []
        for entry in run.table.entries {
            for (position, localization) in entry.localizations.enumerated() {
                if position < seenAt.count, seenAt[position] == localization.locale { continue }
                if position < seenAt.count { seenAt[position] = localization.locale } else { seenAt.append(localization.locale) }
                guard !reported.contains(localization.locale) else { continue }
                reported.insert(localization.locale)
                if listed.contains(LocaleSpelling.folded(localization.locale)) { continue }
                if LocaleIdentifier.isSameWrittenLanguage(localization.locale, run.sourceLanguage) { continue }
                emit(Finding(
                    rule: Self.id, location: localization.location, key: entry.key, locale: localization.locale,
                    message: .unknown(localization.locale, entry.key, isCatalog: run.table.format == .xcstrings)))
            }
        }
    }
}

extension String {
    fileprivate static func unknown(_ locale: String, _ key: String, isCatalog: Bool) -> String {
        "‘\(locale)’ (first at ‘\(key)’) is not a locale of this project: add Locales/\(locale).json, or remove "
            + (isCatalog ? "‘\(locale)’ from the catalog" : "the folder \(locale).lproj")
    }
}
