import Foundation
import StringsgenModel

/// A string literal of the app's code as Apple's compiler makes a key of it: its text, and one
/// hole per interpolation (`"\(count) items"`: a hole, then " items").
public struct CodeString: Sendable, Hashable {
    public enum Part: Sendable, Hashable {
        case text(String)
        case hole(Hole)
    }

    /// An interpolation: the format specifier the compiler writes for it, when its type is known
    /// from syntax (a literal, `Int(…)`, `.count`, a declaration in the same file, or
    /// `specifier:`); nil when it is not, and it matches any specifier.
    public struct Hole: Sendable, Hashable {
        public var specifier: String?
        public init(specifier: String?) { self.specifier = specifier }
    }

    public var parts: [Part]

    public init(parts: [Part]) { self.parts = parts }

    public var holes: [Hole] {
        parts.compactMap { if case .hole(let hole) = $0 { hole } else { nil } }
    }

    public var isInterpolated: Bool { !holes.isEmpty }

    /// The key Apple's compiler extracts: the text as written for a plain literal; in an
    /// interpolated one `%` becomes `%%` and each hole its specifier (`%@` where unknown).
    public var key: String {
        guard isInterpolated else { return text(separator: "") }
        var key = ""
        for part in parts {
            switch part {
            case .text(let text): key += text.replacingPercents()
            case .hole(let hole): key += hole.specifier ?? "%@"
            }
        }
        return key
    }

    /// The text with `separator` where each hole is: the key without its arguments, to compare
    /// with a catalog key's `Skeleton`.
    func text(separator: String) -> String {
        var result = ""
        for part in parts {
            switch part {
            case .text(let text): result += text
            case .hole: result += separator
            }
        }
        return result
    }

    /// The literal's texts, in order: the pieces a key must hold, one hole (any text) between
    /// each two.
    var texts: [String] {
        var result: [String] = [""]
        for part in parts {
            switch part {
            case .text(let text): result[result.count - 1] += text
            case .hole: result.append("")
            }
        }
        return result
    }
}

/// A catalog key taken apart as a format: its text, with `hole` for each placeholder and `%%`
/// read as `%`, and its specifiers in order. A use of the code finds its key by this text.
struct Skeleton: Hashable {
    static let hole = "\u{1}"

    var text: String
    var specifiers: [String]

    init(key: String) {
        guard FormatString.mayHoldPlaceholder(key) else {
            text = key
            specifiers = []
            return
        }
        let format = FormatString(key)
        let bytes = Array(key.utf8)
        var text = ""
        var start = 0
        for placeholder in format.placeholders.sorted(by: { $0.utf8Range.lowerBound < $1.utf8Range.lowerBound }) {
            text += String(decoding: bytes[start..<placeholder.utf8Range.lowerBound], as: UTF8.self).replacingDoubledPercents()
            text += Skeleton.hole
            start = placeholder.utf8Range.upperBound
        }
        text += String(decoding: bytes[start...], as: UTF8.self).replacingDoubledPercents()
        self.text = text
        self.specifiers = format.placeholders.sorted(by: { $0.utf8Range.lowerBound < $1.utf8Range.lowerBound }).map(\.text)
    }
}

extension String {
    fileprivate func replacingPercents() -> String {
        contains("%") ? replacingOccurrences(of: "%", with: "%%") : self
    }

    fileprivate func replacingDoubledPercents() -> String {
        contains("%%") ? replacingOccurrences(of: "%%", with: "%") : self
    }
}
