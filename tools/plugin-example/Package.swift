// swift-tools-version:6.0
import PackageDescription

// An app-shaped package that uses stringsgen as its users do: through the build-tool plugin,
// with the stringsgen package as a dependency (here by path; an app names its URL and version).
// `.ci/run` builds it and runs `greet`, and lints it with the command plugin.
let package = Package(
    name: "plugin-example",
    defaultLocalization: "en",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "stringsgen", path: "../.."),
    ],
    targets: [
        // The catalog and stringsgen.json are the plugin's inputs, not SwiftPM resources: the
        // plugin compiles the catalog into .lproj resources of this target itself.
        .target(
            name: "Greetings",
            exclude: ["Greetings.xcstrings", "stringsgen.json"],
            plugins: [.plugin(name: "StringsgenPlugin", package: "stringsgen")]
        ),
        .executableTarget(name: "greet", dependencies: ["Greetings"]),
    ]
)
