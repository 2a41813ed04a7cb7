import Foundation

/// The texts a Settings bundle's plists show (`Root.plist`'s `PreferenceSpecifiers`): each
/// `Title`, `FooterText`, `Titles` and `ShortTitles` is a key of the plist's `StringsTable`,
/// looked up by the Settings app or by InAppSettingsKit, never by code. Safe Exam Browser keeps
/// copies of its `InAppSettings.bundle` tables in its app's own `.lproj` folders too: 675 of
/// their keys were said to be unused.
enum SettingsTitles {
    /// The plist keys whose values are texts to look up.
    static let textKeys: Set<String> = ["Title", "FooterText", "Titles", "ShortTitles"]

    /// The titles of every settings plist under `folders` (hidden folders and `.build` left out).
    static func titles(under folders: [String]) -> Set<String> {
        var titles: Set<String> = []
        for url in ProjectFileWalk.files(under: folders, endingIn: ["plist"]) {
            guard let data = try? Data(contentsOf: url), data.range(of: Data("PreferenceSpecifiers".utf8)) != nil,
                  let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
                  let specifiers = plist["PreferenceSpecifiers"] as? [[String: Any]] else { continue }
            for specifier in specifiers {
                for (key, value) in specifier where textKeys.contains(key) {
                    if let text = value as? String { titles.insert(text) }
                    if let texts = value as? [Any] { titles.formUnion(texts.compactMap { $0 as? String }) }
                }
            }
        }
        return titles
    }
}
