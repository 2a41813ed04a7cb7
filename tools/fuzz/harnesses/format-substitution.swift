// The generated runtime's substitution step: `_Localization.substituting(in:key:_:)` (taken
// verbatim from AccessorRuntime's text by tools/fuzz/run into GeneratedRuntime.swift) replaces
// each `%N$#@name@` of any template with the form a lookup gives, for any number of arguments
//, and `_compacting` then renumbers what is left; neither may trap. The input
// is the template, then forms separated by NUL bytes, each `name|category|text`; its first
// byte chooses how many arguments there are (0–3) and their plural categories.
import Foundation

private let categories = ["one", "few", "other", "zero"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let choice = Int(data[0])
    let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    let parts = text.split(separator: "\0", omittingEmptySubsequences: false)
    var strings: [String: String] = [:]
    for part in parts.dropFirst() {
        let fields = part.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3 else { continue }
        strings["key|==|substitution.\(fields[0]).plural.\(fields[1])"] = String(fields[2])
    }
    // Argument i is a number in category `categories[...]`, or (the last choice) not a number.
    let count = choice % 4
    let operands: [_PluralOperands?] = (0..<count).map { i in
        let pick = (choice >> (2 + i * 2)) % 5
        return pick < categories.count ? _PluralOperands(category: categories[pick]) : nil
    }
    let localization = GeneratedLocalization(strings: strings)
    let format = localization.substituting(in: String(parts[0]), key: "key", operands)
    let arguments: [CVarArg] = (0..<count).map { _ in "Ana" as NSString }
    _ = GeneratedRuntime._compacting(format, arguments)
    return 0
}
