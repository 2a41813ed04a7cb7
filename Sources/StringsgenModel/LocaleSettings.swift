/// Whether a locale ships: a missing translation fails CI only for a shipping locale.
public enum LocaleStatus: String, Sendable, CaseIterable {
    case shipping
    case inProgress = "in-progress"
}

/// One file of `Locales/`: a locale the app ships or is working towards.
public struct LocaleSettings: Sendable {
    /// The BCP 47 code, as the catalogs write it (`de`, `pt-BR`, `zh-Hans`).
    public var code: String
    public var displayName: String
    public var nativeName: String?
    public var status: LocaleStatus
    /// Terms that must appear unchanged in every translation whose source has them (brand names).
    public var doNotTranslate: [String]
    public var glossary: [GlossaryTerm]
    /// A free-text style guide for translators (form of address, punctuation); never checked.
    public var style: String?
    /// The file the settings were read from.
    public var file: String?

    public init(
        code: String, displayName: String, nativeName: String? = nil, status: LocaleStatus = .shipping,
        doNotTranslate: [String] = [], glossary: [GlossaryTerm] = [], file: String? = nil
    ) {
        self.code = code
        self.displayName = displayName
        self.nativeName = nativeName
        self.status = status
        self.doNotTranslate = doNotTranslate
        self.glossary = glossary
        self.file = file
    }
}

/// A term and the translation a locale has settled on.
public struct GlossaryTerm: Sendable, Hashable {
    public var term: String
    public var translation: String
    public var note: String?

    public init(term: String, translation: String, note: String? = nil) {
        self.term = term
        self.translation = translation
        self.note = note
    }
}
