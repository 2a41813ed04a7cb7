import Foundation
import Testing

/// Random damage to small fixtures of each format the readers take (String Catalogs, text
/// `.strings`, binary property lists, `.stringsdict`), each run through the built binary as a
/// user would: every run must end with exit status 0, 1 or 2, status 2 with a located message
/// (`file:line:column: error:` or, for a whole file, `file: error:`), within 20 seconds, and
/// never by a signal (a crash, a stack overflow, an abort).
///
/// The time is bounded: `STRINGSGEN_FUZZ_SECONDS` (default 120, split between the four
/// formats, which run as parallel test cases as cores allow; 0 skips) and the seed is `STRINGSGEN_FUZZ_SEED` (default:
/// the clock; printed, with the input that failed, so a failure can be replayed).
@Suite(.removesScratchFolders) struct FuzzTests {
    enum Format: String, CaseIterable, Sendable {
        case catalog, strings, binaryPlist, stringsdict
    }

    static let environment = ProcessInfo.processInfo.environment
    static let totalSeconds = Double(environment["STRINGSGEN_FUZZ_SECONDS"] ?? "") ?? 120
    static let seed = UInt64(environment["STRINGSGEN_FUZZ_SEED"] ?? "") ?? UInt64(Date().timeIntervalSince1970 * 1000)

    /// The seeds: small fixtures already in the repository.
    static func seeds(_ format: Format) throws -> [[UInt8]] {
        let root = Stringsgen.repositoryRoot + "/Tests"
        func file(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))) }
        /// The files of a snapshot that holds several (`=== en.lproj/Plain.strings` before each).
        func sections(_ path: String) throws -> [[UInt8]] {
            let text = String(decoding: try file(path), as: UTF8.self)
            return text.components(separatedBy: "=== ").dropFirst().map { section in
                Array(section.drop { $0 != "\n" }.dropFirst().utf8)
            }
        }
        switch format {
        case .catalog:
            return try ["CLITests/Fixtures/GapsProject/Strings/App.xcstrings", "StringsgenCodegenTests/__Fixtures__/Substitutions.xcstrings",
                        "StringsgenCodegenTests/__Fixtures__/Plurals.xcstrings", "StringsgenCodegenTests/__Fixtures__/Devices.xcstrings",
                        "StringsgenCodegenTests/__Fixtures__/Hostile.xcstrings"].map(file)
        case .strings:
            return try sections("StringsgenCodegenTests/__Snapshots__/Plain.strings.txt")
                + sections("StringsgenCodegenTests/__Snapshots__/Hostile.strings.txt")
        case .binaryPlist:
            return try ["StringsgenFormatsTests/Legacy/Fixtures/Compiled.strings", "StringsgenFormatsTests/Legacy/Fixtures/Compiled.stringsdict"].map(file)
        case .stringsdict:
            return try sections("StringsgenCodegenTests/__Snapshots__/Plurals.stringsdict.txt")
                + sections("StringsgenCodegenTests/__Snapshots__/Substitutions.stringsdict.txt")
        }
    }

    @Test(arguments: Format.allCases)
    func randomDamageNeverCrashes(_ format: Format) throws {
        let seconds = Self.totalSeconds / Double(Format.allCases.count)
        guard seconds > 0 else { return }
        let seeds = try Self.seeds(format)
        #expect(!seeds.isEmpty && seeds.allSatisfy { $0.count > 20 })
        var random = SplitMix64(seed: Self.seed &+ UInt64(Format.allCases.firstIndex(of: format)!))
        let dir = try Stringsgen.scratchProject()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let deadline = Date().addingTimeInterval(seconds)
        var runs = 0
        var byStatus: [Int32: Int] = [:]
        while Date() < deadline {
            var bytes = seeds[Int(random.next() % UInt64(seeds.count))]
            // Mostly one change, so that most inputs stay close enough to valid to reach the
            // checks and the writers, not only the parser.
            let changes = random.next() % 10 < 6 ? 1 : 2 + random.next() % 3
            for _ in 0..<changes { Mutation.apply(&bytes, seeds: seeds, random: &random) }
            let input = try Self.place(bytes, format: format, in: dir, variant: random.next())
            let commands = format == .catalog ? Self.commands + [["format", "--check"]] : Self.commands
            let command = commands[Int(random.next() % UInt64(commands.count))]
            let outcome = try Subprocess.run(Stringsgen.binary, command, in: dir, timeout: 20)
            runs += 1
            byStatus[outcome.status, default: 0] += 1
            let located = outcome.stderr.range(of: #"(^|\n)[^\n]*(\.xcstrings|\.strings|\.stringsdict)(:\d+:\d+)?: error: "#, options: .regularExpression) != nil
            let acceptable = !outcome.timedOut && outcome.signal == nil && [0, 1, 2].contains(outcome.status)
                && (outcome.status != 2 || located)
            if !acceptable {
                // Kept for replay, in the build folder: the temporary folder is left as it was found.
                try FileManager.default.createDirectory(atPath: Stringsgen.repositoryRoot + "/.build/fuzz-failures", withIntermediateDirectories: true)
                let saved = Stringsgen.repositoryRoot + "/.build/fuzz-failures/stringsgen-fuzz-\(format.rawValue)-\(Self.seed)-\(runs)" + (input as NSString).pathExtension.prefixedDot
                try Data(bytes).write(to: URL(fileURLWithPath: saved))
                Issue.record("""
                    stringsgen \(command.joined(separator: " ")) on a damaged \(format.rawValue) (seed \(Self.seed), run \(runs), input saved as \(saved)): \
                    \(outcome.timedOut ? "no end within 20 s" : outcome.signal.map { "killed by signal \($0)" } ?? "exit \(outcome.status)")
                    \(outcome.stderr.prefix(2_000))
                    """)
                return
            }
        }
        print("fuzz \(format.rawValue): \(runs) inputs in \(Int(seconds)) s, seed \(Self.seed), exit statuses \(byStatus.sorted { $0.key < $1.key })")
        #expect(runs > 0)
    }

    /// `format` is added for catalogs (it rewrites only those).
    static let commands: [[String]] = [["lint"], ["lint"], ["generate", "--check"], ["report", "--format", "json"]]

    /// Writes the input where the project reads it (removing the previous one); its path.
    static func place(_ bytes: [UInt8], format: Format, in dir: String, variant: UInt64) throws -> String {
        let strings = dir + "/Strings"
        try? FileManager.default.removeItem(atPath: strings)
        let path: String
        switch format {
        case .catalog: path = strings + "/F.xcstrings"
        case .strings: path = strings + "/en.lproj/F.strings"
        case .stringsdict: path = strings + "/en.lproj/F.stringsdict"
        case .binaryPlist: path = strings + (variant % 2 == 0 ? "/en.lproj/F.strings" : "/en.lproj/F.stringsdict")
        }
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }
}

