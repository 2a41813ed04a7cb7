import StringsgenModel

/// Two keys whose translations were exchanged: in several languages the translation of A fits
/// B's source and B's translation fits A's source, while neither fits its own. LinearMouse
/// shipped "Use Hold, Then Press" reading, in 30 languages, "Press, hold, combine buttons, drag,
/// or scroll; …", and the long hint reading "Use Hold, Then Press".
///
/// "Fits" is the shape of a text: its sentence count, how it ends (`.` `?` `!` `:` `…` or
/// nothing, each language's own marks included: `。` `।` `။` `؟` `？`), its placeholders, and
/// its length against the language's typical translation-to-source ratio in this table. Per
/// language, a translation whose shape differs from its source's is indexed by (source shape,
/// translation shape, source length band); a key B is a candidate partner of A when its entry
/// is the mirror image of A's, so candidates come from one hash lookup each and the cost stays
/// linear in the table. A pair counts in a language when the exchanged lengths also fit better
/// than the current ones. A pair is reported once, when it counts in at least
/// `minimumLanguages` languages and in at least half the languages that translate both keys: a
/// translator's style choice in one language (dropping a period here, adding one there) is not
/// a swap. The languages then listed also include those where the exchanged pair fits better
/// on every signal together, though not on shape alone.
///
/// Only plain values (no plural or device variations) of translatable keys are compared.
public struct SwappedTranslation: Check {
    public static let id = "swapped-translation"
    public static let defaultSeverity = Severity.warning
    public static let summary = "the translations of two keys look exchanged: each fits the other's source far better than its own, in several languages"
    public static let help = "Compare both keys' translations with both sources: when each translation says what the other key's source says, move each to the other key (in every language listed)."

    /// A pair must look exchanged in at least this many languages.
    static let minimumLanguages = 3

    public init() {}

    public func check(table run: LintRun, emit: (Finding) -> Void) {
        let table = run.table
        let sourceLanguage = run.sourceLanguage
        // The plain source of each compared entry, with its shape.
        var sources: [Int: Text] = [:]
        // Per locale: the compared keys (entry index, translation).
        var localeIndex: [String: Int] = [:]
        var locales: [String] = []
        var pairs: [[(entry: Int, text: Text)]] = []
        for (index, entry) in table.entries.enumerated() where entry.isTranslatable {
            let sourceLocalization = entry.localization(for: sourceLanguage)
            let sourceValue: String
            if let sourceLocalization {
                guard let value = Self.plainValue(sourceLocalization.content) else { continue }
                sourceValue = value
            } else {
                // A catalog without a source value shows the key; a legacy table's key is no text.
                guard table.format == .xcstrings else { continue }
                sourceValue = entry.key
            }
            guard Self.hasLetters(sourceValue) else { continue }
            var source: Text?
            for localization in entry.localizations where localization.locale != sourceLanguage {
                guard let value = Self.plainValue(localization.content), value != sourceValue, Self.hasLetters(value) else { continue }
                if source == nil { source = Text(sourceValue) }
                let l = localeIndex[localization.locale] ?? {
                    localeIndex[localization.locale] = locales.count
                    locales.append(localization.locale)
                    pairs.append([])
                    return locales.count - 1
                }()
                pairs[l].append((index, Text(value)))
            }
            if let source { sources[index] = source }
        }

        // Per pair of entries (lower index first): the locales where they look exchanged.
        var exchanged: [Pair: [Int]] = [:]
        var typicalRatios = [Double](repeating: 1, count: locales.count)
        for l in locales.indices {
            let translated = pairs[l]
            let ratio = Self.median(translated.map { $0.text.length / sources[$0.entry]!.length })
            typicalRatios[l] = ratio
            // The translations whose shape differs from their source's, by (source shape,
            // translation shape, source length band).
            var mismatched: [Signature: [Int]] = [:]
            for (i, pair) in translated.enumerated() {
                let source = sources[pair.entry]!
                guard source.shape != pair.text.shape else { continue }
                mismatched[Signature(source: source.shape, translation: pair.text.shape, band: Self.band(source.length)), default: []].append(i)
            }
            for members in mismatched.values {
                for i in members {
                    let a = translated[i]
                    let sourceA = sources[a.entry]!
                    // B's source is shaped like A's translation, B's translation like A's source,
                    // and B's source is about as long as A's translation would make it.
                    let band = Self.band(a.text.length / ratio)
                    for b in band - 1...band + 1 {
                        for j in mismatched[Signature(source: a.text.shape, translation: sourceA.shape, band: b)] ?? [] {
                            let other = translated[j]
                            guard a.entry < other.entry else { continue }
                            let sourceB = sources[other.entry]!
                            if Self.fitsExchanged(sourceA, a.text, sourceB, other.text, ratio) {
                                exchanged[Pair(a.entry, other.entry), default: []].append(l)
                            }
                        }
                    }
                }
            }
        }

        for (pair, found) in exchanged.sorted(by: { $0.key < $1.key }) where found.count >= Self.minimumLanguages {
            let a = table.entries[pair.first], b = table.entries[pair.second]
            guard let sourceA = sources[pair.first], let sourceB = sources[pair.second] else { continue }
            var both = 0
            var listed = Set(found)
            for (l, locale) in locales.enumerated() {
                guard let valueA = a.localization(for: locale).flatMap({ Self.plainValue($0.content) }),
                      let valueB = b.localization(for: locale).flatMap({ Self.plainValue($0.content) }),
                      valueA != sourceA.value, valueB != sourceB.value
                else { continue }
                both += 1
                if !listed.contains(l), Self.fitsBetterExchanged(sourceA, Text(valueA), sourceB, Text(valueB), typicalRatios[l]) {
                    listed.insert(l)
                }
            }
            guard found.count * 2 >= both else { continue }
            let codes = listed.map { locales[$0] }.sorted()
            let location = a.localization(for: codes[0])?.content.stringUnit?.location ?? a.location
            emit(Finding(
                rule: Self.id, location: location, key: a.key, locale: nil,
                message: .swapped(a.key, b.key, codes, both, b.localization(for: codes[0])?.content.stringUnit?.location ?? b.location)))
        }
    }

