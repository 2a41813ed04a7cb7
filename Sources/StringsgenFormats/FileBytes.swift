#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import StringsgenModel

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Musl)
private let systemRead = Musl.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif

/// Whole-file reads and atomic writes with plain C calls: fast on large catalogs, and every
/// failure an `InputError` naming the file.
public enum FileBytes {
    /// The most one read or write asks for: Darwin refuses more than 2 GiB in one call (Linux
    /// transfers less); the loops go on where a call stopped.
    static let maximumTransfer = 1 << 30

    /// The bytes of the file at `path`, read straight into the array's storage (no zero-filling
    /// of a 200 MB buffer first). A large file is read in parts on every core at once: the page
    /// faults of filling the memory are most of what such a read costs, and they are taken on
    /// all cores. The file is read, not mapped, so a file truncated meanwhile cannot crash the
    /// process; one whose size changes while it is read is read again in one piece.
    ///
    /// Only regular files are read (a FIFO would block forever, `/dev/zero` never ends), and
    /// none larger than `InputLimits.maximumFileBytes`.
    public static func read(_ path: String) throws(InputError) -> [UInt8] {
        guard !path.utf8.contains(0) else { throw InputError.file(InputLimits.printable(path), "cannot open: a path cannot hold a NUL character") }
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw InputError.file(path, "cannot open: \(lastError())") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw InputError.file(path, "cannot read: \(lastError())") }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw InputError.file(path, "is a directory, expected a file")
        default: throw InputError.file(path, "is not a regular file (a device, FIFO or socket); expected a file")
        }
        let size = max(Int(info.st_size), 0)
        guard size <= InputLimits.maximumFileBytes else {
            throw InputError.file(path, "is \(size >> 20) MiB; stringsgen reads files of at most \(InputLimits.maximumFileBytes >> 20) MiB")
        }
        // Back to blocking reads: a regular file never blocks, and some file systems refuse
        // O_NONBLOCK reads.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        if let bytes = readInParts(fd, size: size) { return bytes }
        return try readInOnePiece(fd, path: path, sizeHint: size)
    }

    /// `size` bytes read by `pread` in one part per core; nil when the file is too small to be
    /// worth it, or changed size while it was read.
    private static func readInParts(_ fd: Int32, size: Int) -> [UInt8]? {
        let parts = min(processorCount, size / (8 << 20))
        guard parts > 1 else { return nil }
        var complete = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            let target = SharedPointer(pointer: buffer.baseAddress!)
            let failures = Slots<Bool>(count: parts)
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                var offset = size / parts * part
                let end = part == parts - 1 ? size : size / parts * (part + 1)
                while offset < end {
                    let n = pread(fd, target.pointer + offset, min(end - offset, maximumTransfer), off_t(offset))
                    if n < 0, errno == EINTR { continue }
                    guard n > 0 else { failures[part] = true; return }
                    offset += n
                }
            }
            // A part that met the end of the file early, or bytes past the size fstat gave: the
            // file changed while it was read.
            var probe: UInt8 = 0
            complete = !failures.values.contains(true) && pread(fd, &probe, 1, off_t(size)) == 0
            count = complete ? size : 0
        }
        return complete ? bytes : nil
    }

    /// The file from its start to its end (`pread` leaves the offset at the start), however
    /// long that turns out to be: the loop reads past `sizeHint`, for files that grow or report
    /// no size.
    private static func readInOnePiece(_ fd: Int32, path: String, sizeHint: Int) throws(InputError) -> [UInt8] {
        var bytes: [UInt8] = []
        var capacity = sizeHint + 1
        while true {
            var failure: String?
            let previous = bytes
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                if !previous.isEmpty {
                    _ = buffer.initialize(from: previous)
                }
                count = previous.count
                while count < capacity {
                    let n = systemRead(fd, buffer.baseAddress! + count, min(capacity - count, maximumTransfer))
                    if n < 0 {
                        if errno == EINTR { continue }
                        failure = lastError()
                        return
                    }
                    if n == 0 { break }
                    count += n
                }
            }
            if let failure { throw InputError.file(path, "cannot read: \(failure)") }
            guard bytes.count == capacity else { return bytes }
            guard capacity <= InputLimits.maximumFileBytes else {
                throw InputError.file(path, "grew past \(InputLimits.maximumFileBytes >> 20) MiB while it was read; stringsgen reads files of at most \(InputLimits.maximumFileBytes >> 20) MiB")
            }
            capacity *= 2
        }
    }

    /// Whether something exists at `path` (following links).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The size in bytes of what is at `path` (following links), 0 where nothing is.
    public static func size(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? max(Int(info.st_size), 0) : 0
    }

    /// Writes `bytes` to a temporary file beside `path` and renames it over `path`, so a reader
    /// never sees half a file. With `onlyIfChanged`, a file whose bytes are already `bytes` is
    /// not touched (its modification time stays). Returns whether the file was written.
    ///
    /// `durable` (the default) syncs the bytes to disk before the rename, so after a crash the
    /// file holds the old bytes or the new ones: for files people write, such as catalogs.
    /// Generated output, which the next build compares and writes again, skips the sync, as
    /// build tools do: a sync costs milliseconds per file on a build's critical path.
    ///
    /// See `PendingWrite` for symbolic links, the mode and owner kept, and temporary files.
    @discardableResult
    public static func writeAtomically(
        _ bytes: [UInt8], to path: String, onlyIfChanged: Bool = true, durable: Bool = true
    ) throws(InputError) -> Bool {
        if onlyIfChanged, let current = try? read(path), current == bytes { return false }
        let pending = try PendingWrite(bytes, to: path, durable: durable)
        try pending.commit()
        return true
    }

    /// A file written in full beside its target, not yet renamed over it: writing every file
    /// of a run first and renaming them only when all were written leaves the old files (or
    /// none) on a full disk or an unwritable folder, never half of a run's output.
    ///
    /// - A target that is a symbolic link is written through: the link's final target is
    ///   replaced, the link stays.
    /// - A target that exists keeps its mode and its owner and group (when they cannot be kept,
    ///   nothing is written).
    /// - The temporary name fits in 255 bytes whatever the target's name, and the temporary file
    ///   is removed on every failure, and by the handlers of `TemporaryFiles` on SIGINT and SIGTERM.
    /// - A target with more than one hard link keeps its inode, so every link sees the new
    ///   content: the temporary file is always synced, then copied into the target in place
    ///   (see `copyInPlace`), and removed only once the copy is synced.
    public final class PendingWrite {
        /// The file that will be replaced (the target of a symbolic link, resolved).
        public let target: String
        private let temporary: String
        private let slot: Int
        private var finished = false

        /// The temporary file's descriptor while it is being written (`append`), else -1.
        private var fd: Int32 = -1
        private let syncs: Bool
        /// For errors: the path as the caller named it.
        private let path: String

        /// `bytes`, written in full beside `path`.
        public convenience init(_ bytes: [UInt8], to path: String, durable: Bool) throws(InputError) {
            try self.init(to: path, durable: durable)
            try bytes.withUnsafeBufferPointer { (buffer) throws(InputError) in try append(UnsafeRawBufferPointer(buffer)) }
            try finishWriting()
        }

        /// A temporary file beside `path`, to which the new bytes are written piece by piece
        /// (`append`), then `finishWriting()` before `commit()`.
        public init(to path: String, durable: Bool) throws(InputError) {
            guard !path.isEmpty, !path.utf8.contains(0) else {
                throw InputError.file(InputLimits.printable(path), "cannot write: expected a file name")
            }
            self.path = path
            let resolved = try FileBytes.resolvingLinks(path)
            target = resolved
            let slash = resolved.lastIndex(of: "/")
            let directory = slash.map { $0 == resolved.startIndex ? "/" : String(resolved[..<$0]) } ?? "."
            let prefix = slash.map { String(resolved[...$0]) } ?? ""
            try createDirectories(directory)
            var existing = stat()
            let exists = stat(resolved, &existing) == 0
            if exists, (existing.st_mode & S_IFMT) != S_IFREG {
                throw InputError.file(path, "cannot write: it exists and is not a regular file")
            }
            let name = slash.map { String(resolved[resolved.index(after: $0)...]) } ?? resolved
            // O_EXCL: two concurrent runs never share a temporary file. The name is registered
            // before the file exists, so a signal between the two cannot leave it behind.
            var fd: Int32 = -1
            var chosen = ""
            var registered = -1
            for attempt in 0..<100 {
                chosen = prefix + FileBytes.temporaryName(for: name, attempt: attempt)
                registered = TemporaryFiles.register(chosen)
                fd = open(chosen, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
                if fd >= 0 { break }
                let error = errno
                TemporaryFiles.unregister(registered)
                errno = error
                if error != EEXIST { break }
            }
            guard fd >= 0 else {
                // The file is written beside its target: what refuses it is the folder.
                let refused = errno == EACCES || errno == EPERM || errno == EROFS
                throw InputError.file(refused ? directory : path, refused
                    ? "cannot write into this folder (\(lastError())): stringsgen writes each file beside its target, then renames it; make the folder writable"
                    : "cannot write: \(lastError())")
            }
            temporary = chosen
            slot = registered
            self.fd = fd
            var failure: String?
            // A hard-linked target keeps its own inode, mode and owner (`commit` copies into it).
            let inPlace = exists && existing.st_nlink > 1
            // A hard-linked target is rewritten in place: its temporary file is the copy that
            // survives a crash during that rewrite, so it is on disk first.
            syncs = durable || inPlace
            if exists && !inPlace {
                // The new file takes the old one's place: it keeps its permissions and owner.
                if (existing.st_uid != getuid() || existing.st_gid != getgid()) && fchown(fd, existing.st_uid, existing.st_gid) != 0 {
                    failure = "cannot keep its owner \(existing.st_uid):\(existing.st_gid) (\(lastError())); nothing written"
                } else if fchmod(fd, existing.st_mode & 0o7777) != 0 {
                    failure = "cannot keep its permissions (\(lastError())); nothing written"
                }
            }
            if let failure { throw failed(failure) }
        }

        /// Writes the next bytes of the new content to the temporary file.
        public func append(_ bytes: UnsafeRawBufferPointer) throws(InputError) {
            precondition(fd >= 0, "append after finishWriting")
            if let failure = FileBytes.writeAll(bytes, to: fd) { throw failed(failure) }
        }

        /// The new content is complete: synced (if durable) and closed, ready to `commit`.
        public func finishWriting() throws(InputError) {
            guard fd >= 0 else { return }
            var failure: String?
            if syncs && fsync(fd) != 0 { failure = lastError() }
            if close(fd) != 0 && failure == nil { failure = lastError() }
            fd = -1
            if let failure { throw failed(failure) }
        }

        /// Removes the temporary file; the error to throw, `failure` about the target.
        private func failed(_ failure: String) -> InputError {
            if fd >= 0 { close(fd); fd = -1 }
            abandon()
            return InputError.file(path, "cannot write: \(failure)")
        }

        /// Renames the temporary file over the target, or copies it into a target that has
        /// more than one hard link.
        public func commit() throws(InputError) {
            guard !finished else { return }
            try finishWriting()
            finished = true
            var info = stat()
            if stat(target, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_nlink > 1 {
                try copyInPlace()
                return
            }
            let failed = rename(temporary, target) != 0
            let failure = failed ? lastError() : ""
            if failed { unlink(temporary) }
            TemporaryFiles.unregister(slot)
            if failed { throw InputError.file(target, "cannot write: \(failure)") }
        }

        /// Writes the temporary file's bytes into the target's own inode (open without
        /// truncating, space reserved first, write, truncate to the new length, sync), so hard
        /// links to it stay links. Not atomic against a crash: SIGINT, SIGTERM and SIGHUP wait
        /// until the copy is done, a failure before the first byte changes nothing, a failure
        /// after it puts the old bytes back; where even that fails, or the process dies
        /// meanwhile, the synced temporary file is left beside the target with the whole new
        /// content, and the error names it.
        private func copyInPlace() throws(InputError) {
            try TemporaryFiles.holdingSignals { () throws(InputError) in try copyInPlaceHoldingSignals() }
        }

        private func copyInPlaceHoldingSignals() throws(InputError) {
            let bytes: [UInt8]
            let old: [UInt8]
            do {
                bytes = try FileBytes.read(temporary)
                old = try FileBytes.read(target)
            } catch {
                unlink(temporary)
                TemporaryFiles.unregister(slot)
                throw error
            }
            let fd = open(target, O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else {
                let failure = lastError()
                unlink(temporary)
                TemporaryFiles.unregister(slot)
                throw InputError.file(target, "cannot write: \(failure)")
            }
            // Room for the new bytes before any old byte is overwritten: a full disk fails here.
            if bytes.count > old.count, let failure = FileBytes.reserve(fd, size: bytes.count) {
                close(fd)
                unlink(temporary)
                TemporaryFiles.unregister(slot)
                throw InputError.file(target, "cannot write: \(failure); nothing written")
            }
            if let failure = FileBytes.replaceContents(fd, with: bytes) {
                let restored = FileBytes.replaceContents(fd, with: old) == nil
                close(fd)
                TemporaryFiles.unregister(slot)
                if restored {
                    unlink(temporary)
                    throw InputError.file(target, "cannot write: \(failure); the file is as it was")
                }
                throw InputError.file(
                    target, "cannot write: \(failure); the file is partly written, its new content is in \(temporary)")
            }
            close(fd)
            unlink(temporary)
            TemporaryFiles.unregister(slot)
        }

        /// Removes the temporary file; the target stays as it was.
        public func abandon() {
            guard !finished else { return }
            finished = true
            if fd >= 0 { close(fd); fd = -1 }
            unlink(temporary)
            TemporaryFiles.unregister(slot)
        }

        deinit {
            // Neither committed nor abandoned (an error between the two): leave nothing behind.
            abandon()
        }
    }

    /// `name` shortened (on a character boundary) so that `.<name>.sg<pid>-<attempt>.tmp` fits
    /// in a file name of 255 bytes.
    static func temporaryName(for name: String, attempt: Int) -> String {
        let suffix = ".sg\(getpid())-\(attempt).tmp"
        let room = 255 - 1 - suffix.utf8.count
        var kept = Substring(name)
        while kept.utf8.count > room { kept = kept.dropLast() }
        return "." + kept + suffix
    }

    /// `path` with every symbolic link followed (up to 40, as the system does), so a write
    /// replaces the file a link points to, not the link.
    public static func resolvingLinks(_ path: String) throws(InputError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: 4097)
            let count = readlink(current, &buffer, 4096)
            guard count > 0 else { throw InputError.file(path, "cannot follow the symbolic link: \(lastError())") }
            let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if destination.hasPrefix("/") {
                current = destination
            } else if let slash = current.lastIndex(of: "/") {
                current = String(current[...slash]) + destination
            } else {
                current = destination
            }
        }
        throw InputError.file(path, "cannot write: too many levels of symbolic links")
    }

    /// `bytes` written over the start of `fd`, the file cut to their length and synced; the
    /// error, or nil.
    static func replaceContents(_ fd: Int32, with bytes: [UInt8]) -> String? {
        guard lseek(fd, 0, SEEK_SET) == 0 else { return lastError() }
        if let failure = writeAll(bytes, to: fd) { return failure }
        guard ftruncate(fd, off_t(bytes.count)) == 0, fsync(fd) == 0 else { return lastError() }
        return nil
    }

    /// Allocates `size` bytes of disk for `fd` without changing its content; the error, or nil.
    /// File systems without allocation (some network ones) are let through: the write says.
    static func reserve(_ fd: Int32, size: Int) -> String? {
        #if canImport(Darwin)
        // No posix_fallocate on Apple platforms: F_PREALLOCATE past the end of the file.
        var info = stat()
        guard fstat(fd, &info) == 0 else { return lastError() }
        guard off_t(size) > info.st_size else { return nil }
        var store = fstore_t(
            fst_flags: UInt32(F_ALLOCATEALL), fst_posmode: F_PEOFPOSMODE, fst_offset: 0,
            fst_length: off_t(size) - info.st_size, fst_bytesalloc: 0)
        if fcntl(fd, F_PREALLOCATE, &store) != 0, errno == ENOSPC { return lastError() }
        return nil
        #else
        let result = posix_fallocate(fd, 0, off_t(size))
        if result == 0 || result == EOPNOTSUPP || result == EINVAL { return nil }
        return String(cString: strerror(result))
        #endif
    }

    /// Writes all of `bytes` to `fd`; the error, or nil.
    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> String? {
        bytes.withUnsafeBytes { writeAll($0, to: fd) }
    }

    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to fd: Int32) -> String? {
        var offset = 0
        while offset < buffer.count {
            let n = write(fd, buffer.baseAddress! + offset, min(buffer.count - offset, maximumTransfer))
            if n < 0 {
                if errno == EINTR { continue }
                return lastError()
            }
            offset += n
        }
        return nil
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

    static func lastError() -> String { String(cString: strerror(errno)) }
}
