import Foundation
import Testing

/// An app and its widget, each with Xcode's default `Localizable.xcstrings`: generated side by
/// side, each into its own folder, each held to its own languages.
@Suite struct PerTargetTablesTests {
    /// Each key's English value, and "<value> (<locale>)" in each of `translations`.
    static func catalog(_ keys: [String: String], translations: [String]) -> String {
        var entries: [(String, [String: String])] = []
        for (key, value) in keys.sorted(by: { $0.key < $1.key }) {
            entries.append((key, Dictionary(uniqueKeysWithValues: [("en", value)] + translations.map { ($0, "\(value) (\($0))") })))
        }
        return Stringsgen.catalog(entries)
    }

    func appAndWidget() throws -> String {
        let dir = try Stringsgen.scratchProject()
        for folder in ["MyApp", "MyWidget", "MyApp.xcodeproj"] {
            try FileManager.default.createDirectory(atPath: dir + "/" + folder, withIntermediateDirectories: true)
        }
        try Self.catalog(["home.title": "Home"], translations: ["de", "fr", "ja"])
            .write(toFile: dir + "/MyApp/Localizable.xcstrings", atomically: true, encoding: .utf8)
        try Self.catalog(["widget.title": "Today"], translations: ["de"])
            .write(toFile: dir + "/MyWidget/Localizable.xcstrings", atomically: true, encoding: .utf8)
        return dir
    }

    @Test func eachTargetsTableIsGeneratedIntoItsOwnFolder() throws {
        let dir = try appAndWidget()
        let first = try Stringsgen.run(["generate"], in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "stringsgen: 2 table(s), 2 accessors; 8 file(s) written, 0 unchanged\n")
        let app = try String(contentsOfFile: dir + "/Generated/MyApp/LocalizedString+Localizable.swift", encoding: .utf8)
        let widget = try String(contentsOfFile: dir + "/Generated/MyWidget/LocalizedString+Localizable.swift", encoding: .utf8)
        #expect(app.contains("static var homeTitle: String") && app.contains("\"home.title\""))
        #expect(widget.contains("static var widgetTitle: String") && widget.contains("\"widget.title\""))
        // Each declares the namespace for its own target.
        #expect(app.contains("enum LocalizedString {}") && widget.contains("enum LocalizedString {}"))
        let widgetLocales = try FileManager.default.contentsOfDirectory(atPath: dir + "/Generated/MyWidget/Resources").sorted()
        #expect(widgetLocales == ["de.lproj", "en.lproj"])
        #expect(try Stringsgen.run(["generate"], in: dir).stdout == "stringsgen: 2 table(s), 2 accessors; 0 file(s) written, 8 unchanged\n")
    }

