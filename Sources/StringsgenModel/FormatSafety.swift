/// What makes a value unsafe to format with `String(format:)` beyond a malformed specifier:
/// one argument used as two types, a substitution that refers to itself (directly or through
/// others: formatting it never ends), a substitution's `argNum` out of range, or a
/// `formatSpecifier` that is not one. Shared by the `invalid-format-specifier` check and by
/// `generate`, which refuses such values so that no accessor it writes can crash.
public struct FormatProblem: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `%1$@ %1$d`: the placeholder that gives the argument a second type, and the first type.
        case conflictingTypes(Placeholder, first: PlaceholderType)
        /// The substitution whose forms lead back to it, and the chain (`a → b → a`).
        case substitutionCycle(name: String, chain: [String])
        case argNumOutOfRange(name: String, argNum: Int)
        case invalidFormatSpecifier(name: String, specifier: String)
        /// A form of substitution `name` reads the substitution's number (its `formatSpecifier`)
        /// with a placeholder that does not show it (`%@` crashes, `%a` prints `0x0p+0`).
        case formReadsWrongType(name: String, placeholder: Placeholder, specifier: String, outcome: ReadOutcome)
        /// A conversion Foundation does not show as meant whatever the argument: `%D`, `%'d`,
        /// `%Lf`, `%z@` (docs/design-notes.md, fact 19).
        case unsupportedConversion(Placeholder)
    }

    public var kind: Kind
    public var location: SourceLocation
    /// The way to the unit, for units ("plural few"); empty for a substitution's own members.
    public var label: String

    /// The problem as a translation that repeats the source's has it too, whatever the locale:
    /// where it is and the message; for a form that reads its substitution's number wrongly,
    /// in whichever form (a translation's `few` repeats the source's `other`), its placeholder
    /// named without its position (`%1$@` there is the form's `%@`).
    public var sameness: String {
        guard case .formReadsWrongType(let name, let placeholder, let specifier, let outcome) = kind else { return label + " " + message }
        return "\(name) \(FormatModel.withoutPosition(placeholder.text)) \(specifier) \(outcome)"
    }

    /// Worded for a translator, without the subject (the caller names the key and locale).
    public var message: String {
        switch kind {
        case .conflictingTypes(let placeholder, let first):
            "uses argument \(placeholder.position) as \(first) and as \(placeholder.type) (`\(placeholder.text)`); one argument has one type"
        case .substitutionCycle(let name, let chain):
            chain.count <= 2
                ? "the substitution `\(name)` uses `%#@\(name)@` in its own forms, so it never ends; use `%arg` for its own number"
                : "the substitution `\(name)` leads back to itself (\(chain.map { "`\($0)`" }.joined(separator: " → "))), so it never ends; remove one of the references"
        case .argNumOutOfRange(let name, let argNum):
            "the substitution `\(name)` has argNum \(argNum); an argument number goes from 1 to \(FormatString.maximumPosition)"
        case .invalidFormatSpecifier(let name, let specifier):
            "the substitution `\(name)` has formatSpecifier \"\(specifier)\", which is not a format specifier; use one such as \"lld\", \"d\", \"f\" or \"@\""
        case .formReadsWrongType(let name, let placeholder, let specifier, let outcome) where placeholder.hasExplicitPosition:
            // Written with a position, it was most likely meant for another argument (Element's
            // “%1$@ is typing” names who types, and argument 1 is the count).
            "`\(placeholder.text)` reads argument \(placeholder.position), the number of the substitution `\(name)` (formatSpecifier \"\(specifier)\"), as \(placeholder.type.article)"
                + (outcome == .crashes ? ", which crashes the app" : ", which prints something else")
                + ": write `%arg` to show the number, or give the \(placeholder.type.article) an argument of its own"
        case .formReadsWrongType(let name, let placeholder, let specifier, let outcome):
            "`\(placeholder.text)` shows the number of the substitution `\(name)` (formatSpecifier \"\(specifier)\") as \(placeholder.type.article)"
                + (outcome == .crashes ? ", which crashes the app" : ", which prints something else")
                + "; write `%arg` for the number"
        case .unsupportedConversion(let placeholder):
            "`\(placeholder.text)` \(Self.unsupportedReason(placeholder)); use \(Self.supportedAlternative(placeholder))"
        }
    }

    private static func unsupportedReason(_ placeholder: Placeholder) -> String {
        guard let conversion = placeholder.conversion else { return "is not a conversion" }
        if conversion.hasUnknownFlag { return "has a flag Foundation does not know, so it is printed as written" }
        switch conversion.character {
        case "D", "U", "O": return "is printed as written by Foundation on Linux"
        case "@": return "has a length modifier, so Foundation does not read it as text"
        case _ where (conversion.length.integerBits ?? 64) < 32:
            return "reads only \(conversion.length.integerBits ?? 0) bits of the number, so a larger one is shown wrong"
        default: return "has a length modifier that Swift's arguments do not have, so it prints something else"
        }
    }

    private static func supportedAlternative(_ placeholder: Placeholder) -> String {
        switch placeholder.type {
        case .object, .cString: "`%@`"
        case .double: "`%f`"
        case .unsigned: "`%u` or `%llu`"
        default: "`%d` or `%lld`"
        }
    }
}

