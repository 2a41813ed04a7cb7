import Foundation
import PackagePlugin

/// The build-tool plugin: applied to a target, it runs `stringsgen generate` on the target's
/// String Catalogs on every build that changed one, writing the accessors and the compiled
/// `<locale>.lproj/<Table>.strings` resources into the plugin's work folder. SwiftPM compiles the
/// Swift file into the target and bundles the `.strings` files as its resources (`Bundle.module`),
/// and prints stringsgen's lint findings as the build's own diagnostics (`file:line:column`).
///
/// The target excludes its catalogs (`exclude: ["Localizable.xcstrings"]`): SwiftPM does not
/// know the format, and Xcode would compile it into the same `.strings` files a second time.
/// `stringsgen.json` and `Locales/` are read from the target's folder, else the package's.
@main
struct StringsgenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // `Target.directoryURL` needs tools version 6.1; the module kinds have it in 6.0.
        guard let targetFolder = (target as? SwiftSourceModuleTarget)?.directoryURL ?? (target as? ClangSourceModuleTarget)?.directoryURL
        else { return [] }
        let packageFolder = context.package.directoryURL
        let catalogs = Self.catalogs(in: targetFolder, declared: target.sourceFiles.map(\.url))
        guard !catalogs.isEmpty else {
            Diagnostics.warning("stringsgen: target \(target.name) holds no String Catalog (.xcstrings); nothing to generate")
            return []
        }
        // The project folder is where its configuration is: the target's, else the package's.
        let project = [targetFolder, packageFolder].first(where: Self.holdsConfiguration) ?? targetFolder
        return [
            try Self.generateCommand(
                catalogs: catalogs, project: project, work: context.pluginWorkDirectoryURL, targetName: target.name,
                tool: try context.tool(named: "stringsgen").url, inXcodeTarget: false),
        ]
    }

    /// The one `stringsgen generate` command for `catalogs`, its outputs in `work`. In a package
    /// target it writes the accessors and the compiled `.lproj` resources (`Bundle.module`); in an
    /// Xcode target only the accessors (`--no-resources`): Xcode compiles the catalogs, which stay
    /// members of the target, into the same `<locale>.lproj/<Table>.strings` itself, and two
    /// commands producing one file fail the build (README, "Xcode").
    static func generateCommand(
        catalogs: [URL], project: URL, work: URL, targetName: String, tool: URL, inXcodeTarget: Bool
    ) throws -> Command {
        let configuration = project.appendingPathComponent("stringsgen.json")
        let localeFiles = Self.files(in: project.appendingPathComponent("Locales"), withSuffix: ".json")
        let namespace = Self.namespace(in: configuration) ?? "LocalizedString"
        let pseudo = Self.generatesPseudoLanguage(configuration)

        // SwiftPM plans the build again only when files are added or removed, not when one
        // changes, so the outputs are named from what the catalogs hold now; stringsgen warns
        // when a catalog later gains a locale the plan lacks.
        var outputs: [URL] = []
        var locales: Set<String> = []
        for catalog in catalogs {
            let table = catalog.deletingPathExtension().lastPathComponent
            outputs.append(work.appendingPathComponent("\(namespace)+\(table).swift"))
            guard !inXcodeTarget else { continue }
            var tableLocales = try Self.locales(of: catalog)
            // `generate.pseudo` adds the pseudo-language to every table (stringsgen's PseudoLocalization).
            if pseudo { tableLocales.insert("en-XA") }
            locales.formUnion(tableLocales)
            for locale in tableLocales.sorted() {
                outputs.append(work.appendingPathComponent("Resources/\(locale).lproj/\(table).strings"))
            }
        }
        var arguments = ["generate", "--lint", "--project", project.path, "--output", work.path]
        if inXcodeTarget {
            // The bundle: stringsgen.json's `generate.bundle`, else `.main` (an app target).
            arguments.append("--no-resources")
        } else {
            arguments += ["--bundle", ".module", "--resource-locales", locales.sorted().joined(separator: ",")]
        }
        arguments += catalogs.map(\.path)
        var inputs = catalogs + localeFiles
        if FileManager.default.fileExists(atPath: configuration.path) { inputs.append(configuration) }
        return .buildCommand(
            displayName: "stringsgen: generating \(catalogs.map(\.lastPathComponent).joined(separator: ", ")) for \(targetName)",
            executable: tool,
            arguments: arguments,
            inputFiles: inputs,
            outputFiles: outputs)
    }

    /// The catalogs in the target: the ones it declares (as resources to copy) and the ones it
    /// excludes, which SwiftPM does not list; every `*.xcstrings` under its folder.
    static func catalogs(in folder: URL, declared: [URL]) -> [URL] {
        var found = Set(declared.filter { $0.pathExtension == "xcstrings" }.map(\.standardizedFileURL.path))
        if let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where url.pathExtension == "xcstrings" {
                found.insert(url.standardizedFileURL.path)
            }
        }
        return found.sorted().map { URL(fileURLWithPath: $0) }
    }

    static func holdsConfiguration(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("stringsgen.json").path)
            || FileManager.default.fileExists(atPath: folder.appendingPathComponent("Locales").path)
    }

    static func files(in folder: URL, withSuffix suffix: String) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// `generate.namespace` of a configuration file, which names the generated file.
    static func namespace(in configuration: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: configuration.path),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let generate = root["generate"] as? [String: Any]
        else { return nil }
        return generate["namespace"] as? String
    }

    /// Whether a configuration file asks for the pseudo-language (`generate.pseudo`).
    static func generatesPseudoLanguage(_ configuration: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: configuration.path),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let generate = root["generate"] as? [String: Any]
        else { return false }
        return generate["pseudo"] as? Bool ?? false
    }

    /// The source language and every locale a catalog has a value in: the `.lproj` folders
    /// stringsgen writes for it. A catalog that cannot be read gets only what stringsgen will
    /// say about it (its error, located).
    static func locales(of catalog: URL) throws -> Set<String> {
        guard let data = FileManager.default.contents(atPath: catalog.path),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [] }
        var locales: Set<String> = []
        if let source = root["sourceLanguage"] as? String { locales.insert(source) }
        for case let entry as [String: Any] in (root["strings"] as? [String: Any] ?? [:]).values {
            locales.formUnion((entry["localizations"] as? [String: Any] ?? [:]).keys)
        }
        return locales
    }
}
