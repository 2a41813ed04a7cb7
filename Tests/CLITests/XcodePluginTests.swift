import Foundation
import Testing

/// The plugins' Xcode conformances (`#if canImport(XcodeProjectPlugin)`) compile: each plugin's
/// sources are typechecked with the toolchain's `PackagePlugin` and a stand-in `XcodeProjectPlugin`
/// declaring the documented shapes (`Fixtures/XcodeProjectPluginStandIn`), so a typo fails here,
/// not on a user's Mac; and without the stand-in, as SwiftPM builds them.
@Suite(.serialized) struct XcodePluginTests {
    static let plugins = ["StringsgenPlugin", "StringsgenCommandPlugin"]

    /// `<toolchain>/usr/lib/swift/pm/PluginAPI`, where `PackagePlugin` is, found from `swiftc`
    /// (on a Mac `/usr/bin/swiftc` is a shim: `xcrun --find` names the toolchain's).
    static func pluginAPI() throws -> String {
        #if canImport(Darwin)
        let swiftc = #"xcrun --find swiftc"#
        #else
        let swiftc = #"readlink -f "$(command -v swiftc)""#
        #endif
        let found = try Stringsgen.run(["/bin/sh", "-c", #"dirname "$(dirname "$("# + swiftc + #")")""#], viaShell: true)
        return found.stdout.trimmingCharacters(in: .whitespacesAndNewlines) + "/lib/swift/pm/PluginAPI"
    }

    static func sources(of plugin: String) throws -> [String] {
        let folder = Stringsgen.repositoryRoot + "/Sources/" + plugin
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder + "/" + $0 }
    }

    /// Typechecks `plugin` (its sources and `extra`), with the stand-in module when `standIn`.
    static func typecheck(_ plugin: String, standIn: Bool, extra: [String] = []) throws -> Stringsgen.Result {
        let api = try pluginAPI()
        // As SwiftPM compiles a plugin: the API of the manifest's tools version (6.0).
        var arguments = [
            "/usr/bin/env", "swiftc", "-typecheck", "-module-name", plugin, "-I", api, "-package-description-version", "6.0",
        ]
        if standIn {
            let modules = FileManager.default.temporaryDirectory.appendingPathComponent("stringsgen-xcode-\(UUID())").path
            ScratchFolders.register(modules)
            try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
            let module = try Stringsgen.run([
                "/usr/bin/env", "swiftc", "-emit-module", "-parse-as-library", "-module-name", "XcodeProjectPlugin",
                "-I", api, "-package-description-version", "6.0", "-o", modules + "/XcodeProjectPlugin.swiftmodule",
                Stringsgen.fixtures + "/XcodeProjectPluginStandIn/XcodeProjectPlugin.swift",
            ], viaShell: true)
            try #require(module.status == 0, "the stand-in does not compile:\n\(module.stderr)")
            arguments += ["-I", modules]
        }
        return try Stringsgen.run(arguments + (try sources(of: plugin)) + extra, viaShell: true)
    }

    @Test(arguments: plugins)
    func xcodeConformanceCompilesAgainstTheStandIn(plugin: String) throws {
        #expect(try Self.sources(of: plugin).contains { $0.hasSuffix("+Xcode.swift") })
        let result = try Self.typecheck(plugin, standIn: true)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test(arguments: plugins)
    func pluginCompilesWithoutXcode(plugin: String) throws {
        let result = try Self.typecheck(plugin, standIn: false)
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// What the build-tool plugin runs in `tools/xcode-example`'s app target (its arguments in an
    /// Xcode target: `generate --lint --no-resources`, the project's folder, the member catalog)
    /// writes the accessors and no resource, and the example's `main.swift` compiles against them.
    @Test func theXcodeExampleCompilesWithWhatThePluginGenerates() throws {
        let example = Stringsgen.repositoryRoot + "/tools/xcode-example"
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("stringsgen-xcode-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: work) }
        let generate = try Stringsgen.run([
            "generate", "--lint", "--project", example, "--output", work, "--no-resources", example + "/App/Greetings.xcstrings",
        ])
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: work) == ["LocalizedString+Greetings.swift"])
        let typecheck = try Stringsgen.run(
            ["/usr/bin/env", "swiftc", "-typecheck", example + "/App/main.swift", work + "/LocalizedString+Greetings.swift"],
            viaShell: true)
        #expect(typecheck.status == 0, "\(typecheck.stderr)")
    }

    /// The stand-in is seen: code that needs `XcodeProjectPlugin` fails without it and compiles with it,
    /// and a conformance with a wrong signature is rejected.
    @Test func theStandInIsWhatMakesTheDifference() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stringsgen-xcode-\(UUID())").path
        ScratchFolders.register(directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let probe = directory + "/Probe.swift"
        try """
            #if canImport(XcodeProjectPlugin)
            import XcodeProjectPlugin
            func requireStandIn() -> XcodeTarget.ID { "seen" }
            #else
            func requireStandIn() -> Int { "not seen" }
            #endif
            """.write(toFile: probe, atomically: true, encoding: .utf8)
        #expect(try Self.typecheck("StringsgenPlugin", standIn: true, extra: [probe]).status == 0)
        #expect(try Self.typecheck("StringsgenPlugin", standIn: false, extra: [probe]).status != 0)

        let wrong = directory + "/Wrong.swift"
        try """
            import PackagePlugin
            import XcodeProjectPlugin
            struct Wrong: XcodeBuildToolPlugin {
                func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [String] { [] }
            }
            """.write(toFile: wrong, atomically: true, encoding: .utf8)
        let result = try Self.typecheck("StringsgenPlugin", standIn: true, extra: [wrong])
        #expect(result.status != 0)
        #expect(result.stderr.contains("does not conform to protocol 'XcodeBuildToolPlugin'"), "\(result.stderr)")
    }
}
