import StringsgenModel

/// `argument-mismatch` (error): the code shows a key whose text the table has, but with other
/// arguments: another count of interpolations, or a type known for certain from the code
/// (`\(5)` is `%lld`) where the table's key has another specifier. An interpolation of a type
/// syntax cannot tell matches any specifier.
enum ArgumentMismatch {
    static let id = "argument-mismatch"

    static func countMessage(key: String, table: String, found: String, uses: Int, has: Int) -> String {
        "\"\(key)\" is shown by the code with \(uses) argument(s) but table \"\(table)\" has it as \"\(found)\" with \(has): make the interpolations and the key's placeholders agree"
    }

    static func typeMessage(key: String, table: String, found: String, position: Int, code: String, catalog: String) -> String {
        "\"\(key)\" is shown by the code with \(code) as argument \(position) but table \"\(table)\" has \"\(found)\" with \(catalog) there: change the key's placeholder, or the interpolated type"
    }
}
