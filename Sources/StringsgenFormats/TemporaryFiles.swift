#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import StringsgenModel

/// The temporary files being written right now, so that a signal that ends the process
/// (SIGINT, SIGTERM, SIGHUP) removes them first instead of leaving up to a catalog's size of
/// half-written bytes beside the target.
///
/// The paths are kept as C strings in a fixed table that a signal handler can walk with
/// nothing but `unlink` (async-signal-safe); registering takes a lock, and fills a slot's
/// pointer last, so a handler sees a slot empty or complete.
public enum TemporaryFiles {
    private static let capacity = 4096
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()
    nonisolated(unsafe) private static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()

    /// `[holding, pending]`: while `holding` is 1 a handled signal is only recorded in
    /// `pending`, and raised again when the hold ends (`holdingSignals`).
    nonisolated(unsafe) private static let hold: UnsafeMutablePointer<Int32> = {
        let hold = UnsafeMutablePointer<Int32>.allocate(capacity: 2)
        hold.initialize(repeating: 0, count: 2)
        return hold
    }()

    /// Runs `body` with SIGINT, SIGTERM and SIGHUP held: one that arrives meanwhile, on any
    /// thread, ends the process (removing the temporary files) only once `body` returns. For
    /// work that must not stop halfway, such as rewriting a file in place.
    static func holdingSignals<T>(_ body: () throws(InputError) -> T) throws(InputError) -> T {
        hold[1] = 0
        hold[0] = 1
        defer {
            hold[0] = 0
            let pending = hold[1]
            if pending != 0 {
                hold[1] = 0
                raise(pending)
            }
        }
        return try body()
    }

    /// Records `path`; the slot to unregister it with (-1 when the table is full: the file is
    /// still removed on every error, only not on a signal).
    static func register(_ path: String) -> Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        for slot in 0..<capacity where slots[slot] == nil {
            slots[slot] = strdup(path)
            return slot
        }
        return -1
    }

    static func unregister(_ slot: Int) {
        guard slot >= 0 else { return }
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        let path = slots[slot]
        slots[slot] = nil
        free(path)
    }

    /// Installs the handlers: SIGINT, SIGTERM and SIGHUP remove the temporary files, then end
    /// the process as the signal would have. A signal the parent set to be ignored (`nohup`)
    /// stays ignored; one it left blocked (some launchers block every signal in the thread that
    /// starts a process) is unblocked, as the handler is what the process wants for it. SIGXFSZ
    /// (a file-size limit, `ulimit -f`) and SIGPIPE (a closed pipe) are ignored, so the write
    /// that met them fails with a message and the usual cleanup runs. Call once, from the executable.
    public static func installSignalHandlers() {
        _ = slots  // initialized now, never inside a handler
        _ = hold
        signal(SIGXFSZ, SIG_IGN)
        signal(SIGPIPE, SIG_IGN)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            let previous = signal(signalNumber) { received in
                if TemporaryFiles.hold[0] != 0 {
                    TemporaryFiles.hold[1] = received
                    return
                }
                TemporaryFiles.removeAllFromSignalHandler()
                signal(received, SIG_DFL)
                raise(received)
            }
            // Function pointers compare by address; SIG_IGN is the address 1.
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                signal(signalNumber, SIG_IGN)
            } else {
                sigaddset(&unblock, signalNumber)
            }
        }
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// Only async-signal-safe calls: reading the table and `unlink`.
    private static func removeAllFromSignalHandler() {
        for slot in 0..<capacity {
            if let path = slots[slot] { unlink(path) }
        }
    }
}
