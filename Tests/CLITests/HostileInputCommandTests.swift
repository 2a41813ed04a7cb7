import Foundation
import Testing

/// The reproductions of issue 18, run as a careless or hostile user would: each gives a located
/// error (exit 2) or correct output, never a crash, a hang, a write outside the project, a
/// half-written output or a lost member.
@Suite(.removesScratchFolders) struct HostileInputCommandTests {
    static let catalog = #"{"sourceLanguage":"en","strings":{"hello":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}},"en":{"stringUnit":{"state":"translated","value":"Hello"}}}}},"version":"1.0"}"#

    func project(_ catalog: String = catalog, name: String = "T") throws -> String {
        let dir = try Stringsgen.scratchProject()
        try FileManager.default.createDirectory(atPath: dir + "/Strings", withIntermediateDirectories: true)
        try catalog.write(toFile: dir + "/Strings/\(name).xcstrings", atomically: true, encoding: .utf8)
        return dir
    }

    func files(in dir: String) -> [String] {
        (FileManager.default.enumerator(atPath: dir)?.allObjects as? [String] ?? []).sorted()
    }

    /// `file:line:column: error:` on the first line of standard error.
    func isLocated(_ stderr: String) -> Bool {
        stderr.range(of: #"^[^\n]+:\d+:\d+: error: "#, options: .regularExpression) != nil
    }

    @Test(arguments: [["lint"], ["generate"], ["report"], ["format"]])
    func deepNestingIsALocatedError(command: [String]) throws {
        let n = 3_200
        let catalog = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":"#
            + String(repeating: #"{"variations":{"plural":{"other":"#, count: n) + #"{"stringUnit":{"value":"x"}}"#
            + String(repeating: "}}}", count: n) + "}}}}"
        let dir = try project(catalog)
        let result = try Stringsgen.run(command, in: dir)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(isLocated(result.stderr) && result.stderr.contains("nest more than 64 levels"), "\(result.stderr)")
        #expect(files(in: dir) == ["Strings", "Strings/T.xcstrings"])
    }

    @Test func aLocaleCannotWriteOutsideTheProject() throws {
        let dir = try project(#"{"sourceLanguage":"en","strings":{"k":{"localizations":{"../../../victim":{"stringUnit":{"value":"x"}}}}}}"#)
        for command in [["lint"], ["generate"]] {
            let result = try Stringsgen.run(command, in: dir)
            #expect(result.status == 2)
            #expect(result.stderr.contains("Strings/T.xcstrings:1:57: error: \"../../../victim\" is not a locale identifier"), "\(result.stderr)")
        }
        #expect(files(in: dir) == ["Strings", "Strings/T.xcstrings"])
    }

    @Test func formatRefusesACatalogWithAMemberWrittenTwice() throws {
        let catalog = #"{"sourceLanguage":"en","strings":{"a":{"comment":"kept"}},"strings":{"b":{}}}"#
        let dir = try project(catalog)
        for command in [["format"], ["lint"]] {
            let result = try Stringsgen.run(command, in: dir)
            #expect(result.status == 2)
            #expect(result.stderr.contains("Strings/T.xcstrings:1:59: error: the member \"strings\" is written twice"), "\(result.stderr)")
        }
        #expect(try String(contentsOfFile: dir + "/Strings/T.xcstrings", encoding: .utf8) == catalog)
    }

    @Test func formatWritesThroughASymlinkAndKeepsTheMode() throws {
        let dir = try project()
        let real = dir + "/elsewhere/T.xcstrings"
        try FileManager.default.createDirectory(atPath: dir + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: dir + "/Strings/T.xcstrings", toPath: real)
        try FileManager.default.createSymbolicLink(atPath: dir + "/Strings/T.xcstrings", withDestinationPath: "../elsewhere/T.xcstrings")
        chmod(real, 0o600)
        let result = try Stringsgen.run(["format", "Strings/T.xcstrings"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/Strings/T.xcstrings") == "../elsewhere/T.xcstrings")
        #expect(try String(contentsOfFile: real, encoding: .utf8).hasPrefix("{\n  \"sourceLanguage\" : \"en\","))
        var info = stat()
        #expect(stat(real, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(files(in: dir + "/elsewhere") == ["T.xcstrings"])  // no temporary file left
    }

    /// A catalog whose name is long: the temporary name beside it still fits in 255 bytes.
    @Test func formatsACatalogWithALongName() throws {
        let name = String(repeating: "n", count: 245)
        let dir = try project(name: name)
        let result = try Stringsgen.run(["format", "Strings/\(name).xcstrings"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(files(in: dir) == ["Strings", "Strings/\(name).xcstrings"])
    }

    /// A resource that cannot be written (here a folder stands where it goes): nothing changes,
    /// not even the accessors, which are renamed into place only when every file was written.
    @Test func generateIsAllOrNothing() throws {
        let dir = try project()
        #expect(try Stringsgen.run([], in: dir).status == 0)
        let swiftPath = dir + "/Generated/LocalizedString+T.swift"
        let before = try String(contentsOfFile: swiftPath, encoding: .utf8)
        try FileManager.default.removeItem(atPath: dir + "/Generated/Resources/en.lproj/T.strings")
        try FileManager.default.createDirectory(atPath: dir + "/Generated/Resources/en.lproj/T.strings", withIntermediateDirectories: true)
        try Self.catalog.replacingOccurrences(of: "\"hello\"", with: "\"bye\"").write(
            toFile: dir + "/Strings/T.xcstrings", atomically: true, encoding: .utf8)
        let result = try Stringsgen.run([], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr.contains("en.lproj/T.strings: error: cannot write: it exists and is not a regular file"), "\(result.stderr)")
        #expect(try String(contentsOfFile: swiftPath, encoding: .utf8) == before)
        #expect(!files(in: dir).contains { $0.hasSuffix(".tmp") })
    }

    @Test func twoTablesWithOneNameAreAnError() throws {
        let dir = try project()
        try FileManager.default.createDirectory(atPath: dir + "/Strings/en.lproj", withIntermediateDirectories: true)
        try "\"a\" = \"b\";\n".write(toFile: dir + "/Strings/en.lproj/T.strings", atomically: true, encoding: .utf8)
        let result = try Stringsgen.run([], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr.contains("are both the table \"T\" and would write the same files"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/Generated"))
    }

    @Test(arguments: [
        (#"{"generate":{"namespace":"X {} ; func evil() {} ; enum Y"}}"#, "stringsgen.json:1:26: error: expected a Swift type name for \"namespace\""),
        (#"{"generate":{"namespace":"Self"}}"#, "stringsgen.json:1:26: error: expected a Swift type name"),
        (#"{"generate":{"bundle":"Bundle.main ; func evil() {}"}}"#, "stringsgen.json:1:23: error: expected a bundle reference"),
        (#"{"generate":{"tables":{"T":{"output":"Strings/T.xcstrings"}}}}"#, "is not a .swift file"),
        (#"{"generate":{"tables":{"T":{"output":"Strings/T.swift"}}}}"#, nil),
    ])
    func configurationIsNotPastedIntoCode(config: String, error: String?) throws {
        let dir = try project()
        try config.write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let result = try Stringsgen.run([], in: dir)
        if let error {
            #expect(result.status == 2)
            #expect(result.stderr.contains(error), "\(result.stderr)")
            #expect(try String(contentsOfFile: dir + "/Strings/T.xcstrings", encoding: .utf8) == Self.catalog)
        } else {
            #expect(result.status == 0, "\(result.stderr)")
        }
    }

    @Test(arguments: ["TaskLocal", "Self", "Type", "Any", "Protocol"])
    func tablesNamedLikeSwiftTypesGetTheirOwnName(name: String) throws {
        let dir = try project(name: name)
        #expect(try Stringsgen.run([], in: dir).status == 0)
        let swift = try String(contentsOfFile: dir + "/Generated/LocalizedString+\(name).swift", encoding: .utf8)
        #expect(swift.contains("enum \(name)Table {"))
    }

    @Test func twoTablesThatMakeOneSwiftTypeAreAnError() throws {
        let dir = try project(name: "a-b")
        try Self.catalog.write(toFile: dir + "/Strings/AB.xcstrings", atomically: true, encoding: .utf8)
        let result = try Stringsgen.run([], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr.contains("both become the Swift type \"AB\""), "\(result.stderr)")
    }

    @Test func aFIFOIsNotReadForever() throws {
        let dir = try project()
        #expect(mkfifo(dir + "/Strings/F.xcstrings", 0o644) == 0)
        let result = try Stringsgen.run(["lint"], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Strings/F.xcstrings: error: is not a regular file"), "\(result.stderr)")
        try FileManager.default.removeItem(atPath: dir + "/Strings/F.xcstrings")
        // Where the configuration and a generated file go.
        #expect(mkfifo(dir + "/stringsgen.json", 0o644) == 0)
        let config = try Stringsgen.run([], in: dir)
        #expect(config.status == 2 && config.stderr.contains("stringsgen.json: error: is not a regular file"), "\(config.stderr)")
        try FileManager.default.removeItem(atPath: dir + "/stringsgen.json")
        try FileManager.default.createDirectory(atPath: dir + "/Generated", withIntermediateDirectories: true)
        #expect(mkfifo(dir + "/Generated/LocalizedString+T.swift", 0o644) == 0)
        let generated = try Stringsgen.run([], in: dir)
        #expect(generated.status == 2 && generated.stderr.contains("cannot write: it exists and is not a regular file"), "\(generated.stderr)")
    }

    /// Under `ulimit -f` a write fails with a message (SIGXFSZ is ignored) and leaves nothing.
    @Test func aFileSizeLimitIsAFailedWrite() throws {
        let dir = try project()
        let result = try Stringsgen.run(["/bin/sh", "-c", "ulimit -f 1; exec '\(Stringsgen.binary)'"], in: dir, viaShell: true)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("cannot write: File too large"), "\(result.stderr)")
        #expect(!files(in: dir).contains { $0.hasSuffix(".tmp") })
        #expect(!FileManager.default.fileExists(atPath: dir + "/Generated/LocalizedString+T.swift"))
    }

    /// SIGTERM in the middle of writing a large file removes the temporary file.
    @Test func aSignalRemovesTheTemporaryFile() throws {
        // Long values make large files, so that writing them takes long enough to be caught.
        let value = String(repeating: "long value ", count: 40)
        let keys = (0..<100_000).map { #""key\#($0)":{"localizations":{"en":{"stringUnit":{"value":"\#(value)\#($0)"}}}}"# }
        let dir = try project(#"{"sourceLanguage":"en","strings":{"# + keys.joined(separator: ",") + "}}")
        // The shell starts the run, waits for a temporary file to appear (globbing, no process
        // per look), sends SIGTERM, and prints the status (143 = killed by SIGTERM; 0 if the run
        // ended before one was seen).
        let script = """
        shopt -s nullglob dotglob
        '\(Stringsgen.binary)' >/dev/null 2>&1 & pid=$!
        while kill -0 $pid 2>/dev/null; do
          temporary=(Generated/*.tmp Generated/Resources/*/*.tmp)
          if [ ${#temporary[@]} -gt 0 ]; then kill -TERM $pid; break; fi
        done
        wait $pid; echo $?
        """
        let result = try Stringsgen.run(["/bin/bash", "-c", script], in: dir, viaShell: true)
        #expect(["143\n", "0\n"].contains(result.stdout), "\(result.stdout)")
        #expect(!files(in: dir).contains { $0.hasSuffix(".tmp") })
        if result.stdout == "143\n" {
            // Killed before the rename: the target was never half written.
            #expect(!FileManager.default.fileExists(atPath: dir + "/Generated/LocalizedString+T.swift"))
        }
    }

    @Test func aMistypedSubcommandIsAUsageError() throws {
        let result = try Stringsgen.run(["lnit"], in: try project())
        #expect(result.status == 64)
        #expect(result.stderr.contains("'lnit' is neither a subcommand"), "\(result.stderr)")
    }

    @Test func anEmptyReportFolderIsAUsageError() throws {
        let dir = try project()
        let result = try Stringsgen.run(["report", "--format", "html", "--output", ""], in: dir)
        #expect(result.status == 64)
        #expect(files(in: dir) == ["Strings", "Strings/T.xcstrings"])
    }

    /// Output that cannot be written is an error, except to a reader that went away.
    @Test func outputWriteErrors() throws {
        let dir = try project()
        let full = try Stringsgen.run(["/bin/sh", "-c", "exec '\(Stringsgen.binary)' report --format json > /dev/full"], in: dir, viaShell: true)
        #expect(full.status == 2)
        #expect(full.stderr.contains("cannot write the output: No space left on device"), "\(full.stderr)")
        // `lint | head -c 1`: no death by SIGPIPE (141), the status lint had.
        let closed = try Stringsgen.run(
            ["/bin/sh", "-c", "'\(Stringsgen.binary)' lint --format json | head -c 1 >/dev/null; echo \"status ${PIPESTATUS:-$?}\""],
            in: dir, viaShell: true)
        #expect(!closed.stderr.contains("Broken pipe"))
        let piped = try Stringsgen.run(["/bin/bash", "-c", "'\(Stringsgen.binary)' lint --format sarif | head -c 1 >/dev/null; echo ${PIPESTATUS[0]}"], in: dir, viaShell: true)
        #expect(piped.stdout.hasSuffix("0\n"), "\(piped.stdout)")
    }

    @Test func anAbsoluteInputIsNamedRelativeToTheProject() throws {
        let dir = try project()
        let result = try Stringsgen.run(["generate", dir + "/Strings/T.xcstrings"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let swift = try String(contentsOfFile: dir + "/Generated/LocalizedString+T.swift", encoding: .utf8)
        #expect(swift.hasPrefix("// Generated by stringsgen from Strings/T.xcstrings. Do not edit."))
    }

    /// A catalog whose source value is `value`, with substitutions given as
    /// `name: (form, argNum, formatSpecifier)`.
    static func catalog(value: String, substitutions: [(String, String, Int?, String?)] = []) throws -> String {
        var en: [String: Any] = ["stringUnit": ["state": "translated", "value": value]]
        if !substitutions.isEmpty {
            var all: [String: Any] = [:]
            for (name, form, argNum, specifier) in substitutions {
                var s: [String: Any] = ["variations": ["plural": [
                    "one": ["stringUnit": ["state": "translated", "value": form]],
                    "other": ["stringUnit": ["state": "translated", "value": form]],
                ]]]
                if let argNum { s["argNum"] = argNum }
                if let specifier { s["formatSpecifier"] = specifier }
                all[name] = s
            }
            en["substitutions"] = all
        }
        let json: [String: Any] = ["sourceLanguage": "en", "version": "1.0", "strings": ["k": ["extractionState": "manual", "localizations": ["en": en]]]]
        return String(decoding: try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys]), as: UTF8.self)
    }

    /// Values whose accessor used to crash or print the wrong text although lint was clean and
    /// generate exited 0: lint now reports each (exit 1), and generate refuses the key: it gets
    /// no accessor and a located warning says why, or with --strict nothing is generated (exit 1).
    @Test(arguments: [
        ("%#@a@", [("a", "%#@a@ files", nil, "lld")], "the substitution `a` uses `%#@a@` in its own forms"),
        ("%#@a@", [("a", "%#@b@", nil, "lld"), ("b", "%arg %#@a@", nil, "lld")], "leads back to itself (`a` → `b` → `a`)"),
        ("%1$@ %1$d", [], "uses argument 1 as object (%@) and as integer (%d)"),
        ("%99999999999999999999$@ %@", [], "positions go up to 64"),
        ("%.*f %@", [], "a `*` width or precision takes a number from an extra argument"),
        ("%*d %@", [], "a `*` width or precision takes a number from an extra argument"),
        ("%p %@", [], "`%p` prints a memory address"),
        ("%#@a@", [("a", "%arg", nil, "q")], "has formatSpecifier \"q\""),
        ("%#@a@", [("a", "%arg", nil, "")], "has formatSpecifier \"\""),
        ("%#@a@", [("a", "%arg", 0, "lld")], "has argNum 0"),
        ("%#@a@", [("a", "%arg", -1, "lld")], "has argNum -1"),
    ] as [(String, [(String, String, Int?, String?)], String)])
    func valuesNoAccessorCanFormat(value: String, substitutions: [(String, String, Int?, String?)], message: String) throws {
        let dir = try project(try Self.catalog(value: value, substitutions: substitutions))
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.status == 1)
        #expect(lint.stdout.contains("error: [invalid-format-specifier]") && lint.stdout.contains(message), "\(lint.stdout)")
        let strict = try Stringsgen.run(["generate", "--strict"], in: dir)
        #expect(strict.status == 1)
        #expect(isLocated(strict.stderr) && strict.stderr.contains(message), "\(strict.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/Generated"))
        let generate = try Stringsgen.run([], in: dir)
        #expect(generate.status == 0)
        #expect(generate.stderr.range(of: #"^[^\n]+:\d+:\d+: warning: "#, options: .regularExpression) != nil, "\(generate.stderr)")
        #expect(generate.stderr.contains(message) && generate.stderr.contains("it gets no accessor"), "\(generate.stderr)")
        let accessors = try String(contentsOfFile: dir + "/Generated/LocalizedString+T.swift", encoding: .utf8)
        #expect(!accessors.contains("static var k") && !accessors.contains("static func k("))
    }

    /// A key that takes no arguments is literal text: a `%p` in it is shown as written, never
    /// formatted, so lint and generate accept it and its accessor is a plain property.
    @Test func aKeyWithoutArgumentsIsLiteral() throws {
        let dir = try project(try Self.catalog(value: "%p", substitutions: []))
        #expect(try Stringsgen.run(["lint"], in: dir).status == 0)
        #expect(try Stringsgen.run([], in: dir).status == 0)
        #expect(try String(contentsOfFile: dir + "/Generated/LocalizedString+T.swift", encoding: .utf8).contains("static var k: String"))
    }

    /// A substitution named `arg2` beside an unlabelled second argument: two parameters, two
    /// names, and the file compiles.
    @Test func aSubstitutionNamedLikeAnUnlabelledArgument() throws {
        let dir = try project(try Self.catalog(value: "%#@arg2@ and %@", substitutions: [("arg2", "%arg files", 1, "lld")]))
        let result = try Stringsgen.run([], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let path = dir + "/Generated/LocalizedString+T.swift"
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("static func k(arg2: Int, _ arg2_: String, locale: Locale? = nil) -> String"))
        let swiftc = Process()
        swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        swiftc.arguments = ["swiftc", "-typecheck", path]
        swiftc.environment = ScratchFolders.childEnvironment()
        try swiftc.run()
        swiftc.waitUntilExit()
        #expect(swiftc.terminationStatus == 0)
    }

    @Test func aStringsFolderThatCannotBeListedIsAnError() throws {
        let dir = try Stringsgen.scratchProject()
        try "".write(toFile: dir + "/Strings", atomically: true, encoding: .utf8)
        let result = try Stringsgen.run(["lint"], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Strings: error: cannot list the folder: Not a directory"), "\(result.stderr)")
    }

    /// A folder whose name is no locale (Transifex's `be@tarask.lproj` beside Jami's 118 others) is
    /// not read, said once by lint, and names no file written: every command exited 2 on it.
    @Test func anLprojFolderThatNamesNoLocaleIsNotRead() throws {
        let dir = try Stringsgen.scratchProject()
        for folder in ["en", "e n", "be@tarask"] {
            try FileManager.default.createDirectory(atPath: dir + "/Strings/\(folder).lproj", withIntermediateDirectories: true)
            try "\"a\" = \"b\";\n".write(toFile: dir + "/Strings/\(folder).lproj/T.strings", atomically: true, encoding: .utf8)
        }
        let lint = try Stringsgen.run(["lint"], in: dir)
        #expect(lint.status == 0, "\(lint.stderr)")
        #expect(lint.stdout.contains("Strings/e n.lproj/T.strings:1:1: warning: [unknown-locale] the folder e n.lproj is not read: its name is no locale"), "\(lint.stdout)")
        #expect(lint.stdout.contains("Strings/be@tarask.lproj/T.strings:1:1: warning: [unknown-locale] the folder be@tarask.lproj is not read: its name is no locale (a BCP 47 language tag such as de, pt-BR or zh-Hans), so no language of Apple's bundles is looked up in it; rename it be-tarask.lproj if the app ships that language, or remove it"), "\(lint.stdout)")
        let generate = try Stringsgen.run([], in: dir)
        #expect(generate.status == 0, "\(generate.stderr)")
        let written = try FileManager.default.subpathsOfDirectory(atPath: dir + "/Generated")
        #expect(written.sorted() == ["LocalizedString+T.swift", "Resources", "Resources/en.lproj", "Resources/en.lproj/T.strings"])
    }

    /// Two catalogs to rewrite, the second too large for the file-size limit: neither changes.
    @Test func formatRewritesEveryCatalogOrNone() throws {
        let dir = try project()
        let large = #"{"sourceLanguage":"en","strings":{"# + (0..<100).map { #""key\#($0)":{"comment":"a comment"}"# }.joined(separator: ",") + "}}"
        try large.write(toFile: dir + "/Strings/U.xcstrings", atomically: true, encoding: .utf8)
        let script = "ulimit -f 2; exec '\(Stringsgen.binary)' format Strings/T.xcstrings Strings/U.xcstrings"
        let result = try Stringsgen.run(["/bin/sh", "-c", script], in: dir, viaShell: true)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Strings/U.xcstrings: error: cannot write: File too large"), "\(result.stderr)")
        #expect(try String(contentsOfFile: dir + "/Strings/T.xcstrings", encoding: .utf8) == Self.catalog)
        #expect(try String(contentsOfFile: dir + "/Strings/U.xcstrings", encoding: .utf8) == large)
        #expect(files(in: dir) == ["Strings", "Strings/T.xcstrings", "Strings/U.xcstrings"])
    }
}
