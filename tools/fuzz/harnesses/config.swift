// stringsgen.json.
import StringsgenKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    _ = try? Configuration.read(bytes: Array(UnsafeBufferPointer(start: data, count: size)), file: "stringsgen.json")
    return 0
}
