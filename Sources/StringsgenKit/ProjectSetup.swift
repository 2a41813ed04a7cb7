import Foundation
import StringsgenFormats
import StringsgenChecks
import StringsgenModel
import StringsgenReports

/// `stringsgen init`: a project's first `stringsgen.json` and one `Locales/<code>.json` per
/// language its tables have, so that which languages ship, which rules apply and where output
/// goes are in files the team can read and edit, not in docs (issue 26).
///
/// The configuration spells out the defaults a new user most often changes (they change
/// nothing as written: `lint` and `generate` behave as without it). A language ships when at
/// least 90% of the keys that need a translation have one marked translated (the source
/// language always ships); otherwise it is in progress, which makes its missing translations
/// warnings. Nothing is overwritten unless asked; a replaced file is kept as `<file>.bak`.
public enum ProjectSetup {
    /// The share of keys translated from which a language ships.
    public static let shippingShare = 0.9

    public struct Outcome: Sendable {
        /// Each file written, relative to the project, with what it says ("in-progress: 42% of 152 keys").
        public var written: [(path: String, detail: String)] = []
        /// Files that exist and were left as they are.
        public var kept: [String] = []
        /// Backups of files replaced with `force`.
        public var backups: [String] = []
        /// What the team should know about the languages written (a target without one of them).
        public var notes: [String] = []
    }

    public static func run(root: String, force: Bool) throws(InputError) -> Outcome {
        let project = try Project.load(root: root)
        var outcome = Outcome()
        func write(_ relative: String, _ text: String, _ detail: String) throws(InputError) {
            let path = ProjectFiles.join(root, relative)
            if FileManager.default.fileExists(atPath: path) {
                guard force else { outcome.kept.append(relative); return }
                let backup = path + ".bak"
                try FileBytes.writeAtomically(try FileBytes.read(path), to: backup, onlyIfChanged: false)
                outcome.backups.append(relative + ".bak")
            }
            try FileBytes.writeAtomically(Array(text.utf8), to: path, onlyIfChanged: false)
            outcome.written.append((relative, detail))
        }
        try write("stringsgen.json", configuration, "the defaults spelled out, to edit; docs/configuration.md lists every setting")
        let sourceLanguages = Set(project.tables.map(\.sourceLanguage))
        // The languages lint asks for without Locales/ (not a regional variant of the source,
        // nor a folder no Xcode build copies, CWA's `pt_PT.lproj`): once Locales/ lists a
        // language, lint asks every table for it.
        // One file per language however its folders spell it: a vendored library's `pt_BR.lproj`
        // beside the app's `pt-BR` is one language (BatFi: `pt_BR.json` beside `pt-BR.json`, and
        // every key asked of both), written as BCP 47 writes it, with `-`.
        // A language only Info.plist tables have (the app's name and permission prompts) is not
        // one the app is translated into: LiveContainer's 23 such folders beside its catalog's
        // 15 languages, once listed, asked every key of the catalog of each (4,738 warnings).
        let asked = project.tables.flatMap { project.requiredLocales(for: $0) }
        let infoPlistOnly = project.infoPlistOnlyLocales.intersection(asked)
        let locales = asked.filter { !infoPlistOnly.contains($0) }.reduce(into: [String]()) { locales, code in
            let folded = XcodeProjects.folded(code)
            if let same = locales.firstIndex(where: { XcodeProjects.folded($0) == folded }) {
                if locales[same].contains("_"), !code.contains("_") { locales[same] = code }
            } else {
                locales.append(code)
            }
        }
        if !locales.isEmpty {
            try? FileManager.default.createDirectory(atPath: ProjectFiles.join(root, "Locales"), withIntermediateDirectories: true)
        }
        // The values that are their source's text left as it is (Transifex writes the English
        // into every language's file: Jami's Hebrew, 281 of 649, was “shipping”, and ownCloud's
        // Lao, all 790 values of its catalog English marked `translated`).
        let copies = (try? Linting.lint(project, only: [UnchangedTranslation.id])) ?? []
        for code in locales {
            // The source language of every table that asks for it; another table's translation
            // (an English package beside an app written in zh-Hans) is counted as one.
            let isSource = sourceLanguages.contains(code)
                && project.tables.allSatisfy { $0.sourceLanguage == code || !project.requiredLocales(for: $0).contains(code) }
            // (Not a table a deleted nib left behind, which lint asks of no language: Monal's
            // `Login.strings` made a German with every key lint asks for read 50%.)
            let translatedTables = project.tables.filter {
                !project.isNotLocalized($0) && !Project.isOnlyInTheSource($0) && $0.sourceLanguage != code && !$0.isLeftoverOfInterfaceBuilder
            }
            var (translated, needed) = isSource ? (1, 1) : share(of: code, in: translatedTables)
            // English a tool left in a table is no translation, as `report` counts it.
            if !isSource { translated = max(0, translated - TranslationReport.copiesOfTheSource(in: copies, locale: code, tables: translatedTables)) }
            let ships = Double(translated) >= shippingShare * Double(needed)
            let percent = needed == 0 ? 100 : Int((100 * Double(translated) / Double(needed)).rounded(.down))
            let detail = isSource
                ? "shipping: the source language"
                : "\(ships ? "shipping" : "in-progress"): \(percent)% of \(needed) keys translated"
            try write("Locales/\(code).json", localeFile(code, ships: ships), detail)
        }
        if !infoPlistOnly.isEmpty {
            let list = infoPlistOnly.sorted().joined(separator: ", ")
            outcome.notes.append("\(list) only translate\(infoPlistOnly.count == 1 ? "s" : "") Info.plist (the app's name and permission prompts): not listed, so lint does not ask the other tables for \(infoPlistOnly.count == 1 ? "it" : "them"); add a Locales/ file for one the app is translated into")
        }
        // Without Locales/, each target was held to its own languages; with it, to all of them.
        var targets: [String: Set<String>] = [:]
        let targetFolders = project.targetFolders
        // (A target whose tables hold no key is asked nothing: MacPass's tests, 12 empty
        // `InfoPlist.strings`, were said to lack 12 languages.)
        for table in project.tables where !table.entries.isEmpty {
            targets[targetFolders[table.file] ?? "", default: []].formUnion(table.locales)
        }
        if targets.count > 1 {
            for (target, languages) in targets.sorted(by: { $0.key < $1.key }) {
                let lacking = locales.filter { !languages.contains($0) }
                guard !lacking.isEmpty else { continue }
                let list = lacking.joined(separator: ", ")
                // A folder of Info.plist tables alone is named by its tables (PomPadDo's app folder
                // holds only `InfoPlist.xcstrings`: “PomPadDo has no de translation” read as “the
                // app is not in German”, where 38 languages translate its other tables).
                let own = project.tables.filter { !$0.entries.isEmpty && (targetFolders[$0.file] ?? "") == target }
                if !own.isEmpty, own.allSatisfy(\.isInfoPlist) {
                    let files = own.map(\.file).joined(separator: ", ")
                    outcome.notes.append("\(files) \(own.count == 1 ? "has" : "have") no \(list) translation: Locales/ holds every table to every language it lists, so lint asks \(own.count == 1 ? "it" : "them") for \(list) too (Info.plist's texts, the app's name and permission prompts, show in \(own[0].sourceLanguage) there)")
                    continue
                }
                let name = target.isEmpty ? "the project's root" : target
                outcome.notes.append("\(name) has no \(list) translation: Locales/ holds every target to every language it lists, so lint asks \(name) for \(list) too (the shares above count its keys)")
            }
        }
        return outcome
    }

