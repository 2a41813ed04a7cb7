// XML property lists (the parser is internal: built with -enable-testing).
@testable import StringsgenFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? XMLPropertyListParser.parse(DecodedText.decode(bytes, file: "fuzz.plist"))
    return 0
}
