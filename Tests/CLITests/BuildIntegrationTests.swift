import Foundation
import Testing

/// stringsgen in an app's own layout and as a build step: catalogs where Xcode puts them, the
/// inputs a configuration names, and the options the SwiftPM plugin and the Xcode build phase use.
@Suite(.removesScratchFolders) struct BuildIntegrationTests {
    static func catalog(_ keys: [(key: String, value: String, state: String?)], de: Bool = true) -> String {
        let entries = keys.map { key, value, state in
            let stateLine = state.map { "\n      \"extractionState\" : \"\($0)\"," } ?? ""
            let german = de ? ",\n        \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value) (de)\" } }" : ""
            return """
                "\(key)" : {\(stateLine)
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "\(value)" } }\(german)
                  }
                }
            """
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(entries.joined(separator: ",\n"))\n  },\n  \"version\" : \"1.0\"\n}"
    }

    /// `MyApp/Localizable.xcstrings` as Xcode creates it, plus copies that must never be read.
    func xcodeLayout() throws -> String {
        let dir = try Stringsgen.scratchProject()
        let app = Self.catalog([("Done", "Done", nil), ("settings.title", "Settings", "manual"), ("%lld items", "%lld items", "manual")])
        // Xcode's Export Localizations writes a `<locale>.xcloc` with copies of the tables.
        let xcloc = "Localizations/de.xcloc/Source Contents/MyApp"
        for folder in ["MyApp", "Pods/Lib", "DerivedData/x", ".build/y", "node_modules/z", "Carthage/c", ".git/g", xcloc, xcloc + "/de.lproj"] {
            try FileManager.default.createDirectory(atPath: "\(dir)/\(folder)", withIntermediateDirectories: true)
        }
        try app.write(toFile: dir + "/MyApp/Localizable.xcstrings", atomically: true, encoding: .utf8)
        for copy in ["Pods/Lib", "DerivedData/x", ".build/y", "node_modules/z", "Carthage/c", ".git/g", xcloc] {
            try "not even JSON".write(toFile: "\(dir)/\(copy)/Other.xcstrings", atomically: true, encoding: .utf8)
        }
        try app.write(toFile: "\(dir)/\(xcloc)/Localizable.xcstrings", atomically: true, encoding: .utf8)
        try "\"Done\" = \"Fertig\";".write(toFile: "\(dir)/\(xcloc)/de.lproj/InfoPlist.strings", atomically: true, encoding: .utf8)
        // A vendored framework's compiled tables are its maker's (jyutping commits Sparkle's).
        // So are other built bundles' (Simplenote vendors Sparkle's XPC service, an app inside).
        for framework in [
            "Vendor/Sparkle.framework/Versions/B/Resources", "Vendor/Kit.xcframework/ios-arm64/Kit.framework",
            "Vendor/XPCServices/Installer.xpc/Contents/MacOS/Updater.app/Contents/Resources", "Vendor/Share.appex",
        ] {
            for locale in ["en", "hu"] {
                try FileManager.default.createDirectory(atPath: "\(dir)/\(framework)/\(locale).lproj", withIntermediateDirectories: true)
                try "\"Update\" = \"Update\";".write(toFile: "\(dir)/\(framework)/\(locale).lproj/Sparkle.strings", atomically: true, encoding: .utf8)
            }
        }
        // A storyboard-only Base.lproj is no table.
        try FileManager.default.createDirectory(atPath: dir + "/MyApp/Base.lproj", withIntermediateDirectories: true)
        try "".write(toFile: dir + "/MyApp/Base.lproj/Main.storyboard", atomically: true, encoding: .utf8)
        return dir
    }

