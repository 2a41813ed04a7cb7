import StringsgenChecks
import StringsgenICU
import StringsgenModel
import StringsgenReports

/// `stringsgen report`: coverage per required locale, with the lint findings counted per rule.
public enum Reporting {
    public static func report(_ project: Project, requiredOverride: Bool) throws(InputError) -> TranslationReport {
        let diagnostics = try Linting.lint(project)
        let limits = Linting.copyLimits(project.configuration)
        // The forms a plural key needs in a locale are the ones lint requires (ICU's categories
        // reached by integers, and `other`), so report and lint agree.
        let required: (String) -> [String] = { locale in
            guard let rules = try? PluralRules(locale: locale) else { return ["other"] }
            return LocalePlurals(rules).required.sorted().map(\.rawValue)
        }
        return TranslationReport(
            tables: project.tables, settings: project.locales,
            // Otherwise the report takes Locales/, or every catalog language (never the source).
            requiredLocales: requiredOverride ? project.requiredLocales : nil,
            diagnostics: diagnostics,
            copyLimit: { entry in limits.limit(forKey: entry.key, comment: entry.comment).characters },
            pluralCategories: required)
    }
}
