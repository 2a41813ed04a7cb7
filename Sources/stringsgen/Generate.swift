import ArgumentParser
import StringsgenCodegen
import StringsgenFormats
import StringsgenKit
import StringsgenModel
import StringsgenReports

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate type-safe Swift accessors and compiled .lproj resources (the default).",
        discussion: """
        Writes Generated/LocalizedString+<Table>.swift and Generated/Resources/<locale>.lproj/ by \
        default (stringsgen.json can move them). A file whose bytes would not change is not \
        rewritten. With --check nothing is written and the exit status is 1 if a file is stale.
        """
    )

    @Flag(help: "Write nothing; exit 1 if a generated file is missing or stale (for CI).")
    var check = false

    @Flag(help: "Fail and write nothing where a key would get no accessor (no usable name, or a name shared with another key) or a translation would be left out of the resources (placeholders that do not match the source).")
    var strict = false

    @Option(help: "Write every table's accessors and resources (Resources/) into this folder, whatever stringsgen.json says.")
    var output: String?

    @Option(name: .customLong("access-level"), help: "internal, package or public (default: stringsgen.json's, else internal).")
    var accessLevel: GeneratorOptions.AccessLevel?

    @Option(help: "The bundle the accessors look up: .main, .module or a Swift expression (default: stringsgen.json's, else .main).")
    var bundle: String?

    @Flag(name: .customLong("no-resources"), help: "Write only the Swift accessors, no .lproj resources (an Xcode app target ships the catalogs Xcode compiles).")
    var noResources = false

    @Flag(help: "Also run every check and print the findings as build diagnostics; exit 1 if one is an error. A missing translation is a warning here (stringsgen.json: lint.buildSeverity).")
    var lint = false

    @Option(name: .customLong("resource-locales"), help: "The locales whose .lproj resources the build expects, comma-separated (for build plugins, which declare their outputs in advance).")
    var resourceLocales: String?

    @Flag(help: "Also generate the pseudo-language en-XA: the source text accented, 30% longer and in [brackets], to see clipped and unlocalized text before translation (stringsgen.json: generate.pseudo).")
    var pseudo = false

    @OptionGroup var projectOptions: ProjectOptions

    @Argument(help: "Catalogs, or folders searched for catalogs and .lproj folders (default: the project's).")
    var inputs: [String] = []

    /// `stringsgen lnit` is a mistyped subcommand, not a catalog to read: a bare word that names
    /// no file is a usage error (exit 64), with the subcommand meant.
    func validate() throws {
        // Pasted into the generated code: only what stringsgen.json's generate.bundle accepts.
        if let bundle, !SwiftIdentifier.isBundleExpression(bundle) {
            throw ValidationError(
                "--bundle takes a bundle reference (\".main\", \".module\", a chain of names such as \"MyModule.resources\", or \"Bundle(for: MyClass.self)\"), not \"\(InputLimits.printable(bundle))\"")
        }
        for input in inputs where !input.contains("/") && !input.contains(".") && !FileBytes.exists(input) {
            let names = Stringsgen.configuration.subcommands.map { $0._commandName }
            let guess = Spelling.closest(to: input, in: names).map { "did you mean '\($0)'? " } ?? ""
            throw ValidationError("'\(input)' is neither a subcommand nor a file or folder; \(guess)the subcommands are \(names.joined(separator: ", "))")
        }
    }

    func run() throws {
        try runReportingInputErrors {
            // Two runs at once write one set of outputs, from one state of the catalogs. Not in a
            // build step (--output): the build system orders its own steps, and the sandboxes of
            // SwiftPM plugins and Xcode script phases refuse files beside the catalogs.
            let root = projectOptions.root
            let locks = check || output != nil ? nil : lockForRewriting(Project.catalogPaths(root: root, inputs: inputs))
            defer { locks?.release() }
            let project = try projectOptions.load(root: root, inputs: inputs)
            KeptUntilExit.keep(project)
            var options = Generation.Options(check: check)
            options.strict = strict
            options.outputDirectory = output
            options.accessLevel = accessLevel
            options.bundle = bundle
            options.resourceLocales = resourceLocales.map(localeList)
            options.writesResources = !noResources
            if pseudo { options.pseudo = true }
            let outcome: Generation.Outcome
            switch try Generation.run(project, options: options) {
            case .failure(let failure):
                for diagnostic in failure.diagnostics { printError(XcodeRenderer().render([diagnostic]).trimmingSuffixNewline) }
                let errors = failure.diagnostics.filter { $0.severity == .error }.count
                printError("stringsgen: nothing generated: \(errors) error(s) in the string tables")
                // Translations that --strict refuses are findings (1); a catalog that cannot be generated is bad input (2).
                return strict && failure.diagnostics.allSatisfy(\.isUnsafeTranslation) ? 1 : 2
            case .success(let success):
                outcome = success
            }
            KeptUntilExit.keep(outcome.pseudoLocalizedTables)
            var findings = lint ? try Linting.lint(project, for: .build) : []
            // A translation left out is said once under --lint: as lint's finding, with what
            // generate did about it (it was a warning and an error at one place, LiveContainer's
            // Japanese “%、”).
            var warnings = outcome.warnings
            for index in findings.indices {
                let finding = findings[index]
                guard let said = warnings.firstIndex(where: {
                    $0.rule == finding.rule && $0.location == finding.location && $0.key == finding.key && $0.locale == finding.locale
                }) else { continue }
                findings[index].message = warnings.remove(at: said).message
            }
            // Warnings on standard error with the other diagnostics, in Xcode's form, so a build shows them at their key.
            for warning in warnings { printError(XcodeRenderer().render([warning]).trimmingSuffixNewline) }
            for note in outcome.notes { printError("stringsgen: note: \(note)") }
            var status: Int32 = 0
            if lint {
                let output = XcodeRenderer().render(findings)
                if !output.isEmpty { print(output, terminator: output.hasSuffix("\n") ? "" : "\n") }
                if findings.contains(where: { $0.severity == .error }) { status = 1 }
            }
            let files = outcome.changed.count + outcome.unchanged.count
            let skipped = outcome.warnings.isEmpty ? "" : "; \(outcome.warnings.count) warning(s)"
            if check {
                let command = regenerateCommand(in: root)
                for path in outcome.changed { print("\(path): stale (run `\(command)`)") }
                for path in outcome.removed { print("\(path): stale, its table or language is gone (run `\(command)` to remove it)") }
                let removed = outcome.removed.isEmpty ? "" : ", \(outcome.removed.count) to remove"
                print("stringsgen: \(outcome.tables) table(s), \(outcome.changed.count) of \(files) generated file(s) stale\(removed)\(skipped)")
                return outcome.changed.isEmpty && outcome.removed.isEmpty ? status : 1
            }
            for path in outcome.removed { print("removed \(path): its table or language is gone") }
            let removed = outcome.removed.isEmpty ? "" : ", \(outcome.removed.count) removed"
            print("stringsgen: \(outcome.tables) table(s), \(outcome.accessors) accessors; \(outcome.changed.count) file(s) written, \(outcome.unchanged.count) unchanged\(removed)\(skipped)")
            return status
        }
    }
}

extension Diagnostic {
    /// A value's placeholder or specifier error, the kind `generate --strict` refuses (a
    /// translation's, or a source's that no accessor can format).
    fileprivate var isUnsafeTranslation: Bool {
        rule == "placeholder-mismatch" || rule == "invalid-format-specifier"
    }
}

extension GeneratorOptions.AccessLevel: ExpressibleByArgument {}


/// How to regenerate, in the words of the project at hand: `stringsgen generate` for a project
/// that runs an installed stringsgen (every project but this one), and `swift run stringsgen` in
/// stringsgen's own repository, whose Package.swift builds the tool (there is no installed one).
func regenerateCommand(in directory: String) -> String {
    let manifest = ProjectFiles.join(directory, "Package.swift")
    let buildsStringsgen = (try? FileBytes.read(manifest)).map {
        String(decoding: $0, as: UTF8.self).contains(".executable(name: \"stringsgen\"")
    } ?? false
    return buildsStringsgen ? "swift run stringsgen" : "stringsgen generate"
}

extension String {
    var trimmingSuffixNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
