import StringsgenFormats
import StringsgenModel

/// What the Xcode projects in a project folder say of its development language: the language
/// Xcode builds an app's legacy `.lproj` tables from, which a catalog names itself
/// (`sourceLanguage`) and a `.strings` file does not.
enum XcodeProjects {
    /// The `project.pbxproj` of every `.xcodeproj` up to `depth` folders under `root`, not in
    /// the folders table search skips, with their texts (CWA keeps its project four down:
    /// `src/xcode/ENA/ENA.xcodeproj`).
    static func projectFiles(under root: String, depth: Int = 4) -> [(file: String, text: String)] {
        projects(under: root, depth: depth).compactMap { path in
            let file = ProjectFiles.join(path, "project.pbxproj")
            return (try? FileBytes.read(file)).map { (file, String(decoding: $0, as: UTF8.self)) }
        }
    }

    /// Every `.xcodeproj` folder up to `depth` folders under `root`, not in the folders table
    /// search skips.
    static func projects(under root: String, depth: Int = 4) -> [String] {
        var found: [String] = []
        func visit(_ folder: String, _ level: Int) {
            for name in ProjectFiles.list(folder) {
                let path = ProjectFiles.join(folder, name)
                guard TableSearch.isDirectory(path), !TableSearch.isSkipped(folder: name), !name.hasSuffix(".lproj") else { continue }
                if name.hasSuffix(".xcodeproj") {
                    found.append(path)
                } else if level < depth {
                    visit(path, level + 1)
                }
            }
        }
        visit(root, 1)
        return found
    }

    /// The names of the framework targets (`productType = "com.apple.product-type.framework"`)
    /// that `projects` declare, each with its `.xcodeproj` folder: their resources are in the
    /// framework's own bundle, not the app's.
    static func frameworkTargets(of projects: [(file: String, text: String)]) -> [String: String] {
        var targets: [String: String] = [:]
        for project in projects {
            var rest = project.text[...]
            while let found = rest.firstRange(of: "isa = PBXNativeTarget;") {
                // The object's block ends where the next object starts.
                let block = rest[found.upperBound...].prefix { $0 != "}" }
                rest = rest[found.upperBound...]
                guard block.contains("productType = \"com.apple.product-type.framework\""),
                      let name = block.firstRange(of: "\n\t\t\tname = ").map({ block[$0.upperBound...].prefix { $0 != ";" } }) else { continue }
                let unquoted = name.hasPrefix("\"") ? name.dropFirst().dropLast() : name
                targets[String(unquoted)] = project.file.hasSuffix("/project.pbxproj") ? String(project.file.dropLast("/project.pbxproj".count)) : project.file
            }
        }
        return targets
    }

    /// The folders below `root` (relative to it) that hold an Xcode project: each one's targets
    /// are the folders in it (`TargetFolder.of`). Not `root` itself.
    static func projectFolders(under root: String) -> [String] {
        Set(projects(under: root).map { Generation.relative(String($0[..<($0.lastIndex(of: "/") ?? $0.startIndex)]), to: root) })
            .filter { !$0.isEmpty && $0 != "." && !$0.hasPrefix("/") && !$0.hasPrefix("../") }.sorted()
    }

    /// The `developmentRegion` that every project of `projects` names, with the first file naming
    /// it; nil when none names one (`Base` names none) or they disagree. SwissCovid's project says `de`: read against
    /// English, its German source drew 186 findings and 30 of them on itself. Old projects name
    /// the language in English (OsmAnd's `English`): read as its code.
    static func developmentRegion(of projects: [(file: String, text: String)]) -> (region: String, file: String)? {
        var found: (region: String, file: String)?
        for project in projects {
            guard let region = region(in: project.text) else { continue }
            if let earlier = found, earlier.region != region { return nil }
            if found == nil { found = (region, project.file) }
        }
        return found
    }

    /// The languages the projects of `projects` localize into (`knownRegions`, all projects
    /// together), as locale codes folded for comparing (`LocaleIdentifier.folded`); nil when none
    /// lists any. A `.lproj` folder of another language is in no build: CWA keeps `pt.lproj` and
    /// `pt_PT.lproj`, abandoned, beside its 8 languages, and they drew 3,044 errors.
    static func knownRegions(of projects: [(file: String, text: String)]) -> Set<String>? {
        var regions: Set<String> = []
        for project in projects {
            guard let start = project.text.range(of: "knownRegions = (")?.upperBound,
                  let end = project.text[start...].firstIndex(of: ")") else { continue }
            for item in project.text[start..<end].split(whereSeparator: { $0 == "," || $0.isWhitespace }) {
                var code = String(item)
                if code.hasPrefix("\""), code.hasSuffix("\""), code.count >= 2 { code = String(code.dropFirst().dropLast()) }
                regions.insert(folded(englishNames[code] ?? code))
            }
        }
        return regions.isEmpty ? nil : regions
    }

    /// A locale code as projects and folders may spell it: lowercased, `_` as `-` (`pt_PT`, `en-us`).
    static func folded(_ code: String) -> String {
        code.lowercased().replacingOccurrences(of: "_", with: "-")
    }

    /// The names old projects give a language, by their codes.
    private static let englishNames = legacyLanguageNames

    /// The `developmentRegion = …;` of a `project.pbxproj` (quoted or not), as a locale code;
    /// nil without one or with one that is no locale identifier.
    static func region(in text: String) -> String? {
        guard let start = text.range(of: "developmentRegion = ")?.upperBound,
              let end = text[start...].firstIndex(of: ";") else { return nil }
        var value = String(text[start..<end])
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
        let code = englishNames[value] ?? value
        // `Base` is Interface Builder's base internationalization, no language: RTR-Netztest's
        // project says it, and its English was read as a translation of English (171 of 207
        // findings false, and `init` wrote `Locales/Base.json` as the source language).
        guard code != "Base" else { return nil }
        return InputLimits.isLocaleIdentifier(code) ? code : nil
    }
}
