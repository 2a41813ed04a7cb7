/// A language's cardinal plural rules as CLDR rule text, as ICU's data has them (the generator
/// is given them by the caller, which reads ICU; this module does not link it).
public struct PluralRuleSource: Sendable, Hashable {
    public struct Rule: Sendable, Hashable {
        public var category: String
        public var condition: String

        public init(category: String, condition: String) {
            self.category = category
            self.condition = condition
        }
    }

    /// The rule set's id in ICU's data ("set31"); languages with one id share one function.
    public var set: String
    public var rules: [Rule]

    public init(set: String, rules: [Rule]) {
        self.set = set
        self.rules = rules
    }
}

/// The generated plural rule functions: one per rule set the table's languages use, and
/// `_pluralRule(for:)`, which picks a language's function once per lookup by its name.
enum PluralRuleFunctions {
    private static let order = ["zero", "one", "two", "few", "many"]

    /// The Swift lines (indented as at the top of the table's enum), or a description of the
    /// first rule that cannot be compiled.
    static func lines(languages: [String], rules: [String: PluralRuleSource], origin: String) throws(PluralRuleCompiler.Failure) -> [String] {
        // Languages by rule set, sets in order of first use; a language without rules has only `other`.
        var sets: [(source: PluralRuleSource, languages: [String])] = []
        for language in languages {
            let source = rules[language] ?? PluralRuleSource(set: "root", rules: [])
            if let index = sets.firstIndex(where: { $0.source.set == source.set }) {
                sets[index].languages.append(language)
            } else {
                sets.append((source, [language]))
            }
        }
        sets.sort { $0.source.set.localizedNumericLess(than: $1.source.set) }

        var lines = [
            "/// Each language's CLDR plural rule (\(origin)).",
            "private static func _pluralRule(for language: String) -> (_PluralOperands) -> _PluralCategory {",
            "    switch language {",
        ]
        for (source, languages) in sets {
            let cases = languages.map { SwiftSourceText.stringLiteral($0) }.joined(separator: ", ")
            lines.append("    case \(cases): _plural\(functionSuffix(source.set))")
        }
        lines += ["    default: { _ in .other }", "    }", "}"]
        for (source, languages) in sets {
            lines.append("")
            lines.append("/// \(source.set) (\(languages.joined(separator: ", "))):")
            let ordered = order.compactMap { category in source.rules.first { $0.category == category } }
            for rule in ordered { lines.append("/// \(rule.category): \(rule.condition)") }
            if ordered.isEmpty { lines.append("/// every number is `other`") }
            lines.append("private static func _plural\(functionSuffix(source.set))(_ o: _PluralOperands) -> _PluralCategory {")
            for rule in ordered {
                lines.append("    if \(try PluralRuleCompiler.swiftExpression(rule.condition)) { return .\(rule.category) }")
            }
            lines += ["    return .other", "}"]
        }
        return lines
    }

    /// `set31` → `Set31`; ICU's set ids are letters and digits.
    private static func functionSuffix(_ set: String) -> String {
        let word = String(set.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
        return word.prefix(1).uppercased() + word.dropFirst()
    }
}

private extension String {
    /// `set3` before `set31`: digits compared as numbers, so the output reads in ICU's order.
    func localizedNumericLess(than other: String) -> Bool {
        let a = split(whereSeparator: { $0.isNumber }).first ?? "", b = other.split(whereSeparator: { $0.isNumber }).first ?? ""
        let n = Int(filter(\.isNumber)) ?? -1, m = Int(other.filter(\.isNumber)) ?? -1
        return a != b ? a < b : n != m ? n < m : self < other
    }
}
