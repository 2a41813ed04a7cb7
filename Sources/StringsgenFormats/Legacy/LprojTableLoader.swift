import Foundation
import StringsgenModel

/// Reads the `<table>.strings` and `<table>.stringsdict` files of every `<locale>.lproj`
/// folder under `root` into one `StringTable`.
///
/// - `Base.lproj` holds the source language (read before `<sourceLanguage>.lproj`, which wins
///   where both have a key); any other `<name>.lproj` holds the locale `<name>` as written
///   (`en`, `pt-BR`, `zh-Hans`), but for the names old projects give (`lprojLocale`).
/// - One entry per key, with one localization per locale that has it. Entries come in the
///   order of the source language's `.strings` file, then its `.stringsdict`, then the keys
///   only other locales have (locales in name order, each in file order).
/// - Where a locale has a key in both its `.strings` and its `.stringsdict`, the
///   `.stringsdict` one is kept. Where a file repeats a key, the last value is kept.
/// - An entry's comment is the first one found, the source language's files first.
/// - The table's `format` is `.strings`, or `.stringsdict` when the table has no `.strings`
///   file; its `file` is the source language's `.strings` (else `.stringsdict`) file, else
///   the first file read. It `isInterfaceBuilder` where a `.lproj` folder holds a storyboard
///   or xib of its name (Transmission's `Base.lproj/GroupRules.xib`, keyed `11.title`).
///
/// Throws when `root` cannot be listed, when no locale has the table, or when a file is
/// not valid.
///
/// `otherSpellings`: the table's name in other cases (`infoPlist` for `InfoPlist`,
/// `lprojTableSpellings`): a folder without a file of the table's name has its file so
/// spelled read instead, and a `tableSpelling` note says so.
/// `build`: whether a build copies a file (`LprojFileBuild`), as the Xcode project tells; a
/// file no project names is not read, and one of a folder no build copies that cannot be read
/// is noted, not a failure.
public func loadLprojTable(
    root: String, table: String, sourceLanguage: String, otherSpellings: [String] = [],
    build: (String) -> LprojFileBuild = { _ in .built }
) throws(InputError) -> StringTable {
    // Locales in reading order: Base, the source language, then the others by name.
    let found = try lprojFolders(root: root)
    let folders = found.names.map { name in
        (name: name, locale: name == "Base" ? sourceLanguage : lprojLocale(name))
    }
    func rank(_ folder: (name: String, locale: String)) -> (Int, String) {
        if folder.name == "Base" { return (0, "") }
        if folder.locale == sourceLanguage { return (1, "") }
        return (2, folder.name)
    }

    var entries: [Entry] = []
    var indexByKey: [String: Int] = [:]
    var filesRead: [String] = []
    var sourceFiles: [String] = []
    /// Source-language files with no key (Bitwarden Authenticator's `Base.lproj/Localizable.strings`,
    /// one comment kept for XcodeGen): named for the table only when no other file is.
    var emptySourceFiles: [String] = []
    var hasStringsFile = false
    var notes: [ReadingNote] = []
    var failures: [InputError] = []
    // A folder whose name is no locale is not read; each that holds a file of the table is
    // said once (`ReadingNote.Kind.unreadFolder`).
    for name in found.unread {
        let directory = lprojFolderPath(root, name)
        guard let file = ["strings", "stringsdict"].map({ (directory as NSString).appendingPathComponent("\(table).\($0)") })
            .first(where: { FileManager.default.fileExists(atPath: $0) }) else { continue }
        notes.append(ReadingNote(
            kind: .unreadFolder, key: "", locale: name, location: SourceLocation(file: file, line: 1, column: 1),
            message: unreadFolderMessage(name)))
    }

    for folder in folders.sorted(by: { rank($0) < rank($1) }) {
        let directory = lprojFolderPath(root, folder.name)
        func path(_ name: String, _ ext: String) -> String { (directory as NSString).appendingPathComponent("\(name).\(ext)") }
        // The file of the table's name, else one spelled in another case (noted).
        func file(_ ext: String) -> String {
            let own = path(table, ext)
            if otherSpellings.isEmpty || FileManager.default.fileExists(atPath: own) { return own }
            guard let other = otherSpellings.first(where: { FileManager.default.fileExists(atPath: path($0, ext)) }) else { return own }
            notes.append(ReadingNote(
                kind: .tableSpelling, key: "", locale: folder.locale, location: SourceLocation(file: path(other, ext), line: 1, column: 1),
                message: "‘\(other).\(ext)’ is the table ‘\(table)’ spelled in another case: a case-sensitive disk (an iPhone's) has no \(table).\(ext) in \(folder.name).lproj, so the app does not find these translations there; rename the file ‘\(table).\(ext)’"))
            return path(other, ext)
        }
        let stringsPath = file("strings")
        let stringsdictPath = file("stringsdict")
        var fromStrings: [Entry] = []
        var fromStringsdict: [Entry] = []
        // A file that cannot be read is said with the others, after every file was tried; one
        // no build copies is noted instead: seafile-iOS's damaged `zh_CN.lproj/Localizable.strings`,
        // in no build, stopped every command (exit 2) and hid the findings of 18 languages.
        func failed(_ error: InputError, _ path: String) {
            let build = build(path)
            // A leftover that cannot be read is left with the rest of its table, unsaid.
            if build == .replacedByCatalog { return }
            guard build == .unbuilt else { failures.append(error); return }
            notes.append(ReadingNote(
                kind: .unreadFolder, key: "", locale: folder.name, location: SourceLocation(file: path, line: 1, column: 1),
                message: "\(InputLimits.printable(folder.name)).lproj/\((path as NSString).lastPathComponent) is not read: it cannot be read (\(error.message)), and no build copies the folder \(InputLimits.printable(folder.name)).lproj (the Xcode project does not localize into it); fix it or remove it"))
        }
        // A file the project leaves out is read, its translations checked, and said once.
        func noteIfNotInProject(_ path: String) {
            guard build(path) == .notInProject else { return }
            let file = "\(InputLimits.printable(folder.name)).lproj/\((path as NSString).lastPathComponent)"
            notes.append(ReadingNote(
                kind: .notInProject, key: "", locale: folder.locale, location: SourceLocation(file: path, line: 1, column: 1),
                message: "\(file) is not in the Xcode project, which names the table's file in other languages' folders: no build copies it, so the app shows ‘\(folder.locale)’ users this table in ‘\(sourceLanguage)’; add the file to the localizations of \((path as NSString).lastPathComponent) in the project"))
        }
        if FileManager.default.fileExists(atPath: stringsPath), build(stringsPath) != .unnamed {
            noteIfNotInProject(stringsPath)
            do throws(InputError) {
                fromStrings = try StringsFileReader.read(path: stringsPath, locale: folder.locale, notes: &notes)
            } catch {
                failed(error, stringsPath)
            }
            // What Xcode writes into a `.strings` file when it imports an XLIFF's plural units
            // for a language without a `.stringsdict` (`"/%lld image(s):dict/images:dict/"`):
            // paths into a property list no bundle looks up, not keys. Mochi Diffusion had 45
            // `invalid-format-specifier` errors on them; the key itself is still missing there.
            fromStrings.removeAll { $0.key.hasPrefix("/") && $0.key.contains(":dict/") }
            hasStringsFile = true
            filesRead.append(stringsPath)
            if folder.locale == sourceLanguage {
                if fromStrings.isEmpty { emptySourceFiles.append(stringsPath) } else { sourceFiles.append(stringsPath) }
            }
        }
        if FileManager.default.fileExists(atPath: stringsdictPath), build(stringsdictPath) != .unnamed {
            noteIfNotInProject(stringsdictPath)
            do throws(InputError) {
                fromStringsdict = try StringsdictReader.read(path: stringsdictPath, locale: folder.locale)
            } catch {
                failed(error, stringsdictPath)
            }
            filesRead.append(stringsdictPath)
            if folder.locale == sourceLanguage { sourceFiles.append(stringsdictPath) }
        }

        // A key's .stringsdict value replaces its .strings value in the same locale, in the
        // .strings file's order and keeping its comment (the only place legacy tables have one).
        var dictionaryEntries: [String: Entry] = [:]
        for entry in fromStringsdict { dictionaryEntries[entry.key] = entry }
        var replaced: Set<String> = []
        for var entry in fromStrings {
            if var plural = dictionaryEntries[entry.key] {
                plural.comment = plural.comment ?? entry.comment
                entry = plural
                replaced.insert(entry.key)
            }
            merge(entry, into: &entries, index: &indexByKey)
        }
        for entry in fromStringsdict where !replaced.contains(entry.key) {
            merge(entry, into: &entries, index: &indexByKey)
        }
    }
    if let failure = InputError.combining(failures) { throw failure }
    guard let tableFile = sourceFiles.first(where: { $0.hasSuffix(".strings") }) ?? sourceFiles.first ?? emptySourceFiles.first ?? filesRead.first
    else {
        throw InputError(
            "no \(table).strings or \(table).stringsdict in any <locale>.lproj folder; expected at least one",
            at: SourceLocation(file: root, line: 1, column: 1))
    }
    var read = StringTable(
        name: table, file: tableFile, format: hasStringsFile ? .strings : .stringsdict,
        sourceLanguage: sourceLanguage, entries: entries)
    read.readingNotes = notes
    let nibs = folders.flatMap { folder in
        ["storyboard", "xib"].map { (lprojFolderPath(root, folder.name) as NSString).appendingPathComponent("\(table).\($0)") }
    }.filter { FileManager.default.fileExists(atPath: $0) }
    read.isInterfaceBuilder = !nibs.isEmpty
    if !nibs.isEmpty, let objects = interfaceBuilderObjects(of: nibs) {
        read.interfaceBuilderIDs = Set(objects.keys)
        // A key the source language has no `.strings` value for is the nib's object: it is
        // found there, not in the first translation read (MacDown's 877 findings about Danish
        // and others were placed in its Czech files).
        for index in read.entries.indices where !read.entries[index].localizations.contains(where: { $0.locale == sourceLanguage }) {
            let key = read.entries[index].key
            guard let dot = key.firstIndex(of: "."), let object = objects[String(key[..<dot])] else { continue }
            read.entries[index].location = object
        }
    }
    return read
}

