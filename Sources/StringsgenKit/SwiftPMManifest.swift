import StringsgenFormats

/// The targets a `Package.swift` declares, with the folder of each: its `path:`, else SwiftPM's
/// default (`Sources/<name>`, or `Source/`, `src/`, `srcs/` where that folder exists;
/// `Tests/<name>` for a test target, `Plugins/<name>` for a plug-in).
///
/// The manifest is Swift, and only SwiftPM can run it; this reads the declarations written as
/// literals (`.target(name: "Core", path: "Sources")`), which is how nearly every manifest
/// declares them. Many packages keep one target in `Sources/` itself (`path: "Sources"`):
/// Itsypad's `ItsypadCore`, each of GitOK's 60 plug-ins. Taken for `Sources/<Target>/` by
/// layout alone, Itsypad's catalog was said to be in a target “Resources” (its resource folder),
/// and GitOK's catalogs in `Sources/` in no target at all, their accessors left in `Bundle.main`
/// without a word.
struct SwiftPMManifest {
    struct Target: Equatable {
        var name: String
        /// Relative to the package's folder, without a trailing `/` (`.` for the folder itself).
        var folder: String
    }

    var targets: [Target]

    /// The target kinds whose sources lie in a folder of the package.
    static let kinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary"]

    /// Reads `<package>/Package.swift`; no targets where it cannot be read.
    init(package: String) {
        let text = (try? FileBytes.read(ProjectFiles.join(package, "Package.swift"))).map { String(decoding: $0, as: UTF8.self) } ?? ""
        self.init(text: text) { ProjectFiles.isDirectory(ProjectFiles.join(package, $0)) }
    }

    /// `folderExists`: whether a folder relative to the package exists (for SwiftPM's default
    /// source folders other than `Sources`).
    init(text: String, folderExists: (String) -> Bool) {
        let tokens = Self.tokens(of: text)
        var targets: [Target] = []
        var i = 0
        while i + 2 < tokens.count {
            // `.target(` or `Target.target(`: a declaration, whose arguments end at its `)`.
            guard tokens[i] == .punctuation("."), case .identifier(let kind) = tokens[i + 1], Self.kinds.contains(kind),
                  tokens[i + 2] == .punctuation("(") else { i += 1; continue }
            var depth = 0
            var arguments: [String: String] = [:]
            var j = i + 2
            while j < tokens.count {
                switch tokens[j] {
                case .punctuation("("), .punctuation("["), .punctuation("{"): depth += 1
                case .punctuation(")"), .punctuation("]"), .punctuation("}"): depth -= 1
                case .identifier(let label) where depth == 1 && j + 2 < tokens.count && tokens[j + 1] == .punctuation(":"):
                    if case .string(let value) = tokens[j + 2], arguments[label] == nil { arguments[label] = value }
                default: break
                }
                if depth == 0 { break }
                j += 1
            }
            i = j
            guard depth == 0 else { break }
            // A target named again (`.target(name:)` as a dependency outside any declaration)
            // keeps the declaration that gives a path.
            guard let name = arguments["name"], arguments["path"] != nil || !targets.contains(where: { $0.name == name }) else { continue }
            targets.removeAll { $0.name == name }
            let folder: String
            if let path = arguments["path"] {
                folder = Self.normalized(path)
            } else if kind == "testTarget" {
                folder = "Tests/" + name
            } else if kind == "plugin" {
                folder = "Plugins/" + name
            } else {
                folder = ["Sources", "Source", "src", "srcs"].map { $0 + "/" + name }.first(where: folderExists) ?? "Sources/" + name
            }
            targets.append(Target(name: name, folder: folder))
        }
        self.targets = targets
    }

    /// `./Sources/` → `Sources`; `` and `./` → `.`.
    static func normalized(_ path: String) -> String {
        let parts = path.split(separator: "/").filter { $0 != "." }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    enum Token: Equatable {
        case identifier(String)
        case string(String)
        case punctuation(Character)
    }

    /// Identifiers, string literals (their text, escapes kept as written: paths have none) and
    /// single punctuation characters; comments and white space left out.
    static func tokens(of text: String) -> [Token] {
        var tokens: [Token] = []
        let scalars = Array(text.unicodeScalars)
        var i = 0
        func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        }
        while i < scalars.count {
            let scalar = scalars[i]
            let next: Unicode.Scalar? = i + 1 < scalars.count ? scalars[i + 1] : nil
            if scalar.properties.isWhitespace {
                i += 1
            } else if scalar == "/", next == "/" {
                while i < scalars.count, scalars[i] != "\n" { i += 1 }
            } else if scalar == "/", next == "*" {
                // Swift's block comments nest.
                var depth = 0
                repeat {
                    if scalars[i] == "/", i + 1 < scalars.count, scalars[i + 1] == "*" { depth += 1; i += 2 }
                    else if scalars[i] == "*", i + 1 < scalars.count, scalars[i + 1] == "/" { depth -= 1; i += 2 }
                    else { i += 1 }
                } while depth > 0 && i < scalars.count
            } else if scalar == "\"" {
                let multiline = next == "\"" && i + 2 < scalars.count && scalars[i + 2] == "\""
                let quotes = multiline ? 3 : 1
                i += quotes
                var value = String.UnicodeScalarView()
                while i < scalars.count {
                    if scalars[i] == "\\", i + 1 < scalars.count {
                        value.append(scalars[i]); value.append(scalars[i + 1]); i += 2; continue
                    }
                    if scalars[i] == "\"", !multiline || (i + 2 < scalars.count && scalars[i + 1] == "\"" && scalars[i + 2] == "\"") {
                        i += quotes
                        break
                    }
                    if !multiline, scalars[i] == "\n" { break }
                    value.append(scalars[i])
                    i += 1
                }
                // A multi-line literal's text is between its lines of quotes, its indentation cut.
                var lines = String(value).split(separator: "\n", omittingEmptySubsequences: false)
                if multiline {
                    if lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
                    if lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
                    lines = lines.map { $0.drop { $0 == " " || $0 == "\t" } }
                }
                tokens.append(.string(lines.joined(separator: "\n")))
            } else if isIdentifier(scalar) {
                var name = String.UnicodeScalarView()
                while i < scalars.count, isIdentifier(scalars[i]) { name.append(scalars[i]); i += 1 }
                tokens.append(.identifier(String(name)))
            } else {
                tokens.append(.punctuation(Character(scalar)))
                i += 1
            }
        }
        return tokens
    }
}