extension FormatProblem {
    /// The placeholders of one parsed string that give an argument a second type (`%1$@ %1$d`).
    /// `location` is asked for only when there is one (a linted value's is looked up on demand).
    public static func conflicts(in format: FormatString, location: @autoclosure () -> SourceLocation, label: String) -> [FormatProblem] {
        let conflicting = format.conflictingPlaceholders
        guard !conflicting.isEmpty else { return [] }
        var first: [Int: PlaceholderType] = [:]
        for p in format.placeholders where p.type != .substitutionArgument {
            let type: PlaceholderType = if case .substitution = p.type { .integer } else { p.type }
            if first[p.position] == nil { first[p.position] = type }
        }
        let location = location()
        return conflicting.map { p in
            FormatProblem(kind: .conflictingTypes(p, first: first[p.position] ?? .object), location: location, label: label)
        }
    }
}

extension FormatProblem {
    /// The conversions of one parsed string that Foundation shows wrongly whatever their
    /// argument (`%D`, `%'d`, `%Lf`, `%z@`). Only a formatted key's values have them.
    /// `location` is asked for only when there is one.
    public static func unsupportedConversions(in format: FormatString, location: @autoclosure () -> SourceLocation, label: String) -> [FormatProblem] {
        format.placeholders.compactMap { p in
            guard let conversion = p.conversion else { return nil }
            // `%s` is shown as meant when given a C string, which the accessors pass (`withCString`).
            let supported = conversion.reading(p.type) == .shows
            return supported ? nil : FormatProblem(kind: .unsupportedConversion(p), location: location(), label: label)
        }
    }
}

extension PlaceholderType {
    /// "text", "a number with decimals": what a placeholder of this type shows.
    var article: String {
        switch self {
        case .object, .cString: "text"
        case .integer, .unsigned, .substitutionArgument: "a whole number"
        case .double: "a number with decimals"
        case .char: "a character"
        case .pointer: "a memory address"
        case .substitution: "a phrase"
        }
    }
}

extension LocalizedContent {
    /// The format problems of this content, its variations and substitutions, in catalog order.
    public var formatProblems: [FormatProblem] {
        var problems: [FormatProblem] = []
        for unit in units {
            let text = unit.unit.value
            guard FormatString.mayHoldPlaceholder(text) else { continue }
            let format = FormatString(text, insideSubstitution: unit.substitutionName != nil)
                .bindingSubstitutions { definedSubstitution(named: $0)?.argNum }
            problems += FormatProblem.conflicts(in: format, location: unit.unit.location, label: unit.label)
        }
        problems += substitutionProblems
        return problems
    }

    /// The first substitution named `name` at any level, as lint finds it
    /// (`LintedLocalization.substitutions`): the content's own, then those inside its plural
    /// variations, then its device variations' (a device form can define its own).
    func definedSubstitution(named name: String) -> Substitution? {
        if let own = substitution(named: name) { return own }
        for variation in (variations?.plural ?? []) + (variations?.device ?? []) {
            if let found = variation.content.definedSubstitution(named: name) { return found }
        }
        return nil
    }

    /// The problems of this content's substitutions (and those inside its variations): cycles,
    /// `argNum` out of range, a `formatSpecifier` that is none. Cheap where there are none.
    public var substitutionProblems: [FormatProblem] {
        var problems: [FormatProblem] = []
        collectSubstitutionProblems(into: &problems)
        return problems
    }

