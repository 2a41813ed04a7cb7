import Foundation
import Testing

/// Accessors generated into a SwiftPM target look their strings up in `Bundle.module`, the
/// bundle SwiftPM puts the target's `.lproj` folders in; `Bundle.main` there returns raw keys.
@Suite struct BundleChoiceTests {
    func package() throws -> String {
        let dir = try Stringsgen.scratchProject()
        try FileManager.default.createDirectory(atPath: dir + "/Sources/MyApp/Resources", withIntermediateDirectories: true)
        try OutputNeverInputTests.catalog.write(toFile: dir + "/Sources/MyApp/Resources/App.xcstrings", atomically: true, encoding: .utf8)
        try "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"MyApp\", defaultLocalization: \"en\", targets: [.executableTarget(name: \"MyApp\")])\n"
            .write(toFile: dir + "/Package.swift", atomically: true, encoding: .utf8)
        return dir
    }

    func bundle(in file: String) throws -> String? {
        let swift = try String(contentsOfFile: file, encoding: .utf8)
        return swift.range(of: #"let bundle = Bundle\.\w+"#, options: .regularExpression).map { String(swift[$0]) }
    }

    @Test func intoTheTargetTheModuleBundle() throws {
        let dir = try package()
        let run = try Stringsgen.run(["generate", "--output", "Sources/MyApp/Generated"], in: dir)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(try bundle(in: dir + "/Sources/MyApp/Generated/LocalizedString+App.swift") == "let bundle = Bundle.module")
        // The same from the target's folder (the project is the package's).
        let below = try Stringsgen.run(["generate", "--output", "Generated"], in: dir + "/Sources/MyApp")
        #expect(below.stdout.hasSuffix("0 file(s) written, 4 unchanged\n"), "\(below.stdout)\(below.stderr)")
    }

    @Test func outsideTheTargetTheMainBundleAndOneLineSayingWhy() throws {
        let dir = try package()
        let run = try Stringsgen.run(["generate"], in: dir)
        #expect(run.status == 0)
        #expect(run.stderr == "stringsgen: note: Sources/MyApp/Resources/App.xcstrings is in the SwiftPM target MyApp, but Generated/LocalizedString+App.swift is not, so the accessors would look in Bundle.main and find no translation (every language would show the source text): generate into the target (--output Sources/MyApp/Generated, or generate.tables.App in stringsgen.json; Bundle.module is then used), use the build plugin, or choose with --bundle\n")
        #expect(try bundle(in: dir + "/Generated/LocalizedString+App.swift") == "let bundle = Bundle.main")
        // A second catalog of the target: still one line (swift-paperless printed one per catalog).
        try String(contentsOfFile: dir + "/Sources/MyApp/Resources/App.xcstrings", encoding: .utf8)
            .write(toFile: dir + "/Sources/MyApp/Resources/Settings.xcstrings", atomically: true, encoding: .utf8)
        let two = try Stringsgen.run(["generate"], in: dir)
        #expect(two.stderr.split(separator: "\n").count == 1, "\(two.stderr)")
        #expect(two.stderr.hasPrefix("stringsgen: note: Sources/MyApp/Resources/App.xcstrings and 1 more catalog are in the SwiftPM target MyApp, but "), "\(two.stderr)")
    }

    /// A choice made, on the command line or in the configuration, is kept and needs no note.
    @Test func aChosenBundleIsKept() throws {
        let dir = try package()
        let run = try Stringsgen.run(["generate", "--bundle", ".main", "--output", "Sources/MyApp/Generated"], in: dir)
        #expect(run.stderr.isEmpty)
        #expect(try bundle(in: dir + "/Sources/MyApp/Generated/LocalizedString+App.swift") == "let bundle = Bundle.main")
        try #"{ "generate" : { "bundle" : ".main" } }"#.write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        #expect(try Stringsgen.run(["generate"], in: dir).stderr.isEmpty)
    }
}
