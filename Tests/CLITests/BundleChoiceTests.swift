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

    /// A target declared with `path: "Sources"` is named as the manifest names it, with all its
    /// catalogs, and generating into it uses its bundle (round 17: Itsypad's catalog was said to
    /// be in a target “Resources”, GitOK's plug-ins' in none, their accessors in `Bundle.main`).
    @Test func aTargetDeclaredWithAPath() throws {
        let dir = try Stringsgen.scratchProject()
        try FileManager.default.createDirectory(atPath: dir + "/Sources/Views/Clone", withIntermediateDirectories: true)
        try OutputNeverInputTests.catalog.write(toFile: dir + "/Sources/Localizable.xcstrings", atomically: true, encoding: .utf8)
        try OutputNeverInputTests.catalog.write(toFile: dir + "/Sources/Views/Clone/Clone.xcstrings", atomically: true, encoding: .utf8)
        try """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Projects", defaultLocalization: "en", targets: [
                .target(name: "ProjectsPlugin", path: "Sources", resources: [.process("Localizable.xcstrings")]),
            ])
            """.write(toFile: dir + "/Package.swift", atomically: true, encoding: .utf8)
        let run = try Stringsgen.run(["generate"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "stringsgen: note: Sources/Localizable.xcstrings and 1 more catalog are in the SwiftPM target ProjectsPlugin, but Generated/LocalizedString+Localizable.swift is not, so the accessors would look in Bundle.main and find no translation (every language would show the source text): generate into the target (--output Sources/Generated, or generate.tables.Localizable in stringsgen.json; Bundle.module is then used), use the build plugin, or choose with --bundle\n")
        let into = try Stringsgen.run(["generate", "--output", "Sources/Generated"], in: dir)
        #expect(into.stderr.isEmpty, "\(into.stderr)")
        #expect(try bundle(in: dir + "/Sources/Generated/LocalizedString+Localizable.swift") == "let bundle = Bundle.module")
        #expect(try bundle(in: dir + "/Sources/Generated/LocalizedString+Clone.swift") == "let bundle = Bundle.module")
    }

    /// Many targets' catalogs generated outside them: one line for all, with the configuration
    /// that fixes one of them (GitOK's 69 targets printed 69 lines).
    @Test func manyTargetsOneNote() throws {
        let dir = try Stringsgen.scratchProject()
        for name in ["A", "B", "C", "D"] {
            let package = dir + "/Packages/" + name
            try FileManager.default.createDirectory(atPath: package + "/Sources", withIntermediateDirectories: true)
            try OutputNeverInputTests.catalog.write(toFile: package + "/Sources/Localizable.xcstrings", atomically: true, encoding: .utf8)
            try "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"\(name)\", targets: [.target(name: \"\(name)Kit\", path: \"Sources\")])\n"
                .write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)
        }
        let run = try Stringsgen.run(["generate"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let notes = run.stderr.split(separator: "\n").filter { $0.contains("SwiftPM target") }
        #expect(notes == ["stringsgen: note: 4 catalogs of 4 SwiftPM targets (AKit, BKit, CKit and 1 more) are in their targets, but their accessors or resources are generated outside them, so the accessors would look in Bundle.main and find no translation (every language would show the source text): generate each into its target (generate.tables in stringsgen.json, as \"Packages/A/Sources/Localizable\" : { \"output\" : \"Packages/A/Sources/Generated/LocalizedString+Localizable.swift\", \"resources\" : \"Packages/A/Sources/Generated/Resources\" }; Bundle.module is then used), use the build plugin, or choose with --bundle"], "\(run.stderr)")
        // Following it for one target: that target's accessors use its bundle, and the note counts three.
        try #"{ "generate" : { "tables" : { "Packages/A/Sources/Localizable" : { "output" : "Packages/A/Sources/Generated/LocalizedString+Localizable.swift", "resources" : "Packages/A/Sources/Generated/Resources" } } } }"#
            .write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let configured = try Stringsgen.run(["generate"], in: dir)
        #expect(configured.status == 0, "\(configured.stderr)")
        #expect(try bundle(in: dir + "/Packages/A/Sources/Generated/LocalizedString+Localizable.swift") == "let bundle = Bundle.module")
        #expect(configured.stderr.split(separator: "\n").filter { $0.contains("SwiftPM target") }.count == 3, "\(configured.stderr)")
    }
}
