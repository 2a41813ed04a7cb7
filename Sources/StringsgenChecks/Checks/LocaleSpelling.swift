import StringsgenICU
import StringsgenModel

/// One language written two ways in a table: `zh-hans` beside `zh-Hans`, `pt_BR` beside
/// `pt-BR`. Each is a column of the catalog, but spellings that differ only in case are one
/// `.lproj` folder on a Mac's disk, which ignores case: Xcode's build and `generate` write one
/// over the other, and which translation ships depends on the order they were written in.
/// Spellings with `_` for `-` are two folders, but one language to Apple's bundles, which
/// look up only one of them. Reported once per spelling after the first, at its first
/// occurrence (the source language's, where only its `sourceLanguage` member has it, at the
/// top of the file); the spelling to keep is the canonical one (BCP 47: `zh-Hans`, `pt-BR`)
/// where one of them is, else the first. A legacy table's file named as the table in another
/// case (`de.lproj/infoPlist.strings` beside `en.lproj/InfoPlist.strings`) is reported too: a
/// case-sensitive disk, an iPhone's, has no file of the table's name in that folder.
public struct LocaleSpelling: Check {
    public static let id = "locale-spelling"
    public static let scope = CheckScope.table
    public static let defaultSeverity = Severity.error
    public static let summary = "one language written two ways in a table (zh-hans beside zh-Hans, pt_BR beside pt-BR)"
    public static let help = "Move the translations to one spelling, the canonical one (zh-Hans, pt-BR), and remove the other."

    public init() {}

    public func check(table run: LintRun, emit: (Finding) -> Void) {
        // A legacy table's file whose name is the table's in another case (`ReadingNote.Kind.tableSpelling`).
        for note in run.table.readingNotes where note.kind == .tableSpelling {
            emit(Finding(rule: Self.id, location: note.location, key: nil, locale: note.locale, message: note.message))
        }
        // Each spelling once, in order, by its folded form (lowercase, `-` for `_`); the code at
        // each position of the previous entry is skipped without hashing, as most entries list
        // the same codes.
        var spellings: [String: [String]] = [Self.folded(run.sourceLanguage): [run.sourceLanguage]]
        var firstAt: [String: (entry: Entry, localization: Localization)] = [:]
        var seenAt: [String] = []
        for entry in run.table.entries {
            for (position, localization) in entry.localizations.enumerated() {
                if position < seenAt.count, seenAt[position] == localization.locale { continue }
                if position < seenAt.count { seenAt[position] = localization.locale } else { seenAt.append(localization.locale) }
                guard firstAt[localization.locale] == nil else { continue }
                firstAt[localization.locale] = (entry, localization)
                let folded = Self.folded(localization.locale)
                if !(spellings[folded]?.contains(localization.locale) ?? false) { spellings[folded, default: []].append(localization.locale) }
            }
        }
        for (_, written) in spellings where written.count > 1 {
            let kept = written.first { LocaleIdentifier.bcp47($0) == $0 } ?? written[0]
            for other in written where other != kept {
                let first = firstAt[other]
                let caseTwin = written.first { $0 != kept && Self.differOnlyInCase($0, other) }
                emit(Finding(
                    rule: Self.id, location: first?.localization.location ?? SourceLocation(file: run.table.file, line: 1, column: 1),
                    key: first?.entry.key, locale: other, message: Self.message(other, kept: kept, firstAt: first?.entry.key, caseTwin: caseTwin)))
            }
        }
    }

    /// The finding's message: `other` is `kept` written another way; `caseTwin`, another
    /// spelling that differs from `other` only in case, where `kept` does not.
    public static func message(_ other: String, kept: String, firstAt key: String?, caseTwin: String?) -> String {
        let at = key.map { " (first at ‘\($0)’)" } ?? " (the source language)"
        let harm = if differOnlyInCase(other, kept) {
            "on a Mac's disk both are one \(kept).lproj folder, and the app shows whichever translation was written last"
        } else if let caseTwin {
            "on a Mac's disk it and ‘\(caseTwin)’ are one .lproj folder, and the app shows whichever translation was written last"
        } else {
            "Apple's bundles take both for one language and show the translations of only one of them"
        }
        return "‘\(other)’\(at) is ‘\(kept)’ written another way: \(harm); move its translations to ‘\(kept)’"
    }

    /// Whether two spellings differ only in case: one folder on a Mac's disk.
    public static func differOnlyInCase(_ a: String, _ b: String) -> Bool {
        a != b && a.lowercased() == b.lowercased()
    }

    /// What a case-insensitive disk makes of a code, with `_` for `-` as Foundation reads it.
    public static func folded(_ locale: String) -> String {
        String(locale.lowercased().map { $0 == "_" ? "-" : $0 })
    }
}
