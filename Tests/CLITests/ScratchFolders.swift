import Foundation
import Testing

/// The scratch folders made while one test runs (`Stringsgen.scratchProject`), removed when
/// it ends, passed, failed or thrown: `swift test` leaves nothing in the temporary folder.
/// `STRINGSGEN_KEEP_SCRATCH=1` keeps them, to look at what a failing test left.
final class ScratchFolders: @unchecked Sendable {
    /// The folders of the test running in this task; nil outside `.removesScratchFolders`.
    @TaskLocal static var current: ScratchFolders?

    /// Folders made outside any test's scope (a suite without the trait): removed when the
    /// test process exits.
    static let unscoped: ScratchFolders = {
        let folders = ScratchFolders()
        atexit { ScratchFolders.unscoped.removeAll() }
        return folders
    }()

    private let lock = NSLock()
    private var paths: [String] = []
    private var childTemporary: String?

    /// The environment for a program a test starts (`stringsgen`, `swiftc`, a shell): `TMPDIR`
    /// is a scratch folder of the test, so what the program leaves there (swift-driver leaves
    /// `TemporaryDirectory.*` folders) goes when the test ends.
    static func childEnvironment(_ base: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        var environment = base
        if let folder = (current ?? unscoped).temporaryFolderForChildren() { environment["TMPDIR"] = folder }
        return environment
    }

    private func temporaryFolderForChildren() -> String? {
        lock.withLock {
            if let childTemporary { return childTemporary }
            let folder = NSTemporaryDirectory() + "stringsgen-test-tmp-" + UUID().uuidString
            guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return nil }
            childTemporary = folder
            paths.append(folder)
            return folder
        }
    }

    /// Records `path`, for the current test's scope or else for the process's exit.
    static func register(_ path: String) {
        (current ?? unscoped).add(path)
    }

    func add(_ path: String) {
        lock.withLock { paths.append(path) }
    }

    func removeAll() {
        let taken = lock.withLock {
            defer { paths = []; childTemporary = nil }
            return paths
        }
        guard ProcessInfo.processInfo.environment["STRINGSGEN_KEEP_SCRATCH"] != "1" else { return }
        for path in taken {
            // A test may leave a folder without write permission: give it back first. Folders
            // only, never through a symbolic link (a test may link to a file of the repository).
            Self.makeFoldersWritable(path)
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}

extension ScratchFolders {
    static func makeFoldersWritable(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return }
        chmod(path, 0o755)
        for item in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            makeFoldersWritable(path + "/" + item)
        }
    }
}

/// Gives each test of a suite its own `ScratchFolders`, removed when the test ends however it
/// ends (Swift Testing's `TestScoping`: the scope is left on a failure or a thrown error too).
struct RemovesScratchFolders: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // The suite itself: its tests get a scope each.
        guard testCase != nil || !test.isSuite else { return try await function() }
        let folders = ScratchFolders()
        defer { folders.removeAll() }
        try await ScratchFolders.$current.withValue(folders) { try await function() }
    }
}

extension Trait where Self == RemovesScratchFolders {
    /// Removes every scratch folder a test makes when the test ends.
    static var removesScratchFolders: Self { Self() }
}

@Suite struct ScratchFoldersTests {
    struct Planned: Error {}

    final class Made: @unchecked Sendable {
        var path = ""
    }

    /// The trait's scope removes what a test made when the test throws, and passes the error on.
    @Test func aTestThatThrowsLeavesNoFolder() async throws {
        let made = Made()
        let test = try #require(Test.current)
        await #expect(throws: Planned.self) {
            try await RemovesScratchFolders().provideScope(for: test, testCase: Test.Case.current) {
                made.path = try Stringsgen.scratchProject(copying: "ReadinessProject")
                #expect(FileManager.default.fileExists(atPath: made.path + "/Strings/App.xcstrings"))
                throw Planned()
            }
        }
        #expect(!made.path.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: made.path), "removed when the test ended")
    }

    /// A folder a test left without write permission is removed too.
    @Test func aReadOnlyFolderIsRemoved() async throws {
        let made = Made()
        let test = try #require(Test.current)
        try await RemovesScratchFolders().provideScope(for: test, testCase: Test.Case.current) {
            made.path = try Stringsgen.scratchProject(copying: "ReadinessProject")
            chmod(made.path + "/Strings", 0o555)
        }
        #expect(!FileManager.default.fileExists(atPath: made.path))
    }
}
