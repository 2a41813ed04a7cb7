import StringsgenFormats
import StringsgenICU
import StringsgenModel

/// The target a table belongs to, by where its file lies in the project: the folder Xcode gives
/// each target (`MyApp/`, `MyWidget/`) or SwiftPM's `Sources/<Target>/` (and `Tests/<Target>/`),
/// also in a local package inside the project (`Packages/Accounts/Sources/Accounts/`).
/// Two targets may each have a table of one name (Xcode's default `Localizable.xcstrings` in an
/// app and its widget, or in each of an app's local packages): they are generated side by side,
/// each into its own folder, and each is held to its own target's languages.
public enum TargetFolder {
    /// The target folder of `file` relative to `root` (`MyApp`, `Sources/MyApp`,
    /// `Packages/Accounts/Sources/Accounts`); "" for a file at the root or outside it.
    /// `projects`: the folders below `root` that hold an Xcode project
    /// (`XcodeProjects.projectFolders`), whose targets are the folders in them.
    public static func of(_ file: String, root: String, projects: [String] = []) -> String {
        let folders = self.folders(of: file, root: root)
        // The SwiftPM target the manifest of the innermost package declares to hold the file
        // (`path: "Sources"`: each of GitOK's plug-ins keeps its catalogs in `Sources/` and
        // `Sources/Views/…`, one target), where it lies in the project.
        if !folders.isEmpty, let target = SwiftPMTarget.containing(file) {
            let base = SwiftPMTarget.absolute(root)
            if target.folder == base { return "" }
            if target.folder.hasPrefix(base == "/" ? "/" : base + "/") { return String(target.folder.dropFirst(base == "/" ? 1 : base.utf8.count + 1)) }
        }
        // The innermost `Sources/<Target>/` or `Tests/<Target>/` that holds the file: btlb keeps
        // ten local packages under `Packages/`, each with its own `Localizable.xcstrings`,
        // which were all one target `Packages` (and one table written ten times) before.
        if let i = folders.indices.dropLast().last(where: { folders[$0] == "Sources" || folders[$0] == "Tests" }) {
            return folders[...(i + 1)].joined(separator: "/")
        }
        // A resource bundle is looked up on its own (`Bundle(path:)`), with its own languages:
        // Clocker's vendored `iVersion.bundle` beside `DateTools.bundle` in `Dependencies/`.
        // Not the app's `Settings.bundle` (or InAppSettingsKit's), held to the app's languages.
        if let i = folders.indices.last(where: { folders[$0].hasSuffix(".bundle") }), !Generation.settingsBundleNames.contains(folders[i]) {
            return folders[...i].joined(separator: "/")
        }
        // The innermost folder with an Xcode project that holds the file: its targets are the
        // folders in it. Clocker keeps `Clocker/Clocker.xcodeproj` beside the app's folder and a
        // login helper's; run from the repository's root, both were the one target `Clocker`,
        // and the helper's menu was asked for the app's 21 languages (2,751 errors), where run
        // from `Clocker/` it was not. A vendored project in the app's folder (ShortcutRecorder's)
        // is no part of the app's target either.
        let path = folders.joined(separator: "/")
        if let project = projects.filter({ path == $0 || path.hasPrefix($0 + "/") }).max(by: { $0.utf8.count < $1.utf8.count }) {
            return folders.prefix(project.split(separator: "/").count + 1).joined(separator: "/")
        }
        return folders.first ?? ""
    }

    /// The folders from `root` to the one that holds `file`, a legacy table's `<locale>.lproj`
    /// left out (a table in `en.lproj/` at the root is the root's); empty outside `root`.
    static func folders(of file: String, root: String) -> [String] {
        let path = Generation.relative(file, to: root)
        guard !path.hasPrefix("/"), !path.hasPrefix("../") else { return [] }
        var folders = path.split(separator: "/").map(String.init).dropLast()
        if folders.last?.hasSuffix(".lproj") == true { folders = folders.dropLast() }
        return Array(folders.filter { $0 != "." })
    }

