import Foundation
import Testing

/// Legacy `.lproj` projects as real apps lay them out, run as a user runs them.
@Suite struct LegacyProjectTests {
    /// Writes `files` (path → contents) into a new project folder.
    func project(_ files: [String: String]) throws -> String {
        try Stringsgen.scratchProject(files: files)
    }

    /// `stringsgen lint` in a new project of `files`, whose output must hold each of `says` and
    /// none of `never`: what most tests here check.
    func expectLint(
        _ files: [String: String], says: [String] = [], never: [String] = [], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let lint = try Stringsgen.run(["lint"], in: project(files))
        for text in says { #expect(lint.stdout.contains(text), "\(lint.stdout)", sourceLocation: sourceLocation) }
        for text in never { #expect(!lint.stdout.contains(text), "\(lint.stdout)", sourceLocation: sourceLocation) }
    }

    /// A key with no source-language value whose English the code gives (KeePassium keeps
    /// `en.lproj/Localizable.strings` empty and writes `NSLocalizedString(…, value: "…")`): lint
    /// compares its translations with that text and names it, and `generate` compiles it and gives
    /// its accessor the text's argument, not the key as text with none.
    @Test func theCodesTextIsTheSourceOfAKeyTheTableLacks() throws {
        let dir = try project([
            "Lib/en.lproj/Localizable.strings": "\n",
            "Lib/de.lproj/Localizable.strings": "\"[Audit/error]\" = \"Fehler: %@\";\n\"[A11y/listen]\" = \"Zum Anhören aktivieren.\";\n\"[Legal/text]\" = \"Rechtliches\";\n",
            "Lib/ko.lproj/Localizable.strings": "\"[Audit/error]\" = \"오류\";\n",
            "Lib/LString.swift": """
                let error = NSLocalizedString("[Audit/error]", bundle: .framework, value: "An error occurred: %@", comment: "")
                let listen = NSLocalizedString("[A11y/listen]", value: "Activate to listen.", comment: "")
                let legal = NSLocalizedString("[Legal/text]", value: \"\"\"
                    Payment will be charged to your Apple ID account.
                    \"\"\", comment: "")
                """,
        ])
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.stdout.contains("‘[A11y/listen]’ has no ‘ko’ translation: translate “Activate to listen.”"), "\(lint.stdout)")
        #expect(lint.stdout.contains("[placeholder-dropped]") || lint.stdout.contains("[placeholder-mismatch]"), "ko drops the code's %@: \(lint.stdout)")
        let generate = try Stringsgen.run(["generate"], in: dir)
        #expect(generate.status == 0, "\(generate.stderr)")
        let english = try String(contentsOfFile: dir + "/Generated/Resources/en.lproj/Localizable.strings", encoding: .utf8)
        #expect(english.contains("\"[A11y/listen]\" = \"Activate to listen.\";"), "\(english)")
        // A text not known as written (a multi-line literal): the key is left out where no locale
        // has a value, so that the code's text still shows, not the key.
        #expect(!english.contains("[Legal/text]"), "\(english)")
        let korean = try String(contentsOfFile: dir + "/Generated/Resources/ko.lproj/Localizable.strings", encoding: .utf8)
        #expect(!korean.contains("[Legal/text]") && korean.contains("\"[A11y/listen]\" = \"Activate to listen.\";"), "\(korean)")
        let german = try String(contentsOfFile: dir + "/Generated/Resources/de.lproj/Localizable.strings", encoding: .utf8)
        #expect(german.contains("\"[Legal/text]\" = \"Rechtliches\";"), "\(german)")
        let swift = try String(contentsOfFile: dir + "/Generated/LocalizedString+Localizable.swift", encoding: .utf8)
        #expect(swift.contains("(_ arg1: String, locale: Locale? = nil) -> String"), "\(swift)")
    }

    /// A nib's table that the nib left behind (LyricsX's `Perference.strings` in three languages,
    /// beside `Preferences.storyboard`): said once, no language asked for its keys, no accessors.
    /// Beside it, the same keys with the storyboard present are a table of that storyboard.
    @Test func aTableANibLeftBehindIsSaidOnce() throws {
        var files = [
            "App/en.lproj/Localizable.strings": "\"Quit\" = \"Quit\";\n",
            "App/de.lproj/Localizable.strings": "\"Quit\" = \"Beenden\";\n",
            "App/es.lproj/Localizable.strings": "\"Quit\" = \"Salir\";\n",
            "App/fr.lproj/Localizable.strings": "\"Quit\" = \"Quitter\";\n",
            "App/Base.lproj/Preferences.storyboard": "<document><objects><textField id=\"0VO-JB-ubq\"/></objects></document>",
        ]
        for locale in ["es", "fr"] {
            files["App/\(locale).lproj/Perference.strings"] = "/* Class = \"NSTextFieldCell\"; title = \"Lyrics saving path:\"; ObjectID = \"0M7-ao-0jb\"; */\n\"0M7-ao-0jb.title\" = \"Ruta:\";\n"
        }
        let dir = try project(files)
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.status == 0, "\(lint.stdout)")
        #expect(lint.stdout.contains("App/es.lproj/Perference.strings:1:1: warning: [missing-source-file] the table ‘Perference’ (in es, fr) has no ‘en’ file and no storyboard or xib of its name"), "\(lint.stdout)")
        #expect(!lint.stdout.contains("missing-translation"), "\(lint.stdout)")
        let generate = try Stringsgen.run(["generate"], in: dir)
        #expect(generate.status == 0 && generate.stdout.contains("1 table(s), 1 accessors"), "\(generate.stdout)\(generate.stderr)")
        // With its English too (Vocable's deleted alert xib): said once, asked of no language.
        try "\"Qxz-Cn-o5q.text\" = \"Lorem ipsum dolor\";\n".write(toFile: dir + "/App/en.lproj/Alert.strings", atomically: true, encoding: .utf8)
        try "\"Qxz-Cn-o5q.text\" = \"Lorem ipsum\";\n".write(toFile: dir + "/App/de.lproj/Alert.strings", atomically: true, encoding: .utf8)
        let orphaned = try Stringsgen.run(["lint"], in: dir)
        #expect(orphaned.stdout.contains("App/en.lproj/Alert.strings:1:1: warning: [missing-source-file] the table ‘Alert’ has no storyboard or xib of its name"), "\(orphaned.stdout)")
        #expect(!orphaned.stdout.contains("missing-translation"), "\(orphaned.stdout)")
        #expect(try Stringsgen.run(["generate"], in: dir).stdout.contains("1 table(s), 1 accessors"))
        // A nib's table in another folder of the bundle than its nib is the nib's (LoopKit's
        // `en.lproj/InsulinKit.strings` beside `Resources/Base.lproj/InsulinKit.storyboard`).
        try "<document><objects><textField id=\"Qxz-Cn-o5q\"/></objects></document>".write(
            toFile: dir + "/App/Base.lproj/Alert.storyboard", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: dir + "/App/Other/en.lproj", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: dir + "/App/en.lproj/Alert.strings", toPath: dir + "/App/Other/en.lproj/Alert.strings")
        #expect(!(try Stringsgen.run(["lint"], in: dir)).stdout.contains("the table ‘Alert’ has no storyboard"))
    }

