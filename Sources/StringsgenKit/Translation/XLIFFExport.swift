#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import StringsgenChecks
import StringsgenFormats
import StringsgenICU
import StringsgenModel
import StringsgenReports

/// `stringsgen export`: one XLIFF 1.2 file per locale, in the shape Xcode's "Export
/// Localizations" gives String Catalogs, so the tools translators use read it.
///
/// Per translatable key, a unit per string the source language has: `key` for a plain value,
/// `key|==|plural.one`, `key|==|device.iphone`, `key|==|substitutions.count.plural.few` for
/// variations, with the target's text and state where it has one. A plural variation gets a
/// unit for every form the target language needs (ICU's rules), also those its translation
/// lacks yet, whose source is the source's same form or else its `other`. A substitution's
/// `%arg` is written as the argument it stands for (`%2$lld`), as Xcode does. The note is the
/// catalog comment and the key's copy limit ("Max 120 characters.").
public enum XLIFFExport {
    public struct Outcome: Sendable {
        /// Each file written: its path, its locale and its number of units.
        public var files: [(path: String, locale: String, units: Int)]
        /// Why each locale not written could not be (a value XML cannot carry): one locale's
        /// slip does not hold back the others' files (Feather's Czech U+0001 stopped all 11).
        public var failures: [InputError] = []
    }

    /// Writes `<output>/<locale>.xliff` for each locale (default: every required locale but
    /// the source language). Only String Catalogs are exported. A locale whose file a value
    /// keeps from being made is left out (`Outcome.failures`); any other error is thrown.
    public static func run(
        _ project: Project, locales requested: [String]?, onlyMissing: Bool, output: String
    ) throws(InputError) -> Outcome {
        let tables = project.tables.filter { $0.format == .xcstrings }
        guard !tables.isEmpty else {
            throw InputError.file(
                project.tables.first?.file ?? project.root,
                "expected String Catalogs (.xcstrings) to export; legacy .lproj tables are not exported (Xcode's Product > Export Localizations exports them)")
        }
        // A locale is exported for the tables it translates: those that require it (lint's
        // `requiredLocales(for:)`, so not a regional variant of their source, en-GB beside en,
        // which Geranium's export sent translators whole) and, where it is asked for by name,
        // every table it is not the source of. A project whose app is written in zh-Hans and
        // whose package in English exports `en` for the app (GenshinPizzaHelper's 801 keys
        // went to no file).
        if let requested, let source = requested.first(where: { locale in tables.allSatisfy { $0.sourceLanguage == locale } }) {
            throw InputError.file(
                tables.first { $0.sourceLanguage == source }!.file,
                "\"\(source)\" is the source language: export the languages translators translate into")
        }
        let requiredInOrder = tables.map { project.requiredLocales(for: $0) }
        let required = requiredInOrder.map(Set.init)
        let locales: [String] = requested ?? {
            var seen: Set<String> = []
            return zip(tables, requiredInOrder).flatMap { table, locales in
                locales.filter { $0 != table.sourceLanguage && seen.insert($0).inserted }
            }
        }()
        // No language to export (popcorn's catalogs are English alone): nothing to write, and
        // nothing wrong (the command says so).
        guard !locales.isEmpty else { return Outcome(files: []) }
        let tablesOf = locales.map { locale in
            tables.indices.filter { tables[$0].sourceLanguage != locale && (requested != nil || required[$0].contains(locale)) }.map { tables[$0] }
        }
        let limits = Linting.copyLimits(project.configuration)
        // One file per locale, made on every core and written beside its target as soon as it
        // is made (so a process holds a file's bytes only while it makes them, not every
        // locale's at once); the files are renamed over their targets only once every one was
        // made: an error leaves nothing half done.
        // What needs work is also what lint finds wrong: a translated unit with an error
        // (a placeholder it lost, a plural form it lacks) goes to the translator too, and so
        // does the source's text left as it is where `report` counts it untranslated
        // (`TranslationReport.countedCopies`: ownCloud's Lao, 790 values of English marked
        // `translated`, had no unit sent).
        let diagnostics = onlyMissing ? try Linting.lint(project) : []
        let errors = diagnostics.filter { $0.severity == .error && $0.key != nil && $0.locale != nil }
        let flagged = locales.enumerated().map { i, locale in
            Set(errors.filter { $0.locale == locale }.map { KeyBytes("\($0.table ?? "")\u{0}\($0.key!)") })
                .union(TranslationReport.countedCopies(in: diagnostics, locale: locale, tables: tablesOf[i]).map { KeyBytes("\($0.table)\u{0}\($0.key)") })
        }
        let root = project.root
        let paths = locales.map { ProjectFiles.join(output, "\($0).xliff") }
        let outputExisted = FileBytes.exists(output)
        let results = ExportResults(count: locales.count)
        DispatchQueue.concurrentPerform(iterations: locales.count) { i in
            results[i] = Result { () throws(InputError) in
                // Streamed through a small buffer; a file that already holds these bytes is
                // only compared, not touched.
                let file = FileBytes.StreamedReplacement(paths[i], durable: true)
                let units = try self.xliff(
                    tablesOf[i], locale: locales[i], copyLimits: limits, onlyMissing: onlyMissing, root: root, flagged: flagged[i],
                    into: file.write)
                return (try file.finish(), units)
            }
        }
        // A locale whose file a catalog's value keeps from being made (a character XML cannot
        // carry) is left out, and the others are written whole. Any other failure (a file that
        // cannot be written) leaves nothing of the run: every temporary file is removed
        // (`PendingWrite` does so when it is let go), and the folder made for them with it.
        var pending: [(locale: Int, write: FileBytes.PendingWrite?, units: Int)] = []
        var failures: [InputError] = []
        for i in locales.indices {
            switch results[i]! {
            case .success(let made): pending.append((i, made.0, made.1))
            case .failure(let error): failures.append(error)
            }
        }
        let catalogs = Set(tables.map(\.file))
        if pending.isEmpty || failures.contains(where: { !catalogs.contains($0.location.file) }) {
            results.removeAll()
            pending.removeAll()
            if !outputExisted { rmdir(output) }
            throw InputError.combining(failures)!
        }
        var written: [(path: String, locale: String, units: Int)] = []
        for file in pending {
            try file.write?.commit()
            written.append((paths[file.locale], locales[file.locale], file.units))
        }
        return Outcome(files: written, failures: failures)
    }

