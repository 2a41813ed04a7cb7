import Foundation
import StringsgenFormats
import StringsgenModel
import Testing
@testable import StringsgenCodegen

/// Each fixture with the options its golden file was generated with. Only `Plain` declares the
/// namespace, so all golden files compile together, as the tables of one app do.
let goldenFixtures: [(name: String, options: GeneratorOptions)] = [
    ("Plain", GeneratorOptions()),
    ("Args", GeneratorOptions(emitNamespace: false)),
    ("Positional", GeneratorOptions(accessLevel: .public, bundle: .custom("ResourceBundle.bundle"), emitNamespace: false)),
    ("Plurals", GeneratorOptions(accessLevel: .public, emitNamespace: false)),
    ("Substitutions", GeneratorOptions(accessLevel: .public, emitNamespace: false)),
    ("Devices", GeneratorOptions(accessLevel: .public, emitNamespace: false)),
    ("Keywords", GeneratorOptions(accessLevel: .public, emitNamespace: false)),
    ("OddKeys", GeneratorOptions(accessLevel: .public, emitNamespace: false)),
    ("Hostile", GeneratorOptions(accessLevel: .public, emitNamespace: false)),
]

@Suite struct SwiftAccessorGeneratorTests {
    @Test(arguments: goldenFixtures.map(\.name))
    func goldenFile(_ name: String) throws {
        let options = goldenFixtures.first { $0.name == name }!.options
        let swift = try SwiftAccessorGenerator(options: options).generate(TestFiles.table(name))
        try assertSnapshot(swift, named: "\(name).swift")
    }

    /// Every golden file, and a file calling the accessors with the types their placeholders
    /// ask for, typecheck in both language modes without a warning.
    @Test(arguments: ["5", "6"])
    func goldenFilesCompile(swiftVersion: String) throws {
        let files = goldenFixtures.map { TestFiles.snapshots.appendingPathComponent("\($0.name).swift").path }
            + [TestFiles.fixtures.appendingPathComponent("Calls.swift").path]
        let (status, output) = try runSwiftc(
            ["-typecheck", "-swift-version", swiftVersion, "-warnings-as-errors", "-module-name", "Golden"] + files)
        #expect(status == 0, "swiftc -swift-version \(swiftVersion):\n\(output)")
    }

    /// A wrong argument type, a missing label, or a misspelt key does not compile.
    @Test(arguments: [
        ("LocalizedString.Args.greeting(3, \"Ana\")", "cannot convert value"),
        ("LocalizedString.Plurals.goalsSelected(\"3\")", "cannot convert value"),
        ("LocalizedString.Substitutions.planSummary(5, 7)", "missing argument labels"),
        ("LocalizedString.Plain.welcomeTitel", "has no member 'welcomeTitel'"),
    ])
    func misuseDoesNotCompile(call: String, expectedError: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stringsgen-misuse-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let misuse = directory.appendingPathComponent("Misuse.swift")
        try Data("func misuse() -> String { \(call) }\n".utf8).write(to: misuse)
        let files = ["Plain", "Args", "Plurals", "Substitutions"].map {
            TestFiles.snapshots.appendingPathComponent("\($0).swift").path
        }
        let (status, output) = try runSwiftc(["-typecheck", "-module-name", "Golden"] + files + [misuse.path])
        #expect(status != 0)
        #expect(output.contains(expectedError), "\(output)")
    }

    /// Handed out in pieces, the file is the file made whole: each piece whole lines, at least
    /// the piece size but the last, and the same accessors and warnings.
    @Test(arguments: goldenFixtures.map(\.name) + ["!collision"])
    func piecesMakeTheWholeFile(_ name: String) throws {
        let options = goldenFixtures.first { $0.name == name }?.options ?? GeneratorOptions()
        let table = try TestFiles.table(name)
        let whole = try SwiftAccessorGenerator(options: options).generateFile(table)
        var pieces: [[UInt8]] = []
        let streamed = try SwiftAccessorGenerator(options: options).generateFile(table, inPiecesOf: 100) { pieces.append(Array($0)) }
        #expect(pieces.joined().elementsEqual(whole.bytes))
        #expect(pieces.count > 10)
        for piece in pieces.dropLast() {
            #expect(piece.count >= 100)
            #expect(piece.last == UInt8(ascii: "\n"))
        }
        #expect(streamed.accessorCount == whole.accessorCount)
        #expect(streamed.warnings.map(\.message) == whole.warnings.map(\.message))
    }

