import Foundation
import Testing

/// What `generate` writes is never read back as a table, wherever it goes: the second run of
/// every output option finds the one catalog it found the first time, and writes nothing.
@Suite struct OutputNeverInputTests {
    static let catalog = Stringsgen.catalog(["welcome.title": ["de": "Willkommen", "en": "Welcome", "fr": "Bienvenue"]])

    /// A SwiftPM app as `swift package init` and Xcode lay it out: the catalog in the target's
    /// resources, no `Strings/` folder, so every run searches the whole project.
    func app(configuration: String? = nil) throws -> String {
        let dir = try Stringsgen.scratchProject()
        let resources = dir + "/Sources/MyApp/Resources"
        try FileManager.default.createDirectory(atPath: resources, withIntermediateDirectories: true)
        try Self.catalog.write(toFile: resources + "/App.xcstrings", atomically: true, encoding: .utf8)
        if let configuration {
            try configuration.write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        }
        return dir
    }

    /// Runs `arguments` twice in `dir`; both succeed, the second writes nothing, and `lint
    /// --verbose` afterwards reads the catalog and not one generated file.
    func generateTwice(_ arguments: [String], in dir: String, writing files: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let first = try Stringsgen.run(arguments, in: dir)
        #expect(first.status == 0, "\(first.stderr)", sourceLocation: sourceLocation)
        #expect(first.stdout.hasSuffix("1 table(s), 1 accessors; \(files) file(s) written, 0 unchanged\n"), "\(first.stdout)", sourceLocation: sourceLocation)
        let second = try Stringsgen.run(arguments, in: dir)
        #expect(second.status == 0, "\(second.stderr)", sourceLocation: sourceLocation)
        #expect(second.stdout.hasSuffix("1 table(s), 1 accessors; 0 file(s) written, \(files) unchanged\n"), "\(second.stdout)", sourceLocation: sourceLocation)
        let lint = try Stringsgen.run(["lint", "--verbose"], in: dir)
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)", sourceLocation: sourceLocation)
        let read = lint.stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("stringsgen: read ") }
        let configuration = FileManager.default.fileExists(atPath: dir + "/stringsgen.json") ? ["stringsgen: read stringsgen.json"] : []
        #expect(read == configuration + ["stringsgen: read Sources/MyApp/Resources/App.xcstrings"], "\(lint.stderr)", sourceLocation: sourceLocation)
    }

    @Test func theDefaultOutput() throws {
        try generateTwice(["generate"], in: try app(), writing: 4)
    }

    @Test func outputIntoTheTarget() throws {
        try generateTwice(["generate", "--output", "Sources/MyApp/Generated"], in: try app(), writing: 4)
    }

    @Test func outputAnywhereInTheProject() throws {
        try generateTwice(["generate", "--output", "Derived/Strings"], in: try app(), writing: 4)
    }

    /// The build plugin's call: the target folder as input, `--project`, `--output` a work folder.
    @Test func outputOfThePluginsCall() throws {
        let dir = try app()
        try generateTwice(
            ["generate", "--project", dir, "--output", dir + "/Sources/MyApp/Work", "--bundle", ".module", dir + "/Sources/MyApp"],
            in: dir, writing: 4)
    }

    /// `resources` configured into the very folder that holds the catalog, beside a legacy table
    /// the app wrote by hand: the hand-written table is still read, the generated one never.
    @Test func configuredResourcesBesideTheCatalogAndAHandWrittenTable() throws {
        let dir = try app(configuration: """
            { "generate" : { "tables" : { "App" : {
              "output" : "Sources/MyApp/Strings.swift", "resources" : "Sources/MyApp/Resources" } } } }
            """)
        try generateTwice(["generate"], in: dir, writing: 4)
        #expect(FileManager.default.fileExists(atPath: dir + "/Sources/MyApp/Resources/de.lproj/App.strings"))

        try FileManager.default.createDirectory(atPath: dir + "/Sources/MyApp/Resources/en.lproj", withIntermediateDirectories: true)
        try "\"legacy.title\" = \"Legacy\";\n".write(toFile: dir + "/Sources/MyApp/Resources/en.lproj/Legacy.strings", atomically: true, encoding: .utf8)
        let lint = try Stringsgen.run(["lint", "--verbose"], in: dir)
        let read = lint.stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("stringsgen: read ") }
        #expect(read == [
            "stringsgen: read stringsgen.json",
            "stringsgen: read Sources/MyApp/Resources/App.xcstrings",
            "stringsgen: read Sources/MyApp/Resources/en.lproj/Legacy.strings",
        ], "\(lint.stderr)")
    }

    /// Named on the command line, a folder of generated resources holds no table to read.
    @Test func generatedResourcesNamedAsInputAreRefused() throws {
        let dir = try app()
        try Stringsgen.run(["generate"], in: dir)
        let folder = try Stringsgen.run(["lint", "Generated/Resources"], in: dir)
        #expect(folder.status == 2)
        #expect(folder.stderr == "Generated/Resources: error: expected String Catalogs (.xcstrings) or <locale>.lproj folders with .strings or .stringsdict files in the folder, found none (files stringsgen generated are output, never read as tables)\n")
        let lproj = try Stringsgen.run(["lint", "Generated/Resources/de.lproj"], in: dir)
        #expect(lproj.status == 2)
        #expect(lproj.stderr == "Generated/Resources/de.lproj/App.strings: error: is a file stringsgen generated (its first line says so): output, never read as a table; read the catalog it was generated from\n", "\(lproj.stderr)")
    }
}
