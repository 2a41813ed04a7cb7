#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StringsgenChecks
import StringsgenCodegen
import StringsgenModel

/// What `generate` refuses before it generates anything, because the output would overwrite
/// itself, land outside its folder, or replace an input (issue 18). Each refusal is a located
/// diagnostic; generation then writes nothing and exits 2.
enum GenerationPlanCheck {
    /// Tables that cannot be generated side by side: two with one name in one target
    /// (`Strings/X.xcstrings` and `Strings/en.lproj/X.strings` would write the same files on
    /// every run), two whose names make one Swift type (`a-b` and `AB`) in one target, and names
    /// that are not plain file names. Two targets' tables of one name (`MyApp/Localizable` and
    /// `MyWidget/Localizable`) are generated each into its own folder (`TargetFolder`).
    /// `targets`: each table's target folder by its file (`Project.targetFolders`); a table
    /// not there has `TargetFolder.of`.
    static func tables(_ tables: [StringTable], root: String = ".", targets: [String: String] = [:]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var byName: [[UInt8]: StringTable] = [:]
        var byType: [String: StringTable] = [:]
        for table in tables {
            let target = (targets[table.file] ?? TargetFolder.of(table.file, root: root)) + "/"
            let at = SourceLocation(file: table.file, line: 1, column: 1)
            guard InputLimits.isTableName(table.name) else {
                diagnostics.append(Diagnostic(
                    rule: "unrepresentable-key", severity: .error, location: at, table: table.name,
                    message: "the table name \"\(InputLimits.printable(table.name))\" is not a plain file name (no separators, no control characters, not starting with '.', at most 200 bytes); rename the file"))
                continue
            }
            if let other = byName.updateValue(table, forKey: Array(target.utf8) + Array(table.name.utf8)) {
                diagnostics.append(Diagnostic(
                    rule: "identifier-collision", severity: .error, location: at, table: table.name,
                    message: "\(table.file) and \(other.file) are both the table \"\(table.name)\" and would write the same files; \(remedy(table, other, target: target, root: root))"))
                continue
            }
            if let type = SwiftIdentifier.type(forTable: table.name), let other = byType.updateValue(table, forKey: target + type) {
                diagnostics.append(Diagnostic(
                    rule: "identifier-collision", severity: .error, location: at, table: table.name,
                    message: "the tables \"\(other.name)\" (\(other.file)) and \"\(table.name)\" both become the Swift type \"\(type)\"; rename one of them"))
            }
        }
        return diagnostics
    }

    /// What to do about two tables of one name in one target: where one lies in a plain folder
    /// inside the target's (a folder of `.lproj` folders only, as Tunnelblick's uninstaller's),
    /// it may be another target's, which `generate.tables."<folder>/<Table>"` says (`TargetFolder`);
    /// two in one folder (`X.xcstrings` beside `en.lproj/X.strings`) are one table twice.
    private static func remedy(_ table: StringTable, _ other: StringTable, target: String, root: String) -> String {
        let inner = [table, other].lazy.map { ($0, TargetFolder.folders(of: $0.file, root: root).joined(separator: "/")) }
            .first { $0.1 + "/" != target && $0.1.count > target.count }
        guard let (shown, folder) = inner else { return "rename or remove one of them" }
        return "if \(folder)/ belongs to another target, say so in stringsgen.json with \"generate\": {\"tables\": {\"\(folder)/\(shown.name)\": {}}} (and an \"output\" of its own where it should go elsewhere); otherwise rename or remove one of them"
    }

    /// One language written in two cases in a table (`zh-hans` beside `zh-Hans`, or a table's
    /// `en-xa` beside the pseudo-language `adding` makes, `en-XA`): on a Mac's disk their
    /// `.lproj` folders are one, and the translation the app shows would be whichever was
    /// written last. Reported as lint reports it (`locale-spelling`), at the other spelling,
    /// whatever the project's severity for lint: the output itself would be undefined.
    /// (`pt_BR` beside `pt-BR`, two folders, is lint's to report.)
    static func localeSpellings(_ table: StringTable, adding added: String? = nil) -> [Diagnostic] {
        let locales = LprojResourceWriter.locales(of: table)
        let lowercased = locales.map { $0.lowercased() }
        var diagnostics: [Diagnostic] = []
        if Set(lowercased).count < lowercased.count {
            let context = LintContext(table: table, locales: nil, requiredLocales: nil, copyLimits: CopyLimitPolicy())
            diagnostics = Linter(checks: [LocaleSpelling()]).lint(context).compactMap { finding in
                guard let locale = finding.locale, lowercased.filter({ $0 == locale.lowercased() }).count > 1 else { return nil }
                var refusal = finding
                refusal.severity = .error
                return refusal
            }
        }
        // The language added is written as it is; a table's other spelling of it is the one to move.
        if let added, let other = locales.first(where: { $0 != added && $0.lowercased() == added.lowercased() }),
           !diagnostics.contains(where: { $0.locale == other }) {
            let first = table.entries.lazy.compactMap { entry in entry.localization(for: other).map { (entry, $0) } }.first
            diagnostics.append(Diagnostic(
                rule: LocaleSpelling.id, severity: .error, location: first?.1.location ?? SourceLocation(file: table.file, line: 1, column: 1),
                table: table.name, key: first?.0.key, locale: other,
                message: LocaleSpelling.message(other, kept: added, firstAt: first?.0.key, caseTwin: nil)))
        }
        return diagnostics
    }

