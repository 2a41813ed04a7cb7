import ArgumentParser
import Foundation
import StringsgenModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `stringsgen usage …`: runs `stringsgen-usage …`, the executable beside this one, in its place.
/// The scan of the app's code needs swift-syntax, which this executable (the plugins' tool) must
/// never depend on; so it lives in an executable of its own.
struct UsageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "usage",
        abstract: "Check the keys the app's Swift code uses against the tables (runs stringsgen-usage; see `stringsgen usage --help`).",
        shouldDisplay: true
    )

    @Argument(parsing: .captureForPassthrough, help: "The arguments of stringsgen-usage.")
    var arguments: [String] = []

    func run() throws {
        let sibling = URL(fileURLWithPath: Self.executablePath).deletingLastPathComponent().appendingPathComponent("stringsgen-usage").path
        guard access(sibling, X_OK) == 0 else {
            printError("stringsgen: error: stringsgen usage runs stringsgen-usage, which is not beside \(Self.executablePath): build it with `swift build --traits CodeScan --product stringsgen-usage`")
            throw ExitCode(2)
        }
        StandardOutput.flush()
        let argv = ([sibling] + arguments).map { strdup($0) } + [nil]
        execv(sibling, argv)
        printError("stringsgen: error: cannot run \(sibling): \(String(cString: strerror(errno)))")
        throw ExitCode(2)
    }

    /// This executable's own path (not `argv[0]`, which may be a bare name found on PATH).
    static var executablePath: String {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }
}
