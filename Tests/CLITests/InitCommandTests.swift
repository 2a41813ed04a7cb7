import Foundation
import Testing

/// Issue 26: `stringsgen init` in a fresh app folder writes a configuration that `lint` and
/// `generate` accept as it is, never overwrites without `--force`, and keeps what it replaces.
@Suite struct InitCommandTests {
    @Test func aFreshAppFolderGetsAConfigurationThatWorksAsWritten() throws {
        let dir = try Stringsgen.scratchProject()
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/App", withIntermediateDirectories: true)
        try fm.copyItem(atPath: Stringsgen.corpus("Whisky_Localizable.xcstrings"), toPath: dir + "/App/Localizable.xcstrings")
        let first = try Stringsgen.run(["init"], in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("wrote stringsgen.json"))
        #expect(first.stdout.contains("wrote Locales/en.json (shipping: the source language)"))
        // (146 of its 151 keys have text to translate: not `%@` and the like, which lint asks of none.)
        #expect(first.stdout.contains("wrote Locales/de.json (shipping: 100% of 146 keys translated)"), "\(first.stdout)")
        // 21 translations and the source language, each a file Locales/ reads.
        let written = try fm.contentsOfDirectory(atPath: dir + "/Locales").filter { $0.hasSuffix(".json") }
        #expect(written.count == 22)
        let german = try String(contentsOfFile: dir + "/Locales/de.json", encoding: .utf8)
        #expect(german.contains("\"displayName\" : \"German\"") && german.contains("\"nativeName\" : \"Deutsch\""))

        // Accepted as it is: findings (exit 1) are the catalog's, not an unreadable configuration (2).
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.status == 0 || lint.status == 1, "\(lint.stderr)")
        #expect(try Stringsgen.run(["generate"], in: dir).status == 0)

