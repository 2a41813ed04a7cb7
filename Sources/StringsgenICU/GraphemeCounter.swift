import CStringsgenICU

/// Counts user-perceived characters the way copy limits are measured: ICU grapheme
/// clusters (`UBRK_CHARACTER`), never `String.count`, which disagrees with ICU on some
/// Unicode 15 sequences (docs/design-notes.md, fact 4).
///
/// One instance owns one ICU break iterator and one UTF-16 buffer and reuses both for
/// every string, so counting a whole catalog allocates almost nothing. Not thread-safe:
/// use one counter per thread or task.
public final class GraphemeCounter {
    private let graphemes: OpaquePointer
    private var utf16: [UInt16] = []
    private var offsets: [Int32] = []

    public init() {
        guard let graphemes = sg_graphemes_open() else {
            // Only fails when ICU's break data is missing, i.e. the installation is broken.
            fatalError("ICU could not open a character break iterator (is libicu installed?)")
        }
        self.graphemes = graphemes
    }

    deinit {
        sg_graphemes_close(graphemes)
    }

    /// The number of grapheme clusters in `s`.
    public func count(_ s: String) -> Int {
        if let ascii = Self.asciiCount(s) {
            return ascii
        }
        load(s)
        let count = utf16.withUnsafeBufferPointer { text in
            sg_graphemes_count(graphemes, text.baseAddress, Int32(text.count))
        }
        precondition(count >= 0, "ICU rejected a string of \(utf16.count) UTF-16 units")
        return Int(count)
    }

    /// The cluster boundaries of `s` as UTF-16 offsets, starting with 0 and ending with
    /// `s.utf16.count` (just `[0]` for the empty string).
    public func boundaries(_ s: String) -> [Int] {
        load(s)
        let capacity = utf16.count + 1
        if offsets.count < capacity {
            offsets = Array(repeating: 0, count: capacity)
        }
        let count = utf16.withUnsafeBufferPointer { text in
            offsets.withUnsafeMutableBufferPointer { out in
                sg_graphemes_boundaries(graphemes, text.baseAddress, Int32(text.count), out.baseAddress, Int32(capacity))
            }
        }
        precondition(count >= 0, "ICU rejected a string of \(utf16.count) UTF-16 units")
        return offsets[..<Int(count)].map(Int.init)
    }

    /// Copies `s` into the reusable UTF-16 buffer.
    private func load(_ s: String) {
        precondition(s.utf16.count < Int(Int32.max), "string too long for ICU")
        utf16.removeAll(keepingCapacity: true)
        utf16.append(contentsOf: s.utf16)
    }

    /// In pure ASCII every byte is one cluster except that "\r\n" is one cluster of two
    /// (UAX #29, GB3); nil when `s` is not pure ASCII or not contiguous UTF-8.
    private static func asciiCount(_ s: String) -> Int? {
        let result: Int?? = s.utf8.withContiguousStorageIfAvailable { bytes in
            var pairs = 0
            var previous: UInt8 = 0
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if byte == 0x0A && previous == 0x0D { pairs += 1 }
                previous = byte
            }
            return bytes.count - pairs
        }
        return result ?? nil
    }
}
