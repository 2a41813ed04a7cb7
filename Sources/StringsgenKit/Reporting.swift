import StringsgenChecks
import StringsgenICU
import StringsgenModel
import StringsgenReports

/// `stringsgen report`: coverage per required locale, with the lint findings counted per rule.
public enum Reporting {
    public static func report(_ project: Project, requiredOverride: Bool) throws(InputError) -> TranslationReport {
        let diagnostics = try Linting.lint(project)
        let limits = Linting.copyLimits(project.configuration)
        return TranslationReport(
            tables: project.tables, settings: project.locales,
            // Otherwise the report takes Locales/, or every catalog language (never the source).
            requiredLocales: requiredOverride ? project.requiredLocales : nil,
            diagnostics: diagnostics,
            copyLimit: { entry in limits.limit(forKey: entry.key, comment: entry.comment)?.characters },
            pluralCategories: requiredPluralCategories)
    }

    /// The forms a plural key needs in a locale: the ones lint requires, so report and lint
    /// agree. Not through a whole `LocalePlurals`: its examples cost another 1,000 integers
    /// through ICU, while the rules keep the scan lint has already made.
    static func requiredPluralCategories(_ locale: String) -> [String] {
        guard let rules = try? PluralRules(locale: locale) else { return ["other"] }
        return LocalePlurals.required(by: rules).sorted().map(\.rawValue)
    }
}
