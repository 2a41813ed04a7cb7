import Foundation
import Testing

/// Runs the built `stringsgen` binary, as a user or CI would.
enum Stringsgen {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        }
        fatalError("no Package.swift above \(#filePath)")
    }()

    /// The real-world files vendored in `Tests/Corpora/<Origin>/` (see its README).
    static let corpora = repositoryRoot + "/Tests/Corpora"

    /// "CotEditor_Document.xcstrings" → `Tests/Corpora/CotEditor/CotEditor_Document.xcstrings`.
    static func corpus(_ name: String) -> String { "\(corpora)/\(name.prefix { $0 != "_" })/\(name)" }

    /// The vendored String Catalogs, listed so that a missing one fails by name.
    static let corpusCatalogs = [
        "CotEditor_Document.xcstrings", "CotEditor_InfoPlist.xcstrings", "CotEditor_Localizable.xcstrings",
        "LinearMouse_Localizable.xcstrings",
    ].map(corpus)
    static let fixtures = repositoryRoot + "/Tests/CLITests/Fixtures"

    /// The binary beside the test bundle (`.build/<config>/stringsgen`).
    static let binary: String = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("stringsgen").path,
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("stringsgen").path,
            repositoryRoot + "/.build/debug/stringsgen",
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates.last!
    }()

    @discardableResult
    /// With `viaShell`, `arguments` is a whole command line whose first element is the program
    /// (a shell, to set limits or pipes around the binary).
    static func run(
        _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:], viaShell: Bool = false
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: viaShell ? arguments[0] : binary)
        process.arguments = viaShell ? Array(arguments.dropFirst()) : arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? repositoryRoot)
        var env = ScratchFolders.childEnvironment()
        env.removeValue(forKey: "GITHUB_STEP_SUMMARY")
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// `locale`'s entry of `stringsgen report --format json` run in `dir` (its status, coverage, …).
    static func reportedLocale(_ locale: String, in dir: String, options: [String] = []) throws -> [String: Any] {
        let report = try run(["report", "--format", "json"] + options, in: dir)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any], "\(report.stderr)")
        return try #require((json["locales"] as? [String: Any])?[locale] as? [String: Any], "\(report.stdout)")
    }

    /// `locale`'s key coverage in `stringsgen report --format json` (`required`, `translated`, `percent`).
    static func reportedKeys(_ locale: String, in dir: String, options: [String] = []) throws -> [String: Any] {
        try #require((reportedLocale(locale, in: dir, options: options)["coverage"] as? [String: Any])?["keys"] as? [String: Any])
    }

    /// An Xcode project file with what lint reads of one: a file reference for each of `files`
    /// (paths as Xcode writes them, `de.lproj/Localizable.strings`, quoted where Xcode quotes
    /// them), the languages it localizes into (`knownRegions`, in the order given) and, where
    /// given, its development language. A test adds objects before the `\t};` that ends them.
    static func xcodeProject(knownRegions: [String] = [], developmentRegion: String? = nil, files: [String] = []) -> String {
        func written(_ path: String) -> String {
            path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_./".contains($0)) } ? path : "\"\(path)\""
        }
        let objects = files.isEmpty ? "" : "\tobjects = {\n"
            + files.enumerated().map { "\t\t\($0.offset + 1) = {isa = PBXFileReference; path = \(written($0.element)); sourceTree = \"<group>\"; };\n" }.joined()
            + "\t};\n"
        let development = developmentRegion.map { "\tdevelopmentRegion = \($0);\n" } ?? ""
        let regions = knownRegions.isEmpty ? "" : "\tknownRegions = (\n" + knownRegions.map { "\t\t\($0),\n" }.joined() + "\t);\n"
        return "{\n" + objects + development + regions + "}\n"
    }

    /// A String Catalog in Xcode's layout (the first key on line 4, column 5): each key, in the
    /// order given, with its translated value per locale (locales sorted), all `manual`.
    static func catalog(_ entries: KeyValuePairs<String, [String: String]>) -> String {
        catalog(entries.map { ($0.key, $0.value) })
    }

    static func catalog(_ entries: [(String, [String: String])]) -> String {
        let keys = entries.map { key, values in
            let localizations = values.sorted { $0.key < $1.key }.map { locale, value in
                "        \"\(locale)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } }"
            }
            return """
                \"\(key)\" : {
                  "extractionState" : "manual",
                  "localizations" : {
            \(localizations.joined(separator: ",\n"))
                  }
                }
            """
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(keys.joined(separator: ",\n"))\n  },\n  \"version\" : \"1.0\"\n}"
    }

    /// A fresh temporary copy of a fixture project (or an empty folder), removed when the test
    /// ends (`.removesScratchFolders` on its suite; otherwise when the test process exits).
    static func scratchProject(copying fixture: String? = nil) throws -> String {
        let dir = NSTemporaryDirectory() + "stringsgen-test-" + UUID().uuidString
        ScratchFolders.register(dir)
        if let fixture {
            try FileManager.default.copyItem(atPath: fixtures + "/" + fixture, toPath: dir)
        } else {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        }
        return dir
    }

    /// A new scratch project of `files` (path → contents), their folders made as needed.
    static func scratchProject(files: [String: String]) throws -> String {
        let dir = try scratchProject()
        for (path, contents) in files {
            let full = dir + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try contents.write(toFile: full, atomically: true, encoding: .utf8)
        }
        return dir
    }
}