    static let tool = XLIFFWriter.Tool(id: "stringsgen", name: "stringsgen", version: StringsgenVersion.current)

    /// The XLIFF file of `locale` (one `<file>` per table, named by its path in the project at
    /// `root`, the same from whichever folder the export ran) and its number of units.
    public static func xliff(
        _ tables: [StringTable], locale: String, copyLimits: CopyLimitPolicy = CopyLimitPolicy(), onlyMissing: Bool = false,
        root: String = ".", flagged: Set<KeyBytes> = []
    ) throws(InputError) -> (bytes: [UInt8], units: Int) {
        var bytes: [UInt8] = []
        let units = try xliff(
            tables, locale: locale, copyLimits: copyLimits, onlyMissing: onlyMissing, root: root, flagged: flagged,
            into: { bytes.append(contentsOf: $0) })
        return (bytes, units)
    }

    /// Bytes handed to a sink at a time: the buffer a file is written through.
    static let flushThreshold = 1 << 20

    /// `xliff(_:locale:...)` handed to `sink` piece by piece as its units are made (the
    /// pieces, joined, are the file); its number of units.
    static func xliff(
        _ tables: [StringTable], locale: String, copyLimits: CopyLimitPolicy, onlyMissing: Bool, root: String,
        flagged: Set<KeyBytes>, into sink: (UnsafeRawBufferPointer) throws(InputError) -> Void
    ) throws(InputError) -> Int {
        let plurals = (try? PluralRules(locale: locale)).map { LocalePlurals.required(by: $0) }
        var stream = XLIFFWriter.Stream(tool: tool, capacity: flushThreshold + (1 << 16))
        var count = 0
        var entryUnits: [(suffix: String, unit: XLIFFUnit)] = []
        for table in tables {
            let location = SourceLocation(file: table.file, line: 1, column: 1)
            try stream.beginFile(original: Generation.relative(table.file, to: root), sourceLanguage: table.sourceLanguage, targetLanguage: locale, at: location)
            // Entries and localizations read where they are, not copied one by one.
            // With `--only-missing`, only the keys lint asks for (`StringTable.asksTranslation`):
            // not a name every translation keeps (Pocket Poster's “Apple” and “CarPlay”).
            let orphans = onlyMissing ? StringTable.OrphanKeys(table) : nil
            try table.entries.withUnsafeBufferPointer { entries throws(InputError) in
            // A key the code no longer uses (`stale`) is not sent: lint asks no translation of it,
            // and the translator's lint of the file would (phoenix's “Copy app diagnostics”).
            for entry in entries where entry.isTranslatable && entry.extractionState != "stale" {
                let notes = self.notes(for: entry, copyLimits: copyLimits)
                let hasError = !flagged.isEmpty && flagged.contains(KeyBytes("\(table.name)\u{0}\(entry.key)"))
                if let orphans, !hasError, !table.asksTranslation(of: entry, orphans: orphans) { continue }
                entryUnits.removeAll(keepingCapacity: true)
                let sourceIndex = entry.sourceLocalizationIndex(for: table.sourceLanguage)
                let source = sourceIndex.map { entry.localizations[$0].content }
                    ?? LocalizedContent(stringUnit: StringUnit(value: entry.key, location: entry.location))
                let targetIndex = entry.localizations.firstIndex { $0.locale == locale }
                let target = targetIndex.map { entry.localizations[$0].content }
                walk(source, target, steps: [], substitution: nil, plurals: plurals) { steps, text, unit, location in
                    if onlyMissing, !hasError, let unit, unit.translationState == .translated || unit.state == nil { return }
                    let id = XLIFFUnitID(key: entry.key, steps: steps)
                    entryUnits.append((
                        XLIFFUnitID.suffix(steps),
                        XLIFFUnit(
                            id: id.id, source: text.source, target: unit.map { _ in text.target! },
                            state: unit.flatMap { XLIFFMapping.xliffState(ofCatalogState: $0.state) }, notes: notes,
                            location: location)))
                }
                // Xcode lists a key's variations by id.
                if entryUnits.count > 1 { entryUnits.sort { $0.suffix.utf8.lexicographicallyPrecedes($1.suffix.utf8) } }
                for item in entryUnits {
                    do throws(InputError) {
                        try stream.write(item.unit, at: item.unit.location)
                    } catch {
                        // An error about the target is said at the translation's own value
                        // (LuLu's Polish U+0003 was said at the English value's line), found
                        // only then: most runs have none.
                        var located = error
                        if error.message.hasPrefix("‘\(item.unit.id)’ in ‘\(locale)’"), let target, let place = XLIFFUnitID(item.unit.id)?.steps,
                           let path = target.units.first(where: { $0.steps == place }) {
                            located.location = path.unit.location
                        }
                        throw located
                    }
                }
                count += entryUnits.count
                try stream.flush(ifAtLeast: flushThreshold, into: sink)
            }
            }
            stream.endFile()
        }
        try stream.finish().withUnsafeBufferPointer { (bytes) throws(InputError) in try sink(UnsafeRawBufferPointer(bytes)) }
        return count
    }

