/// What a command loaded, kept until the process exits instead of freed on the way out.
///
/// A large catalog is millions of small objects; freeing them one by one costs a noticeable
/// share of a whole run, only for the system to take the memory back at exit anyway
/// (compilers skip the same work; clang calls it -disable-free). Only the executable does
/// this: the libraries free what they load, as a library should.
enum KeptUntilExit {
    nonisolated(unsafe) private static var values: [Any] = []

    /// Keeps `value` alive until exit. Call on the main thread.
    static func keep(_ value: Any) {
        values.append(value)
    }
}
