#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The number of cores work can be spread over.
let processorCount = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))

/// One slot per thread of a `DispatchQueue.concurrentPerform`, each written by its own thread
/// only, and read after they have all finished. The slots are separate memory, not elements
/// of a shared array, so no thread touches what another writes.
public final class Slots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Value?>
    public let count: Int

    public init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    public subscript(index: Int) -> Value? {
        get { storage[index] }
        set { storage[index] = newValue }
    }

    var values: [Value?] { Array(UnsafeBufferPointer(start: storage, count: count)) }
}

/// Memory that several threads read, or write in ranges of their own, while the owner keeps
/// it alive (for the length of a `concurrentPerform`).
struct SharedPointer<Pointer>: @unchecked Sendable {
    let pointer: Pointer
}
