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
/// than the current ones, and the evidence is more than an old text's (`isEvidence`):
/// translations of an English text rewritten since differ from it in shape in every language
/// at once (Unstoppable's “backup_prompt.warning”, two sentences now, one in all 8 of its
/// translations). So where the lengths fit less than `lengthGain` times better exchanged, the
/// sources must differ in how many sentences they have, not only in a final full stop, and
/// neither translation may share more names with its own source than with the other's (“VIP”
/// and “Unstoppable” in every translation of “settings.vip_support.description”). A key is in
/// one swap at most: one that mirrors several others (Unstoppable's
/// “wallet_connect.connect_description”, paired with four keys) is outdated, not swapped, unless
/// one pair counts in more languages than any other. A pair is reported once, when it counts in at least
/// `minimumLanguages` languages and in at least half the languages that translate both keys: a
/// translator's style choice in one language (dropping a period here, adding one there) is not
/// a swap. The languages then listed also include those where the exchanged pair fits better
/// on every signal together, though not on shape alone.
///
/// Only plain values (no plural or device variations) of translatable keys are compared.
public struct SwappedTranslation: Check {
    public static let id = "swapped-translation"
    public static let scope = CheckScope.table
    public static let defaultSeverity = Severity.warning
    public static let summary = "the translations of two keys look exchanged: each fits the other's source far better than its own, in several languages"
    public static let help = "Compare both keys' translations with both sources: when each translation says what the other key's source says, move each to the other key (in every language listed)."

    /// A pair must look exchanged in at least this many languages.
    static let minimumLanguages = 3

    public init() {}

    public func check(table run: LintRun, emit: (Finding) -> Void) {
        let table = run.table
        let comparison = Comparison(run)
        for swap in Self.swaps(in: comparison, table) {
            let a = table.entries[swap.first], b = table.entries[swap.second]
            let location = a.localization(for: swap.locales[0])?.content.stringUnit?.location ?? a.location
            let otherLocation = b.localization(for: swap.locales[0])?.content.stringUnit?.location ?? b.location
            emit(Finding(
                rule: Self.id, location: location, key: a.key, locale: nil,
                message: .swapped(a.key, b.key, swap.locales, swap.both, otherLocation)))
        }
    }

    /// The plain translations of a table, each with its source, by locale, and each locale's
    /// typical ratio of translation to source length: what the table-wide comparisons of
    /// shapes read (`swapped-translation`, `misplaced-translation`).
    struct Comparison {
        /// The plain source of each compared entry (by entry index), with its shape.
        var sources: [Text?]
        var locales: [String] = []
        /// Per locale: the compared keys (entry index, translation).
        var pairs: [[(entry: Int, text: Text)]] = []
        /// Per locale: the median ratio of translation to source length.
        var typicalRatios: [Double] = []

        init(_ run: LintRun) {
            let table = run.table
            let sourceLanguage = run.sourceLanguage
            var sources = [Text?](repeating: nil, count: table.entries.count)
            var locales: [String] = []
            var pairs: [[(entry: Int, text: Text)]] = []
            table.entries.withUnsafeBufferPointer { entries in
                for index in entries.indices where entries[index].isTranslatable {
                    let entry = entries.baseAddress! + index
                    guard let sourceValue = PlainText.source(of: entry.pointee, in: table) else { continue }
                    var source: Text?
                    for position in entry.pointee.localizations.indices {
                        // Read in place, not copied: a copy counts references to each of its strings.
                        let locale = entry.pointee.localizations[position].locale
                        guard locale != sourceLanguage, run.context.checksTranslations(in: locale),
                              let value = PlainText.value(entry.pointee.localizations[position].content), value != sourceValue, PlainText.hasLetters(value)
                        else { continue }
                        if source == nil { source = Text(sourceValue) }
                        // A table has a handful of locales: found by comparing codes, cheaper than hashing them.
                        let l = locales.firstIndex(of: locale) ?? {
                            locales.append(locale)
                            pairs.append([])
                            return locales.count - 1
                        }()
                        pairs[l].append((index, Text(value)))
                    }
                    if let source { sources[index] = source }
                }
            }
            self.sources = sources
            self.locales = locales
            self.pairs = pairs
            self.typicalRatios = pairs.map { translated in median(translated.map { $0.text.length / sources[$0.entry]!.length }) }
        }
    }

    /// Two entries whose translations look exchanged, with the languages.
    struct Swap {
        var first: Int
        var second: Int
        /// The codes of the languages, sorted.
        var locales: [String]
        /// How many languages translate both.
        var both: Int
    }

