/// The lookup code every generated table carries, nested in its enum: it needs nothing but
/// Foundation, so an app never links stringsgen. Written as Swift text with `«name»` slots the
/// generator fills, so what it emits can be read here as it will read in the generated file.
///
/// How an accessor resolves (README, "Plural forms at run time"):
/// 1. The language: the one `locale:` asks for, else the pinned one, else the one the bundle
///    chose for the user (`Bundle.preferredLocalizations`, which honours an app's own language
///    setting on Apple platforms), matched against the languages the table has by BCP 47
///    fallback (`pt-BR` → `pt`), else the development language.
/// 2. The text: a plural key's form for the count by the language's CLDR rule (an explicit
///    `zero` form for 0 first, as Apple's Foundation does in every language; a form the
///    translation lacks falls back to its `other`); each `%N$#@name@` substitution replaced by
///    its form for argument N the same way. A language whose resources lack the key shows the
///    development language's text, chosen by the development language's rule.
/// 3. Formatting with `String(format:locale:arguments:)`, only for keys that take arguments:
///    a key without arguments is literal text (`50%` stays `50%`).
enum AccessorRuntime {
    /// Pinning, languages and lookup for plural selection done by the generated code.
    static let selecting = #"""
        /// Pins the language of this table's accessors for the duration of a task (tests):
        /// `«namespace».«type».Language.$pinned.withValue("de") { ... }`. nil, the default,
        /// follows the bundle's choice. SwiftUI views pass `locale:` to an accessor instead
        /// (`@Environment(\.locale)`): a task-local value is not in effect while `body` runs.
        «access»enum Language {
            @TaskLocal «access»static var pinned: String?
        }

        /// The languages this table has resources for, the development language first.
        private static let _languages: [String] = [«languages»]

        /// A plain key's text: literal, never formatted. `source` (the development language's text,
        /// compiled in) stands in where the resources lack the key, never the key itself.
        private static func _text(_ key: String, _ source: String, _ locale: Locale?) -> String {
            _Localization(locale).bundle.localizedString(forKey: key, value: source, table: «table»)
        }

        /// `key`'s text with its plural form and substitutions chosen for the arguments, formatted.
        /// `operands` holds each argument's plural operands (nil for one that is not a number);
        /// `count` is the argument a plural variation is chosen by; `substitutions` says whether
        /// a language of the table writes the key with `%#@name@` substitutions.
        private static func _format(
            _ key: String, _ source: String, _ locale: Locale?, _ arguments: [CVarArg], _ operands: [_PluralOperands?], count: Int? = nil,
            substitutions: Bool = false, devices: Bool = false
        ) -> String {
            var localization = _Localization(locale)
            // A key with device variations reads this device's (`_deviceKey`, in the device section).
            var variant = devices ? _deviceKey(key, localization) : key
            var template = localization.template(variant, count.flatMap { operands[$0] }, substitutions)
            if template == nil {
                localization = _Localization(language: 0, locale: localization.locale)
                variant = devices ? _deviceKey(key, localization) : key
                template = localization.template(variant, count.flatMap { operands[$0] }, substitutions)
            }
            let format = localization.substituting(in: template ?? source, key: variant, operands)
            let (compacted, used) = _compacting(format, arguments)
            return String(format: compacted, locale: localization.locale, arguments: used)
        }

        /// `format` and `arguments` without the positions no specifier uses (`%2$lld` alone →
        /// `%1$lld` with the second argument only): `String(format:)` cannot skip an argument whose
        /// type no specifier names, which a form without its number leaves (Arabic `two`: "تمرينان").
        private static func _compacting(_ format: String, _ arguments: [CVarArg]) -> (String, [CVarArg]) {
            guard format.contains("$") else { return (format, arguments) }
            var pieces: [(text: Substring, position: Int?)] = []
            var rest = Substring(format)
            while let percent = rest.firstIndex(of: "%") {
                let after = rest[rest.index(after: percent)...]
                if after.first == "%" {
                    pieces.append((rest[...after.startIndex], nil))
                    rest = after.dropFirst()
                    continue
                }
                let digits = after.prefix(while: { $0.isASCII && $0.isNumber })
                // A specifier without a position: its argument follows the one before, so nothing may move.
                guard let position = Int(digits), position > 0, after[digits.endIndex...].first == "$" else { return (format, arguments) }
                pieces.append((rest[...percent], position))
                rest = after[after.index(after: digits.endIndex)...]
            }
            let used = Set(pieces.compactMap(\.position)).sorted()
            guard let last = used.last, last > used.count, last <= arguments.count else { return (format, arguments) }
            var compacted = ""
            for piece in pieces {
                compacted += piece.text
                if let position = piece.position { compacted += "\(used.firstIndex(of: position)! + 1)$" }
            }
            return (compacted + rest, used.map { arguments[$0 - 1] })
        }