    /// Tables that get no accessors share names without sending anything to a target's folder:
    /// MacPass's app and its tests each have an InfoPlist table, and the app's only generated
    /// table went to `DIR/MacPass/` with nothing said.
    @Test func tablesWithoutAccessorsShareNamesFreely() throws {
        let dir = try Stringsgen.scratchProject()
        for folder in ["MyApp", "MyAppTests"] {
            try FileManager.default.createDirectory(atPath: dir + "/" + folder, withIntermediateDirectories: true)
            try Self.catalog(["CFBundleName": folder], translations: ["de"])
                .write(toFile: dir + "/\(folder)/InfoPlist.xcstrings", atomically: true, encoding: .utf8)
        }
        try Self.catalog(["home.title": "Home"], translations: ["de"]).write(toFile: dir + "/MyApp/Localizable.xcstrings", atomically: true, encoding: .utf8)
        let run = try Stringsgen.run(["generate", "--output", "Out"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/Out/LocalizedString+Localizable.swift"), "\(run.stdout)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/Out/MyApp"))
    }

    @Test func eachTargetIsConfiguredByItsFolderAndName() throws {
        let dir = try appAndWidget()
        try #"{ "generate" : { "tables" : { "MyWidget/Localizable" : { "output" : "MyWidget/Strings.swift", "resources" : "MyWidget/Resources" } } } }"#
            .write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let run = try Stringsgen.run(["generate"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/MyWidget/Strings.swift"))
        #expect(FileManager.default.fileExists(atPath: dir + "/MyWidget/Resources/de.lproj/Localizable.strings"))
        #expect(FileManager.default.fileExists(atPath: dir + "/Generated/MyApp/LocalizedString+Localizable.swift"))
        // The widget's generated resources beside its catalog are not read back as a table.
        #expect(try Stringsgen.run(["generate"], in: dir).stdout.hasSuffix("0 file(s) written, 8 unchanged\n"))
    }

    @Test func theWidgetIsNotAskedForTheAppsLanguages() throws {
        let dir = try appAndWidget()
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.status == 0, "\(lint.stdout)")
        #expect(lint.stderr == "stringsgen: no findings\n")
        // Where the project lists its languages, every target is held to them.
        try #"{ "requiredLocales" : ["en", "de", "fr"] }"#.write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let listed = try Stringsgen.run(["lint"], in: dir)
        #expect(listed.status == 1)
        #expect(listed.stdout.contains("MyWidget/Localizable.xcstrings:4:5: error: [missing-translation] ‘widget.title’ has no ‘fr’ translation"), "\(listed.stdout)")
        #expect(listed.stdout.contains("has no ‘fr’ translation"))
    }

    /// The report counts what lint requires: French is done when the app, the only target in
    /// French, has it; once the project lists its languages, the widget lacks it.
    @Test func theReportCountsEachTargetsOwnLanguages() throws {
        let dir = try appAndWidget()
        func coverage(_ locale: String) throws -> [String: Any] { try Stringsgen.reportedKeys(locale, in: dir) }
        #expect(try coverage("fr")["required"] as? Int == 1)
        #expect(try coverage("fr")["percent"] as? Double == 100)
        #expect(try coverage("de")["required"] as? Int == 2)
        try #"{ "requiredLocales" : ["en", "de", "fr"] }"#.write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        #expect(try coverage("fr")["required"] as? Int == 2)
        #expect(try coverage("fr")["translated"] as? Int == 1)
    }

    /// An app whose local packages each have a `Localizable.xcstrings` (btlb keeps ten under
    /// `Packages/`): each package's target is its own, so nothing collides; each is generated
    /// into its own folder and configured by its target's path.
    @Test func eachLocalPackageIsATargetOfItsOwn() throws {
        let dir = try Stringsgen.scratchProject()
        for (folder, key) in [("App", "app.title"), ("Packages/Accounts/Sources/Accounts/Resources", "accounts.title"), ("Packages/Loans/Sources/Loans", "loans.title")] {
            try FileManager.default.createDirectory(atPath: dir + "/" + folder, withIntermediateDirectories: true)
            try Self.catalog([key: "Title"], translations: ["de"]).write(toFile: dir + "/\(folder)/Localizable.xcstrings", atomically: true, encoding: .utf8)
        }
        for package in ["Accounts", "Loans"] {
            try "// swift-tools-version:5.9\n".write(toFile: dir + "/Packages/\(package)/Package.swift", atomically: true, encoding: .utf8)
        }
        #expect(try Stringsgen.run(["lint"], in: dir).stderr == "stringsgen: no findings\n")
        let run = try Stringsgen.run(["generate"], in: dir)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/Generated/Packages/Accounts/Sources/Accounts/LocalizedString+Localizable.swift"))
        #expect(FileManager.default.fileExists(atPath: dir + "/Generated/Packages/Loans/Sources/Loans/LocalizedString+Localizable.swift"))
        // The note names the key that configures the package's table.
        #expect(run.stderr.contains("generate.tables.\"Packages/Loans/Sources/Loans/Localizable\" in stringsgen.json"), "\(run.stderr)")
        try #"{ "generate" : { "tables" : { "Packages/Loans/Sources/Loans/Localizable" : { "output" : "Packages/Loans/Sources/Loans/Strings.swift", "resources" : "Packages/Loans/Sources/Loans/Resources" } } } }"#
            .write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let configured = try Stringsgen.run(["generate"], in: dir)
        #expect(configured.status == 0, "\(configured.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/Packages/Loans/Sources/Loans/Strings.swift"))
        #expect(!configured.stderr.contains("SwiftPM target Loans"), "\(configured.stderr)")
    }

    /// A regional variant of the source language (Mlem's `en-GB`, its 28 British spellings) is
    /// not asked for every key: a key it lacks shows the source's English. Its values are still
    /// checked, the report counts it as unlisted (never failed), and a project that names its
    /// languages holds it to every key.
    @Test func aRegionalVariantOfTheSourceOverridesOnlyWhatDiffers() throws {
        let dir = try Stringsgen.scratchProject()
        try Stringsgen.catalog([
            ("Center", ["en": "Center", "en-GB": "Centre", "de": "Zentrieren"]),
            ("Created", ["en": "Created", "de": "Erstellt"]),
            ("Open %@", ["en": "Open %@", "en-GB": "Open", "de": "%@ öffnen"]),
        ]).write(toFile: dir + "/Localizable.xcstrings", atomically: true, encoding: .utf8)
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.status == 0)
        #expect(!lint.stdout.contains("missing-translation"), "\(lint.stdout)")
        #expect(lint.stdout.contains("[placeholder-dropped] ‘Open %@’ in ‘en-GB’"), "\(lint.stdout)")
        #expect(try Stringsgen.reportedLocale("en-GB", in: dir)["status"] as? String == "unlisted")
        #expect(try Stringsgen.reportedKeys("en-GB", in: dir)["translated"] as? Int == 2)
        try #"{ "requiredLocales" : ["en", "en-GB", "de"] }"#.write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let named = try Stringsgen.run(["lint"], in: dir)
        #expect(named.status == 1)
        #expect(named.stdout.contains("[missing-translation] ‘Created’ has no ‘en-GB’ translation"), "\(named.stdout)")
    }

    /// Tables of one name are told apart in the Markdown report by their files (ios-monorepo's
    /// 196 `Localizable` rows were alike otherwise).
    @Test func theReportTellsTablesOfOneNameApart() throws {
        let dir = try appAndWidget()
        try Stringsgen.catalog([
            ("widget.title", ["en": "Today", "de": "Heute"]), ("widget.subtitle", ["en": "Next up"]),
        ]).write(toFile: dir + "/MyWidget/Localizable.xcstrings", atomically: true, encoding: .utf8)
        let report = try Stringsgen.run(["report", "--no-git"], in: dir)
        #expect(report.stdout.contains("| <code>widget.subtitle</code> | Localizable<br><sub>MyWidget/Localizable.xcstrings:"), "\(report.stdout)")
        // The HTML report names each table once, with its count of files.
        let html = try Stringsgen.run(["report", "--no-git", "--format", "html", "--output", "out"], in: dir)
        #expect(html.status == 0, "\(html.stderr)")
        let page = try String(contentsOfFile: dir + "/out/index.html", encoding: .utf8)
        #expect(page.contains("3 keys in Localizable (2 files) ·"), "\(page.prefix(2000))")
    }

    /// App Shortcuts' phrases are lists (`stringSet`), compiled by Xcode for Siri: no accessors
    /// and no resources, where each language's file held the English phrase (MarkEdit).
    @Test func appShortcutsGetNoAccessorsNorResources() throws {
        let dir = try appAndWidget()
        try #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Create a new document in ${applicationName}" : {
                  "localizations" : {
                    "en" : { "stringSet" : { "state" : "translated", "values" : [ "Create a new document in ${applicationName}" ] } },
                    "zh-Hans" : { "stringSet" : { "state" : "translated", "values" : [ "在 ${applicationName} 中创建新文档" ] } }
                  }
                }
              },
              "version" : "1.0"
            }
            """#.write(toFile: dir + "/MyApp/AppShortcuts.xcstrings", atomically: true, encoding: .utf8)
        let generate = try Stringsgen.run(["generate"], in: dir)
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(generate.stderr.contains("note: AppShortcuts gets no accessors and no resources"), "\(generate.stderr)")
        let files = FileManager.default.enumerator(atPath: dir + "/Generated")?.compactMap { $0 as? String } ?? []
        #expect(!files.contains { $0.contains("AppShortcuts") }, "\(files)")
    }

    /// The Services menu's titles (Info.plist's `NSServices`) are macOS's to look up: no accessors
    /// (VirusTotal for macOS got two that no code calls), and lint still checks them.
    @Test func theServicesMenuGetsNoAccessors() throws {
        let dir = try appAndWidget()
        try #"{"sourceLanguage":"en","strings":{"Scan File with VirusTotal":{"localizations":{"cs":{"stringUnit":{"state":"translated","value":"Scan File with VirusTotal"}}}}},"version":"1.0"}"#
            .write(toFile: dir + "/MyApp/ServicesMenu.xcstrings", atomically: true, encoding: .utf8)
        let generate = try Stringsgen.run(["generate"], in: dir)
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(generate.stderr.contains("note: ServicesMenu gets no accessors: macOS looks up"), "\(generate.stderr)")
        let files = FileManager.default.enumerator(atPath: dir + "/Generated")?.compactMap { $0 as? String } ?? []
        #expect(!files.contains { $0.contains("ServicesMenu") }, "\(files)")
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.stdout.contains("[unchanged-translation] ‘Scan File with VirusTotal’ in ‘cs’"), "\(lint.stdout)")
    }

    /// Another script is another written language: zh-Hant beside a zh-Hans source is asked
    /// for every key (Darock-Bili's 320 keys without it went unreported), as en is.
    @Test func anotherScriptOfTheSourceLanguageIsRequired() throws {
        let dir = try Stringsgen.scratchProject()
        try Stringsgen.catalog([
            ("设置", ["zh-Hans": "设置", "zh-Hant": "設定", "en": "Settings"]),
            ("收藏", ["zh-Hans": "收藏", "en": "Favorites"]),
        ]).replacingOccurrences(of: #""sourceLanguage" : "en""#, with: #""sourceLanguage" : "zh-Hans""#)
            .write(toFile: dir + "/Localizable.xcstrings", atomically: true, encoding: .utf8)
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.stdout.contains("[missing-translation] ‘收藏’ has no ‘zh-Hant’ translation"), "\(lint.stdout)")
    }

    /// An app's flavours each have an `InfoPlist.xcstrings` (Xcode requires the name), and a
    /// legacy `infoPlist.strings` beside one: none gets accessors, so none collides with another
    /// (Threema, Trio and Mastodon got "nothing generated"), and lint still checks them.
    @Test func infoPlistTablesGetNoAccessors() throws {
        let dir = try appAndWidget()
        for flavour in ["Blue", "Green"] {
            try FileManager.default.createDirectory(atPath: dir + "/MyApp/SupportingFiles/\(flavour)", withIntermediateDirectories: true)
            try Self.catalog(["CFBundleDisplayName": flavour], translations: ["de"])
                .write(toFile: dir + "/MyApp/SupportingFiles/\(flavour)/InfoPlist.xcstrings", atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: dir + "/MyApp/en.lproj", withIntermediateDirectories: true)
        try "\"NSCameraUsageDescription\" = \"Scan codes\";\n".write(toFile: dir + "/MyApp/en.lproj/infoPlist.strings", atomically: true, encoding: .utf8)
        let run = try Stringsgen.run(["generate"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "stringsgen: 2 table(s), 2 accessors; 8 file(s) written, 0 unchanged\n", "\(run.stderr)")
        #expect(run.stderr.contains("note: 3 InfoPlist tables get no accessors"), "\(run.stderr)")
        // Named in stringsgen.json, it is generated.
        try FileManager.default.removeItem(atPath: dir + "/MyApp/SupportingFiles/Green")
        try FileManager.default.removeItem(atPath: dir + "/MyApp/en.lproj")
        try #"{ "generate" : { "tables" : { "InfoPlist" : { "output" : "MyApp/Blue.swift", "resources" : "MyApp/BlueResources" } } } }"#
            .write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let named = try Stringsgen.run(["generate"], in: dir)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(try String(contentsOfFile: dir + "/MyApp/Blue.swift", encoding: .utf8).contains("cfBundleDisplayName"))
    }

    /// What an earlier run generated for an InfoPlist table, now left out, is stale: reported by
    /// `--check`, removed by `generate` (it would ship beside the strings Xcode compiles).
    @Test func anInfoPlistTablesEarlierOutputIsRemoved() throws {
        let dir = try appAndWidget()
        try Self.catalog(["CFBundleDisplayName": "App"], translations: ["de"])
            .write(toFile: dir + "/MyApp/InfoPlist.xcstrings", atomically: true, encoding: .utf8)
        try #"{ "generate" : { "tables" : { "InfoPlist" : { } } } }"#.write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        #expect(try Stringsgen.run(["generate"], in: dir).status == 0)
        // In its target's folder, with the target's other tables.
        #expect(FileManager.default.fileExists(atPath: dir + "/Generated/MyApp/LocalizedString+InfoPlist.swift"))
        try FileManager.default.removeItem(atPath: dir + "/stringsgen.json")
        let check = try Stringsgen.run(["generate", "--check"], in: dir)
        #expect(check.status == 1)
        #expect(check.stdout.contains("Generated/MyApp/LocalizedString+InfoPlist.swift: stale"), "\(check.stdout)")
        #expect(try Stringsgen.run(["generate"], in: dir).status == 0)
        #expect(!FileManager.default.fileExists(atPath: dir + "/Generated/MyApp/LocalizedString+InfoPlist.swift"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/Generated/MyApp/Resources/de.lproj/InfoPlist.strings"))
    }

    /// Xcode keeps a storyboard's strings as `mul.lproj/<Storyboard>.xcstrings` (swift-paperless's
    /// share extension): found and linted like any catalog (it was never found), and given no
    /// accessors (its keys are object ids the storyboard looks up).
    @Test func aStoryboardCatalogInMulLprojIsLintedNotGenerated() throws {
        let dir = try appAndWidget()
        try FileManager.default.createDirectory(atPath: dir + "/MyApp/mul.lproj", withIntermediateDirectories: true)
        try Self.catalog(["d8T-wc-Ss7.placeholder": "Name"], translations: ["de"]).replacingOccurrences(of: "Name (de)", with: "")
            .write(toFile: dir + "/MyApp/mul.lproj/Main.xcstrings", atomically: true, encoding: .utf8)
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.stdout.contains("MyApp/mul.lproj/Main.xcstrings:"), "\(lint.stdout)")
        #expect(lint.stdout.contains("[empty-translation] ‘d8T-wc-Ss7.placeholder’ in ‘de’"), "\(lint.stdout)")
        let generate = try Stringsgen.run(["generate"], in: dir)
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(generate.stdout == "stringsgen: 2 table(s), 2 accessors; 8 file(s) written, 0 unchanged\n", "\(generate.stderr)")
        #expect(generate.stderr.contains("note: 1 table of a storyboard or xib gets no accessors"), "\(generate.stderr)")

        // The same in a project's Strings/ folder, beside a catalog (it stopped the project from loading).
        let strings = try Stringsgen.scratchProject()
        try FileManager.default.createDirectory(atPath: strings + "/Strings/mul.lproj", withIntermediateDirectories: true)
        try Self.catalog(["title": "Home"], translations: ["de"]).write(toFile: strings + "/Strings/App.xcstrings", atomically: true, encoding: .utf8)
        try Self.catalog(["d8T-wc-Ss7.placeholder": "Name"], translations: []).write(toFile: strings + "/Strings/mul.lproj/Main.xcstrings", atomically: true, encoding: .utf8)
        let both = try Stringsgen.run(["lint", "--format", "json"], in: strings)
        #expect(both.status == 1, "\(both.stderr)")
        #expect(both.stdout.contains("Strings/mul.lproj/Main.xcstrings"), "\(both.stdout)")
    }

    /// A storyboard's text whose note for localizers says “Do not localize” (Interface Builder
    /// writes the note into the key's comment) is asked of no language: KeepingYouAwake's
    /// “Warning Label”, which the controller replaces, drew 20 findings.
    @Test func aStoryboardTextNotedNotToLocalize() throws {
        let dir = try appAndWidget()
        try FileManager.default.createDirectory(atPath: dir + "/MyApp/mul.lproj", withIntermediateDirectories: true)
        try #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "kYn-pW-tq6.title" : {
                  "comment" : "Class = \"NSTextFieldCell\"; title = \"Warning Label\"; ObjectID = \"kYn-pW-tq6\"; Note = \"Do not localize\";",
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "new", "value" : "Warning Label" } },
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "" } },
                    "ja" : { "stringUnit" : { "state" : "translated", "value" : "Warning Label" } }
                  }
                },
                "s1J-2f-UeD.title" : {
                  "comment" : "Class = \"NSTextFieldCell\"; title = \"Seconds\"; ObjectID = \"s1J-2f-UeD\";",
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "new", "value" : "Seconds" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """#.write(toFile: dir + "/MyApp/mul.lproj/AddDuration.xcstrings", atomically: true, encoding: .utf8)
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.stdout.contains("‘s1J-2f-UeD.title’ has no ‘de’ translation"), "\(lint.stdout)\(lint.stderr)")
        #expect(!lint.stdout.contains("kYn-pW-tq6"), "\(lint.stdout)")
    }

    /// Two tables of one name in one target still cannot share their output.
    @Test func oneTargetWithTwoTablesOfOneNameIsRefused() throws {
        let dir = try appAndWidget()
        try FileManager.default.createDirectory(atPath: dir + "/MyApp/Resources/en.lproj", withIntermediateDirectories: true)
        try "\"x\" = \"X\";\n".write(toFile: dir + "/MyApp/Resources/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        let run = try Stringsgen.run(["generate"], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr.contains("""
            are both the table "Localizable" and would write the same files; if MyApp/Resources/ belongs to another target, \
            say so in stringsgen.json with "generate": {"tables": {"MyApp/Resources/Localizable": {}}}
            """), "\(run.stderr)")
        // lint says so too (at the rule's severity), so that CI's lint sees what stops generate.
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.stdout.contains("warning: [identifier-collision] MyApp/Resources/en.lproj/Localizable.strings and MyApp/Localizable.xcstrings are both the table \"Localizable\""), "\(lint.stdout)")
    }

    /// A plain folder inside a target's that the configuration names as `<folder>/<Table>` is a
    /// target of its own: Tunnelblick keeps its uninstaller's `Localizable.strings` in a folder
    /// of `.lproj` folders inside the app's, and `generate` refused the whole project.
    @Test func aConfiguredFolderIsATargetOfItsOwn() throws {
        let dir = try appAndWidget()
        try FileManager.default.createDirectory(atPath: dir + "/MyApp/Uninstaller/en.lproj", withIntermediateDirectories: true)
        try "\"x\" = \"X\";\n".write(toFile: dir + "/MyApp/Uninstaller/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try #"{"generate": {"tables": {"MyApp/Uninstaller/Localizable": {}}}}"#.write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let run = try Stringsgen.run(["generate"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let uninstaller = try String(contentsOfFile: dir + "/Generated/MyApp/Uninstaller/LocalizedString+Localizable.swift", encoding: .utf8)
        #expect(uninstaller.contains("MyApp/Uninstaller/en.lproj/Localizable.strings"), "\(uninstaller)")
        #expect(FileManager.default.fileExists(atPath: dir + "/Generated/MyApp/LocalizedString+Localizable.swift"))
        // Its own target's languages: the app's German is not asked of it.
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(!lint.stdout.contains("identifier-collision"), "\(lint.stdout)")
        #expect(!lint.stdout.contains("‘x’ has no"), "\(lint.stdout)")
    }
}
