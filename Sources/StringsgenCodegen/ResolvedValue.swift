import StringsgenModel

/// One locale's value of a key, reduced to what accessors and compiled resources use: plural
/// forms and substitutions kept, device variations as `devices`.
///
/// Device variations: `body` is the `other` device's, else the first one's in catalog order (the
/// text Foundation reading the `.strings` directly shows); `devices` holds every device's value,
/// which the accessors choose from on the device (README, "Device variations").
struct ResolvedValue {
    enum Body {
        case text(String)
        case plural([PluralForm])
    }

    var body: Body
    var substitutions: [ResolvedSubstitution]
    /// Each device variation's value, in catalog order; empty for a value without them.
    var devices: [DeviceForm] = []

    /// The text a runtime without plural rules formats: the string, or the plural `other` form.
    var primaryText: String {
        switch body {
        case .text(let text): text
        case .plural(let forms): PluralForm.other(in: forms)
        }
    }

    var isPlural: Bool {
        if case .plural = body { return true }
        return false
    }

    func substitution(named name: String) -> ResolvedSubstitution? {
        substitutions.first { $0.name == name }
    }

    /// `primaryText` with each `%#@name@` replaced by its substitution's `other` form, `%arg`
    /// written `%<argNum>$<formatSpecifier>`, and every other placeholder given its explicit
    /// position so the arguments still line up: `%#@exercises@ in %#@days@` →
    /// `%1$lld exercises in %2$lld days`. Text without substitutions is returned unchanged.
    var flattened: String {
        let text = primaryText
        guard FormatString.mayHoldSubstitution(text) else { return text }
        let format = FormatString(text)
        guard format.placeholders.contains(where: { if case .substitution = $0.type { true } else { false } })
        else { return text }
        return format.replacing(text) { placeholder in
            if case .substitution(let name) = placeholder.type, let substitution = substitution(named: name) {
                return substitution.flattenedOtherForm(position: substitution.argNum ?? placeholder.position)
            }
            return placeholder.withExplicitPosition
        }
    }
}

extension ResolvedValue {
    /// The text the accessors start from: `primaryText` with each `%#@name@` at its argument's
    /// position (`%1$#@exercises@ in %2$#@days@`), and every other placeholder's position made
    /// explicit beside them; text without substitutions unchanged.
    var template: String {
        Self.positioning(primaryText, self)
    }

    /// Every form the accessors choose from, by Xcode's variation id: `plural.one` for a plural
    /// variation's forms, `format` for text with substitutions (`template`), and
    /// `substitution.days.plural.one` for a substitution's forms, with `%arg` at its position.
    var forms: [(id: String, text: String)] {
        var forms: [(id: String, text: String)] = []
        if case .text(let text) = body, !substitutions.isEmpty, FormatString.mayHoldSubstitution(text) {
            forms.append(("format", template))
        }
        if case .plural(let plural) = body {
            for form in PluralForm.inCLDROrder(plural) { forms.append(("plural." + form.category, Self.positioning(form.text, self))) }
        }
        // Without substitutions no text refers to one (most plural values): nothing to parse.
        guard !substitutions.isEmpty else { return forms }
        let texts = if case .plural(let plural) = body { plural.map(\.text) } else { [primaryText] }
        for variable in substitutionVariables(in: texts) {
            for form in PluralForm.inCLDROrder(variable.forms) {
                forms.append(("substitution.\(variable.name).plural.\(form.category)", form.text))
            }
        }
        return forms
    }

    private static func positioning(_ text: String, _ value: ResolvedValue) -> String {
        FormatString.mayHoldSubstitution(text) ? value.positioningSubstitutions(in: text) : text
    }

    /// The substitutions `texts` refer to, once each, their `%arg` spelled with its position.
    func substitutionVariables(in texts: [String]) -> [SubstitutionVariable] {
        var variables: [SubstitutionVariable] = []
        for text in texts {
            for placeholder in FormatString(text).placeholders {
                guard case .substitution(let name) = placeholder.type, let substitution = substitution(named: name),
                      !variables.contains(where: { $0.name == name })
                else { continue }
                let position = substitution.argNum ?? placeholder.position
                let forms = substitution.forms.map {
                    PluralForm(category: $0.category, text: substitution.expanding($0.text, position: position))
                }
                variables.append(SubstitutionVariable(name: name, specifier: substitution.specifier, forms: forms))
            }
        }
        return variables
    }

