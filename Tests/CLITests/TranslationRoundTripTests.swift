import Foundation
import Testing

/// The translator's round trip as its users run it: `export`, a translator's edits, `lint` of
/// the returned XLIFF, `import`.
@Suite(.removesScratchFolders) struct TranslationRoundTripTests {
    static let xliffFixtures = Stringsgen.repositoryRoot + "/Tests/StringsgenFormatsTests/XLIFF/Fixtures"

    /// A scratch copy of the repository's own project (Strings/, Locales/, stringsgen.json).
    static func defaultProject() throws -> String {
        let dir = try Stringsgen.scratchProject()
        for item in ["Strings", "Locales", "stringsgen.json"] {
            try FileManager.default.copyItem(atPath: Stringsgen.repositoryRoot + "/" + item, toPath: dir + "/" + item)
        }
        return dir
    }

    static func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }
    static func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }
    static func write(_ text: String, _ path: String) throws { try text.write(toFile: path, atomically: true, encoding: .utf8) }

    /// Gives every unit of the XLIFF at `path` that has no target one: `<prefix> <source text>`,
    /// translated, as a translator returning a file in full would.
    static func translateEveryUnit(_ path: String, prefix: String) throws {
        var lines = try read(path).components(separatedBy: "\n")
        var i = 0
        while i < lines.count {
            if lines[i].hasPrefix("        <source>"), i + 1 < lines.count, !lines[i + 1].hasPrefix("        <target") {
                let text = lines[i].dropFirst("        <source>".count).dropLast("</source>".count)
                lines.insert("        <target state=\"translated\">\(prefix) \(text)</target>", at: i + 1)
            }
            i += 1
        }
        try write(lines.joined(separator: "\n"), path)
    }

    /// The 1-based line of the first line of `text` that contains `needle`.
    static func line(of needle: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }

    /// A value XML cannot carry (Feather's Czech U+0001) keeps its locale's file from being
    /// written, not every locale's: the others are written, the one is named, exit 2.
    @Test func aLocaleThatCannotBeWrittenHoldsBackOnlyItself() throws {
        let dir = try Stringsgen.scratchProject()
        try FileManager.default.createDirectory(atPath: dir + "/Strings", withIntermediateDirectories: true)
        try Stringsgen.catalog([
            ("Looks like you have a pairing file!", ["en": "Looks like you have a pairing file!", "cs": "Vypad\\u0001á to", "de": "Sieht aus"]),
        ]).write(toFile: dir + "/Strings/Localizable.xcstrings", atomically: true, encoding: .utf8)
        let export = try Stringsgen.run(["export"], in: dir)
        #expect(export.status == 2, "\(export.stdout)\(export.stderr)")
        #expect(export.stdout.contains("wrote Translations/de.xliff"), "\(export.stdout)")
        #expect(export.stderr.contains("control character U+0001 cannot be written to XLIFF"), "\(export.stderr)")
        // At the Czech value, named by key and language (LuLu's Polish was said at the English line).
        let catalog = try String(contentsOfFile: dir + "/Strings/Localizable.xcstrings", encoding: .utf8)
        let czech = try #require(Self.line(of: "Vypad", in: catalog))
        #expect(export.stderr.contains("Strings/Localizable.xcstrings:\(czech):"), "\(export.stderr)")
        #expect(export.stderr.contains("‘Looks like you have a pairing file!’ in ‘cs’: control character"), "\(export.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/Translations/de.xliff"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/Translations/cs.xliff"))
    }

    @Test func exportThenImportWithoutEditsIsByteIdentical() throws {
        let dir = try Self.defaultProject()
        let catalog = dir + "/Strings/Onboarding.xcstrings"
        let before = try Self.bytes(catalog)
        let export = try Stringsgen.run(["export"], in: dir)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.contains("wrote Translations/ru.xliff: 99 unit(s) for ru"))
        #expect(export.stdout.contains("stringsgen: 6 XLIFF file(s) exported"))
        let files = ["ar", "de", "es", "fr", "ja", "ru"].map { "Translations/\($0).xliff" }
        let result = try Stringsgen.run(["import"] + files, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("stringsgen: 0 updated, 0 added, 554 unchanged, 0 held back, 0 without a target, 0 matching no key"))
        #expect(try Self.bytes(catalog) == before)
        for file in files {
            let lint = try Stringsgen.run(["lint", file], in: dir)
            #expect(lint.status == 0 && lint.stdout.isEmpty, "\(file): \(lint.stdout)")
        }
    }

    /// The empty key, which Xcode extracts from `Text("")` and many real catalogs hold (Cork,
    /// boring.notch, CubeTime, Easydict, VoiceInk): `export` writes it as `id=""`, and `import`
    /// reads that unit back as that key, so the round trip leaves the catalog as it was; and
    /// with nothing to translate, it counts in no locale's coverage.
    @Test func theEmptyKeyMakesTheRoundTrip() throws {
        let dir = try Stringsgen.scratchProject()
        try FileManager.default.createDirectory(atPath: dir + "/Strings", withIntermediateDirectories: true)
        let catalog = dir + "/Strings/Localizable.xcstrings"
        try Self.write("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "" : {

                },
                "Hello" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Hallo"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """, catalog)
        let before = try Self.bytes(catalog)
        #expect(try Stringsgen.run(["export"], in: dir).status == 0)
        let xliff = try Self.read(dir + "/Translations/de.xliff")
        #expect(xliff.contains("<trans-unit id=\"\" xml:space=\"preserve\">"))
        let result = try Stringsgen.run(["import", "Translations/de.xliff"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("0 updated, 0 added, 1 unchanged, 0 held back, 1 without a target, 0 matching no key"), "\(result.stdout)")
        #expect(try Self.bytes(catalog) == before)
        // Nothing to translate, so not missing: `report` agrees with `lint`.
        #expect(try Stringsgen.run(["lint"], in: dir).status == 0)
        let report = try Stringsgen.run(["report"], in: dir)
        #expect(report.stdout.contains("| ✅ de | shipping | 100.0% (1/1) |"), "\(report.stdout)")
    }

    /// A catalog that was not in Xcode's layout is written in it by the import, which says so;
    /// one that was is not said to be.
    @Test func anImportIntoACatalogOutOfXcodesLayoutSaysItReformatsIt() throws {
        let dir = try Self.defaultProject()
        let catalog = dir + "/Strings/Onboarding.xcstrings"
        #expect(try Stringsgen.run(["export"], in: dir).status == 0)
        // One German target changed.
        let xliff = try Self.read(dir + "/Translations/de.xliff")
        let target = try #require(xliff.range(of: "<target state=\"translated\">"))
        try Self.write(xliff.replacingCharacters(in: target, with: "<target state=\"translated\">Neu: "), dir + "/Translations/de.xliff")
        let warning = "Strings/Onboarding.xcstrings: warning: the catalog was not in Xcode's layout"
        let laidOut = try Stringsgen.run(["import", "--dry-run", "Translations/de.xliff"], in: dir)
        #expect(laidOut.status == 0 && !laidOut.stderr.contains(warning), "\(laidOut.stderr)")
        // Xcode indents with two spaces; four is the same JSON in another layout.
        try Self.write(try Self.read(catalog).replacingOccurrences(of: "\n  ", with: "\n    "), catalog)
        let result = try Stringsgen.run(["import", "Translations/de.xliff"], in: dir)
        #expect(result.status == 0 && result.stdout.contains("1 updated"), "\(result.stdout)")
        #expect(result.stderr.contains(warning), "\(result.stderr)")
        #expect(try Stringsgen.run(["format", "--check"], in: dir).status == 0, "written in Xcode's layout")
    }

    /// The issue's "done when", on the default project with one Russian plural form taken
    /// out: the translator adds the form and breaks a placeholder elsewhere; lint shows exactly
    /// the broken placeholder at the XLIFF's line; import refuses it and writes nothing; fixed,
    /// it imports, and the catalog changes only in that unit (it is the original file again).
    @Test func translatorFixesAPluralAndBreaksAPlaceholder() throws {
        let dir = try Self.defaultProject()
        let catalog = dir + "/Strings/Onboarding.xcstrings"
        let complete = try Self.read(catalog)
        let fewForm = """
                          "few" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "Серия: %lld дня"
                            }
                          },

            """
        #expect(complete.components(separatedBy: fewForm).count == 2)
        try Self.write(complete.replacingOccurrences(of: fewForm, with: ""), catalog)
        #expect(try Stringsgen.run(["export", "--locale", "ru"], in: dir).status == 0)
        let xliffPath = dir + "/Translations/ru.xliff"
        var xliff = try Self.read(xliffPath)
        let few = """
                  <trans-unit id="onboarding.streak_days|==|plural.few" xml:space="preserve">
                    <source>%lld-day streak</source>

            """
        #expect(xliff.contains(few))
        xliff = xliff.replacingOccurrences(of: few, with: few + "        <target state=\"translated\">Серия: %lld дня</target>\n")
        let placeholder = "<target state=\"translated\">Активные часы: %1$@–%2$@</target>"
        #expect(xliff.contains(placeholder))
        xliff = xliff.replacingOccurrences(of: placeholder, with: "<target state=\"translated\">Активные часы: –%2$@</target>")
        try Self.write(xliff, xliffPath)
        let brokenLine = try #require(Self.line(of: "Активные часы: –%2$@</target>", in: xliff))

        let lint = try Stringsgen.run(["lint", "Translations/ru.xliff"], in: dir)
        #expect(lint.status == 1)
        #expect(lint.stdout == "Translations/ru.xliff:\(brokenLine):9: error: [placeholder-mismatch] ‘onboarding.active_hours’ in ‘ru’ (“Активные часы: –%2$@”) is missing the start time, `%1$@`: String(format:) reads the values in order, so the values after it would be shown from the wrong place (and the app can crash where their types differ); add it back\n")

        // Issue 26: the good unit (the `few` form) is imported, the broken one held back and
        // returned in ru.rejected.xliff with what to fix; exit 1.
        let partial = try Stringsgen.run(["import", "Translations/ru.xliff"], in: dir)
        #expect(partial.status == 1)
        #expect(partial.stderr.contains("Translations/ru.xliff:\(brokenLine):9: error: [placeholder-mismatch]"), "\(partial.stderr)")
        #expect(partial.stdout.contains("0 updated, 1 added, 97 unchanged, 1 held back, 0 without a target, 0 matching no key"), "\(partial.stdout)")
        #expect(partial.stdout.contains("wrote Translations/ru.rejected.xliff: the 1 unit(s) held back (1 placeholder-mismatch), each with what to fix"), "\(partial.stdout)")
        #expect(try Self.read(catalog) == complete)
        let rejectedPath = dir + "/Translations/ru.rejected.xliff"
        let rejected = try Self.read(rejectedPath)
        #expect(rejected.contains(#"<trans-unit id="onboarding.active_hours" xml:space="preserve">"#))
        #expect(rejected.contains("<note>stringsgen: not imported: ‘onboarding.active_hours’ in ‘ru’ (“Активные часы: –%2$@”) is missing the start time, `%1$@`"), "\(rejected)")
        #expect(!rejected.contains("streak_days"))
        // The translator fixes the one unit and returns just that file.
        try Self.write(rejected.replacingOccurrences(of: "Активные часы: –%2$@</target>", with: "Активные часы: %1$@–%2$@</target>"), rejectedPath)
        let returned = try Stringsgen.run(["import", "Translations/ru.rejected.xliff"], in: dir)
        #expect(returned.status == 0, "\(returned.stderr)")
        #expect(returned.stdout.contains("0 updated, 0 added, 1 unchanged, 0 held back"), "\(returned.stdout)")

        try Self.write(xliff.replacingOccurrences(of: "Активные часы: –%2$@</target>", with: "Активные часы: %1$@–%2$@</target>"), xliffPath)
        let clean = try Stringsgen.run(["lint", "Translations/ru.xliff"], in: dir)
        #expect(clean.status == 0 && clean.stdout.isEmpty)
        let imported = try Stringsgen.run(["import", "--dry-run", "Translations/ru.xliff"], in: dir)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("would import: 0 updated, 0 added, 99 unchanged, 0 held back, 0 without a target, 0 matching no key"), "\(imported.stdout)")
        #expect(try Self.read(catalog) == complete)
    }

    /// Every kind of unit imported into languages that had none of it: substitutions, device
    /// and plural variations are created as the source has them, in the catalog's order and
    /// Xcode's layout, and a second round trip changes nothing.
    @Test func fullTranslationCreatesTheSourcesStructure() throws {
        let dir = try Stringsgen.scratchProject(copying: "TranslatorProject")
        #expect(try Stringsgen.run(["export", "--locale", "ru"], in: dir).status == 0)
        try Self.translateEveryUnit(dir + "/Translations/ru.xliff", prefix: "RU")
        let imported = try Stringsgen.run(["import", "Translations/ru.xliff"], in: dir)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("0 updated, 23 added, 4 unchanged, 0 held back, 0 without a target"), "\(imported.stdout)")
        let lint = try Stringsgen.run(["lint", "--locale", "ru"], in: dir)
        #expect(!lint.stdout.contains("missing-translation") && !lint.stdout.contains("plural-missing-category"), "\(lint.stdout)")
        #expect(try Stringsgen.run(["format", "--check"], in: dir).status == 0)
        let catalog = try Self.read(dir + "/Strings/App.xcstrings")
        #expect(catalog.contains("\"value\" : \"RU %arg files\""))
        #expect(catalog.contains("\"value\" : \"RU %#@files@ in %#@folders@\""))
        let before = try Self.bytes(dir + "/Strings/App.xcstrings")
        #expect(try Stringsgen.run(["export", "--locale", "ru"], in: dir).status == 0)
        let again = try Stringsgen.run(["import", "Translations/ru.xliff"], in: dir)
        #expect(again.stdout.contains("0 updated, 0 added, 27 unchanged"), "\(again.stdout)")
        #expect(try Self.bytes(dir + "/Strings/App.xcstrings") == before)
    }

    @Test func onlyMissingExportsWhatNeedsWork() throws {
        let dir = try Stringsgen.scratchProject(copying: "TranslatorProject")
        let result = try Stringsgen.run(["export", "--only-missing", "--locale", "de", "--locale", "ja"], in: dir)
        #expect(result.status == 0)
        let de = try Self.read(dir + "/Translations/de.xliff")
        #expect(de.components(separatedBy: "<trans-unit ").count - 1 == 1)
        #expect(de.contains(#"<target state="new">Jeden Tag ein bisschen mehr Bewegung.</target>"#))
        let ja = try Self.read(dir + "/Translations/ja.xliff")
        #expect(ja.contains(#"<target state="needs-review-translation">こんにちは、%@！</target>"#))
        #expect(!ja.contains(#"id="Cancel""#))
        #expect(!ja.contains(#"id="StandFit""#))
        #expect(ja.contains("<note>Greeting with the user's first name. Max 24 characters.</note>"))
    }

    /// A translated unit that lint finds an error in needs work too: GapsProject's German has a
    /// lost placeholder (`app.greeting`) and an overlong text (`app.welcome_subtitle`), both
    /// marked translated; both are exported, and nothing else of German.
    @Test func onlyMissingExportsTranslationsWithErrors() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        let result = try Stringsgen.run(["export", "--only-missing", "--locale", "de"], in: dir)
        #expect(result.stdout.hasPrefix("wrote Translations/de.xliff: 2 unit(s) for de\n"), "\(result.stdout)")
        let de = try Self.read(dir + "/Translations/de.xliff")
        #expect(de.contains(#"<trans-unit id="app.greeting" xml:space="preserve">"#))
        #expect(de.contains(#"<trans-unit id="app.welcome_subtitle" xml:space="preserve">"#))
    }

    /// xmllint is on PATH, or this is CI, where the schema check must run (and fail if it cannot).
    static let canValidate: Bool = {
        let environment = ProcessInfo.processInfo.environment
        if environment["CI"] != nil { return true }
        return (environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/xmllint")
        }
    }()

    /// The exported files are valid against the OASIS XLIFF 1.2 strict schema (`xmllint`, from
    /// `tools/install-deps`), and Xcode's own export fails it (its `build-num`), so the check
    /// is real.
    @Test(.enabled(if: Self.canValidate, "xmllint (Debian's libxml2-utils) is not installed; tools/install-deps installs it"))
    func exportIsValidXLIFF12() throws {
        let dir = try Stringsgen.scratchProject(copying: "TranslatorProject")
        try FileManager.default.copyItem(atPath: Stringsgen.repositoryRoot + "/Strings/Onboarding.xcstrings", toPath: dir + "/Strings/Onboarding.xcstrings")
        #expect(try Stringsgen.run(["export", "--locale", "ru", "--locale", "ja", "--locale", "de"], in: dir).status == 0)
        let schema = Self.xliffFixtures + "/Schema"
        func validate(_ file: String) throws -> (Int32, String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["xmllint", "--nonet", "--noout", "--schema", schema + "/xliff-core-1.2-strict.xsd", file]
            process.environment = ["XML_CATALOG_FILES": schema + "/catalog.xml", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]
            let err = Pipe()
            process.standardError = err
            process.standardOutput = Pipe()
            try process.run()
            let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, text)
        }
        for locale in ["ru", "ja", "de"] {
            let (status, output) = try validate(dir + "/Translations/\(locale).xliff")
            #expect(status == 0, "\(output)")
            #expect(output.contains("validates"), "\(output)")
        }
        let (status, output) = try validate(Self.xliffFixtures + "/FocusiOS_ru.xliff")
        #expect(status != 0 && output.contains("build-num"), "\(output)")
    }

    /// Xcode's real exports are read and linted without a parse error or a crash.
    @Test(arguments: ["ar", "ja", "ru"])
    func lintsXcodeExports(_ locale: String) throws {
        let dir = try Stringsgen.scratchProject()
        let result = try Stringsgen.run(["lint", Self.xliffFixtures + "/FocusiOS_\(locale).xliff"], in: dir)
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        #expect(!result.stderr.contains(": error: expected"), "\(result.stderr)")
        for line in result.stdout.split(separator: "\n") {
            #expect(line.contains("FocusiOS_\(locale).xliff:") && line.contains("in ‘\(locale)’") || line.contains("no ‘\(locale)’ translation"), "\(line)")
        }
    }

    @Test func arabicExportHasThreeUntranslatedUnits() throws {
        let dir = try Stringsgen.scratchProject()
        let result = try Stringsgen.run(["lint", Self.xliffFixtures + "/FocusiOS_ar.xliff"], in: dir)
        #expect(result.status == 1)
        let ids = ["Settings.detailTextRollouts", "Settings.detailTextSendUsageData.v2", "Settings.detailTextStudies.v2"]
        #expect(result.stdout.split(separator: "\n").count == 3)
        for id in ids { #expect(result.stdout.contains("[missing-translation] ‘\(id)’ has no ‘ar’ translation")) }
    }

    struct BadCase: CustomTestStringConvertible, Sendable {
        var name: String
        var edit: @Sendable (String) -> String
        var expected: String
        var testDescription: String { name }
    }

    static let badCases: [BadCase] = [
        BadCase(name: "malformed XML", edit: { $0.replacingOccurrences(of: "</source>", with: "</sorce>") },
                expected: "Translations/ru.xliff:9:23: error: expected </source> (opened on line 9), found </sorce>"),
        BadCase(name: "wrong version", edit: { $0.replacingOccurrences(of: "version=\"1.2\"", with: "version=\"2.0\"") },
                expected: "Translations/ru.xliff:2:1: error: expected version=\"1.2\" on <xliff>"),
        BadCase(name: "source language of another catalog", edit: { $0.replacingOccurrences(of: "source-language=\"en\"", with: "source-language=\"fr\"") },
                expected: "Translations/ru.xliff:3:3: error: source-language \"fr\" does not match the catalog's sourceLanguage \"en\""),
        BadCase(name: "target language is the source", edit: { $0.replacingOccurrences(of: "target-language=\"ru\"", with: "target-language=\"en\"") },
                expected: "Translations/ru.xliff:3:3: error: target-language \"en\" is the catalog's source language"),
        BadCase(name: "unit without source", edit: { $0.replacingOccurrences(of: "        <source>Cancel</source>\n", with: "") },
                expected: "Translations/ru.xliff:8:7: error: expected a <source> in <trans-unit id=\"Cancel\">"),
        BadCase(name: "DTD", edit: { $0.replacingOccurrences(of: "?>\n", with: "?>\n<!DOCTYPE xliff [<!ENTITY a \"b\">]>\n") },
                expected: "Translations/ru.xliff:2:1: error: a document type declaration (<!DOCTYPE) is refused"),
        BadCase(name: "target language that is no locale", edit: { $0.replacingOccurrences(of: "target-language=\"ru\"", with: "target-language=\"../evil\"") },
                expected: "Translations/ru.xliff:3:3: error: target-language \"../evil\" is not a locale identifier"),
        BadCase(name: "unknown catalog", edit: { $0.replacingOccurrences(of: "Strings/App.xcstrings", with: "Strings/Other.xcstrings") },
                expected: "Translations/ru.xliff:3:3: error: <file original=\"Strings/Other.xcstrings\"> matches no String Catalog of the project (Strings/App.xcstrings)"),
    ]

    /// Bad input: a located error, exit 2, and the catalog untouched, even with a good file
    /// before it on the command line.
    @Test(arguments: badCases)
    func badInputLeavesTheCatalogUntouched(_ c: BadCase) throws {
        let dir = try Stringsgen.scratchProject(copying: "TranslatorProject")
        let catalog = dir + "/Strings/App.xcstrings"
        #expect(try Stringsgen.run(["export", "--locale", "ru", "--locale", "de"], in: dir).status == 0)
        var good = try Self.read(dir + "/Translations/de.xliff")
        good = good.replacingOccurrences(of: "<target state=\"new\">Jeden Tag", with: "<target state=\"translated\">Jeden Tag")
        try Self.write(good, dir + "/Translations/de.xliff")
        let before = try Self.bytes(catalog)
        try Self.write(c.edit(try Self.read(dir + "/Translations/ru.xliff")), dir + "/Translations/ru.xliff")
        let result = try Stringsgen.run(["import", "Translations/de.xliff", "Translations/ru.xliff"], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(c.expected), "\(result.stderr)")
        #expect(try Self.bytes(catalog) == before)
    }

    /// A target written for a source the catalog has changed since export is imported for
    /// review, with a warning; a language new to the project is imported and said.
    @Test func aChangedSourceIsImportedForReviewAndANewLanguageIsSaid() throws {
        let dir = try Stringsgen.scratchProject(copying: "TranslatorProject")
        #expect(try Stringsgen.run(["export", "--locale", "de"], in: dir).status == 0)
        let path = dir + "/Translations/de.xliff"
        let exported = try Self.read(path)
        // A substitution form whose translation has its own formatSpecifier ("d"): its source did
        // not change, and is compared as exported (with the source's `%1$lld`), so no warning.
        try Self.write(exported.replacingOccurrences(of: ">Hallo, %@!<", with: ">Hallo %@!<")
            .replacingOccurrences(of: ">%1$lld Datei<", with: ">%1$lld Dokument<"), path)
        let catalog = dir + "/Strings/App.xcstrings"
        try Self.write(try Self.read(catalog).replacingOccurrences(of: "\"value\" : \"Hello, %@!\"", with: "\"value\" : \"Welcome back, %@!\""), catalog)
        let result = try Stringsgen.run(["import", "Translations/de.xliff"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: unit \"app.greeting\" was translated from “Hello, %@!”, which the catalog now says as “Welcome back, %@!”: imported as needs_review"), "\(result.stderr)")
        #expect(!result.stderr.contains("app.files_in_folder"), "\(result.stderr)")
        let imported = try Self.read(catalog)
        #expect(imported.contains("\"state\" : \"needs_review\",\n            \"value\" : \"Hallo %@!\""), "\(imported)")
        #expect(imported.contains("\"state\" : \"translated\",\n                      \"value\" : \"%arg Dokument\""), "\(imported)")

        // An empty target marked new is a unit not done yet, not an empty translation to hold back.
        try Self.write(exported.replacingOccurrences(of: "<target state=\"translated\">Abbrechen</target>", with: "<target state=\"new\"/>"), path)
        let untranslated = try Stringsgen.run(["import", "Translations/de.xliff"], in: dir)
        #expect(untranslated.status == 0, "\(untranslated.stderr)")
        #expect(untranslated.stdout.contains("0 held back"), "\(untranslated.stdout)")
        #expect(try Self.read(catalog).contains("\"value\" : \"Abbrechen\""))

        // Croatian, which the project does not have.
        try Self.write(exported.replacingOccurrences(of: "target-language=\"de\"", with: "target-language=\"hr\""), dir + "/Translations/hr.xliff")
        let croatian = try Stringsgen.run(["import", "Translations/hr.xliff"], in: dir)
        #expect(croatian.status == 0 || croatian.status == 1, "\(croatian.stderr)")
        #expect(croatian.stdout.contains("note: added the language hr, new to the project, with "), "\(croatian.stdout)")
    }

    /// Each file is read and merged on its own: the error said is still the one of reading every
    /// file first (a refused language in the second file before a catalog the first names that
    /// the project lacks), and nothing is written.
    @Test func anErrorOfAnEarlierStepWinsWhateverTheFileOrder() throws {
        let dir = try Stringsgen.scratchProject(copying: "TranslatorProject")
        let catalog = dir + "/Strings/App.xcstrings"
        #expect(try Stringsgen.run(["export", "--locale", "ru", "--locale", "de"], in: dir).status == 0)
        let before = try Self.bytes(catalog)
        try Self.write(try Self.read(dir + "/Translations/de.xliff").replacingOccurrences(of: "Strings/App.xcstrings", with: "Strings/Other.xcstrings"), dir + "/Translations/de.xliff")
        try Self.write(try Self.read(dir + "/Translations/ru.xliff").replacingOccurrences(of: "target-language=\"ru\"", with: "target-language=\"../evil\""), dir + "/Translations/ru.xliff")
        let result = try Stringsgen.run(["import", "Translations/de.xliff", "Translations/ru.xliff"], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Translations/ru.xliff:3:3: error: target-language \"../evil\" is not a locale identifier"), "\(result.stderr)")
        #expect(try Self.bytes(catalog) == before)
    }

    /// Two files for one language are merged one after the other: the later file's unit wins,
    /// and each counts as an update.
    @Test func twoFilesOfOneLanguageImportInOrder() throws {
        let dir = try Stringsgen.scratchProject(copying: "TranslatorProject")
        #expect(try Stringsgen.run(["export", "--locale", "de"], in: dir).status == 0)
        let exported = try Self.read(dir + "/Translations/de.xliff")
        try Self.write(exported.replacingOccurrences(of: ">Abbrechen<", with: ">Abbruch A<"), dir + "/Translations/de.xliff")
        try Self.write(exported.replacingOccurrences(of: ">Abbrechen<", with: ">Abbruch B<"), dir + "/Translations/de-2.xliff")
        let result = try Stringsgen.run(["import", "Translations/de.xliff", "Translations/de-2.xliff"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("stringsgen: 2 updated, 0 added"), "\(result.stdout)")
        let catalog = try Self.read(dir + "/Strings/App.xcstrings")
        #expect(catalog.contains("\"value\" : \"Abbruch B\""))
        #expect(!catalog.contains("Abbruch A"))
    }

    /// "Café" written with é (U+00E9) and with e + U+0301 are two keys of a catalog (Swift's
    /// `==` takes them for one): each unit goes to its own key.
    @Test func canonicallyEquivalentKeysTakeTheirOwnUnits() throws {
        let dir = try Stringsgen.scratchProject()
        try FileManager.default.createDirectory(atPath: dir + "/Strings", withIntermediateDirectories: true)
        func entry(_ key: String, _ german: String) -> String {
            #""\#(key)" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "\#(german)" } } } }"#
        }
        let catalog = #"{ "sourceLanguage" : "en", "strings" : { "#
            + entry("Caf\u{E9}", "Kaffee eins") + ", " + entry("Cafe\u{301}", "Kaffee zwei") + #" }, "version" : "1.0" }"#
        try Self.write(catalog, dir + "/Strings/App.xcstrings")
        #expect(try Stringsgen.run(["format"], in: dir).status == 0)
        #expect(try Stringsgen.run(["export", "--locale", "de"], in: dir).status == 0)
        let path = dir + "/Translations/de.xliff"
        let xliff = try Self.read(path)
        #expect(xliff.contains("Kaffee zwei"))
        try Self.write(xliff.replacingOccurrences(of: "Kaffee zwei", with: "Kaffee 2"), path)
        let result = try Stringsgen.run(["import", "Translations/de.xliff"], in: dir)
        #expect(result.status == 0 && result.stdout.contains("1 updated, 0 added, 1 unchanged"), "\(result.stdout)\(result.stderr)")
        // Read as bytes: Swift's strings and dictionaries take either spelling for the other.
        let written = Array(try Self.bytes(dir + "/Strings/App.xcstrings"))
        func german(_ key: String) -> String? {
            let name = Array("\"\(key)\" : {".utf8), value = Array("\"value\" : \"".utf8)
            guard let at = (0...(written.count - name.count)).first(where: { Array(written[$0..<$0 + name.count]) == name }),
                  let start = (at..<(written.count - value.count)).first(where: { Array(written[$0..<$0 + value.count]) == value })
            else { return nil }
            let text = written[(start + value.count)...]
            return String(decoding: text.prefix { $0 != UInt8(ascii: "\"") }, as: UTF8.self)
        }
        #expect(german("Caf\u{E9}") == "Kaffee eins")
        #expect(german("Cafe\u{301}") == "Kaffee 2")
    }

    /// The same twins: a unit that gives one of them an error is held back, though the other
    /// had that very error before (same rule, same message by Swift's `==`). Until 11b99ef the
    /// twin's old finding cancelled the new one, and the error was imported without a word.
    @Test func aTwinKeysOldErrorDoesNotExcuseANewOne() throws {
        let dir = try Stringsgen.scratchProject()
        try FileManager.default.createDirectory(atPath: dir + "/Strings", withIntermediateDirectories: true)
        let (nfc, nfd) = ("caf\u{E9} %@", "cafe\u{301} %@")
        func entry(_ key: String, _ french: String) -> String {
            #""\#(key)" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "caf\#u{E9} %@" } }, "#
                + #""fr" : { "stringUnit" : { "state" : "translated", "value" : "\#(french)" } } } }"#
        }
        let catalog = #"{ "sourceLanguage" : "en", "strings" : { "#
            + entry(nfc, "caf\u{E9} %@") + ", " + entry(nfd, "caf\u{E9} %lld") + #" }, "version" : "1.0" }"#
        try Self.write(catalog, dir + "/Strings/T.xcstrings")
        #expect(try Stringsgen.run(["format"], in: dir).status == 0)
        func unit(_ key: String, _ target: String) -> String {
            "<trans-unit id=\"\(key)\"><source>caf\u{E9} %@</source><target state=\"translated\">\(target)</target></trans-unit>"
        }
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
            <file original="Strings/T.xcstrings" source-language="en" target-language="fr" datatype="plaintext"><body>
            \(unit(nfc, "caf\u{E9} %lld"))
            \(unit(nfd, "caf\u{E9} %@"))
            </body></file>
            </xliff>
            """
        try Self.write(xliff, dir + "/fr.xliff")
        let result = try Stringsgen.run(["import", "fr.xliff"], in: dir)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("1 updated, 0 added, 0 unchanged, 1 held back"), "\(result.stdout)")
        #expect(result.stderr.contains("error: [placeholder-mismatch]"), "\(result.stderr)")
    }

    @Test func unknownIDsAreWarnedNotDropped() throws {
        let dir = try Stringsgen.scratchProject(copying: "TranslatorProject")
        #expect(try Stringsgen.run(["export", "--locale", "de"], in: dir).status == 0)
        let path = dir + "/Translations/de.xliff"
        var xliff = try Self.read(path)
        xliff = xliff.replacingOccurrences(of: "id=\"Cancel\"", with: "id=\"Cancle\"")
        xliff = xliff.replacingOccurrences(of: "id=\"app.tap_to_start|==|device.mac\"", with: "id=\"app.tap_to_start|==|device.watch\"")
        try Self.write(xliff, path)
        let result = try Stringsgen.run(["import", "Translations/de.xliff"], in: dir)
        #expect(result.status == 0)
        #expect(result.stderr.contains("Translations/de.xliff:8:7: warning: unit \"Cancle\" not imported: matches no key in Strings/App.xcstrings"), "\(result.stderr)")
        #expect(result.stderr.contains("warning: unit \"app.tap_to_start|==|device.watch\" not imported: no such string in the source language of \"app.tap_to_start\""), "\(result.stderr)")
        #expect(result.stdout.contains("2 matching no key"))
    }

    @Test func forceImportsDespiteNewErrors() throws {
        let dir = try Stringsgen.scratchProject(copying: "TranslatorProject")
        #expect(try Stringsgen.run(["export", "--locale", "de"], in: dir).status == 0)
        let path = dir + "/Translations/de.xliff"
        try Self.write(try Self.read(path).replacingOccurrences(of: ">Hallo, %@!<", with: ">Hallo, %d!<"), path)
        #expect(try Stringsgen.run(["import", "Translations/de.xliff"], in: dir).status == 1)
        let forced = try Stringsgen.run(["import", "--force", "Translations/de.xliff"], in: dir)
        #expect(forced.status == 0)
        #expect(forced.stdout.contains("1 updated"))
        #expect(try Self.read(dir + "/Strings/App.xcstrings").contains("\"value\" : \"Hallo, %d!\""))
    }

    /// Issue 26's translator: every German target of the Onboarding table edited, one of them
    /// broken. All the others are imported; the broken one comes back in de.rejected.xliff.
    /// Then a file holding only that bad unit: nothing imported, the unit returned again.
    @Test func goodUnitsAreImportedAndTheBadOneReturned() throws {
        let dir = try Stringsgen.scratchProject()
        try FileManager.default.createDirectory(atPath: dir + "/Strings", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Stringsgen.repositoryRoot + "/Strings/Onboarding.xcstrings", toPath: dir + "/Strings/Onboarding.xcstrings")
        #expect(try Stringsgen.run(["export", "--locale", "de"], in: dir).status == 0)
        let path = dir + "/Translations/de.xliff"
        var lines = try Self.read(path).components(separatedBy: "\n")
        var edited = 0
        for i in lines.indices where lines[i].contains("<target") && !lines[i].contains("%") {
            lines[i] = lines[i].replacingOccurrences(of: "\">", with: "\">Neu: ")
            edited += 1
        }
        let broken = try #require(lines.firstIndex { $0.contains("<target") && $0.contains("%@") })
        lines[broken] = lines[broken].replacingOccurrences(of: "%@", with: "%d")
        try Self.write(lines.joined(separator: "\n"), path)
        let result = try Stringsgen.run(["import", "Translations/de.xliff"], in: dir)
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(edited) updated, 0 added,"), "\(result.stdout)")
        #expect(result.stdout.contains("1 held back"), "\(result.stdout)")
        let rejected = try Self.read(dir + "/Translations/de.rejected.xliff")
        #expect(rejected.components(separatedBy: "<trans-unit ").count == 2)
        #expect(rejected.contains("<note>stringsgen: not imported: "))

        // Only the bad unit: nothing to import, held back again, the catalog unchanged.
        let before = try Self.bytes(dir + "/Strings/Onboarding.xcstrings")
        let again = try Stringsgen.run(["import", "Translations/de.rejected.xliff"], in: dir)
        #expect(again.status == 1)
        #expect(again.stdout.contains("0 updated, 0 added, 0 unchanged, 1 held back"), "\(again.stdout)")
        #expect(try Self.bytes(dir + "/Strings/Onboarding.xcstrings") == before)
        #expect(again.stdout.contains("wrote Translations/de.rejected.xliff"), "\(again.stdout)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/Translations/de.rejected.rejected.xliff"))
    }

    /// Each locale's file is written beside its target as soon as it is made, and renamed only
    /// once every locale's was: one that cannot be written (here a folder stands where `fr.xliff`
    /// goes) leaves no file of the run behind, new or temporary.
    @Test func anExportThatFailsWritesNothing() throws {
        let dir = try Self.defaultProject()
        try FileManager.default.createDirectory(atPath: dir + "/Translations/fr.xliff", withIntermediateDirectories: true)
        let failed = try Stringsgen.run(["export"], in: dir)
        #expect(failed.status == 2)
        #expect(failed.stderr.contains("fr.xliff"), "\(failed.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/Translations") == ["fr.xliff"])
        try FileManager.default.removeItem(atPath: dir + "/Translations/fr.xliff")
        let exported = try Stringsgen.run(["export"], in: dir)
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/Translations").sorted() == ["ar", "de", "es", "fr", "ja", "ru"].map { "\($0).xliff" })
    }

    /// An app written in zh-Hans beside a package written in English (GenshinPizzaHelper): `en`
    /// is the app's translation, so it is exported (the app's table alone), reported and set up
    /// by `init` as one; a regional variant of a source (`en-GB`) that no table requires is not
    /// exported unless asked for (Geranium's 152 units).
    @Test func aSourceLanguageOfOneTableIsAnotherTablesTranslation() throws {
        let dir = try Stringsgen.scratchProject()
        let app = Stringsgen.catalog([("app.ledger", ["zh-Hans": "本月账单", "en": "Ledger", "ja": "家計簿"]), ("app.home", ["zh-Hans": "首页", "ja": "ホーム"])])
            .replacingOccurrences(of: "\"sourceLanguage\" : \"en\"", with: "\"sourceLanguage\" : \"zh-Hans\"")
        try FileManager.default.createDirectory(atPath: dir + "/App", withIntermediateDirectories: true)
        try app.write(toFile: dir + "/App/Localizable.xcstrings", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: dir + "/Packages/Kit/Sources/Kit", withIntermediateDirectories: true)
        try Stringsgen.catalog([("Widget", ["en": "Widget", "en-GB": "Widget", "ja": "ウィジェット"])])
            .write(toFile: dir + "/Packages/Kit/Sources/Kit/Localizable.xcstrings", atomically: true, encoding: .utf8)
        let exported = try Stringsgen.run(["export"], in: dir)
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/Translations").sorted() == ["en.xliff", "ja.xliff"])
        let english = try String(contentsOfFile: dir + "/Translations/en.xliff", encoding: .utf8)
        #expect(english.contains("App/Localizable.xcstrings") && !english.contains("Packages/Kit"), "\(english)")
        #expect(try Stringsgen.run(["export", "--locale", "en", "--output", "one"], in: dir).status == 0)
        #expect(try Stringsgen.run(["export", "--locale", "en-GB", "--output", "gb"], in: dir).status == 0)
        let report = try Stringsgen.run(["report", "--no-git"], in: dir)
        #expect(report.stdout.contains("| ❌ en | shipping | 50.0% (1/2) |"), "\(report.stdout)")
        let setUp = try Stringsgen.run(["init"], in: dir)
        #expect(setUp.stdout.contains("wrote Locales/en.json (in-progress: 50% of 2 keys translated)"), "\(setUp.stdout)")
        #expect(setUp.stdout.contains("wrote Locales/zh-Hans.json (shipping: the source language)"), "\(setUp.stdout)")
    }
}
