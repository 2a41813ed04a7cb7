import CStringsgenICU

/// A locale's cardinal plural rules as CLDR rule text, read from ICU's own `plurals` data
/// (`ures_openDirect(NULL, "plurals")`, tables `locales` and `rules`), so generated code can
/// carry exactly the rules the linter holds translations to.
///
/// ```
/// PluralRuleText(locale: "ru").rules
/// // [(.few, "v = 0 and i % 10 = 2..4 and i % 100 != 12..14"), (.many, …), (.one, …), (.other, "")]
/// ```
public struct PluralRuleText: Sendable, Hashable {
    /// The rule set's id in ICU's data ("set31"); locales with one id share their rules.
    public var set: String
    /// One condition per category, samples removed, in the order ICU's data lists them;
    /// `other` has an empty condition (it is what no other rule matches).
    public var rules: [Rule]

    public struct Rule: Sendable, Hashable {
        public var category: PluralCategory
        public var condition: String
    }

    /// The rules for a BCP 47 tag or ICU id: the id's own entry, else its parent's ("de_CH"
    /// → "de"), else CLDR's root rules (only `other`), as `uplrules_open` falls back.
    public init(locale: String) throws(PluralRulesError) {
        var id = LocaleIdentifier.icu(locale)
        guard !LocaleIdentifier.language(id).isEmpty else {
            throw PluralRulesError("\"\(locale)\" is not a locale identifier")
        }
        var set: String?
        while set == nil {
            set = readCString(capacity: 32) { sg_plural_rule_set(id, $0, $1) }
            guard set == nil else { break }
            guard let separator = id.lastIndex(of: "_") else {
                set = readCString(capacity: 32) { sg_plural_rule_set("root", $0, $1) }
                break
            }
            id = String(id[..<separator])
        }
        guard let set else { throw PluralRulesError("ICU's plural data has no rules for \"\(locale)\" and no root rules") }
        try self.init(set: set)
    }

    /// The rules of one set of ICU's data ("set31").
    public init(set: String) throws(PluralRulesError) {
        guard let text = readCString(capacity: 4096, { sg_plural_rule_text(set, $0, $1) }) else {
            throw PluralRulesError("ICU's plural data has no rule set \"\(set)\"")
        }
        var rules: [Rule] = []
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":"),
                  let category = PluralCategory(rawValue: String(line[..<colon]))
            else { throw PluralRulesError("ICU's rule set \"\(set)\" has a line that is not \"category: condition\": \(line)") }
            let condition = line[line.index(after: colon)...].drop(while: { $0 == " " })
            rules.append(Rule(category: category, condition: String(condition)))
        }
        self.set = set
        self.rules = rules
    }

    /// Every locale id ICU's plural data has cardinal rules for ("af", …, "pt_PT", …), without
    /// "root", the rules of every other language (only `other`).
    public static var locales: [String] {
        (readCString(capacity: 1 << 14) { sg_plural_rule_locales($0, $1) } ?? "").split(separator: " ")
            .map(String.init).filter { $0 != "root" }
    }
}
