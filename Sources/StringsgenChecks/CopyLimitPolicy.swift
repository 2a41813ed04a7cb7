import StringsgenModel

/// How long a key's copy may be, in user-perceived characters (ICU grapheme clusters).
///
/// A limit applies only where the project declares one; a project that declares nothing gets
/// no limits at all (a real app's long help texts and acknowledgement lists are not copy under
/// a limit). A key's limit, the first that applies:
/// 1. a configured pattern (`"limits" : { "onboarding.get_started" : 24 }`), first match wins;
/// 2. its comment: a sentence "Max N characters." or "Maximum N characters." (any case);
/// 3. `bodyCopyLimit`, when the project sets one, for a key matching one of `bodyCopyPatterns`
///    (by default one ending in `_subtitle`, `_explanation`, `_desc`, `_description`, `_footer`
///    or `_body`);
/// 4. `defaultLimit`, when the project sets one, for every other key.
///
/// Patterns match the whole key; `*` matches any run of characters (dots included).
///
/// Placeholders are measured as the text a user would see, with these sample values:
/// - `%@`, `%s`: 10 characters (a name, a title: "Aaaaaaaaaa");
/// - `%d %i %ld %lld`, `%u %lu %llu %x`: 4 digits ("1000");
/// - `%f %g %e`: 6 characters ("1000.5");
/// - `%c`: 1 character; `%p`: 10 characters ("0x7fff0000");
/// - `%#@name@`: the substitution's longest form, its `%arg` replaced by the sample for its
///   `formatSpecifier` (an integer when it has none);
/// - `%%`: one character, `%`.
public struct CopyLimitPolicy: Sendable {
    public static let defaultBodyCopyPatterns = [
        "*_subtitle", "*_explanation", "*_desc", "*_description", "*_footer", "*_body",
    ]

    /// The limit of every key no other rule gives one; nil: none.
    public var defaultLimit: Int?
    /// The limit of body copy (`bodyCopyPatterns`); nil: none.
    public var bodyCopyLimit: Int?
    public var bodyCopyPatterns: [String]
    /// Key pattern → limit, in the order they are tried.
    public var keyLimits: [KeyLimit]
    /// The screens whose body text shares one budget (`screen-budget`).
    public var screens: [Screen] = []
    /// The factor `lint --expansion` lengthens source texts by (`expansion-risk`); nil: not asked.
    public var expansionFactor: Double?

    /// A screen of the app: the keys shown on it, those of them that are body text, and how
    /// many user-perceived characters of body text it holds, summed over its body keys (or,
    /// for a `paged` screen that shows one body key at a time, the longest of them).
    public struct Screen: Sendable, Hashable {
        public var name: String
        /// Key patterns (`*` matches any run of characters) of the keys on the screen.
        public var keys: [String]
        /// Key patterns of the keys that are body text; nil: those of `keys` that match the
        /// policy's `bodyCopyPatterns`.
        public var body: [String]?
        public var budget: Int
        public var paged: Bool
        /// What each key is on the screen (`roles`: role → key patterns), for the report's
        /// drawing of the screen; a key no pattern names takes its role from its suffix.
        public var roles: [RolePatterns]

        public init(
            name: String, keys: [String], body: [String]? = nil, budget: Int, paged: Bool = false, roles: [RolePatterns] = []
        ) {
            self.name = name
            self.keys = keys
            self.body = body
            self.budget = budget
            self.paged = paged
            self.roles = roles
        }
    }

    /// The keys of a screen that have one role (`title`, `subtitle`, `body`, `caption`, `button`).
    public struct RolePatterns: Sendable, Hashable {
        public var role: String
        public var patterns: [String]
        public init(role: String, patterns: [String]) {
            self.role = role
            self.patterns = patterns
        }
    }

    /// Whether `key` matches one of `patterns` (`*` matches any run of characters).
    public static func matches(_ patterns: [String], _ key: String) -> Bool {
        patterns.contains { Glob.matches($0, key) }
    }

    /// Whether `key` is body text of `screen`.
    public func isBody(_ key: String, of screen: Screen) -> Bool {
        guard screen.keys.contains(where: { Glob.matches($0, key) }) else { return false }
        return (screen.body ?? bodyCopyPatterns).contains { Glob.matches($0, key) }
    }

    public struct KeyLimit: Sendable, Hashable {
        public var pattern: String
        public var limit: Int
        public init(pattern: String, limit: Int) {
            self.pattern = pattern
            self.limit = limit
        }
    }

    /// With no arguments, no limits but those of comments.
    public init(
        defaultLimit: Int? = nil, bodyCopyLimit: Int? = nil,
        bodyCopyPatterns: [String] = CopyLimitPolicy.defaultBodyCopyPatterns, keyLimits: [KeyLimit] = []
    ) {
        self.defaultLimit = defaultLimit
        self.bodyCopyLimit = bodyCopyLimit
        self.bodyCopyPatterns = bodyCopyPatterns
        self.keyLimits = keyLimits
    }

