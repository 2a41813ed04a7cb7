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

    public static func == (a: KeyBytes, b: KeyBytes) -> Bool {
        a.key.utf8.elementsEqual(b.key.utf8)
    }
}
