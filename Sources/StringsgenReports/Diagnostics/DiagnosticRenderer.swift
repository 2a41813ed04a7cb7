import StringsgenModel

/// Turns a list of diagnostics into the text one consumer reads: a terminal or Xcode, a
/// script, a GitHub Actions log, a code-scanning upload. Every renderer lists findings in
/// `Diagnostic.sorted` order and ends its output with a newline (or prints nothing at all).
public protocol DiagnosticRenderer: Sendable {
    func render(_ diagnostics: [Diagnostic]) -> String
}

/// The values of `stringsgen lint --format`.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    case xcode
    case json
    case github
    case sarif

    /// The renderer for this format; `toolVersion`, `rules` and `ruleDescriptions` only matter to SARIF,
    /// `versions` (stringsgen, ICU, Unicode, CLDR) to JSON and SARIF.
    public func renderer(
        toolVersion: String, rules: [String: SARIFRenderer.Rule] = [:], ruleDescriptions: [String: String] = [:],
        versions: ToolVersions? = nil
    ) -> any DiagnosticRenderer {
        switch self {
        case .xcode: XcodeRenderer()
        case .json: JSONRenderer(versions: versions)
        case .github: GitHubRenderer()
        case .sarif: SARIFRenderer(toolVersion: toolVersion, rules: rules, ruleDescriptions: ruleDescriptions, versions: versions)
        }
    }
}

extension Diagnostic {
    /// `file:line:column: error: [rule] message` on one line: a line break inside the message
    /// (a key can hold one) is written as `\n` so one finding stays one line.
    var compilerStyleLine: String {
        "\(location.file.oneLine):\(location.line):\(location.column): \(severity.rawValue): [\(rule)] \(message.oneLine)"
    }
}

extension String {
    /// Line breaks written as `\n` and `\r`, a tab as `\t` (as the quoted values of messages
    /// write it: MenuMeters' key “%@%%<tab>(level %@)” was printed with a raw tab, invisible to
    /// a translator and a column to tab-separated tools), other control characters (an escape
    /// sequence in a key could recolour a terminal) as `\u{1B}`. The other line breaks of
    /// Unicode (NEL U+0085, U+2028, U+2029), which editors and log viewers break lines at, and
    /// the C1 controls are written as `\u{2028}` too. One finding, one line.
    package var oneLine: String {
        guard unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x2028 || $0.value == 0x2029 })
        else { return self }
        var out = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}":
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