    /// How many of the keys that need a translation `code` has one for, marked translated (or
    /// with no state, as a legacy table has), across `tables`: all of them, even a target's that
    /// lacks the language, since `Locales/` holds every table to every language it lists.
    static func share(of code: String, in tables: [StringTable]) -> (translated: Int, needed: Int) {
        var translated = 0
        var needed = 0
        for table in tables {
            // A key only translations have is left of one the source deleted: no one translates it
            // (CWA's 176 keys only in its abandoned Portuguese made German "94% of 2103 keys").
            let orphans = StringTable.OrphanKeys(table)
            // The keys lint asks for (`StringTable.asksTranslation`): not the empty key nor `#%@`,
            // which made a language `report` shows complete “in-progress: 33% of 3 keys”.
            for entry in table.entries where table.asksTranslation(of: entry, orphans: orphans) {
                needed += 1
                guard let localization = entry.localizations.first(where: { $0.locale == code }) else { continue }
                let units = localization.content.units
                if !units.isEmpty, units.allSatisfy({ !$0.unit.value.isEmpty && ($0.unit.state == nil || $0.unit.state == "translated") }) {
                    translated += 1
                }
            }
        }
        return (translated, needed)
    }

    static let configuration = """
        {
          "generate" : {
            "accessLevel" : "internal",
            "keys" : "manual"
          },
          "lint" : {
            "buildSeverity" : {
              "missing-translation" : "warning"
            },
            "severity" : {
              "missing-translation" : "error"
            }
          }
        }

        """

    static func localeFile(_ code: String, ships: Bool) -> String {
        let english = Locale(identifier: "en").localizedString(forIdentifier: code) ?? code
        let native = Locale(identifier: code).localizedString(forIdentifier: code) ?? english
        return """
            {
              "code" : \(quoted(code)),
              "displayName" : \(quoted(english)),
              "nativeName" : \(quoted(native)),
              "status" : "\(ships ? "shipping" : "in-progress")",
              "doNotTranslate" : [

              ],
              "glossary" : [

              ]
            }

            """
    }

    /// `text` as a JSON string.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