    /// The substitution problems of this content and of the contents inside it (nesting is
    /// bounded by the readers: `InputLimits.nestingLevels`).
    private func collectSubstitutionProblems(into problems: inout [FormatProblem]) {
        for variation in variations?.plural ?? [] { variation.content.collectSubstitutionProblems(into: &problems) }
        for variation in variations?.device ?? [] { variation.content.collectSubstitutionProblems(into: &problems) }
        guard let substitutions, !substitutions.isEmpty else { return }
        for substitution in substitutions {
            if let argNum = substitution.argNum, !(1...FormatString.maximumPosition).contains(argNum) {
                problems.append(FormatProblem(
                    kind: .argNumOutOfRange(name: substitution.name, argNum: argNum), location: substitution.location, label: ""))
            }
            if let specifier = substitution.formatSpecifier {
                if let type = PlaceholderType(formatSpecifier: specifier) {
                    problems += Self.formProblems(of: substitution, reading: type, specifier: specifier)
                } else {
                    problems.append(FormatProblem(
                        kind: .invalidFormatSpecifier(name: substitution.name, specifier: specifier), location: substitution.location, label: ""))
                }
            }
            for variation in (substitution.variations?.plural ?? []) + (substitution.variations?.device ?? []) {
                variation.content.collectSubstitutionProblems(into: &problems)
            }
        }
        // References between this content's substitutions: a cycle never ends formatting.
        collectCycles(of: substitutions, into: &problems)
    }

    /// The forms of `substitution` whose placeholders read its number (of `type`, its
    /// `formatSpecifier`) with a conversion that does not show it: every form, with the
    /// substitution's own specifier, as `String(format:)` will read it once the form stands in
    /// the text (`FormatModel`). A form's implicit placeholders read the number, and so does one
    /// written with the substitution's own position (`%1$@` in a form of `argNum` 1, as
    /// Element's “%1$@ is typing” for a `d` count).
    private static func formProblems(of substitution: Substitution, reading type: PlaceholderType, specifier: String) -> [FormatProblem] {
        var problems: [FormatProblem] = []
        for form in LocalizedContent(variations: substitution.variations).units where FormatString.mayHoldPlaceholder(form.unit.value) {
            for p in FormatString(form.unit.value, insideSubstitution: true).placeholders
            where (!p.hasExplicitPosition || p.position == substitution.argNum) && p.type != .substitutionArgument {
                if case .substitution = p.type { continue }
                let outcome = p.reading(type)
                // A conversion Foundation never shows as meant is `unsupportedConversions`' to say.
                guard outcome != .shows, p.reading(p.type) == .shows else { continue }
                let label = "substitution \(substitution.name)" + (form.label.isEmpty ? "" : ", " + form.label)
                problems.append(FormatProblem(
                    kind: .formReadsWrongType(name: substitution.name, placeholder: p, specifier: specifier, outcome: outcome),
                    location: form.unit.location, label: label))
            }
        }
        return problems
    }

    private func collectCycles(of substitutions: [Substitution], into problems: inout [FormatProblem]) {
        var index: [String: Int] = [:]
        for (i, s) in substitutions.enumerated() where index[s.name] == nil { index[s.name] = i }
        let references: [[Int]] = substitutions.map { substitution in
            var targets: [Int] = []
            var content = LocalizedContent(variations: substitution.variations)
            content.substitutions = nil
            for unit in content.units where unit.unit.value.utf8.contains(UInt8(ascii: "#")) {
                for p in FormatString(unit.unit.value, insideSubstitution: true).placeholders {
                    if case .substitution(let name) = p.type, let target = index[name], !targets.contains(target) { targets.append(target) }
                }
            }
            return targets
        }
        // Depth-first, without recursion: 0 unvisited, 1 on the current path, 2 done.
        var state = [UInt8](repeating: 0, count: substitutions.count)
        for root in substitutions.indices where state[root] == 0 {
            var path: [(node: Int, next: Int)] = [(root, 0)]
            state[root] = 1
            while let top = path.last {
                let targets = references[top.node]
                if top.next == targets.count {
                    state[top.node] = 2
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let target = targets[top.next]
                if state[target] == 1 {
                    let start = path.firstIndex { $0.node == target }!
                    let chain = path[start...].map { substitutions[$0.node].name } + [substitutions[target].name]
                    problems.append(FormatProblem(
                        kind: .substitutionCycle(name: substitutions[target].name, chain: chain),
                        location: substitutions[target].location, label: ""))
                } else if state[target] == 0 {
                    state[target] = 1
                    path.append((target, 0))
                }
            }
        }
    }
}
