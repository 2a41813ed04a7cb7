#if CodeScan
import SwiftSyntax

/// The format specifier Apple's compiler writes in a key for an interpolation, by the type of
/// the interpolated value (`LocalizedStringKey.StringInterpolation`).
enum Interpolation {
    static let specifiers: [String: String] = [
        "Int": "%lld", "Int64": "%lld", "Int8": "%d", "Int16": "%d", "Int32": "%d",
        "UInt": "%llu", "UInt64": "%llu", "UInt8": "%u", "UInt16": "%u", "UInt32": "%u",
        "Double": "%lf", "CGFloat": "%lf", "Float": "%f",
    ]

    /// Types interpolated as an object (`%@`) for certain.
    static let objectTypes: Set<String> = [
        "String", "Substring", "Text", "Image", "Date", "URL", "AttributedString", "LocalizedStringKey", "LocalizedStringResource",
    ]

    /// The hole of `\(value)`: `specifier:` verbatim; another labeled argument (`format:`,
    /// `style:`, `formatter:`) is an object; else the value's type if syntax tells it.
    static func hole(for segment: ExpressionSegmentSyntax, types: [String: String]) -> CodeString.Hole {
        let arguments = Array(segment.expressions)
        if let specifier = arguments.first(where: { $0.label?.text == "specifier" }) {
            return CodeString.Hole(specifier: specifier.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue)
        }
        if arguments.count > 1 { return CodeString.Hole(specifier: "%@") }
        guard let value = arguments.first?.expression else { return CodeString.Hole(specifier: nil) }
        return CodeString.Hole(specifier: type(of: value, types: types).flatMap(specifier(forType:)))
    }

    static func specifier(forType type: String) -> String? {
        if let specifier = specifiers[type] { return specifier }
        return objectTypes.contains(type) ? "%@" : nil
    }

    private static func type(of value: ExprSyntax, types: [String: String]) -> String? {
        if let known = literalType(of: value) { return known }
        if let reference = value.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return types[reference.baseName.text]
        }
        if let tuple = value.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return type(of: only.expression, types: types)
        }
        return nil
    }
}
#endif
