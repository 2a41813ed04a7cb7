import StringsgenChecks
import StringsgenCodegen
import StringsgenICU
import StringsgenModel
import StringsgenReports

/// The screens of `lint.screens` as the HTML report draws them (`ScreenPreviews`): each
/// screen's keys in the order a screen shows them (title, subtitle, body text, captions,
/// body text that is a footer, buttons; a subtitle counted as body text where a subtitle goes; a paged screen's pages in the middle, each with the
/// keys that share its body key's stem), each key with its role and, per language, its text as
/// a user reads it: placeholders filled with sample values (an example the key's comment
/// gives, `e.g. "9:00 AM"`, else `Sample Text` for text, `1000` for a number), one form per
/// plural category with a number of that category (`one · 1`, `few · 3`; `zero` is 0, as
/// Apple's Foundation shows it), a device variation's iPhone form. The pseudo-language
/// (`en-XA`, `generate --pseudo`) is drawn after the report's locales.
enum ScreenDrawing {
    static func previews(_ project: Project, locales reported: [LocaleCoverage]) -> ScreenPreviews? {
        let screens = project.configuration.screens
        guard !screens.isEmpty, let first = project.tables.first else { return nil }
        let policy = Linting.copyLimits(project.configuration)

        let source = first.sourceLanguage
        var locales = [ScreenLocale(code: source, title: title(source, project))]
        for l in reported where l.locale != source { locales.append(ScreenLocale(code: l.locale, title: l.title)) }
        let pseudo = PseudoLocalization.locale
        locales.append(ScreenLocale(code: pseudo, title: "\(pseudo) · Pseudo-language", isPseudo: true))

        var rules = PluralRuleCache()
        // The pseudo-language of a table is made only for tables with a key on a screen.
        var pseudoTables: [String: StringTable] = [:]
        // Each table's keys and comments, where a comment's examples are looked up.
        var comments: [String: [String: String?]] = [:]
        // The keys on each screen (table, entry, the screen's pattern it matches), in table order,
        // found in one pass over the tables: each key read once, not once per screen.
        var onScreen = [[(t: Int, e: Int, pattern: Int)]](repeating: [], count: screens.count)
        for (t, table) in project.tables.enumerated() {
            for e in table.entries.indices where table.entries[e].isTranslatable {
                let key = table.entries[e].key
                for s in screens.indices {
                    if let pattern = screens[s].keys.firstIndex(where: { CopyLimitPolicy.matches([$0], key) }) {
                        onScreen[s].append((t, e, pattern))
                    }
                }
            }
        }
        let drawn = screens.indices.map { s -> ScreenPreview in
            let screen = screens[s]
            var found: [(order: [Int], item: ScreenPreview.Item)] = []
            // A paged screen's pages: its body keys' stems, in table order.
            var pages: [String] = []
            for (t, e, pattern) in onScreen[s] {
                let table = project.tables[t]
                let entry = table.entries[e]
                let role = screen.roles.first { CopyLimitPolicy.matches($0.patterns, entry.key) }
                    .flatMap { ScreenRole(rawValue: $0.role) }
                    ?? ScreenRole.fromSuffix(of: entry.key, isBody: policy.isBody(entry.key, of: screen))
                if screen.paged, role == .body { pages.append(stem(entry.key)) }
                if pseudoTables[table.name] == nil { pseudoTables[table.name] = PseudoLocalization.adding(to: table) }
                var texts: [String: [ScreenPreview.Form]] = [:]
                if comments[table.name] == nil {
                    comments[table.name] = Dictionary(table.entries.map { ($0.key, $0.comment) }, uniquingKeysWith: { a, _ in a })
                }
                let samples = examples(in: entry.comment, comments: comments[table.name] ?? [:])
                for locale in locales {
                    let localization = locale.isPseudo
                        ? pseudoTables[table.name]?.entries[e].localization(for: pseudo)
                        : entry.localization(for: locale.code)
                    guard let localization else { continue }
                    let shown = forms(
                        localization.content, numbers: rules.numbers(locale.isPseudo ? source : locale.code),
                        examples: samples)
                    if !shown.isEmpty { texts[locale.code] = shown }
                }
                found.append(([t, e, pattern], ScreenPreview.Item(key: entry.key, role: role, texts: texts)))
            }
            // The keys of a page: those that start with a page's stem.
            for i in found.indices {
                let key = found[i].item.key
                found[i].item.page = pages.first { key == $0 || key.hasPrefix($0 + "_") }
            }
            // Keys that share a stem stay together where the first of them is (a template card's
            // name and description), its name or label first.
            var stems: [String: Int] = [:]
            for (i, f) in found.enumerated() where stems[stem(f.item.key)] == nil { stems[stem(f.item.key)] = i }
            func place(_ f: (order: [Int], item: ScreenPreview.Item)) -> [Int] {
                let named = f.item.key.hasSuffix("_name") || f.item.key.hasSuffix("_label") ? 0 : 1
                return order(f.item, f.order, pages) + [stems[stem(f.item.key)] ?? 0, named, f.order[0], f.order[1]]
            }
            let ordered = found.sorted { a, b in place(a).lexicographicallyPrecedes(place(b)) }
            return ScreenPreview(name: screen.name, budget: screen.budget, paged: screen.paged, items: ordered.map(\.item))
        }
        return ScreenPreviews(locales: locales, screens: drawn)
    }