    /// The value of content that is one string unit, without variations or substitutions.
    static func plainValue(_ content: LocalizedContent) -> String? {
        guard content.variations == nil, content.substitutions == nil, let value = content.stringUnit?.value else { return nil }
        return value
    }

    static func hasLetters(_ value: String) -> Bool {
        value.unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    /// A length band: each is about 1.4 times as long as the one before.
    static func band(_ length: Double) -> Int {
        var band = 0
        var bound = 1.0
        while length >= bound * 1.4142135623730951 { bound *= 1.4142135623730951; band += 1 }
        return band
    }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 1 }
        return values.sorted()[values.count / 2]
    }

    /// How far the lengths of `translation` and `source` are from the language's typical ratio,
    /// as a factor (1 when typical): distances add as their logarithms, so factors multiply.
    static func distance(_ source: Text, _ translation: Text, _ ratio: Double) -> Double {
        let q = translation.length / source.length / ratio
        return q >= 1 ? q : 1 / q
    }

    /// Whether A's translation against B's source and B's against A's are closer to the
    /// typical ratio than each against its own source (the shapes already match exchanged).
    static func fitsExchanged(_ sourceA: Text, _ a: Text, _ sourceB: Text, _ b: Text, _ ratio: Double) -> Bool {
        distance(sourceB, a, ratio) * distance(sourceA, b, ratio) < distance(sourceA, a, ratio) * distance(sourceB, b, ratio)
    }

    /// For a pair already found in other languages: whether, in one more language, the
    /// exchanged translations fit better: in fewer shape signals with lengths not a quarter
    /// worse, or in no more shape signals with lengths half again better.
    static func fitsBetterExchanged(_ sourceA: Text, _ a: Text, _ sourceB: Text, _ b: Text, _ ratio: Double) -> Bool {
        let currentShape = sourceA.shape.differences(from: a.shape) + sourceB.shape.differences(from: b.shape)
        let exchangedShape = sourceB.shape.differences(from: a.shape) + sourceA.shape.differences(from: b.shape)
        let current = distance(sourceA, a, ratio) * distance(sourceB, b, ratio)
        let exchanged = distance(sourceB, a, ratio) * distance(sourceA, b, ratio)
        return (exchangedShape < currentShape && exchanged <= current * 1.25)
            || (exchangedShape <= currentShape && exchanged * 1.5 < current)
    }

    /// A value with what is compared of it.
    struct Text {
        var value: String
        var shape: Shape
        /// In Unicode scalars (the ratios compare a language with itself, so scalars serve).
        var length: Double

        init(_ value: String) {
            self.value = value
            self.shape = Shape(value)
            self.length = Double(max(value.unicodeScalars.count, 1))
        }
    }

    /// What a text looks like, length aside.
    struct Shape: Hashable {
        /// Sentences ended by a mark (at most 4).
        var sentences: UInt8
        var ending: Ending
        /// The placeholders' types, sorted.
        var placeholders: [String]

        enum Ending: UInt8 { case none, period, question, exclamation, colon, ellipsis }

        static let terminators: Set<Unicode.Scalar> = [".", "!", "?", "。", "！", "？", "।", "။", "۔", "؟"]
        /// Terminators that end a sentence without a space after them.
        static let closedTerminators: Set<Unicode.Scalar> = ["。", "！", "？", "।", "။", "۔"]
        static let closers: Set<Unicode.Scalar> = ["\"", "'", "”", "’", "»", ")", "」", "』", " "]

        init(_ value: String) {
            placeholders = value.contains("%")
                ? FormatString(value).placeholders.map { "\($0.type)" }.sorted() : []
            var text = Array(value.withoutFormatSpecifiers.unicodeScalars)
            while let last = text.last, last.properties.isWhitespace { text.removeLast() }
            var count = 0
            for (i, scalar) in text.enumerated() where Self.terminators.contains(scalar) {
                if i > 0, Self.terminators.contains(text[i - 1]) { continue }
                let next = i + 1 < text.count ? text[i + 1] : nil
                if Self.closedTerminators.contains(scalar) || next == nil || next!.properties.isWhitespace { count += 1 }
            }
            var end = text.count
            while end > 0, Self.closers.contains(text[end - 1]) { end -= 1 }
            let last = end > 0 ? text[end - 1] : nil
            switch last {
            case "…": ending = .ellipsis
            case ".", "。", "।", "။", "۔": ending = end >= 3 && text[end - 2] == "." && text[end - 3] == "." ? .ellipsis : .period
            case "?", "？", "؟": ending = .question
            case "!", "！": ending = .exclamation
            case ":", "：": ending = .colon
            default: ending = .none
            }
            if ending != .none, ending != .ellipsis { count = max(count, 1) }
            sentences = UInt8(min(count, 4))
        }

        /// How many of the three signals differ.
        func differences(from other: Shape) -> Int {
            (sentences == other.sentences ? 0 : 1) + (ending == other.ending ? 0 : 1) + (placeholders == other.placeholders ? 0 : 1)
        }
    }

    struct Signature: Hashable {
        var source: Shape
        var translation: Shape
        var band: Int
    }

    struct Pair: Hashable, Comparable {
        var first: Int
        var second: Int
        init(_ first: Int, _ second: Int) { (self.first, self.second) = (first, second) }
        static func < (l: Pair, r: Pair) -> Bool { (l.first, l.second) < (r.first, r.second) }
    }
}

extension String {
    fileprivate static func swapped(_ a: String, _ b: String, _ locales: [String], _ both: Int, _ otherLocation: SourceLocation) -> String {
        let shown = locales.count > 12 ? locales.prefix(12).joined(separator: ", ") + ", …" : locales.joined(separator: ", ")
        return "the translations of ‘\(a)’ and ‘\(b)’ (line \(otherLocation.line)) look swapped in \(locales.count) of the \(both) languages that translate both (\(shown)): each fits the other key's source; move each translation to the other key"
    }
}
