import StringsgenModel

/// Stand-in until the legacy readers land: it says so instead of pretending.
enum LprojTableLoader {
    static func load(folder: String, table: String) throws(InputError) -> StringTable {
        throw InputError.file(folder, "reading .lproj tables is not yet available")
    }
}
