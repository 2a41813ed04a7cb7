import StringsgenModel

/// Which way text runs, so reports can mark right-to-left text (`dir="rtl"`).
enum TextDirection {
    /// Languages written right to left by default, and scripts that are.
    private static let rtlLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "mzn", "nqo", "pnb", "ps", "sd", "syr", "ug", "ur", "yi",
    ]
    private static let rtlScripts: Set<String> = ["arab", "hebr", "thaa", "syrc", "nkoo", "adlm", "rohg", "mand", "samr"]
    private static let ltrScripts: Set<String> = ["latn", "cyrl"]

    /// Whether a BCP 47 locale's text runs right to left (`ar`, `he-IL`, `ur`, `pa-Arab`;
    /// not `az-Latn`).
    static func isRightToLeft(locale: String) -> Bool {
        let parts = locale.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let language = parts.first else { return false }
        if let script = parts.dropFirst().first(where: { $0.count == 4 }) {
            if rtlScripts.contains(script) { return true }
            if ltrScripts.contains(script) { return false }
        }
        return rtlLanguages.contains(language)
    }

    /// Whether the first strongly directional character of `text` is right to left (Hebrew,
    /// Arabic, Syriac, Thaana, N'Ko and the other blocks of the RTL ranges).
    static func startsRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
                || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v)
            {
                return true
            }
            if scalar.properties.isAlphabetic { return false }
        }
        return false
    }
}

/// Right-to-left text cut into the runs a renderer must isolate so that they read in order:
/// placeholders (`%1$@`, `%lld`, `%#@days@`, `%arg`), whose neutral characters the bidi
/// algorithm would otherwise scatter around the Arabic (`@$1%`), and runs of Latin words
/// (`StandFit Premium`), which keep their own order. Everything else stays as it is.
enum BidiRuns {
    enum Run: Equatable {
        case text(String)
        /// To be shown left to right, isolated from the text around it.
        case isolated(String)
    }

    static func split(_ text: String) -> [Run] {
        let format = FormatString(text, insideSubstitution: true)
        let scalars = Array(text.unicodeScalars)
        // Which scalars belong to a placeholder: placeholders come as UTF-8 ranges.
        var inPlaceholder = [Bool](repeating: false, count: scalars.count)
        var placeholderStart = Set<Int>()
        if !format.placeholders.isEmpty {
            var offset = 0
            var ranges = format.placeholders.map(\.utf8Range)[...]
            for (i, scalar) in scalars.enumerated() {
                while let first = ranges.first, first.upperBound <= offset { ranges.removeFirst() }
                if let first = ranges.first, first.contains(offset) {
                    inPlaceholder[i] = true
                    if first.lowerBound == offset { placeholderStart.insert(i) }
                }
                offset += UTF8.width(scalar)
            }
        }

        var runs: [Run] = []
        var plain = String.UnicodeScalarView()
        func flush() {
            if !plain.isEmpty { runs.append(.text(String(plain))) }
            plain = String.UnicodeScalarView()
        }
        var i = 0
        while i < scalars.count {
            if inPlaceholder[i] {
                var end = i + 1
                while end < scalars.count, inPlaceholder[end], !placeholderStart.contains(end) { end += 1 }
                flush()
                runs.append(.isolated(String(String.UnicodeScalarView(scalars[i..<end]))))
                i = end
            } else if isLatinLetter(scalars[i]) {
                // Latin words with the spaces, hyphens, dots and apostrophes between them.
                var end = i + 1
                while end < scalars.count, !inPlaceholder[end] {
                    if isLatinLetter(scalars[end]) || ("0"..."9").contains(scalars[end]) {
                        end += 1
                    } else if " -.'’".unicodeScalars.contains(scalars[end]), end + 1 < scalars.count,
                              !inPlaceholder[end + 1], isLatinLetter(scalars[end + 1]) {
                        end += 2
                    } else {
                        break
                    }
                }
                flush()
                runs.append(.isolated(String(String.UnicodeScalarView(scalars[i..<end]))))
                i = end
            } else {
                plain.append(scalars[i])
                i += 1
            }
        }
        flush()
        return runs
    }

    /// Basic Latin, Latin-1 and Latin Extended letters.
    private static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A: true
        case 0xC0...0x24F: scalar.properties.isAlphabetic
        default: false
        }
    }
}
