extension String {
    /// Whether both strings have the same UTF-8 bytes (no Unicode equivalence, unlike `==`).
    func hasSameUTF8(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        var a = self, b = other
        return a.withUTF8 { x in b.withUTF8 { y in x.elementsEqual(y) } }
    }

    /// How many times `byte` occurs in the UTF-8 of the string.
    func count(ofByte byte: UInt8) -> Int {
        let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
        return countBytes { word in
            // A byte of `x` is zero where the byte matched; adding 0x7F to its low seven bits
            // sets the high bit of every non-zero byte, without carrying into the next.
            let x = word ^ pattern
            return (~(((x & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | x) & 0x8080_8080_8080_8080).nonzeroBitCount
        } single: { $0 == byte }
    }

    /// The number of Unicode scalars, from the UTF-8 (a bound on the grapheme count): every
    /// byte but the continuation bytes (`10xxxxxx`).
    var scalarCount: Int {
        utf8.count - countBytes { word in
            (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
        } single: { $0 & 0xC0 == 0x80 }
    }

    /// Counts bytes eight at a time with `word` (the bytes matched in a word), then one at a
    /// time with `single`.
    private func countBytes(word: (UInt64) -> Int, single: (UInt8) -> Bool) -> Int {
        var s = self
        return s.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return 0 }
            var n = 0, i = 0
            while i + 8 <= bytes.count {
                n += word(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
                i += 8
            }
            while i < bytes.count {
                if single(bytes[i]) { n += 1 }
                i += 1
            }
            return n
        }
    }

    /// Whether `self` contains `other`, comparing UTF-8 bytes: exact, code-unit for code-unit
    /// (a term written as in `Locales/`), and much faster than the Unicode-aware `contains`.
    func containsExactly(_ other: String) -> Bool {
        var haystack = self, needle = other
        return haystack.withUTF8 { h in
            needle.withUTF8 { n in
                guard let first = n.first else { return true }
                guard n.count <= h.count else { return false }
                var i = 0
                let last = h.count - n.count
                while i <= last {
                    if h[i] == first {
                        var k = 1
                        while k < n.count, h[i + k] == n[k] { k += 1 }
                        if k == n.count { return true }
                    }
                    i += 1
                }
                return false
            }
        }
    }
}
