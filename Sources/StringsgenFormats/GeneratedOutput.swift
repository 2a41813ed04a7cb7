#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StringsgenModel

/// Recognises stringsgen's own output on disk, so that no search reads it back as a table:
/// `<locale>.lproj/<Table>.strings` written by `generate` opens with `GeneratedFileMarker`'s
/// header, and its `.stringsdict` sibling goes with it.
public enum GeneratedOutput {
    /// Whether the file at `path` opens with stringsgen's header; false where it cannot be read.
    public static func isGenerated(_ path: String) -> Bool {
        // O_NONBLOCK: a FIFO named like a table must not block the search.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
        var prefix = [UInt8](repeating: 0, count: 64)
        let count = prefix.withUnsafeMutableBytes { read(fd, $0.baseAddress, 64) }
        return count > 0 && GeneratedFileMarker.opens(prefix[..<count])
    }

    /// Whether `file` (a `.strings` or `.stringsdict` file name) in the `.lproj` folder `lproj`
    /// belongs to a table stringsgen generated: its `.strings` file carries the header.
    public static func isGenerated(_ file: String, inLproj lproj: String) -> Bool {
        let table: Substring
        if file.hasSuffix(".strings") {
            table = file.dropLast(".strings".count)
        } else if file.hasSuffix(".stringsdict") {
            table = file.dropLast(".stringsdict".count)
        } else {
            return false
        }
        let directory = lproj.hasSuffix("/") ? lproj : lproj + "/"
        return isGenerated(directory + table + ".strings")
    }
}
