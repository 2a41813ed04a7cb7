#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Whether a byte of the string's UTF-8 satisfies `predicate`: a loop over the string's own
    /// storage, about five times as fast as `utf8.contains(where:)`, whose iterator asks at
    /// every byte how the string is stored (600,000 values of 110 bytes: 16 ms against 83 ms).
    @inline(__always)
    func containsByte(where predicate: (UInt8) -> Bool) -> Bool {
        withUTF8Bytes { $0.contains(where: predicate) }
    }

    /// Whether the string's UTF-8 holds one of the bytes of `choice`, tested eight bytes at a
    /// time: the scans the checks make of every value for a few bytes (most values hold none).
    func containsAny(of choice: ByteChoice) -> Bool {
        withUTF8Bytes { choice.isIn($0) }
    }

    /// Whether the string's UTF-8 holds a byte from 0x80 up (the string is not all ASCII).
    func containsNonASCII() -> Bool {
        withUTF8Bytes { bytes in
            guard let base = bytes.baseAddress else { return false }
            var i = 0
            while i + 8 <= bytes.count {
                if UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) & ByteChoice.highs != 0 { return true }
                i += 8
            }
            while i < bytes.count {
                if bytes[i] >= 0x80 { return true }
                i += 1
            }
            return false
        }
    }

    /// Whether both strings have the same UTF-8 bytes (no Unicode equivalence, unlike `==`).
    func hasSameUTF8(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        var a = self, b = other
        return a.withUTF8 { x in b.withUTF8 { y in x.elementsEqual(y) } }
    }

    /// Whether `byte` occurs in the UTF-8 of the string (found with `memchr`; a generic
    /// `utf8.contains` cost `lint` 4% more instructions, asked of every compared value).
    func containsByte(_ byte: UInt8) -> Bool {
        withUTF8Bytes { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(byte), bytes.count) != nil
        }
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

/// Many byte patterns found in one pass over a text (Aho–Corasick): a trie of the patterns
/// turned into a table of transitions, so each byte of the text costs one lookup however many
/// patterns there are, and every occurrence of every pattern is reported, overlapping ones too.
/// Built once per run; the checks that search for terms (`Glossary`, `DoNotTranslate`) use it
/// so that their cost grows with the text, not with the number of terms times the text.
final class MultiPatternSearch {
    /// The patterns, as given.
    let patterns: [[UInt8]]
    /// Each byte's class: its own for a byte some pattern has, else 0 (all the same to the
    /// automaton), so a state's row has one cell per class, and the table stays in the cache.
    private let classOf: [UInt8]
    private let classCount: Int
    /// `transitions[state * classCount + class]`: the state after reading a byte of that class
    /// (0 is the root), as `state * classCount << 1`, plus 1 when patterns end in that state.
    private let transitions: [Int32]
    /// The patterns that end in each state (its own and those of its suffixes):
    /// `outputs[outputStart[state]..<outputStart[state + 1]]`.
    private let outputStart: [Int32]
    private let outputs: [Int32]

