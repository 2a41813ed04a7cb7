import Foundation
import StringsgenFormats
import StringsgenICU
import StringsgenModel
import Testing
@testable import StringsgenCodegen

/// Where the fixtures and golden files live, beside this file.
enum TestFiles {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fixtures = directory.appendingPathComponent("__Fixtures__")
    static let snapshots = directory.appendingPathComponent("__Snapshots__")

    /// The fixture catalog `name`, read as the CLI reads it; locations name `__Fixtures__/<name>.xcstrings`.
    static func table(_ name: String) throws -> StringTable {
        let bytes = try Array(Data(contentsOf: fixtures.appendingPathComponent("\(name).xcstrings")))
        return try XCStringsReader.read(bytes: bytes, file: "__Fixtures__/\(name).xcstrings")
    }
}

/// Compares `actual` with `__Snapshots__/<name>`. With `STRINGSGEN_RECORD=1` the golden file is
/// rewritten instead, on purpose; otherwise a missing or different golden file fails the test.
func assertSnapshot(_ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let url = TestFiles.snapshots.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["STRINGSGEN_RECORD"] == "1" {
        try Data(actual.utf8).write(to: url, options: .atomic)
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        Issue.record("no golden file \(name); record it with STRINGSGEN_RECORD=1", sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return }
    Issue.record("\(name) differs from its golden file (re-record with STRINGSGEN_RECORD=1 if the change is intended):\n\(lineDiff(expected: expected, actual: actual))", sourceLocation: sourceLocation)
}

/// A unified-diff-like view of the first difference: a few lines of context, `-` expected, `+` actual.
func lineDiff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var start = 0
    while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
    var oldEnd = old.count, newEnd = new.count
    while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] { oldEnd -= 1; newEnd -= 1 }
    let context = max(0, start - 3)
    var lines = ["@@ line \(start + 1) @@"]
    lines += old[context..<start].map { "  \($0)" }
    lines += old[start..<min(oldEnd, start + 40)].map { "- \($0)" }
    lines += new[start..<min(newEnd, start + 40)].map { "+ \($0)" }
    lines += old[oldEnd..<min(old.count, oldEnd + 3)].map { "  \($0)" }
    return lines.joined(separator: "\n")
}

/// Runs `swiftc` from the running toolchain's PATH (or `$SWIFTC`) and returns its status and output.
func runSwiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    let environment = ProcessInfo.processInfo.environment
    if let swiftc = environment["SWIFTC"] {
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = arguments
    } else {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
    }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}

/// Compiles the fixture `table`'s accessors and `.lproj` resources, as `stringsgen generate` writes
/// them with the plural rules of `languages`, with `main`; runs it, and returns its output.
func runGeneratedApp(table name: String, languages: [String], main: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stringsgen-app-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let table = try TestFiles.table(name)
    for (path, bytes) in LprojResourceWriter().resources(for: table) {
        let file = directory.appendingPathComponent("Resources/" + path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }
    // The languages' plural rules from ICU, as `stringsgen generate` compiles them in.
    var rules: [String: PluralRuleSource] = [:]
    for language in languages {
        let text = try PluralRuleText(locale: language)
        rules[language] = PluralRuleSource(
            set: text.set, rules: text.rules.map { .init(category: $0.category.rawValue, condition: $0.condition) })
    }
    let options = GeneratorOptions(bundle: .custom("Bundle(path: CommandLine.arguments[1])!"), pluralRules: rules)
    let accessors = directory.appendingPathComponent("\(name).swift")
    try Data(try SwiftAccessorGenerator(options: options).generate(table).utf8).write(to: accessors)
    let mainFile = directory.appendingPathComponent("main.swift")
    try Data(("import Foundation\n" + main + "\n").utf8).write(to: mainFile)
    let app = directory.appendingPathComponent("app").path
    let (status, output) = try runSwiftc(["-o", app, mainFile.path, accessors.path])
    try #require(status == 0, "\(output)")
    let run = Process()
    run.executableURL = URL(fileURLWithPath: app)
    run.arguments = [directory.appendingPathComponent("Resources").path]
    let pipe = Pipe()
    run.standardOutput = pipe
    try run.run()
    let printed = pipe.fileHandleForReading.readDataToEndOfFile()
    run.waitUntilExit()
    #expect(run.terminationStatus == 0)
    return String(decoding: printed, as: UTF8.self)
}
