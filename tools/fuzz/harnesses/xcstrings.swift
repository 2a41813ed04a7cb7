// .xcstrings with locations: any bytes are read or refused with an InputError; a table read is
// written as Xcode would and that output reads back.
import StringsgenFormats
import StringsgenModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let table = try? XCStringsReader.read(bytes: bytes, file: "fuzz.xcstrings") else { return 0 }
    let written = XCStringsWriter.write(table)
    do {
        _ = try XCStringsReader.read(bytes: written, file: "rewritten.xcstrings")
    } catch {
        fatalError("stringsgen wrote a catalog it cannot read back: \(error)")
    }
    return 0
}