    /// A file's name with its folder as the system finds it (links followed, `.` and `//`
    /// gone), so two spellings of one path are one name; the folder as written where it does
    /// not exist yet.
    struct FileName: Hashable {
        let folder: String
        let name: String

        init(_ path: String) {
            let slash = path.lastIndex(of: "/")
            let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
            name = slash.map { String(path[path.index(after: $0)...]) } ?? path
            if let resolved = realpath(folder, nil) {
                self.folder = String(cString: resolved)
                free(resolved)
            } else {
                self.folder = folder.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.joined(separator: "/")
            }
        }
    }

    /// Values that would make an accessor read arguments it was not given, or never finish:
    /// a specifier that changes the arguments (`%.*f`, `%p`, `%99999$@`), one argument used as
    /// two types, a substitution that refers to itself, an `argNum` or `formatSpecifier` that is
    /// none (see `FormatProblem`). Lint reports the same as `invalid-format-specifier`. Generate
    /// refuses such a key in the source language, whose text the accessors are generated from:
    /// it gets no accessor (with `--strict`, nothing is generated); a
    /// translation with one is left out of the resources instead (`Generation.unsafeTranslations`,
    /// which runs `invalid-format-specifier` on every translation with a `%`).
    static func values(_ table: StringTable) -> [Diagnostic] {
        // Runs of entries on every core (this came before anything else of `generate` could
        // start, on one core), their findings joined in entry order.
        concurrentMap(runsOf: 4096, in: table.entries.count) { values(table, $0) }.flatMap { $0 }
    }

    private static func values(_ table: StringTable, _ range: Range<Int>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for index in range {
            var takesArguments: Bool?
            let localizations = table.entries[index].localizations
            for position in localizations.indices where localizations[position].locale == table.sourceLanguage {
                // Most values hold no `%`: nothing to walk, and the entry is not copied (a copy
                // counts references to every string in it).
                guard localizations.containsValue(at: position, where: FormatString.mayHoldPlaceholder) else { continue }
                let entry = table.entries[index]
                let localization = localizations[position]
                var hasSpecifier = false
                for unit in localization.content.units where FormatString.mayHoldPlaceholder(unit.unit.value) {
                    hasSpecifier = true
                    // A key that takes no arguments is literal text, never formatted: `%p` in it is shown as written.
                    if takesArguments == nil { takesArguments = entry.isFormatted(sourceLanguage: table.sourceLanguage) }
                    guard takesArguments == true else { continue }
                    for malformed in FormatString(unit.unit.value, insideSubstitution: unit.substitutionName != nil).malformed
                    where malformed.changesArguments {
                        diagnostics.append(Diagnostic(
                            rule: "invalid-format-specifier", severity: .error, location: unit.unit.location, table: table.name,
                            key: entry.key, locale: localization.locale,
                            message: "\(subject(entry, localization, unit.label)) has `\(malformed.text)`, which no accessor can format safely: \(malformed.reason)"))
                    }
                }
                guard hasSpecifier else { continue }
                for problem in localization.content.formatProblems {
                    diagnostics.append(Diagnostic(
                        rule: "invalid-format-specifier", severity: .error, location: problem.location, table: table.name,
                        key: entry.key, locale: localization.locale,
                        message: "\(subject(entry, localization, problem.label)): \(problem.message)"))
                }
            }
        }
        return diagnostics
    }

    private static func subject(_ entry: Entry, _ localization: Localization, _ label: String) -> String {
        "‘\(entry.key)’ in ‘\(localization.locale)’" + (label.isEmpty ? "" : " (\(label))")
    }

    /// The path of a resource file (`<locale>.lproj/<Table>.strings`) under its folder, or nil
    /// when the relative path could leave the folder (an empty, `.` or `..` component, a NUL).
    static func contained(_ relativePath: String, in folder: String) -> String? {
        guard !relativePath.hasPrefix("/"), !relativePath.utf8.contains(0) else { return nil }
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && $0.utf8.count <= 255 }) else { return nil }
        return ProjectFiles.join(folder, relativePath)
    }

    /// An output path that would replace one of the project's inputs (a configured `output`
    /// equal to a catalog's path), or that is not a Swift file; nil when it is fine.
    static func accessorOutputProblem(_ output: String, inputs: Set<FileIdentity>) -> String? {
        guard output.hasSuffix(".swift") else {
            return "the accessor output \"\(InputLimits.printable(output))\" is not a .swift file; set \"output\" to a path ending in .swift"
        }
        if let identity = FileIdentity(output), inputs.contains(identity) {
            return "the accessor output \"\(output)\" is one of the tables read; set \"output\" to another file"
        }
        return nil
    }

    /// Every file the tables were read from.
    static func inputFiles(_ tables: [StringTable]) -> Set<FileIdentity> {
        var paths: Set<String> = []
        for table in tables {
            paths.insert(table.file)
            // Legacy tables come from several files, one per locale (small: their keys are few).
            if table.format != .xcstrings {
                for entry in table.entries { for localization in entry.localizations { paths.insert(localization.location.file) } }
            }
        }
        return Set(paths.compactMap(FileIdentity.init))
    }
}

/// A file as the system knows it (device and inode), so two paths to one file compare equal.
struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
