import StringsgenModel

/// A translated unit whose placeholders would not format the app's arguments the way the
/// source does: an argument dropped, added, of another type, or past the source's last one;
/// a `%#@name@` the source does not use (or one it uses, dropped); a substitution defined
/// under another name, for another argument or of another type. Each unit is compared with
/// the source's unit at the same path, and a plural form with the source's `other` form.
/// Positions may be reordered (`%2$@ … %1$@`). A `zero`, `one` or `two` form may leave out
/// the number (`one` → "One item"); every other form must keep it.
public struct PlaceholderMismatch: Check {
    public static let id = "placeholder-mismatch"
    public static let defaultSeverity = Severity.error
    public static let summary = "a translation's placeholders differ from the source's"

    public init() {}

    static let formsThatMayOmitTheNumber: Set<String> = ["zero", "one", "two"]

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        guard entry.isTranslatable else { return }
        let source = entry.source
        // The source's last argument, worked out at the first difference.
        var lastArgument: Int?
        for translation in entry.translations {
            let locale = translation.locale
            for (unit, original) in translation.comparedUnits {
                if unit.hasSameArguments(as: original), unit.substitutionNames == original.substitutionNames,
                   unit.hasSubstitutionArgument == original.hasSubstitutionArgument {
                    continue
                }
                let last = lastArgument ?? {
                    let sourceArgumentCount = source.units.reduce(0) { max($0, $1.arguments.last?.position ?? 0) }
                    let sourceSubstitutionCount = source.substitutions.compactMap(\.argNum).max() ?? 0
                    return max(sourceArgumentCount, sourceSubstitutionCount)
                }()
                lastArgument = last
                compare(unit, with: original, lastArgument: last, entry, locale, emit)
            }
            for substitution in translation.substitutions {
                compare(substitution, in: translation, with: source, entry, emit)
            }
        }
    }

    /// Reports how the arguments of `unit` differ from those of `original`.
    private func compare(
        _ unit: LintedUnit, with original: LintedUnit, lastArgument: Int, _ entry: LintedEntry, _ locale: String,
        _ emit: (Finding) -> Void
    ) {
        let subject = entry.subject(locale, unit)
        let comment = entry.entry.comment
        let mayOmitNumber = unit.pluralCategory.map(Self.formsThatMayOmitTheNumber.contains) ?? false
        for argument in unit.arguments {
            let (position, type, text) = (argument.position, argument.type, argument.text)
            if position > lastArgument {
                emit(finding(entry, locale, at: unit.location, .outOfRange(subject, text, lastArgument)))
            } else if let expected = original.argument(at: position) {
                if expected.type != type {
                    emit(finding(entry, locale, at: unit.location, .retyped(
                        subject, text, MessageText.placeholderName(expected.text, position: position, comment: comment), type,
                        expected: expected.text, expected.type)))
                }
            } else {
                emit(finding(entry, locale, at: unit.location, .added(subject, text)))
            }
        }
        for expected in original.arguments where unit.argument(at: expected.position) == nil {
            if mayOmitNumber, expected.type.isNumber { continue }
            emit(finding(entry, locale, at: unit.location, .dropped(
                subject, MessageText.placeholder(expected.text, position: expected.position, comment: comment))))
        }
        if original.hasSubstitutionArgument, !unit.hasSubstitutionArgument, !mayOmitNumber {
            emit(finding(entry, locale, at: unit.location, .droppedNumber(subject)))
        }
        for name in Set(unit.substitutionNames).subtracting(original.substitutionNames).sorted() {
            emit(finding(entry, locale, at: unit.location, .unknownSubstitution(subject, name, original.substitutionNames)))
        }
        for name in Set(original.substitutionNames).subtracting(unit.substitutionNames).sorted() {
            emit(finding(entry, locale, at: unit.location, .droppedSubstitution(subject, name)))
        }
    }

    private func compare(
        _ substitution: Substitution, in translation: LintedLocalization, with source: LintedLocalization,
        _ entry: LintedEntry, _ emit: (Finding) -> Void
    ) {
        let locale = translation.locale
        let subject = "‘\(entry.key)’ in ‘\(locale)’"
        guard let original = source.substitution(named: substitution.name) else {
            let names = source.substitutions.map(\.name)
            emit(finding(entry, locale, at: substitution.location, .undefinedInSource(subject, substitution.name, names)))
            return
        }
        if let argNum = substitution.argNum, let expected = original.argNum, argNum != expected {
            emit(finding(entry, locale, at: substitution.location, .substitutionArgument(subject, substitution.name, argNum, expected)))
        }
        if let specifier = substitution.formatSpecifier, let expected = original.formatSpecifier,
           let type = PlaceholderType(formatSpecifier: specifier),
           let expectedType = PlaceholderType(formatSpecifier: expected), type != expectedType {
            emit(finding(entry, locale, at: substitution.location, .substitutionType(
                subject, substitution.name, specifier, type, expected, expectedType)))
        }
    }
}

