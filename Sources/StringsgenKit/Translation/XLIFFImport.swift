import StringsgenChecks
import StringsgenFormats
import StringsgenICU
import StringsgenModel

/// `stringsgen import`: merges the targets of XLIFF files into the project's String Catalogs.
///
/// A target whose text and state the catalog already has changes nothing; a changed one
/// replaces the value and state (`translated`; `needs-review-*` → `needs_review`; `new`); a
/// missing one (a plural form the language needs, a new language) is added where the source
/// has that string, in the catalog's order. The catalog is written in Xcode's layout, so the
/// keys the import did not touch keep their bytes.
///
/// Before anything is written, the keys it touched are linted as they were and as they would
/// be: an error-severity finding the import would add refuses the import (unless forced),
/// located at the XLIFF's line, where the translator fixes it.
public enum XLIFFImport {
    public struct Outcome: Sendable {
        public var updated = 0
        public var added = 0
        public var unchanged = 0
        /// Units with no `<target>`: nothing to import.
        public var withoutTarget = 0
        /// Units whose id names no key or no string of the source (a warning each).
        public var unmatched: [(location: SourceLocation, id: String, reason: String)] = []
        /// Error-severity findings the import would add, at the XLIFF's lines.
        public var newErrors: [Diagnostic] = []
        /// Whether the import was refused (new errors, not forced): nothing was written.
        public var refused = false
        /// Catalogs written.
        public var written: [String] = []
        /// Catalogs that were not in Xcode's layout before: writing them changed more than the
        /// imported units.
        public var reformatted: [String] = []
    }

    public static func run(_ project: Project, files: [String], force: Bool) throws(InputError) -> Outcome {
        // Every file is read before anything changes: a malformed one leaves the catalogs as they are.
        for path in files where !(path.hasSuffix(".xliff") || path.hasSuffix(".xlf")) {
            throw InputError.file(path, "expected an XLIFF file (.xliff)")
        }
        let documents = try XLIFFReader.read(paths: files)
        var tables = project.tables
        var keyIndex: [Int: [String: Int]] = [:]
        var touched: [Int: [Int: Set<String>]] = [:]
        var outcome = Outcome()
        for document in documents {
            for file in document.files {
                let t = try table(for: file, in: tables)
                if keyIndex[t] == nil {
                    var index: [String: Int] = [:]
                    for (i, entry) in tables[t].entries.enumerated() where index[entry.key] == nil { index[entry.key] = i }
                    keyIndex[t] = index
                }
                let sourceLanguage = tables[t].sourceLanguage
                let locale = file.targetLanguage
                for unit in file.units {
                    guard let id = XLIFFUnitID(unit.id) else {
                        outcome.unmatched.append((unit.location, unit.id, "not an id Xcode writes for a String Catalog"))
                        continue
                    }
                    guard let e = keyIndex[t]![id.key] else {
                        outcome.unmatched.append((unit.location, unit.id, "matches no key in \(tables[t].file)"))
                        continue
                    }
                    guard let target = unit.target else {
                        outcome.withoutTarget += 1
                        continue
                    }
                    // The entry is read where it is and changed there only when the unit
                    // changes it (most units of a returned file change nothing).
                    let localizations = tables[t].entries[e].localizations
                    let source = localizations.firstIndex { $0.locale == sourceLanguage }.map { localizations[$0].content }
                        ?? LocalizedContent(stringUnit: StringUnit(value: id.key, location: tables[t].entries[e].location))
                    let existing = localizations.firstIndex { $0.locale == locale }
                    var content = existing.map { localizations[$0].content } ?? LocalizedContent()
                    let change = apply(
                        target, state: unit.state, unit: unit, steps: id.steps[...], source: source, target: &content, substitution: nil)
                    switch change {
                    case nil:
                        outcome.unmatched.append((unit.location, unit.id, "no such string in the source language of \"\(id.key)\""))
                        continue
                    case .unchanged?:
                        outcome.unchanged += 1
                        continue
                    case .updated?: outcome.updated += 1
                    case .added?: outcome.added += 1
                    }
                    if let existing {
                        tables[t].entries[e].localizations[existing].content = content
                    } else {
                        let l = insertionIndex(of: locale, in: localizations.map(\.locale))
                        tables[t].entries[e].localizations.insert(Localization(locale: locale, location: unit.location, content: content), at: l)
                        tables[t].entries[e].hasLocalizationsMember = true
                    }
                    touched[t, default: [:]][e, default: []].insert(locale)
                }
            }
        }

        outcome.newErrors = try newErrors(project, before: project.tables, after: tables, touched: touched)
        if !outcome.newErrors.isEmpty, !force {
            outcome.refused = true
            return outcome
        }
        var writes: [(path: String, bytes: [UInt8])] = []
        for t in touched.keys.sorted() {
            let path = tables[t].file
            let original = try FileBytes.read(path)
            if XCStringsWriter.write(project.tables[t], unlessEqualTo: original) != nil { outcome.reformatted.append(path) }
            if let bytes = XCStringsWriter.write(tables[t], unlessEqualTo: original) { writes.append((path, bytes)) }
        }
        for write in writes {
            try FileBytes.writeAtomically(write.bytes, to: write.path)
            outcome.written.append(write.path)
        }
        return outcome
    }