    @Test func collisionNamesEveryKeyAtItsLocationAndLeavesTheRestGenerated() throws {
        let table = try TestFiles.table("!collision")
        let file = try SwiftAccessorGenerator().generateFile(table)
        let diagnostics = file.warnings
        #expect(diagnostics.map(\.rule) == ["identifier-collision", "identifier-collision"])
        #expect(diagnostics.map(\.key) == ["welcome_title", "welcome-title"])
        #expect(diagnostics.map(\.location.description) == ["__Fixtures__/!collision.xcstrings:4:5", "__Fixtures__/!collision.xcstrings:26:5"])
        for diagnostic in diagnostics {
            #expect(diagnostic.severity == .warning)
            #expect(diagnostic.message == "\"welcome_title\" and \"welcome-title\" both become the accessor \"welcomeTitle\", so none of them gets one; name them in generate.names of stringsgen.json or rename all but one")
        }
        let swift = String(decoding: file.bytes, as: UTF8.self)
        #expect(!swift.contains("welcomeTitle"))
        #expect(file.accessorCount == table.entries.count - 2)
    }

    @Test func strictMakesACollisionAnErrorThatGeneratesNothing() throws {
        let table = try TestFiles.table("!collision")
        let diagnostics = failure(table, options: GeneratorOptions(strict: true))
        #expect(diagnostics.map(\.rule) == ["identifier-collision", "identifier-collision"])
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test func threeCollidingKeysAreAllNamed() throws {
        let file = try SwiftAccessorGenerator().generateFile(makeTable(["a.b": "1", "a_b": "2", "a-b": "3", "c": "4"]))
        #expect(file.warnings.count == 3)
        #expect(file.warnings.allSatisfy { $0.message.hasPrefix("\"a.b\", \"a_b\" and \"a-b\" all become the accessor \"aB\"") })
        #expect(file.accessorCount == 1)
    }

    /// Keys that read alike but for a no-break space are told apart in the message (Windscribe's
    /// “Please visit windscribe.com to reset your password” was quoted twice the same).
    @Test func keysThatReadAlikeShowTheirSpaces() throws {
        let file = try SwiftAccessorGenerator().generateFile(makeTable(["Visit site now": "1", "Visit\u{A0}site now": "2", "c": "3"]))
        let message = file.warnings.first?.message ?? ""
        #expect(message.hasPrefix("\"Visit site now\" and \"Visit\\u{A0}site now\" both become the accessor \"visitSiteNow\""), "\(message)")
    }

    /// Keys that share a name but not their arguments are overloads Swift tells apart (fresh
    /// apps' `About` and `About %@`, `Sources` and `%lld Sources`: 15 of 30 sampled collisions;
    /// OmnipodKit's `Internal pod fault %1$@` and `Internal pod fault %1$03d`, a `String` and an
    /// `Int`: 14 of its 55): each gets its accessor, the generated file compiles and each call
    /// picks its own. Keys with one name and the same arguments (`%@` and `%s` are both a
    /// `String`) still collide, in lint as in generate.
    @Test func keysThatDifferInArgumentsAreOverloads() throws {
        let table = makeTable([
            ("About", "About"), ("About %@", "About %@"), ("about", "about"), ("%lld Sources", "%lld Sources"), ("Sources", "Sources"),
            ("Internal pod fault %1$@", "Internal pod fault %1$@"), ("Internal pod fault %1$03d", "Internal pod fault %1$03d"),
            ("Name %@", "Name %@"), ("Name %s", "Name %s"),
        ])
        let file = try SwiftAccessorGenerator(options: GeneratorOptions(emitNamespace: true)).generateFile(table)
        #expect(file.warnings.map(\.key) == ["About", "about", "Name %@", "Name %s"])
        #expect(IdentifierCollisions.findings(in: table, severity: .warning).map(\.key) == ["About", "about", "Name %@", "Name %s"])
        #expect(file.accessorCount == 5)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stringsgen-overloads-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = directory.appendingPathComponent("Test.swift"), calls = directory.appendingPathComponent("Calls.swift")
        try Data(file.bytes).write(to: generated)
        try Data("""
            func calls() -> [String] {
                [LocalizedString.Test.about("x"), LocalizedString.Test.sources, LocalizedString.Test.sources(3),
                 LocalizedString.Test.internalPodFault("E12"), LocalizedString.Test.internalPodFault(12)]
            }

            """.utf8).write(to: calls)
        let (status, output) = try runSwiftc(["-typecheck", "-warnings-as-errors", "-module-name", "Overloads", generated.path, calls.path])
        #expect(status == 0, "\(output)")
    }

    /// Keys that differ only by a character that shows nothing are named with it written out,
    /// or the message would name the same key twice.
    @Test func anInvisibleCharacterOfAKeyIsWrittenOut() throws {
        let table = makeTable([("Supported Languages", "Languages"), ("\u{200B}Supported Languages", "Languages"), ("👨‍👩‍👧 Family", "Family")])
        let file = try SwiftAccessorGenerator().generateFile(table)
        #expect(file.warnings.map(\.message).allSatisfy { $0.hasPrefix(#""Supported Languages" and "\u{200B}Supported Languages" both become"#) }, "\(file.warnings)")
        #expect(file.warnings.count == 2)
        #expect(quoted("👨‍👩‍👧 Family") == "\"👨‍👩‍👧 Family\"", "a joiner of an emoji is part of what shows")
    }

    @Test(arguments: ["...", "%@", "🎉", "—", " ", ""])
    func keyWithoutANameIsALocatedWarning(key: String) throws {
        let file = try SwiftAccessorGenerator().generateFile(makeTable([key: "x", "fine": "y"]))
        #expect(file.warnings.map(\.rule) == ["unrepresentable-key"])
        #expect(file.warnings.first?.key == key)
        #expect(file.warnings.first?.location.line == 1)
        #expect(file.accessorCount == 1)
        #expect(failure(makeTable([key: "x", "fine": "y"]), options: GeneratorOptions(strict: true)).map(\.rule) == ["unrepresentable-key"])
    }

    /// Real catalogs hold keys such as `"Done"` beside `"Done…"`, `"%@"` and `"- %@"`: a name
    /// chosen in `generate.names` gives each its accessor.
    @Test func chosenNamesResolveCollisionsAndUnnameableKeys() throws {
        let table = makeTable(["Done": "Done", "Done…": "Done…", "%@": "%@", "- %@": "- %@"])
        var options = GeneratorOptions()
        options.names = ["Done…": "doneEllipsis", "%@": "verbatim", "- %@": "listItem"]
        let file = try SwiftAccessorGenerator(options: options).generateFile(table)
        #expect(file.warnings.isEmpty)
        let swift = String(decoding: file.bytes, as: UTF8.self)
        for declaration in ["static var done: String", "static var doneEllipsis: String", "static func verbatim(_ arg1: String, locale: Locale? = nil)", "static func listItem(_ arg1: String, locale: Locale? = nil)"] {
            #expect(swift.contains(declaration), "\(declaration)")
        }
    }

    @Test func manualSelectionSkipsExtractedAndStaleKeys() throws {
        var table = makeTable(["manual": "1", "extracted": "2", "with value": "3", "stale": "4", "migrated": "5", "named": "6"])
        let states: [String?] = ["manual", nil, "extracted_with_value", "stale", "migrated", nil]
        for index in table.entries.indices { table.entries[index].extractionState = states[index] }
        func names(_ options: GeneratorOptions) throws -> [String] {
            let swift = try SwiftAccessorGenerator(options: options).generate(table)
            return swift.split(separator: "\n").compactMap { line in
                guard let range = line.range(of: "static var ") else { return nil }
                return String(line[range.upperBound...].prefix { $0 != ":" })
            }.filter { $0 != "pinned" }
        }
        #expect(try names(GeneratorOptions(keys: .manual)) == ["manual", "migrated"])
        #expect(try names(GeneratorOptions(keys: .all)) == ["extracted", "manual", "migrated", "named", "withValue"])
        #expect(try names(GeneratorOptions(keys: .manual, names: ["named": "chosen", "stale": "old"])) == ["chosen", "manual", "migrated"])
    }

    @Test func headerTellsLintersToSkipTheFile() throws {
        let lines = try SwiftAccessorGenerator().generate(makeTable(["a": "b"])).split(separator: "\n").prefix(4)
        #expect(Array(lines) == [
            "// Generated by stringsgen from Strings/Test.xcstrings. Do not edit.", "// swiftlint:disable all",
            "// swift-format-ignore-file", "import Foundation",
        ])
    }

    /// `package` access compiles in a module of a package (`-package-name`), as SwiftPM builds it.
    @Test func packageAccessLevelCompiles() throws {
        let swift = try SwiftAccessorGenerator(options: GeneratorOptions(accessLevel: .package))
            .generate(makeTable(["title": "Settings", "count": "%lld items"]))
        #expect(swift.contains("package enum LocalizedString {}"))
        #expect(swift.contains("    package enum Test {"))
        #expect(swift.contains("package static var title: String"))
        #expect(swift.contains("@TaskLocal package static var pinned: String?"))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stringsgen-package-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Test.swift")
        try Data(swift.utf8).write(to: file)
        let (status, output) = try runSwiftc(["-typecheck", "-package-name", "App", "-module-name", "Strings", file.path])
        #expect(status == 0, "\(output)")
    }

    @Test(arguments: [("welcomeTitle", true), ("_private", true), ("größe", true), ("default", true), ("2fa", false),
                      ("two words", false), ("a-b", false), ("", false), ("Language", false), ("_lookup", false), ("_", false)])
    func chosenNameMustBeAnIdentifier(name: String, valid: Bool) {
        #expect(SwiftIdentifier.isValidMember(name) == valid)
    }

    /// Many keys with one name: each is reported, naming three and counting the rest, so the
    /// output grows with the keys, not with their square (16,384 such keys once printed 3 GB).
    @Test func manyCollidingKeysAreCounted() throws {
        let table = makeTable((0..<2_000).map { (String(repeating: "_", count: $0 % 50) + "k" + String(repeating: ".", count: $0 / 50), "v") })
        let diagnostics = try SwiftAccessorGenerator().generateFile(table).warnings
        #expect(diagnostics.count == 2_000)
        #expect(diagnostics.allSatisfy { $0.message.contains(" and 1997 more keys all become the accessor \"k\"") && $0.message.utf8.count < 200 })
    }

    /// A source no accessor can format safely loses its own accessor, with a warning, and the
    /// rest is generated (Vocable's three gaps stopped every table); with `strict`, nothing is.
    @Test func argumentPositionGapIsRefusedKeyByKey() throws {
        let table = makeTable(["gap": "%3$@ and %1$@", "fine": "Fine"])
        let made = try SwiftAccessorGenerator().generateFile(table)
        #expect(made.warnings.map(\.message) == ["\"gap\" uses argument 3 but not argument 2; use every position from 1 to 3; it gets no accessor"])
        #expect(made.accessorCount == 1)
        let strict = failure(table, options: GeneratorOptions(strict: true))
        #expect(strict.map(\.message) == ["\"gap\" uses argument 3 but not argument 2; use every position from 1 to 3"])
    }

    @Test func utf16CStringHasNoSafeArgument() throws {
        let made = try SwiftAccessorGenerator().generateFile(makeTable(["wide": "%S"]))
        #expect(made.warnings.map(\.rule) == ["invalid-format-specifier"] && made.accessorCount == 0)
        #expect(failure(makeTable(["wide": "%S"]), options: GeneratorOptions(strict: true)).map(\.rule) == ["invalid-format-specifier"])
    }

    @Test func outputIsIndependentOfCatalogOrder() throws {
        var table = try TestFiles.table("Args")
        let forward = try SwiftAccessorGenerator().generate(table)
        table.entries.reverse()
        #expect(try SwiftAccessorGenerator().generate(table) == forward)
    }

    @Test func moduleBundleAndNoNamespace() throws {
        let options = GeneratorOptions(accessLevel: .public, bundle: .module, tableName: "Settings", emitNamespace: false)
        let swift = try SwiftAccessorGenerator(options: options).generate(makeTable(["title": "Settings"]))
        #expect(!swift.contains("enum LocalizedString {}"))
        #expect(swift.contains("    public enum Settings {"))
        #expect(swift.contains("let bundle = Bundle.module"))
        #expect(swift.contains("bundle.localizedString(forKey: key, value: nil, table: \"Settings\")"))
    }
}

/// A table with one English value per key, located on consecutive lines.
func makeTable(_ values: KeyValuePairs<String, String>, comment: String? = nil) -> StringTable {
    makeTable(values.map { ($0.key, $0.value) }, comment: comment)
}

func makeTable(_ values: [(String, String)], comment: String? = nil) -> StringTable {
    let file = "Strings/Test.xcstrings"
    let entries = values.enumerated().map { index, pair in
        let location = SourceLocation(file: file, line: index + 1, column: 5)
        let unit = StringUnit(state: "translated", value: pair.1, location: location)
        return Entry(
            key: pair.0, location: location, comment: comment,
            localizations: [Localization(locale: "en", location: location, content: LocalizedContent(stringUnit: unit))])
    }
    return StringTable(name: "Test", file: file, format: .xcstrings, sourceLanguage: "en", entries: entries)
}

func failure(_ table: StringTable, options: GeneratorOptions = GeneratorOptions()) -> [Diagnostic] {
    do {
        _ = try SwiftAccessorGenerator(options: options).generate(table)
        Issue.record("expected generation to fail")
        return []
    } catch {
        return error.diagnostics
    }
}
