import ArgumentParser
import StringsgenFormats
import StringsgenKit
import StringsgenModel

/// The options every command that reads a project shares: where the project is, and whether to
/// say which files were read.
struct ProjectOptions: ParsableArguments {
    @Option(help: "The project folder: where stringsgen.json, Locales/ and the tables are looked for (default: the nearest folder, from the current one up, with stringsgen.json, Locales/, Strings/, Package.swift, an .xcodeproj or .git).")
    var project: String?

    @Flag(help: "List every file read on standard error.")
    var verbose = false

    /// The project folder: `--project`, else the one found from the current folder up
    /// (`ProjectRoot`). With `--verbose`, says which and why.
    var root: String {
        if let project { return project }
        let found = ProjectRoot.find()
        if verbose {
            let why = ProjectRoot.marker(in: found).map { "it holds \($0)" } ?? "no folder above holds a project file"
            printError("stringsgen: project folder \(found == "." ? "the current folder" : found) (\(why))")
        }
        return found
    }

    /// Loads the project at `root` (`self.root`, taken once per run), listing the files it read
    /// when `--verbose`.
    func load(root: String, inputs: [String], requiredLocales: [String]? = nil) throws(InputError) -> Project {
        let loaded = try Project.load(root: root, inputs: inputs, requiredLocales: requiredLocales)
        if verbose {
            for file in loaded.filesRead { printError("stringsgen: read \(file)") }
        }
        return loaded
    }
}

/// Locks `catalogs` (`FileLocks`) for a command that reads them and writes them or what is
/// generated from them, saying so when it has to wait for another run.
func lockForRewriting(_ catalogs: [String]) -> FileLocks {
    FileLocks(catalogs) { file in printError("stringsgen: waiting for another stringsgen run to finish with \(file)") }
}
