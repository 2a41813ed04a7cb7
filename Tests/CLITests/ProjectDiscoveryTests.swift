import Foundation
import Testing

/// Run from any folder of a project, stringsgen is about that project: its root's
/// configuration, locales and output folders, as git and SwiftPM find theirs.
@Suite struct ProjectDiscoveryTests {
    /// A SwiftPM app: Package.swift, Locales/ (en and de ship) at the root, the catalog in the
    /// target's resources with no German yet.
    func app() throws -> String {
        let dir = try Stringsgen.scratchProject()
        let resources = dir + "/Sources/MyApp/Resources"
        try FileManager.default.createDirectory(atPath: resources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/Locales", withIntermediateDirectories: true)
        try Stringsgen.catalog(["welcome.title": ["en": "Welcome", "fr": "Bienvenue"]])
            .write(toFile: resources + "/App.xcstrings", atomically: true, encoding: .utf8)
        try "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"MyApp\")\n"
            .write(toFile: dir + "/Package.swift", atomically: true, encoding: .utf8)
        for (code, name) in [("en", "English"), ("de", "German"), ("fr", "French")] {
            try "{ \"code\" : \"\(code)\", \"displayName\" : \"\(name)\", \"status\" : \"shipping\" }"
                .write(toFile: dir + "/Locales/\(code).json", atomically: true, encoding: .utf8)
        }
        return dir
    }

    @Test func lintFromTheTargetFolderReadsTheRootsLocalesAndSaysWhichProject() throws {
        let dir = try app()
        let atRoot = try Stringsgen.run(["lint"], in: dir)
        let below = try Stringsgen.run(["lint"], in: dir + "/Sources/MyApp")
        #expect(atRoot.status == 1)
        #expect(atRoot.stdout.contains("Sources/MyApp/Resources/App.xcstrings:4:5: error: [missing-translation] ‘welcome.title’ has no ‘de’ translation"), "\(atRoot.stdout)")
        #expect(below.status == 1)
        #expect(below.stdout == atRoot.stdout.replacingOccurrences(of: "Sources/MyApp/", with: "../../Sources/MyApp/"), "\(below.stdout)")
        #expect(atRoot.stderr == "stringsgen: 1 error in 1 file\n")
        #expect(below.stderr == "stringsgen: project ../.. (it holds Locales)\nstringsgen: 1 error in 1 file\n")

        let verbose = try Stringsgen.run(["lint", "--verbose"], in: dir + "/Sources/MyApp/Resources")
        #expect(verbose.stderr.hasPrefix("stringsgen: project folder ../../.. (it holds Locales)\nstringsgen: read ../../../Sources/MyApp/Resources/App.xcstrings\n"), "\(verbose.stderr)")
    }

    @Test func generateFromTheTargetFolderWritesTheRootsOutputOnly() throws {
        let dir = try app()
        let run = try Stringsgen.run(["generate"], in: dir + "/Sources/MyApp")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/Generated/LocalizedString+App.swift"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/Sources/MyApp/Generated"))
        #expect(try Stringsgen.run(["generate", "--check"], in: dir).status == 0)
    }

    @Test func exportAndImportFromASubfolderNameTheCatalogAsTheRootDoes() throws {
        let dir = try app()
        let export = try Stringsgen.run(["export", "--locale", "de"], in: dir + "/Sources")
        #expect(export.stdout.hasPrefix("wrote ../Translations/de.xliff: 1 unit(s) for de\n"), "\(export.stdout)")
        let xliffPath = dir + "/Translations/de.xliff"
        var xliff = try String(contentsOfFile: xliffPath, encoding: .utf8)
        #expect(xliff.contains("<file original=\"Sources/MyApp/Resources/App.xcstrings\""))
        xliff = xliff.replacingOccurrences(of: "<source>Welcome</source>", with: "<source>Welcome</source>\n        <target state=\"translated\">Willkommen</target>")
        try xliff.write(toFile: xliffPath, atomically: true, encoding: .utf8)
        let imported = try Stringsgen.run(["import", "../../Translations/de.xliff"], in: dir + "/Sources/MyApp")
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try Stringsgen.run(["lint"], in: dir).status == 0)
    }

    /// `--project` is taken as given, and a folder with no project file above it is its own project.
    @Test func anExplicitProjectOrNoMarkerKeepsTheFolderGiven() throws {
        let dir = try app()
        let explicit = try Stringsgen.run(["lint", "--project", "."], in: dir + "/Sources/MyApp")
        #expect(explicit.stdout.contains("no ‘de’") == false)
        #expect(explicit.stderr.hasSuffix("stringsgen: no findings\n"), "\(explicit.stderr)")
    }

    /// export and import take --project and --verbose as the other commands do.
    @Test func exportAndImportTakeTheProjectOptions() throws {
        let dir = try app()
        let export = try Stringsgen.run(["export", "--project", dir, "--verbose", "--locale", "de"], in: NSTemporaryDirectory())
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.hasPrefix("wrote \(dir)/Translations/de.xliff: 1 unit(s) for de\n"), "\(export.stdout)")
        #expect(export.stderr.contains("stringsgen: read \(dir)/Sources/MyApp/Resources/App.xcstrings\n"))
        let imported = try Stringsgen.run(["import", "--project", dir, "--verbose", dir + "/Translations/de.xliff"], in: NSTemporaryDirectory())
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("stringsgen: read \(dir)/Locales/de.json\n"))
        #expect(imported.stdout.hasSuffix("0 updated, 0 added, 0 unchanged, 0 held back, 1 without a target, 0 matching no key\n"), "\(imported.stdout)")
    }
}
