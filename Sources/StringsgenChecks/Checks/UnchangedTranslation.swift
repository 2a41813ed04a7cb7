import StringsgenModel

/// A translation identical to a source of two or more words, not counting placeholders,
/// do-not-translate terms and the app's own names (`LintContext.productNames`): most likely the source pasted in and never translated. A source
/// that is a single word, a brand name or a placeholder may well stay as it is, and a
/// regional variant of the source language (`en-GB` for `en`) may share its text.
public struct UnchangedTranslation: Check {
    public static let id = "unchanged-translation"
    public static let defaultSeverity = Severity.warning
    public static let summary = "a translation identical to a source of two or more words"
    public static let help = "Translate the text, or, where the source is right as it is (a brand, a technical term), mark the key shouldTranslate: false or turn the rule off in lint.severity of stringsgen.json."

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        // A key whose comment says not to translate it (GoMap's storyboard placeholders). (A key
        // Xcode marks `stale` is still checked: Xcode marks so every key it did not see used,
        // and DockDoor's 2,084 values left in English are of keys its wrapper uses.)
        guard entry.isTranslatable, !Self.commentSaysKeepIt(entry.entry.comment), !entry.isNibPlaceholder else { return }
        // Filler that stands in for content (Impressia's skeleton “Lorem ipsum dolor sit amet”).
        if let source = entry.source.units.first?.value, source.hasPrefix("Lorem ipsum") { return }
        // A key that says its value is a name (KeePassium's “[FileProvider/Synology Drive/name]”).
        if Self.keySaysName(entry.key), let source = entry.source.units.first?.value, Self.isNameValue(source, of: entry.key) { return }
        for translation in entry.translations where !translation.lintLocale.sharesSourceLanguage {
            let locale = translation.locale
            for (unit, original) in translation.comparedUnits {
                guard let difference = Self.leftAsIs(original, unit) else { continue }
                // A source in a language of another script written in ASCII letters is English
                // already (azooKey's Japanese “Caps lock”, “URL Scheme”; Darock-Bili's Chinese
                // “-- And You --”): English keeps it. Italian keeping it is still told (Pizza
                // Helper's camera prompt).
                // Nor is another language keeping a term in capitals or a name told, where no
                // translation of the key translates it: the source's own choice (DJDX's Japanese
                // keeps the game's “CLEAR COUNT”, “DJ LEVEL”, “Textage Chart Viewer”; its zh-Hant
                // drew 9 false findings). azooKey's “Caps lock” is still asked of Italian.
                if Self.nonLatinLanguages.contains(entry.run.sourceLocale.language),
                   original.value.unicodeScalars.allSatisfy({ $0.isASCII || !$0.properties.isAlphabetic }) {
                    if translation.lintLocale.language == "en" { continue }
                    if translation.isPlain, original.value.uppercased() == original.value || Self.isNameShaped(original.value),
                       !entry.translations.contains(where: { other in
                        other !== translation && other.isPlain && other.units.first.map { !$0.isBlank && $0.value != original.value } == true
                    }) { continue }
                }
                // A source in the translation's own script under a source language written in
                // Latin letters is right there (Cisum's Chinese keys under `en`, kept by its
                // Chinese: 16 findings); `source-language` says what is wrong, once.
                if Self.nonLatinLanguages.contains(translation.lintLocale.language),
                   !Self.nonLatinLanguages.contains(entry.run.sourceLocale.language),
                   let script = Script.of(original.value), script.languages.contains(translation.lintLocale.language) { continue }
                // A value marked `new` that is still the source's text is `missing-translation`'s
                // (Cork had 1,896 values reported by both).
                // Info.plist's copyright and version lines are legal notices, kept as written
                // (ShelfPlayer's “2025 Rasmus Krämer & ShelfPlayer contributors”, no “©”: 3 findings).
                if Self.legalNoticeKeys.contains(entry.key), entry.run.context.table.isInfoPlist { continue }
                // A date pattern kept as written is right (Simplenote's “MMM d, yyyy”: 13 findings);
                // `date-pattern` checks the ones translated.
                if DatePattern.fields(of: original.value) != nil { continue }
                guard !unit.isBlank, !translation.neverShows(unit), !Self.isOneToken(unit.value),
                      !MissingTranslation.reports(unit, of: translation, in: entry),
                      Self.wordCount(original, ignoring: translation.lintLocale.doNotTranslateTerms + entry.run.context.productNames) >= 2
                        || Self.isCountedEnglishWord(original, in: translation.lintLocale, englishSource: entry.run.sourceLocale.language == "en"),
                      !Self.isOnlyNames(original, keptIn: translation.lintLocale), !Self.isOnlyAcronyms(unit.value),
                      !(translation.isPlain && (Self.isNameKeptElsewhere(unit.value, in: entry, besides: translation)
                        || Self.isNameKeptInItsScript(unit.value, in: entry, besides: translation)))
                else { continue }
                emit(finding(entry, locale, unit, .unchanged(entry.subject(locale, unit), unit.value, difference)))
            }
            if !translation.isPlain, let kept = Self.formLeftInATranslatedSet(of: translation, source: entry.source),
               !translation.neverShows(kept), !MissingTranslation.reports(kept, of: translation, in: entry) {
                emit(finding(entry, locale, kept, .unchanged(entry.subject(locale, kept), kept.value, "")))
            }
        }
    }

    /// Info.plist's keys of a copyright or version line (Monolingual's “Copyleft …” too).
    static let legalNoticeKeys: Set<String> = ["NSHumanReadableCopyright", "CFBundleGetInfoString"]

    /// The plural form (not `other`, which is compared with the source's `other` above) that a
    /// translation keeps as the source's form of the same name while it translates two or more
    /// of its other forms: dime's Russian sets kept the English `zero` forms “Empty” and “weeks”
    /// beside “осталось %lld дня”. One word is enough here: the rest of the set says the
    /// language is not English. Not a form without letters, nor an acronym or a token, nor one
    /// whose words the translation's other forms write too.
    static func formLeftInATranslatedSet(of translation: LintedLocalization, source: LintedLocalization) -> LintedUnit? {
        var kept: LintedUnit?
        var translated = 0
        for unit in translation.units where !unit.isBlank {
            guard let category = unit.pluralCategory else { continue }
            // (Held to the source's form of its name where there is one, else to its counterpart.)
            let same = source.units.first(where: { $0.steps == unit.steps })
            guard let original = same ?? unit.sourceUnit else { continue }
            guard unit.value.hasSameUTF8(as: original.value) else { translated += 1; continue }
            guard category != "other", same != nil else { continue }
            // (Two forms kept: the set is not translated, and the form no slip.)
            if kept != nil { return nil }
            kept = unit
        }
        guard let kept, translated >= 2, kept.hasLetters, !isOneToken(kept.value), !isOnlyAcronyms(kept.value) else { return nil }
        // A word the language's other forms write too is its own (Italian “1 file” beside
        // “%lld file”, Polish “%lld tag” beside “%lld tagi”: loanwords, 4 false findings on the
        // apps of rounds 12–18).
        let others = translation.units.filter { $0 !== kept && $0.pluralCategory != nil }.map { $0.value.lowercased() }
        let words = kept.value.lowercased().split(whereSeparator: { !$0.isLetter }).filter { $0.count >= 2 }
        guard words.contains(where: { word in !others.contains { $0.contains(word) } }) else { return nil }
        return kept
    }

    /// Languages not written in Latin letters, in which an English word is never their own.
    static let nonLatinLanguages: Set<String> = [
        "ru", "uk", "be", "bg", "mk", "sr", "kk", "ky", "tg", "mn", "el", "he", "yi", "ar", "fa", "ur", "ps", "ug", "dv", "hi", "mr",
        "ne", "bn", "pa", "gu", "or", "ta", "te", "kn", "ml", "si", "th", "lo", "km", "my", "ka", "hy", "am", "ti", "bo", "ja", "zh",
        "yue", "ko",
    ]

    /// Whether a source of one word and a value (“%d items”, “%d thread(s)”) left as it is in a
    /// language not written in Latin letters is English there: a lowercase English word of four
    /// letters or more beside a placeholder is nothing such a language writes. KeePassium's
    /// Russian, Ukrainian, Thai, Korean and Japanese plural forms kept “%d items” in 26 places,
    /// which the two-word rule let through. Not “%d km”, “%@ Pro” or a name.
    static func isCountedEnglishWord(_ original: LintedUnit, in locale: LintLocale, englishSource: Bool) -> Bool {
        guard englishSource, !original.hasNoSpecifiers, nonLatinLanguages.contains(locale.language), !locale.code.contains("Latn") else { return false }
        var text = Array(original.value.utf8)
        for placeholder in original.format.placeholders.reversed() { text.replaceSubrange(placeholder.utf8Range, with: [0x20]) }
        let words = String(decoding: text, as: UTF8.self).split(whereSeparator: { !$0.isLetter })
        return words.count == 1 && words[0].count >= 4 && words[0].allSatisfy { $0.isASCII && $0.isLowercase }
    }

    /// How a translation is the source's text left as it is: the same bytes (`""`), or the same
    /// with other spaces around it (Unstoppable's Turkish “Failed to restore contacts ”); nil
    /// where it is another text. Other capitals are not the source's: the words may be the
    /// language's own, in its own case (Danish and Czech “IMAP port” for “IMAP Port”, German
    /// “Check-in” for “Check-In”). Compared as bytes: `==` on text is Unicode-aware and costs.
    static func leftAsIs(_ original: LintedUnit, _ unit: LintedUnit) -> String? {
        if original.utf8Count == unit.utf8Count {
            return original.value.hasSameUTF8(as: unit.value) ? "" : nil
        }
        guard abs(original.utf8Count - unit.utf8Count) <= 4, unit.mayHaveBlankEdge || original.mayHaveBlankEdge else { return nil }
        func trimmed(_ text: String) -> Substring {
            let start = text.drop(while: \.isWhitespace)
            return start[..<(start.lastIndex(where: { !$0.isWhitespace }).map(start.index(after:)) ?? start.startIndex)]
        }
        let a = trimmed(original.value), b = trimmed(unit.value)
        guard !a.isEmpty, a.utf8.count == b.utf8.count else { return nil }
        return a.utf8.elementsEqual(b.utf8) ? " but for the spaces around it" : nil
    }

    /// Whether the value has nothing to translate but acronyms, once a template's variables
    /// (`{HOURS}`) are left out: every word of two letters or more is an acronym, capitals of
    /// at most three letters or with no vowel (“CPU & GPU”, Mochi Diffusion's compute units;
    /// “DXVK HUD”), or there is no such word beside variables (SwissCovid's “{HOURS} h
    /// {MINUTES}'”; “N/A” abbreviates words). Words in
    /// capitals are still words (Kodi's “PLOT OUTLINE”, “DIRECTED BY”).
    ///
    /// A reading's notation is no text either: symbols of measures (“dB”, “dBm”, “MHz”) count as
    /// acronyms, and so do longer words in capitals beside such a symbol (Meshtastic's “RSSI %d
    /// dBm”, “SNR %@ dB”: 55 findings). Placeholders are left out.
    static func isOnlyAcronyms(_ value: String) -> Bool {
        var text = "", depth = 0
        for character in value {
            if character == "{" { depth += 1 } else if character == "}" { depth = max(0, depth - 1) } else if depth == 0 { text.append(character) }
        }
        if text.contains("%") { text = withoutPlaceholders(text) }
        let words: [Substring] = text.split(whereSeparator: { !$0.isLetter }).filter { $0.count >= 2 }
        // Letters alone that abbreviate words are still text (“N/A”, French “N/D”).
        if words.isEmpty { return text.count < value.count }
        func isAcronym(_ word: Substring) -> Bool {
            word.allSatisfy(\.isUppercase) && (word.count <= 3 || !word.contains { "AEIOUY".contains($0) })
        }
        let notation = words.filter { isAcronym($0) || measureSymbols.contains(String($0)) }
        if notation.count == words.count { return true }
        // Capitals beside a symbol of a measure (“RSSI %d dBm”); not beside an acronym alone:
        // Kodi's “TV SHOW” and “DIRECTED BY” are words.
        let measured = words.contains { measureSymbols.contains(String($0)) }
        return measured && words.allSatisfy { notation.contains($0) || $0.allSatisfy(\.isUppercase) }
    }

    /// Symbols of measures, written so in every language that writes Latin letters (and “min”,
    /// the minute's: GlucoseDirect's “%1$@d %2$@h %3$@min”, kept by cs, de, es, pl, pt-PT, sv; and
    /// the bits and binary multiples of a data rate: Synctrain's “%lld Mbit/s”, kept by its 6
    /// languages).
    static let measureSymbols: Set<String> = [
        "dB", "dBm", "dBi", "Hz", "kHz", "MHz", "GHz", "mA", "mAh", "mV", "mW", "kW", "kWh", "ms", "km", "cm", "mm",
        "kg", "px", "KB", "MB", "GB", "TB", "kbps", "Mbps", "Gbps", "ppm", "min",
        "kB", "KiB", "MiB", "GiB", "TiB", "bit", "kbit", "Kbit", "Mbit", "Gbit",
    ]

    /// `text` without its format placeholders.
    private static func withoutPlaceholders(_ text: String) -> String {
        let format = FormatString(text)
        guard !format.placeholders.isEmpty else { return text }
        var bytes = Array(text.utf8)
        for placeholder in format.placeholders.reversed() { bytes.replaceSubrange(placeholder.utf8Range, with: [0x20]) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the last word of a key is “name” (`[FileProvider/Resilio Sync/name]`, `app_name`,
    /// `CFBundleDisplayName`): the key says its value is a name, which every language may keep.
    /// KeePassium's file providers' names (“Synology Drive”, “Resilio Sync”), kept by all 20 of
    /// its languages, were 150 findings. `name.placeholder` (“Enter your name”) is text.
    static func keySaysName(_ key: String) -> Bool {
        // Read from the end, without copying: this runs for every key. `word` holds the last
        // four letters, the last one lowest.
        var word: UInt32 = 0, count = 0, before: UInt8?
        for byte in key.utf8.reversed() {
            let isLetter = (byte | 0x20) &- UInt8(ascii: "a") < 26
            if count == 0, !isLetter { continue }
            guard count < 4 else { before = byte; break }
            guard isLetter else { return false }
            word |= UInt32(byte) << (8 * count)
            count += 1
        }
        // `name` in any case (`Name`, `APP_NAME`).
        guard count == 4, word | 0x2020_2020 == 0x6E61_6D65 else { return false }
        guard let before else { return true }
        let isLetter = (before | 0x20) &- UInt8(ascii: "a") < 26
        // The word starts there: after a separator, or as a capital after a lowercase letter.
        return !isLetter || (word >> 24 == UInt32(UInt8(ascii: "N")) && before & 0x20 != 0)
    }

    /// Whether the source value of a key that says it holds a name reads as one: the key is an
    /// identifier (no white space, or a path: `[FileProvider/Resilio Sync/name]`) other than the
    /// value, and the value is no label or sentence (no `:` `.` `?` `!` at its end, no
    /// placeholder or variable) and is written as a name, each word capitalized (OsmAnd's
    /// `sort_by_name`, “Sort by name”, is text). Whisky's `pin.name` is the label
    /// “Pin name:”, to translate; DockDoor's key “Show App Name” is its own English.
    static func isNameValue(_ value: String, of key: String) -> Bool {
        let isIdentifier = !key.contains(where: \.isWhitespace) || key.contains(where: { "/._[".contains($0) })
        guard isIdentifier, key != value, !value.contains(where: { "%${".contains($0) }), let last = value.last,
              !":.?!…：。？！".contains(last) else { return false }
        // Written as a name: each word a capital first (“Synology Drive”), not “Sort by name”.
        return value.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).allSatisfy { word in
            word.count < 2 || word.first!.isUppercase || word.first!.isNumber
        }
    }

    /// Names of Apple's platform and of services that Apple's and their makers' own
    /// localizations keep as written, longest first: “Face ID”, “App Store” or “OneDrive for
    /// Business” left as it is is right, and was reported in every language of the apps that
    /// show them (ProtonVPN, Simplenote, ONLYOFFICE). Not those Apple's Chinese translates
    /// (`translatedInChinese`: “面容 ID”, “隔空投送”); nor names others translate: Bluetooth (Arabic
    /// “بلوتوث”), Apple ID (German “Apple-ID”), Google Drive (“Google Диск”). Wi-Fi is kept
    /// but in German (“WLAN”) and Simplified Chinese (“无线局域网”), as Apple's own
    /// translations have it (Yattee's “Wi-Fi”, kept by 16 of its 22 languages: 16 findings).
    /// Apple's display features (“True Tone”, “Night Shift”) and its Macs' chips (“Intel Mac”,
    /// “Apple Silicon Mac”) too: OnlySwitch's 17 of 18 languages keep the first two, Applite's 6
    /// of 6 the others.
    static let platformNames = [
        "OneDrive for Business", "Mac App Store", "Mission Control", "Apple Silicon", "iCloud Drive", "Apple Watch", "Apple Music",
        "Game Center", "Night Shift", "App Store", "Apple Pay", "Apple TV", "True Tone", "Face ID", "Touch ID", "Optic ID",
        "SharePoint", "TestFlight", "FaceTime", "iMessage", "OneDrive", "AirDrop", "AirPlay", "CarPlay", "Dropbox", "GitHub", "GitLab",
        "WebDAV", "Launchpad", "Spotlight", "Google Play", "Android Auto",
        "Apple Intelligence", "iCloud", "Intel", "Mac", "Wi-Fi",
    ]

    /// The names of `platformNames` that Apple's German writes otherwise: “WLAN”.
    static let translatedInGerman: Set<String> = ["Wi-Fi"]

    /// The names of `platformNames` that Apple's Chinese writes otherwise: “iCloud 云盘”,
    /// “游戏中心”, “面容 ID”, “触控 ID”, “光学 ID”, “隔空投送”, “隔空播放”, “调度中心”, “启动台”,
    /// “聚焦”, “原彩”, “夜览”, “Apple 芯片”, “无线局域网”. The others (“App
    /// Store”, “Apple Pay”, “FaceTime”, “iCloud”, a service's own name) it keeps as written:
    /// Pearcleaner's “App Store” was reported in Traditional Chinese though all 19 of its
    /// languages keep it.
    static let translatedInChinese: Set<String> = [
        "iCloud Drive", "Game Center", "Face ID", "Touch ID", "Optic ID", "AirDrop", "AirPlay", "Mission Control", "Launchpad", "Spotlight",
        "True Tone", "Night Shift", "Apple Silicon", "Wi-Fi",
    ]

    /// The names of `platformNames` that Apple's Traditional Chinese (Taiwan, Hong Kong) writes
    /// otherwise: “iCloud 雲碟”, “指揮中心”, “啟動台”, “原彩”, “夜覽”, “Apple 晶片”. It keeps
    /// Face ID, Touch ID, Optic ID, Game Center, AirDrop, AirPlay and Spotlight as written, which
    /// Simplified Chinese translates (Sudoku's zh-Hant “Game Center” is right).
    static let translatedInTraditionalChinese: Set<String> = [
        "iCloud Drive", "Mission Control", "Launchpad", "True Tone", "Night Shift", "Apple Silicon",
    ]

    /// `platformNames` as `locale` keeps them.
    static func names(keptIn locale: LintLocale) -> [String] {
        if locale.language == "de" { return platformNames.filter { !translatedInGerman.contains($0) } }
        guard locale.language == "zh" else { return platformNames }
        let translated = isTraditionalChinese(locale.code) ? translatedInTraditionalChinese : translatedInChinese
        return platformNames.filter { !translated.contains($0) }
    }

    /// Whether a Chinese locale is written in Traditional characters: `zh-Hant`, or Taiwan's,
    /// Hong Kong's or Macao's without a script.
    static func isTraditionalChinese(_ code: String) -> Bool {
        let parts = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        return parts.contains("hant") || (!parts.contains("hans") && parts.contains { ["tw", "hk", "mo"].contains($0) })
    }

    /// Whether a unit is `platformNames` and nothing else, once placeholders and the locale's
    /// do-not-translate terms are left out: no word of two letters remains (“Face ID”, “GitHub:
    /// v%@”). “Allow Face ID” is English; a value with no such name is not judged here (“N/A”).
    /// A name counts only as a word of its own: “Face IDs” is English.
    static func isOnlyNames(_ unit: LintedUnit, keptIn locale: LintLocale) -> Bool {
        let value = unit.value
        func standsAlone(_ name: String) -> Bool {
            let found = value.ranges(of: name)
            return !found.isEmpty && found.allSatisfy { range in
                let before = range.lowerBound == value.startIndex ? nil : value[value.index(before: range.lowerBound)]
                let after = range.upperBound == value.endIndex ? nil : value[range.upperBound]
                return !(before?.isLetter ?? false) && !(before?.isNumber ?? false) && !(after?.isLetter ?? false) && !(after?.isNumber ?? false)
            }
        }
        let names = names(keptIn: locale).filter { value.containsExactly($0) && standsAlone($0) }
        return !names.isEmpty && wordCount(unit, ignoring: locale.doNotTranslateTerms + names, ofLetters: 2) == 0
    }

    /// Whether a comment says the text itself is not to be translated: it ends “Do not
    /// translate” (“this”), as GoMap's “Placeholder - Do not translate”. Nextcloud's “put
    /// {actor0} and %ld placeholders in the correct position … but do not translate them” (or
    /// “it”) is about the placeholders: its sentences left in English are still found.
    static func commentSaysKeepIt(_ comment: String?) -> Bool {
        guard let comment, InconsistentTranslation.isMarkedNotToTranslate(comment) else { return false }
        var rest = comment.lowercased().replacing("’", with: "'")
        for phrase in ["do not translate", "don't translate", "dont translate", "not to be translated"] {
            guard let found = rest.ranges(of: phrase).last else { continue }
            rest = String(rest[found.upperBound...])
            let words = rest.split(whereSeparator: { !$0.isLetter })
            return words.isEmpty || (words.count == 1 && words[0] == "this")
        }
        return false
    }

    /// Whether a value shaped as a name (no word of three letters or more starts lowercase but
    /// one with a capital inside, and one word of mixed case or a digit: “iCloud Drive”, “DeepL
    /// API Pro”, “DirectX Raytracing”, “MidJourney v0.0.1”) is kept as it is by at least four
    /// in five of the key's other translations, two at least: the languages agree it is a name.
    /// A sentence left in English in one language is translated by the others; a command that
    /// is new and left in English by most (DockDoor's “Clear Logs” in 28 languages) has no mark
    /// of a name, and is still found. In an English source, a letter English does not write
    /// marks a name too: a person's (Pizza Helper's “Ngô Phi Phương”, “Shiki Suen (孙志贵)”).
    static func isNameKeptElsewhere(_ value: String, in entry: LintedEntry, besides translation: LintedLocalization) -> Bool {
        let english = entry.run.context.table.sourceLanguage.split(separator: "-").first == "en"
        guard isNameShaped(value, englishSource: english) else { return false }
        var kept = 0, others = 0
        for other in entry.translations where other !== translation && !other.lintLocale.sharesSourceLanguage && other.isPlain {
            guard let unit = other.units.first, !unit.isBlank else { continue }
            others += 1
            if unit.value.hasSameUTF8(as: value) { kept += 1 }
        }
        return others >= 2 && kept * 5 >= others * 4
    }

    /// Whether `value`, in Latin letters, is a name as the key's other languages treat it: the
    /// languages written in Latin letters keep it (four in five, two at least) and every one
    /// written in another script (two at least) writes it otherwise, as a name is
    /// transliterated: Mullvad's relay locations, “Ashburn, VA” and “Buenos Aires”, kept by its
    /// 12 Latin-script languages and written anew by ja, ko, ru, th, uk, zh-Hans and zh-Hant
    /// (282 findings). A text left untranslated is left so in other scripts too.
    static func isNameKeptInItsScript(_ value: String, in entry: LintedEntry, besides translation: LintedLocalization) -> Bool {
        guard !nonLatinLanguages.contains(translation.lintLocale.language) else { return false }
        var latin = 0, latinKept = 0, otherScripts = 0
        for other in entry.translations where other !== translation && !other.lintLocale.sharesSourceLanguage && other.isPlain {
            guard let unit = other.units.first, !unit.isBlank else { continue }
            let kept = unit.value.hasSameUTF8(as: value)
            if nonLatinLanguages.contains(other.lintLocale.language) {
                if kept { return false }
                otherScripts += 1
            } else {
                latin += 1
                if kept { latinKept += 1 }
            }
        }
        return otherScripts >= 2 && latin >= 2 && latinKept * 5 >= latin * 4
    }

    static func isNameShaped(_ value: String, englishSource: Bool = false) -> Bool {
        // A template's variables (`{{settingID}}`, `{user0}`) are no words of the text, and a
        // person's handle (`@mclvren`, not `%@`) marks a name: Mos's credits, “Andrew
        // Mclaren(@mclvren)”, kept by its 14 languages.
        var text = "", depth = 0, hasHandle = false
        let characters = Array(value)
        var i = 0
        while i < characters.count {
            let character = characters[i]
            let previous = i > 0 ? characters[i - 1] : " "
            if character == "@", previous != "%", !previous.isLetter, !previous.isNumber, i + 1 < characters.count, characters[i + 1].isLetter {
                hasHandle = true
                i += 1
                while i < characters.count, characters[i].isLetter || characters[i].isNumber || "_-.".contains(characters[i]) { i += 1 }
                continue
            }
            if character == "{" { depth += 1 } else if character == "}" { depth = max(0, depth - 1) } else if depth == 0 { text.append(character) }
            i += 1
        }
        var marked = hasHandle || text.contains(where: \.isNumber) || (englishSource && text.contains { $0.isLetter && !$0.isASCII })
        // An acronym with a number names a service or a model in a few words, whatever else they
        // say (NHS COVID-19's “NHS 111 online”, kept by 10 of its 11 languages: 153 findings);
        // a sentence with them is still text (its “…an MHRA-approved COVID-19 vaccine trial”,
        // Sequel Ace's “MySQL 8.4 and newer only support…”, untranslated everywhere).
        let words = text.split(whereSeparator: { !$0.isLetter })
        let acronymAndNumber = words.count <= 3 && text.contains(where: \.isNumber)
            && words.contains { $0.count >= 2 && $0.allSatisfy(\.isUppercase) }
        let isOneWord = text.split(whereSeparator: { $0.isWhitespace }).count == 1
        var rest = Substring(text)
        while !rest.isEmpty {
            let start = rest.drop(while: { !$0.isLetter })
            // Letters joined by a hyphen are one word: “Blu-ray” starts with a capital, and
            // “Wi-Fi” has one inside (WireGuard's “Wi-Fi”, kept by 16 of its 19 languages;
            // Keka's “25 GB Blu-ray (SL)”, by 22 of 31: 131 findings).
            var end = start.startIndex
            while end < start.endIndex {
                if start[end].isLetter {
                    end = start.index(after: end)
                } else if start[end] == "-" || start[end] == "\u{2011}", end > start.startIndex,
                          start.index(after: end) < start.endIndex, start[start.index(after: end)].isLetter {
                    end = start.index(after: end)
                } else {
                    break
                }
            }
            let word = start[..<end]
            rest = start[end...]
            let capitalInside = word.dropFirst().contains(where: \.isUppercase)
            // (Beside handles, a user name is lowercase too: “jrthsr700tmax(@jrthsr700tmax)”.)
            if word.count >= 3, word.first!.isLowercase, !capitalInside, !hasHandle, !acronymAndNumber { return false }
            // A word of mixed case (an acronym is no mark: “Search GIFs”, “No PDF” are words);
            // capitals that start the parts of a hyphenated word mark only a value of that word
            // alone (“Hip-Hop”, “Corona-Warn-App”; “Show Mini-Chart” is a command).
            let parts = word.split(whereSeparator: { $0 == "-" || $0 == "\u{2011}" })
            if parts.contains(where: { $0.dropFirst().contains(where: \.isUppercase) && $0.contains(where: \.isLowercase) && !$0.dropFirst().dropLast().allSatisfy(\.isUppercase) })
                || (parts.count >= 2 && capitalInside && word.contains(where: \.isLowercase) && isOneWord) {
                marked = true
            }
        }
        return marked
    }

    /// Symbols of units that a rate joins with `/` (“m/s”, “L/h”), written so in every
    /// language that writes Latin letters.
    static let unitSymbols: Set<String> = ["m", "s", "h", "l", "L", "g", "t", "W", "V", "B", "b"]

    /// Whether the value, without spaces, is one token made of parts rather than words of a
    /// sentence: a variable or an address (`$(PRODUCT_NAME)`, `@name@host`, `snake_case`, a
    /// digit: `P2P`, a Markdown link `[#tag](app:t:tag)`), command syntax (`a|b`), or parts joined by `-` or `/` of which one is an
    /// acronym, a letter or a unit's mixed case (`JIT-Less`, `A-Z`, `E-mail`, `mg/dL`, `mmol/L`),
    /// or all are lowercase (`user/tap`). Joined words stay findings (“Play/Pause”, “On/Off”,
    /// “Auto-approved”), and so do letters that abbreviate words (“N/A”).
    static func isOneToken(_ value: String) -> Bool {
        let trimmed = value.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
        guard !trimmed.isEmpty, !trimmed.contains(where: \.isWhitespace) else { return false }
        // Notation with degrees and primes (OsmAnd's coordinate formats, “DD°MM′SS″”).
        if trimmed.contains(where: { "°′″".contains($0) }) { return true }
        if trimmed.contains(where: { "@_|".contains($0) || $0.isNumber }) || String(trimmed).containsExactly("$(") { return true }
        // A Markdown link with no space in it (Nostur's hashtag links, “[#zapathon](nostur:t:zapathon)”).
        if String(trimmed).containsExactly("](") { return true }
        // `&` joins letters as `-` does (Kaset's genre “R&B”, kept by its 14 languages; “AT&T”).
        let parts = trimmed.split(whereSeparator: { $0 == "-" || $0 == "/" || $0 == "\u{2011}" || $0 == "&" })
        guard parts.count >= 2 else { return false }
        let letters = parts.map { $0.filter(\.isLetter) }
        // Units are symbols (“m/s”, “L/h”); other letters alone joined by `/` abbreviate words
        // (“N/A”, French “N/D”, “w/o”).
        if trimmed.contains("/"), letters.allSatisfy({ $0.count <= 1 }) {
            return parts.allSatisfy { unitSymbols.contains(String($0)) }
        }
        if letters.contains(where: { part in
            part.count == 1 || (part.count >= 2 && part.allSatisfy(\.isUppercase)) || part.dropFirst().contains(where: \.isUppercase)
        }) { return true }
        return trimmed.contains("/") && letters.allSatisfy { $0.allSatisfy(\.isLowercase) }
    }

    /// The words of a unit with its placeholders and `terms` removed: runs of letters and digits
    /// holding at least `minimum` letters (one by default), joined by `'` or `’`, or by `.`, `@`,
    /// `:` or `|` (an address such as `paperless.example.com` or `name@example.com` is one word, the same in every
    /// language: swift-paperless's placeholder URL was reported in 7 languages; so is a command's
    /// syntax, BitChat's `create|invite|leave|list`, and an address with a scheme). `/` still
    /// separates words: “Date/Time” left in English is a finding. A copyright line has none, nor
    /// has notation in which no two letters stand together.
    static func wordCount(_ unit: LintedUnit, ignoring terms: [String], ofLetters minimum: Int = 1) -> Int {
        var text = Array(unit.value.utf8)
        for placeholder in unit.format.placeholders.reversed() {
            text.replaceSubrange(placeholder.utf8Range, with: [0x20])
        }
        var remaining = String(decoding: text, as: UTF8.self)
        var hasTwoLettersInARow = false, previousIsLetter = false
        for character in remaining {
            if character.isLetter, previousIsLetter { hasTwoLettersInARow = true; break }
            previousIsLetter = character.isLetter
        }
        // A copyright line is names and years (“© Ascensio System SIA”), the same in every language.
        if remaining.containsExactly("©") { return 0 }
        for term in terms where remaining.contains(term) { remaining = remaining.replacing(term, with: " ") }
        // An address with a scheme (“wss://relay.example.com”) is one name.
        if remaining.containsExactly("://") {
            remaining = remaining.split(separator: " ").filter { !$0.contains("://") }.joined(separator: " ")
        }
        var count = 0
        var inWord = false, letters = 0
        for character in remaining {
            if character.isLetter || character.isNumber || (inWord && "'’.@:|".contains(character)) {
                inWord = true
                if character.isLetter { letters += 1 }
            } else {
                if inWord, letters >= minimum, letters > 0 { count += 1 }
                inWord = false; letters = 0
            }
        }
        if inWord, letters >= minimum, letters > 0 { count += 1 }
        // Notation, not words, when no two letters stand together between spaces (a cube's
        // “R U R' U'”, “A → Z”; “N/A” abbreviates words).
        return hasTwoLettersInARow || !remaining.contains(" ") ? count : 0
    }
}

extension String {
    fileprivate static func unchanged(_ subject: String, _ value: String, _ difference: String) -> String {
        "\(subject) is the same as the source\(difference), \(MessageText.quote(value)): translate it, or list it as a do-not-translate term if it is a name"
    }
}
