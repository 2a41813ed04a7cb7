// XLIFF 1.2 as `import` reads it.
import StringsgenFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    _ = try? XLIFFReader.read(bytes: Array(UnsafeBufferPointer(start: data, count: size)), file: "fuzz.xliff")
    return 0
}