    /// The pairs of `comparison` that look exchanged in enough languages, in table order.
    static func swaps(in comparison: Comparison, _ table: StringTable) -> [Swap] {
        let sources = comparison.sources, locales = comparison.locales
        // Per pair of entries (lower index first): the locales where they look exchanged.
        var exchanged: [Pair: [Int]] = [:]
        for l in locales.indices {
            let translated = comparison.pairs[l]
            let ratio = comparison.typicalRatios[l]
            // The translations whose shape differs from their source's, by (source shape,
            // translation shape, source length band).
            var mismatched: [Signature: [Int]] = [:]
            for (i, pair) in translated.enumerated() {
                let source = sources[pair.entry]!
                guard source.shape != pair.text.shape else { continue }
                mismatched[Signature(source: source.shape, translation: pair.text.shape, band: band(source.length)), default: []].append(i)
            }
            for members in mismatched.values {
                for i in members {
                    let a = translated[i]
                    let sourceA = sources[a.entry]!
                    // B's source is shaped like A's translation, B's translation like A's source,
                    // and B's source is about as long as A's translation would make it.
                    let band = band(a.text.length / ratio)
                    for b in band - 1...band + 1 {
                        for j in mismatched[Signature(source: a.text.shape, translation: sourceA.shape, band: b)] ?? [] {
                            let other = translated[j]
                            guard a.entry < other.entry else { continue }
                            let sourceB = sources[other.entry]!
                            if fitsExchanged(sourceA, a.text, sourceB, other.text, ratio) {
                                exchanged[Pair(a.entry, other.entry), default: []].append(l)
                            }
                        }
                    }
                }
            }
        }

        var swaps: [Swap] = []
        var partners: [Int: [Int]] = [:]
        var counted: [Pair: [Int]] = [:]
        for (pair, found) in exchanged where found.count >= minimumLanguages {
            let sourceA = sources[pair.first]!, sourceB = sources[pair.second]!
            let evidence = found.filter { l in
                let translated = comparison.pairs[l]
                guard let a = translated.first(where: { $0.entry == pair.first })?.text,
                      let b = translated.first(where: { $0.entry == pair.second })?.text else { return false }
                return isEvidence(sourceA, a, sourceB, b, comparison.typicalRatios[l])
            }
            if evidence.count >= minimumLanguages { counted[pair] = evidence }
        }
        for (pair, found) in counted {
            partners[pair.first, default: []].append(found.count)
            partners[pair.second, default: []].append(found.count)
        }
        /// Whether `count` languages make the pair the entry's one swap: no other pair of it counts
        /// in as many.
        func isOnlySwap(of entry: Int, _ count: Int) -> Bool {
            partners[entry]!.filter { $0 >= count }.count == 1
        }
        for (pair, found) in counted.sorted(by: { $0.key < $1.key })
        where isOnlySwap(of: pair.first, found.count) && isOnlySwap(of: pair.second, found.count) {
            let a = table.entries[pair.first], b = table.entries[pair.second]
            guard let sourceA = sources[pair.first], let sourceB = sources[pair.second] else { continue }
            var both = 0
            var listed = Set(found)
            for (l, locale) in locales.enumerated() {
                guard let valueA = a.localization(for: locale).flatMap({ PlainText.value($0.content) }),
                      let valueB = b.localization(for: locale).flatMap({ PlainText.value($0.content) }),
                      valueA != sourceA.value, valueB != sourceB.value
                else { continue }
                both += 1
                if !listed.contains(l), fitsBetterExchanged(sourceA, Text(valueA), sourceB, Text(valueB), comparison.typicalRatios[l]) {
                    listed.insert(l)
                }
            }
            guard found.count * 2 >= both else { continue }
            swaps.append(Swap(first: pair.first, second: pair.second, locales: listed.map { locales[$0] }.sorted(), both: both))
        }
        return swaps
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

    /// How many times better the exchanged lengths must fit than the current ones to be
    /// evidence on their own: LinearMouse's first pair fits 5 to 20 times better exchanged.
    static let lengthGain = 2.0

    /// Whether a pair that fits exchanged in one language (`fitsExchanged`) is evidence of a swap
    /// there rather than of translations older than their sources: the lengths fit `lengthGain`
    /// times better exchanged, or both sources have sentences and not as many (LinearMouse's
    /// second pair: two sentences and one, 91 and 75 bytes), not a lone final full stop; and in
    /// either case no translation shares more names or words (`stems`) with its own source than
    /// with the other's.
    static func isEvidence(_ sourceA: Text, _ a: Text, _ sourceB: Text, _ b: Text, _ ratio: Double) -> Bool {
        let gain = distance(sourceA, a, ratio) * distance(sourceB, b, ratio) / (distance(sourceB, a, ratio) * distance(sourceA, b, ratio))
        guard gain >= lengthGain
            || (sourceA.shape.sentences > 0 && sourceB.shape.sentences > 0 && sourceA.shape.sentences != sourceB.shape.sentences)
        else { return false }
        let namesA = names(in: sourceA.value), namesB = names(in: sourceB.value)
        let stemsA = stems(in: sourceA.value), stemsB = stems(in: sourceB.value)
        let (namesOfA, namesOfB) = (names(in: a.value), names(in: b.value))
        let (stemsOfA, stemsOfB) = (stems(in: a.value), stems(in: b.value))
        let own = namesOfA.intersection(namesA.subtracting(namesB)).count + namesOfB.intersection(namesB.subtracting(namesA)).count
            + stemsOfA.intersection(stemsA.subtracting(stemsB)).count + stemsOfB.intersection(stemsB.subtracting(stemsA)).count
        let other = namesOfA.intersection(namesB.subtracting(namesA)).count + namesOfB.intersection(namesA.subtracting(namesB)).count
            + stemsOfA.intersection(stemsB.subtracting(stemsA)).count + stemsOfB.intersection(stemsA.subtracting(stemsB)).count
        return own <= other
    }

    /// The words of four letters or more of a text, lowercased and cut to their first five
    /// letters: what a translation shares with the source it was made from, where the language
    /// borrows or shares the word. breadwallet's German “… ein neues Wallet anlegen” and
    /// “bildschirmverändernde Apps” keep “wallet” and “apps” of their own keys' sources, older
    /// English rewritten since, whose lengths now fit the other key's (12 languages were said to
    /// be swapped); LinearMouse's swapped German “… scrollen; … wird live aktualisiert” shares
    /// “scrol” and “live” with the other key's source.
    static func stems(in text: String) -> Set<Substring> {
        var stems: Set<Substring> = []
        let lowered = text.lowercased()
        var i = lowered.startIndex
        while i < lowered.endIndex {
            guard lowered[i].isLetter else { i = lowered.index(after: i); continue }
            let end = lowered[i...].firstIndex { !$0.isLetter } ?? lowered.endIndex
            let word = lowered[i..<end]
            if word.count >= 4 { stems.insert(word.prefix(5)) }
            i = end
        }
        return stems
    }

    /// The words of a text that a translation keeps as written: runs of ASCII letters and
    /// digits with a digit or a capital after the first letter (“VIP”, “iCloud”, “2FA”), or a
    /// capital first letter where no sentence starts (“the Unstoppable team”).
    static func names(in text: String) -> Set<Substring> {
        var names: Set<Substring> = []
        var sentenceStart = true
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            guard c.isASCII, c.isLetter || c.isNumber else {
                if ".!?:;".contains(c) { sentenceStart = true } else if !c.isWhitespace { sentenceStart = false }
                i = text.index(after: i)
                continue
            }
            let end = text[i...].firstIndex { !($0.isASCII && ($0.isLetter || $0.isNumber)) } ?? text.endIndex
            let word = text[i..<end]
            if word.count >= 2, word.dropFirst().contains(where: { $0.isUppercase || $0.isNumber }) || word.first!.isNumber
                || (!sentenceStart && word.first!.isUppercase) {
                names.insert(word)
            }
            sentenceStart = false
            i = end
        }
        return names
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
        /// In UTF-8 bytes, which a native string knows without counting: the typical ratio is
        /// per language, so a script's bytes per character cancel out.
        var length: Double

        init(_ value: String) {
            self.value = value
            self.shape = Shape(value)
            self.length = Double(max(value.utf8.count, 1))
        }
    }