    @Test func lintAndGenerateWorkInAnXcodeLayoutWithNoConfiguration() throws {
        let dir = try xcodeLayout()
        let lint = try Stringsgen.run(["lint", "--verbose"], in: dir)
        #expect(lint.status == 0, "\(lint.stderr)")
        #expect(lint.stderr.contains("stringsgen: read MyApp/Localizable.xcstrings\n"), "\(lint.stderr)")
        #expect(!lint.stderr.contains("Other.xcstrings"), "skipped folders are not read: \(lint.stderr)")
        #expect(!lint.stderr.contains(".xcloc"), "an exported Localization Catalog's copies are not read: \(lint.stderr)")
        #expect(!lint.stderr.contains("Vendor/"), "a vendored framework's or bundle's tables are not read: \(lint.stderr)")

        let generate = try Stringsgen.run(["generate", "--verbose"], in: dir)
        #expect(generate.status == 0, "\(generate.stderr)")
        // `Done` was extracted by Xcode from `Text("Done")`: by default it gets no accessor.
        #expect(generate.stdout == "stringsgen: 1 table(s), 2 accessors; 3 file(s) written, 0 unchanged\n")
        let swift = try String(contentsOfFile: dir + "/Generated/LocalizedString+Localizable.swift", encoding: .utf8)
        #expect(swift.contains("static var settingsTitle: String"))
        #expect(swift.contains("static func items(_ arg1: Int, locale: Locale? = nil) -> String"))
        #expect(!swift.contains("static var done"))
        // stringsgen's own .lproj output is never read back as a table.
        let again = try Stringsgen.run(["generate", "--verbose"], in: dir)
        #expect(again.stdout == "stringsgen: 1 table(s), 2 accessors; 0 file(s) written, 3 unchanged\n", "\(again.stderr)")
        #expect(!again.stderr.contains("Generated/"))
    }

    @Test func keysAllGivesExtractedKeysAccessorsToo() throws {
        let dir = try xcodeLayout()
        try #"{ "generate" : { "keys" : "all" } }"#.write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let generate = try Stringsgen.run([], in: dir)
        #expect(generate.stdout == "stringsgen: 1 table(s), 3 accessors; 3 file(s) written, 0 unchanged\n", "\(generate.stderr)")
    }

    @Test func keysAndAccessLevelAreValidated() throws {
        let dir = try xcodeLayout()
        try "{\n  \"generate\" : { \"keys\" : \"some\" }\n}".write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let keys = try Stringsgen.run([], in: dir)
        #expect(keys.status == 2)
        #expect(keys.stderr.hasPrefix("stringsgen.json:2:27: error: expected \"manual\" or \"all\" for \"keys\", found \"some\""), "\(keys.stderr)")
        try #"{ "generate" : { "accessLevel" : "package" } }"#.write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let package = try Stringsgen.run([], in: dir)
        #expect(package.status == 0, "\(package.stderr)")
        let swift = try String(contentsOfFile: dir + "/Generated/LocalizedString+Localizable.swift", encoding: .utf8)
        #expect(swift.contains("package static var settingsTitle: String"))
    }

