import Dispatch
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
/// be: a unit whose target would add an error-severity finding is held back (unless forced) and
/// returned in `<input>.rejected.xliff` with the finding; every other unit is imported.
public enum XLIFFImport {
    public struct Outcome: Sendable {
        public var updated = 0
        public var added = 0
        public var unchanged = 0
        /// Units with no `<target>`: nothing to import.
        public var withoutTarget = 0
        /// Units whose id names no key or no string of the source (a warning each).
        public var unmatched: [(location: SourceLocation, id: String, reason: String)] = []
        /// Error-severity findings the import would add, at the XLIFF's lines (with `force`,
        /// imported anyway; otherwise the units they are about are held back).
        public var newErrors: [Diagnostic] = []
        /// Units not imported because they would add an error-severity finding, with the findings.
        public var held: [HeldUnit] = []
        /// `<input>.rejected.xliff` files written with the held units (not with `dryRun`).
        public var rejectedFiles: [String] = []
        /// Catalogs written (with `dryRun`: that would be written).
        public var written: [String] = []
        /// Units translated from a source the catalog has since changed: imported as
        /// `needs_review` (a warning each), with the source they were written for and today's.
        public var sourceChanged: [(location: SourceLocation, id: String, translatedFrom: String, now: String)] = []
        /// Languages the project did not have, which the import adds, with their units imported.
        public var newLocales: [(locale: String, units: Int)] = []
        /// Catalogs that were not in Xcode's layout before: writing them changed more than the
        /// imported units.
        public var reformatted: [String] = []
        /// The documents held (read whole to hold units back; a file merged as it is read is
        /// not) and the tables as merged: the executable keeps them until it exits instead of
        /// freeing millions of small objects one by one on its way out.
        public var read: (documents: [XLIFFDocument], tables: [StringTable]) = ([], [])

        /// Held units per rule of the findings that held them (a unit counts once per rule).
        public var heldByRule: [String: Int] {
            var counts: [String: Int] = [:]
            for unit in held { for rule in Set(unit.findings.map(\.rule)) { counts[rule, default: 0] += 1 } }
            return counts
        }
    }

    /// A unit held back: where it was read, and why.
    public struct HeldUnit: Sendable {
        /// The XLIFF file it came from.
        public var path: String
        public var file: XLIFFFile
        public var unit: XLIFFUnit
        public var findings: [Diagnostic]
    }

