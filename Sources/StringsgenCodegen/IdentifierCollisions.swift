import StringsgenModel

/// Keys of one table that `generate` would give one accessor name (`SwiftIdentifier`'s
/// naming, the generator's own) and the same arguments (labels and Swift types), so that `lint`
/// refuses what `generate` refuses. Keys that share only a name become overloads.
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
        keysByName.reserveCapacity(table.entries.count)
        let orphans = StringTable.OrphanKeys(table)
        for position in table.entries.indices {
            // Read in place: a copy of the entry would count references to each of its strings.
            let key = table.entries[position].key, state = table.entries[position].extractionState
            let chosenName = chosen.isEmpty ? nil : chosen[key]
            guard state != "stale", chosenName != nil || Accessor.isSelected(state, table, keys),
                  !orphans.contains(table.entries[position]),
                  let name = chosenName ?? names.member(forKey: key)
            else { continue }
            keysByName[name, default: []].append(position)
        }
        var diagnostics: [Diagnostic] = []
        // Keys that share a name but not their arguments are overloads (`Accessor.plan`).
        var groups: [(name: String, positions: [Int])] = []
        for (name, positions) in keysByName where positions.count > 1 {
            var bySignature: [[String]: [Int]] = [:]
            for position in positions { bySignature[Accessor.signature(at: position, in: table), default: []].append(position) }
            for (_, same) in bySignature where same.count > 1 { groups.append((name, same)) }
        }
        for (name, positions) in groups {
            let keys = quoted(keys: positions.map { table.entries[$0].key })
            let list = keys.dropLast().joined(separator: ", ") + " and " + keys.last!
            let verb = positions.count == 2 ? "both become" : "all become"
            for position in positions {
                let entry = table.entries[position]
                diagnostics.append(Diagnostic(
                    rule: "identifier-collision", severity: severity, location: entry.location, table: table.name,
                    key: entry.key,
                    message: "\(list) \(verb) the accessor \(quoted(name)), with the same arguments; name all but one in generate.names of stringsgen.json (the text stays as it is), or merge them if they say the same"))
            }
        }
        return Diagnostic.sorted(diagnostics)
    }
}
