import StringsgenModel

/// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=rule::message`), which
/// the Actions UI shows as annotations on the pull request's diff.
///
/// GitHub keeps at most 10 annotations of each type (error, warning, notice) per step and
/// drops the rest silently. So when a type has more than 10 findings, the first 9 become
/// annotations and the 10th slot says how many more there are (a summary sent as an 11th
/// annotation would itself be dropped). After the annotations, every finding is printed as a
/// plain `file:line:column: …` line inside a collapsible log group, so nothing is lost.
///
/// An annotation's message is the plain line's, one line with control characters escaped
/// (`\n`, `\t`, `\u{1B}`): a tab or an escape sequence quoted from a key was raw in the
/// annotation (MenuMeters' key “%@%%<tab>(level %@)”) while the plain line wrote `\t`.
public struct GitHubRenderer: DiagnosticRenderer {
    /// GitHub's limit per annotation type and step.
    public static let annotationLimit = 10

    public init() {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        let sorted = Diagnostic.sorted(diagnostics)
        var out = ""
        for severity in Severity.allCases.reversed() {
            let ofType = sorted.filter { $0.severity == severity }
            let command = Self.command(for: severity)
            let shown = ofType.count > Self.annotationLimit ? Self.annotationLimit - 1 : ofType.count
            for d in ofType.prefix(shown) {
                let properties = [
                    "file=" + Self.escapeProperty(d.location.file),
                    "line=\(d.location.line)",
                    "col=\(d.location.column)",
                    "title=" + Self.escapeProperty(d.rule),
                ]
                out += "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(d.message.oneLine))\n"
            }
            let hidden = ofType.count - shown
            if hidden > 0 {
                let noun = hidden == 1 ? Self.noun(for: severity) : Self.noun(for: severity) + "s"
                out += "::\(command) title=stringsgen::\(hidden) more \(noun) not shown as annotations; "
                    + "run stringsgen lint locally for the full list\n"
            }
        }
        if !sorted.isEmpty {
            out += "::group::stringsgen: all \(counted(sorted.count, "finding"))\n"
            for d in sorted { out += Self.escapeCommandLookalike(d.compilerStyleLine) + "\n" }
            out += "::endgroup::\n"
        }
        return out
    }

    /// An input that could not be read (exit status 2), as an error annotation at its place.
    public static func annotation(_ message: String, at location: SourceLocation) -> String {
        var properties = ["file=" + escapeProperty(location.file)]
        if location.line > 0 { properties += ["line=\(location.line)", "col=\(max(location.column, 1))"] }
        properties.append("title=stringsgen")
        return "::error \(properties.joined(separator: ","))::\(escapeData(message.oneLine))\n"
    }

    static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    static func noun(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// The message part of a command: `%`, CR and LF percent-encoded.
    public static func escapeData(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A `name=value` property of a command: as data, plus `:` and `,`, which end a value.
    public static func escapeProperty(_ s: String) -> String {
        var out = ""
        for scalar in escapeData(s).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A plain log line that happens to start with `::` would be taken for a command.
    private static func escapeCommandLookalike(_ line: String) -> String {
        line.hasPrefix("::") ? " " + line : line
    }
}