    /// Imports `files`. A unit whose target would add an error-severity finding is held back
    /// (unless `force`) and every other unit is imported; the held ones are written to
    /// `<input>.rejected.xliff` beside each input, each with a note saying what to fix, for the
    /// translator to fix and return just those. `dryRun` writes nothing.
    public static func run(_ project: Project, files: [String], force: Bool, dryRun: Bool = false) throws(InputError) -> Outcome {
        // Every file is read before anything changes: a malformed one leaves the catalogs as they are.
        for path in files where !(path.hasSuffix(".xliff") || path.hasSuffix(".xlf")) {
            throw InputError.file(path, "expected an XLIFF file (.xliff)")
        }
        let known = project.knownLocales
        // Each file read and merged on a thread of its own, a unit at a time: only the changes
        // it makes are kept, not the documents.
        var (merged, documents) = try streamedMerge(files, into: project, known: known)
        merged.outcome.newErrors = try newErrors(project, before: project.tables, after: merged)
        var held: [UnitReference: [Diagnostic]] = [:]
        if !force, !merged.outcome.newErrors.isEmpty {
            // Units are to be held back: the documents are read again and kept, to merge them
            // again without those units and to write them back to the translator.
            documents = try XLIFFReader.read(paths: files)
            try validate(documents, known: known)
            merged = try merge(documents, into: project, holding: [])
            merged.outcome.newErrors = try newErrors(project, before: project.tables, after: merged)
            // Hold back the units the new findings are about, and merge again without them, until
            // what is merged adds no error (a held unit can only take findings away).
            var errors = merged.outcome.newErrors
            var rounds = 0
            while !errors.isEmpty, rounds < 4 {
                for error in errors {
                    for reference in merged.units(concerning: error) { held[reference, default: []].append(error) }
                }
                merged = try merge(documents, into: project, holding: Set(held.keys))
                errors = try newErrors(project, before: project.tables, after: merged)
                rounds += 1
            }
            merged.outcome.newErrors = Diagnostic.sorted(held.values.flatMap { $0 })
            guard errors.isEmpty else {
                // Findings no unit can be blamed for: nothing is imported, as before.
                merged.outcome.newErrors = errors
                merged.outcome.held = []
                return merged.outcome
            }
        }
        var outcome = merged.outcome
        // Languages the project did not have: said, with how many units bring them.
        for (locale, units) in merged.unitsMerged where units > 0 && !known.contains(locale) {
            if let i = outcome.newLocales.firstIndex(where: { $0.locale == locale }) {
                outcome.newLocales[i].units += units
            } else {
                outcome.newLocales.append((locale, units))
            }
        }
        for reference in held.keys.sorted() {
            let file = documents[reference.document].files[reference.file]
            outcome.held.append(HeldUnit(
                path: files[reference.document], file: file, unit: file.units[reference.unit], findings: held[reference] ?? []))
        }
        // Each catalog is made a piece at a time and compared with the file as it is made, so
        // neither the file's bytes nor the new ones are held whole: first the catalog as read
        // (whether it was in Xcode's layout: if not, the import's write changes more than its
        // units, which the user is told), then as merged, written beside the file where it
        // differs. All are renamed over their files once every one was written.
        var catalogs: [FileBytes.PendingWrite] = []
        for t in merged.touched.keys.sorted() { try XCStringsWriter.requireRewritable(project.tables[t], by: "import") }
        for t in merged.touched.keys.sorted() {
            let path = merged.tables[t].file
            let laidOut = FileBytes.StreamedReplacement(path, durable: true, writes: false)
            try XCStringsWriter.write(project.tables[t], into: laidOut.write)
            if case .changed = try laidOut.finishComparing() { outcome.reformatted.append(path) }
            let file = FileBytes.StreamedReplacement(path, durable: true, writes: !dryRun)
            try XCStringsWriter.write(merged.tables[t], into: file.write)
            guard case .changed(let write) = try file.finishComparing() else { continue }
            outcome.written.append(path)
            if let write { catalogs.append(write) }
        }
        for write in catalogs { try write.commit() }
        for (path, bytes) in rejectedFiles(outcome.held) {
            if !dryRun { try FileBytes.writeAtomically(bytes, to: path) }
            outcome.rejectedFiles.append(path)
        }
        outcome.read = (documents, merged.tables)
        return outcome
    }

    /// Which unit of which `<file>` of which document.
    struct UnitReference: Hashable, Comparable {
        var document: Int
        var file: Int
        var unit: Int
        static func < (a: Self, b: Self) -> Bool { (a.document, a.file, a.unit) < (b.document, b.file, b.unit) }
    }

    /// The locales an import changed in each entry of a table: a bit per locale (a table of
    /// 100,000 keys in 6 languages is 100,000 words, not 100,000 arrays).
    struct TouchedEntries {
        private(set) var locales: [String] = []
        private var bits: [UInt64]
        private var words = 1
        let count: Int

        init(count: Int) {
            self.count = count
            bits = [UInt64](repeating: 0, count: count)
        }

        mutating func insert(_ locale: String, at entry: Int) {
            let l = locales.firstIndex(of: locale) ?? {
                locales.append(locale)
                if locales.count > words * 64 {
                    // One more word per entry.
                    bits = (0..<count).flatMap { e in bits[(e * words)..<(e * words + words)] + [0] }
                    words += 1
                }
                return locales.count - 1
            }()
            bits[entry * words + l / 64] |= 1 << UInt64(l % 64)
        }

        func contains(_ locale: String, at entry: Int) -> Bool {
            guard let l = locales.firstIndex(of: locale) else { return false }
            return bits[entry * words + l / 64] & (1 << UInt64(l % 64)) != 0
        }

        /// The entries the import changed, in order.
        var entries: [Int] {
            (0..<count).filter { e in bits[(e * words)..<(e * words + words)].contains { $0 != 0 } }
        }
    }

