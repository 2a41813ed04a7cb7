import StringsgenFormats
import StringsgenModel

/// What the Xcode projects in a project folder say of its development language: the language
/// Xcode builds an app's legacy `.lproj` tables from, which a catalog names itself
/// (`sourceLanguage`) and a `.strings` file does not.
enum XcodeProjects {
    /// The `developmentRegion` that the `project.pbxproj` of every `.xcodeproj` up to `depth`
    /// folders under `root` names (table search's skipped folders left out), with the first
    /// file naming it; nil when none names one or they disagree. SwissCovid's project says `de`:
    /// read against English, its German source drew 186 findings and 30 of them on itself.
    /// Old projects name the language in English (OsmAnd's `English`): read as its code.
    static func developmentRegion(under root: String, depth: Int = 3) -> (region: String, file: String)? {
        var found: (region: String, file: String)?
        var disagree = false
        func visit(_ folder: String, _ level: Int) {
            for name in ProjectFiles.list(folder) where !disagree {
                let path = ProjectFiles.join(folder, name)
                guard TableSearch.isDirectory(path), !TableSearch.isSkipped(folder: name), !name.hasSuffix(".lproj") else { continue }
                if name.hasSuffix(".xcodeproj") {
                    let file = ProjectFiles.join(path, "project.pbxproj")
                    guard let bytes = try? FileBytes.read(file), let region = region(in: String(decoding: bytes, as: UTF8.self)) else { continue }
                    if let earlier = found, earlier.region != region { disagree = true } else if found == nil { found = (region, file) }
                } else if level < depth {
                    visit(path, level + 1)
                }
            }
        }
        visit(root, 1)
        return disagree ? nil : found
    }

    /// The names old projects give a language, by their codes.
    private static let englishNames = ["English": "en", "German": "de", "French": "fr", "Japanese": "ja", "Spanish": "es", "Italian": "it", "Dutch": "nl"]

    /// The `developmentRegion = …;` of a `project.pbxproj` (quoted or not), as a locale code;
    /// nil without one or with one that is no locale identifier.
    static func region(in text: String) -> String? {
        guard let start = text.range(of: "developmentRegion = ")?.upperBound,
              let end = text[start...].firstIndex(of: ";") else { return nil }
        var value = String(text[start..<end])
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
        let code = englishNames[value] ?? value
        return InputLimits.isLocaleIdentifier(code) ? code : nil
    }
}
