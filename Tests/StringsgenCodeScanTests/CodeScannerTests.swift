#if CodeScan
import Foundation
import StringsgenModel
import Testing

@testable import StringsgenCodeScan

/// The keys the scanner finds in small pieces of code, as Apple's compiler extracts them.
@Suite struct CodeScannerTests {
    /// Scans `code` written to a temporary file, removed afterwards.
    static func scan(_ code: String, functions: [KeyFunction] = []) throws -> CodeScan {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stringsgen-scan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("View.swift")
        try code.write(to: file, atomically: true, encoding: .utf8)
        return try CodeScanner(functions: functions).scan(files: [file.path])
    }

    static func keys(_ code: String, functions: [KeyFunction] = []) throws -> [String] {
        try scan(code, functions: functions).uses.map(\.key)
    }

    /// Code nested deeper than swift-syntax's debug default (20) is read, and so is the rest of
    /// the file: siskin-im's calls after a deeply nested closure went unseen in debug builds.
    @Test func deeplyNestedCodeIsRead() throws {
        let depth = 60
        let code = "func f() {\n" + String(repeating: "_ = {\n", count: depth) + "_ = NSLocalizedString(\"Deep\", comment: \"\")\n"
            + String(repeating: "}\n", count: depth) + "}\nlet s = NSLocalizedString(\"Shallow\", comment: \"\")\nlet t = \"After\"\n"
        let scan = try Self.scan(code)
        #expect(scan.uses.map(\.key) == ["Deep", "Shallow"])
        #expect(scan.literals.contains("After"))
    }

    @Test func literalKeysOfAppleAPI() throws {
        let code = """
            Text("Hello")
            Text(verbatim: "Not a key")
            Button("Save") {}
            view.navigationTitle("Settings")
            let a = String(localized: "Saved", table: "Other")
            let b = NSLocalizedString("Legacy", comment: "")
            let c = Bundle.main.localizedString(forKey: "Bundled", value: nil, table: nil)
            let remote = data.localizedString(forKey: "Remote")  // another type's: Foundation's has `value:`
            let d = LocalizedStringResource("Resource")
            Text(flag ? "On" : "Off")
            let e = "Just a string"
            """
        #expect(try Self.keys(code) == ["Hello", "Save", "Settings", "Saved", "Legacy", "Bundled", "Resource", "On", "Off"])
        #expect(try Self.scan(code).uses.first { $0.key == "Saved" }?.table == "Other")
        #expect(try Self.scan(code).literals.contains("Just a string"))
    }

