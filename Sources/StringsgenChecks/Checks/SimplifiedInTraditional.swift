import StringsgenModel

/// Traditional Chinese written in Simplified characters: a value of a locale written in
/// Traditional Chinese (`zh-Hant`, `zh-TW`, `zh-HK`, `yue`: ICU's likely script `Hant`) that
/// holds a character only Simplified Chinese writes (`删除消息` for `刪除訊息`). Readers in Taiwan
/// and Hong Kong see the wrong script. Darock Browser's `zh-Hant` copies its `zh-Hans` source
/// in 10 values, Whisky's in “导入容器”.
///
/// Only characters that Traditional text never writes count (`SimplifiedChinese.swift`: where
/// ICU's Hans-Hant transform and OpenCC agree), not a character both scripts write for a word
/// of its own: `干擾`, `佔用`/`占用`, `皇后`, `社群` and the Hong Kong `沿着` are Traditional.
/// One finding per value, naming each such character with its Traditional form.
public struct SimplifiedInTraditional: Check {
    public static let id = "simplified-in-traditional"
    public static let defaultSeverity = Severity.warning
    public static let summary = "a Traditional Chinese value (zh-Hant, zh-TW, zh-HK) written with Simplified characters"
    public static let help = "Write the value in Traditional characters (the message names each Simplified one with its Traditional form), or translate it again for this locale."

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        for localization in entry.localizationsCheckedEvenIfUntranslated where localization.lintLocale.writesTraditionalChinese {
            for unit in localization.units where !unit.isBlank && unit.value.containsNonASCII() {
                let found = Self.simplifiedCharacters(in: unit.value)
                guard !found.isEmpty else { continue }
                let copied = entry.localizations.first { other in
                    other !== localization && !other.lintLocale.writesTraditionalChinese
                        && other.units.contains { $0.path.label == unit.path.label && $0.value == unit.value }
                }
                emit(finding(entry, localization.locale, unit, .simplified(entry.subject(localization.locale, unit), found, copiedFrom: copied?.locale)))
            }
        }
    }

    /// The characters of `value` that only Simplified Chinese writes, each once, with its
    /// Traditional form, in the order they first appear. Not the `简体` of Simplified Chinese's
    /// own name, which a language menu writes as its speakers do (eul's and MeowlWatch's
    /// `zh-Hant` “简体中文”).
    static func simplifiedCharacters(in value: String) -> [(simplified: Unicode.Scalar, traditional: Unicode.Scalar)] {
        var found: [(Unicode.Scalar, Unicode.Scalar)] = []
        let scalars = Array(value.unicodeScalars)
        for (i, scalar) in scalars.enumerated() where table.range.contains(scalar.value) {
            if (scalar == "简" && i + 1 < scalars.count && scalars[i + 1] == "体") || (scalar == "体" && i > 0 && scalars[i - 1] == "简") { continue }
            let traditional = table.traditional[Int(scalar.value - table.range.lowerBound)]
            guard traditional != 0, !found.contains(where: { $0.0 == scalar }) else { continue }
            found.append((scalar, Unicode.Scalar(UInt32(traditional))!))
        }
        return found
    }

    /// `pairs` as a lookup: for each character of CJK's main blocks, its Traditional form, or 0.
    private static let table: (range: ClosedRange<UInt32>, traditional: [UInt16]) = {
        let range: ClosedRange<UInt32> = 0x3400...0x9FFF
        var traditional = [UInt16](repeating: 0, count: range.count)
        let scalars = Array(pairs.unicodeScalars)
        for i in stride(from: 0, to: scalars.count - 1, by: 2) {
            traditional[Int(scalars[i].value - range.lowerBound)] = UInt16(scalars[i + 1].value)
        }
        return (range, traditional)
    }()
}

extension String {
    fileprivate static func simplified(
        _ subject: String, _ found: [(simplified: Unicode.Scalar, traditional: Unicode.Scalar)], copiedFrom: String?
    ) -> String {
        let named = found.prefix(6).map { "\($0.simplified) (\($0.traditional))" }.joined(separator: ", ") + (found.count > 6 ? ", …" : "")
        let copy = copiedFrom.map { ", the text of ‘\($0)’," } ?? ""
        return "\(subject)\(copy) is written with Simplified characters: \(named); readers of Traditional Chinese see the wrong script: write it in Traditional characters"
    }
}
