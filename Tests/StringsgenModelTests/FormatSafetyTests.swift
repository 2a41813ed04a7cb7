import Testing
@testable import StringsgenModel

/// What `FormatProblem` finds: values no accessor can format safely (issue 18, item 3).
@Suite struct FormatSafetyTests {
    static let here = SourceLocation(file: "T.xcstrings", line: 1, column: 1)

    static func unit(_ value: String, line: Int = 1) -> StringUnit {
        StringUnit(value: value, location: SourceLocation(file: "T.xcstrings", line: line, column: 1))
    }

    /// A substitution `name` whose `one` and `other` forms are `form`.
    static func substitution(_ name: String, _ form: String, argNum: Int? = nil, formatSpecifier: String? = "lld", line: Int = 5) -> Substitution {
        Substitution(
            name: name, location: SourceLocation(file: "T.xcstrings", line: line, column: 7), argNum: argNum, formatSpecifier: formatSpecifier,
            variations: Variations(plural: [
                Variation(name: "one", location: here, content: LocalizedContent(stringUnit: Self.unit(form))),
                Variation(name: "other", location: here, content: LocalizedContent(stringUnit: Self.unit(form))),
            ]))
    }

    @Test func aWellFormedValueHasNone() {
        let content = LocalizedContent(stringUnit: Self.unit("%#@files@ in %#@folders@"), substitutions: [
            Self.substitution("files", "%arg files"), Self.substitution("folders", "%arg folders", argNum: 2),
        ])
        #expect(content.formatProblems.isEmpty)
    }

    /// A catalog's `%#@name@` reads the argument its `argNum` names (as `generate` binds it),
    /// also where a device form defines the substitution: beside a positional `%1$.1f`,
    /// `argNum` 2 is no clash; “%@ has %#@count@” with `argNum` 1 reads argument 1 as text and
    /// as a count, in the plain value as in each device form.
    @Test func substitutionsAtTheirArgNum() {
        let beside = LocalizedContent(stringUnit: Self.unit("%1$.1f meters, %#@nodes@"), substitutions: [Self.substitution("nodes", "%arg nodes", argNum: 2)])
        #expect(beside.formatProblems.isEmpty)
        let device = LocalizedContent(stringUnit: Self.unit("%@ has %#@count@"), substitutions: [Self.substitution("count", "%arg files", argNum: 1)])
        let byDevice = LocalizedContent(variations: Variations(device: [
            Variation(name: "iphone", location: Self.here, content: device), Variation(name: "other", location: Self.here, content: device),
        ]))
        #expect(byDevice.formatProblems.count == 2)
        #expect(byDevice.formatProblems.allSatisfy { if case .conflictingTypes = $0.kind { true } else { false } })
    }

    @Test func aSubstitutionThatUsesItself() {
        let content = LocalizedContent(stringUnit: Self.unit("%#@a@"), substitutions: [Self.substitution("a", "%#@a@ files")])
        let problems = content.formatProblems
        #expect(problems.map { $0.kind } == [.substitutionCycle(name: "a", chain: ["a", "a"])])
        #expect(problems.first?.location.line == 5)
        #expect(problems.first?.message.contains("uses `%#@a@` in its own forms") == true)
    }

    @Test func twoSubstitutionsThatUseEachOther() {
        let content = LocalizedContent(stringUnit: Self.unit("%#@a@"), substitutions: [
            Self.substitution("a", "%#@b@"), Self.substitution("b", "%arg and %#@a@", line: 9),
        ])
        #expect(content.formatProblems.map { $0.kind } == [.substitutionCycle(name: "a", chain: ["a", "b", "a"])])
        #expect(content.formatProblems.first?.message.contains("`a` → `b` → `a`") == true)
    }

    /// A long chain with no cycle is walked without recursion and reports nothing.
    @Test func aLongChainIsNotACycle() {
        let chain = (0..<2_000).map { Self.substitution("s\($0)", $0 == 1_999 ? "%arg" : "%#@s\($0 + 1)@") }
        #expect(LocalizedContent(stringUnit: Self.unit("%#@s0@"), substitutions: chain).formatProblems.isEmpty)
    }

    @Test(arguments: [0, -1, 65, Int.max])
    func argNumOutOfRange(argNum: Int) {
        let content = LocalizedContent(stringUnit: Self.unit("%#@a@"), substitutions: [Self.substitution("a", "%arg", argNum: argNum)])
        #expect(content.formatProblems.map { $0.kind } == [.argNumOutOfRange(name: "a", argNum: argNum)])
    }

    @Test(arguments: ["q", "", "p", ".*f", "lld lld"])
    func formatSpecifierThatIsNone(specifier: String) {
        let content = LocalizedContent(stringUnit: Self.unit("%#@a@"), substitutions: [Self.substitution("a", "%arg", formatSpecifier: specifier)])
        #expect(content.formatProblems.map { $0.kind } == [.invalidFormatSpecifier(name: "a", specifier: specifier)])
    }

    @Test func oneArgumentAsTwoTypesInAPluralForm() {
        let content = LocalizedContent(variations: Variations(plural: [
            Variation(name: "one", location: Self.here, content: LocalizedContent(stringUnit: Self.unit("%d", line: 3))),
            Variation(name: "other", location: Self.here, content: LocalizedContent(stringUnit: Self.unit("%1$d %1$@", line: 4))),
        ]))
        let problems = content.formatProblems
        #expect(problems.count == 1)
        #expect(problems.first?.location.line == 4)
        #expect(problems.first?.label == "plural other")
        #expect(problems.first?.message == "uses argument 1 as integer (%d) and as object (%@) (`%1$@`); one argument has one type")
    }
}