extension PlaceholderType {
    /// Integer, unsigned and floating-point arguments: the number a plural form may leave out.
    var isNumber: Bool {
        switch self {
        case .integer, .unsigned, .double: true
        default: false
        }
    }
}

extension String {
    fileprivate static func outOfRange(_ subject: String, _ text: String, _ count: Int) -> String {
        "\(subject) uses \(MessageText.code(text)), but the source has \(count == 0 ? "no values" : "only " + MessageText.count(count, "value")): remove it"
    }

    fileprivate static func retyped(
        _ subject: String, _ text: String, _ name: String, _ type: PlaceholderType, expected expectedText: String,
        _ expected: PlaceholderType
    ) -> String {
        "\(subject) has \(MessageText.code(text)) (\(type.noun)) for \(name), where the source has \(MessageText.code(expectedText)) (\(expected.noun)): use \(MessageText.code(expectedText))"
    }

    fileprivate static func added(_ subject: String, _ text: String) -> String {
        "\(subject) has \(MessageText.code(text)), which the source does not have: remove it"
    }

    fileprivate static func dropped(_ subject: String, _ name: String) -> String {
        "\(subject) is missing \(name): add it back"
    }

    fileprivate static func droppedNumber(_ subject: String) -> String {
        "\(subject) is missing \(MessageText.code("%arg")), the number: only the zero, one and two forms may leave it out"
    }

    fileprivate static func unknownSubstitution(_ subject: String, _ name: String, _ known: [String]) -> String {
        let hint = known.isEmpty ? "remove it" : "use " + MessageText.list(known.map { MessageText.code("%#@\($0)@") })
        return "\(subject) uses \(MessageText.code("%#@\(name)@")), which the source does not have: \(hint)"
    }

    fileprivate static func droppedSubstitution(_ subject: String, _ name: String) -> String {
        "\(subject) is missing \(MessageText.code("%#@\(name)@")): add it back"
    }

    fileprivate static func undefinedInSource(_ subject: String, _ name: String, _ known: [String]) -> String {
        let hint = known.isEmpty ? "remove it" : "name it as the source does (" + MessageText.list(known.map(MessageText.code)) + ")"
        return "\(subject) defines the substitution \(MessageText.code(name)), which the source does not have: \(hint)"
    }

    fileprivate static func substitutionArgument(_ subject: String, _ name: String, _ argNum: Int, _ expected: Int) -> String {
        "\(subject): the substitution \(MessageText.code(name)) shows the \(MessageText.ordinal(argNum)) value, the source's the \(MessageText.ordinal(expected)): use \(expected)"
    }

    fileprivate static func substitutionType(
        _ subject: String, _ name: String, _ specifier: String, _ type: PlaceholderType, _ expected: String,
        _ expectedType: PlaceholderType
    ) -> String {
        "\(subject): the substitution \(MessageText.code(name)) formats \(type.noun) with \(MessageText.code("%" + specifier)), the source’s \(expectedType.noun) with \(MessageText.code("%" + expected)): use \(MessageText.code("%" + expected))"
    }
}

extension PlaceholderType {
    /// What the argument is, for a translator: "a number", "a text".
    var noun: String {
        switch self {
        case .object: "text"
        case .integer: "number"
        case .unsigned: "number"
        case .double: "number with decimals"
        case .char: "single character"
        case .cString: "text"
        case .pointer: "memory address"
        case .substitution(let name): "phrase \(name)"
        case .substitutionArgument: "number"
        }
    }
}
