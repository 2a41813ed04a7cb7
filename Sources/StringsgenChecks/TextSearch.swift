#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Whether both strings have the same UTF-8 bytes (no Unicode equivalence, unlike `==`).
    func hasSameUTF8(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        var a = self, b = other
        return a.withUTF8 { x in b.withUTF8 { y in x.elementsEqual(y) } }
    }

    /// How many times `byte` occurs in the UTF-8 of the string (found with `memchr`).
    func count(ofByte byte: UInt8) -> Int {
        withUTF8Bytes { bytes in
            guard let base = bytes.baseAddress else { return 0 }
            var n = 0
            var rest = UnsafeRawPointer(base)
            var left = bytes.count
            while left > 0, let found = memchr(rest, Int32(byte), left) {
                n += 1
                let next = UnsafeRawPointer(found) + 1
                left -= next - rest
                rest = next
            }
            return n
        }
    }

    /// The number of Unicode scalars, from the UTF-8 (a bound on the grapheme count): every
    /// byte but the continuation bytes (`10xxxxxx`), counted eight at a time.
    var scalarCount: Int {
        withUTF8Bytes { bytes in
            guard let base = bytes.baseAddress else { return 0 }
            var continuations = 0, i = 0
            while i + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                continuations += (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
                i += 8
            }
            while i < bytes.count {
                if bytes[i] & 0xC0 == 0x80 { continuations += 1 }
                i += 1
            }
            return bytes.count - continuations
        }
    }

    /// Runs `body` on the string's UTF-8, in place when it is stored contiguously.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(utf8).withUnsafeBufferPointer(body)
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