        /// What lookups share, found once per process: each language's `.lproj` bundle (opening a
        /// bundle costs far more than a lookup), its tag for matching, its locale, and the user's
        /// language (Foundation, too, chooses it once per process).
        private final class _Resources: @unchecked Sendable {
            static let shared = _Resources()
            let bundles: [Bundle]
            let tags: [String]
            let locales: [Locale]
            let userLanguage: Int

            private init() {
                let bundle = «bundle»
                // SwiftPM bundles `en-XA.lproj` as `en-xa.lproj`.
                bundles = _languages.map { language in
                    (bundle.path(forResource: language, ofType: "lproj") ?? bundle.path(forResource: language.lowercased(), ofType: "lproj"))
                        .flatMap(Bundle.init(path:)) ?? bundle
                }
                tags = _languages.map { $0.replacingOccurrences(of: "_", with: "-").lowercased() }
                locales = _languages.map(Locale.init(identifier:))
                #if canImport(Darwin)
                // The bundle's choice for the user, an app's own language setting included.
                let preferred = bundle.preferredLocalizations
                #else
                // Linux Foundation's `preferredLocalizations` is the first `.lproj` it lists, not a choice.
                let preferred = Locale.preferredLanguages
                #endif
                userLanguage = _Resources.match(preferred, in: tags)
            }

            /// The first of `preferences` the table has, by exact tag, then shorter tags; else the
            /// development language.
            static func match(_ preferences: [String], in tags: [String]) -> Int {
                for preference in preferences {
                    let identifier = preference.split(separator: "@").first.map(String.init) ?? ""
                    var tag = Substring(identifier.replacingOccurrences(of: "_", with: "-").lowercased())
                    while !tag.isEmpty {
                        if let index = tags.firstIndex(where: { $0 == tag }) { return index }
                        tag = tag.lastIndex(of: "-").map { tag[..<$0] } ?? ""
                    }
                }
                return 0
            }
        }

        /// One language's resources and plural rule.
        private struct _Localization {
            let bundle: Bundle
            let locale: Locale
            let rule: (_PluralOperands) -> _PluralCategory

            init(_ locale: Locale?) {
                let resources = _Resources.shared
                if let pinned = locale?.identifier ?? Language.pinned {
                    let language = _Resources.match([pinned], in: resources.tags)
                    self.init(language: language, locale: locale ?? resources.locales[language])
                } else {
                    self.init(language: resources.userLanguage, locale: Locale.current)
                }
            }

            init(language: Int, locale: Locale) {
                bundle = _Resources.shared.bundles[language]
                self.locale = locale
                rule = _pluralRule(for: _languages[language])
            }

            /// The text of `key` in this language, nil where its resources lack it.
            func string(_ key: String) -> String? {
                let text = bundle.localizedString(forKey: key, value: nil, table: «table»)
                return text == key ? nil : text
            }

            /// A plural key's form for `count`, else the key's text with its substitutions, else
            /// the key's text (a translation may do without what the source uses).
            func template(_ key: String, _ count: _PluralOperands?, _ substitutions: Bool) -> String? {
                if let count, let form = form(key + "|==|plural.", count) { return form }
                if substitutions, let format = string(key + "|==|format") { return format }
                return string(key)
            }

            /// The form for `operands` among the keys `prefix` + category: an explicit `zero`
            /// form for 0, else the language's category, else `other`.
            func form(_ prefix: String, _ operands: _PluralOperands) -> String? {
                if operands.isZero, let zero = string(prefix + "zero") { return zero }
                return string(prefix + rule(operands).rawValue) ?? string(prefix + "other")
            }

