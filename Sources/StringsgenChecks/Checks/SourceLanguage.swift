import StringsgenModel

/// A table whose source texts are written in another script than its source language's, three
/// and a quarter of them at least: users of the source language see another language. Cisum's catalogs say `en`, and 202 of
/// their 203 keys are Chinese with no English value: Xcode shows each key, in Chinese, to every
/// English user, while lint told the Chinese translators to translate their own correct Chinese.
/// Only for a source language written in Latin letters; said once, at the table.
public struct SourceLanguage: Check {
    public static let id = "source-language"
    public static let scope = CheckScope.table
    public static let defaultSeverity = Severity.warning
    public static let summary = "source texts of a table written in another script than its source language's, so its users see another language"
    public static let help = "Give the source language its own text (in Xcode's String Catalog editor, or its .strings file), or make the language the texts are written in the table's source language (the catalog's sourceLanguage, or developmentRegion in the Xcode project)."

    public init() {}

    public func check(table run: LintRun, emit: (Finding) -> Void) {
        guard !UnchangedTranslation.nonLatinLanguages.contains(run.sourceLocale.language) else { return }
        let table = run.table
        var texts = 0
        var foreign: [(text: String, script: Script)] = []
        for entry in table.entries where entry.isTranslatable {
            let text: String
            // (By index: a copy of the localization costs more than the rest of the test.)
            if let index = entry.sourceLocalizationIndex(for: run.sourceLanguage) {
                guard let value = entry.localizations[index].content.stringUnit?.value else { continue }
                text = value
            } else if table.format == .xcstrings {
                text = entry.key
            } else {
                continue
            }
            guard let script = Script.of(text) else { continue }
            texts += 1
            if script != .latin { foreign.append((text, script)) }
        }
        var counts: [Script: Int] = [:]
        for text in foreign { counts[text.script, default: 0] += 1 }
        guard let (script, count) = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key.rawValue > $1.key.rawValue) }) else { return }
        // (Three of one script at least, and a quarter of the texts: a menu of languages, each
        // in its own name, is not. Cisum's `Core` table has 23 of 54 in Chinese, its plug-ins'
        // all.)
        guard count >= 3, count * 4 >= texts else { return }
        let example = foreign.first { $0.script == script }!.text
        let languages = table.locales.filter { $0 != run.sourceLanguage && script.languages.contains(run.locale($0).language) }
        emit(Finding(
            rule: Self.id, location: SourceLocation(file: table.file, line: 1, column: 1), key: nil, locale: run.sourceLanguage,
            message: .sourceLanguage(table.name, run.sourceLanguage, count, texts, script, example, languages)))
    }
}

/// The script a text's letters are written in, as far as telling a source language's own text
/// from another language's goes.
enum Script: Int, Hashable {
    case latin, han, kana, hangul, cyrillic, greek, arabic, hebrew, thai, devanagari, other

    /// The script of `text`: Latin when every letter is Latin, else its first other script's
    /// (Japanese where it has kana, Korean where it has Hangul); nil for a text without letters.
    /// A Chinese text with a Latin name in it is Chinese (“登录 iCloud”).
    static func of(_ text: String) -> Script? {
        // (Most source texts are ASCII: a byte test.)
        if !text.containsNonASCII() {
            return text.utf8.contains(where: { $0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A }) ? .latin : nil
        }
        var found: Script?
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                if found == nil, (scalar.value | 0x20) >= 0x61, (scalar.value | 0x20) <= 0x7A { found = .latin }
                continue
            }
            let script = Self.script(of: scalar.value)
            // (Outside the ranges of letters, a letter only if Unicode says so: not `©`, `™`.)
            if script == .latin || script == .other, !scalar.properties.isAlphabetic { continue }
            if script == .kana || script == .hangul { return script }
            if found == nil || found == .latin { found = script }
        }
        return found
    }

    private static func script(of value: UInt32) -> Script {
        switch value {
        case 0..<0x370, 0x1E00..<0x1F00, 0x2C60..<0x2C80, 0xA720..<0xA800, 0xFF21..<0xFF5B: .latin
        case 0x370..<0x400, 0x1F00..<0x2000: .greek
        case 0x400..<0x530: .cyrillic
        case 0x590..<0x600: .hebrew
        case 0x600..<0x700, 0x750..<0x780, 0xFB50..<0xFE00, 0xFE70..<0xFF00: .arabic
        case 0x900..<0x980: .devanagari
        case 0xE00..<0xE80: .thai
        case 0x1100..<0x1200, 0x3130..<0x3190, 0xAC00..<0xD7B0: .hangul
        case 0x3040..<0x3100, 0x31F0..<0x3200, 0xFF66..<0xFFA0: .kana
        case 0x2E80..<0x2FE0, 0x3005..<0x3008, 0x3400..<0xA000, 0xF900..<0xFB00, 0x20000..<0x32000: .han
        default: .other
        }
    }

    /// How a message names the script.
    var name: String {
        switch self {
        case .latin: "Latin letters"
        case .han: "Chinese characters"
        case .kana: "Japanese"
        case .hangul: "Korean"
        case .cyrillic: "Cyrillic"
        case .greek: "Greek"
        case .arabic: "Arabic script"
        case .hebrew: "Hebrew"
        case .thai: "Thai"
        case .devanagari: "Devanagari"
        case .other: "another script"
        }
    }

    /// The languages written in the script, to name the one a table's texts are likely in.
    var languages: Set<String> {
        switch self {
        case .han: ["zh", "yue"]
        case .kana: ["ja"]
        case .hangul: ["ko"]
        case .cyrillic: ["ru", "uk", "be", "bg", "mk", "sr", "kk", "ky", "tg", "mn"]
        case .greek: ["el"]
        case .arabic: ["ar", "fa", "ur", "ps", "ug"]
        case .hebrew: ["he", "yi"]
        case .thai: ["th"]
        case .devanagari: ["hi", "mr", "ne"]
        case .latin, .other: []
        }
    }
}

extension String {
    fileprivate static func sourceLanguage(
        _ table: String, _ locale: String, _ count: Int, _ texts: Int, _ script: Script, _ example: String, _ languages: [String]
    ) -> String {
        let quoted = languages.map { "‘\($0)’" }
        let instead = quoted.isEmpty ? "the language they are in" : quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
        return "table ‘\(table)’ has \(count) of \(texts) source texts written in \(script.name) (\(MessageText.quote(example))), not in its source language ‘\(locale)’, so users of ‘\(locale)’ see them as written: give ‘\(locale)’ its own text, or make \(instead) the source language"
    }
}
