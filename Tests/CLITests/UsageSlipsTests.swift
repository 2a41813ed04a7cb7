import Foundation
import Testing

/// What a user mistypes is answered with what they meant; what they put in the usual place
/// for other tools works.
@Suite struct UsageSlipsTests {
    @Test func aMistypedSubcommandNamesTheOneMeant() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        for (typed, meant) in [("lnit", "lint"), ("repot", "report"), ("fromat", "format"), ("exprot", "export")] {
            let result = try Stringsgen.run([typed], in: dir)
            #expect(result.status == 64)
            #expect(result.stderr.hasPrefix("Error: '\(typed)' is neither a subcommand nor a file or folder; did you mean '\(meant)'? the subcommands are generate, lint, report, format, export, import, init, usage\n"), "\(result.stderr)")
        }
        #expect(try Stringsgen.run(["zzzz"], in: dir).stderr.hasPrefix("Error: 'zzzz' is neither a subcommand nor a file or folder; the subcommands are"))
    }

    /// `stringsgen --project X lint`, as `git -C X status`.
    @Test func projectOptionsBeforeTheSubcommand() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        let before = try Stringsgen.run(["--project", dir, "--verbose", "lint"], in: NSTemporaryDirectory())
        let after = try Stringsgen.run(["lint", "--project", dir, "--verbose"], in: NSTemporaryDirectory())
        #expect(before.status == 1)
        #expect(before.stdout == after.stdout && before.stderr == after.stderr)
        #expect(before.stderr.contains("stringsgen: read \(dir)/Strings/App.xcstrings"))
    }

    @Test func aMistypedConfigurationKeyOrRuleNamesTheOneMeant() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        try #"{ "lint" : { "severty" : { } } }"#.write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let key = try Stringsgen.run(["lint"], in: dir)
        #expect(key.status == 2)
        #expect(key.stderr.hasPrefix("stringsgen.json:1:14: error: unknown member \"severty\" in \"lint\": did you mean \"severity\"? expected one of"), "\(key.stderr)")
        try #"{ "lint" : { "severity" : { "missing-translations" : "off" } } }"#.write(toFile: dir + "/stringsgen.json", atomically: true, encoding: .utf8)
        let rule = try Stringsgen.run(["lint"], in: dir)
        #expect(rule.stderr.hasPrefix("stringsgen.json:1:29: error: unknown rule \"missing-translations\" in lint.severity; did you mean \"missing-translation\"? the rules are:"), "\(rule.stderr)")
    }

    /// `--bundle` is pasted into the generated code: it takes what `generate.bundle` takes.
    @Test func aBundleThatIsNotAReferenceIsRefused() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        for bundle in ["foo; exit(1)", "Bundle.main }\nfunc x() {", "\"s\""] {
            let result = try Stringsgen.run(["generate", "--bundle", bundle], in: dir)
            #expect(result.status == 64, "\(bundle)")
            #expect(result.stderr.hasPrefix("Error: --bundle takes a bundle reference"), "\(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/Generated"))
        for bundle in [".main", "Bundle.module", "MyKit.resources", "Bundle(for: Probe.self)"] {
            #expect(try Stringsgen.run(["generate", "--check", "--bundle", bundle], in: dir).status == 1, "\(bundle)")
        }
    }

    /// A folder that refuses files is named as the folder, not as the file stringsgen wanted in it.
    @Test func aReadOnlyFolderIsNamedAsTheFolder() throws {
        let dir = try Stringsgen.scratchProject(copying: "GapsProject")
        let readOnly: String
        if getuid() == 0 {
            // Permissions do not stop root; sysfs refuses new files to everyone.
            guard FileManager.default.fileExists(atPath: "/sys/kernel") else { return }
            readOnly = "/sys/kernel"
        } else {
            readOnly = dir + "/ReadOnly"
            try FileManager.default.createDirectory(atPath: readOnly, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o555])
        }
        let result = try Stringsgen.run(["generate", "--output", readOnly], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("\(readOnly): error: cannot write into this folder (Permission denied): stringsgen writes each file beside its target, then renames it; make the folder writable"), "\(result.stderr)")
    }
}
