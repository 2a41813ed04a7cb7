/// One step into a localization: a plural category, a device, or a substitution.
public enum ValuePathStep: Sendable, Hashable, CustomStringConvertible {
    case plural(String)
    case device(String)
    case substitution(String)

    public var description: String {
        switch self {
        case .plural(let category): "plural \(category)"
        case .device(let device): "device \(device)"
        case .substitution(let name): "substitution \(name)"
        }
    }
}

/// A string unit found in a localization, with the way to reach it.
public struct UnitPath: Sendable {
    /// Empty for the localization's own string unit.
    public var steps: [ValuePathStep]
    public var unit: StringUnit

    /// The innermost substitution this unit belongs to, if any (where `%arg` has a meaning).
    public var substitutionName: String? {
        for step in steps.reversed() { if case .substitution(let name) = step { return name } }
        return nil
    }

    /// The plural category this unit is the form of, if any.
    public var pluralCategory: String? {
        for step in steps.reversed() { if case .plural(let category) = step { return category } }
        return nil
    }

    /// "plural few", "device iphone, plural one", or "" for the plain value.
    public var label: String { steps.map(\.description).joined(separator: ", ") }
}

extension LocalizedContent {
    /// Every string unit in this content: its own, those of its variations (depth first, in
    /// catalog order), then those of its substitutions' variations.
    public var units: [UnitPath] {
        var result: [UnitPath] = []
        collectUnits(prefix: [], into: &result)
        return result
    }

    /// Whether the value of a string unit in this content satisfies `predicate`: `units` without
    /// building paths, each variation read in place (a copy counts references to every string
    /// in it). For a localization's content, `[Localization].containsValue(at:where:)`.
    public func containsValue(where predicate: (String) -> Bool) -> Bool {
        if let value = stringUnit?.value, predicate(value) { return true }
        if variations?.containsValue(where: predicate) == true { return true }
        guard let substitutions else { return false }
        return substitutions.indices.contains { substitutions[$0].variations?.containsValue(where: predicate) == true }
    }

    /// Whether the content, or any content inside its variations, has a `substitutions` member.
    fileprivate var definesSubstitution: Bool {
        if substitutions != nil { return true }
        func any(_ variations: [Variation]?) -> Bool {
            guard let variations else { return false }
            return variations.indices.contains { variations[$0].content.definesSubstitution }
        }
        return any(variations?.plural) || any(variations?.device)
    }

    fileprivate func collectUnits(prefix: [ValuePathStep], into result: inout [UnitPath]) {
        if let unit = stringUnit { result.append(UnitPath(steps: prefix, unit: unit)) }
        variations?.collectUnits(prefix: prefix, into: &result)
        for substitution in substitutions ?? [] {
            substitution.variations?.collectUnits(prefix: prefix + [.substitution(substitution.name)], into: &result)
        }
    }
}

extension Variations {
    fileprivate func containsValue(where predicate: (String) -> Bool) -> Bool {
        func any(_ variations: [Variation]?) -> Bool {
            guard let variations else { return false }
            return variations.indices.contains { variations[$0].content.containsValue(where: predicate) }
        }
        return any(plural) || any(device)
    }

    fileprivate func collectUnits(prefix: [ValuePathStep], into result: inout [UnitPath]) {
        for variation in plural ?? [] {
            variation.content.collectUnits(prefix: prefix + [.plural(variation.name)], into: &result)
        }
        for variation in device ?? [] {
            variation.content.collectUnits(prefix: prefix + [.device(variation.name)], into: &result)
        }
    }
}

extension Array where Element == Localization {
    /// Whether the content at `index`, or any content inside it, has a `substitutions` member,
    /// read in place.
    public func definesSubstitution(at index: Int) -> Bool {
        guard self[index].content.variations != nil || self[index].content.substitutions != nil else { return false }
        return self[index].content.definesSubstitution
    }

    /// `self[index].content.containsValue(where:)`, a plain value (most are) read in place: a
    /// method called on `self[index].content` is handed a copy of the content, every string in
    /// it counted once more.
    @inlinable
    public func containsValue(at index: Int, where predicate: (String) -> Bool) -> Bool {
        guard self[index].content.variations != nil || self[index].content.substitutions != nil else {
            return (self[index].content.stringUnit?.value).map(predicate) ?? false
        }
        return self[index].content.containsValue(where: predicate)
    }
}
