import Foundation
import Testing
@testable import StringsgenModel
import TestSupport

/// The format-string model held against Foundation itself, not against our expectations:
/// thousands of seeded, reproducible format strings and argument lists (positions, dropped and
/// repeated arguments, wrong types, every conversion and length modifier, `%n`, `%a`, widths
/// and precisions) run through `String(format:)` in a child process, so that a crash is
/// observed, not assumed. For each case the model's verdict must hold:
/// - `.shows(pieces)`: Foundation printed exactly the literal pieces and each argument formatted
///   by its specifier alone, and did not crash. This is the verdict lint's safety rests on.
/// - `.crashes`: the child process died of a signal.
/// - `.misprints`: no promise (Foundation may print anything, or crash); counted.
///
/// A failure prints the format string and arguments that reproduce it.
@Suite struct FormatModelDifferentialTests {
    /// The child: reads cases from a file, one a line, from the index given, and writes each
    /// result on its own line as soon as it has it (an unbuffered `write`), so the case it died
    /// on is the first one without a line.
    static let probeSource = #"""
        import Foundation
        #if canImport(Glibc)
        import Glibc
        #elseif canImport(Darwin)
        import Darwin
        #endif
        let lines = try! String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        var index = Int(CommandLine.arguments[2])!
        while index < lines.count, !lines[index].isEmpty {
            let fields = lines[index].split(separator: "\u{1F}", omittingEmptySubsequences: false)
            let arguments: [CVarArg] = fields.dropFirst().map { field -> CVarArg in
                let value = field.dropFirst()
                switch field.first {
                case "i": return Int(value)!
                case "u": return UInt(value)!
                case "d": return Double(bitPattern: UInt64(value, radix: 16)!)
                default: return String(value)
                }
            }
            let shown = String(format: String(fields[0]), arguments: arguments)
            let escaped = shown.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
            let line = "\(index)\u{1F}\(escaped)\n"
            _ = line.utf8CString.withUnsafeBufferPointer { write(1, $0.baseAddress!, $0.count - 1) }
            index += 1
        }
        """#

    struct Case: CustomStringConvertible {
        var format: String
        var arguments: [FormatArgument]

        /// The format as `generate` gives it to `String(format:)`: placeholder names dropped.
        var line: String {
            ([FormatString.withoutPlaceholderNames(format)] + arguments.map { argument in
                switch argument {
                case .integer(let v): "i\(v)"
                case .unsigned(let v): "u\(v)"
                case .double(let v): "d" + String(v.bitPattern, radix: 16)
                case .object(let v): "s" + v
                }
            }).joined(separator: "\u{1F}")
        }

        var description: String {
            "String(format: \(format.debugDescription), \(arguments.map { "\($0)" }.joined(separator: ", ")))"
        }
    }

    static let integers = [0, 1, 2, 5, 21, 65, -1, -7, 300, 70_000, Int(Int32.max) + 1, -(1 << 40), 1_234_567_890_123]
    static let doubles = [0, 1.5, -2.25, 1e10, 0.125, 3]
    static let strings = ["Ana", "", "50%", "x y", "Grüße", "👋🏽"]
    static let conversions: [String] = ["@", "d", "i", "u", "x", "X", "o", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s", "S", "D", "U", "O", "n", "p"]
    static let lengths = ["", "", "", "", "", "", "l", "ll", "h", "hh", "q", "z", "j", "t", "L"]
    static let flags = ["", "", "", "", "", "", "", "", "", "", "", "", "-", "+", "0", " ", "#", "'"]
    static let widths = ["", "", "", "", "", "5", "12"]
    static let precisions = ["", "", "", "", "", ".2", ".0"]
    static let literals = ["", "", " ", "Hello ", " and ", "%% off ", "é\u{A0}« ", "日本 ", " – "]

    /// The conversion that shows an argument of `type` as meant, most of the time; else any.
    static func conversion(for type: PlaceholderType, _ random: inout SplitMix64) -> (String, String) {
        let choice = Int.random(in: 0..<20, using: &random)
        if choice < 2 { return ("", "@") }  // the crash of issue 23, and its relatives
        if choice < 15 {
            switch type {
            case .object: return ("", "@")
            case .integer, .unsigned: return (["", "l", "ll", "ll", "ll", "q", "z", "j", "t", "h"].randomElement(using: &random)!, ["d", "d", "i", "u", "x", "X", "o"].randomElement(using: &random)!)
            default: return (["", "", "l"].randomElement(using: &random)!, ["f", "e", "g", "a", "F", "E", "G", "A"].randomElement(using: &random)!)
            }
        }
        return (lengths.randomElement(using: &random)!, conversions.randomElement(using: &random)!)
    }

    static func cases(seed: UInt64, count: Int) -> [Case] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let argumentCount = Int.random(in: 0...4, using: &random)
            let arguments: [FormatArgument] = (0..<argumentCount).map { _ in
                switch Int.random(in: 0..<7, using: &random) {
                case 0, 1: .integer(integers.randomElement(using: &random)!)
                case 2: .unsigned(UInt(integers.randomElement(using: &random)!.magnitude))
                case 3, 4: .double(doubles.randomElement(using: &random)!)
                default: .object(strings.randomElement(using: &random)!)
                }
            }
            // Mostly all implicit or all explicit positions; sometimes mixed.
            let style = Int.random(in: 0..<10, using: &random)
            let specifierCount = Int.random(in: 1...4, using: &random)
            var format = literals.randomElement(using: &random)!
            var implicit = 0
            for _ in 0..<specifierCount {
                let explicit = style < 4 || (style == 9 && Bool.random(using: &random))
                // Mostly a real argument; sometimes one past the end, a repeat, or one left out.
                var position: Int
                if explicit {
                    position = argumentCount == 0 ? 1 : Int.random(in: 1...argumentCount, using: &random)
                    if Int.random(in: 0..<12, using: &random) == 0 { position = argumentCount + 1 }
                } else {
                    implicit += 1
                    position = implicit
                }
                let type = position <= argumentCount ? arguments[position - 1].type : .integer
                let (length, conversion) = conversion(for: type, &random)
                var specifier = "%" + (explicit ? "\(position)$" : "")
                // Sometimes named as Xcode 26 names placeholders (`%1$(name)@`).
                if Int.random(in: 0..<8, using: &random) == 0 { specifier += "(name\(position))" }
                // Sometimes an object's attributes, as Apple's Thai and Chinese strings have them (`%[tt]@`).
                if conversion == "@", length.isEmpty, Int.random(in: 0..<6, using: &random) == 0 {
                    specifier += "[tt]@"
                } else {
                    specifier += flags.randomElement(using: &random)!
                    specifier += widths.randomElement(using: &random)! + precisions.randomElement(using: &random)!
                    specifier += length + conversion
                }
                format += specifier + literals.randomElement(using: &random)!
            }
            return Case(format: format, arguments: arguments)
        }
    }

    /// What Foundation did with a case: the text it printed, or nil where the process died.
    static func observe(_ cases: [Case], probe: URL, in directory: URL) throws -> [String?] {
        let input = directory.appendingPathComponent("cases.txt")
        try Data((cases.map(\.line).joined(separator: "\n") + "\n").utf8).write(to: input)
        var results = [String?](repeating: nil, count: cases.count)
        var next = 0
        while next < cases.count {
            let process = Process()
            process.executableURL = probe
            process.arguments = [input.path, String(next)]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            var answered = next
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true) {
                let fields = line.split(separator: "\u{1F}", maxSplits: 1, omittingEmptySubsequences: false)
                guard let index = Int(fields[0]) else { continue }
                let text = fields.count > 1 ? String(fields[1]) : ""
                results[index] = text.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\\\", with: "\\")
                answered = index + 1
            }
            if process.terminationReason == .uncaughtSignal {
                next = answered + 1  // `answered` died: its result stays nil
            } else {
                #expect(answered == cases.count, "the probe stopped at case \(answered) without a signal")
                next = cases.count
            }
        }
        return results
    }

    /// The text of `.shows` pieces, each argument formatted by its specifier alone.
    static func render(_ pieces: [FormatPiece], _ arguments: [FormatArgument]) -> String {
        pieces.map { piece in
            switch piece {
            case .literal(let text): return text
            case .argument(let specifier, let index):
                switch arguments[index] {
                case .integer(let v): return String(format: specifier, v)
                case .unsigned(let v): return String(format: specifier, v)
                case .double(let v): return String(format: specifier, v)
                case .object(let v): return String(format: specifier, v)
                }
            }
        }.joined()
    }

    #if os(Linux)
    /// Why `generate` drops placeholder names: Foundation on Linux prints `%(` as `(` and takes
    /// no argument for it, so `%@` here shows the first argument, not the second. (Xcode's build
    /// drops them on Apple platforms before Foundation sees the text.)
    @Test func linuxFoundationDoesNotReadNames() {
        #expect(String(format: "%(count)lld files, %@", "A", "B", "C") == "(count)lld files, A")
        #expect(String(format: FormatString.withoutPlaceholderNames("%(count)lld files, %@"), 3, "B") == "3 files, B")
    }
    #endif

    @Test func theModelAgreesWithFoundationCaseForCase() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stringsgen-format-probe-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("probe.swift")
        try Data(Self.probeSource.utf8).write(to: source)
        let probe = directory.appendingPathComponent("probe")
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compile.arguments = [ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc", "-O", source.path, "-o", probe.path]
        try compile.run()
        compile.waitUntilExit()
        try #require(compile.terminationStatus == 0, "the probe did not compile")

        let seed = UInt64(ProcessInfo.processInfo.environment["STRINGSGEN_FORMAT_SEED"] ?? "") ?? 0x5EED_23
        let count = Int(ProcessInfo.processInfo.environment["STRINGSGEN_FORMAT_CASES"] ?? "") ?? 4000
        let cases = Self.cases(seed: seed, count: count)
        let observed = try Self.observe(cases, probe: probe, in: directory)

        var tally: [String: Int] = [:]
        var failures: [String] = []
        for (index, (testCase, result)) in zip(cases, observed).enumerated() {
            switch FormatModel.outcome(format: testCase.format, arguments: testCase.arguments) {
            case .shows(let pieces):
                let expected = Self.render(pieces, testCase.arguments)
                if result != expected {
                    failures.append("case \(index): \(testCase): the model says it shows \(expected.debugDescription); Foundation \(result.map { "printed \($0.debugDescription)" } ?? "crashed")")
                }
                tally["shows", default: 0] += 1
            case .crashes:
                if let result {
                    failures.append("case \(index): \(testCase): the model says it crashes; Foundation printed \(result.debugDescription)")
                }
                tally["crashes", default: 0] += 1
            case .misprints:
                tally[result == nil ? "misprints (crashed)" : "misprints (printed)", default: 0] += 1
            }
        }
        #expect(failures.isEmpty, "seed \(seed), \(failures.count) of \(count) cases disagree:\n\(failures.prefix(40).joined(separator: "\n"))")
        // Not a degenerate sample: every verdict is reached many times.
        #expect(tally["shows", default: 0] >= count / 10, "\(tally)")
        #expect(tally["crashes", default: 0] >= count / 100, "\(tally)")
        #expect(tally["misprints (printed)", default: 0] >= count / 10, "\(tally)")
        print("format model against Foundation, seed \(seed): \(tally.sorted { $0.key < $1.key })")
    }
}
