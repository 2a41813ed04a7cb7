#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import StringsgenModel

/// Reads the keys of a large catalog on every core, with the same result and the same first
/// error as reading them in order.
///
/// In Xcode's layout every key of `"strings"` starts a line with four spaces and a quote, right
/// after the `,` that ends the key before. The bytes after `"strings" : {` are cut into parts at
/// such lines, and the parts are read on every core, each by one thread: the first from where the
/// one reader stands, each other from its line, until it meets the next part's first key. A part's
/// start is only a guess (in another layout the line may be something else), so the parts are
/// joined in order and a part counts only when the part before stopped exactly on its first key:
/// reading there in order would be in the same state. A part that runs past its end without meeting
/// the next start reads on to the `}`, and the later parts are dropped.
///
/// Lines are counted per part first (all parts at once), so every part starts with the line
/// number it has in the file.
enum ParallelEntries {
    /// A part smaller than this is not worth reading apart from its neighbours.
    static let minimumPartBytes = 4 << 20

    /// Sixteen parts per core, each of at least `minimumPartBytes`: a core that finishes its
    /// part early takes the next one, so the cores finish within a small part of each other
    /// (with one part per core, one core waited for the other during a fifth of the read).
    static func automaticParts(bytes: Int) -> Int {
        min(processorCount * 16, bytes / minimumPartBytes)
    }

    /// Reads the entries of `"strings"` (whose `{` the scanner has just read) in `parts` parts
    /// and moves the scanner past its `}`; nil, with nothing read, when no part could start.
    static func read(
        _ scanner: inout JSONScanner, _ cursor: ObjectCursor, _ bytes: UnsafeBufferPointer<UInt8>, parts: Int
    ) throws(InputError) -> [Entry]? {
        guard firstKeyStartsALine(bytes, after: scanner.index) else { return nil }
        var found = [scanner.index]
        let remaining = bytes.count - scanner.index
        for part in 1..<parts {
            let guess = max(scanner.index + remaining / parts * part, found[found.count - 1] + 1)
            guard let start = keyStart(atOrAfter: guess, in: bytes) else { break }
            found.append(start)
        }
        guard found.count > 1 else { return nil }
        let starts = found
        let shared = SharedPointer(pointer: bytes)

        // Lines first: the number of line breaks before each part's start.
        // A CR on its own also ends a line (see `JSONScanner.skipWhitespace`); files that have
        // one are rare enough to be read in order.
        let newlines = Slots<Int>(count: starts.count)
        let hasCR = Slots<Bool>(count: starts.count)
        DispatchQueue.concurrentPerform(iterations: starts.count) { part in
            let end = part + 1 < starts.count ? starts[part + 1] : shared.pointer.count
            newlines[part] = countNewlines(in: shared.pointer, from: starts[part], to: end)
            hasCR[part] = memchr(shared.pointer.baseAddress! + starts[part], 0x0D, end - starts[part]) != nil
        }
        guard !hasCR.values.contains(true) else { return nil }
        var marks = [scanner.mark]
        for part in 1..<starts.count {
            // The part starts after "\n" and four spaces.
            marks.append(JSONScanner.Mark(offset: starts[part], line: marks[part - 1].line + newlines[part - 1]!, lineStart: starts[part] - 4))
        }

        let sourceFile = scanner.sourceFile
        let partMarks = marks
        let results = Slots<Result<Part, InputError>>(count: starts.count)
        DispatchQueue.concurrentPerform(iterations: starts.count) { part in
            var partScanner = JSONScanner(bytes: shared.pointer, sourceFile: sourceFile, at: partMarks[part])
            var partCursor = ObjectCursor(opened: cursor.opened, count: part == 0 ? cursor.count : 0)
            var reader = EntryReader()
            let stop = part + 1 < starts.count ? starts[part + 1] : nil
            let entries = MovableEntries()
            do throws(InputError) {
                let end = try reader.readEntries(&partScanner, &partCursor, until: stop, into: &entries.list)
                results[part] = .success(Part(entries: entries, end: end, after: partScanner.mark))
            } catch {
                results[part] = .failure(error)
            }
        }

        // The parts that count, up to the first that reached the `}`.
        var parts: [Part] = []
        for part in 0..<starts.count {
            let read = try results[part]!.get()
            parts.append(read)
            if read.end == .closed { break }
        }
        // The last part has no next start to stop at: it ends at the `}` or with an error.
        guard let last = parts.last, last.end == .closed else {
            preconditionFailure("the last part of the keys ended without reaching the end of \"strings\"")
        }
        scanner.move(to: last.after)
        return [Entry](unsafeUninitializedCapacity: parts.reduce(0) { $0 + $1.entries.list.count }) { buffer, count in
            for part in parts { count += part.entries.moveAll(to: buffer.baseAddress! + count) }
        }
    }