    /// Where a key goes on its screen: its role's place (a page's keys all at the body's
    /// place, by page), then its place in `keys` of the screen (then, by the caller, in the table
    /// by its stem).
    private static func order(_ item: ScreenPreview.Item, _ found: [Int], _ pages: [String]) -> [Int] {
        func rank(_ role: ScreenRole, _ key: String) -> Int {
            switch role {
            case .title: 0
            case .subtitle: 1
            case .body: key.hasSuffix("_footer") ? 4 : key.hasSuffix("_subtitle") ? 1 : 2
            case .caption: 3
            case .button: 5
            }
        }
        let inner = rank(item.role, item.key)
        if let page = item.page, let p = pages.firstIndex(of: page) { return [2, p, inner, found[2]] }
        return [inner, 0, 0, found[2]]
    }

    /// `onboarding.feature_custom` for `onboarding.feature_custom_desc`.
    private static func stem(_ key: String) -> String {
        guard let underscore = key.lastIndex(of: "_") else { return key }
        return String(key[..<underscore])
    }

    private static func title(_ code: String, _ project: Project) -> String {
        project.locales?.first { $0.code == code }.map { "\(code) · \($0.displayName)" } ?? code
    }

    /// The forms of a localization a user can see: its plain value, or each plural form with a
    /// number of its category; a device variation's iPhone form (else its `other`, else the first).
    static func forms(_ content: LocalizedContent, numbers: PluralNumbers, examples: [String]) -> [ScreenPreview.Form] {
        flatten(content, category: nil, substitutions: content.substitutions).map { unit in
            let count = unit.category.map { numbers.representative($0) }
            let text = expand(unit.value, count: count, substitutions: unit.substitutions, numbers: numbers, examples: examples)
            return ScreenPreview.Form(label: unit.category.map { "\($0) · \(count!)" } ?? "", text: text)
        }
    }