            /// `template` with each `%N$#@name@` replaced by substitution `name`'s form for argument N.
            func substituting(in template: String, key: String, _ operands: [_PluralOperands?]) -> String {
                guard template.contains("#@") else { return template }
                var result = ""
                var rest = Substring(template)
                while let percent = rest.firstIndex(of: "%") {
                    result += rest[..<percent]
                    rest = rest[rest.index(after: percent)...]
                    let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
                    let marker = rest[digits.endIndex...]
                    if let position = Int(digits), position >= 1, position <= operands.count, marker.hasPrefix("$#@"),
                       let end = marker.dropFirst(3).firstIndex(of: "@") {
                        let name = String(marker[marker.index(marker.startIndex, offsetBy: 3)..<end])
                        let prefix = key + "|==|substitution." + name + ".plural."
                        result += operands[position - 1].flatMap { form(prefix, $0) } ?? string(prefix + "other") ?? ""
                        rest = marker[marker.index(after: end)...]
                    } else {
                        // Any other specifier, `%%` included, is String(format:)'s business.
                        result += "%"
                        if rest.first == "%" {
                            result += "%"
                            rest = rest.dropFirst()
                        }
                    }
                }
                return result + rest
            }
        }
        """#

    /// Device variations chosen on the device, emitted with `selecting` (its `_format` calls `_deviceKey`).
    /// The device is read once per process without UIKit (an accessor is nonisolated, and
    /// `UIDevice` is main-actor): the platform at compile time, and on iOS the model identifier
    /// (`hw.machine`, or the simulator's `SIMULATOR_MODEL_IDENTIFIER`).
    static let devices = #"""
        /// The device whose variations this table's accessors show, as a catalog names it:
        /// `iphone`, `ipad`, `ipod`, `mac` (a Mac, and a Mac Catalyst app), `applewatch`, `appletv`,
        /// `vision`; a key without a variation for it shows its `other` one. Pin another for the
        /// duration of a task (tests, and Linux, where none applies):
        /// `«namespace».«type».Device.$pinned.withValue("ipad") { ... }`.
        «access»enum Device {
            @TaskLocal «access»static var pinned: String?

            /// The device this process runs on; `other` where no variation names it (Linux).
            «access»static let current: String = {
                #if os(visionOS)
                return "vision"
                #elseif os(watchOS)
                return "applewatch"
                #elseif os(tvOS)
                return "appletv"
                #elseif os(macOS) || targetEnvironment(macCatalyst)
                return "mac"
                #elseif os(iOS)
                // An iPhone or iPad app on a Mac with Apple silicon runs as an iPad.
                if #available(iOS 14.0, *), ProcessInfo.processInfo.isiOSAppOnMac { return "ipad" }
                #if targetEnvironment(simulator)
                let model = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] ?? ""
                #else
                var size = 0
                sysctlbyname("hw.machine", nil, &size, nil, 0)
                var machine = [CChar](repeating: 0, count: max(size, 1))
                sysctlbyname("hw.machine", &machine, &size, nil, 0)
                let model = String(cString: machine)
                #endif
                return named(model: model)
                #else
                return "other"
                #endif
            }()

