import Foundation
import Testing

/// `report` runs git in folders that may come from anyone: a repository whose configuration,
/// attributes, hooks or folder name programs must not get any of them run.
@Suite(.removesScratchFolders) struct GitSafetyTests {
    /// A scratch project in git with one commit, its catalog then changed (so an index refresh
    /// would hash it through its clean filter), and a folder for markers outside the work tree.
    struct HostileRepository {
        var dir: String
        var markers: String
        var catalog: String { dir + "/Strings/App.xcstrings" }

        /// Every marker written so far, by name.
        var planted: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: markers)) ?? []).sorted() }

        /// A shell command that leaves the marker `name`.
        func touch(_ name: String) -> String { "touch '\(markers)/\(name)'" }

        /// An executable script that leaves the marker `name` (and exits `status`).
        func script(_ name: String, status: Int = 0) throws -> String {
            let path = dir + "/.git/programs/" + name
            try FileManager.default.createDirectory(atPath: dir + "/.git/programs", withIntermediateDirectories: true)
            try "#!/bin/sh\n\(touch(name))\nexit \(status)\n".write(toFile: path, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
            return path
        }

        func git(_ arguments: [String], environment: [String: String] = [:]) throws -> Int32 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments
            process.currentDirectoryURL = URL(fileURLWithPath: dir)
            var env = ProcessInfo.processInfo.environment
            for (k, v) in environment { env[k] = v }
            process.environment = env
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }

        init() throws {
            dir = try Stringsgen.scratchProject(copying: "ReadinessProject")
            markers = dir + "/.git/markers"
            for step in [["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "catalog"]] {
                try #require(try git(step) == 0, "git \(step)")
            }
            try FileManager.default.createDirectory(atPath: markers, withIntermediateDirectories: true)
            try (try String(contentsOfFile: catalog, encoding: .utf8))
                .replacingOccurrences(of: "Witaj w StandFit", with: "Witaj w aplikacji StandFit")
                .write(toFile: catalog, atomically: false, encoding: .utf8)
        }

        /// Plants every setting by which git runs a program: in `.git/config`, in
        /// `.gitattributes`, as hooks (in `.git/hooks` and in a `core.hooksPath` folder).
        func plantEverything() throws {
            let hooks = dir + "/.git/evil-hooks"
            try FileManager.default.createDirectory(atPath: hooks, withIntermediateDirectories: true)
            for hook in ["post-index-change", "reference-transaction", "post-checkout", "pre-commit", "pre-auto-gc", "fsmonitor-watchman", "post-rewrite"] {
                let program = try script("hook-" + hook)
                try FileManager.default.copyItem(atPath: program, toPath: hooks + "/" + hook)
                try? FileManager.default.removeItem(atPath: dir + "/.git/hooks/" + hook)
                try FileManager.default.copyItem(atPath: program, toPath: dir + "/.git/hooks/" + hook)
            }
            let settings: [(String, String)] = [
                ("core.fsmonitor", "\(touch("fsmonitor")); false"),
                ("core.hooksPath", hooks),
                ("core.pager", "\(touch("core.pager")); cat"),
                ("pager.log", "\(touch("pager.log")); cat"),
                ("pager.status", "\(touch("pager.status")); cat"),
                ("diff.external", try script("diff.external")),
                ("filter.evil.clean", "\(touch("filter.clean")); cat"),
                ("filter.evil.smudge", "\(touch("filter.smudge")); cat"),
                ("filter.evil.process", try script("filter.process", status: 1)),
                ("diff.evil.textconv", "\(touch("textconv")); cat"),
                ("log.showSignature", "true"),
                ("gpg.program", try script("gpg.program")),
                ("core.sshCommand", "\(touch("core.sshCommand")); false"),
                ("core.askPass", try script("core.askPass")),
                ("core.editor", try script("core.editor")),
                ("credential.helper", "!\(touch("credential.helper"))"),
                ("alias.status", "!\(touch("alias.status"))"),
                ("alias.hash-object", "!\(touch("alias.hash-object"))"),
                ("alias.rev-parse", "!\(touch("alias.rev-parse"))"),
                ("gc.auto", "1"),
            ]
            for (key, value) in settings { try #require(try git(["config", key, value]) == 0, "git config \(key)") }
            try "* filter=evil diff=evil\n".write(toFile: dir + "/.gitattributes", atomically: true, encoding: .utf8)
            // A `git` in the project folder, for a PATH with an empty (current folder) entry.
            let fake = try script("git-in-project-folder")
            try FileManager.default.copyItem(atPath: fake, toPath: dir + "/git")
        }

        /// The variables that name programs git would run, each a marker script.
        func hostileEnvironment() throws -> [String: String] {
            var environment: [String: String] = [:]
            for name in ["GIT_EXTERNAL_DIFF", "GIT_PAGER", "PAGER", "GIT_SSH_COMMAND", "GIT_SSH", "GIT_ASKPASS", "SSH_ASKPASS", "GIT_EDITOR", "EDITOR", "VISUAL", "GIT_SEQUENCE_EDITOR"] {
                environment[name] = try script("env-" + name)
            }
            // Configuration through the environment (git 2.31 and later).
            environment["GIT_CONFIG_COUNT"] = "1"
            environment["GIT_CONFIG_KEY_0"] = "core.fsmonitor"
            environment["GIT_CONFIG_VALUE_0"] = touch("env-GIT_CONFIG-fsmonitor") + "; false"
            environment["PATH"] = ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            return environment
        }

        func clearMarkers() throws {
            try FileManager.default.removeItem(atPath: markers)
            try FileManager.default.createDirectory(atPath: markers, withIntermediateDirectories: true)
        }
    }

    @Test func reportRunsNoProgramARepositoryNames() throws {
        let repository = try HostileRepository()
        try repository.plantEverything()
        let environment = try repository.hostileEnvironment()

        // The plants work: git as a user runs it starts them, and a PATH with an empty entry
        // finds the project folder's `git` first.
        var userPath = environment
        userPath["PATH"] = nil
        _ = try repository.git(["status", "--porcelain"], environment: userPath)
        // Whether `status` hashes the file depends on timing (racy entries); hashing it with
        // filters, as an index refresh does, runs the filter every time.
        _ = try repository.git(["hash-object", "Strings/App.xcstrings"], environment: userPath)
        _ = try repository.git(["-c", "filter.evil.process=", "-c", "filter.evil.required=false", "diff"], environment: userPath)
        _ = try repository.git(["status"], environment: environment)
        let control = repository.planted
        #expect(control.contains("git-in-project-folder"), "\(control)")
        #expect(control.contains("fsmonitor") || control.contains("env-GIT_CONFIG-fsmonitor"), "\(control)")
        #expect(control.contains("filter.clean") || control.contains("filter.process"), "\(control)")
        #expect(control.contains("diff.external") || control.contains("env-GIT_EXTERNAL_DIFF"), "\(control)")
        try repository.clearMarkers()

        let result = try Stringsgen.run(["report", "--format", "json"], in: repository.dir, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(repository.planted == [], "programs run by `stringsgen report`: \(repository.planted)")

        // Provenance still read: the commit, and the catalog changed since.
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let provenance = try #require(document["provenance"] as? [String: Any])
        let revision = try #require(provenance["revision"] as? String)
        #expect(revision.count == 40)
        let file = try #require((provenance["files"] as? [[String: Any]])?.first)
        #expect(file["revision"] as? String == revision)
        #expect(file["modified"] as? Bool == true)
    }

    /// `modified` compares the file's bytes with HEAD's, without running git's index refresh:
    /// a file put back as it was committed is not modified, an untracked one is.
    @Test func modifiedComparesTheBytesWithHEAD() throws {
        let repository = try HostileRepository()
        try #require(try repository.git(["checkout", "-q", "--", "Strings/App.xcstrings"]) == 0)
        let clean = try Stringsgen.run(["report", "--format", "json"], in: repository.dir)
        #expect(clean.stdout.contains("\"modified\" : false") || clean.stdout.contains("\"modified\": false"), "\(clean.stdout.suffix(600))")
        try FileManager.default.copyItem(atPath: repository.catalog, toPath: repository.dir + "/Strings/Other.xcstrings")
        let untracked = try Stringsgen.run(["report", "--format", "json"], in: repository.dir)
        let provenance = try #require((try JSONSerialization.jsonObject(with: Data(untracked.stdout.utf8)) as? [String: Any])?["provenance"] as? [String: Any])
        let files = try #require(provenance["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == ["Strings/App.xcstrings", "Strings/Other.xcstrings"])
        #expect(files.map { $0["modified"] as? Bool } == [false, true])
        #expect(files[1]["revision"] == nil || files[1]["revision"] is NSNull)
    }

    /// `--no-git` and `"report" : { "git" : false }` run no git at all: a `git` first on PATH
    /// that leaves a marker is run without them and never with them.
    @Test func provenanceWithoutGitRunsNoGit() throws {
        let repository = try HostileRepository()
        let bin = repository.dir + "/.git/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: try repository.script("git-on-path", status: 1), toPath: bin + "/git")
        let environment = ["PATH": bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]

        _ = try Stringsgen.run(["report"], in: repository.dir, environment: environment)
        #expect(repository.planted == ["git-on-path"], "the fake git is the one found on PATH")
        try repository.clearMarkers()

        let flag = try Stringsgen.run(["report", "--no-git", "--format", "json"], in: repository.dir, environment: environment)
        #expect(flag.status == 0)
        #expect(repository.planted == [])
        let provenance = try #require((try JSONSerialization.jsonObject(with: Data(flag.stdout.utf8)) as? [String: Any])?["provenance"] as? [String: Any])
        #expect(provenance["revision"] is NSNull)

        try #"{ "report" : { "git" : false } }"#.write(toFile: repository.dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let configured = try Stringsgen.run(["report"], in: repository.dir, environment: environment)
        #expect(configured.status == 0, "\(configured.stderr)")
        #expect(repository.planted == [])
    }
}