    /// The table a `<file>` translates: the catalog at its `original` path, else the one of
    /// the same file name.
    private static func table(for file: XLIFFFile, in tables: [StringTable]) throws(InputError) -> Int {
        let name = XCStringsReader.tableName(of: file.original)
        guard let t = tables.firstIndex(where: { $0.format == .xcstrings && $0.file == file.original })
            ?? tables.firstIndex(where: { $0.format == .xcstrings && $0.name == name })
        else {
            let known = tables.filter { $0.format == .xcstrings }.map(\.file).joined(separator: ", ")
            throw InputError(
                "<file original=\"\(file.original)\"> matches no String Catalog of the project (\(known.isEmpty ? "none" : known))",
                at: file.location)
        }
        guard file.sourceLanguage == tables[t].sourceLanguage else {
            throw InputError(
                "source-language \"\(file.sourceLanguage)\" does not match the catalog's sourceLanguage \"\(tables[t].sourceLanguage)\" (\(tables[t].file))",
                at: file.location)
        }
        guard file.targetLanguage != tables[t].sourceLanguage else {
            throw InputError(
                "target-language \"\(file.targetLanguage)\" is the catalog's source language: import translations, not the source text",
                at: file.location)
        }
        return t
    }

    enum Change { case unchanged, updated, added }