    /// What a text looks like, length aside.
    struct Shape: Hashable {
        /// Sentences ended by a mark (at most 4).
        var sentences: UInt8
        var ending: EndPunctuation.Ending.Mark
        /// How many `%` the text holds: its placeholders, counted without parsing them (their
        /// types are `placeholder-mismatch`'s business).
        var placeholders: UInt8

        init(_ value: String) {
            var percents: UInt8 = 0
            // One pass over the bytes: `.` `!` `?` `؟` end a sentence when white space or the
            // end follows (a format's `%.1f` or a version's `1.5` is none), `。` `！` `？` `।`
            // `။` `۔` (by their UTF-8 bytes) whatever follows; a run of marks counts once.
            var count = 0
            var pending = false
            var previousWasMark = false
            var b1: UInt8 = 0, b2: UInt8 = 0
            // Read from the string's storage: faster than its `utf8` view byte by byte.
            value.withUTF8Bytes { bytes in
                for byte in bytes {
                    if byte < 0x80, byte != 0x2E, byte != 0x21, byte != 0x3F {
                        // Most bytes: an ASCII character that is no mark.
                        if byte == 0x25 { percents &+= 1 }
                        if pending, byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D { count += 1 }
                        pending = false
                        previousWasMark = false
                        b2 = b1
                        b1 = byte
                        continue
                    }
                    let open = byte < 0x80 || (b1 == 0xD8 && byte == 0x9F)
                    let closed = byte >= 0x80 && ((b2 == 0xE3 && b1 == 0x80 && byte == 0x82) || (b2 == 0xEF && b1 == 0xBC && (byte == 0x81 || byte == 0x9F))
                        || (b2 == 0xE0 && b1 == 0xA5 && byte == 0xA4) || (b2 == 0xE1 && b1 == 0x81 && byte == 0x8B) || (b1 == 0xDB && byte == 0x94))
                    if open || closed {
                        if !previousWasMark { if closed { count += 1 } else { pending = true } }
                        previousWasMark = true
                    } else if byte & 0xC0 != 0x80 {
                        // ASCII or the first byte of a character: a new character.
                        if pending, byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D { count += 1 }
                        pending = false
                        previousWasMark = false
                    }
                    b2 = b1
                    b1 = byte
                }
            }
            if pending { count += 1 }
            ending = EndPunctuation.Ending(value).mark
            if ending != .none, ending != .ellipsis { count = max(count, 1) }
            sentences = UInt8(min(count, 4))
            placeholders = percents
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
