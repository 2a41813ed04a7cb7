/// A CLDR plural category, the keys of a plural variation in a string catalog.
///
/// Cases are declared, and compare, in CLDR's order, so sorted lists read the way
/// translators know them: zero, one, two, few, many, other.
public enum PluralCategory: String, CaseIterable, Sendable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.index < rhs.index
    }

    /// Its place in `allCases`, which is CLDR's order.
    public var index: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}
