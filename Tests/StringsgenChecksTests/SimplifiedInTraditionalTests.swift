import Testing
import StringsgenModel
@testable import StringsgenChecks

/// Traditional Chinese written in Simplified characters; beside each, Traditional text that
/// writes a character both scripts share.
@Suite struct SimplifiedInTraditionalTests {
    let check = SimplifiedInTraditional()

    /// Jami's `zh_HK.lproj` is Simplified throughout (“删除消息”); LinearMouse's `zh-Hant-HK`
    /// “运行中”. Their `zh-Hans` and Traditional neighbours are fine.
    @Test func simplifiedInEveryTraditionalLocale() {
        let t = table(
            entry("global.deleteMessage", [
                "en": text("Delete message"), "zh-HK": text("删除消息", line: 4), "zh-Hans": text("删除消息"),
                "zh-Hant": text("刪除訊息"),
            ]),
            entry("Running", ["en": text("Running"), "zh-Hant-HK": text("运行中"), "zh-TW": text("執行中"), "yue": text("运行紧")]),
            entry("Import", ["en": text("Import"), "zh_TW": text("导入容器")]))
        let f = findings(check, t)
        #expect(f.map { "\($0.key!) \($0.locale!)" } == ["global.deleteMessage zh-HK", "Running zh-Hant-HK", "Running yue", "Import zh_TW"])
        #expect(f.first?.location == at(4))
        #expect(f.first?.message == "‘global.deleteMessage’ in ‘zh-HK’ (“删除消息”), the text of ‘zh-Hans’, is written with Simplified characters: 删 (刪); readers of Traditional Chinese see the wrong script: write it in Traditional characters")
        #expect(f.last?.message == "‘Import’ in ‘zh_TW’ (“导入容器”) is written with Simplified characters: 导 (導); readers of Traditional Chinese see the wrong script: write it in Traditional characters")
    }

    /// Darock Browser's `zh-Hant` copies its `zh-Hans` source: each character named once.
    @Test func aCopiedSource() {
        let t = table(entry("构建版本", ["zh-Hans": text("构建版本"), "zh-Hant": text("构建版本，构建")]), source: "zh-Hans")
        #expect(findings(check, t).map(\.message) == [
            "‘构建版本’ in ‘zh-Hant’ (“构建版本，构建”) is written with Simplified characters: 构 (構); readers of Traditional Chinese see the wrong script: write it in Traditional characters",
        ])
    }

    /// Characters Traditional text writes for words of their own, which a transform to
    /// Traditional would change: 干擾 (ICU: 幹), 占用 (佔), 皇后 (後), 社群 (OpenCC: 羣), and Hong
    /// Kong's 着. Simplified text in a Simplified locale, and Simplified Chinese's own name.
    @Test func sharedCharactersAreTraditional() {
        let t = table(
            entry("a", ["en": text("They do not interfere."), "zh-Hant": text("它們通常不會相互干擾。")]),
            entry("b", ["en": text("That keybind is already being used by %@."), "zh-Hant": text("此按鍵已被%@占用。")]),
            entry("c", ["en": text("Community"), "zh-Hant": text("社群貢獻者"), "zh-HK": text("沿着海灘散步，皇后")]),
            entry("d", ["en": text("Settings"), "zh-Hans": text("设置"), "zh": text("设置"), "ja": text("设定")]),
            // Simplified Chinese's own name in a language menu (eul's `language.zh-Hans`).
            entry("language.zh-Hans", ["en": text("简体中文"), "zh-Hant": text("简体中文"), "zh-HK": text("中文（简体）")]))
        #expect(findings(check, t).isEmpty)
    }

    /// Every pair maps a character of the table's range to another one, each once.
    @Test func theTableIsWellFormed() {
        let scalars = Array(SimplifiedInTraditional.pairs.unicodeScalars)
        #expect(scalars.count == 2 * 2494)
        let simplified = stride(from: 0, to: scalars.count, by: 2).map { scalars[$0] }
        #expect(Set(simplified).count == simplified.count)
        #expect(stride(from: 0, to: scalars.count, by: 2).allSatisfy { scalars[$0] != scalars[$0 + 1] && (0x3400...0x9FFF).contains(scalars[$0].value) })
        #expect(SimplifiedInTraditional.simplifiedCharacters(in: "这是设置").map { "\($0.simplified)\($0.traditional)" } == ["这這", "设設"])
        #expect(SimplifiedInTraditional.simplifiedCharacters(in: "简单的简体").map { "\($0.simplified)\($0.traditional)" } == ["简簡", "单單"])
    }
}
