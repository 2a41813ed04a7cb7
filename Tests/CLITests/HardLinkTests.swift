import Foundation
import Testing

/// A file with a second hard link (a backup, a second checkout) stays one file shared by every
/// link after `format`, `generate` and `import` rewrite it: same inode, new content in each
/// link, and no temporary file left.
@Suite(.removesScratchFolders) struct HardLinkTests {
    struct Inode: Equatable {
        var device: UInt64
        var number: UInt64
        var links: Int

        init(_ path: String) throws {
            var info = stat()
            try #require(stat(path, &info) == 0, "stat \(path)")
            device = UInt64(info.st_dev)
            number = UInt64(info.st_ino)
            links = Int(info.st_nlink)
        }
    }

    /// `path` with a second link at `dir/backup/<name>`, outside every folder a command reads.
    static func link(_ path: String, in dir: String) throws -> String {
        try FileManager.default.createDirectory(atPath: dir + "/backup", withIntermediateDirectories: true)
        let second = dir + "/backup/" + (path as NSString).lastPathComponent
        try #require(Foundation.link(path, second) == 0, "link \(path)")
        return second
    }

    static func temporaryFiles(under dir: String) -> [String] {
        (FileManager.default.enumerator(atPath: dir)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".tmp") }
    }

    static func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func formatKeepsTheLinksOfACatalog() throws {
        let dir = try Stringsgen.scratchProject()
        let catalog = dir + "/T.xcstrings"
        try #"{"sourceLanguage":"en","strings":{"a":{"comment":"c"}},"version":"1.0"}"#.write(toFile: catalog, atomically: true, encoding: .utf8)
        let second = try Self.link(catalog, in: dir)
        let before = try Inode(catalog)
        #expect(before.links == 2)

        let result = try Stringsgen.run(["format", catalog])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Inode(catalog) == before, "the catalog is still the file both names link to")
        #expect(try Self.read(catalog).hasPrefix("{\n  \"sourceLanguage\" : \"en\","), "formatted")
        #expect(try Self.read(second) == Self.read(catalog))
        #expect(Self.temporaryFiles(under: dir) == [])
    }

    @Test func generateKeepsTheLinksOfItsOutput() throws {
        let dir = try Stringsgen.scratchProject(copying: "ReadinessProject")
        #expect(try Stringsgen.run(["generate"], in: dir).status == 0)
        let output = dir + "/Generated/LocalizedString+App.swift"
        let resource = dir + "/Generated/Resources/pl.lproj/App.strings"
        let secondOutput = try Self.link(output, in: dir)
        let secondResource = try Self.link(resource, in: dir + "/backup")
        let before = (try Inode(output), try Inode(resource))

        let catalog = dir + "/Strings/App.xcstrings"
        try Self.read(catalog).replacingOccurrences(of: "Witaj w StandFit", with: "Witaj w aplikacji StandFit")
            .replacingOccurrences(of: "Welcome to StandFit", with: "Welcome to the StandFit app")
            .write(toFile: catalog, atomically: true, encoding: .utf8)
        let result = try Stringsgen.run(["generate"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Inode(output) == before.0)
        #expect(try Inode(resource) == before.1)
        #expect(try Self.read(output).contains("Welcome to the StandFit app"))
        #expect(try Self.read(resource).contains("Witaj w aplikacji StandFit"))
        #expect(try Self.read(secondOutput) == Self.read(output))
        #expect(try Self.read(secondResource) == Self.read(resource))
        #expect(Self.temporaryFiles(under: dir) == [])
    }

    @Test func importKeepsTheLinksOfTheCatalog() throws {
        let dir = try Stringsgen.scratchProject(copying: "TranslatorProject")
        #expect(try Stringsgen.run(["export", "--locale", "ru"], in: dir).status == 0)
        try TranslationRoundTripTests.translateEveryUnit(dir + "/Translations/ru.xliff", prefix: "RU")
        let catalog = dir + "/Strings/App.xcstrings"
        let second = try Self.link(catalog, in: dir)
        let before = try Inode(catalog)

        let imported = try Stringsgen.run(["import", "Translations/ru.xliff"], in: dir)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("23 added"), "\(imported.stdout)")
        #expect(try Inode(catalog) == before)
        #expect(try Self.read(catalog).contains("\"value\" : \"RU %arg files\""))
        #expect(try Self.read(second) == Self.read(catalog))
        #expect(Self.temporaryFiles(under: dir) == [])
    }

    /// A hard-linked file that cannot be opened for writing is refused with the reason, and
    /// stays as it was (a rename would have replaced it and broken the link). Skipped as root,
    /// who writes through any mode.
    @Test(.enabled(if: getuid() != 0, "root writes through any file mode"))
    func aReadOnlyLinkedCatalogIsRefusedAndKept() throws {
        let dir = try Stringsgen.scratchProject()
        let catalog = dir + "/T.xcstrings"
        let compact = #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#
        try compact.write(toFile: catalog, atomically: true, encoding: .utf8)
        _ = try Self.link(catalog, in: dir)
        chmod(catalog, 0o444)
        defer { chmod(catalog, 0o644) }
        let result = try Stringsgen.run(["format", catalog])
        #expect(result.status == 2)
        #expect(result.stderr.contains("T.xcstrings: error: cannot write: Permission denied"), "\(result.stderr)")
        #expect(try Self.read(catalog) == compact)
        #expect(Self.temporaryFiles(under: dir) == [])
    }
}