/// The damage done to an input: flipped, deleted, repeated, inserted and spliced bytes, and
/// the tokens that matter to the formats (quotes, brackets, escapes, tags, `%` specifiers).
enum Mutation {
    static let tokens: [[UInt8]] = [
        "\"", "{", "}", "[", "]", ",", ":", "\\", "\\u", "\\ud800", "\\u0000", "%", "%@", "%1$@", "%#@a@", "%.*f", "%99999$d",
        "<dict>", "</dict>", "<key>", "</key>", "<string>", "</string>", "<array/>", "&", "&#0;", ";", "=", "/*", "*/", "//",
        "\r", "\n", "\t", "\0", "\u{FEFF}", "\u{2028}", "é", "😀", "\"variations\":{\"plural\":{\"other\":",
        "\"substitutions\":{\"a\":{\"argNum\":-1,\"formatSpecifier\":\"q\"}}", "\"strings\":{}", "\"en\"", "\"../x\"", "0", "-1", "1e999",
        "true", "null", "NSStringLocalizedFormatKey", "NSStringPluralRuleType",
    ].map { Array($0.utf8) }

    /// Tokens without quotes, backslashes, `<` or control characters.
    static let textTokens: [[UInt8]] = [
        "%@", "%d", "%lld", "%1$@", "%2$@", "%1$d", "%#@a@", "%#@count@", "%arg", "%.*f", "%*d", "%p", "%q", "%99999999999999999999$@",
        "%0$@", "% ", "%", "é", "😀", "x", "../", "de", "zz-ZZ", "one", "other", "few", "variations", "substitutions", "stringUnit",
        "plural", "device", "value", "argNum", "formatSpecifier", "Self", "Type", "TaskLocal", "\u{2028}", "\u{202E}", "*/", "/*",
    ].map { Array($0.utf8) }