    /// `%@ has %#@minutes@` with `argNum` 2 → `%1$@ has %2$#@minutes@`: each variable formats the
    /// argument the catalog says, and the other placeholders keep theirs.
    func positioningSubstitutions(in text: String) -> String {
        FormatString(text).replacing(text) { placeholder in
            guard !placeholder.hasExplicitPosition else { return nil }
            if case .substitution(let name) = placeholder.type {
                return "%\(substitution(named: name)?.argNum ?? placeholder.position)$#@\(name)@"
            }
            return placeholder.withExplicitPosition
        }
    }

}

/// One device variation of a value: Xcode's device name (`iphone`, `ipad`, `mac`, ..., `other`)
/// and its value, which has no device variations of its own.
struct DeviceForm {
    var name: String
    var value: ResolvedValue
}

/// A plural variable of a value: its name, the specifier its forms format it with, and the forms.
struct SubstitutionVariable {
    var name: String
    var specifier: String
    var forms: [PluralForm]
}

/// One plural category and its text.
struct PluralForm {
    var category: String
    var text: String

    /// The `other` form, else the last one (catalogs list `other` last).
    static func other(in forms: [PluralForm]) -> String {
        (forms.first { $0.category == "other" } ?? forms.last)?.text ?? ""
    }
}

/// A `%#@name@` substitution of one locale.
struct ResolvedSubstitution {
    var name: String
    var argNum: Int?
    var formatSpecifier: String?
    var forms: [PluralForm]

    /// The specifier `%arg` stands for; `lld` where the catalog gives none.
    var specifier: String { formatSpecifier ?? "lld" }

    /// A form with `%arg` written as `%<position>$<specifier>`, and each specifier without a
    /// position given the variable's (`%d cars` of the second argument → `%2$d cars`): a form's
    /// implicit specifier formats its variable's own argument, as Foundation reads a
    /// `.stringsdict` and as lint reads it (`KeyArguments`). Left implicit, it read the text's
    /// first argument once the form stood in it: Kraftstoff's “Imported %#@cars@ with
    /// %#@events@.” showed “Imported one car with 1 fuel events.” for 1 car and 3 events.
    func expanding(_ form: String, position: Int) -> String {
        guard FormatString.mayHoldPlaceholder(form) else { return form }
        let format = FormatString(form, insideSubstitution: true)
        guard format.placeholders.contains(where: { !$0.hasExplicitPosition }) else { return form }
        return format.replacing(form) { placeholder in
            switch placeholder.type {
            case .substitutionArgument: "%\(position)$\(specifier)"
            case .substitution: nil
            default: placeholder.hasExplicitPosition ? nil : "%\(position)$" + placeholder.text.dropFirst()
            }
        }
    }

    func flattenedOtherForm(position: Int) -> String {
        expanding(PluralForm.other(in: forms), position: position)
    }
}

extension FormatString {
    /// `text` (the string this was parsed from) with each placeholder for which `replacement`
    /// gives text replaced by it; the rest of the text, and placeholders it gives nil for, as written.
    func replacing(_ text: String, _ replacement: (Placeholder) -> String?) -> String {
        let bytes = Array(text.utf8)
        var result = ""
        var cursor = 0
        for placeholder in placeholders {
            guard let replaced = replacement(placeholder) else { continue }
            result += String(decoding: bytes[cursor..<placeholder.utf8Range.lowerBound], as: UTF8.self)
            result += replaced
            cursor = placeholder.utf8Range.upperBound
        }
        result += String(decoding: bytes[cursor...], as: UTF8.self)
        return result
    }

    /// Whether `text` can hold a `%#@name@` substitution: false when it has no `#`, which every
    /// substitution is written with. Most text has none, and is then not parsed at all.
    static func mayHoldSubstitution(_ text: String) -> Bool {
        ByteWord.contains(UInt8(ascii: "#"), in: text)
    }
}

extension Placeholder {
    /// `%@` at position 2 → `%2$@`; explicit ones as written.
    var withExplicitPosition: String {
        hasExplicitPosition ? text : "%\(position)$" + text.dropFirst()
    }
}

extension LocalizedContent {
    /// Whether this content, or a device or plural variation of it, declares substitutions.
    var declaresSubstitutions: Bool {
        if substitutions?.isEmpty == false { return true }
        return Self.anyDeclaresSubstitutions(variations?.device) || Self.anyDeclaresSubstitutions(variations?.plural)
    }

    /// Whether a variation of `variations` declares substitutions, each read in place (a copy of
    /// a variation counts references to every string in it).
    private static func anyDeclaresSubstitutions(_ variations: [Variation]?) -> Bool {
        guard let variations else { return false }
        return variations.indices.contains { variations[$0].content.declaresSubstitutions }
    }

