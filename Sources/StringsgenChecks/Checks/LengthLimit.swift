import StringsgenICU
import StringsgenModel

/// Copy longer than its key's limit, in user-perceived characters (ICU grapheme clusters):
/// only where the project declares a limit: a key's comment, its configured pattern, or the
/// project's default and body-copy limits (see `CopyLimitPolicy`).
/// Each plural and device variant is measured on its own, placeholders as the sample text
/// `CopyLimitPolicy` documents, a substitution as its longest form. Checked in every locale,
/// the source language included: the source is where an overflow is cheapest to fix.
public struct LengthLimit: Check {
    public static let id = "length-limit"
    public static let defaultSeverity = Severity.error
    public static let summary = "copy longer than its key's character limit"
    public static let help = "Shorten the text to the key's limit, counted in user-perceived characters. The limit comes from a \"Max N characters.\" sentence in the key's comment, the body-copy patterns, or lint.limits in stringsgen.json."

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        guard entry.isTranslatable else { return }
        guard let limit = entry.run.context.copyLimits.limit(forKey: entry.key, comment: entry.entry.comment)?.characters
        else { return }
        for localization in entry.localizations {
            var substitutionSamples: [String: String] = [:]
            for unit in localization.units where !unit.isInSubstitution {
                // Graphemes never outnumber scalars, nor these UTF-8 bytes: short copy without
                // placeholders needs no count.
                if unit.hasNoSpecifiers || unit.format.placeholders.isEmpty, unit.utf8Count <= limit || unit.value.scalarCount <= limit {
                    continue
                }
                var bound = unit.value.utf8.count
                for placeholder in unit.format.placeholders {
                    let sample = Self.sample(for: placeholder.type, in: localization, &substitutionSamples, entry.run.graphemes)
                    bound += sample.utf8.count - placeholder.utf8Range.count
                }
                if bound <= limit { continue }
                let shown = Self.shownText(unit, in: localization, samples: &substitutionSamples, entry.run.graphemes)
                guard shown.scalarCount > limit else { continue }
                let count = entry.run.graphemes.count(shown)
                guard count > limit else { continue }
                emit(finding(entry, localization.locale, unit, .tooLong(
                    entry.subject(localization.locale, unit), count, limit,
                    withSamples: !unit.format.placeholders.isEmpty)))
            }
        }
    }

    /// The length of a localization as `length-limit` measures it: its longest plural or device
    /// variant as a user would see it, in user-perceived characters.
    static func measuredLength(of localization: LintedLocalization, _ graphemes: GraphemeCounter) -> Int {
        var samples: [String: String] = [:]
        var longest = 0
        for unit in localization.units where !unit.isInSubstitution {
            longest = max(longest, graphemes.count(shownText(unit, in: localization, samples: &samples, graphemes)))
        }
        return longest
    }

    /// The unit as a user would see it: placeholders replaced by `CopyLimitPolicy.sample(for:)`,
    /// substitutions by their longest form, `%%` by `%`.
    static func shownText(
        _ unit: LintedUnit, in localization: LintedLocalization, samples: inout [String: String],
        _ graphemes: GraphemeCounter
    ) -> String {
        expand(unit.value, unit.format) { sample(for: $0, in: localization, &samples, graphemes) }
    }

    /// The sample text of one placeholder; a substitution's longest form is worked out once
    /// per localization and kept in `samples`.
    private static func sample(
        for type: PlaceholderType, in localization: LintedLocalization, _ samples: inout [String: String],
        _ graphemes: GraphemeCounter
    ) -> String {
        guard case .substitution(let name) = type else { return CopyLimitPolicy.sample(for: type) }
        if let sample = samples[name] { return sample }
        let sample = longestForm(of: localization.substitution(named: name), graphemes)
        samples[name] = sample
        return sample
    }

    private static func longestForm(of substitution: Substitution?, _ graphemes: GraphemeCounter) -> String {
        guard let substitution else { return "" }
        let argument = substitution.formatSpecifier.flatMap(PlaceholderType.init(formatSpecifier:)) ?? .integer
        var longest = "", longestCount = -1
        for form in LocalizedContent(variations: substitution.variations).units {
            let format = FormatString(form.unit.value, insideSubstitution: true)
            let shown = expand(form.unit.value, format) { type in
                CopyLimitPolicy.sample(for: type == .substitutionArgument ? argument : type)
            }
            let count = graphemes.count(shown)
            if count > longestCount { longest = shown; longestCount = count }
        }
        return longest
    }

    private static func expand(_ value: String, _ format: FormatString, sample: (PlaceholderType) -> String) -> String {
        guard !format.placeholders.isEmpty || value.containsAny(of: .percentSign) else { return value }
        let bytes = Array(value.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 16)
        func appendLiteral(_ range: Range<Int>) {
            var i = range.lowerBound
            while i < range.upperBound {
                result.append(bytes[i])
                // `%%` is one `%`.
                i += bytes[i] == UInt8(ascii: "%") && i + 1 < range.upperBound && bytes[i + 1] == UInt8(ascii: "%") ? 2 : 1
            }
        }
        var position = 0
        for placeholder in format.placeholders {
            appendLiteral(position..<placeholder.utf8Range.lowerBound)
            result.append(contentsOf: sample(placeholder.type).utf8)
            position = placeholder.utf8Range.upperBound
        }
        appendLiteral(position..<bytes.count)
        return String(decoding: result, as: UTF8.self)
    }
}

extension String {
    fileprivate static func tooLong(_ subject: String, _ count: Int, _ limit: Int, withSamples: Bool) -> String {
        let measured = withSamples ? " with sample values for its placeholders" : ""
        return "\(subject) is \(count) characters\(measured), \(count - limit) over its limit of \(limit): shorten it"
    }
}
