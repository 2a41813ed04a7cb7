/// The versions behind a run's findings: stringsgen's own, and those of the ICU library and
/// data that counted characters (Unicode) and chose plural forms (CLDR). Printed by
/// `stringsgen --version` and carried by the JSON and SARIF lint output, so a Mac and a CI
/// runner that disagree about a count can see why.
public struct ToolVersions: Sendable, Equatable {
    public var stringsgen: String
    public var icu: String
    public var unicode: String
    public var cldr: String

    public init(stringsgen: String, icu: String, unicode: String, cldr: String) {
        self.stringsgen = stringsgen
        self.icu = icu
        self.unicode = unicode
        self.cldr = cldr
    }

    /// What `stringsgen --version` prints.
    public var description: String {
        "stringsgen \(stringsgen)\nICU \(icu) (Unicode \(unicode), CLDR \(cldr))"
    }
}