    private static func flatten(
        _ content: LocalizedContent, category: String?, substitutions: [Substitution]?
    ) -> [(category: String?, value: String, substitutions: [Substitution]?)] {
        let substitutions = content.substitutions ?? substitutions
        if let plural = content.variations?.plural, !plural.isEmpty {
            let sorted = plural.map { (PluralCategory(rawValue: $0.name)?.index ?? 9, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
            return sorted.flatMap { flatten($0.content, category: $0.name, substitutions: substitutions) }
        }
        if let device = content.variations?.device, !device.isEmpty {
            let shown = device.first { $0.name == "iphone" } ?? device.first { $0.name == "other" } ?? device[0]
            return flatten(shown.content, category: category, substitutions: substitutions)
        }
        if let unit = content.stringUnit { return [(category, unit.value, substitutions)] }
        return []
    }

    /// A number of `category` in the language, as text: the first of a few everyday numbers
    /// ICU's rule puts in it, else the first below 1000, else a million (French `many`), else
    /// a decimal (Russian `other`, never chosen by a whole number); `zero` is 0.
    static func representative(_ category: String, _ rules: PluralRules?) -> String {
        if category == "zero" { return "0" }
        guard let rules, let wanted = PluralCategory(rawValue: category) else { return category == "one" ? "1" : "2" }
        for n in [1, 2, 3, 5, 11, 21, 22, 25, 101, 102] + Array(0..<1000) + [1_000_000] where rules.category(for: n) == wanted {
            return String(n)
        }
        return ["1.5", "0.5", "2.5", "0.1"].first { (try? rules.category(forDecimal: $0)) == wanted } ?? "2"
    }

    /// `value` with its placeholders filled: integers with `count` (a plural form's number) or
    /// 1000, a substitution with its form for its own number, text with the comment's examples.
    private static func expand(
        _ value: String, count: String?, substitutions: [Substitution]?, numbers: PluralNumbers, examples: [String],
        insideSubstitution: Bool = false, argument: String? = nil
    ) -> String {
        let format = FormatString(value, insideSubstitution: insideSubstitution)
        let bytes = Array(value.utf8)
        var result = ""
        var position = 0
        func literal(_ range: Range<Int>) {
            let text = String(decoding: bytes[range], as: UTF8.self)
            // (Foundation's replacing costs as much for text without `%`: most text.)
            result += text.utf8.contains(UInt8(ascii: "%")) ? text.replacingOccurrences(of: "%%", with: "%") : text
        }
        for placeholder in format.placeholders {
            literal(position..<placeholder.utf8Range.lowerBound)
            position = placeholder.utf8Range.upperBound
            switch placeholder.type {
            case .substitution(let name):
                guard let substitution = substitutions?.first(where: { $0.name == name }) else { continue }
                let n = count ?? numbers.representative("other")
                let units = flatten(LocalizedContent(variations: substitution.variations), category: nil, substitutions: nil)
                let wanted = numbers.category(of: n)
                guard let form = units.first(where: { $0.category == wanted }) ?? units.first(where: { $0.category == "other" }) ?? units.first
                else { continue }
                result += expand(form.value, count: n, substitutions: nil, numbers: numbers, examples: examples, insideSubstitution: true, argument: n)
            case .substitutionArgument:
                result += argument ?? count ?? "1000"
            case .integer, .unsigned:
                result += count ?? "1000"
            case .object, .cString:
                result += examples.isEmpty ? "Sample Text" : examples[max(1, min(placeholder.position, examples.count)) - 1]
            default:
                result += CopyLimitPolicy.sample(for: placeholder.type)
            }
        }
        literal(position..<bytes.count)
        return result
    }

    /// The examples a comment gives for its text placeholders: quoted after `e.g.` or
    /// `such as` (`e.g. "9:00 AM"`), the name of another key left out. A comment with none that
    /// quotes another key (`as in "onboarding.active_hours"`) takes that key's examples.
    /// `comments`: the table's keys and their comments.
    static func examples(in comment: String?, comments: [String: String?]) -> [String] {
        func own(_ comment: String?) -> [String] {
            quotations(in: comment).filter { $0.afterExampleWord && comments[$0.text] == nil }.map(\.text)
        }
        let mine = own(comment)
        if !mine.isEmpty { return mine }
        for q in quotations(in: comment) {
            guard let other = comments[q.text] else { continue }
            let theirs = own(other)
            if !theirs.isEmpty { return theirs }
        }
        return []
    }

    /// The quoted texts of a comment (straight or curly quotes, 1 to 40 characters), in order,
    /// each with whether `e.g.` or `such as` comes right before it, or an example and `and`,
    /// `or`, `to` or a comma (`e.g. "9:00 AM" and "5:00 PM"`: one example per placeholder).
    private static func quotations(in comment: String?) -> [(text: String, afterExampleWord: Bool)] {
        guard let comment else { return [] }
        var found: [(String, Bool)] = []
        var rest = Substring(comment)
        while let open = rest.firstIndex(where: { $0 == "\"" || $0 == "“" }) {
            let close: Character = rest[open] == "“" ? "”" : "\""
            let after = rest[rest.index(after: open)...]
            guard let end = after.firstIndex(of: close) else { break }
            let text = String(after[..<end])
            let before = rest[..<open]
            let continues = found.last?.1 == true && [", ", " and ", " or ", " to "].contains(String(before))
            if !text.isEmpty, text.count <= 40 { found.append((text, before.hasSuffix("e.g. ") || before.hasSuffix("such as ") || continues)) }
            rest = after[after.index(after: end)...]
        }
        return found
    }
}

/// Each locale's `PluralNumbers`, made once.
private struct PluralRuleCache {
    private var opened: [String: PluralNumbers] = [:]

    mutating func numbers(_ locale: String) -> PluralNumbers {
        if let numbers = opened[locale] { return numbers }
        let numbers = PluralNumbers(rules: try? PluralRules(locale: locale))
        opened[locale] = numbers
        return numbers
    }
}

/// A language's numbers as the screens show them: a number of each plural category, and the
/// category of a number, each asked of ICU once (a category such as French `many` takes a
/// thousand questions to find a number of).
final class PluralNumbers {
    let rules: PluralRules?
    private var representatives: [String: String] = [:]
    private var categories: [String: String] = [:]

    init(rules: PluralRules?) {
        self.rules = rules
    }

    /// `ScreenDrawing.representative(_:_:)`.
    func representative(_ category: String) -> String {
        if let known = representatives[category] { return known }
        let number = ScreenDrawing.representative(category, rules)
        representatives[category] = number
        return number
    }

    /// The category ICU's rules choose for `number` (`other` without rules).
    func category(of number: String) -> String {
        if let known = categories[number] { return known }
        let category = (try? rules?.category(forDecimal: number))??.rawValue ?? "other"
        categories[number] = category
        return category
    }
}