    @Test func chosenNamesAreValidated() throws {
        let dir = try xcodeLayout()
        try "{\n  \"generate\" : { \"names\" : { \"Done\" : \"done button\" } }\n}".write(
            toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let result = try Stringsgen.run([], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("stringsgen.json:2:39: error: expected a Swift identifier for the key \"Done\", found \"done button\""), "\(result.stderr)")
    }

    @Test func aFolderOnTheCommandLineIsSearchedForCatalogs() throws {
        let dir = try xcodeLayout()
        try FileManager.default.createDirectory(atPath: dir + "/MyApp/Resources/de.lproj", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: dir + "/MyApp/Localizable.xcstrings", toPath: dir + "/MyApp/Resources/Localizable.xcstrings")
        try "\"greeting\" = \"Hallo\";\n".write(toFile: dir + "/MyApp/Resources/de.lproj/Legacy.strings", atomically: true, encoding: .utf8)
        let lint = try Stringsgen.run(["lint", "--verbose", "MyApp/Resources"], in: dir)
        #expect(lint.status != 2, "\(lint.stderr)")
        #expect(lint.stderr.contains("read MyApp/Resources/Localizable.xcstrings\n"), "\(lint.stderr)")
        #expect(lint.stderr.contains("read MyApp/Resources/de.lproj/Legacy.strings\n"), "\(lint.stderr)")
        let missing = try Stringsgen.run(["lint", "MyApp/Base.lproj/.."], in: dir)
        #expect(missing.status == 0, "a folder with catalogs below it: \(missing.stderr)")
    }

    @Test func configurationInputsTakeGlobs() throws {
        let dir = try xcodeLayout()
        try FileManager.default.createDirectory(atPath: dir + "/Features/Cart", withIntermediateDirectories: true)
        try Self.catalog([("cart.title", "Cart", "manual")]).write(
            toFile: dir + "/Features/Cart/Cart.xcstrings", atomically: true, encoding: .utf8)
        try #"{ "inputs" : ["Features/*/*.xcstrings"] }"#.write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let lint = try Stringsgen.run(["lint", "--verbose"], in: dir)
        #expect(lint.stderr.contains("read Features/Cart/Cart.xcstrings\n"), "\(lint.stderr)")
        #expect(!lint.stderr.contains("MyApp/Localizable.xcstrings"), "inputs replace the search: \(lint.stderr)")

        try #"{ "inputs" : ["**/*.xcstrings"] }"#.write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let all = try Stringsgen.run(["lint", "--verbose"], in: dir)
        #expect(all.stderr.contains("read Features/Cart/Cart.xcstrings\n") && all.stderr.contains("read MyApp/Localizable.xcstrings\n"), "\(all.stderr)")
        #expect(!all.stderr.contains("Other.xcstrings"), "\(all.stderr)")

        try "{\n  \"inputs\" : [\"Nowhere/*.xcstrings\"]\n}".write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let none = try Stringsgen.run(["lint"], in: dir)
        #expect(none.status == 2)
        #expect(none.stderr.hasPrefix("stringsgen.json:2:15: error: \"Nowhere/*.xcstrings\" in inputs matches no file or folder of the project"), "\(none.stderr)")
    }

    /// What the build-tool plugin runs: another project folder, one output folder, the module's
    /// bundle, `package` access, the planned locales, and lint findings as build diagnostics.
    @Test func pluginModeWritesWhereItIsToldAndPrintsFindingsAsDiagnostics() throws {
        let dir = try xcodeLayout()
        let work = try Stringsgen.scratchProject()
        let result = try Stringsgen.run([
            "generate", "--lint", "--project", dir, "--output", work, "--bundle", ".module", "--access-level", "package",
            "--resource-locales", "de,en,fr", dir + "/MyApp/Localizable.xcstrings",
        ], in: work)
        #expect(result.status == 0, "\(result.stderr)")
        let swift = try String(contentsOfFile: work + "/LocalizedString+Localizable.swift", encoding: .utf8)
        #expect(swift.contains("package static var settingsTitle: String"))
        #expect(swift.contains("let bundle = Bundle.module"))
        let files = try FileManager.default.subpathsOfDirectory(atPath: work + "/Resources").sorted()
        #expect(files == ["de.lproj", "de.lproj/Localizable.strings", "en.lproj", "en.lproj/Localizable.strings", "fr.lproj", "fr.lproj/Localizable.strings"])
        // fr is not in the catalog: it gets the source language's strings, as a lookup would.
        #expect(try Data(contentsOf: URL(fileURLWithPath: work + "/Resources/fr.lproj/Localizable.strings"))
            == Data(contentsOf: URL(fileURLWithPath: work + "/Resources/en.lproj/Localizable.strings")))

        // A locale the build did not plan is left out, with a warning saying why.
        let unplanned = try Stringsgen.run(["generate", "--project", dir, "--output", work, "--resource-locales", "en", dir + "/MyApp/Localizable.xcstrings"], in: work)
        #expect(unplanned.stderr.contains("warning: [unplanned-locale] Localizable has \"de\", which this build did not plan resources for"), "\(unplanned.stderr)")

        // A missing German translation is an error at its key: the build fails there.
        let gaps = Self.catalog([("settings.title", "Settings", "manual"), ("other", "Other", "manual")])
            .replacingOccurrences(of: "\"Other (de)\"", with: "\"\"")
        try gaps.write(toFile: dir + "/MyApp/Localizable.xcstrings", atomically: true, encoding: .utf8)
        let failing = try Stringsgen.run(["generate", "--lint", "--project", dir, "--output", work, dir + "/MyApp/Localizable.xcstrings"], in: work)
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("/MyApp/Localizable.xcstrings:"), "\(failing.stdout)")
        #expect(failing.stdout.contains(": error: [empty-translation]"), "\(failing.stdout)")
    }

    /// The SARIF a CI uploads describes every rule it reports with the checks' own texts.
    @Test func sarifRulesCarryTheChecksHelp() throws {
        let dir = try xcodeLayout()
        let gaps = Self.catalog([("settings.title", "Settings", "manual"), ("other", "Other", "manual")])
            .replacingOccurrences(of: "\"Other (de)\"", with: "\"\"")
        try gaps.write(toFile: dir + "/MyApp/Localizable.xcstrings", atomically: true, encoding: .utf8)
        let result = try Stringsgen.run(["lint", "--format", "sarif"], in: dir)
        #expect(result.status == 1)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let empty = try #require(rules.first { $0["id"] as? String == "empty-translation" })
        #expect((empty["help"] as? [String: Any])?["text"] as? String == "Enter the translation, or remove the empty value so the locale falls back to the source language.")
        #expect((empty["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
        #expect(driver["informationUri"] == nil)
    }
}