    /// Puts `text` at `steps` in `target`, creating the variations, substitutions and unit
    /// the source has there; nil when the source has no string there.
    private static func apply(
        _ text: String, state: String?, unit: XLIFFUnit, steps: ArraySlice<ValuePathStep>, source: LocalizedContent,
        target: inout LocalizedContent, substitution: Substitution?
    ) -> Change? {
        guard let step = steps.first else {
            guard source.stringUnit != nil else { return nil }
            let value = XLIFFMapping.importedSubstitutionText(text, substitution)
            if let existing = target.stringUnit {
                if XLIFFMapping.isUnchanged(existing, text: value, xliffState: state) { return .unchanged }
                target.stringUnit!.value = value
                target.stringUnit!.state = XLIFFMapping.catalogState(ofXLIFFState: state)
                target.stringUnit!.location = unit.targetLocation
                return .updated
            }
            target.stringUnit = StringUnit(state: XLIFFMapping.catalogState(ofXLIFFState: state), value: value, location: unit.targetLocation)
            return .added
        }
        let rest = steps.dropFirst()
        switch step {
        case .plural(let category), .device(let category):
            let isPlural = if case .plural = step { true } else { false }
            guard let forms = isPlural ? source.variations?.plural : source.variations?.device else { return nil }
            let form: Variation?
            if isPlural {
                // A form the source lacks is one the target language needs: its source is `other`.
                guard PluralCategory(rawValue: category) != nil || forms.contains(where: { $0.name == category }) else { return nil }
                form = forms.first { $0.name == category } ?? forms.first { $0.name == "other" } ?? forms.last
            } else {
                form = forms.first { $0.name == category }
            }
            guard let form else { return nil }
            var variations = target.variations ?? Variations()
            var cases = (isPlural ? variations.plural : variations.device) ?? []
            let i: Int
            if let existing = cases.firstIndex(where: { $0.name == category }) {
                i = existing
            } else {
                i = insertionIndex(of: category, in: cases.map(\.name))
                cases.insert(Variation(name: category, location: unit.location, content: LocalizedContent()), at: i)
            }
            var content = cases[i].content
            guard let change = apply(
                text, state: state, unit: unit, steps: rest, source: form.content, target: &content, substitution: substitution)
            else { return nil }
            if change == .unchanged { return .unchanged }
            cases[i].content = content
            if isPlural { variations.plural = cases } else { variations.device = cases }
            target.variations = variations
            return change
        case .substitution(let name):
            guard let sourceSub = source.substitution(named: name), let sourceVariations = sourceSub.variations else { return nil }
            var subs = target.substitutions ?? []
            let i: Int
            if let existing = subs.firstIndex(where: { $0.name == name }) {
                i = existing
            } else {
                i = insertionIndex(of: name, in: subs.map(\.name))
                subs.insert(
                    Substitution(name: name, location: unit.location, argNum: sourceSub.argNum, formatSpecifier: sourceSub.formatSpecifier),
                    at: i)
            }
            var content = LocalizedContent(variations: subs[i].variations)
            let targetSub = subs[i]
            guard let change = apply(
                text, state: state, unit: unit, steps: rest, source: LocalizedContent(variations: sourceVariations), target: &content,
                substitution: targetSub.argNum == nil && targetSub.formatSpecifier == nil ? sourceSub : targetSub)
            else { return nil }
            if change == .unchanged { return .unchanged }
            subs[i].variations = content.variations
            target.substitutions = subs
            return change
        }
    }

    /// Where a new name goes among `names` (a catalog keeps locales, variation cases and
    /// substitutions sorted): before the first that sorts after it.
    private static func insertionIndex(of name: String, in names: [String]) -> Int {
        names.firstIndex { name.utf8.lexicographicallyPrecedes($0.utf8) } ?? names.count
    }

    /// The error-severity findings about the touched keys and locales that the changed tables
    /// have and the original ones do not (compared by rule, key, locale and message, since
    /// their locations differ).
    private static func newErrors(
        _ project: Project, before: [StringTable], after: [StringTable], touched: [Int: [Int: Set<String>]]
    ) throws(InputError) -> [Diagnostic] {
        guard !touched.isEmpty else { return [] }
        let linter = Linter(severities: try Linting.severityPolicy(project.configuration))
        let limits = Linting.copyLimits(project.configuration)
        let locales = project.locales.map { Dictionary($0.map { ($0.code, $0) }, uniquingKeysWith: { a, _ in a }) }
        var result: [Diagnostic] = []
        for (t, entries) in touched {
            let indices = entries.keys.sorted()
            var localesByKey: [String: Set<String>] = [:]
            for (e, locales) in entries { localesByKey[before[t].entries[e].key, default: []].formUnion(locales) }
            func findings(_ table: StringTable) -> [Diagnostic] {
                var subset = table
                subset.entries = indices.map { table.entries[$0] }
                let context = LintContext(table: subset, locales: locales, requiredLocales: project.requiredLocales, copyLimits: limits)
                return linter.lint(context).filter { diagnostic in
                    guard diagnostic.severity == .error, let key = diagnostic.key, let locale = diagnostic.locale else { return false }
                    return localesByKey[key]?.contains(locale) ?? false
                }
            }
            struct Identity: Hashable { var rule: String, key: String?, locale: String?, message: String }
            var old: [Identity: Int] = [:]
            for d in findings(before[t]) { old[Identity(rule: d.rule, key: d.key, locale: d.locale, message: d.message), default: 0] += 1 }
            for d in findings(after[t]) {
                let identity = Identity(rule: d.rule, key: d.key, locale: d.locale, message: d.message)
                if let count = old[identity], count > 0 { old[identity] = count - 1 } else { result.append(d) }
            }
        }
        return Diagnostic.sorted(result)
    }
}
