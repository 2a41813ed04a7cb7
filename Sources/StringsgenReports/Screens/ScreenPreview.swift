import StringsgenModel

/// The screens of `lint.screens` as the HTML report draws them: per screen, its strings in the
/// order they appear, each with a role and its text in every language shown (placeholders
/// replaced by sample values, one form per plural category with a number of that category).
/// The page measures them in the browser; `ScreenMeasurement` is what it found.
public struct ScreenPreviews: Sendable {
    /// The languages drawn: the source language, the report's locales, the pseudo-language.
    public var locales: [ScreenLocale]
    public var screens: [ScreenPreview]
    /// What a browser measured on the page, when one did (`report --measurements`).
    public var measurement: ScreenMeasurement?

    public init(locales: [ScreenLocale], screens: [ScreenPreview], measurement: ScreenMeasurement? = nil) {
        self.locales = locales
        self.screens = screens
        self.measurement = measurement
    }

    /// What the browser found that does not fit in a language the app ships or translates:
    /// the pseudo-language's overflows (text made 30 % longer on purpose) are shown, not failed.
    public var overflows: [ScreenOverflow] {
        let pseudo = Set(locales.filter(\.isPseudo).map(\.code))
        return (measurement?.overflows ?? []).filter { !pseudo.contains($0.locale) }
    }

    /// Whether `locale` is the pseudo-language.
    public func isPseudo(_ locale: String) -> Bool { locales.contains { $0.code == locale && $0.isPseudo } }

    /// Identifies the text drawn (screens, keys, roles, languages, texts): measurements taken
    /// on a page of other texts are refused. FNV-1a, 64 bits, as 16 hex digits.
    public var fingerprint: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ s: String) {
            for byte in s.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            hash ^= 0xFF
            hash = hash &* 0x0000_0100_0000_01b3
        }
        for l in locales { add(l.code) }
        for screen in screens {
            add(screen.name)
            add(String(screen.budget))
            for item in screen.items {
                add(item.key)
                add(item.role.rawValue)
                for l in locales {
                    for form in item.texts[l.code] ?? [] {
                        add(form.label)
                        add(form.text)
                    }
                }
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// A language the screens are drawn in.
public struct ScreenLocale: Sendable, Equatable {
    public var code: String
    /// `de · German`, or the code alone.
    public var title: String
    public var isRightToLeft: Bool
    public var isPseudo: Bool

    public init(code: String, title: String, isPseudo: Bool = false) {
        self.code = code
        self.title = title
        self.isRightToLeft = TextDirection.isRightToLeft(locale: code)
        self.isPseudo = isPseudo
    }
}

/// What a string is on a screen, which decides its text style and how much room it has:
/// a button holds one line, a title two, a subtitle and a caption three; body text shares the
/// screen's line budget (the lines its character budget of source-language text takes).
public enum ScreenRole: String, Sendable, CaseIterable {
    case title, subtitle, body, caption, button

    /// The lines a string of this role may take; nil for body text (the screen's line budget).
    public var maximumLines: Int? {
        switch self {
        case .title: 2
        case .subtitle: 3
        case .caption: 3
        case .button: 1
        case .body: nil
        }
    }

    /// The role a key's name suggests when the configuration gives it none: `_title`,
    /// `_headline` titles; `_subtitle`; `_button`, `_action`, `_cta`, `_link` buttons; the
    /// body-copy suffixes (`_desc`, `_body`, `_explanation`, ...) body text; anything else a
    /// caption. `isBody` says whether the screen counts the key as body text: a key with a
    /// body suffix that the screen does not count (a card's one-line description) is a caption.
    public static func fromSuffix(of key: String, isBody: Bool) -> ScreenRole {
        if isBody { return .body }
        let name = key.split(separator: ".").last.map(String.init) ?? key
        func ends(_ suffixes: String...) -> Bool { suffixes.contains { name.hasSuffix($0) || name == String($0.dropFirst()) } }
        if ends("_subtitle") { return .subtitle }
        if ends("_title", "_headline", "_heading") { return .title }
        if ends("_button", "_action", "_cta", "_link") { return .button }
        return .caption
    }
}

/// One screen: its strings in order, with a role and texts per language.
public struct ScreenPreview: Sendable {
    public var name: String
    /// Characters of body text the screen holds (`budget` in `lint.screens`).
    public var budget: Int
    /// One body key at a time (swipeable cards): each body key is a page with the keys that
    /// share its stem (`onboarding.feature_custom_title` with `onboarding.feature_custom_desc`).
    public var paged: Bool
    public var items: [Item]

    public init(name: String, budget: Int, paged: Bool, items: [Item]) {
        self.name = name
        self.budget = budget
        self.paged = paged
        self.items = items
    }

    public struct Item: Sendable {
        public var key: String
        public var role: ScreenRole
        /// The page of a paged screen the key belongs to (its body key's stem); nil on the
        /// screen itself.
        public var page: String?
        /// Locale code → the forms shown there (one for a plain key; one per plural category);
        /// a locale without a translation is absent.
        public var texts: [String: [Form]]

        public init(key: String, role: ScreenRole, page: String? = nil, texts: [String: [Form]]) {
            self.key = key
            self.role = role
            self.page = page
            self.texts = texts
        }
    }

    /// A text as a user sees it, placeholders filled in.
    public struct Form: Sendable, Equatable {
        /// "" for a plain value; `one · 1`, `few · 3` for a plural form with the number shown.
        public var label: String
        public var text: String

        public init(label: String = "", text: String) {
            self.label = label
            self.text = text
        }
    }
}
