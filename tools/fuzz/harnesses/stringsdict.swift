// .stringsdict, XML or binary, down to its plural and device variations.
import StringsgenFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    _ = try? StringsdictReader.read(bytes: Array(UnsafeBufferPointer(start: data, count: size)), file: "fuzz.stringsdict", locale: "ru")
    return 0
}
