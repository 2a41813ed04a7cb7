#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StringsgenModel

/// Whole-file reads and atomic writes with plain C calls: fast on large catalogs, and every
/// failure an `InputError` naming the file.
public enum FileBytes {
    public static func read(_ path: String) throws(InputError) -> [UInt8] {
        guard let file = fopen(path, "rb") else { throw InputError.file(path, "cannot open: \(lastError())") }
        defer { fclose(file) }
        var info = stat()
        guard fstat(fileno(file), &info) == 0 else { throw InputError.file(path, "cannot read: \(lastError())") }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw InputError.file(path, "is a directory, expected a file") }
        let size = Int(info.st_size)
        var bytes = [UInt8](repeating: 0, count: size)
        let read = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, size, file) }
        guard read == size else { throw InputError.file(path, "cannot read: \(lastError())") }
        return bytes
    }

    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Writes `bytes` to a temporary file beside `path` and renames it over `path`, so a reader
    /// never sees half a file. With `onlyIfChanged`, a file whose bytes are already `bytes` is
    /// not touched (its modification time stays). Returns whether the file was written.
    @discardableResult
    public static func writeAtomically(_ bytes: [UInt8], to path: String, onlyIfChanged: Bool = true) throws(InputError) -> Bool {
        if onlyIfChanged, let current = try? read(path), current == bytes { return false }
        let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        try createDirectories(directory)
        // O_EXCL: two concurrent runs never share a temporary file; fsync before rename: after a
        // crash the target holds either the old bytes or the new ones.
        var attempt = 0
        var temporary = ""
        var fd: Int32 = -1
        while fd < 0 && attempt < 100 {
            temporary = "\(path).stringsgen-\(getpid())-\(attempt).tmp"
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if fd < 0 && errno != EEXIST { break }
            attempt += 1
        }
        guard fd >= 0 else { throw InputError.file(path, "cannot write: \(lastError())") }
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = lastError()
                    return
                }
                offset += n
            }
        }
        if failure == nil && fsync(fd) != 0 { failure = lastError() }
        if close(fd) != 0 && failure == nil { failure = lastError() }
        if failure == nil && rename(temporary, path) != 0 { failure = lastError() }
        if let failure {
            unlink(temporary)
            throw InputError.file(path, "cannot write: \(failure)")
        }
        return true
    }

    /// `mkdir -p`.
    public static func createDirectories(_ path: String) throws(InputError) {
        guard !path.isEmpty, !exists(path) else { return }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try createDirectories(String(path[..<slash]))
        }
        if mkdir(path, 0o755) != 0, errno != EEXIST {
            throw InputError.file(path, "cannot create the directory: \(lastError())")
        }
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