    static func apply(_ bytes: inout [UInt8], seeds: [[UInt8]], random: inout SplitMix64) {
        guard !bytes.isEmpty else { bytes = tokens[Int(random.next() % UInt64(tokens.count))]; return }
        func position() -> Int { Int(random.next() % UInt64(bytes.count)) }
        func range() -> Range<Int> {
            let start = position()
            return start..<min(bytes.count, start + 1 + Int(random.next() % 64))
        }
        switch random.next() % 11 {
        case 9, 10:
            // Text that keeps the file well-formed, put right after a quote or a `>`: inside a
            // key, a value, a locale or a member name, where the checks and writers see it.
            let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") || bytes[$0] == UInt8(ascii: ">") }
            guard !quotes.isEmpty else { return }
            let text = textTokens[Int(random.next() % UInt64(textTokens.count))]
            bytes.insert(contentsOf: text, at: quotes[Int(random.next() % UInt64(quotes.count))] + 1)
        case 0: bytes[position()] ^= UInt8(1 << (random.next() % 8))
        case 1: bytes[position()] = UInt8(truncatingIfNeeded: random.next())
        case 2: bytes.removeSubrange(range())
        case 3: let r = range(); bytes.insert(contentsOf: bytes[r], at: position())
        case 4: bytes.insert(contentsOf: tokens[Int(random.next() % UInt64(tokens.count))], at: position())
        case 5: bytes.removeSubrange(position()...)
        case 6:
            let other = seeds[Int(random.next() % UInt64(seeds.count))]
            let start = Int(random.next() % UInt64(other.count))
            bytes.insert(contentsOf: other[start..<min(other.count, start + Int(random.next() % 256))], at: position())
        case 7:
            // A stretch repeated many times: deep nesting, long lines.
            let r = range()
            let piece = Array(bytes[r])
            bytes.insert(contentsOf: Array(repeating: piece, count: 1 + Int(random.next() % 200)).joined(), at: r.upperBound)
        default:
            bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: position())
        }
    }
}

/// A small, fast, seedable generator (SplitMix64), so a failing run can be replayed.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A child process run with `posix_spawn`: its exit status or the signal that ended it, its
/// standard error, and whether it had to be killed for running past `timeout`.
enum Subprocess {
    struct Outcome {
        var status: Int32
        var signal: Int32?
        var stderr: String
        var timedOut: Bool
    }

    static func run(_ executable: String, _ arguments: [String], in directory: String, timeout: TimeInterval) throws -> Outcome {
        let errorPath = directory + "/.stderr"
        // Darwin declares these types as optional pointers, Glibc as structs.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // The test runner's threads block most signals; the child starts with none blocked.
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        // No portable working-directory action for posix_spawn: a shell changes to the folder
        // and replaces itself with the binary (its exit status and signal are the binary's).
        let argv = (["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory, executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { environment.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, environment)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
        let deadline = Date().addingTimeInterval(timeout)
        var waitStatus: Int32 = 0
        var timedOut = false
        while waitpid(pid, &waitStatus, WNOHANG) == 0 {
            if Date() > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &waitStatus, 0)
                timedOut = true
                break
            }
            usleep(1_000)
        }
        let stderr = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(atPath: errorPath)
        let signaled = (waitStatus & 0x7F) != 0 && (waitStatus & 0x7F) != 0x7F
        return Outcome(
            status: signaled ? -1 : (waitStatus >> 8) & 0xFF, signal: signaled ? waitStatus & 0x7F : nil, stderr: stderr, timedOut: timedOut)
    }
}

extension String {
    fileprivate var prefixedDot: String { isEmpty ? "" : "." + self }
}