    /// Each table's target (`of(_:root:)`), except where two tables of one name would share one
    /// and each of them is in a folder of its own with code of its own: then each is that folder
    /// (an app extension's folder inside the app's, as Transmission's `macosx/QuickLookPlugin/`,
    /// with its `.mm` files, in `macosx/`, whose three `Localizable` tables were one table
    /// written three times); or where the folders of such tables are side by side in the target's
    /// folder, none the target's own (`areSiblings`). A table in a target's folder and another
    /// in a plain folder inside it (`MyApp/Resources/`) still collide, as they would in one
    /// Xcode target (`GenerationPlanCheck`), unless `configured` (the keys of
    /// `generate.tables`) names the plain folder's table as `<folder>/<Table>`: then that folder
    /// is its target. Tunnelblick keeps its uninstaller's `Localizable.strings` in
    /// `tunnelblick/tunnelblick-uninstaller-localization/`, a folder of `.lproj` folders only,
    /// inside the app's: no file tells the two targets apart, the configuration can.
    public static func targets(of tables: [StringTable], root: String, configured: Set<String> = [], projects: [String] = []) -> [String] {
        var targets = tables.map { of($0.file, root: root, projects: projects) }
        if !configured.isEmpty {
            for i in tables.indices {
                let holder = folders(of: tables[i].file, root: root).joined(separator: "/")
                if configured.contains(holder + "/" + tables[i].name) { targets[i] = holder }
            }
        }
        var byTargetAndName: [String: [Int]] = [:]
        for i in tables.indices { byTargetAndName[targets[i] + "\u{0}" + tables[i].name, default: []].append(i) }
        for indices in byTargetAndName.values where indices.count > 1 {
            let target = targets[indices[0]]
            let holders = indices.map { folders(of: tables[$0].file, root: root).joined(separator: "/") }
            guard Set(holders).count == holders.count,
                  holders.allSatisfy({ $0 == target || holdsCode(ProjectFiles.join(root, $0)) }) || areSiblings(holders, in: target)
            else { continue }
            for (i, holder) in zip(indices, holders) { targets[i] = holder }
        }
        return targets
    }

    /// Whether no folder is the target's own or inside another: resource folders side by side,
    /// one per target, as Pizza Helper's `WatchApp/Localization-Watch-Pizza/` and
    /// `WatchApp/Localization-Watch-Latte/`, each with its watch app's `Localizable.xcstrings`.
    /// (Xcode builds no target with two tables of one name.)
    static func areSiblings(_ folders: [String], in target: String) -> Bool {
        folders.allSatisfy { folder in
            folder != target && !folders.contains { $0 != folder && folder.hasPrefix($0 + "/") }
        }
    }

    /// Whether `folder` holds source code of its own (a target's folder, not its resources').
    static func holdsCode(_ folder: String) -> Bool {
        ProjectFiles.list(folder).contains { name in
            [".swift", ".m", ".mm", ".c", ".cpp", ".h"].contains { name.hasSuffix($0) }
        }
    }
}

extension Project {
    /// Each table's target folder (`TargetFolder.targets(of:root:configured:)`), by the table's file.
    public var targetFolders: [String: String] {
        let configured = Set(configuration.tables.keys.filter { $0.contains("/") })
        let targets = TargetFolder.targets(of: tables, root: root, configured: configured, projects: xcodeProjectFolders)
        return Dictionary(zip(tables.map(\.file), targets), uniquingKeysWith: { a, _ in a })
    }

    /// The names two or more of `tables` have (tables of one name in more than one target).
    static func sharedNames(of tables: [StringTable]) -> Set<String> {
        var seen: Set<String> = []
        var shared: Set<String> = []
        for name in tables.map(\.name) where !seen.insert(name).inserted { shared.insert(name) }
        return shared
    }

