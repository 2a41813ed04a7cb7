import StringsgenModel

/// The end of a translation that lost what ends its source, or that ends twice:
///
/// - a full stop the source ends with and the translation drops (Spanish
///   `NSAppleEventsUsageDescription` without its period). Each language's own stop counts
///   (`。` `।` `။` `۔` `։` `።` `។`); Thai, Lao, Khmer, Armenian, Chinese, Japanese and Korean
///   may leave it out, as their UI text often does;
/// - an ellipsis (`…`, `...`, `⋯`) the source ends with and the translation has nowhere: on a
///   menu item or button it says that a dialog follows (Japanese "Check for Updates…" as
///   "アップデートを確認");
/// - a colon that ends a source label and not its translation (not checked for CJK, whose
///   labels often drop it);
/// - two different stops at the end (`။.`, `。.`, `?.`) where the source has one.
///
/// Only the end is compared: a question or exclamation mark that changes, or a stop the
/// translation adds, is the translator's style more often than a defect (measured on the
/// corpus: a gained colon was a defect in 3 of 25 cases, a changed `?` or `!` in 1 of 60).
/// A translation without letters (`-`) and a source made of an identifier-like key are not
/// compared.
public struct EndPunctuation: Check {
    public static let id = "end-punctuation"
    public static let defaultSeverity = Severity.warning
    public static let summary = "a translation drops the full stop, ellipsis or colon its source ends with, or ends with two stops"
    public static let help = "End the translation as the source ends: with the language's full stop, an ellipsis (a dialog follows), or a colon (a value follows); and with one stop, not two."

    /// Languages whose UI text may leave out the full stop (and, for CJK, the colon).
    static let mayDropStop: Set<String> = ["th", "lo", "km", "hy", "zh", "ja", "ko", "yue"]
    static let mayDropColon: Set<String> = ["zh", "ja", "ko", "yue"]

    public init() {}

    public func check(entry: LintedEntry, emit: (Finding) -> Void) {
        guard entry.isTranslatable, entry.hasSourceToCompare else { return }
        // A key that stands in for a missing source value is text only if it reads like it.
        if entry.entry.localization(for: entry.run.sourceLanguage) == nil, !entry.key.contains(" ") { return }
        for translation in entry.translations {
            let language = translation.lintLocale.language
            for (unit, source) in translation.comparedUnits where unit.hasLetters && unit.value != source.value {
                let sourceEnd = Ending(source.value), end = Ending(unit.value)
                let problem: Problem
                if end.isDoubled, !sourceEnd.isDoubled {
                    problem = .doubled(end.lastTwo)
                } else if sourceEnd.mark == .stop, end.mark == .none, !Self.mayDropStop.contains(language) {
                    problem = .lost("full stop")
                } else if sourceEnd.mark == .ellipsis, !Ending.holdsEllipsis(unit.value) {
                    problem = .lost("ellipsis")
                } else if sourceEnd.mark == .colon, end.mark == .none, !Self.mayDropColon.contains(language) {
                    problem = .lost("colon")
                } else {
                    continue
                }
                emit(finding(entry, translation.locale, unit, problem.message(entry.subject(translation.locale, unit), source.value)))
            }
        }
    }

    /// How a text ends, read from its last characters only.
    struct Ending {
        enum Mark { case none, stop, question, exclamation, colon, ellipsis }

        static let stops: Set<Unicode.Scalar> = [".", "。", "।", "။", "۔", "։", "።", "។", "｡"]
        static let questions: Set<Unicode.Scalar> = ["?", "？", "؟", "՞", ";"]
        static let exclamations: Set<Unicode.Scalar> = ["!", "！", "՜"]
        static let closers: Set<Unicode.Scalar> = ["\"", "'", "”", "’", "»", "›", ")", "）", "」", "』"]

        var mark = Mark.none
        var isDoubled = false
        var lastTwo = ""

        init(_ text: String) {
            // The last scalars before white space and closing quotes or brackets.
            var tail: [Unicode.Scalar] = []
            for scalar in text.unicodeScalars.reversed() {
                if tail.isEmpty, scalar.properties.isWhitespace || Self.closers.contains(scalar) { continue }
                tail.append(scalar)
                if tail.count == 3 { break }
            }
            guard let last = tail.first else { return }
            if last == "…" || last == "⋯" || (tail.count == 3 && tail.allSatisfy { $0 == "." }) {
                mark = .ellipsis
            } else if Self.stops.contains(last) {
                mark = .stop
            } else if Self.questions.contains(last) {
                mark = .question
            } else if Self.exclamations.contains(last) {
                mark = .exclamation
            } else if last == ":" || last == "：" {
                mark = .colon
            }
            // A stop right after a different stop, question or exclamation mark ("။.", "?.").
            if tail.count >= 2, Self.stops.contains(last), tail[1] != last,
               Self.stops.contains(tail[1]) || Self.questions.contains(tail[1]) || Self.exclamations.contains(tail[1]) {
                isDoubled = true
                lastTwo = String(String.UnicodeScalarView([tail[1], last]))
            }
        }

        static func holdsEllipsis(_ text: String) -> Bool {
            text.contains("…") || text.contains("...") || text.contains("⋯")
        }
    }

    enum Problem {
        case lost(String)
        case doubled(String)

        func message(_ subject: String, _ source: String) -> String {
            switch self {
            case .lost(let mark):
                "\(subject) does not end with the \(mark) its source ends with (\(MessageText.quote(source, limit: 60))): end it so"
            case .doubled(let marks):
                "\(subject) ends with two stops, \(MessageText.quote(marks)): keep one"
            }
        }
    }
}
