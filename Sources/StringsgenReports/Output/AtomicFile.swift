#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so a reader never sees half of one: the bytes go to a temporary file beside
/// the target, which is then renamed over it (rename is atomic within one file system).
public enum AtomicFile {
    /// A file that could not be written, with the path and the system's reason.
    public struct WriteError: Error, Sendable, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// Writes `bytes` to `path` atomically.
    ///
    /// - Parameter onlyIfChanged: when true and the file already holds exactly `bytes`, the file
    ///   is left alone (its modification time too, so build systems do not rebuild).
    /// - Returns: whether the file was written.
    @discardableResult
    public static func write(_ bytes: [UInt8], to path: String, onlyIfChanged: Bool) throws -> Bool {
        if onlyIfChanged, let existing = read(path), existing == bytes { return false }

        let temporary = temporaryPath(beside: path)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw WriteError(path: path, reason: errnoText()) }
        var ok = true
        var reason = ""
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glue.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    ok = false
                    reason = errnoText()
                    return
                }
                offset += n
            }
        }
        if ok && fsync(fd) != 0 { ok = false; reason = errnoText() }
        if close(fd) != 0 && ok { ok = false; reason = errnoText() }
        if ok && rename(temporary, path) != 0 { ok = false; reason = errnoText() }
        if !ok {
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
        return true
    }

    /// The whole file, or nil when it cannot be read.
    public static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glue.read(fd, $0.baseAddress!, $0.count) }
            if n < 0 { if errno == EINTR { continue }; return nil }
            if n == 0 { return result }
            result.append(contentsOf: chunk[0..<n])
        }
    }

    private static func temporaryPath(beside path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return "\(directory).\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}

/// The C library's `read` and `write`, named apart from Swift members of the same name.
private enum Glue {
    static func write(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(fd, p, n)
        #elseif canImport(Musl)
        Musl.write(fd, p, n)
        #else
        Darwin.write(fd, p, n)
        #endif
    }

    static func read(_ fd: Int32, _ p: UnsafeMutableRawPointer, _ n: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(fd, p, n)
        #elseif canImport(Musl)
        Musl.read(fd, p, n)
        #else
        Darwin.read(fd, p, n)
        #endif
    }
}