    /// The locales `table` must be translated into: the project's, where it names them
    /// (`--locales`, `requiredLocales`, `Locales/`); otherwise every language of the tables in
    /// the table's own target, so a widget is not asked for a language only the app ships, but
    /// a regional variant of the table's source language (`en-GB` beside `en`).
    ///
    /// Such a variant is usually there to override the few texts that differ (“Centre”,
    /// “Customise”): every key it lacks shows the source language's text, which is the same
    /// language (the generated accessors fall back to the development language). Found trying
    /// Mlem, whose `en-GB` holds its 28 British spellings and drew 1,084 `missing-translation`
    /// errors. A project that translates a variant in full names it in `Locales/` or
    /// `requiredLocales`, which holds it to every key.
    ///
    /// Nor a regional variant of another of the target's languages in a table that has none of
    /// it (`fr-CA` beside `fr`): a bundle looks each table up in `fr-CA.lproj`, then `fr.lproj`
    /// (Apple's bundle search pattern), so a table the variant does not ship is shown in `fr`.
    /// OpenEmu's `fr-CA.lproj` holds only `InfoPlist.strings` and drew 623 `missing-translation`
    /// errors in its other tables.
    public func requiredLocales(for table: StringTable) -> [String] {
        // A legacy table only in `Base.lproj` is not localized: its text is every language's
        // (Sparkle's test app's `InfoPlist.strings`, a copyright line, drew 34 errors).
        if isNotLocalized(table) { return [table.sourceLanguage] }
        guard requiredLocalesAreInferred else { return requiredLocales }
        // Where no list of languages is given, a legacy table in the source language alone is not
        // asked of others either: EhPanda's `en.lproj/Constant.strings` holds the English replies
        // of the website its code compares against (translated, the app would break), Element's
        // `en.lproj/Untranslated.strings` is kept out of translation by name (232 errors).
        if Self.isOnlyInTheSource(table) { return [table.sourceLanguage] }
        // A legacy table with no file in the source language that one translation alone has is
        // that language's own: godtools' `ru.lproj/ru-143.strings` (3,658 errors in 62 other
        // languages) and Clocker's vendored `sk.lproj/NSDateTimeAgo.strings` (552), each quoted
        // by its raw keys. `missing-source-file` still says it once.
        if table.format != .xcstrings {
            let translated = table.locales.dropFirst().filter { $0 != "Base" }
            if translated.count == 1, !table.entries.contains(where: { $0.localization(for: table.sourceLanguage) != nil }) {
                return translated
            }
        }
        let targets = targetFolders
        let target = targets[table.file] ?? TargetFolder.of(table.file, root: root)
        var seen: Set<String> = []
        let sourceLanguage = LocaleIdentifier.language(table.sourceLanguage)
        // A language of the target's InfoPlist alone (the app's name and permission prompts)
        // is none its other tables must have: Habitica's `zh.lproj` and `cmn.lproj` beside
        // `zh-Hans.lproj` hold only `InfoPlist.strings`, and were asked for every key of its
        // interface (2,794 errors). A project that translates such a language in full names it
        // in `Locales/` or `requiredLocales`.
        let isInfoPlist = { (table: StringTable) in table.isInfoPlist }
        let all = tables.filter { targets[$0.file] == target && (isInfoPlist(table) || !isInfoPlist($0)) }.flatMap(\.locales)
        let known = Set(all)
        let own = Set(table.locales)
        return all.filter { locale in
            guard seen.insert(locale).inserted else { return false }
            if isUnbuilt(locale, of: table) || inContextLocales.contains(locale) { return false }
            if let parent = Self.withoutRegion(locale), known.contains(parent), !own.contains(locale) { return false }
            // Another script is another written language: zh-Hant beside a zh-Hans source
            // (Darock-Bili's 320 keys without zh-Hant went unreported).
            return locale == table.sourceLanguage || sourceLanguage.isEmpty
                || !LocaleIdentifier.isSameWrittenLanguage(locale, table.sourceLanguage)
        }
    }