    /// The catalog comment, and the key's copy limit where the project declares one and the
    /// comment does not already say it.
    static func notes(for entry: Entry, copyLimits: CopyLimitPolicy) -> [String] {
        let comment = entry.comment ?? ""
        guard let limit = copyLimits.limit(forKey: entry.key, comment: entry.comment)?.characters else {
            return comment.isEmpty ? [] : [comment]
        }
        if comment.isEmpty { return ["Max \(limit) characters."] }
        if CopyLimitPolicy.limit(inComment: comment) == limit { return [comment] }
        let separator = comment.hasSuffix(".") || comment.hasSuffix("!") || comment.hasSuffix("?") ? " " : ". "
        return [comment + separator + "Max \(limit) characters."]
    }

    /// Calls `emit` for every string of `source` with the target's string at the same place:
    /// the steps to it, the source and target texts as written in XLIFF, the target's unit
    /// (nil when it has none) and the location of the source's string (for errors).
    private static func walk(
        _ source: LocalizedContent, _ target: LocalizedContent?, steps: [ValuePathStep], substitution: Substitution?,
        targetSubstitution: Substitution? = nil, plurals: Set<PluralCategory>?,
        _ emit: ([ValuePathStep], (source: String, target: String?), StringUnit?, SourceLocation) -> Void
    ) {
        if let unit = source.stringUnit {
            let targetUnit = target?.stringUnit
            emit(
                steps,
                (XLIFFMapping.exportedSubstitutionText(unit.value, substitution),
                 targetUnit.map { XLIFFMapping.exportedSubstitutionText($0.value, targetSubstitution ?? substitution) }),
                targetUnit, unit.location)
        }
        if let forms = source.variations?.plural {
            let targetForms = target?.variations?.plural ?? []
            var categories = forms.map(\.name)
            if let plurals {
                // The forms the target language needs, and those its translation has.
                let needed = plurals.map(\.rawValue) + targetForms.map(\.name) + (forms.contains { $0.name == "zero" } ? ["zero"] : [])
                categories = needed.filter { name in forms.contains { $0.name == name } || PluralCategory(rawValue: name) != nil }
                var seen: Set<String> = []
                categories = categories.filter { seen.insert($0).inserted }
            }
            for category in categories {
                guard let form = forms.first(where: { $0.name == category }) ?? forms.first(where: { $0.name == "other" }) ?? forms.last
                else { continue }
                walk(
                    form.content, targetForms.first { $0.name == category }?.content, steps: steps + [.plural(category)],
                    substitution: substitution, targetSubstitution: targetSubstitution, plurals: plurals, emit)
            }
        }
        for device in source.variations?.device ?? [] {
            walk(
                device.content, target?.variations?.device?.first { $0.name == device.name }?.content,
                steps: steps + [.device(device.name)], substitution: substitution, targetSubstitution: targetSubstitution,
                plurals: plurals, emit)
        }
        for sub in source.substitutions ?? [] {
            guard let variations = sub.variations else { continue }
            let targetSub = target?.substitution(named: sub.name)
            walk(
                LocalizedContent(variations: variations), targetSub.map { LocalizedContent(variations: $0.variations) },
                steps: steps + [.substitution(sub.name)], substitution: sub, targetSubstitution: targetSub, plurals: plurals, emit)
        }
    }
}

/// One slot per locale, each written by the one task that makes its file and read once every
/// task has finished: no two threads touch a slot.
private final class ExportResults: @unchecked Sendable {
    /// A locale's file written beside its target (nil: the target already holds its bytes)
    /// and its number of units.
    typealias Made = Result<(write: FileBytes.PendingWrite?, units: Int), InputError>
    private let slots: UnsafeMutableBufferPointer<Made?>
    let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    /// Lets go of every result (and so of the temporary files of those that were written).
    func removeAll() {
        for i in 0..<count { slots[i] = nil }
    }

    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }

    subscript(i: Int) -> Made? {
        get { slots[i] }
        set { slots[i] = newValue }
    }
}
