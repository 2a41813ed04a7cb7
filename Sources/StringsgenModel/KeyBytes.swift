#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A key hashed and compared by its UTF-8 bytes, without copying them. `String`'s own `==` is
/// canonical equivalence, but "é" and "e" + U+0301 are two keys of a catalog (JSON compares
/// names as written, and so do Xcode and Foundation's lookups): a dictionary of keys that must
/// tell them apart is keyed by this.
public struct KeyBytes: Hashable, Sendable {
    public let key: String

    public init(_ key: String) { self.key = key }

    public func hash(into hasher: inout Hasher) {
        var key = key
        key.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Whether `a` comes before `b` in the order of their UTF-8 bytes (a prefix first).
    public static func precedes(_ a: String, _ b: String) -> Bool {
        var x = a, y = b
        return x.withUTF8 { p in
            y.withUTF8 { q in
                let length = min(p.count, q.count)
                let common = length == 0 ? 0 : memcmp(p.baseAddress!, q.baseAddress!, length)
                return common < 0 || (common == 0 && p.count < q.count)
            }
        }
    }

    public static func == (a: KeyBytes, b: KeyBytes) -> Bool {
        // Compared in place, a buffer at a time (`utf8.elementsEqual` goes scalar by scalar
        // through the views' indices, several times slower on every key of a large catalog).
        guard a.key.utf8.count == b.key.utf8.count else { return false }
        var x = a.key, y = b.key
        return x.withUTF8 { p in y.withUTF8 { q in p.elementsEqual(q) } }
    }
}
