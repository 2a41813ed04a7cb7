/// Generated text built as the UTF-8 bytes it is written as. Text is escaped by scanning its
/// bytes and copying the runs that need no escape in bulk: building a `String` scalar by scalar
/// costs many times more, and the result would have to be encoded again to be written.
///
/// Every escape in generated output replaces an ASCII byte, and a byte below 0x80 never occurs
/// inside a multi-byte UTF-8 sequence, so scanning bytes finds exactly the scalars to escape.
struct UTF8Buffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func reserveCapacity(_ capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    var count: Int { bytes.count }
    var last: UInt8? { bytes.last }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(_ run: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: run)
    }

    mutating func append(_ other: UTF8Buffer, range: Range<Int>) {
        other.bytes.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range])) }
    }

    mutating func append(_ other: UTF8Buffer) {
        bytes.append(contentsOf: other.bytes)
    }

    /// Appends `text`, passing each byte for which `needsEscape` is true to `escape` and copying
    /// the runs between such bytes as they are. `escape` gets the byte's index and the whole text,
    /// appends what stands for it, and returns how many bytes it consumed; 0 stops the append
    /// there, and it returns false (what it appended so far stays: see `removeSuffix(from:)`).
    ///
    /// `wordNeedsEscape` sees eight bytes at a time (built from `ByteWord` tests) and must be true
    /// when `needsEscape` is for any of them; words without such a byte, most of them, are skipped
    /// without looking at each byte. Always inlined, so neither test is a call.
    @inline(__always) @discardableResult
    mutating func append(
        _ text: String, escaping needsEscape: (UInt8) -> Bool, words wordNeedsEscape: (UInt64) -> Bool,
        with escape: (inout UTF8Buffer, Int, UnsafeBufferPointer<UInt8>) -> Int
    ) -> Bool {
        var text = text
        return text.withUTF8 { source in
            guard let base = source.baseAddress else { return true }
            let count = source.count
            var run = 0
            var i = 0
            while i < count {
                if i + 8 <= count, !wordNeedsEscape(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) {
                    i += 8
                    continue
                }
                let end = min(i + 8, count)
                while i < end {
                    guard needsEscape(source[i]) else { i += 1; continue }
                    if run < i { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[run..<i])) }
                    let consumed = escape(&self, i, source)
                    guard consumed > 0 else { return false }
                    i += consumed
                    run = i
                }
            }
            if run == 0 {
                bytes.append(contentsOf: source)
            } else if run < count {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[run...]))
            }
            return true
        }
    }

    /// Reserves room for the whole output from what `done` of `total` items took, with some to
    /// spare: a large file then grows once, early, rather than copying itself as it doubles.
    mutating func reserveCapacity(extrapolatingFrom done: Int, of total: Int) {
        guard done > 0, total > done else { return }
        let expected = bytes.count / done * total
        if expected > bytes.capacity { bytes.reserveCapacity(expected + expected / 4) }
    }

    /// Empties the buffer, keeping its storage for what comes next.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Drops what was appended since the buffer held `count` bytes.
    mutating func removeSuffix(from count: Int) {
        bytes.removeSubrange(count...)
    }

    /// Two uppercase hexadecimal digits.
    mutating func appendHex(_ byte: UInt8) {
        func digit(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : 0x41 + value - 10 }
        bytes.append(digit(byte >> 4))
        bytes.append(digit(byte & 0x0F))
    }
}

/// Tests on eight bytes at once, as one `UInt64` (the classic bit tricks: a borrow out of a byte
/// marks it). Each returns a word with the high bit of some byte set if and only if a byte of
/// `word` passes the test, so tests combine with `|`.
enum ByteWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// A byte below `limit` (at most 0x80).
    @inline(__always)
    static func below(_ word: UInt64, _ limit: UInt8) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & highs
    }

    /// A byte equal to `value`.
    @inline(__always)
    static func equal(_ word: UInt64, _ value: UInt8) -> UInt64 {
        let zeroWhereEqual = word ^ (ones &* UInt64(value))
        return (zeroWhereEqual &- ones) & ~zeroWhereEqual & highs
    }

    /// Whether the UTF-8 of `text` holds `value`.
    static func contains(_ value: UInt8, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { contains(value, in: $0) }
    }

    /// Whether `bytes` holds `value`, eight bytes at a time.
    static func contains(_ value: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var i = 0
        while i + 8 <= bytes.count {
            if equal(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self), value) != 0 { return true }
            i += 8
        }
        while i < bytes.count {
            if bytes[i] == value { return true }
            i += 1
        }
        return false
    }
}