    init(_ patterns: [[UInt8]]) {
        self.patterns = patterns
        var classOf = [UInt8](repeating: 0, count: 256)
        var classCount = 1
        for byte in Set(patterns.joined()).sorted() {
            classOf[Int(byte)] = UInt8(classCount)
            classCount += 1
        }
        // The trie, as a table of rows while it is built (-1: no transition yet).
        var next: [[Int32]] = [[Int32](repeating: -1, count: classCount)]
        var ends: [[Int32]] = [[]]
        for (index, pattern) in patterns.enumerated() where !pattern.isEmpty {
            var state = 0
            for byte in pattern {
                let c = Int(classOf[Int(byte)])
                if next[state][c] < 0 {
                    next[state][c] = Int32(next.count)
                    next.append([Int32](repeating: -1, count: classCount))
                    ends.append([])
                }
                state = Int(next[state][c])
            }
            ends[state].append(Int32(index))
        }
        // Breadth first: each state's failure link is the longest proper suffix that is a state;
        // a missing transition is the failure link's, so the table is complete.
        var failure = [Int](repeating: 0, count: next.count)
        var queue: [Int] = []
        for c in 0..<classCount {
            if next[0][c] < 0 { next[0][c] = 0 } else { queue.append(Int(next[0][c])) }
        }
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            ends[state] += ends[failure[state]]
            for c in 0..<classCount {
                let child = Int(next[state][c])
                if child < 0 {
                    next[state][c] = next[failure[state]][c]
                } else {
                    failure[child] = Int(next[failure[state]][c])
                    queue.append(child)
                }
            }
        }
        let width = Int32(classCount)
        self.classOf = classOf
        self.classCount = classCount
        transitions = next.flatMap { row in row.map { $0 * width << 1 | (ends[Int($0)].isEmpty ? 0 : 1) } }
        var start: [Int32] = [0]
        var all: [Int32] = []
        for found in ends {
            all += found
            start.append(Int32(all.count))
        }
        outputStart = start
        outputs = all
    }

    /// Calls `body` with the pattern's index and the offset just past its end, for every
    /// occurrence in `text`, in order of where they end (patterns ending together: longest first).
    func forEachMatch(in text: UnsafeBufferPointer<UInt8>, _ body: (_ pattern: Int, _ end: Int) -> Void) {
        let width = classCount
        classOf.withUnsafeBufferPointer { classOf in
            transitions.withUnsafeBufferPointer { transitions in
                outputStart.withUnsafeBufferPointer { outputStart in
                    outputs.withUnsafeBufferPointer { outputs in
                        var row = 0
                        for i in text.indices {
                            let next = Int(transitions[row + Int(classOf[Int(text[i])])])
                            row = next >> 1
                            guard next & 1 != 0 else { continue }
                            let state = row / width
                            for k in Int(outputStart[state])..<Int(outputStart[state + 1]) { body(Int(outputs[k]), i + 1) }
                        }
                    }
                }
            }
        }
    }
}

/// Lowercases text as `String.lowercased()` does (each scalar replaced by its lowercase mapping,
/// ASCII by ASCII's), into UTF-8 bytes in a buffer kept from one text to the next, so a check
/// that folds every value of a table allocates nothing per value. The mapping of each scalar of
/// the Basic Multilingual Plane is asked of the standard library once per folder. One per thread.
struct LowercaseFolder {
    /// The folded text of the last `fold` (and what was appended), in `storage[..<count]`.
    private var storage: [UInt8] = []
    private(set) var count = 0
    /// Per BMP scalar: its lowercase mapping's one scalar + 1, 0 not yet asked, `.max` for a
    /// mapping of several scalars (`İ` → `i̇`). Allocated at the first non-ASCII scalar.
    private var mapping: [UInt32] = []

    init() {}

