import Foundation
import Testing

/// Legacy `.lproj` projects as real apps lay them out, run as a user runs them.
@Suite struct LegacyProjectTests {
    /// Writes `files` (path → contents) into a new project folder.
    func project(_ files: [String: String]) throws -> String {
        let dir = try Stringsgen.scratchProject()
        for (path, contents) in files {
            let full = dir + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try contents.write(toFile: full, atomically: true, encoding: .utf8)
        }
        return dir
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
}
