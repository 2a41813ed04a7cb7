import Testing
@testable import StringsgenKit

/// The targets of a `Package.swift` as written, with their folders (round 17: Itsypad's and
/// GitOK's targets declare `path: "Sources"`).
@Suite struct SwiftPMManifestTests {
    func targets(_ text: String, existing: Set<String> = []) -> [SwiftPMManifest.Target] {
        SwiftPMManifest(text: text) { existing.contains($0) }.targets
    }

    @Test func pathsAndSwiftPMsDefaults() {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let core: Target.Dependency = .target(name: "Core")
            let package = Package(
                name: "itsypad", // .target(name: "Commented")
                products: [.plugin(name: "Lint", targets: ["Lint"])],
                targets: [
                    .target(name: "Core", dependencies: [.target(name: "Model")], path: "./Sources/", resources: [.process("Resources")]),
                    .executableTarget(name: "App", dependencies: [core]),
                    /* .target(name: "Old", path: "Old") /* nested */ */
                    .testTarget(name: "CoreTests", dependencies: ["Core"]),
                    .plugin(name: "Lint", capability: .buildTool()),
                    .target(name: "Legacy", path: \"\"\"
                    Legacy
                    \"\"\"),
                    .target(name: "Model"),
                ]
            )
            """
        // A target named again as a dependency keeps its declaration's path; a product's
        // plug-in is the plug-in target's default folder; commented declarations are none.
        #expect(targets(manifest, existing: ["src/Model"]) == [
            .init(name: "Lint", folder: "Plugins/Lint"),
            .init(name: "Core", folder: "Sources"),
            .init(name: "App", folder: "Sources/App"),
            .init(name: "CoreTests", folder: "Tests/CoreTests"),
            .init(name: "Legacy", folder: "Legacy"),
            .init(name: "Model", folder: "src/Model"),
        ])
        #expect(targets(manifest).last == .init(name: "Model", folder: "Sources/Model"))
    }

    @Test func unreadableManifestsDeclareNothing() {
        #expect(targets("").isEmpty)
        #expect(targets("let names = [\"A\", \"B\"]\nlet package = Package(name: \"P\", targets: names.map { .target(name: $0) })").isEmpty)
        // An unterminated literal or comment ends the text, not the run.
        #expect(targets(".target(name: \"A\", path: \"Sources").isEmpty)
        #expect(targets(".target(name: \"A\") /* open").map(\.folder) == ["Sources/A"])
    }
}
