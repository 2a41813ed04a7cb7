import StringsgenChecks
import StringsgenFormats
import StringsgenModel

/// `stringsgen lint FILE.xliff`: a translator checks a returned file before sending it.
///
/// Each `<file>` becomes a table of the model, built from the XLIFF alone (the translator
/// need not have the catalog): the sources are the source language, the targets the target
/// language, the notes the comments, and every value is located at its element in the XLIFF.
/// The project's linter then runs on it unchanged, so every check that applies to a target
/// applies here, worded as for a catalog and pointing at the XLIFF's lines.
public enum XLIFFLinting {
    /// The findings of every XLIFF file, sorted. The project at `root` gives the severities,
    /// copy limits and `Locales/` when it has them; nothing else of it is needed.
    public static func lint(files: [String], root: String) throws(InputError) -> [Diagnostic] {
        let configuration = try Configuration.load(root: root)
        let localeFiles = ProjectFiles.localeFiles(in: root)
        let settings = try localeFiles.map { path throws(InputError) in try LocaleSettingsReader.read(path: path) }
        let locales = settings.isEmpty ? nil : Dictionary(settings.map { ($0.code, $0) }, uniquingKeysWith: { a, _ in a })
        let linter = Linter(severities: try Linting.severityPolicy(configuration))
        let limits = Linting.copyLimits(configuration)
        var diagnostics: [Diagnostic] = []
        for path in files {
            let document = try XLIFFReader.read(path: path)
            for file in document.files {
                let table = self.table(from: file, path: path)
                let context = LintContext(
                    table: table, locales: locales, requiredLocales: [file.sourceLanguage, file.targetLanguage], copyLimits: limits)
                // The sources stand in for the source language (a plural form the target needs
                // and the source lacks repeats the source's `other`): only the target is the
                // translator's to fix.
                diagnostics += linter.lint(context).filter { $0.locale == nil || $0.locale == file.targetLanguage }
            }
        }
        return Diagnostic.sorted(diagnostics)
    }

    /// The table a `<file>` describes, its locations in the XLIFF at `path`.
    public static func table(from file: XLIFFFile, path: String) -> StringTable {
        // A substitution's `%arg` is written as its argument (`%2$lld`); its number and
        // specifier come from the source forms that show it.
        var arguments: [String: Substitution] = [:]
        for unit in file.units {
            guard let id = XLIFFUnitID(unit.id), let name = id.steps.lazy.compactMap(\.substitutionName).last,
                  arguments[id.key + "\u{0}" + name] == nil,
                  let argument = XLIFFMapping.inferredArgument(in: unit.source)
            else { continue }
            arguments[id.key + "\u{0}" + name] = Substitution(
                name: name, location: unit.location, argNum: argument.argNum, formatSpecifier: argument.formatSpecifier)
        }
        var table = StringTable(
            name: XCStringsReader.tableName(of: file.original), file: path, format: .xcstrings, sourceLanguage: file.sourceLanguage)
        var index: [String: Int] = [:]
        for unit in file.units {
            let id = XLIFFUnitID(unit.id) ?? XLIFFUnitID(key: unit.id, steps: [])
            let e: Int
            if let existing = index[id.key] {
                e = existing
            } else {
                e = table.entries.count
                index[id.key] = e
                let comment = unit.notes.filter { !$0.isEmpty }.joined(separator: " ")
                table.entries.append(Entry(key: id.key, location: unit.location, comment: comment.isEmpty ? nil : comment))
            }
            let sourceUnit = StringUnit(state: "translated", value: unit.source, location: unit.sourceLocation)
            place(sourceUnit, in: &table.entries[e], locale: file.sourceLanguage, steps: id.steps, unit: unit, arguments: arguments)
            if let target = unit.target {
                let targetUnit = StringUnit(
                    state: XLIFFMapping.catalogState(ofXLIFFState: unit.state), value: target, location: unit.targetLocation)
                place(targetUnit, in: &table.entries[e], locale: file.targetLanguage, steps: id.steps, unit: unit, arguments: arguments)
            }
        }
        return table
    }

    private static func place(
        _ stringUnit: StringUnit, in entry: inout Entry, locale: String, steps: [ValuePathStep], unit: XLIFFUnit,
        arguments: [String: Substitution]
    ) {
        let l: Int
        if let existing = entry.localizations.firstIndex(where: { $0.locale == locale }) {
            l = existing
        } else {
            l = entry.localizations.count
            entry.localizations.append(Localization(locale: locale, location: stringUnit.location, content: LocalizedContent()))
        }
        place(stringUnit, in: &entry.localizations[l].content, steps: steps[...], unit: unit, key: entry.key, arguments: arguments)
    }

    private static func place(
        _ stringUnit: StringUnit, in content: inout LocalizedContent, steps: ArraySlice<ValuePathStep>, unit: XLIFFUnit, key: String,
        arguments: [String: Substitution], substitution: Substitution? = nil
    ) {
        guard let step = steps.first else {
            var stringUnit = stringUnit
            stringUnit.value = XLIFFMapping.importedSubstitutionText(stringUnit.value, substitution)
            content.stringUnit = stringUnit
            return
        }
        switch step {
        case .plural(let name), .device(let name):
            let isPlural = if case .plural = step { true } else { false }
            var variations = content.variations ?? Variations()
            var cases = (isPlural ? variations.plural : variations.device) ?? []
            let i = cases.firstIndex { $0.name == name } ?? {
                cases.append(Variation(name: name, location: unit.location, content: LocalizedContent()))
                return cases.count - 1
            }()
            place(stringUnit, in: &cases[i].content, steps: steps.dropFirst(), unit: unit, key: key, arguments: arguments, substitution: substitution)
            if isPlural { variations.plural = cases } else { variations.device = cases }
            content.variations = variations
        case .substitution(let name):
            var subs = content.substitutions ?? []
            let definition = arguments[key + "\u{0}" + name]
            let i = subs.firstIndex { $0.name == name } ?? {
                subs.append(Substitution(
                    name: name, location: unit.location, argNum: definition?.argNum, formatSpecifier: definition?.formatSpecifier))
                return subs.count - 1
            }()
            var inner = LocalizedContent(variations: subs[i].variations)
            place(stringUnit, in: &inner, steps: steps.dropFirst(), unit: unit, key: key, arguments: arguments, substitution: definition)
            subs[i].variations = inner.variations
            content.substitutions = subs
        }
    }
}

extension ValuePathStep {
    fileprivate var substitutionName: String? {
        if case .substitution(let name) = self { name } else { nil }
    }
}
