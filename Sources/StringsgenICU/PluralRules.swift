import CStringsgenICU

/// Why a locale's plural rules could not be opened or a number could not be classified.
public struct PluralRulesError: Error, Sendable, CustomStringConvertible {
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// A locale's cardinal plural rules, from ICU (`uplrules`), never from a hand-written table.
///
/// Values are cheap: every `PluralRules` for one locale shares one ICU object, opened on
/// first use and kept for the life of the process.
public struct PluralRules: Sendable {
    /// The locale as a canonical BCP 47 tag ("pt-BR").
    public let locale: String
    private let compiled: CompiledPluralRules

    /// Opens the rules for a BCP 47 tag ("pt-BR", "zh-Hans") or an ICU id ("pt_BR").
    /// A well-formed identifier for a language ICU has no data for gets CLDR's root rules
    /// (only `other`); whether a locale is known is the `unknown-locale` check's business.
    public init(locale: String) throws(PluralRulesError) {
        let icuID = LocaleIdentifier.icu(locale)
        guard !LocaleIdentifier.language(icuID).isEmpty else {
            throw PluralRulesError("\"\(locale)\" is not a locale identifier")
        }
        self.locale = LocaleIdentifier.bcp47(icuID)
        self.compiled = try CompiledPluralRules.shared(for: icuID)
    }

    /// The categories the locale uses, integers and decimals alike, in CLDR order.
    public var categories: [PluralCategory] { compiled.categories }

    /// The category of an integer, e.g. 1 → `one`, 1_000_000 → `many` in French.
    public func category(for integer: Int) -> PluralCategory {
        // ICU computes the operands (i, n) as doubles, so beyond 2^53 it loses the last
        // digits: 10_000_000_000_000_001 would be `many` in French. No CLDR rule looks at more
        // than the last 7 digits or compares with anything near 10^15, so keep the last 15
        // digits and the fact that the number is large. Plural rules use the absolute value.
        var magnitude = integer.magnitude
        if magnitude > 1 << 53 {
            magnitude = 1_000_000_000_000_000 + magnitude % 1_000_000_000_000_000
        }
        return compiled.select(integer: Double(magnitude))
    }

    /// The category of a number written as text, keeping what a reader would see:
    /// "1.50" has two visible fraction digits (v = 2) and so is not `one` in English.
    /// CLDR's compact notation ("1c6", "1.1c3", the `c`/`e` operand) is accepted when the
    /// mantissa has one integer digit (ICU's scientific notation), or one to three with an
    /// exponent that is a multiple of 3 (engineering notation); other compact forms throw,
    /// because ICU's C API has no other way to set the exponent.
    public func category(forDecimal text: String) throws(PluralRulesError) -> PluralCategory {
        let number = try DecimalText(text)
        return try compiled.select(decimal: number.value, skeleton: number.skeleton)
    }

    /// The categories that some integer in `0..<limit` selects, e.g. French below 1000 →
    /// {one, other}: its `many` is reached only by exact millions. Cached per limit.
    public func categoriesReachedByIntegers(below limit: Int) -> Set<PluralCategory> {
        compiled.categoriesReachedByIntegers(below: limit)
    }
}

/// A decimal number in CLDR sample syntax, split into what ICU's number formatter needs.
private struct DecimalText {
    /// The value in a form `unumf_formatDecimal` reads ("1.50", "1.1E6").
    var value: String
    /// The number skeleton that reproduces the visible digits and exponent of the text.
    var skeleton: String

    init(_ text: String) throws(PluralRulesError) {
        func invalid(_ why: String) -> PluralRulesError {
            PluralRulesError("\"\(text)\" \(why)")
        }
        var rest = Substring(text)
        let sign = rest.first == "-" ? "-" : ""
        if !sign.isEmpty { rest = rest.dropFirst() }

        var exponent: Int?
        if let marker = rest.firstIndex(where: { $0 == "c" || $0 == "e" }) {
            let digits = rest[rest.index(after: marker)...]
            guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), let value = Int(digits) else {
                throw invalid("has no exponent after \"\(rest[marker])\"")
            }
            exponent = value
            rest = rest[..<marker]
        }
        let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integerDigits = parts[0]
        let fractionDigits = parts.count > 1 ? parts[1] : ""
        guard !integerDigits.isEmpty, integerDigits.allSatisfy(\.isASCIIDigit),
              fractionDigits.allSatisfy(\.isASCIIDigit), parts.count == 1 || !fractionDigits.isEmpty
        else {
            throw invalid("is not a decimal number (expected digits, an optional fraction, an optional c or e exponent)")
        }