    @Test func interpolationsAsTheCompilerWritesThem() throws {
        let code = """
            func show(count: Int, name: String, ratio: Double, small: Int16, big: UInt, tiny: UInt8, f: Float, other: Thing) {
                Text("\\(count) items")
                Text("Hello \\(name)")
                Text("\\(ratio, specifier: "%.1f") km")
                Text("\\(small) \\(big) \\(tiny) \\(f)")
                Text("\\(other) and \\(items.count) and \\(5) and \\(2.5)")
                Text("100% of \\(name)")
                Text("100%")
                Text("\\(date, style: .date)")
            }
            """
        #expect(try Self.keys(code) == [
            "%lld items", "Hello %@", "%.1f km", "%d %llu %u %f", "%@ and %lld and %lld and %lf", "100%% of %@", "100%", "%@",
        ])
        let unknown = try Self.scan(code).uses[4].string.holes.map(\.specifier)
        #expect(unknown == [nil, "%lld", "%lld", "%lf"])
    }

    /// `NSLocalizedString` and `localizedString(forKey:)` take a `String`: an interpolated
    /// literal is a key made at run time (Lock-Watcher's `"TriggerType_\(rawValue)"`), no use of
    /// `TriggerType_%@`; its texts still keep the keys it may make.
    @Test func anInterpolatedStringKeyIsMadeAtRunTime() throws {
        let code = """
            let a = NSLocalizedString("TriggerType_\\(rawValue)", comment: "")
            let b = Bundle.main.localizedString(forKey: "Kind_\\(kind)", value: nil, table: nil)
            let c = String(localized: "Hello \\(name)")
            """
        let scan = try Self.scan(code)
        #expect(scan.uses.map(\.key) == ["Hello %@"])
        #expect(scan.interpolated.contains(["TriggerType_", ""]), "\(scan.interpolated)")
    }

    @Test func declarationsTypedAsKeys() throws {
        let code = """
            struct Row: View {
                let title: LocalizedStringKey
                var body: some View { Text(title) }
            }
            enum Tab {
                case home
                var label: LocalizedStringKey {
                    switch self {
                    case .home: "Home"
                    }
                }
            }
            func header(_ text: LocalizedStringKey, detail: String) -> some View { Text(text) }
            let x: LocalizedStringKey = "Declared"
            let y = Row(title: "Row title")
            let z = header("Header", detail: "Not a key")
            enum Mode: LocalizedStringKey { case timer = "Timer" }
            enum Plain: String { case typing = "Typing" }
            let w = Row(title: flag ? nil : "Optional")
            Text(flag ? "Verbatim" : name.lowercased())
            """
        #expect(try Self.keys(code) == ["Home", "Declared", "Row title", "Header", "Timer", "Optional"])
    }

    @Test func appIntentsTexts() throws {
        let code = """
            struct PostIntent: AppIntent {
                static let title: LocalizedStringResource = "Post"
                static let description = IntentDescription("Posts a status")
                @Parameter(title: "Content", requestValueDialog: IntentDialog("What to post?"))
                var content: String
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Account"
            }
            """
        #expect(try Self.keys(code) == ["Post", "Posts a status", "Content", "What to post?", "Account"])
    }

    @Test func configuredFunctionsTakeKeys() throws {
        let code = """
            let a = L10n.tr("Configured", table: "Extra")
            let b = tr("Other")
            """
        let function = KeyFunction(name: "tr", tableLabel: "table")
        #expect(try Self.scan(code, functions: [function]).uses.map { "\($0.key) \($0.table ?? "-")" } == ["Configured Extra", "Other Localizable"])
    }

    @Test func codeNeverCompiledOrOnlyInDebugBuilds() throws {
        let code = """
            #if false
            Text("Never")
            #endif
            #if DEBUG
            Text("Debug")
            #else
            Text("Release")
            #endif
            #Preview { Text("Preview") }
            """
        let scan = try Self.scan(code)
        #expect(scan.uses.map { "\($0.key) \($0.isDebugOnly) \($0.isPreview)" } == ["Debug true false", "Release false false", "Preview false true"])
        #expect(!scan.literals.contains("Never") && !scan.debugLiterals.contains("Never"))
    }

    /// A `PreviewProvider`, the canvas before `#Preview`, is a preview too (Pocket Casts' 35
    /// false `missing-key` errors); a view beside it is not.
    @Test func aPreviewProviderIsAPreview() throws {
        let code = """
            struct Counter: View {
                var body: some View { Text("Count") }
            }
            struct Counter_Previews: PreviewProvider {
                static var previews: some View { Text("Peek Type") }
            }
            extension Other: SwiftUI.PreviewProvider {
                static var previews: some View { Text("Item Spacing") }
            }
            """
        let scan = try Self.scan(code)
        #expect(scan.uses.map { "\($0.key) \($0.isPreview)" } == ["Count false", "Peek Type true", "Item Spacing true"])
        // A file of tests renders views for snapshots, never for users.
        let tests = try Self.scan("import Testing\n@Test func weak() { _ = Text(\"Weak\") }\n")
        #expect(tests.uses.map { "\($0.key) \($0.isPreview)" } == ["Weak true"])
    }

    /// An app's own function named like a SwiftUI modifier, taking a `String`: its calls are no
    /// keys (Pearcleaner's `badge("brew")` shows the text verbatim); SwiftUI's `.badge("New")` is.
    @Test func theAppsOwnFunctionShadowsApples() throws {
        let code = """
            struct Row: View {
                var body: some View {
                    badge(isSystem ? "system" : "user")
                    Text("Inbox").badge("New")
                }
                private func badge(_ text: String) -> some View { Text(text) }
            }
            """
        #expect(try Self.keys(code) == ["Inbox", "New"])
    }

    /// Only in the file that declares it: another file's `Link` of the app's own does not make
    /// SwiftUI's `Link("Review Privacy Policy", destination:)` less of a key (IceCubesApp).
    @Test func shadowingStopsAtTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stringsgen-scan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("Model.swift"), view = folder.appendingPathComponent("View.swift")
        try "struct Link { init(_ title: String, destination: URL) {} }\n".write(to: model, atomically: true, encoding: .utf8)
        try "let footer = Link(\"Review Privacy Policy\", destination: url)\n".write(to: view, atomically: true, encoding: .utf8)
        #expect(try CodeScanner().scan(files: [model.path, view.path]).uses.map(\.key) == ["Review Privacy Policy"])
    }

    /// A case of a `String` enum without a raw value is its own name as a string (the keys of
    /// reminders-menubar, looked up by `rawValue`); one with a raw value, or of another enum, is not.
    @Test func implicitRawValuesAreLiterals() throws {
        let code = """
            enum Keys: String {
                case upToDateAlertMessage, `default`
                case explicit = "explicit.key"
                case withValue(Int)
            }
            enum Kind: Int { case small }
            enum Plain { case plain }
            """
        let scan = try Self.scan(code)
        #expect(scan.literals == ["upToDateAlertMessage", "default", "explicit.key"])
    }

    @Test func dynamicKeysComment() throws {
        let scan = try Self.scan("let x = 1 // stringsgen:keys category.*, onboarding.step1\n")
        #expect(scan.dynamicKeys.map(\.text) == ["category.*", "onboarding.step1"])
        #expect(scan.dynamicKeys[0].matches("category.apps"))
        #expect(!scan.dynamicKeys[0].matches("other.apps"))
    }
}
#endif
