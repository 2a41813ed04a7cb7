import Foundation
import Testing

/// The Screens view measured in a real browser, as CI runs it: `tools/report-measure` writes
/// the HTML report of this repository's Onboarding table (five screens, seven languages and the
/// pseudo-language), opens it in headless Chromium, and reads back what does not fit.
///
/// Needs Chromium (`tools/install-deps` installs Debian's, with the fonts the page falls back
/// to). Without it the suite is skipped with its reason, except on CI (`CI` set), where it fails.
@Suite(.removesScratchFolders, .enabled(if: Browser.path != nil || Browser.onCI,
                                        "no Chromium on PATH (tools/install-deps installs it); CI requires it"))
struct ScreensBrowserTests {
    static var browser: String? { Browser.path }

    struct Overflow: Hashable, CustomStringConvertible {
        var screen, locale, key, role: String
        var width: Int
        var description: String { "\(screen)/\(locale)/\(key) (\(role) at \(width))" }
    }

    /// A copy of this repository's project (catalog, configuration, Locales/), the catalog
    /// changed by `edit` (key → locale → new value).
    static func project(_ edit: [String: [String: String]] = [:]) throws -> String {
        let dir = try Stringsgen.scratchProject()
        let root = Stringsgen.repositoryRoot
        try FileManager.default.createDirectory(atPath: dir + "/Strings", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: root + "/Locales", toPath: dir + "/Locales")
        try FileManager.default.copyItem(atPath: root + "/stringsgen.json", toPath: dir + "/stringsgen.json")
        let data = try Data(contentsOf: URL(fileURLWithPath: root + "/Strings/Onboarding.xcstrings"))
        var catalog = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var strings = try #require(catalog["strings"] as? [String: Any])
        for (key, values) in edit {
            var entry = try #require(strings[key] as? [String: Any])
            var localizations = try #require(entry["localizations"] as? [String: Any])
            for (locale, value) in values {
                localizations[locale] = ["stringUnit": ["state": "translated", "value": value]]
            }
            entry["localizations"] = localizations
            strings[key] = entry
        }
        catalog["strings"] = strings
        try JSONSerialization.data(withJSONObject: catalog, options: [.prettyPrinted, .sortedKeys])
            .write(to: URL(fileURLWithPath: dir + "/Strings/Onboarding.xcstrings"))
        return dir
    }

    /// Runs `tools/report-measure` in `dir`; the overflows of the JSON report it writes.
    static func measure(_ dir: String, failing: Bool = false) throws -> (result: Stringsgen.Result, overflows: [Overflow], json: [String: Any]) {
        let browser = try #require(Self.browser, "CI needs Chromium to measure the screens: tools/install-deps installs it")
        let arguments = [Stringsgen.repositoryRoot + "/tools/report-measure"] + (failing ? ["--fail-on-overflow"] : [])
            + ["--output", dir + "/measured.json"]
        let result = try Stringsgen.run(
            arguments, in: dir, environment: ["STRINGSGEN": Stringsgen.binary, "CHROMIUM": browser], viaShell: true)
        let data = try #require(FileManager.default.contents(atPath: dir + "/measured.json"), "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let screens = try #require(json["screens"] as? [String: Any], "\(result.stderr)")
        #expect(screens["measured"] as? Bool == true)
        let overflows = try #require(screens["overflows"] as? [[String: Any]]).map { o in
            Overflow(
                screen: o["screen"] as? String ?? "", locale: o["locale"] as? String ?? "", key: o["key"] as? String ?? "",
                role: o["role"] as? String ?? "", width: o["width"] as? Int ?? 0)
        }
        return (result, overflows, json)
    }

    static let longButton = "Jetzt loslegen und die erste Übung eintragen"
    static let longTitle = "مرحبًا بك في StandFit، تطبيقك اليومي للوقوف والحركة وبناء العادات الصحية"

    /// The five screens in all eight languages; a German button and an Arabic title made too
    /// long are flagged (at both widths), with exit status 1 under --fail-on-overflow and their
    /// messages on stderr, and the real copy fits: no string of a shipped language overflows.
    @Test func seededOverflowsAreFlaggedAndTheRealTableFits() throws {
        let seeded = try Self.measure(
            try Self.project(["onboarding.get_started": ["de": Self.longButton], "onboarding.welcome_title": ["ar": Self.longTitle]]),
            failing: true)
        let screens = try #require(seeded.json["screens"] as? [String: Any])
        #expect(screens["names"] as? [String] == ["Welcome", "Notifications", "Schedule", "Features", "Completion"])
        #expect(screens["locales"] as? [String] == ["en", "ar", "de", "es", "fr", "ja", "ru", "en-XA"])
        for width in [320, 430] {
            #expect(seeded.overflows.contains(Overflow(screen: "Welcome", locale: "de", key: "onboarding.get_started", role: "button", width: width)),
                    "\(seeded.overflows)")
            #expect(seeded.overflows.contains(Overflow(screen: "Welcome", locale: "ar", key: "onboarding.welcome_title", role: "title", width: width)),
                    "\(seeded.overflows)")
        }
        #expect(seeded.result.status == 1, "\(seeded.result.stderr)")
        #expect(seeded.result.stderr.contains("screen ‘Welcome’ in ‘de’: ‘onboarding.get_started’ takes 2 lines at 320 pt as a button; it must fit on one line"), "\(seeded.result.stderr)")
        #expect(seeded.result.stderr.contains("screen ‘Welcome’ in ‘ar’: ‘onboarding.welcome_title’ takes"), "\(seeded.result.stderr)")

        // The real table fits in every shipped language (the pseudo-language, 30 % longer on
        // purpose, overflows and never fails), so CI's --fail-on-overflow passes on it.
        let real = try Self.measure(try Self.project(), failing: true)
        #expect(real.overflows.filter { $0.locale != "en-XA" } == [], "\(real.overflows)")
        #expect(real.result.status == 0, "\(real.result.stderr)")
        #expect(real.result.stderr.contains("every string fits its screen"), "\(real.result.stderr)")
    }
}

/// The browser the tests measure with: Chromium on PATH, or Google Chrome on a Mac.
enum Browser {
    static let onCI = ProcessInfo.processInfo.environment["CI"] != nil

    static let path: String? = {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for name in ["chromium", "google-chrome", "chromium-browser"] {
            for folder in path where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") { return "\(folder)/\(name)" }
        }
        let mac = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"
        return FileManager.default.isExecutableFile(atPath: mac) ? mac : nil
    }()
}
