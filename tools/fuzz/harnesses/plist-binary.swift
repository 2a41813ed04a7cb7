// Binary property lists (bplist00; the parser is internal: built with -enable-testing).
@testable import StringsgenFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    _ = try? BinaryPropertyListParser.parse(Array(UnsafeBufferPointer(start: data, count: size)), file: "fuzz.plist")
    return 0
}
