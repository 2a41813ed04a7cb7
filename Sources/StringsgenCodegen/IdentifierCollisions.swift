import StringsgenModel

/// Keys of one table that `generate` would give one accessor name (`SwiftIdentifier`'s
/// naming, the generator's own), so that `lint` refuses what `generate` refuses.
public enum IdentifierCollisions {
    /// One finding per key that shares its accessor name with another key of `table`, at the
    /// key, worded as `generate` words it; the severity is the caller's (lint's policy).
    ///
    /// Only keys that get an accessor count, as `generate` selects them (`keys`, `names`): two
    /// keys Xcode extracted from SwiftUI text (`"Done"`, `"done"`) get none, and their text is
    /// not for renaming.
    public static func findings(
        in table: StringTable, severity: Severity, keys: GeneratorOptions.KeySelection = .all, names chosen: [String: String] = [:]
    ) -> [Diagnostic] {
        let names = SwiftIdentifier.MemberNames(tableName: table.name)
        var keysByName: [String: [Int]] = [:]
        let orphans = StringTable.OrphanKeys(table)
        for position in table.entries.indices {
            let entry = table.entries[position]
            let chosenName = chosen[entry.key]
            guard entry.extractionState != "stale", chosenName != nil || Accessor.isSelected(entry.extractionState, table, keys),
                  !orphans.contains(entry),
                  let name = chosenName ?? names.member(forKey: entry.key)
            else { continue }
            keysByName[name, default: []].append(position)
        }
        var diagnostics: [Diagnostic] = []
        for (name, positions) in keysByName where positions.count > 1 {
            let keys = positions.map { quoted(table.entries[$0].key) }
            let list = keys.dropLast().joined(separator: ", ") + " and " + keys.last!
            let verb = positions.count == 2 ? "both become" : "all become"
            for position in positions {
                let entry = table.entries[position]
                diagnostics.append(Diagnostic(
                    rule: "identifier-collision", severity: severity, location: entry.location, table: table.name,
                    key: entry.key,
                    message: "\(list) \(verb) the accessor \(quoted(name)); rename all but one of the keys"))
            }
        }
        return Diagnostic.sorted(diagnostics)
    }
}