/// Whether a build copies a legacy table's file, as far as the Xcode project tells.
public enum LprojFileBuild: Sendable, Equatable {
    /// Copied, or nothing tells otherwise.
    case built
    /// In a folder of a language the project does not localize into (`knownRegions`): read,
    /// and left out of the checks later (`Project.isUnbuilt`), but noted where it cannot be read.
    case unbuilt
    /// Not named by a project that names the table's files in other folders one by one
    /// (seafile-iOS's Transifex `pt_BR.lproj/Localizable.strings` beside the built
    /// `pt-BR.lproj`): not read at all.
    case unnamed
    /// In a folder of a language the project localizes into, and not named by a project that
    /// names the table's file in other languages' folders one by one (Monolingual's
    /// `sk.lproj/Localizable.strings`, beside 14 named ones): read and checked, since its
    /// translations exist, and noted (`ReadingNote.Kind.notInProject`): the app does not ship it.
    case notInProject
    /// Of a table a String Catalog of its name beside it replaced, which no Xcode project names
    /// (a migration's leftover, `isUnbuiltBesideCatalog`): read, and left out of the checks later,
    /// but passed over where it cannot be read (a damaged leftover stopped every command).
    case replacedByCatalog
}

/// Each object id (`id="abc-12-xyz"`) the storyboard or xib files declare, and where (its first
/// `id` attribute); nil when one cannot be read (then no key is taken for a deleted object's).
public func interfaceBuilderObjects(of files: [String]) -> [String: SourceLocation]? {
    var objects: [String: SourceLocation] = [:]
    for file in files {
        guard let bytes = try? FileBytes.read(file) else { return nil }
        // The attribute `id`, after white space (not `sceneID` or `destination`).
        let marker = Array("id=\"".utf8)
        var i = 1, line = 1, lineStart = 0, counted = 0
        while i + marker.count < bytes.count {
            guard bytes[i] == marker[0], bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09 || bytes[i - 1] == 0x0A || bytes[i - 1] == 0x0D,
                  bytes[i..<(i + marker.count)].elementsEqual(marker) else { i += 1; continue }
            let start = i + marker.count
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            let id = String(decoding: bytes[start..<end], as: UTF8.self)
            if objects[id] == nil {
                while counted < i {
                    if bytes[counted] == 0x0A { line += 1; lineStart = counted + 1 }
                    counted += 1
                }
                objects[id] = SourceLocation(file: file, line: line, column: 1 + String(decoding: bytes[lineStart..<i], as: UTF8.self).unicodeScalars.count)
            }
            i = end + 1
        }
    }
    return objects
}