    /// The tables with the documents' targets merged in, but for `holding`.
    struct Merge {
        var tables: [StringTable]
        /// Each table's entries (its first entry of a key), as `keyIndex(of:in:)` makes them.
        var keyIndex: [Int: [KeyBytes: Int]]
        /// Per table changed: the locales the import changed in each entry.
        var touched: [Int: TouchedEntries] = [:]
        var outcome = Outcome()
        /// Each merged unit: where it went (table, entry, locale) and where its target was read;
        /// by part (`MergedUnits`), as merged. Only where units may be held back (`merge`).
        var merged: [[(reference: UnitReference, table: Int, entry: Int, locale: String, location: SourceLocation)]] = []
        /// How many units each `<file>` merged, with its language, in the order merged.
        var unitsMerged: [(locale: String, count: Int)] = []

        /// The merged units a finding is about: the one whose target is where the finding points,
        /// else every unit of the finding's key and locale.
        func units(concerning finding: Diagnostic) -> [UnitReference] {
            let candidates = merged.joined().filter { unit in
                unit.locale == finding.locale && finding.key.map { KeyBytes($0) == KeyBytes(tables[unit.table].entries[unit.entry].key) } == true
            }
            let atLine = candidates.filter { $0.location.file == finding.location.file && $0.location.line == finding.location.line }
            return (atLine.isEmpty ? candidates : atLine).map(\.reference)
        }

        /// Puts each change's content in its table (a new locale takes its sorted place, so the
        /// order of locales does not depend on which document came first).
        fileprivate mutating func apply(_ changes: [LocaleChanges]) {
            for group in changes where !group.changes.isEmpty {
                let (t, locale) = (group.table, group.locale)
                if touched[t] == nil { touched[t] = TouchedEntries(count: tables[t].entries.count) }
                for c in group.changes.indices {
                    let e = Int(group.changes[c].entry)
                    if let existing = tables[t].entries[e].localizations.firstIndex(where: { $0.locale == locale }) {
                        tables[t].entries[e].localizations[existing].content = group.changes[c].content
                    } else {
                        let l = insertionIndex(of: locale, in: tables[t].entries[e].localizations.map(\.locale))
                        tables[t].entries[e].localizations.insert(
                            Localization(locale: locale, location: group.changes[c].location, content: group.changes[c].content), at: l)
                        tables[t].entries[e].hasLocalizationsMember = true
                    }
                    touched[t]!.insert(locale, at: e)
                }
            }
        }

        /// Adds a part's figures, and its units, after those of the parts before it.
        fileprivate mutating func add(figuresOf part: MergedUnits) {
            outcome.updated += part.outcome.updated
            outcome.added += part.outcome.added
            outcome.unchanged += part.outcome.unchanged
            outcome.withoutTarget += part.outcome.withoutTarget
            outcome.unmatched += part.outcome.unmatched
            outcome.sourceChanged += part.outcome.sourceChanged
            merged.append(part.merged)
            unitsMerged += part.unitsMerged
        }
    }

    /// Refuses a document whose target language cannot become a catalog member and folder
    /// name, or is one of the project's languages written another way (`DE` beside `de`, one
    /// folder on a Mac's disk, or `_` for `-`); a language new to the project is imported.
    private static func validate(_ documents: [XLIFFDocument], known: [String]) throws(InputError) {
        for document in documents {
            if let error = document.files.lazy.compactMap(notALocale).first { throw error }
            if let error = document.files.lazy.compactMap({ spelledOtherwise($0, known: known) }).first { throw error }
        }
    }

    /// A `<file>` whose target language is no locale identifier: refused here, at its line, not
    /// written for every later command to refuse the catalog.
    private static func notALocale(_ file: XLIFFFile) -> InputError? {
        guard !InputLimits.isLocaleIdentifier(file.targetLanguage) else { return nil }
        return InputError("target-language " + InputLimits.notALocale(file.targetLanguage), at: file.location)
    }

    /// A `<file>` whose target language is one of the project's written another way.
    private static func spelledOtherwise(_ file: XLIFFFile, known: [String]) -> InputError? {
        guard !known.contains(file.targetLanguage),
              let meant = known.first(where: { $0.lowercased() == file.targetLanguage.replacingOccurrences(of: "_", with: "-").lowercased() })
        else { return nil }
        return InputError(
            "target-language \"\(file.targetLanguage)\" is the project's \"\(meant)\" written another way; write target-language=\"\(meant)\" (a second localization differing only in case would share its .lproj folder on a case-insensitive disk)",
            at: file.location)
    }

