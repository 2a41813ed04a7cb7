// swift-tools-version:6.0
import PackageDescription

// Layers, bottom to top (a layer imports only those below it):
//   CStringsgenICU      C shim over the system ICU; its header exposes no ICU type (DESIGN.md fact 1)
//   StringsgenICU       Swift types over the shim: graphemes, plural rules, locale identifiers
//   StringsgenModel     tables, entries, units, placeholders, source locations, diagnostics
//   StringsgenFormats   readers and writers: JSON with locations, .xcstrings, .strings, .stringsdict
//   StringsgenChecks    one check per file, the registry, severities
//   StringsgenCodegen   the Swift accessor emitter and the compiled .lproj resources
//   StringsgenReports   diagnostic renderers and missing-translation reports
//   StringsgenKit       project discovery and configuration, shared by the commands
//   stringsgen          the executable: options wired to the library
let package = Package(
    name: "stringsgen",
    defaultLocalization: "en",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "stringsgen", targets: ["stringsgen"]),
        .library(name: "OnboardingStrings", targets: ["OnboardingStrings"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "CStringsgenICU",
            linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icui18n")]
        ),
        .target(name: "StringsgenICU", dependencies: ["CStringsgenICU"]),
        .target(name: "StringsgenModel"),
        .target(name: "StringsgenFormats", dependencies: ["StringsgenModel"]),
        .target(name: "StringsgenChecks", dependencies: ["StringsgenModel", "StringsgenICU"]),
        .target(name: "StringsgenCodegen", dependencies: ["StringsgenModel"]),
        .target(name: "StringsgenReports", dependencies: ["StringsgenModel", "StringsgenFormats"]),
        .target(
            name: "StringsgenKit",
            dependencies: ["StringsgenModel", "StringsgenFormats", "StringsgenChecks", "StringsgenCodegen", "StringsgenReports", "StringsgenICU"]
        ),
        .executableTarget(
            name: "stringsgen",
            dependencies: ["StringsgenKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The generated accessors for Strings/Onboarding.xcstrings and their compiled .strings
        // resources (written by `swift run stringsgen`), so every `swift build` compiles them.
        .target(name: "OnboardingStrings", resources: [.process("Resources")]),

        .testTarget(name: "StringsgenModelTests", dependencies: ["StringsgenModel"]),
        .testTarget(name: "StringsgenChecksTests", dependencies: ["StringsgenChecks", "StringsgenICU", "StringsgenFormats"]),
        // Fixtures are read through #filePath, so they are not resources.
        .testTarget(
            name: "StringsgenFormatsTests", dependencies: ["StringsgenFormats", "StringsgenModel"],
            exclude: ["Legacy/Fixtures", "XLIFF/Fixtures"]
        ),
        // Runs the built `stringsgen` binary on fixture projects: output and exit status.
        .testTarget(name: "CLITests", dependencies: ["stringsgen"], exclude: ["Fixtures"]),
        .testTarget(name: "StringsgenICUTests", dependencies: ["StringsgenICU"]),
        // The generated Onboarding accessors resolved at run time from the compiled resources.
        .testTarget(name: "OnboardingStringsTests", dependencies: ["OnboardingStrings", "StringsgenFormats"]),
        // The default project (Strings/, Locales/) held to its own contract.
        .testTarget(name: "ProjectTests", dependencies: ["StringsgenKit", "StringsgenFormats", "StringsgenICU", "StringsgenChecks"]),
        .testTarget(
            name: "StringsgenReportsTests", dependencies: ["StringsgenReports"], exclude: ["__Snapshots__", "__Fixtures__"]
        ),
        .testTarget(
            name: "StringsgenCodegenTests", dependencies: ["StringsgenCodegen", "StringsgenFormats"],
            exclude: ["__Snapshots__", "__Fixtures__"]
        ),
    ]
)
