import ArgumentParser
import StringsgenKit
import StringsgenModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
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
        subcommands: [Generate.self, Lint.self, Report.self, Format.self, Export.self, Import.self],
        defaultSubcommand: Generate.self
    )
}

/// Runs a command body, turning unreadable input into `file:line:column: error: ...` on stderr
/// and exit status 2.
func runReportingInputErrors(_ body: () throws -> Int32) throws {
    let status: Int32
    do {
        status = try body()
    } catch let error as InputError {
        printError(error.description)
        throw ExitCode(2)
    }
    if status != 0 { throw ExitCode(status) }
}

/// Writes a line to standard error (file descriptor 2: no shared C `FILE *` state).
func printError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

/// `--locales de, fr,ja` → `["de", "fr", "ja"]`.
func localeList(_ text: String) -> [String] {
    text.split(separator: ",").map { String($0.filter { $0 != " " }) }.filter { !$0.isEmpty }
}
