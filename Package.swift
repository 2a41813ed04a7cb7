// swift-tools-version:6.1
import PackageDescription

// Layers, bottom to top (a layer imports only those below it):
//   CStringsgenICU      C shim over the system ICU; its header exposes no ICU type (docs/design-notes.md, fact 1)
//   StringsgenICU       Swift types over the shim: graphemes, plural rules, locale identifiers
//   StringsgenModel     tables, entries, units, placeholders, source locations, diagnostics
//   StringsgenFormats   readers and writers: JSON with locations, .xcstrings, .strings, .stringsdict
//   StringsgenChecks    one check per file, the registry, severities
//   StringsgenCodegen   the Swift accessor emitter and the compiled .lproj resources
//   StringsgenReports   diagnostic renderers and missing-translation reports
//   StringsgenKit       project discovery and configuration, shared by the commands
//   stringsgen          the executable: options wired to the library
//   StringsgenCodeScan  the keys an app's Swift code uses (swift-syntax), and the rules that hold
//                       them against the tables: missing-key, unused-key, argument-mismatch
//   stringsgen-usage    the executable of that scan (`stringsgen usage` runs it).
// Only StringsgenCodeScan depends on swift-syntax, and only with the trait CodeScan, which is off
// by default: SwiftPM fetches every dependency that any product of a package needs (its
// target-based resolution prunes by product, not by the products a dependent uses), but not one
// that only a disabled trait needs. So a package that uses the plugins never fetches or builds
// swift-syntax; `swift build --traits CodeScan` builds the scan (README, "Keys the code uses").
// and two SwiftPM plugins that run the executable: StringsgenPlugin (build tool: accessors and
// .lproj resources on every build) and StringsgenCommandPlugin (`swift package stringsgen lint`).
let package = Package(
    name: "stringsgen",
    defaultLocalization: "en",
    platforms: [.macOS(.v13), .macCatalyst(.v16)],
    products: [
        .executable(name: "stringsgen", targets: ["stringsgen"]),
        .executable(name: "stringsgen-usage", targets: ["stringsgen-usage"]),
        .library(name: "OnboardingStrings", targets: ["OnboardingStrings"]),
        .plugin(name: "StringsgenPlugin", targets: ["StringsgenPlugin"]),
        .plugin(name: "StringsgenCommandPlugin", targets: ["StringsgenCommandPlugin"]),
    ],
    traits: [
        .trait(name: "CodeScan", description: "Build stringsgen-usage with swift-syntax: the scan of an app's Swift code for the keys it uses."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    ],
    targets: [
        // macOS and Mac Catalyst link the system's libicucore (no headers there: the shim declares
        // what it calls; docs/icu-on-apple.md proves each is exported since the 10.15 SDK, and in
        // the 13.0 SDK for both). No other Apple platform's stub was read, and ICU only runs in the
        // tool, on the Mac. Linux links the system ICU, whose headers come with libicu-dev.
        .target(
            name: "CStringsgenICU",
            linkerSettings: [
                .linkedLibrary("icucore", .when(platforms: [.macOS, .macCatalyst])),
                .linkedLibrary("icuuc", .when(platforms: [.linux])),
                .linkedLibrary("icui18n", .when(platforms: [.linux])),
            ]
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
        // The options `lint` and `usage` share.
        .target(
            name: "StringsgenCommandLine",
            dependencies: ["StringsgenKit", "StringsgenReports", "StringsgenChecks", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "stringsgen",
            dependencies: ["StringsgenKit", "StringsgenCommandLine", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .target(
            name: "StringsgenCodeScan",
            dependencies: [
                "StringsgenModel", "StringsgenFormats", "StringsgenChecks", "StringsgenCodegen", "StringsgenKit",
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["CodeScan"])),
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["CodeScan"])),
            ]
        ),
        .executableTarget(
            name: "stringsgen-usage",
            dependencies: ["StringsgenCodeScan", "StringsgenKit", "StringsgenCommandLine", "StringsgenReports", "StringsgenModel", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // Plugin sources live under Sources/ (the top level is fixed), hence `path:`.
        .plugin(
            name: "StringsgenPlugin", capability: .buildTool(), dependencies: ["stringsgen"],
            path: "Sources/StringsgenPlugin"
        ),
        // No permission declared: `lint` needs none, and one declared would be asked for on
        // every run. Writing commands take `--allow-writing-to-package-directory`.
        .plugin(
            name: "StringsgenCommandPlugin",
            capability: .command(intent: .custom(
                verb: "stringsgen",
                description: "Lint, report, format or generate the package's string tables with stringsgen")),
            dependencies: ["stringsgen", "stringsgen-usage"],
            path: "Sources/StringsgenCommandPlugin"
        ),
        // The generated accessors for Strings/Onboarding.xcstrings and their compiled .strings
        // resources (written by `swift run stringsgen`), so every `swift build` compiles them.
        .target(name: "OnboardingStrings", resources: [.process("Resources")]),

        // What several test targets share (a seeded random generator); no product has it.
        .target(name: "TestSupport", path: "Tests/TestSupport"),

        // Fixtures: real apps' catalogs and Swift code (each folder says where it comes from).
        .testTarget(
            name: "StringsgenCodeScanTests", dependencies: ["StringsgenCodeScan", "StringsgenKit", "StringsgenModel"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "StringsgenModelTests", dependencies: ["StringsgenModel", "TestSupport"]),
        .testTarget(name: "StringsgenChecksTests", dependencies: ["StringsgenChecks", "StringsgenICU", "StringsgenFormats"]),
        // Fixtures are read through #filePath, so they are not resources.
        .testTarget(
            name: "StringsgenFormatsTests", dependencies: ["StringsgenFormats", "StringsgenModel"],
            exclude: ["Legacy/Fixtures", "XLIFF/Fixtures"]
        ),
        // Runs the built `stringsgen` binary on fixture projects: output and exit status.
        .testTarget(name: "CLITests", dependencies: ["stringsgen", "stringsgen-usage", "TestSupport"], exclude: ["Fixtures"]),
        // HeaderFree/ holds C compiled by the tests themselves (the shim without ICU's headers).
        .testTarget(name: "StringsgenICUTests", dependencies: ["StringsgenICU", "TestSupport"], exclude: ["HeaderFree"]),
        // The generated Onboarding accessors resolved at run time from the compiled resources.
        .testTarget(name: "OnboardingStringsTests", dependencies: ["OnboardingStrings", "StringsgenFormats", "StringsgenICU"]),
        // The default project (Strings/, Locales/) held to its own contract.
        .testTarget(name: "ProjectTests", dependencies: ["StringsgenKit", "StringsgenFormats", "StringsgenICU", "StringsgenChecks", "TestSupport"]),
        .testTarget(
            name: "StringsgenReportsTests", dependencies: ["StringsgenReports"], exclude: ["__Snapshots__", "__Fixtures__"]
        ),
        .testTarget(
            name: "StringsgenCodegenTests", dependencies: ["StringsgenCodegen", "StringsgenFormats", "StringsgenICU"],
            exclude: ["__Snapshots__", "__Fixtures__"]
        ),
    ]
)