        let precision = fractionDigits.isEmpty ? "precision-integer" : "." + String(repeating: "0", count: fractionDigits.count)
        let mantissa = sign + rest
        guard let exponent, exponent > 0 else {
            value = mantissa
            skeleton = precision + " group-off"
            return
        }
        // ICU sets the exponent operand only through scientific, engineering or compact
        // notation, each of which picks the exponent itself; use one that picks ours.
        let significant = integerDigits.drop(while: { $0 == "0" })
        let notation: String
        if significant.count == 1, significant.count == integerDigits.count {
            notation = "scientific"
        } else if exponent % 3 == 0, (1...3).contains(significant.count), significant.count == integerDigits.count {
            notation = "engineering"
        } else {
            throw invalid("cannot be expressed through ICU's C API (compact notation needs a mantissa of 1 to 9, or 1 to 999 with an exponent that is a multiple of 3)")
        }
        value = "\(mantissa)E\(exponent)"
        skeleton = "\(notation) \(precision) group-off"
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

/// One locale's ICU plural rules plus what is derived from them, shared process-wide.
private final class CompiledPluralRules: @unchecked Sendable {
    private static let lock = Lock()
    nonisolated(unsafe) private static var cache: [String: CompiledPluralRules] = [:]

    /// The rules for an ICU locale id, opened on first use and never closed.
    static func shared(for icuID: String) throws(PluralRulesError) -> CompiledPluralRules {
        let result: Result<CompiledPluralRules, PluralRulesError> = lock.withLock {
            if let cached = cache[icuID] { return .success(cached) }
            guard let rules = sg_plural_rules_open(icuID) else {
                return .failure(PluralRulesError("ICU has no plural rules for \"\(icuID)\""))
            }
            let compiled = CompiledPluralRules(icuID: icuID, rules: rules)
            cache[icuID] = compiled
            return .success(compiled)
        }
        return try result.get()
    }

    let icuID: String
    let categories: [PluralCategory]
    // sg_plural_rules is immutable once open, so selecting needs no lock.
    private let rules: OpaquePointer
    private let lock = Lock()
    private var formats: [String: OpaquePointer] = [:]
    private var reached: [Int: Set<PluralCategory>] = [:]

    private init(icuID: String, rules: OpaquePointer) {
        self.icuID = icuID
        self.rules = rules
        let keywords = readCString { sg_plural_rules_keywords(rules, $0, $1) } ?? ""
        self.categories = keywords.split(separator: " ").map { keyword in
            guard let category = PluralCategory(rawValue: String(keyword)) else {
                preconditionFailure("ICU returned an unknown plural keyword \"\(keyword)\"")
            }
            return category
        }.sorted()
    }

    func select(integer: Double) -> PluralCategory {
        category(readCString(capacity: 16) { sg_plural_rules_select_integer(rules, integer, $0, $1) })
    }

    func select(decimal: String, skeleton: String) throws(PluralRulesError) -> PluralCategory {
        let format = try format(for: skeleton)
        guard let keyword = readCString(capacity: 16, { sg_plural_rules_select_decimal(rules, format, decimal, $0, $1) }) else {
            throw PluralRulesError("ICU could not read \"\(decimal)\" as a number")
        }
        return category(keyword)
    }

    func categoriesReachedByIntegers(below limit: Int) -> Set<PluralCategory> {
        if let cached = lock.withLock({ reached[limit] }) { return cached }
        var found: Set<PluralCategory> = []
        let all = Set(categories)
        var n = 0
        while n < limit, found != all {
            found.insert(select(integer: Double(n)))
            n += 1
        }
        lock.withLock { reached[limit] = found }
        return found
    }

    /// A formatter per skeleton (a handful per locale), thread-safe once opened, never closed.
    private func format(for skeleton: String) throws(PluralRulesError) -> OpaquePointer {
        let format: OpaquePointer? = lock.withLock {
            if let cached = formats[skeleton] { return cached }
            let opened = sg_number_format_open(icuID, skeleton)
            formats[skeleton] = opened
            return opened
        }
        guard let format else {
            throw PluralRulesError("ICU rejected the number skeleton \"\(skeleton)\"")
        }
        return format
    }

    private func category(_ keyword: String?) -> PluralCategory {
        guard let keyword, let category = PluralCategory(rawValue: keyword) else {
            preconditionFailure("ICU returned no plural keyword or an unknown one: \(keyword ?? "nil")")
        }
        return category
    }
}
