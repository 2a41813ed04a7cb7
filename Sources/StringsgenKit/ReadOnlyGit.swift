import Foundation

/// `git`, run to read a repository that may not be the user's own (a downloaded project, an
/// archive with a `.git` folder) without running any program that repository names.
///
/// Git runs programs named in a repository's configuration: `core.fsmonitor` on every index
/// refresh (`git status`; docs/design-notes.md, fact 20), hooks, pagers, external diffs, clean
/// filters from `.gitattributes`, `gpg.program` for `log.showSignature`. Every such setting
/// that can apply is forced off on the command line (`-c` outranks every configuration file),
/// the commands used never run a filter (`hash-object --no-filters` instead of `status`), the
/// environment holds only what finds git and the user's own configuration (no `GIT_*`, no
/// `PAGER`, `GIT_EXTERNAL_DIFF`, `GIT_SSH_COMMAND`, `GIT_ASKPASS` …), standard input is closed,
/// and git itself is found on the absolute entries of `PATH` only, so a `git` file in the
/// project folder is never the one run.
struct ReadOnlyGit {
    /// The folder git runs in.
    var directory: String

    /// The settings forced on every run: each names a program git could otherwise start, or
    /// makes git write (`--no-optional-locks`).
    static let safetyOptions = [
        "--no-pager", "--no-optional-locks",
        "-c", "core.hooksPath=/dev/null",
        "-c", "core.fsmonitor=false",
        "-c", "core.pager=cat",
        "-c", "pager.log=false",
        "-c", "diff.external=",
        "-c", "log.showSignature=false",
        "-c", "core.untrackedCache=false",
        "-c", "protocol.allow=never",
    ]

    /// The variables passed on: enough to find git and the user's own configuration
    /// (`safe.directory` lives there). Everything else, `GIT_DIR` and every variable that
    /// names a program included, is dropped.
    static let keptEnvironment: Set<String> = ["PATH", "HOME", "XDG_CONFIG_HOME", "TMPDIR"]

    /// `git ARGS`'s standard output, trimmed, or nil when git is missing or fails.
    func run(_ arguments: [String]) -> String? {
        guard let executable = Self.executable() else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = Self.safetyOptions + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment.filter { Self.keptEnvironment.contains($0.key) }
        environment["LC_ALL"] = "C"
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        // A partial clone would fetch a missing object over the network (git 2.44 and later).
        environment["GIT_NO_LAZY_FETCH"] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        // Waited for through the termination handler: on Linux `waitUntilExit()` polls a run
        // loop every 50 ms, which made each git call take at least that long.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The first executable `git` in an absolute folder of `PATH` (an empty or relative entry
    /// would mean the project folder git runs in).
    static func executable(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        let folders = (path ?? "/usr/bin:/bin").split(separator: ":").filter { $0.hasPrefix("/") }
        for folder in folders {
            let candidate = String(folder) + "/git"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
