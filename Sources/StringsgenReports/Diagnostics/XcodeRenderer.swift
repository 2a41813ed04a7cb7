import StringsgenModel

/// The default format: `file:line:column: error: [rule] message`, one finding per line, which
/// Xcode, editors and terminals turn into clickable issues. Nothing else goes to stdout; the
/// count goes to stderr through `summary(_:)`.
public struct XcodeRenderer: DiagnosticRenderer {
    public init() {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for diagnostic in Diagnostic.sorted(diagnostics) {
            out += diagnostic.compilerStyleLine
            out += "\n"
        }
        return out
    }

    /// One line for stderr: `3 errors, 1 warning in 2 files` or `no findings`.
    public static func summary(_ diagnostics: [Diagnostic]) -> String {
        if diagnostics.isEmpty { return "stringsgen: no findings" }
        var parts: [String] = []
        for severity in Severity.allCases.reversed() {
            let n = diagnostics.count { $0.severity == severity }
            if n > 0 { parts.append(counted(n, severity.rawValue)) }
        }
        let files = Set(diagnostics.map(\.location.file)).count
        return "stringsgen: \(parts.joined(separator: ", ")) in \(counted(files, "file"))"
    }
}

/// `1 error`, `2 errors`.
func counted(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