            /// The iOS device a model identifier names: `iPad13,1` → `ipad`, `iPod9,1` → `ipod`, else `iphone`.
            static func named(model: String) -> String {
                if model.hasPrefix("iPad") { return "ipad" }
                if model.hasPrefix("iPod") { return "ipod" }
                return "iphone"
            }
        }

        /// `key`'s variant for this device in `localization`: `key|==|device.<device>`, else
        /// `key|==|device.other`, where the resources have it; else `key` (which holds the `other`
        /// device's text, else the first device's).
        private static func _deviceKey(_ key: String, _ localization: _Localization) -> String {
            for device in [Device.pinned ?? Device.current, "other"] {
                let variant = key + "|==|device." + device
                if localization.string(variant) != nil { return variant }
            }
            return key
        }

        /// A plain key's text for this device: literal, never formatted; the development
        /// language's where the language lacks the key, `source` where the resources lack it.
        private static func _deviceText(_ key: String, _ source: String, _ locale: Locale?) -> String {
            var localization = _Localization(locale)
            if localization.string(key) == nil { localization = _Localization(language: 0, locale: localization.locale) }
            return localization.string(_deviceKey(key, localization)) ?? source
        }
        """#

    /// The plural category and operand types the compiled rules (`PluralRuleFunctions`) take.
    static let pluralTypes = #"""
        /// A CLDR plural category; its raw value names the form in the resources.
        private enum _PluralCategory: String {
            case zero, one, two, few, many, other
        }

        /// CLDR's plural operands of a number as it is shown: `i` its integer digits, `v` how
        /// many fraction digits it shows, `f` those digits, `t` and `w` the same without trailing
        /// zeros (`1.50`: i 1, v 2, f 50, t 5, w 1). Whole numbers past 10^15 keep their last 15
        /// digits and their size: no rule looks further.
        private struct _PluralOperands {
            var i: UInt64
            var v: UInt64 = 0
            var w: UInt64 = 0
            var f: UInt64 = 0
            var t: UInt64 = 0
            let c: UInt64 = 0
            let e: UInt64 = 0

            /// What Apple's explicit `zero` form is for: the whole number 0. Not 0.0 as `%f` shows it,
            /// which Foundation's `.stringsdict` handling gives `other` (docs/design-notes.md, fact 10).
            var isZero: Bool { i == 0 && v == 0 }

            init(_ value: Int) {
                self.init(whole: UInt64(value.magnitude))
            }

            init(_ value: UInt) {
                self.init(whole: UInt64(value))
            }

            init(whole: UInt64) {
                i = whole < 1_000_000_000_000_000 ? whole : 1_000_000_000_000_000 + whole % 1_000_000_000_000_000
            }

            /// The operands of `value` as `format` (the argument's own specifier) shows it.
            init(_ value: Double, format: String) {
                let shown = String(format: format, locale: nil, value)
                let number = shown.drop(while: { !($0.isASCII && $0.isNumber) })
                let integer = number.prefix(while: { $0.isASCII && $0.isNumber })
                let fraction = number.dropFirst(integer.count).first == "." ? number.dropFirst(integer.count + 1).prefix(while: { $0.isASCII && $0.isNumber }) : ""
                let significant = fraction.count > 15 ? fraction.prefix(15) : fraction
                let trimmed = significant.reversed().drop(while: { $0 == "0" }).reversed()
                self.init(whole: integer.count > 15 ? 1_000_000_000_000_000 + (UInt64(integer.suffix(15)) ?? 0) : UInt64(integer) ?? 0)
                v = UInt64(fraction.count)
                f = UInt64(significant) ?? 0
                w = UInt64(trimmed.count)
                t = UInt64(String(trimmed)) ?? 0
            }
        }
        """#

    /// Pinning and lookup when plural forms are left to Foundation's `.stringsdict`
    /// (`"stringsdict" : true`): the text is the one Foundation chooses.
    static let foundation = #"""
        /// Pins the language of this table's accessors for the duration of a task (tests):
        /// `«namespace».«type».Language.$pinned.withValue("de") { ... }`. nil, the default,
        /// follows the bundle's choice. SwiftUI views pass `locale:` to an accessor instead.
        «access»enum Language {
            @TaskLocal «access»static var pinned: String?
        }

        /// The bundle and locale for `locale`, or the pinned language, else the user's.
        private static func _bundle(_ locale: Locale?) -> (Bundle, Locale) {
            let bundle = «bundle»
            guard let language = locale?.identifier ?? Language.pinned else { return (bundle, Locale.current) }
            let path = bundle.path(forResource: language, ofType: "lproj")
                ?? bundle.path(forResource: String(language.prefix(while: { $0 != "_" && $0 != "-" })), ofType: "lproj")
            return (path.flatMap(Bundle.init(path:)) ?? bundle, locale ?? Locale(identifier: language))
        }

        /// A plain key's text: literal, never formatted; `source` where the resources lack the key.
        private static func _text(_ key: String, _ source: String, _ locale: Locale?) -> String {
            _bundle(locale).0.localizedString(forKey: key, value: source, table: «table»)
        }

        /// `key`'s text formatted by Foundation, which applies the `.stringsdict` plural rules.
        private static func _format(_ key: String, _ source: String, _ locale: Locale?, _ arguments: [CVarArg]) -> String {
            let (bundle, locale) = _bundle(locale)
            return String(format: bundle.localizedString(forKey: key, value: source, table: «table»), locale: locale, arguments: arguments)
        }
        """#

    /// `template` with each `«name»` slot replaced by `values[name]`.
    static func filling(_ template: String, _ values: [String: String]) -> [String] {
        var text = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "«"), let close = rest[open...].firstIndex(of: "»") {
            let name = String(rest[rest.index(after: open)..<close])
            guard let value = values[name] else { preconditionFailure("the accessor runtime's slot «\(name)» has no value") }
            text += rest[..<open] + value
            rest = rest[rest.index(after: close)...]
        }
        text += rest
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
