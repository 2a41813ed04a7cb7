import CStringsgenICU

/// Calls a shim function that writes NUL-terminated ASCII into a buffer and returns its
/// length (or -1), and reads the result back; nil when the shim reports an error.
func readCString(capacity: Int = 160, _ write: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
        guard let base = buffer.baseAddress else { return nil }
        let length = write(base, Int32(capacity))
        guard length >= 0 else { return nil }
        return String(cString: base)
    }
}