        // Nothing is overwritten, unless asked; what is replaced is kept.
        try "{ }\n".write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let again = try Stringsgen.run(["init"], in: dir)
        #expect(again.stdout.contains("kept stringsgen.json: it exists (--force replaces it)"))
        #expect(try String(contentsOfFile: dir + "/stringsgen.json", encoding: .utf8) == "{ }\n")
        let forced = try Stringsgen.run(["init", "--force"], in: dir)
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: dir + "/stringsgen.json.bak", encoding: .utf8) == "{ }\n")
        #expect(try String(contentsOfFile: dir + "/stringsgen.json", encoding: .utf8).contains("\"keys\" : \"manual\""))
    }

    /// An app in German and its widget in Welsh: lint passes before `init`, each target held to
    /// its own languages. Locales/ holds every target to every language, so `init` counts each
    /// language's share over both targets (each in progress here, so lint still passes) and says
    /// which target lacks which language. It used to write Welsh as shipping (100% of the widget's
    /// 1 key), and lint then failed on the app (Mastodon: 1,126 errors for Welsh).
    @Test func targetsWithDifferentLanguagesStayPassing() throws {
        let dir = try Stringsgen.scratchProject()
        for (folder, locale, text) in [
            ("App", "en", "\"a\" = \"A\";\n\"b\" = \"B\";\n"), ("App", "de", "\"a\" = \"Ä\";\n\"b\" = \"Bé\";\n"),
            ("Widget", "en", "\"w\" = \"W\";\n"), ("Widget", "cy", "\"w\" = \"Ŵ\";\n"),
        ] {
            try FileManager.default.createDirectory(atPath: "\(dir)/\(folder)/\(locale).lproj", withIntermediateDirectories: true)
            try text.write(toFile: "\(dir)/\(folder)/\(locale).lproj/\(folder).strings", atomically: true, encoding: .utf8)
        }
        #expect(try Stringsgen.run(["lint"], in: dir).status == 0)
        let result = try Stringsgen.run(["init"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wrote Locales/cy.json (in-progress: 33% of 3 keys translated)"), "\(result.stdout)")
        #expect(result.stdout.contains("wrote Locales/de.json (in-progress: 66% of 3 keys translated)"), "\(result.stdout)")
        #expect(result.stdout.contains("note: App has no cy translation: Locales/ holds every target to every language it lists"), "\(result.stdout)")
        #expect(result.stdout.contains("note: Widget has no de translation"), "\(result.stdout)")
        // A folder of an Info.plist table alone is named by its table (PomPadDo's app folder, round 17).
        try FileManager.default.createDirectory(atPath: "\(dir)/Helper/en.lproj", withIntermediateDirectories: true)
        try "\"NSCalendarsUsageDescription\" = \"Reads your calendar\";\n".write(toFile: "\(dir)/Helper/en.lproj/InfoPlist.strings", atomically: true, encoding: .utf8)
        let helper = try Stringsgen.run(["init", "--force"], in: dir)
        #expect(helper.stdout.contains("note: Helper/en.lproj/InfoPlist.strings has no cy, de translation: Locales/ holds every table to every language it lists, so lint asks it for cy, de too (Info.plist's texts, the app's name and permission prompts, show in en there)"), "\(helper.stdout)")
        try FileManager.default.removeItem(atPath: "\(dir)/Helper")
        // A target whose tables hold no key is asked nothing, and said to lack nothing (MacPass's tests).
        try FileManager.default.createDirectory(atPath: "\(dir)/AppTests/en.lproj", withIntermediateDirectories: true)
        try "/* empty */\n".write(toFile: "\(dir)/AppTests/en.lproj/InfoPlist.strings", atomically: true, encoding: .utf8)
        let again = try Stringsgen.run(["init", "--force"], in: dir)
        #expect(again.status == 0 && !again.stdout.contains("AppTests"), "\(again.stdout)")
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.status == 0, "\(lint.stdout)")
        #expect(lint.stdout.contains("warning: [missing-translation] ‘a’ has no ‘cy’ translation"), "\(lint.stdout)")
    }

    /// A language with few translations is in progress: its missing translations are warnings.
    @Test func aLanguageWithFewTranslationsIsInProgress() throws {
        let dir = try Stringsgen.scratchProject()
        try FileManager.default.createDirectory(atPath: dir + "/Strings", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Stringsgen.corpus("Rectangle_Main.xcstrings"), toPath: dir + "/Strings/Main.xcstrings")
        let result = try Stringsgen.run(["init"], in: dir)
        #expect(result.status == 0)
        let inProgress = result.stdout.split(separator: "\n").filter { $0.contains("(in-progress:") }
        #expect(!inProgress.isEmpty, "\(result.stdout)")
        for line in inProgress {
            let code = line.split(separator: "/")[1].split(separator: ".json")[0]
            let file = try String(contentsOfFile: dir + "/Locales/\(code).json", encoding: .utf8)
            #expect(file.contains("\"status\" : \"in-progress\""))
        }
    }

    /// A table a deleted nib left behind (Monal's `Login.strings`, only in `id.lproj`) is asked of
    /// no language by lint, and counts in no language's share: German, which has every key
    /// lint asks for, was written in-progress at 50%.
    @Test func aTableANibLeftBehindCountsForNoShare() throws {
        let login = "/* Class = \"UILabel\"; text = \"Trust\"; ObjectID = \"4kz-Xh-2Ui\"; */\n\"4kz-Xh-2Ui.text\" = \"Percaya\";\n"
            + "/* Class = \"UIBarButtonItem\"; title = \"Close\"; ObjectID = \"urj-qd-yc7\"; */\n\"urj-qd-yc7.title\" = \"Tutup\";\n"
        let dir = try Stringsgen.scratchProject(files: [
            "App.xcodeproj/project.pbxproj": Stringsgen.xcodeProject(knownRegions: ["en", "de", "id"]),
            "L/en.lproj/Localizable.strings": "\"Close\" = \"Close\";\n\"Settings\" = \"Settings\";\n",
            "L/de.lproj/Localizable.strings": "\"Close\" = \"Schließen\";\n\"Settings\" = \"Einstellungen\";\n",
            "L/id.lproj/Localizable.strings": "\"Close\" = \"Tutup\";\n\"Settings\" = \"Pengaturan\";\n",
            "L/id.lproj/Login.strings": login,
        ])
        let result = try Stringsgen.run(["init"], in: dir)
        #expect(result.stdout.contains("wrote Locales/de.json (shipping: 100% of 2 keys translated)"), "\(result.stdout)")
    }

    /// A table whose every folder is of a language no Xcode build copies is in no build:
    /// Windscribe's `Constants/hi-IN.lproj/Localizable.strings`, with no `en` file beside it,
    /// counted in every language's share (21 languages written in progress) and, once listed,
    /// was asked of every language (1,728 false errors).
    @Test func aTableOnlyInUnbuiltFoldersCountsForNothing() throws {
        let dir = try Stringsgen.scratchProject(files: [
            "App.xcodeproj/project.pbxproj": Stringsgen.xcodeProject(knownRegions: ["en", "Base", "de"]),
            "App/Localization/en.lproj/Localizable.strings": "\"Close\" = \"Close\";\n\"Save\" = \"Save\";\n",
            "App/Localization/de.lproj/Localizable.strings": "\"Close\" = \"Schließen\";\n\"Save\" = \"Sichern\";\n",
            "App/Constants/hi-IN.lproj/Localizable.strings": "\"Upgrade\" = \"अपग्रेड\";\n\"Account\" = \"खाता\";\n",
        ])
        let setup = try Stringsgen.run(["init"], in: dir)
        #expect(setup.stdout.contains("wrote Locales/de.json (shipping: 100% of 2 keys translated)"), "\(setup.stdout)")
        #expect(!setup.stdout.contains("hi-IN") && !setup.stdout.contains("Constants"), "\(setup.stdout)")
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.status == 0 && lint.stdout == "" && lint.stderr.contains("no findings"), "\(lint.stdout)")
    }

    /// init lists the languages lint asks for without Locales/, so that lint asks for no more
    /// once it has run: not a folder no Xcode build copies (CWA's abandoned `pt_PT.lproj`), and
    /// a key only translations have (deleted from the source) counts for no share.
    @Test func onlyTheLanguagesLintAsksForAreListed() throws {
        let dir = try Stringsgen.scratchProject(files: [
            "App.xcodeproj/project.pbxproj": Stringsgen.xcodeProject(knownRegions: ["en", "de"]),
            "App/en.lproj/Localizable.strings": "\"yes\" = \"Yes\";\n",
            "App/de.lproj/Localizable.strings": "\"yes\" = \"Ja\";\n\"old\" = \"Alt\";\n",
            "App/pt_PT.lproj/Localizable.strings": "\"yes\" = \"Sim\";\n\"old\" = \"Velho\";\n",
        ])
        let result = try Stringsgen.run(["init"], in: dir)
        #expect(result.status == 0)
        #expect(result.stdout.contains("wrote Locales/de.json (shipping: 100% of 1 keys translated)"), "\(result.stdout)")
        #expect(!result.stdout.contains("pt_PT"), "\(result.stdout)")
        // And the lint right after it says nothing of that folder (MacPass's `zh-Hant.lproj`
        // drew an `unknown-locale` warning per table).
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(!lint.stdout.contains("pt_PT"), "\(lint.stdout)")
    }

    /// One file per language however its folders spell it: a vendored library's `pt_BR.lproj`
    /// beside the app's `pt-BR` is `Locales/pt-BR.json` alone (BatFi wrote both, and every key
    /// was asked of both).
    @Test func oneLanguageSpelledTwoWaysIsOneFile() throws {
        let dir = try Stringsgen.scratchProject(files: [
            "App/en.lproj/Localizable.strings": "\"yes\" = \"Yes\";\n",
            "App/pt-BR.lproj/Localizable.strings": "\"yes\" = \"Sim\";\n",
            "LetsMove/en.lproj/MoveApplication.strings": "\"move\" = \"Move\";\n",
            "LetsMove/pt_BR.lproj/MoveApplication.strings": "\"move\" = \"Mover\";\n",
        ])
        let result = try Stringsgen.run(["init"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/Locales").sorted()
        #expect(files == ["en.json", "pt-BR.json"], "\(result.stdout)")
    }

    /// A language only Info.plist has (the app's name) is not one the app is translated into:
    /// LiveContainer's 23 Crowdin folders of `InfoPlist.strings` beside its catalog's languages
    /// were listed, and lint then asked the catalog for each (4,738 warnings). Nor does lint right
    /// after init ask to list them, a regional variant of the source (`en_GB`) or a folder's
    /// spelling of a listed language (`pt_BR` for `pt-BR`).
    @Test func aLanguageOnlyInfoPlistHasIsNotListed() throws {
        let catalog = #"{"sourceLanguage":"en","strings":{"Run":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Ausführen"}},"pt-BR":{"stringUnit":{"state":"translated","value":"Executar"}}}}},"version":"1.0"}"#
        var files = ["App/Localizable.xcstrings": catalog]
        for folder in ["en", "de", "pt_BR", "ca", "zh_CN", "en_GB"] {
            files["App/\(folder).lproj/InfoPlist.strings"] = "\"CFBundleName\" = \"LiveContainer\";\n"
        }
        let dir = try Stringsgen.scratchProject(files: files)
        let result = try Stringsgen.run(["init"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: dir + "/Locales").sorted()
        #expect(written == ["de.json", "en.json", "pt-BR.json"], "\(result.stdout)")
        #expect(result.stdout.contains("note: ca, zh_CN only translate Info.plist (the app's name and permission prompts): not listed"), "\(result.stdout)")
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.status == 0 && lint.stdout.isEmpty, "\(lint.stdout)")
    }
}