/// The locale a `<name>.lproj` folder holds: `name`, but for the English names of languages
/// old projects use (`English.lproj` is `en`, as Apple's bundles read it) and a language code
/// written in capitals (`DE.lproj`, `PT_BR.lproj`: Tunnelblick's uninstaller), which a Mac's
/// disk and bundles take for the same folder as `de.lproj`: 4,765 `missing-translation` errors
/// asked the app's table for `DE` beside `de`.
public func lprojLocale(_ name: String) -> String {
    if let code = legacyLanguageNames[name] { return code }
    let cut = name.firstIndex(where: { $0 == "-" || $0 == "_" }) ?? name.endIndex
    let language = name[..<cut]
    // (Or with a capital first: seafile-iOS's Settings bundle has `Zh-Hans.lproj` beside the
    // app's `zh-Hans.lproj`; `init` wrote `Locales/Zh-Hans.json`, and lint asked it for 584 keys.)
    guard (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }),
          language.contains(where: \.isUppercase) else { return name }
    return language.lowercased() + name[cut...]
}

/// The names old projects give a language's folder and region, by their codes.
public let legacyLanguageNames = ["English": "en", "German": "de", "French": "fr", "Japanese": "ja", "Spanish": "es", "Italian": "it", "Dutch": "nl"]

