import Testing
import StringsgenModel
@testable import StringsgenChecks

@Suite struct PerformanceTests {
    /// 10,000 keys in 7 languages, a mix of plain values, plurals and substitutions.
    static func largeTable() -> StringTable {
        let languages = ["de", "fr", "es", "it", "ja", "ru"]
        var entries: [Entry] = []
        entries.reserveCapacity(10_000)
        for i in 0..<10_000 {
            var localizations: KeyValuePairs<String, LocalizedContent>
            switch i % 4 {
            case 0:
                localizations = ["en": plural(["one": "%lld stand today", "other": "%lld stands today"])]
            case 1:
                localizations = ["en": text("%#@n@ in %@").with(substitution("n", ["one": "%arg goal", "other": "%arg goals"]))]
            default:
                localizations = ["en": text("Welcome back, %@! You have stood up %lld times this week — keep going \(i).")]
            }
            var entry = entry("screen\(i / 100).item_\(i)_subtitle", comment: "Shown on screen \(i / 100).", localizations)
            for language in languages {
                let content: LocalizedContent
                switch i % 4 {
                case 0: content = plural(["one": "%lld Mal heute", "few": "%lld раза", "many": "%lld раз", "other": "%lld Mal"])
                case 1: content = text("%#@n@ in %@").with(substitution("n", ["one": "%arg Ziel", "other": "%arg Ziele"]))
                default: content = text("Willkommen zurück, %@! Du bist diese Woche %lld-mal aufgestanden – weiter so \(i).")
                }
                entry.localizations.append(Localization(locale: language, location: at(i), content: content))
            }
            entries.append(entry)
        }
        return StringTable(name: "Large", file: testFile, format: .xcstrings, sourceLanguage: "en", entries: entries)
    }

    @Test func tenThousandKeysInSevenLanguages() {
        let table = Self.largeTable()
        let context = LintContext(table: table, locales: locales("en", "de", "fr", "es", "it", "ja", "ru", doNotTranslate: ["StandFit"]))
        let clock = ContinuousClock()
        var diagnostics: [Diagnostic] = []
        let elapsed = clock.measure { diagnostics = Linter().lint(context) }
        #expect(!diagnostics.isEmpty)  // the plural forms above are deliberately wrong for most languages
        // Timed, not asserted (a shared CI machine is no stopwatch): about 0.5 s in release and
        // 3 s in debug on this machine. `swift test -c release -Xswiftc -enable-testing` to measure.
        print("linted 10,000 keys × 7 languages in \(elapsed), \(diagnostics.count) diagnostics")
    }
}
