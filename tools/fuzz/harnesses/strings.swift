// .strings in UTF-8, UTF-16 (with or without a byte order mark) and property-list form.
import StringsgenFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    _ = try? StringsFileReader.read(bytes: Array(UnsafeBufferPointer(start: data, count: size)), file: "fuzz.strings", locale: "de")
    return 0
}