/// The table names (file names without extension) of every `.strings` and `.stringsdict`
/// file in the `<locale>.lproj` folders under `root`, sorted; never a table stringsgen generated
/// (`GeneratedOutput`), which is output, not input.
public func lprojTableNames(root: String) throws(InputError) -> [String] {
    try lprojTableSpellings(root: root).map(\.name)
}

/// `lprojTableNames`, with names that differ only in case taken for one table (Mastodon's
/// `Base.lproj/infoPlist.strings` beside 28 folders' `InfoPlist.strings`, which a Mac's disk
/// takes for one name too): the table is named as most of its files are (the first in order
/// on a tie), and `others` are its other spellings.
public func lprojTableSpellings(root: String) throws(InputError) -> [(name: String, others: [String])] {
    var fileCounts: [String: Int] = [:]
    var names: Set<String> = []
    var generated: Set<String> = []
    for folder in try lprojFolders(root: root).names {
        let directory = lprojFolderPath(root, folder)
        for file in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] {
            let ext = (file as NSString).pathExtension
            // Hidden files (`._Localizable.strings`, AppleDouble files macOS leaves on other
            // file systems) are not tables.
            guard ext == "strings" || ext == "stringsdict", !file.hasPrefix(".") else { continue }
            let name = (file as NSString).deletingPathExtension
            guard InputLimits.isTableName(name) else {
                throw InputError(
                    "the table name \"\(InputLimits.printable(name))\" is not a plain file name (no control characters, at most 200 bytes); rename the file",
                    at: SourceLocation(file: (directory as NSString).appendingPathComponent(file), line: 1, column: 1))
            }
            if GeneratedOutput.isGenerated(file, inLproj: directory) {
                generated.insert(name)
            } else {
                names.insert(name)
                fileCounts[name, default: 0] += 1
            }
        }
    }
    let spellings = Dictionary(grouping: names.subtracting(generated).sorted(), by: { $0.lowercased() })
    return spellings.values.map { written in
        let name = written.max { a, b in fileCounts[a, default: 0] < fileCounts[b, default: 0] || (fileCounts[a, default: 0] == fileCounts[b, default: 0] && a > b) }!
        return (name, written.filter { $0 != name })
    }.sorted { $0.name < $1.name }
}

