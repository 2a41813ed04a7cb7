import Foundation

/// SwiftGen's string accessors, `L10n.cancel` and `L10n.Settings.title(n)`, as uses of the
/// keys they were generated for (`Cancel`, `settings.title`).
///
/// SwiftGen names an accessor after its key: the key's words joined in camel case, a `.` of
/// the key a nested enum in its `structured` templates, the table an enum of its own where the
/// project has several (`L10n.Localizable.cancel`). The exact casing rules (`QR code` →
/// `qrCode`) need not be followed: an accessor and a key are compared by their letters and
/// digits alone, lowercased, which the renaming keeps. Bitwarden Authenticator calls its 151
/// keys only as `Localizations.<name>` (143 were said to be unused), and Clipy's and Jami's
/// generated files, which name every key in a literal, kept every key from `unused-key`.
public enum SwiftGenAccessors {
    /// The enum SwiftGen's templates declare unless `enumName` says otherwise.
    public static let defaultEnumName = "L10n"

    /// The type an `AccessorUse` of a SwiftGen accessor is recorded under; its member is the
    /// accessor's path after the enum, folded (`folded(_:)`).
    public static let useType = "SwiftGen"

    /// `text`'s letters and digits, lowercased: `Settings.title` and `settings.title` are
    /// both `settingstitle`.
    public static func folded(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }.map(Character.init)).lowercased()
    }

    /// The enum a file SwiftGen wrote declares (`internal enum L10n {`), nil for any other file.
    /// SwiftGen heads its output with “Generated using SwiftGen”.
    public static func enumName(ofGeneratedFile source: [UInt8]) -> String? {
        let head = String(decoding: source.prefix(1024), as: UTF8.self)
        guard head.contains("Generated using SwiftGen") else { return nil }
        for line in String(decoding: source, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true) {
            var words = line.split(separator: " ")
            guard !words.isEmpty, !line.hasPrefix(" "), !line.hasPrefix("\t") else { continue }
            if ["public", "internal", "fileprivate", "private", "package"].contains(words[0]) { words.removeFirst() }
            guard words.count >= 2, words[0] == "enum" else { continue }
            let name = words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : String(name)
        }
        return nil
    }

    /// The `enumName:` values of the SwiftGen configurations in `root` (`swiftgen.yml`,
    /// Bitwarden's `swiftgen-bwa.yml`).
    public static func enumNames(inConfigurationsAt root: String) -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        var enums: Set<String> = []
        for name in names where name.lowercased().hasPrefix("swiftgen") && (name.hasSuffix(".yml") || name.hasSuffix(".yaml")) {
            guard let data = FileManager.default.contents(atPath: root + "/" + name) else { continue }
            enums.formUnion(enumNames(inConfiguration: String(decoding: data, as: UTF8.self)))
        }
        return enums
    }

    /// The `enumName:` values of a SwiftGen configuration (`swiftgen.yml`), read line by line.
    public static func enumNames(inConfiguration text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("enumName:") else { continue }
            let value = trimmed.dropFirst("enumName:".count).drop { $0 == " " || $0 == "\t" }
                .prefix { $0 != " " && $0 != "#" }.filter { $0 != "\"" && $0 != "'" }
            if !value.isEmpty { names.insert(String(value)) }
        }
        return names
    }
}
