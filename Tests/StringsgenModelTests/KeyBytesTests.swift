import Testing
import StringsgenModel

/// Keys compare by their UTF-8 bytes, not by Swift's canonical equivalence.
@Suite struct KeyBytesTests {
    static let names = [
        "", "a", "ab", "b", "de", "de-CH", "en", "en-GB", "fr", "one", "other", "zh-Hans", "zh-Hant",
        "A", "caf\u{E9}", "cafe\u{301}", "\u{1F600}", "\u{FFFD}", "a\u{0}", String(repeating: "x", count: 40),
    ]

    /// `precedes` is the order of the bytes, as the standard library compares two byte arrays.
    @Test func precedesIsTheOrderOfTheBytes() {
        for a in Self.names {
            for b in Self.names {
                #expect(KeyBytes.precedes(a, b) == Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8)), "\(a.debugDescription) \(b.debugDescription)")
            }
        }
    }

    /// "é" and "e" + U+0301 are one string to `==` and two keys here.
    @Test func canonicallyEquivalentNamesAreTwo() {
        #expect("caf\u{E9}" == "cafe\u{301}")
        #expect(KeyBytes("caf\u{E9}") != KeyBytes("cafe\u{301}"))
        #expect(KeyBytes.precedes("cafe\u{301}", "caf\u{E9}"))
    }
}