    /// Crowdin's in-context pseudo-language (openfoodfacts' `lol.lproj`, every value a
    /// `crwdns…crwdne…` placeholder, the source's placeholders inside) is no language: not
    /// checked, not asked for a key it lacks, not listed by `init`.
    @Test func crowdinsInContextPseudoLanguageIsNoLanguage() throws {
        let files = [
            "Loc/en.lproj/Localizable.strings": "\"generic.back\" = \"Back.\";\n\"offline.title\" = \"Offline: %d\";\n\"new\" = \"New\";\n",
            "Loc/de.lproj/Localizable.strings": "\"generic.back\" = \"Zurück.\";\n\"offline.title\" = \"Offline: %d\";\n\"new\" = \"Neu\";\n",
            "Loc/lol.lproj/Localizable.strings": "\"generic.back\" = \"crwdns154294:0crwdne154294:0\";\n\"offline.title\" = \"crwdns154320:0%dcrwdne154320:0\";\n",
        ]
        let dir = try project(files)
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.status == 0 && lint.stdout.isEmpty, "\(lint.stdout)")
        let initialized = try Stringsgen.run(["init"], in: dir)
        #expect(!FileManager.default.fileExists(atPath: dir + "/Locales/lol.json"), "\(initialized.stdout)")
        #expect(FileManager.default.fileExists(atPath: dir + "/Locales/de.json"), "\(initialized.stdout)")
        // A language with one real value is a language.
        var mixed = files
        mixed["Loc/lol.lproj/Localizable.strings"]! += "\"new\" = \"Nyu\";\n"
        #expect(try Stringsgen.run(["lint"], in: project(mixed)).stdout.contains("‘lol’"))
    }

    /// An empty `Base.lproj` file kept for a build tool (Bitwarden Authenticator's, one comment
    /// for XcodeGen) is not the table's file: the generated header and the report name the
    /// source language's file, where the keys are.
    @Test func anEmptyBaseFileIsNotTheTablesFile() throws {
        let dir = try project([
            "Loc/Base.lproj/Localizable.strings": "/* Empty file needed to get Xcodegen to detect the Localizable.strings files. */\n",
            "Loc/en.lproj/Localizable.strings": "\"Cancel\" = \"Cancel\";\n",
            "Loc/de.lproj/Localizable.strings": "\"Cancel\" = \"Abbrechen\";\n",
        ])
        let generate = try Stringsgen.run(["generate", "--output", dir + "/out"], in: dir)
        #expect(generate.status == 0, "\(generate.stderr)")
        let header = try String(contentsOfFile: dir + "/out/LocalizedString+Localizable.swift", encoding: .utf8).prefix { $0 != "\n" }
        #expect(header == "// Generated by stringsgen from Loc/en.lproj/Localizable.strings. Do not edit.")
    }

    /// A nib's translations kept in a folder of their own, away from the nib (Monal's Weblate
    /// submodule `localization/external/<lang>.lproj/Main.strings` beside
    /// `localization/Base.lproj/Main.storyboard`): the nib's table, its keys asked of every
    /// language, not left behind with the advice to delete its files. A nib of that name that
    /// declares none of the table's objects is another nib.
    @Test func aNibsTranslationsInAnotherFolder() throws {
        let comment = "/* Class = \"UIBarButtonItem\"; title = \"Close\"; ObjectID = \"IGd-kM-9BO\"; */\n"
        var files = [
            "App/localization/Base.lproj/Main.storyboard": "<document><objects><barButtonItem id=\"IGd-kM-9BO\"/><barButtonItem id=\"Msw-bP-HIu\"/></objects></document>",
            "App/localization/external/en.lproj/Main.strings": comment + "\"IGd-kM-9BO.title\" = \"Close\";\n\"Msw-bP-HIu.title\" = \"Chats\";\n",
            "App/localization/external/de.lproj/Main.strings": comment + "\"IGd-kM-9BO.title\" = \"Schließen\";\n",
        ]
        let lint = try Stringsgen.run(["lint"], in: try project(files))
        #expect(!lint.stdout.contains("missing-source-file"), "\(lint.stdout)")
        #expect(lint.stdout.contains("[missing-translation] ‘Msw-bP-HIu.title’ has no ‘de’ translation: translate “Chats”"), "\(lint.stdout)")
        files["App/localization/Base.lproj/Main.storyboard"] = "<document><objects><barButtonItem id=\"abc-12-xyz\"/></objects></document>"
        let other = try Stringsgen.run(["lint"], in: try project(files))
        #expect(other.stdout.contains("the table ‘Main’ has no storyboard or xib of its name"), "\(other.stdout)")
    }

    /// What Interface Builder puts in a table's cells until the code fills them (“Text Cell”),
    /// the title it gives a pop-up button's menu (“OtherViews”, Boxer), and a text marked not to localize, or whose note for localizers says so (KeepingYouAwake's
    /// “Warning Label”), are asked of no language (Sparkle's update prompt); the nib's other
    /// texts are.
    @Test func aNibsCellPlaceholderIsNotToTranslate() throws {
        try expectLint([
            "Sparkle/Base.lproj/SUUpdatePermissionPrompt.xib": "<document><objects><textFieldCell id=\"43\"/><textFieldCell id=\"44\"/><textFieldCell id=\"45\"/><textFieldCell id=\"kYn-pW-tq6\"/><menu id=\"46\"/></objects></document>",
            "Sparkle/en.lproj/SUUpdatePermissionPrompt.strings": """
                "43.title" = "Text Cell";
                "46.title" = "OtherViews";
                "44.title" = "Check automatically";
                "45.title" = "DO NOT LOCALIZE";
                /* Class = "NSTextFieldCell"; title = "Warning Label"; ObjectID = "kYn-pW-tq6"; Note = "Do not localize"; */
                "kYn-pW-tq6.title" = "Warning Label";

                """,
            "Sparkle/de.lproj/SUUpdatePermissionPrompt.strings": "\"43.title\" = \"\";\n\"45.title\" = \"DO NOT LOCALIZE\";\n\"kYn-pW-tq6.title\" = \"\";\n",
            "Sparkle/fr.lproj/SUUpdatePermissionPrompt.strings": "\"43.title\" = \"Text Cell\";\n\"44.title\" = \"Vérifier automatiquement\";\n",
        ], says: ["‘44.title’ has no ‘de’ translation"], never: ["Text Cell", "DO NOT LOCALIZE", "Warning Label", "kYn-pW-tq6", "OtherViews"])
    }

    /// A nib's key that no source `.strings` file holds is the nib's object: a finding about
    /// it is placed there, not in the first translation read (MacDown's 877 findings about
    /// Danish and others were in its Czech files).
    @Test func aNibsKeyWithoutSourceIsFoundInTheNib() throws {
        try expectLint([
            "App/Base.lproj/MainMenu.xib": "<document>\n  <objects>\n    <menuItem title=\"Blockquote\" id=\"twd-Mb-qNx\"/>\n    <menuItem title=\"Quit\" id=\"abc-12-xyz\"/>\n  </objects>\n</document>\n",
            "App/cs.lproj/MainMenu.strings": "/* Class = \"NSMenuItem\"; title = \"Blockquote\"; ObjectID = \"twd-Mb-qNx\"; */\n\"twd-Mb-qNx.title\" = \"Citace\";\n\"abc-12-xyz.title\" = \"Konec\";\n",
            "App/da.lproj/MainMenu.strings": "\"abc-12-xyz.title\" = \"Afslut\";\n",
        ], says: ["App/Base.lproj/MainMenu.xib:3:34: error: [missing-translation] ‘twd-Mb-qNx.title’ has no ‘da’ translation: translate “Blockquote”"], never: ["App/cs.lproj/MainMenu.strings:2:1: error: [missing-translation]"])
    }

    /// Where no source-language file holds a nib's key, the nib's own text decides what a
    /// language lacking the key is asked (MacPass: 89 errors for “Text Cell” and “OtherViews”,
    /// 40 for “30” and names every language keeps); its other texts are still asked for.
    @Test func aNibsKeyWithoutSourceIsJudgedByTheNibsText() throws {
        func strings(_ pairs: [(String, String, String)]) -> String {
            pairs.map { "/* Class = \"NSTextFieldCell\"; title = \"\($0.1)\"; ObjectID = \"\($0.0)\"; */\n\"\($0.0).title\" = \"\($0.2)\";\n" }.joined()
        }
        let nib = "<document><objects><textFieldCell id=\"aaa-bb-ccc\"/><textFieldCell id=\"ddd-ee-fff\"/><textFieldCell id=\"ggg-hh-iii\"/><textFieldCell id=\"jjj-kk-lll\"/></objects></document>"
        try expectLint([
            "App/Base.lproj/View.xib": nib,
            "App/de.lproj/View.strings": strings([("aaa-bb-ccc", "Text Cell", "Text Cell"), ("ddd-ee-fff", "30", "30"), ("ggg-hh-iii", "Argon2id", "Argon2id"), ("jjj-kk-lll", "Name", "Name")]),
            "App/fr.lproj/View.strings": strings([("aaa-bb-ccc", "Text Cell", "Text Cell"), ("ddd-ee-fff", "30", "30"), ("ggg-hh-iii", "Argon2id", "Argon2id"), ("jjj-kk-lll", "Name", "Nom")]),
            "App/ja.lproj/View.strings": "\"ggg-hh-iii.title\" = \"Argon2id\";\n",
            "App/ko.lproj/View.strings": "\"jjj-kk-lll.title\" = \"이름\";\n",
        ], says: ["‘jjj-kk-lll.title’ has no ‘ja’ translation: translate “Name”"], never: ["Text Cell", "“30”", "Argon2id"])
    }

    /// `report` and `init` count what lint asks for: a nib's placeholder cell is none (Clipy's
    /// Japanese was 50% and ❌ for its empty “Text Cell”, which lint rightly left alone), and a
    /// key missing is quoted by the nib's text, not its object id.
    @Test func reportAndInitCountANibAsLintDoes() throws {
        func strings(_ pairs: [(String, String, String)]) -> String {
            pairs.map { "/* Class = \"NSTextFieldCell\"; title = \"\($0.1)\"; ObjectID = \"\($0.0)\"; */\n\"\($0.0).title\" = \"\($0.2)\";\n" }.joined()
        }
        let dir = try project([
            "App/Base.lproj/Exclude.xib": "<document><objects><textFieldCell id=\"Jko-fZ-aTE\"/><textFieldCell id=\"XXp-Rw-8h6\"/><textFieldCell id=\"Qrs-tu-vwx\"/></objects></document>",
            "App/ja.lproj/Exclude.strings": strings([("Jko-fZ-aTE", "Exclude these applications:", "除外アプリケーション:"), ("XXp-Rw-8h6", "Text Cell", "")]),
            "App/de.lproj/Exclude.strings": strings([("Jko-fZ-aTE", "Exclude these applications:", "Diese Programme ausschließen:"), ("XXp-Rw-8h6", "Text Cell", ""), ("Qrs-tu-vwx", "Add", "Hinzufügen")]),
        ])
        let report = try Stringsgen.run(["report", "--no-git"], in: dir)
        #expect(report.stdout.contains("| ✅ de | shipping | 100.0% (2/2) |"), "\(report.stdout)")
        #expect(report.stdout.contains("| ❌ ja | shipping | 50.0% (1/2) |"), "\(report.stdout)")
        #expect(report.stdout.contains("| <code>Qrs-tu-vwx.title</code> | Exclude | Add"), "\(report.stdout)")
        let setup = try Stringsgen.run(["init"], in: dir)
        #expect(setup.stdout.contains("wrote Locales/de.json (shipping: 100% of 2 keys translated)"), "\(setup.stdout)")
    }

    /// A legacy table has no translation state: English a tool left in a language's file
    /// (Transifex writes the source into every file) is not translated for `report` and `init`,
    /// where lint reports it (Jami's Hebrew, 281 of 649 values in English, was “98.9% ready”
    /// and `shipping`).
    @Test func englishLeftInALegacyTableIsNotTranslated() throws {
        let dir = try project([
            "App/en.lproj/Localizable.strings": "\"ended\" = \"Conversation ended\";\n\"results\" = \"Public directory\";\n\"cancel\" = \"Cancel\";\n\"taken\" = \"The username is unavailable.\";\n",
            "App/he.lproj/Localizable.strings": "\"ended\" = \"Conversation ended\";\n\"results\" = \"Public directory\";\n\"cancel\" = \"ביטול\";\n\"taken\" = \"The username is unavailable.\";\n",
        ])
        let report = try Stringsgen.run(["report", "--no-git"], in: dir)
        #expect(report.stdout.contains("| ❌ he | shipping | 25.0% (1/4) |"), "\(report.stdout)")
        // Listed as there to translate, at its own line, not as missing in every form (Windscribe,
        // OneBusAway: the translator looked for an absent line).
        #expect(report.stdout.contains("| <code>ended</code> | Localizable | Conversation ended | – | none: the value is the source's text, untranslated |"), "\(report.stdout)")
        let json = try Stringsgen.run(["report", "--no-git", "--format", "json"], in: dir)
        #expect(json.stdout.contains("\"sourceTextLeft\": true,\n          \"file\": \"App/he.lproj/Localizable.strings\",\n          \"line\": 1,"), "\(json.stdout)")
        let setup = try Stringsgen.run(["init"], in: dir)
        #expect(setup.stdout.contains("wrote Locales/he.json (in-progress: 25% of 4 keys translated)"), "\(setup.stdout)")
    }

    /// An old copy of a table in its target that the Xcode project does not name, beside the one
    /// it names by folder (`path = Resources/en.lproj/…`), is left out: Safe Exam Browser's stray
    /// `SEB/en.lproj/DownloadFileTypes.strings` made generate refuse the whole app (exit 2).
    /// Where the project names neither so, the two still collide.
    @Test func anOldCopyTheProjectDoesNotNameIsLeftOut() throws {
        let pbxproj = Stringsgen.xcodeProject(files: ["Resources/en.lproj/Types.strings", "Resources/de.lproj/Types.strings"])
        var files = [
            "SEB.xcodeproj/project.pbxproj": pbxproj,
            "SEB/Resources/en.lproj/Types.strings": "\"pdf\" = \"PDF document\";\n",
            "SEB/Resources/de.lproj/Types.strings": "\"pdf\" = \"PDF-Dokument\";\n",
            "SEB/en.lproj/Types.strings": "\"pdf\" = \"PDF document\";\n\"doc\" = \"Word document\";\n",
        ]
        let generate = try Stringsgen.run(["generate"], in: project(files))
        #expect(generate.status == 0, "\(generate.stderr)")
        files["SEB.xcodeproj/project.pbxproj"] = "{\n}\n"
        let unnamed = try Stringsgen.run(["generate"], in: project(files))
        #expect(unnamed.status == 2 && unnamed.stderr.contains("are both the table \"Types\""), "\(unnamed.stderr)")
    }

    /// A source-language file kept empty, every key its own English (Windscribe's one-byte
    /// `en.lproj/Localizable.strings`): each key that reads as text is the source its
    /// translations are held to (its German “Verbunden mit %d” for “Connected to %@” went
    /// unchecked), and a key's old spelling that fewer languages keep (“Have a Problem…” beside
    /// the live “Have a problem…”) is asked of no other language (206 of its errors).
    @Test func anEmptySourceFileMakesEachKeyItsOwnSource() throws {
        try expectLint([
            "App/en.lproj/Localizable.strings": "\n",
            "App/de.lproj/Localizable.strings": "\"Save\" = \"Speichern\";\n\"Have a problem? Contact us\" = \"Ein Problem? Schreib uns\";\n\"Connected to %@\" = \"Verbunden mit %d\";\n",
            "App/fr.lproj/Localizable.strings": "\"Have a problem? Contact us\" = \"Un problème ? Écrivez-nous\";\n\"Connected to %@\" = \"Connecté à %@\";\n",
            "App/hi.lproj/Localizable.strings": "\"Save\" = \"सहेजें\";\n\"Have a Problem? Contact us\" = \"कोई समस्या? हमसे संपर्क करें\";\n\"Connected to %@\" = \"%@ से जुड़ा\";\n",
        ], says: [
            "App/de.lproj/Localizable.strings:3:21: error: [placeholder-mismatch] ‘Connected to %@’ in ‘de’ (“Verbunden mit %d”) has `%d` (number) for the first value, where the source has `%@` (text)",
            "‘Save’ has no ‘fr’ translation",
            "‘Have a problem? Contact us’ has no ‘hi’ translation",
        ], never: ["‘Have a Problem? Contact us’ has no", "missing-source-file"])
    }

    /// A legacy table whose files no Xcode project names is in no build: Windscribe's
    /// `<22 locales>.lproj/AppIntents.strings`, never added to a target, drew 301 findings and
    /// got accessors. A folder reference, a SwiftPM package or Xcode 16's synchronized folders
    /// copy files the project does not name one by one: those tables are still read.
    @Test func aTableNoXcodeProjectNamesIsInNoBuild() throws {
        let pbxproj = Stringsgen.xcodeProject(knownRegions: ["en", "de"], files: ["en.lproj/Localizable.strings", "de.lproj/Localizable.strings"])
        var files = [
            "App.xcodeproj/project.pbxproj": pbxproj,
            "App/en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n",
            "App/de.lproj/Localizable.strings": "\"Save\" = \"Sichern\";\n",
            "App/en.lproj/AppIntents.strings": "\"1gHj39\" = \"Connection State\";\n",
            "App/de.lproj/AppIntents.strings": "\"1gHj39\" = \"Connection State\";\n",
        ]
        let lint = try Stringsgen.run(["lint"], in: project(files))
        #expect(lint.status == 0 && !lint.stdout.contains("AppIntents"), "\(lint.stdout)")
        let generate = try Stringsgen.run(["generate"], in: project(files))
        #expect(generate.status == 0 && !generate.stdout.contains("AppIntents"), "\(generate.stdout)")
        // Copied by a folder reference to `App`, by a package, or by a synchronized folder: read.
        for copied in [
            ["App.xcodeproj/project.pbxproj": pbxproj.replacingOccurrences(of: "\t};", with: "\t\t3 = {isa = PBXFileReference; lastKnownFileType = folder; path = App; sourceTree = \"<group>\"; };\n\t};")],
            ["Package.swift": "// swift-tools-version:5.9\n"],
            ["App.xcodeproj/project.pbxproj": pbxproj.replacingOccurrences(of: "\t};", with: "\t\t3 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = \"<group>\"; };\n\t};")],
        ] {
            let read = try Stringsgen.run(["lint"], in: project(files.merging(copied) { $1 }))
            #expect(read.stdout.contains("App/de.lproj/AppIntents.strings:1:12: warning: [unchanged-translation]"), "\(copied.keys): \(read.stdout)")
        }
        files["App.xcodeproj/project.pbxproj"] = Stringsgen.xcodeProject(knownRegions: ["en", "de"], files: ["en.lproj/Localizable.strings", "de.lproj/AppIntents.strings"])
        let named = try Stringsgen.run(["lint"], in: project(files))
        #expect(named.stdout.contains("AppIntents.strings"), "\(named.stdout)")
    }

    /// An intent definition's table is read by Siri and Shortcuts by the definition's ids: no
    /// accessors (ShelfPlayer got 22 named after ids), and a value that is only a parameter,
    /// `${mediaItems}`, has nothing to translate (its Ukrainian was asked for it).
    @Test func anIntentDefinitionsTableIsSirisToLookUp() throws {
        let dir = try project([
            "App/Base.lproj/Intents.intentdefinition": "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict/></plist>\n",
            "App/en.lproj/Intents.strings": "\"1uT6VF\" = \"Media Search\";\n\"ApUiZd\" = \"${mediaItems}\";\n",
            "App/uk.lproj/Intents.strings": "\"1uT6VF\" = \"Пошук медіа\";\n",
        ])
        let generate = try Stringsgen.run(["generate"], in: dir)
        #expect(generate.status == 0 && generate.stderr.contains("note: an intent definition's tables get no accessors"), "\(generate.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/Generated/LocalizedString+Intents.swift"))
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.status == 0 && !lint.stdout.contains("mediaItems"), "\(lint.stdout)")
        // A definition kept in the source language's folder, as Windscribe keeps
        // `en.lproj/SiriOldIntents.intentdefinition` (its table got accessors named after ids).
        try FileManager.default.moveItem(atPath: dir + "/App/Base.lproj/Intents.intentdefinition", toPath: dir + "/App/en.lproj/Intents.intentdefinition")
        let inEnglish = try Stringsgen.run(["generate"], in: dir)
        #expect(inEnglish.status == 0 && inEnglish.stderr.contains("note: an intent definition's tables get no accessors"), "\(inEnglish.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/Generated/LocalizedString+Intents.swift"))
    }

    /// An intent definition is its table's source: each text beside its id (`INIntentTitle` and
    /// `INIntentTitleID`). Windscribe's 21 languages kept the English of 6 of its 8 texts, 126
    /// values Siri speaks in English, with no finding: nothing was there to compare with.
    @Test func anIntentDefinitionIsItsTablesSource() throws {
        let definition = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            	<key>INIntents</key>
            	<array>
            		<dict>
            			<key>INIntentTitle</key>
            			<string>Connection State</string>
            			<key>INIntentTitleID</key>
            			<string>fkI17L</string>
            			<key>INIntentResponse</key>
            			<dict>
            				<key>INIntentResponseCodes</key>
            				<array>
            					<dict>
            						<key>INIntentResponseCodeFormatString</key>
            						<string>You are connected to ${cityName} &amp; ${nickName}.</string>
            						<key>INIntentResponseCodeFormatStringID</key>
            						<string>xUxV69</string>
            					</dict>
            					<dict>
            						<key>INIntentResponseCodeFormatString</key>
            						<string>Sorry, nothing found.</string>
            						<key>INIntentResponseCodeFormatStringID</key>
            						<string>EXlsIo</string>
            					</dict>
            				</array>
            			</dict>
            		</dict>
            	</array>
            </dict>
            </plist>

            """
        let dir = try project([
            "App/en.lproj/Intents.intentdefinition": definition,
            "App/de.lproj/Intents.strings": "\"fkI17L\" = \"Verbindungsstatus\";\n\"xUxV69\" = \"Verbunden mit ${stadt} & ${nickName}.\";\n\"EXlsIo\" = \"Sorry, nothing found.\";\n",
            "App/fr.lproj/Intents.strings": "\"fkI17L\" = \"État de la connexion\";\n\"xUxV69\" = \"Connecté à ${cityName} & ${nickName}.\";\n",
        ])
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.stdout.contains("App/de.lproj/Intents.strings:3:12: warning: [unchanged-translation] ‘EXlsIo’ in ‘de’ (“Sorry, nothing found.”) is the same as the source"), "\(lint.stdout)")
        #expect(lint.stdout.contains("App/de.lproj/Intents.strings:2:12: error: [placeholder-mismatch]"), "\(lint.stdout)")
        #expect(lint.stdout.contains("[missing-translation]") && lint.stdout.contains("‘EXlsIo’") && lint.stdout.contains("‘fr’"), "\(lint.stdout)")
        #expect(!lint.stdout.contains("[missing-source-file]") && !lint.stdout.contains("‘fkI17L’"), "\(lint.stdout)")
        // No file is written, and generate still makes no accessors of it.
        let generate = try Stringsgen.run(["generate"], in: dir)
        #expect(generate.status == 0 && !FileManager.default.fileExists(atPath: dir + "/Generated/LocalizedString+Intents.swift"), "\(generate.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/App/en.lproj/Intents.strings"))
    }

    /// What no build copies, by the Xcode project (seafile-iOS, round 18): Transifex's
    /// `pt_BR.lproj` beside the built `pt-BR.lproj`, which the project names file by file, is
    /// not read (865 findings, and "move its translations to pt-BR"); a damaged file in a folder
    /// of a language the project does not localize into stops nothing (every command had exited
    /// 2); and `Zh-Hans.lproj` is `zh-Hans` (two Chinese locales, 584 false errors after init).
    @Test func filesNoBuildCopies() throws {
        let pbxproj = Stringsgen.xcodeProject(
            knownRegions: ["en", "de", "pt-BR", "zh-Hans"],
            files: ["en", "de", "pt-BR", "zh-Hans"].map { "\($0).lproj/Localizable.strings" })
        let dir = try project([
            "App.xcodeproj/project.pbxproj": pbxproj,
            "App/en.lproj/Localizable.strings": "\"Cancel\" = \"Cancel\";\n\"Delete\" = \"Delete\";\n",
            "App/de.lproj/Localizable.strings": "\"Cancel\" = \"Abbrechen\";\n\"Delete\" = \"Löschen\";\n",
            "App/pt-BR.lproj/Localizable.strings": "\"Cancel\" = \"Cancelar\";\n\"Delete\" = \"Excluir\";\n",
            "App/pt_BR.lproj/Localizable.strings": "\"Cancel\" = \"Cancel\";\n",
            "App/zh-Hans.lproj/Localizable.strings": "\"Cancel\" = \"取消\";\n",
            "App/Settings.bundle/Zh-Hans.lproj/Root.strings": "\"Version\" = \"版本\";\n",
            "App/Settings.bundle/en.lproj/Root.strings": "\"Version\" = \"Version\";\n",
        ])
        // UTF-8 with a UTF-16 block appended, as seafile's `zh_CN.lproj`.
        try FileManager.default.createDirectory(atPath: dir + "/App/zh_CN.lproj", withIntermediateDirectories: true)
        try Data("\"Cancel\" = \"取消\";\n".utf8 + [0x22, 0x00, 0x86, 0x4E]).write(to: URL(fileURLWithPath: dir + "/App/zh_CN.lproj/Localizable.strings"))
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.status == 1, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stdout == """
            App/en.lproj/Localizable.strings:2:1: error: [missing-translation] ‘Delete’ has no ‘zh-Hans’ translation: translate “Delete”
            App/zh_CN.lproj/Localizable.strings:1:1: warning: [unknown-locale] zh_CN.lproj/Localizable.strings is not read: it cannot be read (invalid UTF-8: byte 0x86 cannot start a character; expected a UTF-8 text file), and no build copies the folder zh_CN.lproj (the Xcode project does not localize into it); fix it or remove it

            """, "\(lint.stdout)")
        let report = try Stringsgen.run(["report", "--format", "json"], in: dir)
        #expect(report.status == 0 && !report.stdout.contains("pt_BR") && !report.stdout.contains("Zh-Hans"), "\(report.stdout)")
        let generate = try Stringsgen.run(["generate"], in: dir)
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/Generated/Resources/pt_BR.lproj"))
        // A damaged file the project builds still stops the run, where it is.
        try Data("\"Cancel\" = \"Abbrechen\";\n".utf8 + [0x22, 0x00, 0x86, 0x4E]).write(to: URL(fileURLWithPath: dir + "/App/de.lproj/Localizable.strings"))
        let damaged = try Stringsgen.run(["lint"], in: dir)
        #expect(damaged.status == 2 && damaged.stderr.hasPrefix("App/de.lproj/Localizable.strings:2:"), "\(damaged.stderr)")
    }

    /// A folder no build copies is not linted, but `report` lists its language: the English
    /// left in it counts as untranslated there too (Trust Wallet's Lokalise `wo.lproj` was
    /// “✅ 100%” with the English in 197 values).
    @Test func aFolderNoBuildCopiesIsCountedAsItIs() throws {
        let dir = try project([
            "App.xcodeproj/project.pbxproj": Stringsgen.xcodeProject(
                knownRegions: ["en", "de"], files: ["en", "de"].map { "\($0).lproj/Localizable.strings" }),
            "App/en.lproj/Localizable.strings": "\"Cancel\" = \"Cancel\";\n\"Delete wallet\" = \"Delete wallet\";\n\"Send to address\" = \"Send to address\";\n",
            "App/de.lproj/Localizable.strings": "\"Cancel\" = \"Abbrechen\";\n\"Delete wallet\" = \"Wallet löschen\";\n\"Send to address\" = \"An Adresse senden\";\n",
            "App/wo.lproj/Localizable.strings": "\"Cancel\" = \"Neenal\";\n\"Delete wallet\" = \"Delete wallet\";\n\"Send to address\" = \"Send to address\";\n",
        ])
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.status == 0 && !lint.stdout.contains("wo"), "\(lint.stdout)")
        let report = try Stringsgen.run(["report", "--no-git"], in: dir)
        #expect(report.stdout.contains("33.3% (1/3)") && !report.stdout.contains("✅ wo"), "\(report.stdout)")
    }

    /// A translated file the project leaves out while it names the table's file in other
    /// languages' folders (Monolingual's `sk.lproj/Localizable.strings`, beside 14 named ones) is
    /// said once, and still checked: its 34 translations had been checked as shipped, and Slovak
    /// users see English. Not where the project names fewer than two of the others (the source's
    /// alone could be another table's of that name), nor for a language it does not localize
    /// into (`unknown-locale`'s).
    @Test func aTranslatedFileTheProjectLeavesOutIsSaidOnce() throws {
        func files(named: [String]) -> [String: String] {
            [
                "App.xcodeproj/project.pbxproj": Stringsgen.xcodeProject(
                    knownRegions: ["en", "de", "fr", "sk"], files: named.map { "Resources/\($0).lproj/Localizable.strings" }),
                "Resources/en.lproj/Localizable.strings": "\"Cancel\" = \"Cancel\";\n\"%@ saved\" = \"%@ saved\";\n",
                "Resources/de.lproj/Localizable.strings": "\"Cancel\" = \"Abbrechen\";\n\"%@ saved\" = \"%@ gespeichert\";\n",
                "Resources/fr.lproj/Localizable.strings": "\"Cancel\" = \"Annuler\";\n\"%@ saved\" = \"%@ enregistré\";\n",
                "Resources/sk.lproj/Localizable.strings": "\"Cancel\" = \"Zrušiť\";\n\"%@ saved\" = \"uložené\";\n",
                "Resources/fa.lproj/Localizable.strings": "\"Cancel\" = \"لغو\";\n\"%@ saved\" = \"%@ ذخیره شد\";\n",
            ]
        }
        let left = try Stringsgen.run(["lint"], in: project(files(named: ["en", "de", "fr"])))
        #expect(left.status == 1, "\(left.stdout)\(left.stderr)")
        #expect(left.stdout == """
            Resources/sk.lproj/Localizable.strings:1:1: error: [file-not-in-project] sk.lproj/Localizable.strings is not in the Xcode project, which names the table's file in other languages' folders: no build copies it, so the app shows ‘sk’ users this table in ‘en’; add the file to the localizations of Localizable.strings in the project
            Resources/sk.lproj/Localizable.strings:2:14: warning: [placeholder-dropped] ‘%@ saved’ in ‘sk’ (“uložené”) leaves out the first value, `%@`; nothing else moves, but check that the translation says all it must

            """, "\(left.stdout)")
        // Named with the others, or the project names one other only: no finding about the file.
        for named in [["en", "de", "fr", "sk"], ["en"]] {
            let lint = try Stringsgen.run(["lint"], in: project(files(named: named)))
            #expect(!lint.stdout.contains("file-not-in-project"), "\(named): \(lint.stdout)")
        }
    }

    /// A placeholder a translation adds to a storyboard's text is shown as written (LyricsX's
    /// Portuguese “Sair do Lyrics%s”); a percent sign of a number is text there, as always.
    @Test func aPlaceholderAddedToAStoryboardsTextIsShownAsWritten() throws {
        try expectLint([
            "App/Base.lproj/Main.storyboard": "<document><objects><menuItem id=\"RPR-IV-34T\"/><textField id=\"abc-12-xyz\"/></objects></document>",
            "App/pt.lproj/Main.strings": "\"RPR-IV-34T.title\" = \"Sair do Lyrics%s\";\n\"abc-12-xyz.title\" = \"100 % do ecrã\";\n",
            "App/en.lproj/Main.strings": "\"RPR-IV-34T.title\" = \"Quit LyricsX\";\n\"abc-12-xyz.title\" = \"100 % of screen\";\n",
        ], says: ["‘RPR-IV-34T.title’ in ‘pt’ (“Sair do Lyrics%s”) has `%s`, which a storyboard or xib shows as written"], never: ["abc-12-xyz"])
    }

    /// A table only in `Base.lproj` is not localized: its text is every language's (Sparkle's
    /// test app's copyright line), so no language is asked for it, while a table beside it is.
    @Test func aTableOnlyInBaseIsNotLocalized() throws {
        try expectLint([
            "App/Base.lproj/InfoPlist.strings": "\"NSHumanReadableCopyright\" = \"© Andy Matuschak, 2006\";\n",
            "App/en.lproj/Main.strings": "\"quit\" = \"Quit\";\n\"hide\" = \"Hide\";\n",
            "App/de.lproj/Main.strings": "\"quit\" = \"Beenden\";\n",
        ], says: ["‘hide’ has no ‘de’ translation"], never: ["NSHumanReadableCopyright"])
    }

    /// A `Settings.bundle` table in the source language alone is not localized (2FAS's licence
    /// list: 6,848 errors); one that a language translates is. A table in the source language
    /// alone elsewhere is asked of no language where no list of languages is given (EhPanda's
    /// `Constant.strings`, Element's `Untranslated.strings`), and of every one `Locales/` or `requiredLocales` lists.
    @Test func aSettingsBundleTableOnlyInTheSourceIsNotLocalized() throws {
        try expectLint([
            "App/Settings.bundle/en.lproj/Acknowledgements.strings": "\"MIT License\" = \"Permission is hereby granted\";\n",
            "App/Settings.bundle/en.lproj/Root.strings": "\"Version\" = \"Version\";\n\"Group\" = \"Group\";\n",
            "App/Settings.bundle/de.lproj/Root.strings": "\"Version\" = \"Fassung\";\n",
            "App/en.lproj/Main.strings": "\"quit\" = \"Quit\";\n",
            "App/en.lproj/Widgets.strings": "\"today\" = \"Today\";\n",
            "App/de.lproj/Main.strings": "\"quit\" = \"Beenden\";\n",
        ], says: ["‘Group’ has no ‘de’ translation"], never: ["MIT License", "‘today’ has no"])
        try expectLint([
            "stringsgen.json": "{ \"requiredLocales\" : [\"en\", \"de\"] }\n",
            "App/en.lproj/Main.strings": "\"quit\" = \"Quit\";\n",
            "App/en.lproj/Widgets.strings": "\"today\" = \"Today\";\n",
            "App/de.lproj/Main.strings": "\"quit\" = \"Beenden\";\n",
        ], says: ["‘today’ has no ‘de’ translation"])
    }

    /// Folders old projects name in English (`English.lproj`) or with a language code in
    /// capitals (`DE.lproj`, Tunnelblick's uninstaller) hold `en` and `de`: the table has its
    /// source, and no language is asked for a `DE` beside `de` (4,765 errors).
    @Test func oldAndCapitalizedFolderNames() throws {
        try expectLint([
            "App/en.lproj/Localizable.strings": "\"open\" = \"Open\";\n",
            "App/de.lproj/Localizable.strings": "\"open\" = \"Öffnen\";\n",
            "Tools/English.lproj/Uninstall.strings": "\"remove\" = \"Remove\";\n",
            "Tools/DE.lproj/Uninstall.strings": "\"remove\" = \"Entfernen\";\n",
        ], never: ["‘DE’", "missing-source-file", "missing-translation"])
    }

    /// A table's file named in another case (`infoPlist.strings` in two of Mastodon's folders,
    /// `InfoPlist.strings` in the others) is the table's: its translations count, and the
    /// spelling is reported, since a case-sensitive disk has no file of the table's name there.
    @Test func aTableFileNamedInAnotherCase() throws {
        try expectLint([
            "App/Base.lproj/infoPlist.strings": "\"NSCameraUsageDescription\" = \"Scan codes\";\n",
            "App/en.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scan codes\";\n",
            "App/de.lproj/infoPlist.strings": "\"NSCameraUsageDescription\" = \"Codes scannen\";\n",
            "App/fr.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scanner des codes\";\n",
        ], says: [
            "App/de.lproj/infoPlist.strings:1:1: error: [locale-spelling] ‘infoPlist.strings’ is the table ‘InfoPlist’ spelled in another case",
            "App/Base.lproj/infoPlist.strings:1:1: error: [locale-spelling]",
        ], never: ["missing-translation", "‘infoPlist’"])
    }

    /// A legacy table's folder of a language the Xcode project does not localize into
    /// (`knownRegions`) is in no build: CWA's abandoned `pt.lproj` and `pt_PT.lproj` drew 3,044
    /// errors. It is not required, and `report` lists it as unlisted. Nor are its values checked,
    /// since no user sees them (Jami's 71 Transifex folders: 12,949 findings; Yattee's `sv`: 327
    /// `empty-translation` errors), unless the project names the language.
    @Test func aLanguageTheXcodeProjectDoesNotBuildIsNotRequired() throws {
        let pbxproj = Stringsgen.xcodeProject(knownRegions: ["en", "Base", "de"], developmentRegion: "en")
        var files = [
            "src/xcode/App/App.xcodeproj/project.pbxproj": pbxproj,
            "src/xcode/App/App/en.lproj/Localizable.strings": "\"yes\" = \"Yes\";\n\"no\" = \"No\";\n",
            "src/xcode/App/App/de.lproj/Localizable.strings": "\"yes\" = \"Ja\";\n\"no\" = \"Nein\";\n",
            "src/xcode/App/App/pt_PT.lproj/Localizable.strings": "\"yes\" = \"Sim\";\n\"no\" = \"\";\n",
        ]
        let dir = try project(files)
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.status == 0 && lint.stdout.isEmpty, "\(lint.stdout)")
        let report = try Stringsgen.run(["report"], in: dir)
        #expect(report.stdout.contains("pt&#95;PT | unlisted"), "\(report.stdout)")
        // `generate` compiles no language `lint` leaves out (Monolingual's `fa.lproj` warned in
        // `generate` alone, and its generated resources shipped it).
        let generate = try Stringsgen.run(["generate", "--output", dir + "/out"], in: dir)
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/out/Resources/de.lproj/Localizable.strings"))
        let written = try FileManager.default.subpathsOfDirectory(atPath: dir + "/out")
        #expect(!written.contains { $0.contains("pt_PT") }, "\(written)")

        files["stringsgen.json"] = #"{ "requiredLocales" : ["en", "de", "pt_PT"] }"#
        let named = try Stringsgen.run(["lint"], in: project(files))
        #expect(named.status == 1)
        #expect(named.stdout.contains("src/xcode/App/App/pt_PT.lproj/Localizable.strings:2:8: error: [empty-translation] ‘no’ in ‘pt_PT’ is empty"), "\(named.stdout)")
    }

    /// Legacy tables are in the Xcode project's development language (SwissCovid's `de`), where a
    /// folder of it exists; `stringsgen.json`'s `sourceLanguage` still wins, and a project in
    /// another language than any folder keeps English.
    @Test func theXcodeProjectsDevelopmentLanguageIsTheSource() throws {
        let pbxproj = "// !$*UTF8*$!\n{\n\tobjects = {\n\t\t1 = {\n\t\t\tisa = PBXProject;\n\t\t\tdevelopmentRegion = de;\n\t\t};\n\t};\n}\n"
        let files = [
            "App.xcodeproj/project.pbxproj": pbxproj,
            "App/de.lproj/Localizable.strings": "\"network_error\" = \"Bitte überprüfen Sie Ihre Internetverbindung.\";\n\"title\" = \"Meldungen\";\n",
            "App/en.lproj/Localizable.strings": "\"network_error\" = \"Please check your internet connection.\";\n",
            "App/fr.lproj/Localizable.strings": "\"network_error\" = \"Veuillez vérifier votre connexion Internet.\";\n\"title\" = \"Notifications\";\n",
        ]
        let lint = try Stringsgen.run(["lint", "--verbose"], in: project(files))
        #expect(lint.stderr.contains("stringsgen: read App.xcodeproj/project.pbxproj"), "\(lint.stderr)")
        // English is a translation of the German: its missing title is asked for in German.
        #expect(lint.stdout.contains("‘title’ has no ‘en’ translation: translate “Meldungen”"), "\(lint.stdout)")
        #expect(!lint.stdout.contains("no ‘de’ translation"), "\(lint.stdout)")

        var configured = files
        configured["stringsgen.json"] = #"{ "sourceLanguage" : "en" }"#
        let english = try Stringsgen.run(["lint"], in: project(configured))
        // English is the source: the German-only title is a leftover no language is asked for.
        #expect(english.status == 0 && !english.stdout.contains("no ‘en’ translation"), "\(english.stdout)")
        #expect(lint.status == 1)

        var elsewhere = files
        elsewhere["App.xcodeproj/project.pbxproj"] = pbxproj.replacingOccurrences(of: "= de;", with: "= \"zh-Hans\";")
        let fallback = try Stringsgen.run(["lint"], in: project(elsewhere))
        #expect(!fallback.stdout.contains("no ‘en’ translation"), "\(fallback.stdout)")
    }

    /// A key written twice with different values is read as Foundation reads it (the last), and
    /// each such key in every file is a `duplicate-key` finding of one run, not an error that
    /// stops the project (Stats has 237 in four languages); `generate` still generates.
    @Test func everyDuplicateKeyIsAFindingOfOneRun() throws {
        let dir = try project([
            "en.lproj/Localizable.strings": "\"Low battery\" = \"Low battery\";\n\"High battery\" = \"High battery\";\n",
            "de.lproj/Localizable.strings": "\"Low battery\" = \"Batterie schwach\";\n\"High battery\" = \"Batterie voll\";\n\"Low battery\" = \"Niedriger Akku\";\n",
            "nl.lproj/Localizable.strings": "\"Low battery\" = \"Batterij laag\";\n\"High battery\" = \"Batterij vol\";\n\"High battery\" = \"Hoge batterij\";\n",
        ])
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.status == 1, "\(lint.stderr)")
        #expect(lint.stdout.contains("de.lproj/Localizable.strings:3:1: error: [duplicate-key] ‘Low battery’ in ‘de’ is written twice in this file with different values (first at line 1, column 1: “Batterie schwach”): the app shows only this last one, “Niedriger Akku”; delete the other"), "\(lint.stdout)")
        #expect(lint.stdout.contains("nl.lproj/Localizable.strings:3:1: error: [duplicate-key] ‘High battery’ in ‘nl’"), "\(lint.stdout)")
        let generate = try Stringsgen.run(["generate"], in: dir)
        #expect(generate.status == 0, "\(generate.stderr)")
        let german = try String(contentsOfFile: dir + "/Generated/Resources/de.lproj/Localizable.strings", encoding: .utf8)
        #expect(german.contains("\"Low battery\" = \"Niedriger Akku\";") && !german.contains("Batterie schwach"))
    }

    /// `\u203A` in a `.strings` file is the text “u203A” to Foundation: lint says so where it is
    /// written, and `generate` compiles what the app would show, not “›”.
    @Test func aLowercaseUEscapeIsReported() throws {
        let dir = try project([
            "en.lproj/Localizable.strings": "\"settings.path\" = \"Enable in Settings \\u203A %@\";\n",
            "de.lproj/Localizable.strings": "\"settings.path\" = \"In den Einstellungen \\U203A %@ aktivieren\";\n",
        ])
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.stdout.contains("en.lproj/Localizable.strings:1:39: error: [encoding] ‘settings.path’ in ‘en’ has `\\u203A`, which is no escape in a .strings file (only `\\U` is): the app shows “u203A”; write `\\U203A` or “›”"), "\(lint.stdout)")
        #expect(!lint.stdout.contains("in ‘de’ has"), "\(lint.stdout)")
        #expect(try Stringsgen.run(["generate"], in: dir).status == 0)
        let english = try String(contentsOfFile: dir + "/Generated/Resources/en.lproj/Localizable.strings", encoding: .utf8)
        #expect(english.contains("Enable in Settings u203A %@"), "\(english)")
    }

    /// The tables of an app's `Settings.bundle` are read by the Settings app, by the titles in the
    /// bundle's plists, never by code (Pizza Helper's `Root.strings` has “🌐 Supported Languages”
    /// twice, once after a zero-width space): linted, but no accessors, so no
    /// `identifier-collision`, and `generate` says why in a note.
    @Test func settingsBundleTablesGetNoAccessors() throws {
        let dir = try project([
            "App/en.lproj/Localizable.strings": "\"app.title\" = \"Pizza\";\n",
            "App/de.lproj/Localizable.strings": "\"app.title\" = \"Pizza\";\n",
            "App/Settings.bundle/en.lproj/Root.strings": "\"Supported Languages\" = \"Supported Languages\";\n\"\u{200B}Supported Languages\" = \"Supported Languages\";\n",
            "App/Settings.bundle/de.lproj/Root.strings": "\"Supported Languages\" = \"Sprachen\";\n\"\u{200B}Supported Languages\" = \"Sprachen\";\n",
        ])
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(!lint.stdout.contains("identifier-collision"), "\(lint.stdout)")
        let generate = try Stringsgen.run(["generate"], in: dir)
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(generate.stderr.contains("1 table of Settings.bundle gets no accessors"), "\(generate.stderr)")
        #expect(!generate.stderr.contains("identifier-collision"), "\(generate.stderr)")
        let generated = try FileManager.default.subpathsOfDirectory(atPath: dir + "/Generated")
        #expect(generated.contains { $0.hasSuffix("LocalizedString+Localizable.swift") }, "\(generated)")
        #expect(!generated.contains { $0.contains("Root") }, "\(generated)")
    }

    /// An app extension's folder inside the app's (Transmission's `macosx/QuickLookPlugin/`), each
    /// with Xcode's `Localizable`: two targets, generated side by side.
    @Test func aTargetInsideAnotherTargetsFolderIsATargetOfItsOwn() throws {
        let dir = try project([
            "macosx/en.lproj/Localizable.strings": "\"app.title\" = \"Transmission\";\n",
            "macosx/de.lproj/Localizable.strings": "\"app.title\" = \"Transmission\";\n",
            "macosx/QuickLookPlugin/en.lproj/Localizable.strings": "\"preview.title\" = \"Preview\";\n",
            "macosx/QuickLookPlugin/de.lproj/Localizable.strings": "\"preview.title\" = \"Vorschau\";\n",
            "macosx/QuickLookPlugin/GeneratePreviewForURL.mm": "// the extension's code\n",
        ])
        let run = try Stringsgen.run(["generate"], in: dir)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/Generated/macosx/LocalizedString+Localizable.swift"))
        #expect(FileManager.default.fileExists(atPath: dir + "/Generated/macosx/QuickLookPlugin/LocalizedString+Localizable.swift"))
    }

    /// A storyboard's strings for an object it no longer has (Hidden Bar's translations keep 497)
    /// are needed by no language; one for an object it has is asked with the text the comment
    /// quotes, not the object id.
    @Test func aStoryboardsDeletedObjectsAreNeededByNoLanguage() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">
              <scenes><scene sceneID="s1"><objects>
                <menuItem title="Quit" id="abc-12-xyz"/>
                <menuItem title="Open" id="def-34-uvw"/>
              </objects></scene></scenes>
            </document>
            """
        try expectLint([
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/fr.lproj/Main.strings": """
                /* Class = "NSMenuItem"; title = "Quit"; ObjectID = "abc-12-xyz"; */
                "abc-12-xyz.title" = "Quitter";
                /* Class = "NSMenuItem"; title = "Open"; ObjectID = "def-34-uvw"; */
                "def-34-uvw.title" = "Ouvrir";
                /* Class = "NSMenuItem"; title = "Old item"; ObjectID = "old-99-del"; */
                "old-99-del.title" = "Ancien élément";
                """,
            "App/de.lproj/Main.strings": "/* Class = \"NSMenuItem\"; title = \"Quit\"; ObjectID = \"abc-12-xyz\"; */\n\"abc-12-xyz.title\" = \"Beenden\";\n",
        ], says: ["[missing-translation] ‘def-34-uvw.title’ has no ‘de’ translation: translate “Open”"], never: ["old-99-del"])
    }

    /// A `.stringsdict` key's text is in its forms: a translator is asked for “%d chats
    /// unarchived”, not for the format key “%#@localized_format_key@” (Delta Chat's 177 such).
    @Test func aStringsdictKeyIsAskedForWithItsText() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>chat_unarchived</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@localized_format_key@</string>
            <key>localized_format_key</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d chat unarchived</string><key>other</key><string>%d chats unarchived</string>
            </dict></dict></dict></plist>
            """
        try expectLint([
            "App/en.lproj/Localizable.stringsdict": plist,
            "App/en.lproj/Localizable.strings": "\"ok\" = \"OK\";\n",
            "App/ta.lproj/Localizable.strings": "\"ok\" = \"சரி\";\n",
        ], says: ["‘chat_unarchived’ has no ‘ta’ translation: translate “%d chats unarchived”"])
    }

    /// The app's name as its `Info.plist` gives it (Delta Chat's, in no InfoPlist table) is a
    /// name every language keeps.
    @Test func theNameInfoPlistGivesIsNoWordToTranslate() throws {
        let plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>CFBundleDisplayName</key>\n\t<string>Delta Chat</string></dict></plist>\n"
        try expectLint([
            "deltachat-ios/Info.plist": plist,
            "deltachat-ios/en.lproj/Localizable.strings": "\"app_name\" = \"Delta Chat\";\n\"welcome\" = \"Welcome to Delta Chat\";\n",
            "deltachat-ios/de.lproj/Localizable.strings": "\"app_name\" = \"Delta Chat\";\n\"welcome\" = \"Welcome to Delta Chat\";\n",
        ], says: ["[unchanged-translation] ‘welcome’ in ‘de’"], never: ["‘app_name’"])
    }

    /// What Xcode writes into a `.strings` file when it imports plural units for a language
    /// without a `.stringsdict` (Mochi Diffusion's `"/%lld image(s):dict/images:dict/"`) is no
    /// key: nothing is said of it, and the key whose plural it was is still missing there.
    @Test func xcodesPluralImportLeftoversAreNoKeys() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>%lld image(s)</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@images@</string>
            <key>images</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%lld image</string><key>other</key><string>%lld images</string></dict>
            </dict></dict></plist>
            """
        try expectLint([
            "App/en.lproj/Localizable.stringsdict": plist,
            "App/en.lproj/Localizable.strings": "\"Hello\" = \"Hello\";\n",
            "App/de.lproj/Localizable.strings": """
                "/%lld image(s):dict/NSStringLocalizedFormatKey:dict/:string" = "%#@images@";
                "/%lld image(s):dict/images:dict/" = "%lld Bild";
                "Hello" = "Hallo";

                """,
        ], says: ["‘%lld image(s)’ has no ‘de’ translation"], never: [":dict/"])
    }

    /// A regional variant that ships only some tables (OpenEmu's `fr-CA.lproj/InfoPlist.strings`)
    /// is shown `fr`'s other tables, as a bundle looks them up: not missing there. A table it
    /// does have is still held to every key.
    @Test func aRegionalVariantIsRequiredOnlyInTheTablesItHas() throws {
        try expectLint([
            "App/en.lproj/Localizable.strings": "\"open\" = \"Open\";\n\"close\" = \"Close\";\n",
            "App/fr.lproj/Localizable.strings": "\"open\" = \"Ouvrir\";\n\"close\" = \"Fermer\";\n",
            "App/en.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scan codes\";\n\"NSMicrophoneUsageDescription\" = \"Record notes\";\n",
            "App/fr.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scanner des codes\";\n\"NSMicrophoneUsageDescription\" = \"Enregistrer des notes\";\n",
            "App/fr-CA.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Balayer des codes\";\n",
        ], says: ["‘NSMicrophoneUsageDescription’ has no ‘fr-CA’ translation"], never: ["‘open’ has no ‘fr-CA’"])
    }

    /// Resource folders side by side, each with its target's `Localizable` (Pizza Helper's two
    /// watch apps): each folder is a target, generated side by side, though neither holds code.
    @Test func resourceFoldersSideBySideAreTargetsOfTheirOwn() throws {
        let dir = try project([
            "App/Localizable.xcstrings": PerTargetTablesTests.catalog(["home": "Home"], translations: ["de"]),
            "App/App.swift": "// the app's code\n",
            "WatchApp/Localization-Watch-Pizza/Localizable.xcstrings": PerTargetTablesTests.catalog(["pizza": "Pizza"], translations: ["de"]),
            "WatchApp/Localization-Watch-Latte/Localizable.xcstrings": PerTargetTablesTests.catalog(["latte": "Latte"], translations: ["de"]),
        ])
        let run = try Stringsgen.run(["generate"], in: dir)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        for target in ["App", "WatchApp/Localization-Watch-Pizza", "WatchApp/Localization-Watch-Latte"] {
            #expect(FileManager.default.fileExists(atPath: dir + "/Generated/\(target)/LocalizedString+Localizable.swift"), "\(target)")
        }
    }

    /// Where targets have tables of one name, every table goes to its target's folder, so each
    /// folder declares the namespace once and each target compiles its own folder: the app's
    /// `Menu` beside its `Localizable`, and a table at the root beside a widget's.
    @Test func eachTargetsTablesShareItsFolder() throws {
        let dir = try project([
            "App/en.lproj/Localizable.strings": "\"home\" = \"Home\";\n",
            "App/en.lproj/Menu.strings": "\"quit\" = \"Quit\";\n",
            "Widget/en.lproj/Localizable.strings": "\"today\" = \"Today\";\n",
            "en.lproj/Extra.strings": "\"extra\" = \"Extra\";\n",
        ])
        let run = try Stringsgen.run(["generate"], in: dir)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let app = try FileManager.default.contentsOfDirectory(atPath: dir + "/Generated/App").filter { $0.hasSuffix(".swift") }.sorted()
        #expect(app == ["LocalizedString+Localizable.swift", "LocalizedString+Menu.swift"])
        #expect(FileManager.default.fileExists(atPath: dir + "/Generated/LocalizedString+Extra.swift"))
        for folder in ["Generated/App", "Generated/Widget", "Generated"] {
            let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/" + folder).filter { $0.hasSuffix(".swift") }
            let declaring = try files.filter { try String(contentsOfFile: dir + "/\(folder)/\($0)", encoding: .utf8).contains("enum LocalizedString {}") }
            #expect(declaring.count == 1, "\(folder): \(files)")
        }
    }

    /// A key only a translation has (Stats' Bengali “Not connected”, not in `en.lproj`) is asked
    /// of no other language, by lint and by the report alike.
    @Test func aKeyOnlyATranslationHasIsMissingNowhere() throws {
        let dir = try project([
            "en.lproj/Localizable.strings": "\"Capacity\" = \"Capacity\";\n",
            "ar.lproj/Localizable.strings": "\"Capacity\" = \"السعة\";\n",
            "bn.lproj/Localizable.strings": "\"Capacity\" = \"ক্ষমতা\";\n\"Not connected\" = \"সংযুক্ত নয়\";\n",
        ])
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.stderr == "stringsgen: no findings\n", "\(lint.stdout)")
        let keys = try Stringsgen.reportedKeys("ar", in: dir, options: ["--no-git"])
        #expect(keys["required"] as? Int == 1 && keys["translated"] as? Int == 1, "\(keys)")
    }

    /// A table in a plain folder of the app (btlb's `StringTables/Loans.xcstrings`) stays with the
    /// app's root tables in `Generated/`, though a package shares the root's table name: the app's
    /// files declare the namespace once.
    @Test func aPlainFolderOfTheAppStaysWithTheApp() throws {
        let dir = try project([
            "Localizable.xcstrings": PerTargetTablesTests.catalog(["home": "Home"], translations: ["de"]),
            "StringTables/Loans.xcstrings": PerTargetTablesTests.catalog(["loan": "Loan"], translations: ["de"]),
            "Packages/Accounts/Package.swift": "// swift-tools-version:5.9\n",
            "Packages/Accounts/Sources/Accounts/Resources/Localizable.xcstrings": PerTargetTablesTests.catalog(["account": "Account"], translations: ["de"]),
        ])
        let run = try Stringsgen.run(["generate"], in: dir)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let app = try FileManager.default.contentsOfDirectory(atPath: dir + "/Generated").filter { $0.hasSuffix(".swift") }.sorted()
        #expect(app == ["LocalizedString+Loans.swift", "LocalizedString+Localizable.swift"])
        let declaring = try app.filter { try String(contentsOfFile: dir + "/Generated/\($0)", encoding: .utf8).contains("enum LocalizedString {}") }
        #expect(declaring.count == 1)
        #expect(FileManager.default.fileExists(atPath: dir + "/Generated/Packages/Accounts/Sources/Accounts/LocalizedString+Localizable.swift"))
    }

    /// A table with no source-language file that one translation alone has is that language's
    /// own (godtools' `ru.lproj/ru-143.strings`: 3,658 errors in 62 other languages, each quoting
    /// a raw key); said once. Two translations of such a table are still held to each other.
    @Test func aTableOfOneTranslationAloneIsThatLanguagesOwn() throws {
        try expectLint([
            "App/en.lproj/Localizable.strings": "\"open\" = \"Open\";\n",
            "App/de.lproj/Localizable.strings": "\"open\" = \"Öffnen\";\n",
            "App/fr.lproj/Localizable.strings": "\"open\" = \"Ouvrir\";\n",
            "App/ru.lproj/ru-143.strings": "\"toolDetails.about.title\" = \"О программе\";\n",
            "App/de.lproj/Tips.strings": "\"tip.one\" = \"Tipp\";\n\"tip.two\" = \"Tipp 2\";\n",
            "App/fr.lproj/Tips.strings": "\"tip.one\" = \"Astuce\";\n",
        ], says: ["[missing-source-file] the table ‘ru-143’ has no ‘en’ file", "‘tip.two’ has no ‘fr’ translation"],
           never: ["‘toolDetails.about.title’ has no"])
    }

    /// A language of the target's InfoPlist alone is asked for none of its other tables
    /// (Habitica's `zh.lproj` and `cmn.lproj` beside `zh-Hans.lproj`: 2,794 errors); InfoPlist
    /// itself still is.
    @Test func aLanguageOfInfoPlistAloneIsNotAskedForTheInterface() throws {
        try expectLint([
            "App/Base.lproj/Main.strings": "\"message\" = \"Message\";\n",
            "App/zh-Hans.lproj/Main.strings": "\"message\" = \"消息\";\n",
            "App/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Habitica\";\n\"NSCameraUsageDescription\" = \"Scan a QR code\";\n",
            "App/zh-Hans.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"扫描二维码\";\n",
            "App/zh.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Habitica\";\n",
        ], says: ["‘NSCameraUsageDescription’ has no ‘zh’ translation"], never: ["‘message’ has no ‘zh’"])
    }

    /// With the Xcode project in a folder below the root (Clocker's `Clocker/Clocker.xcodeproj`),
    /// each folder in that one is a target, wherever lint runs from: a helper app is not asked
    /// for the app's languages (2,751 errors from the repository's root, none from `Clocker/`).
    /// A resource bundle is a target of its own (a vendored `iVersion.bundle`).
    @Test func targetsAreTheFoldersOfTheXcodeProjectsFolder() throws {
        let dir = try project([
            "Clocker/Clocker.xcodeproj/project.pbxproj": "{\n\tdevelopmentRegion = en;\n}\n",
            "Clocker/App/en.lproj/Localizable.strings": "\"open\" = \"Open\";\n",
            "Clocker/App/fr.lproj/Localizable.strings": "\"open\" = \"Ouvrir\";\n",
            "Clocker/App/ar.lproj/Localizable.strings": "\"open\" = \"فتح\";\n",
            "Clocker/Helper/en.lproj/Menu.strings": "\"quit\" = \"Quit\";\n",
            "Clocker/Helper/de.lproj/Menu.strings": "\"quit\" = \"Beenden\";\n",
            "Clocker/Deps/iVersion.bundle/en.lproj/Localizable.strings": "\"later\" = \"Later\";\n",
            "Clocker/Deps/iVersion.bundle/ja.lproj/Localizable.strings": "\"later\" = \"後で\";\n",
            "Clocker/Deps/Other.bundle/en.lproj/Other.strings": "\"now\" = \"Now\";\n",
            "Clocker/Deps/Other.bundle/sk.lproj/Other.strings": "\"now\" = \"Teraz\";\n",
        ])
        for folder in [dir, dir + "/Clocker"] {
            let lint = try Stringsgen.run(["lint"], in: folder)
            #expect(lint.status == 0 && lint.stderr == "stringsgen: no findings\n", "\(folder): \(lint.stdout)")
        }
    }

    /// `.lproj` tables compiled from the catalog beside them and checked in for SwiftPM (Kaset)
    /// are its output, not a second table: `generate` refused the app and every finding was
    /// made twice. A table of the catalog's name with text of its own still collides.
    @Test func aCatalogsCompiledCopyIsNoTable() throws {
        let catalog = PerTargetTablesTests.catalog(["home": "Home", "Loading...": "Loading..."], translations: ["de"])
        let dir = try project([
            "Package.swift": "// swift-tools-version:5.9\n",
            "Sources/App/Resources/Localizable.xcstrings": catalog,
            // xcstringstool leaves out of the source language a key that is its own text.
            "Sources/App/Resources/en.lproj/Localizable.strings": "\"home\" = \"Home\";\n",
            "Sources/App/Resources/de.lproj/Localizable.strings": "\"home\" = \"Home (de)\";\n\"Loading...\" = \"Loading... (de)\";\n",
        ])
        let generate = try Stringsgen.run(["generate"], in: dir)
        #expect(generate.status == 0, "\(generate.stderr)")
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(!lint.stdout.contains("en.lproj") && !lint.stdout.contains("de.lproj"), "\(lint.stdout)")
        // A file of no keys beside it adds nothing either (Boxer's “No Localized Strings”).
        for locale in ["en", "de"] {
            try "/* No Localized Strings */\n".write(toFile: dir + "/Sources/App/Resources/\(locale).lproj/Localizable.strings", atomically: true, encoding: .utf8)
        }
        #expect(try Stringsgen.run(["generate"], in: dir).status == 0)
        try "\"home\" = \"Start\";\n".write(toFile: dir + "/Sources/App/Resources/de.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        #expect(try Stringsgen.run(["generate"], in: dir).status == 2)
    }

    /// A table with no source file: an identifier is quoted by a translation's text, never as
    /// the text to translate (GenshinPizzaHelper's “translate “87WYHP””); an InfoPlist's
    /// bundle names are asked of no language, nor a key every language leaves empty (Winston).
    @Test func aKeyWithoutSourceIsQuotedByItsText() throws {
        try expectLint([
            "App/en.lproj/Localizable.strings": "\"open\" = \"Open\";\n",
            "App/fr.lproj/Localizable.strings": "\"open\" = \"Ouvrir\";\n",
            "App/de.lproj/Localizable.strings": "\"open\" = \"Öffnen\";\n",
            "App/de.lproj/Intents.strings": "\"87WYHP\" = \"Widget-Konfiguration\";\n\"3xS9bp\" = \"Farbe\";\n",
            "App/fr.lproj/Intents.strings": "\"3xS9bp\" = \"Couleur\";\n",
            "Ext/de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Winston Everywhere\";\n\"NSHumanReadableCopyright\" = \"\";\n",
            "Ext/it.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Winston Everywhere\";\n\"NSHumanReadableCopyright\" = \"\";\n",
            "Ext/fr.lproj/InfoPlist.strings": "\"NSHumanReadableCopyright\" = \"\";\n",
        ], says: ["‘87WYHP’ has no ‘fr’ translation: translate its ‘de’ text “Widget-Konfiguration”"],
           never: ["translate “87WYHP”", "CFBundleDisplayName", "NSHumanReadableCopyright"])
    }

    /// `.lproj` tables a migration to the catalog beside them left behind, which the Xcode
    /// project does not name (fsnotes): no build copies them, so they are not read; where the
    /// project names them, they still collide.
    @Test func aLeftoverOfTheMigrationToACatalogIsNoTable() throws {
        let pbxproj = Stringsgen.xcodeProject(files: ["Localizable.xcstrings"])
        let dir = try project([
            "App.xcodeproj/project.pbxproj": pbxproj,
            "App/Localizable.xcstrings": PerTargetTablesTests.catalog(["home": "Home"], translations: ["de"]),
            "App/fr.lproj/Localizable.strings": "\"old.title\" = \"Ancien\";\n",
        ])
        let generate = try Stringsgen.run(["generate"], in: dir)
        #expect(generate.status == 0, "\(generate.stderr)")
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(!lint.stdout.contains("fr.lproj") && !lint.stdout.contains("old.title"), "\(lint.stdout)")
        // Damaged, it stops nothing (Photo Club Hub's leftover `nl.lproj` table, a quote missing:
        // every command had exited 2).
        try "\"old.title\" = \"Ancien;\n".write(toFile: dir + "/App/fr.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        for command in [["lint"], ["generate"], ["report"], ["export"]] {
            let run = try Stringsgen.run(command, in: dir)
            #expect(run.status == 0 && !run.stdout.contains("fr.lproj"), "\(command): \(run.stdout)\(run.stderr)")
        }
        try (pbxproj + "/* fr */ path = fr.lproj/Localizable.strings;\n").write(toFile: dir + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        #expect(try Stringsgen.run(["generate"], in: dir).status == 2)
    }

    /// A storyboard's catalog is in `mul.lproj` (OpenInTerminal's `mul.lproj/Preferences.xcstrings`):
    /// the `<locale>.lproj/Preferences.strings` its migration left beside it are no table either
    /// (45 of the app's 83 errors asked French for keys the catalog translates).
    @Test func aLeftoverBesideANibsCatalogInMulLprojIsNoTable() throws {
        func unit(_ value: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"# }
        let catalog = #"{"sourceLanguage":"en","strings":{"#
            + #""CP0-Xv-uYl.title":{"localizations":{"en":\#(unit("Icon Type:")),"fr":\#(unit("Type d’icône :"))}},"#
            + #""Cp7-6g-ngj.title":{"localizations":{"en":\#(unit("Cancel")),"fr":\#(unit("Annuler"))}}},"version":"1.0"}"#
        let dir = try project([
            "App.xcodeproj/project.pbxproj": Stringsgen.xcodeProject(files: ["mul.lproj/Preferences.xcstrings"]),
            "App/Base.lproj/Preferences.storyboard": "<document><objects><textFieldCell id=\"CP0-Xv-uYl\"/><buttonCell id=\"Cp7-6g-ngj\"/></objects></document>",
            "App/mul.lproj/Preferences.xcstrings": catalog,
            "App/en.lproj/Preferences.strings": "\"CP0-Xv-uYl.title\" = \"Icon Type:\";\n\"Cp7-6g-ngj.title\" = \"Cancel\";\n",
            "App/fr.lproj/Preferences.strings": "\"Cp7-6g-ngj.title\" = \"Annuler\";\n",
        ])
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.status == 0 && !lint.stdout.contains("Preferences.strings"), "\(lint.stdout)")
    }

    /// An `NSPredicateEditor`'s formatting strings are AppKit's, never formatted nor looked up by
    /// code (Vienna's `Predicates.strings`: 110 false `invalid-format-specifier` errors, and its
    /// translations replaced by English in the generated resources).
    @Test func aPredicateEditorsStringsAreNoFormat() throws {
        let dir = try project([
            "App/Base.lproj/Predicates.strings": "\"%[Author,Subject]@ %[contains,is]@ %@\" = \"%[Author,Subject]@ %[contains,is]@ %@\";\n\"%1$[Date]@ %2$[is,is before]@ %3$@\" = \"%1$[Date]@ %2$[is,is before]@ %3$@\";\n",
            "App/de.lproj/Predicates.strings": "\"%[Author,Subject]@ %[contains,is]@ %@\" = \"%[Autor,Betreff]@ %[enthält,ist]@ %@\";\n\"%1$[Date]@ %2$[is,is before]@ %3$@\" = \"%1$[Datum]@ %2$[ist,ist vor]@ %3$@\";\n",
        ])
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(!lint.stdout.contains("invalid-format-specifier"), "\(lint.stdout)")
        let generate = try Stringsgen.run(["generate"], in: dir)
        #expect(generate.status == 0 && generate.stderr.contains("1 table of a predicate editor gets no accessors"), "\(generate.stderr)")
    }
}
