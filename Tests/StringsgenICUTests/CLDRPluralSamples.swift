import StringsgenICU

/// The `@integer` and `@decimal` samples of one locale in CLDR's plurals.xml, expanded:
/// "0~15" is every integer from 0 to 15, "0.0~1.5" steps by the endpoints' visible
/// precision (0.0, 0.1, ... 1.5), and the "…" markers are dropped.
struct CLDRPluralSamples {
    struct Sample: Hashable, CustomStringConvertible {
        var text: String
        var isInteger: Bool
        var category: PluralCategory
        var release: Int
        var description: String { "\(text) (\(isInteger ? "@integer" : "@decimal"), CLDR \(release): \(category))" }
    }

    var samples: [Sample] = []

    /// Reads the `<pluralRules locales="...">` block that lists `locale` from CLDR release
    /// `release`'s plurals.xml; nil if none does.
    init?(plurals xml: String, locale: String, release: Int) throws {
        guard let block = Self.block(in: xml, for: locale) else { return nil }
        for rule in block.components(separatedBy: "<pluralRule count=\"").dropFirst() {
            let keyword = String(rule.prefix { $0 != "\"" })
            guard let category = PluralCategory(rawValue: keyword),
                  let body = rule.split(separator: ">", maxSplits: 1).last?.components(separatedBy: "</pluralRule").first
            else { throw SampleError("unreadable rule for \(locale): \(rule.prefix(60))") }
            for (marker, isInteger) in [("@integer", true), ("@decimal", false)] {
                guard let start = body.range(of: marker) else { continue }
                let list = body[start.upperBound...].components(separatedBy: "@").first ?? ""
                for token in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                    guard !token.isEmpty, token != "…", token != "..." else { continue }
                    for text in try Self.expand(token) {
                        samples.append(Sample(text: text, isInteger: isInteger, category: category, release: release))
                    }
                }
            }
        }
    }

    private static func block(in xml: String, for locale: String) -> String? {
        for chunk in xml.components(separatedBy: "<pluralRules locales=\"").dropFirst() {
            let locales = chunk.prefix { $0 != "\"" }.split(separator: " ")
            if locales.contains(Substring(locale)) {
                return chunk.components(separatedBy: "</pluralRules>").first
            }
        }
        return nil
    }

    /// One sample or a range of them.
    private static func expand(_ token: String) throws -> [String] {
        let ends = token.split(separator: "~").map(String.init)
        guard ends.count == 2 else { return [token] }
        guard !ends.contains(where: { $0.contains("c") || $0.contains("e") }) else {
            throw SampleError("no expansion for a range in compact notation: \(token)")
        }
        let precision = ends.map { $0.split(separator: ".").dropFirst().first?.count ?? 0 }.max() ?? 0
        guard let low = scaled(ends[0], precision), let high = scaled(ends[1], precision), low <= high else {
            throw SampleError("unreadable range \(token)")
        }
        return (low...high).map { value in
            guard precision > 0 else { return String(value) }
            var digits = String(value)
            if digits.count <= precision { digits = String(repeating: "0", count: precision - digits.count + 1) + digits }
            return digits.dropLast(precision) + "." + digits.suffix(precision)
        }
    }

    /// "1.5" at precision 2 → 150.
    private static func scaled(_ text: String, _ precision: Int) -> Int? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        return Int(String(parts[0]) + fraction + String(repeating: "0", count: precision - fraction.count))
    }
}

struct SampleError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
