import StringsgenModel

/// A translation that leaves out the source's last values and keeps every value before them
/// (Korean `%lld 앱` for English `%lld app%@`, where `%@` is the English plural "s").
/// `String(format:)` reads its values in order and never reaches the ones left out, so nothing
/// moves and nothing can crash: the translation may only say less, which is a translator's
/// decision to confirm, not a defect to block a build on. Found by `PlaceholderMismatch`'s
/// comparison, which sees both sides; a value left out *before* one the translation keeps is
/// still a `placeholder-mismatch` error (every value after it is read from the wrong place:
/// docs/design-notes.md, facts 17 and 19).
public struct PlaceholderDropped: Check {
    public static let id = "placeholder-dropped"
    public static let defaultSeverity = Severity.warning
    public static let summary = "a translation leaves out the source's last values (nothing else moves)"
    public static let help = "Check that the translation still says everything it must without the value it leaves out; if it does, mark the finding as accepted in the baseline, or set the rule to off."

    public init() {}
}
