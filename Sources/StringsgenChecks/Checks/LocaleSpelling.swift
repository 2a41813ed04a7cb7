import StringsgenICU
import StringsgenModel

/// One language written two ways in a table: `zh-hans` beside `zh-Hans`, `pt_BR` beside
/// `pt-BR`. Each is a column of the catalog, but the app's bundle has one `.lproj` folder for
/// both on a Mac's disk, which ignores case: Xcode's build and `generate` write one over the
/// other, and which translation ships depends on the order they were written in. Reported once
/// per spelling after the first, at its first occurrence; the spelling to keep is the
/// canonical one (BCP 47: `zh-Hans`, `pt-BR`) where one of them is, else the first.
public struct LocaleSpelling: Check {
    public static let id = "locale-spelling"
    public static let scope = CheckScope.table
    public static let defaultSeverity = Severity.error
    public static let summary = "one language written two ways in a table (zh-hans beside zh-Hans): one .lproj folder on a Mac's disk"
    public static let help = "Move the translations to one spelling, the canonical one (zh-Hans, pt-BR), and remove the other."

    public init() {}

    public func check(table run: LintRun, emit: (Finding) -> Void) {
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
                let folded = Self.folded(localization.locale)
                guard !(spellings[folded]?.contains(localization.locale) ?? false) else { continue }
                spellings[folded, default: []].append(localization.locale)
                firstAt[localization.locale] = (entry, localization)
            }
        }
        for (_, written) in spellings where written.count > 1 {
            let kept = written.first { LocaleIdentifier.bcp47($0) == $0 } ?? written[0]
            for other in written where other != kept {
                // The source language has no entry of its own to point at when only its other spelling has one.
                guard let (entry, localization) = firstAt[other] else { continue }
                emit(Finding(
                    rule: Self.id, location: localization.location, key: entry.key, locale: other,
                    message: .twoSpellings(other, kept, entry.key)))
            }
        }
    }

    /// What a case-insensitive disk makes of a code, with `_` for `-` as Foundation reads it.
    public static func folded(_ locale: String) -> String {
        String(locale.lowercased().map { $0 == "_" ? "-" : $0 })
    }
}

extension String {
    fileprivate static func twoSpellings(_ other: String, _ kept: String, _ key: String) -> String {
        "‘\(other)’ (first at ‘\(key)’) is ‘\(kept)’ written another way: on a Mac's disk both are one \(kept).lproj folder, and the app shows whichever translation was written last; move its translations to ‘\(kept)’"
    }
}