    /// `merge(_:into:holding: [])` of the documents in `files`, each read, checked and merged on
    /// a thread of its own, a unit at a time as it is read (no document is held). Where two
    /// documents translate a table into one language (their units must see each other's), all
    /// are read again and merged in order. Errors are those of reading all first: the first
    /// file's that cannot be read, else the first refused language, else the first `<file>`
    /// that matches no catalog.
    private static func streamedMerge(
        _ files: [String], into project: Project, known: [String]
    ) throws(InputError) -> (Merge, [XLIFFDocument]) {
        let tables = project.tables
        let keyIndex = keyIndex(of: Array(tables.indices.filter { tables[$0].format == .xcstrings }), in: tables)
        let root = project.root
        enum Step: Int, Comparable {
            case read, validate, match
            static func < (a: Step, b: Step) -> Bool { a.rawValue < b.rawValue }
        }
        let results = Slots<Result<(part: MergedUnits, pairs: Set<String>), StepError>>(count: files.count)
        struct StepError: Error { var step: Step; var error: InputError }
        // The largest first: the threads end together, and the last documents read beside the
        // changes of all the others are the smallest.
        let largestFirst = files.indices.sorted { FileBytes.size(files[$0]) > FileBytes.size(files[$1]) }
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            let d = largestFirst[i]
            // Units are held back only from documents read again (`merge`): here they are counted.
            var merger = UnitMerger(tables: tables, keyIndex: keyIndex, holding: [], recordsUnits: false)
            var pairs: Set<String> = []
            // The document's refusal, as `validate` and `table(for:in:root:)` order them: the
            // first language that is no locale, else the first spelled otherwise, else the first
            // `<file>` that matches no catalog. Once one is met, nothing more is merged, but the
            // rest is read (a file that cannot be read is said first).
            var refused: (rank: Int, error: StepError)?
            var f = -1
            func refuse(_ rank: Int, _ step: Step, _ error: InputError?) {
                guard let error, refused.map({ rank < $0.rank }) ?? true else { return }
                refused = (rank, StepError(step: step, error: error))
            }
            results[d] = Result { () throws(StepError) in
                do throws(InputError) {
                    try XLIFFReader.read(path: files[d], startFile: { file in
                        f += 1
                        refuse(0, .validate, notALocale(file))
                        refuse(1, .validate, spelledOtherwise(file, known: known))
                        do throws(InputError) {
                            let t = try table(for: file, in: tables, root: root)
                            pairs.insert("\(t)\u{0}\(file.targetLanguage)")
                            merger.startFile(document: d, file: f, table: t, locale: file.targetLanguage)
                        } catch {
                            refuse(2, .match, error)
                        }
                    }, unit: { unit, u in
                        if refused == nil { merger.merge(unit, at: u) }
                    })
                } catch {
                    throw StepError(step: .read, error: error)
                }
                if let refused { throw refused.error }
                return (merger.result, pairs)
            }
        }
        var parts: [MergedUnits] = []
        var seen: Set<String> = []
        var disjoint = true
        var failure: StepError?
        for d in files.indices {
            let result = results[d]!
            results[d] = nil  // (the part is `parts`' alone, let go once applied)
            switch result {
            case .success(let merged):
                if !seen.isDisjoint(with: merged.pairs) { disjoint = false }
                seen.formUnion(merged.pairs)
                parts.append(merged.part)
            case .failure(let error):
                if failure == nil || error.step < failure!.step { failure = error }
            }
        }
        if let failure { throw failure.error }
        guard disjoint else {
            let documents = try XLIFFReader.read(paths: files)
            return (try merge(documents, into: project, holding: []), documents)
        }
        return (apply(&parts, to: tables, keyIndex: keyIndex), [])
    }

    /// Each table's keys, the first entry of each.
    private static func keyIndex(of tableIndices: [Int], in tables: [StringTable]) -> [Int: [KeyBytes: Int]] {
        Dictionary(uniqueKeysWithValues: tableIndices.map { t in
            var index: [KeyBytes: Int] = [:]
            index.reserveCapacity(tables[t].entries.count)
            for (i, entry) in tables[t].entries.enumerated() where index[KeyBytes(entry.key)] == nil { index[KeyBytes(entry.key)] = i }
            return (t, index)
        })
    }

    private static func merge(_ documents: [XLIFFDocument], into project: Project, holding: Set<UnitReference>) throws(InputError) -> Merge {
        // Which table each `<file>` translates (a file that matches none stops the import here),
        // and the keys of each such table.
        let fileTables = try documents.map { document throws(InputError) in
            try document.files.map { file throws(InputError) in try table(for: file, in: project.tables, root: project.root) }
        }
        let keyIndex = keyIndex(of: Array(Set(fileTables.joined())), in: project.tables)
        // Documents that translate tables into languages no other document does (one file per
        // language, as exported) are merged at once, each on a thread of its own, against the
        // tables as read; otherwise all of them on one, in order, each unit seeing those before.
        var pairs: [Set<String>] = []
        for (d, document) in documents.enumerated() {
            pairs.append(Set(document.files.indices.map { "\(fileTables[d][$0])\u{0}\(document.files[$0].targetLanguage)" }))
        }
        let disjoint = pairs.reduce(into: (seen: Set<String>(), ok: true)) { state, pair in
            if !state.seen.isDisjoint(with: pair) { state.ok = false }
            state.seen.formUnion(pair)
        }.ok
        let groups = disjoint ? documents.indices.map { [$0] } : [Array(documents.indices)]
        let parts = Slots<MergedUnits>(count: groups.count)
        let tables = project.tables
        DispatchQueue.concurrentPerform(iterations: groups.count) { g in
            parts[g] = mergeUnits(of: groups[g].map { ($0, documents[$0], fileTables[$0]) }, into: tables, keyIndex: keyIndex, holding: holding)
        }
        var merged = groups.indices.map { parts[$0]! }
        return apply(&merged, to: tables, keyIndex: keyIndex)
    }

    /// The tables with `parts`' changes applied in order, and their figures. Each part is let go
    /// once applied (its changes are the tables' then).
    private static func apply(_ parts: inout [MergedUnits], to tables: [StringTable], keyIndex: [Int: [KeyBytes: Int]]) -> Merge {
        var result = Merge(tables: tables, keyIndex: keyIndex)
        for p in parts.indices {
            let part = parts[p]
            parts[p] = MergedUnits()
            result.apply(part.changes)
            result.add(figuresOf: part)
        }
        return result
    }

    /// A localization's content after a document's units, and, for one the entry lacks, where
    /// its first unit was read.
    fileprivate struct LocaleChanges {
        var table: Int
        var locale: String
        /// Each entry's content after the units, in the order first changed, and for an entry
        /// that lacks the language, where its first unit was read.
        var changes: [(entry: Int32, content: LocalizedContent, location: SourceLocation)] = []
    }

    /// What the units of some documents change, worked out against `tables` (which it does not
    /// change): each localization's content after all of them, and the outcome's figures.
    fileprivate struct MergedUnits {
        var outcome = Outcome()
        /// The localizations the units change, by table and locale.
        var changes: [LocaleChanges] = []
        /// Each merged unit (`Merge.merged`), when the merger records them.
        var merged: [(reference: UnitReference, table: Int, entry: Int, locale: String, location: SourceLocation)] = []
        var unitsMerged: [(locale: String, count: Int)] = []
    }

    /// `group`: each document with its number among the inputs and the table of each `<file>`.
    private static func mergeUnits(
        of group: [(index: Int, document: XLIFFDocument, tables: [Int])], into tables: [StringTable],
        keyIndex: [Int: [KeyBytes: Int]], holding: Set<UnitReference>
    ) -> MergedUnits {
        var merger = UnitMerger(tables: tables, keyIndex: keyIndex, holding: holding, recordsUnits: true)
        for (d, document, fileTables) in group {
            for (f, file) in document.files.enumerated() {
                merger.startFile(document: d, file: f, table: fileTables[f], locale: file.targetLanguage)
                for (u, unit) in file.units.enumerated() { merger.merge(unit, at: u) }
            }
        }
        return merger.result
    }

    /// Merges units one at a time, in the order of their files (`mergeUnits`, or as a file is read):
    /// what they change, worked out against `tables` (which it does not change).
    private struct UnitMerger {
        let tables: [StringTable]
        let keyIndex: [Int: [KeyBytes: Int]]
        let holding: Set<UnitReference>
        /// Whether each merged unit is recorded (`MergedUnits.merged`: to hold units back),
        /// not only counted.
        let recordsUnits: Bool
        private(set) var result = MergedUnits()
        /// For each table and locale of `result.changes`: per entry, the place of its change + 1
        /// (0: none yet).
        private var changeOfEntry: [[Int32]] = []
        /// The `<file>` being merged: its document and place, its table and the table's entries
        /// and keys, its language, and its slot in `changeIndex`.
        private var document = 0, file = 0, table = 0, slot = 0
        private var entries: [Entry] = [], keys: [KeyBytes: Int] = [:], sourceLanguage = "", locale = ""
        /// The entry of the last unit: a file lists an entry's units together and the entries in
        /// the catalog's order (as Xcode exports them), so a unit's key is most often that entry's
        /// or the next one's, found without hashing it (a catalog's keys are unique, byte for byte).
        private var previous = -1

        init(tables: [StringTable], keyIndex: [Int: [KeyBytes: Int]], holding: Set<UnitReference>, recordsUnits: Bool) {
            self.tables = tables
            self.keyIndex = keyIndex
            self.holding = holding
            self.recordsUnits = recordsUnits
        }

        mutating func startFile(document d: Int, file f: Int, table t: Int, locale: String) {
            (document, file, table, self.locale) = (d, f, t, locale)
            entries = tables[t].entries
            keys = keyIndex[t]!
            sourceLanguage = tables[t].sourceLanguage
            slot = result.changes.firstIndex { $0.table == t && $0.locale == locale } ?? {
                result.changes.append(LocaleChanges(table: t, locale: locale))
                changeOfEntry.append([Int32](repeating: 0, count: entries.count))
                return result.changes.count - 1
            }()
            previous = -1
            result.unitsMerged.append((locale, 0))
        }

        /// Merges the unit at `u` of the current file.
        mutating func merge(_ unit: XLIFFUnit, at u: Int) {
            guard let id = XLIFFUnitID(unit.id) else {
                result.outcome.unmatched.append((unit.location, unit.id, "not an id Xcode writes for a String Catalog"))
                return
            }
            let e: Int
            let key = KeyBytes(id.key)
            if previous >= 0, KeyBytes(entries[previous].key) == key {
                e = previous
            } else if previous + 1 < entries.count, KeyBytes(entries[previous + 1].key) == key {
                e = previous + 1
            } else if let found = keys[key] {
                e = found
            } else {
                result.outcome.unmatched.append((unit.location, unit.id, "matches no key in \(tables[table].file)"))
                return
            }
            previous = e
            // An empty target marked untranslated (`<target state="new"/>`, as some tools
            // write for a unit not done yet) carries no translation: like no target.
            guard let target = unit.target,
                  !(target.isEmpty && (unit.state == "new" || unit.state == "needs-translation"))
            else {
                result.outcome.withoutTarget += 1
                return
            }
            let reference = UnitReference(document: document, file: file, unit: u)
            if !holding.isEmpty, holding.contains(reference) { return }
            // The entry is read where it is (most units of a returned file change nothing),
            // as an earlier unit left it where one changed it.
            let localizations = entries[e].localizations
            let source = entries[e].sourceLocalizationIndex(for: sourceLanguage).map { localizations[$0].content }
                ?? LocalizedContent(stringUnit: StringUnit(value: id.key, location: entries[e].location))
            let earlier = Int(changeOfEntry[slot][e]) - 1
            var content = earlier >= 0 ? result.changes[slot].changes[earlier].content
                : localizations.firstIndex { $0.locale == locale }.map { localizations[$0].content } ?? LocalizedContent()
            var sourceChanged: String?
            let change = XLIFFImport.apply(
                target, state: unit.state, unit: unit, steps: id.steps[...], source: source, target: &content, substitution: nil,
                sourceChanged: &sourceChanged)
            if let current = sourceChanged, change == .updated || change == .added {
                result.outcome.sourceChanged.append((unit.sourceLocation, unit.id, unit.source, current))
            }
            switch change {
            case nil:
                result.outcome.unmatched.append((unit.location, unit.id, "no such string in the source language of \"\(id.key)\""))
                return
            case .unchanged?:
                result.outcome.unchanged += 1
                return
            case .updated?: result.outcome.updated += 1
            case .added?: result.outcome.added += 1
            }
            if earlier >= 0 {
                result.changes[slot].changes[earlier].content = content
            } else {
                result.changes[slot].changes.append((Int32(e), content, unit.location))
                changeOfEntry[slot][e] = Int32(result.changes[slot].changes.count)
            }
            result.unitsMerged[result.unitsMerged.count - 1].count += 1
            if recordsUnits { result.merged.append((reference, table, e, locale, unit.targetLocation)) }
        }
    }

    /// `<input>.rejected.xliff` for each input with held units: its `<file>` headers and the held
    /// units as read, each with a note per finding, so the translator fixes and returns just those.
    private static func rejectedFiles(_ held: [HeldUnit]) -> [(String, [UInt8])] {
        var result: [(String, [UInt8])] = []
        for path in held.map(\.path).reduce(into: [String](), { if !$0.contains($1) { $0.append($1) } }) {
            var files: [XLIFFFile] = []
            for unit in held where unit.path == path {
                var annotated = unit.unit
                annotated.notes = unit.findings.map { "stringsgen: not imported: \($0.message)" } + annotated.notes
                if let i = files.firstIndex(where: { $0.original == unit.file.original && $0.targetLanguage == unit.file.targetLanguage }) {
                    files[i].units.append(annotated)
                } else {
                    var file = unit.file
                    file.units = [annotated]
                    files.append(file)
                }
            }
            var base = path.hasSuffix(".xliff") ? String(path.dropLast(6)) : String(path.dropLast(4))
            // A returned rejected file that still holds bad units is rewritten, not nested.
            if base.hasSuffix(".rejected") { base = String(base.dropLast(9)) }
            if let bytes = try? XLIFFWriter.write(XLIFFDocument(files: files), tool: XLIFFExport.tool) { result.append((base + ".rejected.xliff", bytes)) }
        }
        return result
    }

    /// The table a `<file>` translates: the catalog at its `original` path (from the project
    /// folder `root`), else the one of the same file name.
    private static func table(for file: XLIFFFile, in tables: [StringTable], root: String) throws(InputError) -> Int {
        let name = XCStringsReader.tableName(of: file.original)
        guard let t = tables.firstIndex(where: {
            $0.format == .xcstrings && ($0.file == file.original || Generation.relative($0.file, to: root) == file.original)
        })
            ?? tables.firstIndex(where: { $0.format == .xcstrings && $0.name == name })
        else {
            let known = tables.filter { $0.format == .xcstrings }.map(\.file).joined(separator: ", ")
            // A project of legacy tables only: import merges into String Catalogs alone.
            let none = tables.isEmpty
                ? "it has none" : "it has none: its tables are legacy .lproj files, which import does not merge into (Xcode's Product > Import Localizations does)"
            throw InputError(
                "<file original=\"\(file.original)\"> matches no String Catalog of the project (\(known.isEmpty ? none : known))",
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
        target: inout LocalizedContent, substitution: Substitution?, sourceSubstitution: Substitution? = nil,
        sourceChanged: inout String?
    ) -> Change? {
        guard let step = steps.first else {
            guard let sourceUnit = source.stringUnit else { return nil }
            let value = XLIFFMapping.importedSubstitutionText(text, substitution)
            if let existing = target.stringUnit, XLIFFMapping.isUnchanged(existing, text: value, xliffState: state) { return .unchanged }
            // A target written for a source the catalog no longer has ("Clear history", now
            // "Clear all history") is imported for review, not as translated.
            // As export wrote it: `%arg` as the source's own substitution's argument.
            let current = XLIFFMapping.exportedSubstitutionText(sourceUnit.value, sourceSubstitution)
            let stale = current != unit.source
            if stale { sourceChanged = current }
            let catalogState = stale ? "needs_review" : XLIFFMapping.catalogState(ofXLIFFState: state)
            if target.stringUnit != nil {
                target.stringUnit!.value = value
                target.stringUnit!.state = catalogState
                target.stringUnit!.location = unit.targetLocation
                return .updated
            }
            target.stringUnit = StringUnit(state: catalogState, value: value, location: unit.targetLocation)
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
                text, state: state, unit: unit, steps: rest, source: form.content, target: &content, substitution: substitution,
                sourceSubstitution: sourceSubstitution, sourceChanged: &sourceChanged)
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
                substitution: targetSub.argNum == nil && targetSub.formatSpecifier == nil ? sourceSub : targetSub,
                sourceSubstitution: sourceSub, sourceChanged: &sourceChanged)
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
    private static func newErrors(_ project: Project, before: [StringTable], after merged: Merge) throws(InputError) -> [Diagnostic] {
        guard !merged.touched.isEmpty else { return [] }
        let after = merged.tables
        let severities = try Linting.severityPolicy(project.configuration)
        // Only error-severity findings count here, and a rule's severity depends on the rule
        // alone (a locale in progress only lowers it): the checks that cannot report an error
        // are not run (an edited file's warnings, each with its message, were most of the cost).
        // The checks that judge each entry alone need the original entries only where the
        // changed ones have a finding; those that read other entries see the same entries both times.
        let errorChecks = Checks.all.filter { severities.severity(ofRule: type(of: $0).id) == .error }
        let all = Linter(checks: errorChecks, severities: severities)
        let wholeTable = Linter(checks: errorChecks.filter { type(of: $0).scope.readsOtherEntries }, severities: severities)
        let eachEntry = Linter(checks: errorChecks.filter { !type(of: $0).scope.readsOtherEntries }, severities: severities)
        let readsOtherEntries = Set(wholeTable.checks.map { type(of: $0).id })
        let limits = Linting.copyLimits(project.configuration)
        let locales = project.locales.map { Dictionary($0.map { ($0.code, $0) }, uniquingKeysWith: { a, _ in a }) }
        var result: [Diagnostic] = []
        for (t, touched) in merged.touched {
            let indices = touched.entries
            let keyIndex = merged.keyIndex[t]!
            /// The touched entries of `table`: the table itself when the import touched them all.
            func subset(_ table: StringTable, _ indices: [Int]) -> StringTable {
                guard indices.count < table.entries.count else { return table }
                var subset = table
                subset.entries = indices.map { table.entries[$0] }
                return subset
            }
            func findings(_ linter: Linter, _ table: StringTable, _ indices: [Int], required: [String]? = nil) -> [Diagnostic] {
                guard !linter.checks.isEmpty, !indices.isEmpty else { return [] }
                let linted = subset(table, indices)
                let context = LintContext(
                    table: linted, locales: locales, requiredLocales: required ?? project.requiredLocales(for: linted), copyLimits: limits)
                return linter.lint(context).filter { diagnostic in
                    guard diagnostic.severity == .error, let key = diagnostic.key, let locale = diagnostic.locale,
                          let e = keyIndex[KeyBytes(key)]
                    else { return false }
                    return touched.contains(locale, at: e)
                }
            }
            let now = findings(all, after[t], indices)
            guard !now.isEmpty else { continue }
            let nowReadingOthers = now.contains { readsOtherEntries.contains($0.rule) }
            let suspects = Set(now.compactMap { $0.key.flatMap { keyIndex[KeyBytes($0)] } }).sorted()
            // The languages required of the touched entries as a whole, also where fewer are linted.
            let required = project.requiredLocales(for: subset(before[t], indices))
            let earlier = findings(eachEntry, before[t], suspects, required: required)
                + (nowReadingOthers ? findings(wholeTable, before[t], indices, required: required) : [])
            struct Identity: Hashable { var rule: String, key: String?, locale: String?, message: String }
            var old: [Identity: Int] = [:]
            for d in earlier { old[Identity(rule: d.rule, key: d.key, locale: d.locale, message: d.message), default: 0] += 1 }
            for d in now {
                let identity = Identity(rule: d.rule, key: d.key, locale: d.locale, message: d.message)
                if let count = old[identity], count > 0 { old[identity] = count - 1 } else { result.append(d) }
            }
        }
        return Diagnostic.sorted(result)
    }
}