    /// Whether `locale`'s folder of a legacy table is in no build: the Xcode project does not
    /// localize into the language (`knownRegions`). A Settings.bundle is copied whole, every
    /// folder of it.
    public func isUnbuilt(_ locale: String, of table: StringTable) -> Bool {
        guard table.format != .xcstrings, locale != table.sourceLanguage, let built = xcodeKnownRegions,
              !Generation.isSettingsBundle(table, self) else { return false }
        return !built.contains(XcodeProjects.folded(locale))
    }

    /// The locales of a legacy table whose folders no build copies (`isUnbuilt`) and that no
    /// list names (`Locales/`, `requiredLocales`; a language listed in another spelling, `pt-PT`
    /// for `pt_PT.lproj`, is listed): `lint` checks none of their values, and `generate`
    /// compiles none of them.
    /// Crowdin's in-context pseudo-languages (`inContextLocales`) are left out so too.
    public func unbuiltLocales(of table: StringTable) -> Set<String> {
        guard !inContextLocales.isEmpty || table.format != .xcstrings && xcodeKnownRegions != nil else { return [] }
        let unbuilt = table.locales.filter { isUnbuilt($0, of: table) || inContextLocales.contains($0) }
        guard !unbuilt.isEmpty else { return [] }
        let required = Set(requiredLocales(for: table).map(XcodeProjects.folded))
        return Set(unbuilt.filter { !required.contains(XcodeProjects.folded($0)) })
    }

    /// The keys that the tables named `name` hold in their source language: a code lookup of
    /// the table finds them wherever they are.
    public func keysWithSource(ofTablesNamed name: String) -> Set<String> {
        var keys: Set<String> = []
        for table in tables where table.name == name {
            for entry in table.entries where entry.localizations.contains(where: { $0.locale == table.sourceLanguage }) {
                keys.insert(entry.key)
            }
        }
        return keys
    }

    /// Whether a legacy table is not localized: its files are all in `Base.lproj`, or it is a
    /// `Settings.bundle` table in the source language alone. Xcode's Settings bundle template
    /// makes `en.lproj/Root.strings`, and the Settings app shows a text as written where a
    /// language has no table: 2FAS's generated list of 428 licences (6,848 errors) and
    /// Mastodon's template `Root.strings` (112) were asked of every language key by key.
    func isNotLocalized(_ table: StringTable) -> Bool {
        if Self.isOnlyInBase(table) { return true }
        return table.format != .xcstrings && Generation.isSettingsBundle(table, self) && Self.isOnlyInTheSource(table)
    }

    /// Whether a legacy table has files in its source language (and `Base`) alone.
    static func isOnlyInTheSource(_ table: StringTable) -> Bool {
        table.format != .xcstrings && table.locales.allSatisfy { $0 == table.sourceLanguage || $0 == "Base" }
    }

    /// Whether a legacy table's files are all in `Base.lproj`.
    static func isOnlyInBase(_ table: StringTable) -> Bool {
        table.format != .xcstrings && !table.entries.isEmpty && table.entries.allSatisfy { entry in
            entry.localizations.allSatisfy { localization in
                let file = localization.location.file
                return file.hasPrefix("Base.lproj/") || file.contains("/Base.lproj/")
            }
        }
    }

    /// `fr` for `fr-CA` (`pt_BR`, `zh-Hant-HK`, `es-419`): the locale without its last subtag
    /// where that is a region (two letters or three digits); nil where it has none.
    static func withoutRegion(_ locale: String) -> String? {
        guard let cut = locale.lastIndex(where: { $0 == "-" || $0 == "_" }) else { return nil }
        let region = locale[locale.index(after: cut)...]
        let isRegion = (region.count == 2 && region.allSatisfy { $0.isASCII && $0.isLetter })
            || (region.count == 3 && region.allSatisfy { $0.isASCII && $0.isNumber })
        return isRegion && cut > locale.startIndex ? String(locale[..<cut]) : nil
    }
}

