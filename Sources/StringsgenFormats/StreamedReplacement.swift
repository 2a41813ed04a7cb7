#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StringsgenModel

extension FileBytes {
    /// A file's new content, handed over piece by piece as it is made: compared with the file's
    /// current bytes while they match, so a file that would not change is neither held in
    /// memory nor written; from the first difference, written beside the file (a
    /// `PendingWrite`, the matching start copied from the file). A process that makes a large
    /// file this way touches only the memory of one piece at a time.
    public final class StreamedReplacement {
        /// What the new content is to the file: the same bytes, or a change, with the write to
        /// commit (nil when only comparing).
        public enum Outcome {
            case unchanged
            case changed(PendingWrite?)
        }

        private let path: String
        private let durable: Bool
        /// False: the content is only compared, and nothing is written.
        private let writes: Bool
        /// Only comparing: the content differs from the file.
        private var differs = false
        /// The current file, open while it is compared (-1: there is none, or it differs).
        private var current: Int32 = -1
        /// Its size and modification time when opened: a file changed meanwhile is not copied.
        private var currentState: (size: Int, seconds: Int, nanoseconds: Int) = (0, 0, 0)
        /// How many bytes of the current file the new content matched so far.
        private var matched = 0
        private var pending: PendingWrite?
        private var scratch: [UInt8] = []

        public init(_ path: String, durable: Bool, writes: Bool = true) {
            self.path = path
            self.durable = durable
            self.writes = writes
            guard !path.utf8.contains(0) else { return }
            let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard fd >= 0 else { return }
            var info = stat()
            guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
                close(fd)
                return
            }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
            current = fd
            currentState = Self.state(info)
        }

        deinit {
            if current >= 0 { close(current) }
        }

        /// The next bytes of the new content.
        public func write(_ bytes: UnsafeRawBufferPointer) throws(InputError) {
            guard !bytes.isEmpty, !differs else { return }
            if pending == nil {
                if current >= 0, currentHolds(bytes, at: matched) {
                    matched += bytes.count
                    return
                }
                guard writes else { return stopComparing() }
                try startWriting()
            }
            try pending!.append(bytes)
        }

        /// The new content is complete: the write to commit, or nil when the file already holds
        /// exactly these bytes.
        public func finish() throws(InputError) -> PendingWrite? {
            switch try finishComparing() {
            case .unchanged: nil
            case .changed(let write): write
            }
        }

        /// The new content is complete: whether the file holds exactly these bytes, and if not,
        /// the write to commit (none when only comparing).
        public func finishComparing() throws(InputError) -> Outcome {
            if pending == nil {
                // Unchanged only if the path still names the file compared, as it was when opened:
                // one deleted, renamed over or edited meanwhile is written (from what was compared).
                var info = stat(), now = stat()
                if !differs, current >= 0, fstat(current, &info) == 0, Int(info.st_size) == matched, Self.state(info) == currentState,
                   stat(path, &now) == 0, now.st_dev == info.st_dev, now.st_ino == info.st_ino {
                    close(current)
                    current = -1
                    return .unchanged
                }
                guard writes else {
                    stopComparing()
                    return .changed(nil)
                }
                try startWriting()
            }
            try pending!.finishWriting()
            return .changed(pending)
        }

        /// Only comparing, the content differs: the rest is not looked at.
        private func stopComparing() {
            differs = true
            if current >= 0 { close(current) }
            current = -1
        }

        /// Whether the current file holds `bytes` at `offset`.
        private func currentHolds(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> Bool {
            if scratch.count < bytes.count { scratch = [UInt8](repeating: 0, count: bytes.count) }
            return scratch.withUnsafeMutableBytes { buffer in
                var done = 0
                while done < bytes.count {
                    let n = pread(current, buffer.baseAddress! + done, min(bytes.count - done, maximumTransfer), off_t(offset + done))
                    if n < 0, errno == EINTR { continue }
                    if n <= 0 { return false }
                    done += n
                }
                return memcmp(buffer.baseAddress!, bytes.baseAddress!, bytes.count) == 0
            }
        }

        /// From here on the content differs: a temporary file beside the target, starting with
        /// the bytes that matched, copied from the current file.
        private func startWriting() throws(InputError) {
            let pending = try PendingWrite(to: path, durable: durable)
            defer {
                if current >= 0 { close(current) }
                current = -1
            }
            var offset = 0
            while offset < matched {
                let count = min(matched - offset, 1 << 20)
                if scratch.count < count { scratch = [UInt8](repeating: 0, count: count) }
                let n = scratch.withUnsafeMutableBytes { pread(current, $0.baseAddress!, count, off_t(offset)) }
                if n < 0, errno == EINTR { continue }
                guard n > 0 else {
                    let failure = n < 0 ? "cannot read it again: \(lastError())" : "the file shrank while stringsgen read it"
                    pending.abandon()
                    throw InputError.file(path, "cannot write: \(failure); nothing written, run again")
                }
                try scratch.withUnsafeBufferPointer { (buffer) throws(InputError) in try pending.append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[0..<n]))) }
                offset += n
            }
            // The start was compared with the file as it was when opened: one written to since
            // (in place) may no longer hold what was compared.
            var info = stat()
            guard matched == 0 || (fstat(current, &info) == 0 && Self.state(info) == currentState) else {
                pending.abandon()
                throw InputError.file(path, "cannot write: the file changed while stringsgen compared it; nothing written, run again")
            }
            self.pending = pending
        }

        private static func state(_ info: stat) -> (size: Int, seconds: Int, nanoseconds: Int) {
            #if canImport(Darwin)
            return (Int(info.st_size), Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
            #else
            return (Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
            #endif
        }
    }
}
