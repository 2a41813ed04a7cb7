import Dispatch

/// Whether work on a table of `keys` keys is worth spreading over threads: starting them costs
/// about as much as generating a few hundred keys, and the default project has fewer.
package func isWorthThreads(keys: Int) -> Bool {
    keys >= 500
}

/// `(0..<count).map(transform)`, the calls spread over every core (as many at once as there are
/// cores) when `spreading`, else made in order on this thread. `transform` must be safe to call
/// from several threads at once.
package func concurrentMap<T>(count: Int, spreading: Bool = true, _ transform: (Int) -> T) -> [T] {
    guard spreading, count > 1 else { return (0..<count).map(transform) }
    let results = UnsafeMutableBufferPointer<T>.allocate(capacity: count)
    defer { results.deallocate() }
    withoutActuallyEscaping(transform) { transform in
        let shared = Shared(transform: transform, results: results)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            (shared.results.baseAddress! + index).initialize(to: shared.transform(index))
        }
    }
    // concurrentPerform returns once every call has: each result is written exactly once.
    return (0..<count).map { (results.baseAddress! + $0).move() }
}

/// `transform` of each run of `run` consecutive indices of `0..<count` (the last may be shorter),
/// in order, the runs spread over every core when a table of `count` keys is worth it.
package func concurrentMap<T>(runsOf run: Int, in count: Int, _ transform: (Range<Int>) -> T) -> [T] {
    concurrentMap(count: (count + run - 1) / run, spreading: isWorthThreads(keys: count)) { r in
        transform(r * run..<min(count, (r + 1) * run))
    }
}

/// `(first(), second())`, the two run at the same time when `spreading`: `first` on a thread of
/// its own, `second` on this one.
package func concurrently<A, B>(spreading: Bool = true, _ first: @escaping @Sendable () -> A, _ second: () -> B) -> (A, B) {
    guard spreading else { return (first(), second()) }
    let result = FirstResult<A>()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        result.value = first()
        done.signal()
    }
    let b = second()
    done.wait()  // after `signal`: `result.value` is written
    return (result.value!, b)
}

private final class FirstResult<A>: @unchecked Sendable {
    var value: A?
}

/// What the threads of `concurrentMap` share: the transform, and the results, each written by
/// exactly one thread before any is read.
private struct Shared<T>: @unchecked Sendable {
    var transform: (Int) -> T
    var results: UnsafeMutableBufferPointer<T>
}
