#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Advisory locks (`flock`) that a command holds while it reads files and writes them back, so
/// that two runs at once (`import de.xliff & import fr.xliff &`) take turns instead of each
/// replacing the file with its own edit of the same original.
///
/// Each file is locked through a lock file beside it (`.App.xcstrings.lock`): the file itself is
/// replaced by a rename when it is written, and a lock on the replaced file would protect
/// nothing. The lock file lives only while it is held: the holder removes it before letting
/// go, and a run that waited checks, once it holds the lock, that the file it locked is still the
/// one at that path (else it locks again), so removing the file never lets two runs in at once.
/// A run that ends any other way (a signal, a crash) lets go with its descriptors, and its lock
/// file is removed by the signal handlers or taken over by the next run.
///
/// Where a lock file cannot be created (a read-only folder, a sandbox), the file is not
/// locked: nothing can be written there either, and reading needs no lock.
public final class FileLocks {
    private var held: [(path: String, fd: Int32, slot: Int)] = []

    /// Locks every file of `files`, in one order whatever the order given (two runs locking
    /// the same files cannot wait for each other). `waiting` is told the file, once, when
    /// another run holds its lock, before this one waits for it.
    public init(_ files: [String], waiting: (String) -> Void = { _ in }) {
        let ordered = Dictionary(files.map { (Self.canonical($0), $0) }, uniquingKeysWith: { first, _ in first })
        for (canonical, file) in ordered.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            let lockPath = Self.lockPath(for: canonical)
            if let fd = Self.acquire(lockPath, waiting: { waiting(file) }) {
                held.append((lockPath, fd, TemporaryFiles.register(lockPath)))
            }
        }
    }

    deinit { release() }

    /// The lock files held (for tests and `--verbose`).
    public var lockFiles: [String] { held.map(\.path) }

    /// Lets go of every lock: each lock file is removed while still held, then closed.
    public func release() {
        for lock in held.reversed() {
            unlink(lock.path)
            TemporaryFiles.unregister(lock.slot)
            close(lock.fd)
        }
        held = []
    }

    /// `.App.xcstrings.lock` beside `Sources/App.xcstrings`.
    static func lockPath(for file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return ".\(file).lock" }
        return "\(file[...slash]).\(file[file.index(after: slash)...]).lock"
    }

    /// The path with its folder resolved (links, `..`), so one file named two ways is locked once.
    private static func canonical(_ file: String) -> String {
        let slash = file.lastIndex(of: "/")
        let folder = slash.map { $0 == file.startIndex ? "/" : String(file[..<$0]) } ?? "."
        let name = slash.map { String(file[file.index(after: $0)...]) } ?? file
        guard let resolved = realpath(folder, nil) else { return file }
        defer { free(resolved) }
        let path = String(cString: resolved)
        return path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// The descriptor holding the lock at `path`; nil when no lock file can be made there.
    private static func acquire(_ path: String, waiting: () -> Void) -> Int32? {
        var told = false
        while true {
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard fd >= 0 else { return nil }
            if flock(fd, LOCK_EX | LOCK_NB) != 0 {
                guard errno == EWOULDBLOCK || errno == EINTR else {
                    // A file system without flock: unlocked, as where no lock file can be made.
                    close(fd)
                    return nil
                }
                if !told {
                    waiting()
                    told = true
                }
                while flock(fd, LOCK_EX) != 0 {
                    guard errno == EINTR else {
                        close(fd)
                        return nil
                    }
                }
            }
            // Held; but the holder before may have removed the file meanwhile: then this lock is
            // on a file no one else will open, and the lock is taken again on the path's new file.
            var opened = stat()
            var named = stat()
            if fstat(fd, &opened) == 0, stat(path, &named) == 0, opened.st_dev == named.st_dev, opened.st_ino == named.st_ino {
                return fd
            }
            close(fd)
        }
    }
}