extension Project {
    /// The languages, as spelled, that only Info.plist tables have (the app's name and
    /// permission prompts), in a project that has other tables: the app is not translated into
    /// them (LiveContainer's 23 Crowdin folders of `InfoPlist.strings` beside its catalog's 15
    /// languages). `init` does not list them, and `unknown-locale` does not ask to.
    public var infoPlistOnlyLocales: Set<String> {
        let others = tables.filter { !$0.isInfoPlist && !$0.entries.isEmpty }
        guard !others.isEmpty else { return [] }
        let translated = Set(others.flatMap(\.locales).map(XcodeProjects.folded))
        return Set(tables.filter { $0.isInfoPlist && !$0.entries.isEmpty }.flatMap(\.locales).filter { !translated.contains(XcodeProjects.folded($0)) })
    }

    /// The app's own names, which every language keeps as written: each Xcode project's name in
    /// the project folder or a folder in it (`Nostur.xcodeproj`), and the bundle names its
    /// InfoPlist tables give (`CFBundleDisplayName`, `CFBundleName`, in the source language) or
    /// its `Info.plist` files do, in the project folder or two folders down (Delta Chat's
    /// `deltachat-ios/Info.plist`); not a build setting such as `$(PRODUCT_NAME)`, nor a phrase
    /// of more than four words. “Nostur Pro” and “Mac Mouse Fix” left as written in every
    /// language are names. A name written in one word of capitalized parts is also the name
    /// with its parts apart: NotchDrop's header says “Notch Drop” (3 findings).
    /// `NotchDrop` → `Notch Drop`: a space before each capital that follows a lowercase letter,
    /// in a name of one word that starts with a capital; any other name as it is.
    static func spacedParts(of name: String) -> String {
        guard let first = name.first, first.isUppercase, !name.contains(where: \.isWhitespace) else { return name }
        var result = ""
        var previous: Character?
        for character in name {
            if character.isUppercase, previous?.isLowercase == true { result.append(" ") }
            result.append(character)
            previous = character
        }
        return result
    }

    public var productNames: [String] {
        var names: [String] = []
        func add(_ name: String) {
            let name = String(name.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            guard !name.isEmpty, !name.contains("$("), name.split(separator: " ").count <= 4, !names.contains(name) else { return }
            names.append(name)
            let spaced = Self.spacedParts(of: name)
            if spaced != name, !names.contains(spaced) { names.append(spaced) }
        }
        let folders = [root] + ProjectFiles.list(root).map({ ProjectFiles.join(root, $0) }).filter(ProjectFiles.isDirectory)
        for folder in folders {
            for name in ProjectFiles.list(folder) where name.hasSuffix(".xcodeproj") { add(String(name.dropLast(".xcodeproj".count))) }
        }
        let deeper = folders.dropFirst().flatMap { folder in
            ProjectFiles.list(folder).filter { !TableSearch.isSkipped(folder: $0) && !$0.hasPrefix(".") }.map { ProjectFiles.join(folder, $0) }
        }.filter(ProjectFiles.isDirectory)
        for folder in folders + deeper {
            let plist = ProjectFiles.join(folder, "Info.plist")
            guard FileBytes.size(plist) <= 1 << 20, let bytes = try? FileBytes.read(plist) else { continue }
            for key in ["CFBundleDisplayName", "CFBundleName"] { Self.plistString(key, in: bytes).map(add) }
        }
        for table in tables where table.isInfoPlist {
            for entry in table.entries where entry.key == "CFBundleDisplayName" || entry.key == "CFBundleName" {
                entry.localization(for: table.sourceLanguage)?.content.stringUnit.map { add($0.value) }
            }
        }
        return names
    }

    /// The string an XML property list gives `key` (`<key>K</key><string>V</string>`), its
    /// entities decoded; nil where it gives none.
    static func plistString(_ key: String, in bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let found = text.firstRange(of: "<key>\(key)</key>") else { return nil }
        let rest = text[found.upperBound...].drop { $0.isWhitespace }
        guard rest.hasPrefix("<string>"), let end = rest.firstRange(of: "</string>") else { return nil }
        return String(rest[rest.index(rest.startIndex, offsetBy: 8)..<end.lowerBound])
            .replacing("&amp;", with: "&").replacing("&lt;", with: "<").replacing("&gt;", with: ">")
    }
}
