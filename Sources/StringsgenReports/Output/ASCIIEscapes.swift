/// A table of replacements for ASCII characters (`&` → `&amp;`, a control character → U+FFFD),
/// applied to UTF-8: the bytes between replacements are copied a run at a time, and a text
/// with nothing to replace comes back as it is. Everything that is not ASCII is kept, so a
/// table decides only about ASCII; the renderers' escapes are all of that kind.
struct ASCIIEscapes: Sendable {
    /// For each ASCII byte, its replacement, or nil to keep it.
    private let replacements: [[UInt8]?]

    /// `replace` gives the replacement of each ASCII scalar, or nil to keep it.
    init(_ replace: (Unicode.Scalar) -> String?) {
        replacements = (0..<128).map { byte in replace(Unicode.Scalar(UInt8(byte))).map { Array($0.utf8) } }
    }

    /// `text` with its replacements made.
    func callAsFunction(_ text: String) -> String {
        var text = text
        let escaped: String? = text.withUTF8 { bytes in
            guard let first = bytes.firstIndex(where: { $0 < 0x80 && replacements[Int($0)] != nil }) else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            var run = 0
            for i in first..<bytes.count where bytes[i] < 0x80 {
                guard let replacement = replacements[Int(bytes[i])] else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i]))
                out.append(contentsOf: replacement)
                run = i + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
            return String(decoding: out, as: UTF8.self)
        }
        return escaped ?? text
    }
}
