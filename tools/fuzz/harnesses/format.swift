// Format strings: the placeholder model and its safety checks, through their public entry
// points only (kept tiny so it follows changes to that code).
import StringsgenModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for insideSubstitution in [false, true] {
        let format = FormatString(text, insideSubstitution: insideSubstitution)
        _ = format.arguments
        _ = format.conflictingPlaceholders
        _ = FormatProblem.conflicts(in: format, location: SourceLocation(file: "fuzz", line: 1, column: 1), label: "fuzz")
    }
    _ = FormatString.mayHoldPlaceholder(text)
    _ = PlaceholderType(formatSpecifier: text)
    return 0
}