    /// The limit of `key`, whose catalog comment is `comment`; nil when none is declared.
    public func limit(forKey key: String, comment: String?) -> CopyLimit? {
        if let configured = keyLimits.first(where: { Glob.matches($0.pattern, key) }) {
            return CopyLimit(characters: configured.limit, origin: .configured(pattern: configured.pattern))
        }
        if let comment, let n = Self.limit(inComment: comment) {
            return CopyLimit(characters: n, origin: .comment)
        }
        if let bodyCopyLimit, bodyCopyPatterns.contains(where: { Glob.matches($0, key) }) {
            return CopyLimit(characters: bodyCopyLimit, origin: .bodyCopy)
        }
        return defaultLimit.map { CopyLimit(characters: $0, origin: .projectDefault) }
    }

    /// N from "Max N characters" or "Maximum N characters" (any case) in a comment.
    public static func limit(inComment comment: String) -> Int? {
        var comment = comment
        return comment.withUTF8 { limit(inComment: $0) }
    }

    private static func limit(inComment text: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = text.count
        /// The byte at `i`, ASCII letters lowercased.
        func byte(_ i: Int) -> UInt8 {
            let b = text[i]
            return b >= 0x41 && b <= 0x5A ? b + 0x20 : b
        }
        func matches(_ word: StaticString, at i: Int) -> Bool {
            let length = word.utf8CodeUnitCount
            guard i + length <= count else { return false }
            let w = word.utf8Start
            for k in 0..<length where byte(i + k) != w[k] { return false }
            return true
        }
        func skipSpaces(_ i: inout Int) { while i < count, text[i] == 0x20 { i += 1 } }
        var start = 0
        while start + 3 <= count {
            defer { start += 1 }
            guard byte(start) == UInt8(ascii: "m"), matches("max", at: start), start == 0 || !isLetter(byte(start - 1))
            else { continue }
            var i = start + 3
            if matches("imum", at: i) { i += 4 }
            if i < count, text[i] == UInt8(ascii: ".") { i += 1 }
            skipSpaces(&i)
            let digitsStart = i
            var n = 0
            while i < count, text[i] >= 0x30, text[i] <= 0x39 {
                if i - digitsStart < 7 { n = n * 10 + Int(text[i] - 0x30) }
                i += 1
            }
            guard i > digitsStart, i - digitsStart < 7 else { continue }
            skipSpaces(&i)
            if matches("character", at: i) || matches("char", at: i) { return n }
        }
        return nil
    }

    private static func isLetter(_ b: UInt8) -> Bool { (b >= 0x61 && b <= 0x7A) || b >= 0x80 }

    /// The text a placeholder of `type` is measured as (see the type's documentation).
    public static func sample(for type: PlaceholderType) -> String {
        switch type {
        case .object, .cString: "Aaaaaaaaaa"
        case .integer, .unsigned, .substitutionArgument: "1000"
        case .double: "1000.5"
        case .char: "A"
        case .pointer: "0x7fff0000"
        case .substitution: ""
        }
    }
}

/// A key's copy limit and where it comes from.
public struct CopyLimit: Sendable, Hashable {
    public var characters: Int
    public var origin: Origin

    public enum Origin: Sendable, Hashable {
        /// The project's `defaultLimit`.
        case projectDefault
        case bodyCopy
        case comment
        case configured(pattern: String)
    }

    public init(characters: Int, origin: Origin) {
        self.characters = characters
        self.origin = origin
    }
}

/// Key patterns where `*` matches any run of characters.
enum Glob {
    static func matches(_ pattern: String, _ text: String) -> Bool {
        if !pattern.containsByte(where: { $0 == UInt8(ascii: "*") }) { return pattern == text }
        var pattern = pattern, text = text
        return pattern.withUTF8 { p in text.withUTF8 { t in matches(p, t) } }
    }

    /// Patterns matched against many keys (`ScreenBudget`'s screens against every key of a
    /// table): each pattern's bytes are read once, and a key's once for all of them.
    struct Patterns {
        /// Each pattern, with its bytes when it has a `*` (one without is compared as a `String`,
        /// as `matches(_:_:)` does).
        private let patterns: [(text: String, bytes: [UInt8]?)]

        init(_ patterns: [String]) {
            self.patterns = patterns.map { ($0, $0.utf8.contains(UInt8(ascii: "*")) ? Array($0.utf8) : nil) }
        }

        /// Whether any pattern matches `key`, whose UTF-8 bytes are `bytes`.
        func matchAny(_ key: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            patterns.contains { pattern in
                guard let p = pattern.bytes else { return pattern.text == key }
                return p.withUnsafeBufferPointer { Glob.matches($0, bytes) }
            }
        }
    }

    private static func matches(_ p: UnsafeBufferPointer<UInt8>, _ t: UnsafeBufferPointer<UInt8>) -> Bool {
        var pi = 0, ti = 0, star = -1, mark = 0
        while ti < t.count {
            if pi < p.count, p[pi] == UInt8(ascii: "*") {
                star = pi; mark = ti; pi += 1
            } else if pi < p.count, p[pi] == t[ti] {
                pi += 1; ti += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; ti = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == UInt8(ascii: "*") { pi += 1 }
        return pi == p.count
    }
}
