import ArgumentParser
import StringsgenFormats
import StringsgenKit
import StringsgenModel

#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

@main
struct Stringsgen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stringsgen",
        abstract: "Checks an app's string tables, generates type-safe Swift accessors, and reports what is left to translate.",
        discussion: """
        Run in a project folder: its tables are Strings/ when there is one, else every *.xcstrings \
        and <locale>.lproj table under the folder (or stringsgen.json's inputs); Locales/ and \
        stringsgen.json are optional. Exit status: 0 clean, 1 findings at error severity (or any, with --strict), \
        2 input or configuration that cannot be read.
        """,
        version: StringsgenVersion.withData.description,
        subcommands: [Generate.self, Lint.self, Report.self, Format.self, Export.self, Import.self, Init.self, UsageCommand.self],
        defaultSubcommand: Generate.self
    )

    /// ArgumentParser's own entry point, after the signal handlers that remove temporary files
    /// (and that turn SIGXFSZ and SIGPIPE into failed writes).
    static func main() {
        TemporaryFiles.installSignalHandlers()
        do {
            var command = try parseAsRoot(subcommandFirst(Array(CommandLine.arguments.dropFirst())))
            try command.run()
            exitAfterFlushingOutput(0)
        } catch let code as ExitCode {
            exitAfterFlushingOutput(code.rawValue)
        } catch {
            exit(withError: error)
        }
    }
}

/// `stringsgen --project X --verbose lint …` read as `stringsgen lint --project X --verbose …`: the
/// options every command shares may come before the subcommand, as git's `-C` does.
func subcommandFirst(_ arguments: [String]) -> [String] {
    var index = 0
    while index < arguments.count {
        switch arguments[index] {
        case "--project" where index + 1 < arguments.count: index += 2
        case "--verbose": index += 1
        default:
            let names = Stringsgen.configuration.subcommands.map { $0._commandName }
            guard index > 0, names.contains(arguments[index]) else { return arguments }
            return [arguments[index]] + arguments[..<index] + arguments[(index + 1)...]
        }
    }
    return arguments
}

/// Exits with `status` once standard output is written. Output that could not be written is
/// not a success: a full disk under `report > file` is an error (exit 2); a reader that went
/// away (`lint | head -1`) ends the run quietly with the status it had.
func exitAfterFlushingOutput(_ status: Int32) -> Never {
    StandardOutput.flush()
    if let failure = StandardOutput.failure, failure != EPIPE {
        printError("stringsgen: error: cannot write the output: \(String(cString: strerror(failure)))")
        exit(2)
    }
    exit(status)
}

/// Standard output, written with `write(2)` through a buffer so that every failed write is
/// seen (Swift's `print` through C's `stdout` drops them).
enum StandardOutput {
    nonisolated(unsafe) private static var buffer: [UInt8] = []
    /// The `errno` of the first write that failed; nothing more is written after it.
    nonisolated(unsafe) private(set) static var failure: Int32?

    static func write(_ text: String) {
        guard failure == nil else { return }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    static func flush() {
        var offset = 0
        while offset < buffer.count, failure == nil {
            let n = buffer.withUnsafeBytes { systemWrite(1, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                failure = errno
            } else {
                offset += n
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// `print` for this executable: to `StandardOutput`, so write errors are not lost.
func print(_ text: String, terminator: String = "\n") {
    StandardOutput.write(text)
    StandardOutput.write(terminator)
}

/// Runs a command body, turning unreadable input into `file:line:column: error: ...` on stderr
/// and exit status 2.
func runReportingInputErrors(showing format: ((InputError) -> String?)? = nil, _ body: () throws -> Int32) throws {
    let status: Int32
    do {
        status = try body()
    } catch let error as InputError {
        // Also in the findings' format where CI reads it (a GitHub annotation, a SARIF run).
        if let text = format?(error) { print(text, terminator: text.hasSuffix("\n") ? "" : "\n") }
        printError(error.description)
        throw ExitCode(2)
    }
    if status != 0 { throw ExitCode(status) }
}

/// Writes a line to standard error (file descriptor 2: no shared C `FILE *` state), after
/// what standard output holds so far, so that piped output keeps the order it had on a terminal
/// (findings, then the summary).
func printError(_ line: String) {
    StandardOutput.flush()
    var text = line + "\n"
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

/// `--locales de, fr,ja` → `["de", "fr", "ja"]`.
func localeList(_ text: String) -> [String] {
    text.split(separator: ",").map { String($0.filter { $0 != " " }) }.filter { !$0.isEmpty }
}
