import Foundation
import StringsgenKit
import Testing

@Suite struct ProjectRootTests {
    func tree(_ folders: [String], files: [String]) throws -> String {
        let dir = NSTemporaryDirectory() + "stringsgen-root-" + UUID().uuidString
        for folder in folders { try FileManager.default.createDirectory(atPath: dir + "/" + folder, withIntermediateDirectories: true) }
        for file in files { try #require(FileManager.default.createFile(atPath: dir + "/" + file, contents: Data())) }
        return dir
    }

    @Test func theNearestFolderWithAProjectFileWins() throws {
        let dir = try tree(["App/App.xcodeproj", "App/App/Resources", "Package/Sources/Lib"], files: ["Package/Package.swift", ".git"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(ProjectRoot.find(from: dir + "/App/App/Resources", home: nil) == dir + "/App/App/Resources/../..")
        #expect(ProjectRoot.find(from: dir + "/Package/Sources/Lib", home: nil) == dir + "/Package/Sources/Lib/../..")
        #expect(ProjectRoot.find(from: dir + "/Package", home: nil) == dir + "/Package")
        #expect(ProjectRoot.marker(in: dir + "/App") == "App.xcodeproj")
    }

    /// A folder that holds `Strings/` and nothing more of a project is one only where nothing
    /// above it, up to the repository, is one: Psiphon's `Shared/Strings/` beside the root's
    /// `Psiphon.xcodeproj` (a run from `Shared/` read the tables without the Xcode project).
    @Test func aStringsFolderUnderAProjectIsNoProject() throws {
        let dir = try tree(["Psiphon.xcodeproj", "Shared/Strings/en.lproj", "Other/Strings", "Other/.git", "Tool/Fixture/Strings"], files: ["Tool/Package.swift"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "{ objects = { G = { isa = PBXGroup; path = Strings; }; }; }\n".write(toFile: dir + "/Psiphon.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        #expect(ProjectRoot.find(from: dir + "/Shared", home: nil) == dir + "/Shared/..")
        #expect(ProjectRoot.find(from: dir + "/Shared/Strings/en.lproj", home: nil) == dir + "/Shared/Strings/en.lproj/../../..")
        // A repository of its own with a Strings folder and nothing else: that folder.
        #expect(ProjectRoot.find(from: dir + "/Other", home: nil) == dir + "/Other")
        // Below a package (this repository's own fixtures): that folder too.
        #expect(ProjectRoot.find(from: dir + "/Tool/Fixture", home: nil) == dir + "/Tool/Fixture")
    }

    /// An Xcode project that names no table gives way to one above it that does: Windscribe's
    /// 12 KB `Windscribe/Windscribe.xcodeproj` of its first commit (`knownRegions` en and Base)
    /// took every language of a run from `Windscribe/` for unbuilt (191 findings for 935).
    /// Where nothing above names tables, it is the project.
    @Test func aProjectNamingNoTableGivesWayToOneThatDoes() throws {
        let dir = try tree(["App.xcodeproj", "App/App.xcodeproj", "App/de.lproj", "Lone/Lone.xcodeproj"], files: [".git"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "{ A = {isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; }; knownRegions = (en, de); }\n"
            .write(toFile: dir + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        try "{ B = {isa = PBXFileReference; path = Base.lproj/Main.storyboard; lastKnownFileType = folder.assetcatalog; }; knownRegions = (en, Base); }\n"
            .write(toFile: dir + "/App/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        try "{ knownRegions = (en, Base); }\n".write(toFile: dir + "/Lone/Lone.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        #expect(ProjectRoot.find(from: dir + "/App", home: nil) == dir + "/App/..")
        #expect(ProjectRoot.find(from: dir + "/App/de.lproj", home: nil) == dir + "/App/de.lproj/../..")
        // The one above names no table either: the nearest stays.
        try "{ knownRegions = (en); }\n".write(toFile: dir + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        #expect(ProjectRoot.find(from: dir + "/App", home: nil) == dir + "/App")
        #expect(ProjectRoot.find(from: dir + "/Lone", home: nil) == dir + "/Lone")
    }

    /// A home folder kept in git is not the project of a folder below it; elsewhere a `.git`
    /// file (a worktree's) marks a repository as the folder does.
    @Test func theHomeFolderIsNeverTakenFromBelow() throws {
        let dir = try tree(["work/app/Strings"], files: [".git"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(ProjectRoot.find(from: dir + "/work", home: dir) == dir + "/work")
        #expect(ProjectRoot.find(from: dir + "/work", home: nil) == dir + "/work/..")
        #expect(ProjectRoot.find(from: dir + "/work/app", home: dir) == dir + "/work/app")
    }
}