    /// Runs `body` on the folded text.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<count])) }
    }

    /// The folded text as a string.
    var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    /// Forgets the folded text.
    mutating func clear() { count = 0 }

    /// Appends one byte (a separator).
    mutating func append(byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    /// Folds `text`, after what was folded before unless `appending` is false.
    mutating func fold(_ text: String, appending: Bool = false) {
        if !appending { count = 0 }
        text.withUTF8Bytes { utf8 in
            // A scalar's lowercase mapping is at most three times as long in UTF-8 (`İ`, 2
            // bytes, to `i̇`, 3); 4 more bytes for the longest scalar.
            reserve(utf8.count * 3 + 4)
            var n = count
            if mapping.isEmpty, utf8.contains(where: { $0 >= 0x80 }) { mapping = [UInt32](repeating: 0, count: 0x10000) }
            // Written and read through pointers: the room is reserved, and the arrays' subscripts
            // would check their bounds and that their storage is not shared at every byte.
            storage.withUnsafeMutableBufferPointer { storage in
                mapping.withUnsafeMutableBufferPointer { mapping in
                    let out = storage.baseAddress!
                    var i = 0
                    while i < utf8.count {
                        // Eight ASCII bytes at a time: `A`–`Z` (0x41–0x5A) gain 0x20. Each byte
                        // is below 0x80, so adding to it carries into no other byte.
                        if i + 8 <= utf8.count {
                            let word = UnsafeRawPointer(utf8.baseAddress! + i).loadUnaligned(as: UInt64.self)
                            if word & 0x8080_8080_8080_8080 == 0 {
                                let fromA = word &+ 0x3F3F_3F3F_3F3F_3F3F, pastZ = word &+ 0x2525_2525_2525_2525
                                let upper = fromA & ~pastZ & 0x8080_8080_8080_8080
                                UnsafeMutableRawPointer(out + n).storeBytes(of: word | upper >> 2, as: UInt64.self)
                                n += 8
                                i += 8
                                continue
                            }
                        }
                        let lead = utf8[i]
                        if lead < 0x80 {
                            out[n] = lead &- 0x41 < 26 ? lead | 0x20 : lead
                            n += 1
                            i += 1
                            continue
                        }
                        // Valid UTF-8 (a Swift string's): the lead byte gives the length.
                        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                        for k in 1..<length { value = value << 6 | UInt32(utf8[i + k] & 0x3F) }
                        i += length
                        if value < 0x10000 {
                            var lower = mapping[Int(value)]
                            if lower == 0 {
                                let scalars = Unicode.Scalar(value)!.properties.lowercaseMapping.unicodeScalars
                                lower = scalars.count == 1 ? scalars.first!.value + 1 : .max
                                mapping[Int(value)] = lower
                            }
                            if lower != .max {
                                Self.put(lower - 1, at: out, &n)
                                continue
                            }
                        }
                        for scalar in Unicode.Scalar(value)!.properties.lowercaseMapping.unicodeScalars { Self.put(scalar.value, at: out, &n) }
                    }
                }
            }
            count = n
        }
    }

    private mutating func reserve(_ more: Int) {
        if storage.count < count + more { storage += repeatElement(0, count: max(count + more - storage.count, storage.count)) }
    }

    /// Writes a scalar's UTF-8 at `out[n...]` (room reserved) and moves `n` past it.
    private static func put(_ scalar: UInt32, at out: UnsafeMutablePointer<UInt8>, _ n: inout Int) {
        switch scalar {
        case ..<0x80:
            out[n] = UInt8(scalar)
            n += 1
        case ..<0x800:
            out[n] = UInt8(0xC0 | scalar >> 6)
            out[n + 1] = UInt8(0x80 | scalar & 0x3F)
            n += 2
        case ..<0x10000:
            out[n] = UInt8(0xE0 | scalar >> 12)
            out[n + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
            out[n + 2] = UInt8(0x80 | scalar & 0x3F)
            n += 3
        default:
            out[n] = UInt8(0xF0 | scalar >> 18)
            out[n + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
            out[n + 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
            out[n + 3] = UInt8(0x80 | scalar & 0x3F)
            n += 4
        }
    }
}

/// One to four byte values that `String.containsAny(of:)` looks for, eight bytes at a time: a
/// byte of a word equals one of them where that word XOR the value repeated has a zero byte,
/// which the classic bit trick tells for all eight at once (exactly, as a yes or no).
struct ByteChoice: Sendable {
    fileprivate static let ones: UInt64 = 0x0101_0101_0101_0101
    fileprivate static let highs: UInt64 = 0x8080_8080_8080_8080
    private let a: UInt64, b: UInt64, c: UInt64, d: UInt64
    private let bytes: (UInt8, UInt8, UInt8, UInt8)

    /// `values`: one to four bytes.
    init(_ values: [UInt8]) {
        precondition((1...4).contains(values.count), "a choice of one to four bytes")
        let padded = values + Array(repeating: values[0], count: 4 - values.count)
        bytes = (padded[0], padded[1], padded[2], padded[3])
        (a, b, c, d) = (Self.ones &* UInt64(padded[0]), Self.ones &* UInt64(padded[1]), Self.ones &* UInt64(padded[2]), Self.ones &* UInt64(padded[3]))
    }

    init(_ values: UInt8...) { self.init(values) }

    /// `%`, which starts a format specifier.
    static let percentSign = ByteChoice(UInt8(ascii: "%"))
    static let backtick = ByteChoice(UInt8(ascii: "`"))

    @inline(__always)
    private static func hasZeroByte(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }

    /// Whether `buffer` holds one of the bytes.
    fileprivate func isIn(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return false }
        var i = 0
        while i + 8 <= buffer.count {
            let w = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            if Self.hasZeroByte(w ^ a) | Self.hasZeroByte(w ^ b) | Self.hasZeroByte(w ^ c) | Self.hasZeroByte(w ^ d) != 0 { return true }
            i += 8
        }
        while i < buffer.count {
            let x = buffer[i]
            if x == bytes.0 || x == bytes.1 || x == bytes.2 || x == bytes.3 { return true }
            i += 1
        }
        return false
    }
}
