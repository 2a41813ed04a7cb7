// The generated runtime's formatting: a format the model accepts (no malformed specifier, no
// conflict), given arguments of the Swift types the generator gives its placeholders, goes
// through the runtime's `_compacting` (taken verbatim from AccessorRuntime's text by
// tools/fuzz/run into GeneratedRuntime.swift) and `String(format:locale:arguments:)` without
// crashing, once placeholder names are dropped as `generate` drops them. Substitutions are left
// out (the runtime replaces them before formatting), as are widths of five digits or more (they
// measure memory, not safety).
import Foundation
import StringsgenModel
@testable import StringsgenCodegen

private let cString = UnsafePointer(strdup("C string")!)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var digits = 0
    for byte in text.utf8 {
        digits = (byte >= 0x30 && byte <= 0x39) ? digits + 1 : 0
        if digits > 4 { return 0 }
    }
    let format = FormatString(text)
    guard format.malformed.isEmpty, format.conflictingPlaceholders.isEmpty,
          FormatProblem.conflicts(in: format, location: SourceLocation(file: "fuzz", line: 1, column: 1), label: "fuzz").isEmpty,
          !format.placeholders.contains(where: { placeholder in
              switch placeholder.type {
              case .substitution, .substitutionArgument: true
              default: false
              }
          }),
          let last = format.arguments.keys.max()
    else { return 0 }
    var arguments: [CVarArg] = []
    for position in 1...last {
        // A gap in the positions is an error the generator reports; no accessor is written.
        guard let placeholder = format.placeholders.first(where: { $0.position == position }),
              let type = ArgumentType(placeholder.type, text: placeholder.text)
        else { return 0 }
        switch type {
        case .string: arguments.append("Ana")
        case .int: arguments.append(-7)
        case .uint: arguments.append(UInt(7))
        case .double: arguments.append(1.5)
        case .character: arguments.append("é".utf16.first ?? 0)
        case .cString: arguments.append(cString)
        case .pointer: return 0  // no accessor passes one (the generator writes %p keys as plain text)
        }
    }
    // The text as `generate` writes it: placeholder names (`%(count)lld`) dropped.
    let (compacted, used) = GeneratedRuntime._compacting(FormatString.withoutPlaceholderNames(text), arguments)
    _ = String(format: compacted, locale: Locale(identifier: "de"), arguments: used)
    return 0
}
