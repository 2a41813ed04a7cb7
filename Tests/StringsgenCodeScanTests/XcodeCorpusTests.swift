#if CodeScan
import StringsgenKit
import StringsgenModel
import Testing

@testable import StringsgenCodeScan

/// The scan held to Xcode itself: four public apps whose catalogs Xcode's compiler wrote
/// (Fixtures/*/ORIGIN.md says where each comes from). A key with no `extractionState`, or
/// `extracted_with_value`, is one the compiler saw in the code: the scan must find it and never
/// report it unused. A `stale` key is one it no longer saw: it must be reported.
@Suite struct XcodeCorpusTests {
    struct App: Sendable, CustomStringConvertible {
        var folder: String
        var catalog: String
        var code: [String]
        /// Live keys the scan does not find, each with the reason.
        var liveNotFound: [String: String] = [:]
        /// Stale keys not reported, each with the reason.
        var staleKept: [String: String] = [:]
        /// Every finding of the rules about code (missing-key, argument-mismatch), by key.
        var codeFindings: [String] = []
        var description: String { folder }
    }

    static let fixtures = String(#filePath.dropLast("XcodeCorpusTests.swift".count)) + "Fixtures/"

    static let apps: [App] = [
        App(
            folder: "XcodesApp", catalog: "Xcodes/Resources/Localizable.xcstrings", code: ["Xcodes"],
            staleKept: [
                // `localizeString("Universal")` is `String(localized: String.LocalizationValue(key))`:
                // a key the app looks up at run time, which Xcode cannot see. Reporting it
                // unused would be the false alarm; the literal keeps it.
                "Universal": "looked up at run time through localizeString(_:)"
            ]),
        App(folder: "Whisky", catalog: "Whisky/Localizable.xcstrings", code: ["Whisky", "WhiskyKit"]),
        App(
            folder: "CubeTime", catalog: "Localizable.xcstrings", code: ["CubeTime"],
            staleKept: [
                // `func name() -> String { … "Algorithm Trainer" … }`: a literal equal to the key,
                // which the rule keeps alive (the code may show it as a key).
                "Algorithm Trainer": "a string literal of the code equals it"
            ]),
        App(folder: "LinearMouse", catalog: "LinearMouse/Localizable.xcstrings", code: ["LinearMouse"]),
    ]

    struct Figures {
        var live: Set<String>
        var stale: Set<String>
        var found: Set<String>
        var unused: Set<String>
        var debugOnly: Set<String>
        var codeFindings: [Diagnostic]
    }

    /// Each app scanned once for all the tests (a debug build of swift-syntax parses slowly).
    static let measured: [String: Result<Figures, InputError>] = Dictionary(
        uniqueKeysWithValues: apps.map { app in (app.folder, Result { () throws(InputError) in try measure(app) }) })

    static func figures(_ app: App) throws -> Figures { try measured[app.folder]!.get() }

    static func measure(_ app: App) throws(InputError) -> Figures {
        let root = fixtures + app.folder
        let project = try Project.load(root: root, inputs: [root + "/" + app.catalog])
        let usage = try ProjectUsage.run(project, code: app.code.map { root + "/" + $0 })
        let entries = project.tables.flatMap(\.entries)
        let keys = { (rule: String) in Set(usage.diagnostics.filter { $0.rule == rule }.compactMap(\.key)) }
        return Figures(
            live: Set(entries.filter { $0.extractionState == nil || $0.extractionState == "extracted_with_value" }.map(\.key)),
            stale: Set(entries.filter { $0.extractionState == "stale" }.map(\.key)),
            found: usage.keysFound["Localizable"] ?? [],
            unused: keys("unused-key"), debugOnly: keys("debug-only-key"),
            codeFindings: usage.diagnostics.filter { $0.rule == "missing-key" || $0.rule == "argument-mismatch" })
    }

    @Test(arguments: apps) func xcodesLiveKeysAreFound(_ app: App) throws {
        let figures = try Self.figures(app)
        let share = Double(figures.live.intersection(figures.found).count) / Double(figures.live.count)
        #expect(share >= 0.8, "\(app): \(figures.live.intersection(figures.found).count) of \(figures.live.count) live keys found")
        #expect(figures.live.subtracting(figures.found) == Set(app.liveNotFound.keys))
    }

    @Test(arguments: apps) func noLiveKeyIsReportedUnused(_ app: App) throws {
        let figures = try Self.figures(app)
        #expect(figures.live.intersection(figures.unused).sorted() == [])
    }

    @Test(arguments: apps) func everyStaleKeyIsReported(_ app: App) throws {
        let figures = try Self.figures(app)
        #expect(figures.stale.subtracting(figures.unused).subtracting(figures.debugOnly) == Set(app.staleKept.keys))
    }

    @Test(arguments: apps) func findingsAboutCode(_ app: App) throws {
        let figures = try Self.figures(app)
        #expect(figures.codeFindings.compactMap(\.key) == app.codeFindings)
    }

    /// XcodesApp's last catalog update was a release build: the key its `#if DEBUG` menu item
    /// uses is stale there, and a note (not unused) here.
    @Test func keysOfDebugCodeAreNotes() throws {
        let xcodes = try Self.figures(Self.apps[0])
        #expect(xcodes.debugOnly == ["Perform post-install steps"])
        #expect(xcodes.stale.contains("Perform post-install steps"))
        let cubeTime = try Self.figures(Self.apps[2])
        #expect(cubeTime.debugOnly == ["DEBUG BUILD", "generate"])
    }
}
#endif