    /// The names Xcode 26 gives placeholders (`%1$(secretName)@`), by argument position: the first
    /// name written for a position in this content's text or its variations' (which `resolved()`
    /// drops from the text).
    var placeholderNames: [Int: String] {
        var names: [Int: String] = [:]
        func add(_ content: LocalizedContent) {
            if let text = content.stringUnit?.value { addPlaceholderNames(of: text, to: &names) }
            addEach(content.variations?.plural)
            addEach(content.variations?.device)
        }
        func addEach(_ variations: [Variation]?) {
            guard let variations else { return }
            for i in variations.indices { add(variations[i].content) }
        }
        add(self)
        return names
    }

    /// This content resolved as `ResolvedValue` describes; nil when it holds no string at all.
    /// Substitutions declared on an outer level are visible inside variations.
    func resolved(inheriting outer: [Substitution] = []) -> ResolvedValue? {
        var visible = outer
        for substitution in substitutions ?? [] {
            visible.removeAll { $0.name == substitution.name }
            visible.append(substitution)
        }
        if let devices = variations?.device, !devices.isEmpty {
            let device = devices.first { $0.name == "other" } ?? devices[0]
            guard var value = device.content.resolved(inheriting: visible) else { return nil }
            value.devices = devices.compactMap { device in
                device.content.resolved(inheriting: visible).map { DeviceForm(name: device.name, value: $0) }
            }
            return value
        }
        let body: ResolvedValue.Body
        if let plural = variations?.plural, !plural.isEmpty {
            let forms = PluralForm.forms(of: plural)
            guard !forms.isEmpty else { return nil }
            body = .plural(forms)
        } else if let unit = stringUnit {
            body = .text(formattable(unit.value))
        } else {
            return nil
        }
        return ResolvedValue(body: body, substitutions: visible.map(ResolvedSubstitution.init))
    }
}

extension ResolvedSubstitution {
    init(_ substitution: Substitution) {
        var variations = substitution.variations
        if let devices = variations?.device, !devices.isEmpty {
            variations = (devices.first { $0.name == "other" } ?? devices[0]).content.variations
        }
        self.init(
            name: substitution.name, argNum: substitution.argNum, formatSpecifier: substitution.formatSpecifier,
            forms: PluralForm.forms(of: variations?.plural ?? []))
    }
}

extension Array where Element == Localization {
    /// The string unit's value of the localization at `index` when it is all there is (no
    /// variations, no substitutions): what `resolved()` would hold as `.text`, read without
    /// building a `ResolvedValue`. Its fields are read in place: a method called on
    /// `self[index].content` is handed a copy of the content, every string in it counted once
    /// more, which costs more than the rest.
    func loneText(at index: Int) -> String? {
        guard self[index].content.variations == nil, self[index].content.substitutions?.isEmpty ?? true,
              let value = self[index].content.stringUnit?.value else { return nil }
        return formattable(value)
    }

    /// `self[index].content.placeholderNames`, a value without variations read in place.
    func placeholderNames(at index: Int) -> [Int: String] {
        guard self[index].content.variations == nil else { return self[index].content.placeholderNames }
        var names: [Int: String] = [:]
        if let text = self[index].content.stringUnit?.value { addPlaceholderNames(of: text, to: &names) }
        return names
    }
}

extension PluralForm {
    /// The forms of the plural variations that hold a string, in catalog order; each variation
    /// read in place.
    static func forms(of plural: [Variation]) -> [PluralForm] {
        plural.indices.compactMap { i in
            (plural[i].content.stringUnit?.value).map { PluralForm(category: plural[i].name, text: formattable($0)) }
        }
    }
}

extension Entry {
    /// The key's value in the source language. A catalog leaves the source localization out when
    /// the key is its own text (`"Welcome to %@"`), so that is the value then.
    func sourceValue(in table: StringTable) -> ResolvedValue {
        sourceLocalizationIndex(for: table.sourceLanguage).flatMap { localizations[$0].content.resolved() }
            ?? ResolvedValue(body: .text(formattable(key)), substitutions: [])
    }
}

/// Adds the names of `text`'s placeholders to `names`, by position, where it has none yet.
func addPlaceholderNames(of text: String, to names: inout [Int: String]) {
    guard ByteWord.contains(UInt8(ascii: "("), in: text) else { return }
    for placeholder in FormatString(text).placeholders where names[placeholder.position] == nil {
        if let name = placeholder.name { names[placeholder.position] = String(name) }
    }
}

/// A catalog's text as the generated code and resources give it to `String(format:)`: without
/// placeholder names (`FormatString.withoutPlaceholderNames`), which every value `generate`
/// reads passes through. Text without a `%` is returned as it is, unread.
func formattable(_ text: String) -> String {
    ByteWord.contains(UInt8(ascii: "%"), in: text) ? FormatString.withoutPlaceholderNames(text) : text
}
