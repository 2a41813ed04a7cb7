import Foundation
import StringsgenICU
import Testing

/// The ICU shim as Apple platforms build it: without ICU's headers, from the declarations in
/// `icu_declarations.h` (docs/design-notes.md, fact 11). Here it is compiled with the system C
/// compiler (`$CC`, else `cc`, else the toolchain's `clang`) under `STRINGSGEN_ICU_NO_HEADERS`, with ICU's version suffix on
/// Linux (`ubrk_open_72`), linked against the system ICU, and run; what it prints must be what
/// the Swift module, built with the headers, says. So the Apple path is code that a test builds.
@Suite(.serialized) struct HeaderFreeShimTests {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        }
        fatalError("no Package.swift above \(#filePath)")
    }()

    static let shim = root + "/Sources/CStringsgenICU"
    static let tests = root + "/Tests/StringsgenICUTests/HeaderFree"

    #if canImport(Darwin)
    /// libicucore exports unversioned names.
    static let defines = ["-DSTRINGSGEN_ICU_NO_HEADERS"]
    static let libraries = ["-licucore"]
    #else
    /// A Linux ICU exports `name_<major>`; the major version is that of the ICU loaded here.
    static let defines = [
        "-DSTRINGSGEN_ICU_NO_HEADERS", "-DSTRINGSGEN_ICU_VERSION_SUFFIX=_\(ICUVersions.icu.prefix { $0 != "." })",
    ]
    static let libraries = ["-licui18n", "-licuuc"]
    #endif

    struct Run {
        var status: Int32
        var output: String
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// `$CC`, else the first of `cc` and `clang` (every Swift toolchain has clang) on `PATH`.
    static let compiler: String = {
        if let cc = ProcessInfo.processInfo.environment["CC"], !cc.isEmpty { return cc }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return ["cc", "clang"].first { name in
            path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
        } ?? "cc"
    }()

    @Test func headerFreeShimGivesWhatTheModuleGives() throws {
        let dir = NSTemporaryDirectory() + "stringsgen-headerfree-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let build = try Self.run(Self.compiler, [
            "-std=c11", "-Wall", "-Wextra", "-Werror", "-I", Self.shim + "/include", "-I", Self.shim,
        ] + Self.defines + [Self.shim + "/shim.c", Self.tests + "/main.c", "-o", dir + "/check"] + Self.libraries)
        try #require(build.status == 0, "\(Self.compiler) failed on the header-free shim:\n\(build.output)")
        let run = try Self.run(dir + "/check", [])
        try #require(run.status == 0, "the header-free program failed (\(run.status)):\n\(run.output)")
        var printed: [String: String] = [:]
        for line in run.output.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            printed[String(line[..<colon])] = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
        }

        #expect(printed["icu"] == ICUVersions.icu)
        #expect(printed["unicode"] == ICUVersions.unicode)
        #expect(printed["cldr"] == ICUVersions.cldr)
        let text = "\u{2701}\u{200D}\u{2701}ae\u{301}🇩🇪"
        let counter = GraphemeCounter()
        #expect(printed["graphemes"] == String(counter.count(text)))
        #expect(printed["graphemes"] == "4")
        #expect(printed["boundaries"] == counter.boundaries(text).map(String.init).joined(separator: " "))
        let ru = try PluralRules(locale: "ru")
        #expect(printed["ru keywords"]?.split(separator: " ").map(String.init).sorted() == ru.categories.map(\.rawValue).sorted())
        #expect(printed["ru 0-25"] == (0...25).map { ru.category(for: $0).rawValue }.joined(separator: " "))
        #expect(printed["fr 1c6"] == "many")
        #expect(printed["bcp47 pt_BR"] == LocaleIdentifier.bcp47("pt_BR"))
        #expect(printed["icu zh-Hant-TW"] == LocaleIdentifier.icu("zh-Hant-TW"))
        #expect(printed["language sr_Latn"] == LocaleIdentifier.language("sr_Latn"))
    }

    /// Under STRINGSGEN_ICU_NO_HEADERS the shim reads no ICU header at all, as on a Mac.
    @Test func headerFreeShimIncludesNoICUHeader() throws {
        let deps = try Self.run(Self.compiler, ["-M", "-I", Self.shim + "/include", "-I", Self.shim] + Self.defines + [Self.shim + "/shim.c"])
        try #require(deps.status == 0, "\(deps.output)")
        #expect(deps.output.contains("icu_declarations.h"))
        #expect(!deps.output.contains("unicode/"), "\(deps.output)")
    }

    #if !canImport(Darwin)
    /// Where ICU's headers exist, the declarations are compiled against them: a prototype that
    /// disagrees with ICU's is a "conflicting types" error, a constant with another value fails
    /// a static assertion.
    @Test func declarationsAgreeWithICUsHeaders() throws {
        let check = try Self.run(Self.compiler, [
            "-std=c11", "-Wall", "-Werror", "-fsyntax-only", "-I", Self.shim, Self.tests + "/check_declarations.c",
        ])
        #expect(check.status == 0, "\(check.output)")
    }
    #endif
}