/// The folder `<name>.lproj` in `root`, without a leading `./` for the current folder: paths in
/// diagnostics are written as a person types them, and GitHub attaches no annotation to
/// `file=./de.lproj/…` (crate-ci/typos#1496, adrienverge/yamllint#764).
private func lprojFolderPath(_ root: String, _ name: String) -> String {
    root == "." || root.isEmpty ? name + ".lproj" : (root as NSString).appendingPathComponent(name + ".lproj")
}

/// The names of the `.lproj` folders under `root`, without `.lproj`, sorted: those that name
/// a locale, and those that do not, which are not read. Transifex and gettext name folders
/// `be@tarask`, `sr@latin` or `zh_CN.GB2312` (Jami has five beside 118 it builds): no build of
/// the app looks in them for a language, and the name would become part of every path written
/// for it, so they are left out, each said by the table that has a file there.
private func lprojFolders(root: String) throws(InputError) -> (names: [String], unread: [String]) {
    let contents: [String]
    do {
        contents = try FileManager.default.contentsOfDirectory(atPath: root)
    } catch {
        throw InputError("cannot list the folder: expected a folder holding <locale>.lproj folders", at: SourceLocation(file: root, line: 1, column: 1))
    }
    let names = contents.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }.sorted()
    return (names.filter(InputLimits.isLocaleIdentifier), names.filter { !InputLimits.isLocaleIdentifier($0) })
}

/// What a table says of a folder of it that is not read (`ReadingNote.Kind.unreadFolder`).
private func unreadFolderMessage(_ name: String) -> String {
    let folder = InputLimits.printable(name) + ".lproj"
    let rename = suggestedLocale(forFolder: name).map { "rename it \($0).lproj if the app ships that language" } ?? "rename it after the language it holds (de, pt-BR, zh-Hans)"
    return "the folder \(folder) is not read: its name is no locale (a BCP 47 language tag such as de, pt-BR or zh-Hans), so no language of Apple's bundles is looked up in it; \(rename), or remove it"
}

/// The locale a folder that names none most likely means, as gettext and Transifex write
/// locales: `sr@latin` → `sr-Latn`, `be@tarask` → `be-tarask`, `zh_CN.GB2312` → `zh-CN` (what
/// follows a `.` is a character set); nil when that is no locale either.
func suggestedLocale(forFolder name: String) -> String? {
    var language = String(name.split(separator: ".", omittingEmptySubsequences: false)[0])
    for (modifier, script) in [("@latin", "-Latn"), ("@cyrillic", "-Cyrl")] where language.lowercased().hasSuffix(modifier) {
        language = language.dropLast(modifier.count) + script
    }
    let suggested = String(language.map { $0 == "@" || $0 == "_" ? "-" : $0 })
    return InputLimits.isLocaleIdentifier(suggested) ? suggested : nil
}

/// Adds `entry`'s localization to the entry with its key (the last one wins within a locale).
private func merge(_ entry: Entry, into entries: inout [Entry], index: inout [String: Int]) {
    guard let k = index[entry.key] else {
        index[entry.key] = entries.count
        entries.append(entry)
        return
    }
    if entries[k].comment == nil { entries[k].comment = entry.comment }
    for localization in entry.localizations {
        if let existing = entries[k].localizations.firstIndex(where: { $0.locale == localization.locale }) {
            entries[k].localizations[existing] = localization
        } else {
            entries[k].localizations.append(localization)
        }
    }
}
