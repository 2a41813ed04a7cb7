import Foundation
@testable import StringsgenCodegen
import StringsgenICU
import Testing

/// The plural rules compiled into generated accessors are held against ICU itself
/// (`uplrules_select`), for every locale ICU's plural data has: the Swift the generator writes
/// for all of them is compiled with `swiftc`, run over the samples, and its categories compared
/// with ICU's for the same numbers.
@Suite struct PluralRuleCompilerTests {
    /// Whole numbers 0…10,000, larger ones, and the largest Int (ICU sees its last 15 digits).
    static let integers: [Int] = Array(0...10_000) + [100_000, 1_000_000, 2_000_000, 1_000_000_000, Int.max]
    /// Integer parts of the decimal samples, each with 1 and 2 visible fraction digits.
    static let decimalWholes: [UInt64] = Array(0...25) + [100, 1000, 1_000_000]

    @Test func everyICULocaleCompilesAndAgreesWithICU() throws {
        let locales = PluralRuleText.locales
        #expect(locales.count > 200, "ICU's plural data lists \(locales.count) locales")
        var sources: [String: PluralRuleSource] = [:]
        for locale in locales {
            let text = try PluralRuleText(locale: locale)
            sources[locale] = PluralRuleSource(set: text.set, rules: text.rules.map { .init(category: $0.category.rawValue, condition: $0.condition) })
            for rule in text.rules {
                #expect(throws: Never.self, "\(locale) (\(text.set)) \(rule.category): \(rule.condition)") {
                    _ = try PluralRuleCompiler.swiftExpression(rule.condition)
                }
            }
        }
        let functions = try PluralRuleFunctions.lines(languages: locales, rules: sources, origin: "ICU \(ICUVersions.icu)")

        // The program prints, per locale, one letter per sample: z o t f m x (other).
        let integerList = "Array(0...10_000) + [" + Self.integers.dropFirst(10_001).map { "\($0)" }.joined(separator: ", ") + "]"
        let wholes = Self.decimalWholes.map(String.init).joined(separator: ", ")
        let program = """
            import Foundation

            enum Rules {
            \(AccessorRuntime.filling(AccessorRuntime.pluralTypes, [:]).joined(separator: "\n"))

            \(functions.joined(separator: "\n"))

                private static func letter(_ category: _PluralCategory) -> Character {
                    switch category { case .zero: "z"; case .one: "o"; case .two: "t"; case .few: "f"; case .many: "m"; case .other: "x" }
                }

                static func run() {
                    let integers: [UInt64] = \(integerList)
                    let wholes: [UInt64] = [\(wholes)]
                    for language in CommandLine.arguments.dropFirst() {
                        let rule = _pluralRule(for: language)
                        var line = language + " "
                        for n in integers { line.append(letter(rule(_PluralOperands(whole: n)))) }
                        for digits in [1, 2] as [UInt64] {
                            let scale: UInt64 = digits == 1 ? 10 : 100
                            for whole in wholes {
                                for fraction in 0..<scale {
                                    var o = _PluralOperands(whole: whole)
                                    o.v = digits
                                    o.f = fraction
                                    var t = fraction, w = digits
                                    while t > 0 && t % 10 == 0 { t /= 10; w -= 1 }
                                    if t == 0 { w = 0 }
                                    o.t = t
                                    o.w = w
                                    line.append(letter(rule(o)))
                                }
                            }
                        }
                        print(line)
                    }
                }
            }
            Rules.run()
            """
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stringsgen-plural-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("main.swift")
        try Data(program.utf8).write(to: source)
        let binary = directory.appendingPathComponent("rules").path
        let (status, output) = try runSwiftc(["-O", "-swift-version", "6", source.path, "-o", binary])
        try #require(status == 0, "the compiled rules do not compile:\n\(output)")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = locales
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = printed.split(separator: "\n")
        try #require(lines.count == locales.count, "the program printed \(lines.count) lines for \(locales.count) locales")

        for (locale, line) in zip(locales, lines) {
            let letters = Array(line.split(separator: " ")[1])
            let icu = try PluralRules(locale: locale)
            var expected: [Character] = Self.integers.map { Self.letter(icu.category(for: $0)) }
            for digits in [1, 2] {
                for whole in Self.decimalWholes {
                    for fraction in 0..<(digits == 1 ? 10 : 100) {
                        let text = "\(whole)." + (digits == 2 && fraction < 10 ? "0" : "") + "\(fraction)"
                        expected.append(Self.letter(try icu.category(forDecimal: text)))
                    }
                }
            }
            let mismatches = zip(letters.indices, zip(letters, expected)).filter { $0.1.0 != $0.1.1 }
            #expect(mismatches.isEmpty, "\(locale): \(mismatches.count) samples differ from ICU, the first at sample \(mismatches.first?.0 ?? -1)")
        }
    }

    static func letter(_ category: PluralCategory) -> Character {
        switch category {
        case .zero: "z"
        case .one: "o"
        case .two: "t"
        case .few: "f"
        case .many: "m"
        case .other: "x"
        }
    }

    @Test(arguments: [
        ("v = 0 and i % 10 = 1 and i % 100 != 11", "o.v == 0 && o.i % 10 == 1 && o.i % 100 != 11"),
        ("n = 1", "(o.f == 0 && o.i == 1)"),
        ("n % 100 = 3..10", "(o.f == 0 && (3...10).contains(o.i % 100))"),
        ("i = 0,1", "(o.i == 0 || o.i == 1)"),
        ("n != 2..4,7", "!(o.f == 0 && ((2...4).contains(o.i) || o.i == 7))"),
        ("e = 0 and i != 0 or e != 0..5", "o.e == 0 && o.i != 0 || !(0...5).contains(o.e)"),
        ("", "true"),
    ])
    func compilesRuleSyntax(rule: String, swift: String) throws {
        #expect(try PluralRuleCompiler.swiftExpression(rule) == swift)
    }

    @Test(arguments: ["i = ", "q = 1", "i = 1 and", "n % = 1", "i == 1"])
    func rejectsWhatItCannotRead(rule: String) {
        #expect(throws: PluralRuleCompiler.Failure.self) { try PluralRuleCompiler.swiftExpression(rule) }
    }
}
