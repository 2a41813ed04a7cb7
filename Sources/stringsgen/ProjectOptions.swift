import ArgumentParser
import StringsgenFormats
import StringsgenKit
import StringsgenModel

/// The options every command that reads a project shares: where the project is, and whether to
/// say which files were read.
struct ProjectOptions: ParsableArguments {
    @Option(help: "The project folder: where stringsgen.json, Locales/ and the tables are looked for (default: the current folder).")
    var project: String = "."

    @Flag(help: "List every file read on standard error.")
    var verbose = false

    /// Loads the project, listing the files it read when `--verbose`.
    func load(inputs: [String], requiredLocales: [String]? = nil) throws(InputError) -> Project {
        let loaded = try Project.load(root: project, inputs: inputs, requiredLocales: requiredLocales)
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