    private struct Part {
        var entries: MovableEntries
        var end: EntryReader.End
        var after: JSONScanner.Mark
    }

    /// Whether the first key after `offset` (just past the `{` of `"strings"`) starts a line with
    /// four spaces and a quote, as every key does in Xcode's layout. Elsewhere the parts' starts
    /// are not keys but a guess that may land on a nested member (with one space per level, a
    /// locale is four spaces in), and each part before such a guess reads on to the end: with many
    /// parts that is many times the work of reading in order, which such a catalog gets instead.
    static func firstKeyStartsALine(_ bytes: UnsafeBufferPointer<UInt8>, after offset: Int) -> Bool {
        var lineStart: Int?
        for i in offset..<bytes.count {
            switch bytes[i] {
            case 0x0A: lineStart = i + 1
            case 0x20, 0x09, 0x0D: continue
            case UInt8(ascii: "\""):
                guard let lineStart, i - lineStart == 4 else { return false }
                return (lineStart..<i).allSatisfy { bytes[$0] == 0x20 }
            default: return false
            }
        }
        return false
    }

    /// The offset of the quote of the first line at or after `offset` that is four spaces and
    /// a quote, just after a `,` (skipping white space): where a key starts in Xcode's layout.
    static func keyStart(atOrAfter offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var i = offset
        while i < bytes.count {
            guard let found = memchr(base + i, 0x0A, bytes.count - i) else { return nil }
            let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            i = newline + 1
            guard newline + 5 < bytes.count,
                  bytes[newline + 1] == 0x20, bytes[newline + 2] == 0x20, bytes[newline + 3] == 0x20,
                  bytes[newline + 4] == 0x20, bytes[newline + 5] == UInt8(ascii: "\"")
            else { continue }
            var before = newline - 1
            while before >= 0, bytes[before] == 0x20 || bytes[before] == 0x09 || bytes[before] == 0x0D { before -= 1 }
            if before >= 0, bytes[before] == UInt8(ascii: ",") { return newline + 5 }
        }
        return nil
    }

    /// The number of `\n` bytes in `from..<to`, eight bytes at a time.
    static func countNewlines(in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return 0 }
        var count = 0
        var i = from
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        while i &+ 8 <= to {
            let x = base.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
            // The high bit of each byte that is zero in x, exactly.
            let zero = ~(((x & low7) &+ low7) | x | low7)
            // Sum the eight 0-or-1 bytes with one multiply (no popcount on baseline x86-64).
            count &+= Int(truncatingIfNeeded: ((zero >> 7) &* 0x0101_0101_0101_0101) >> 56)
            i &+= 8
        }
        while i < to {
            if bytes[i] == 0x0A { count += 1 }
            i += 1
        }
        return count
    }
}

/// Where `EntryReader` puts the entries it reads.
protocol EntryList {
    mutating func append(_ entry: Entry)
}

extension Array: EntryList where Element == Entry {}

/// The entries one part read, in memory they can be moved out of into the table's array: an
/// array's elements can only be copied out, which counts a reference to every string of every
/// entry, and then let go (at 100,000 keys, a tenth of a second on one core after the parts
/// were read on all of them).
private final class MovableEntries {
    var list = List()

    struct List: EntryList {
        fileprivate var base = UnsafeMutablePointer<Entry>.allocate(capacity: 1024)
        fileprivate var capacity = 1024
        fileprivate(set) var count = 0

        mutating func append(_ entry: Entry) {
            if count == capacity {
                let larger = UnsafeMutablePointer<Entry>.allocate(capacity: capacity * 2)
                larger.moveInitialize(from: base, count: count)
                base.deallocate()
                base = larger
                capacity *= 2
            }
            (base + count).initialize(to: entry)
            count += 1
        }
    }

    /// Moves every entry to `target`, which must have room for them, leaving none here; returns
    /// how many.
    func moveAll(to target: UnsafeMutablePointer<Entry>) -> Int {
        let moved = list.count
        target.moveInitialize(from: list.base, count: moved)
        list.count = 0
        return moved
    }

    deinit {
        list.base.deinitialize(count: list.count)
        list.base.deallocate()
    }
}
