import Testing
@testable import StringsgenChecks

/// The one-pass searches of `Glossary` and `DoNotTranslate` held against the searches they
/// replace (the standard library's `lowercased()`, `firstRange(of:)` on characters and scalars),
/// on every short text made of pieces that hit their edges: cases that fold to other lengths, characters canonically
/// equal to ASCII, combining marks after a term's letters, overlapping occurrences.
@Suite struct TermSearchTests {
    /// Pieces texts are made of: words, terms, separators, and the characters where a byte
    /// search and a character search could part.
    static let pieces: [String] = [
        "streak", "Streak", "STREAKS", "a", "aa", "a-a", "-", " ", "\n", "\r\n", "’", "%@", "1", "x",
        "\u{301}",  // combining acute: “streak\u{301}” is not “streak” as characters
        "\u{37E}", "\u{1FEF}", ";", "`", "\u{212A}", "K", "İ", "ß", "ẞ", "Σ", "ς", "Ω", "\u{2126}",
        "серия", "Серию", "СЕРИЯ", "série", "se\u{301}rie", "SÉRIE", "قالب", "قالبًا", "\u{0600}",
        "𐐀", "𐐨", "👍🏽", "\u{200D}", "é", "Ǆ", "ǅ", "ﬃ", "ﬀ", "\u{1E9E}",
    ]

    /// Every text of one or two pieces, and every text of three of the `edges` pieces.
    static func texts(_ pieces: [String] = pieces) -> [String] {
        let edges = ["streak", "a", "a-a", "-", " ", "\r\n", "’", "\u{301}", "\u{37E}", ";", "\u{212A}", "İ", "Σ", "серия", "\u{0600}", "x"]
        var texts = pieces
        for a in pieces { for b in pieces { texts.append(a + b) } }
        for a in edges { for b in edges { for c in edges { texts.append(a + b + c) } } }
        return texts
    }

    @Test func foldingIsLowercased() {
        var folder = LowercaseFolder()
        for text in Self.texts() {
            folder.fold(text)
            #expect(folder.withBytes { Array($0) } == Array(text.lowercased().utf8), "\(text.debugDescription)")
        }
        folder.fold("AB")
        folder.append(byte: 0x0A)
        folder.fold("ÇD", appending: true)
        #expect(folder.string == "ab\nçd")
    }

    @Test func everyOccurrenceOfEveryPattern() {
        let patterns = ["a", "aa", "a-a", "streak", "ser", "серия", "\u{301}", "ak", "k"]
        let search = MultiPatternSearch(patterns.map { Array($0.utf8) })
        for text in Self.texts() {
            let bytes = Array(text.utf8)
            var found: [[Int]] = Array(repeating: [], count: patterns.count)
            bytes.withUnsafeBufferPointer { search.forEachMatch(in: $0) { found[$0].append($1) } }
            for (p, pattern) in patterns.enumerated() {
                let needle = Array(pattern.utf8)
                let expected = needle.count > bytes.count ? [] : (needle.count...bytes.count).filter { Array(bytes[($0 - needle.count)..<$0]) == needle }
                #expect(found[p] == expected, "\(pattern) in \(text.debugDescription)")
            }
        }
    }

    @Test func sourceTermsAreWordStartsAsCharacters() {
        let terms = ["streak", "a", "a-a", "aa", "k", "x;", "série", "серия", "1", "s"]
        let search = SourceTerms(terms + ["streak"])
        #expect(search.index == Array(0..<terms.count) + [0])
        var folder = LowercaseFolder()
        for text in Self.texts() {
            let lowered = text.lowercased()
            folder.fold(text)
            let any = search.findUsed(in: folder)
            let expected = terms.map { lowered.hasWord(startingWith: $0) }
            #expect(terms.indices.map { search.isUsed($0) } == expected, "\(text.debugDescription)")
            #expect(any == expected.contains(true))
        }
    }

    @Test func translationsAreFoundAsUsesFindsThem() {
        let translations = ["série", "серия", "قالب", "7-tage-serie", "ta série", "a b", "streak", "ser ser"]
        let search = TranslationSearch(translations.enumerated().map { ($0.offset + 100, $0.element) })
        var folder = LowercaseFolder()
        for text in Self.texts() {
            let lowered = text.lowercased()
            search.clear()
            folder.fold(text)
            folder.withBytes { search.search($0) }
            for (i, translation) in translations.enumerated() {
                #expect(search.isUsed(i + 100) == Glossary.uses(translation, in: lowered), "\(translation) in \(text.debugDescription)")
            }
        }
    }

    @Test func doNotTranslateTermsAreFoundByteForByte() {
        let terms = ["StandFit Pro", "StandFit", "Stand", "Fit", "серия", "a-a"]
        let search = DoNotTranslateTerms(terms)
        #expect(search.covers(0, 1) && search.covers(1, 2) && !search.covers(2, 1) && search.covers(0, 3))
        for text in Self.texts(Self.pieces + ["StandFit", "Standfit", "Stand", "Fit", " Pro", "STANDFIT"]) {
            let any = search.find(in: text)
            #expect(terms.indices.map { search.inSource[$0] } == terms.map { text.containsExactly($0) }, "\(text.debugDescription)")
            #expect(any == terms.contains { text.containsExactly($0) })
            search.findInTranslation(text)
            #expect(search.inTranslation == search.inSource)
        }
    }
}
