/// Checks a locale a user typed (`--locale DE`, `--locales de,xx`, an XLIFF's target-language)
/// against the locales a project has, and finds the one they meant when it differs only in
/// case, in `_` for `-`, or by a region the project does not use (`de-DE` for `de`).
public enum LocaleChoice {
    /// The project's locale that `asked` is a slip for; nil when none is close enough, or when
    /// `asked` is itself one of `known`.
    public static func suggestion(for asked: String, in known: [String]) -> String? {
        guard !known.contains(asked) else { return nil }
        let normalized = asked.replacingOccurrences(of: "_", with: "-").lowercased()
        if let same = known.first(where: { $0.lowercased() == normalized }) { return same }
        let language = normalized.split(separator: "-").first.map(String.init) ?? normalized
        // `de-DE` where the project has `de`; `pt` where it has only `pt-BR`.
        if language != normalized, let base = known.first(where: { $0.lowercased() == language }) { return base }
        let regional = known.filter { $0.lowercased().split(separator: "-").first.map(String.init) == language }
        return regional.count == 1 ? regional[0] : nil
    }

    /// The message for a locale the project does not have, with the project's list and, where
    /// one is close, the one meant.
    public static func unknownMessage(_ asked: String, known: [String]) -> String {
        let guess = suggestion(for: asked, in: known).map { "did you mean \"\($0)\"? " } ?? ""
        return "the project has no locale \"\(asked)\"; \(guess)its locales are: \(known.joined(separator: ", ")) (to add one, add Locales/<code>.json or list it in stringsgen.json's requiredLocales)"
    }

    /// The first of `asked` that the project does not have, with its message; nil when all are known.
    public static func firstUnknown(_ asked: [String], in project: Project) -> String? {
        let known = project.knownLocales
        return asked.first { !known.contains($0) }.map { unknownMessage($0, known: known) }
    }
}
