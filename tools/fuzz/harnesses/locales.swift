// Locales/<locale>.json.
import StringsgenFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    _ = try? LocaleSettingsReader.read(bytes: Array(UnsafeBufferPointer(start: data, count: size)), file: "Locales/de.json")
    return 0
}
