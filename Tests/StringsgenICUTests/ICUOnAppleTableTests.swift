import Foundation
import Testing

/// Every ICU function the shim declares for Apple's `libicucore` is proven exported there:
/// `docs/icu-on-apple.md` lists it with "yes" in the macOS 13.0 and 13.3 SDKs' export lists (the
/// SDK the package's minimum version builds with), so a function added to the shim without that
/// proof fails here, not at a user's first link on a Mac.
@Suite struct ICUOnAppleTableTests {
    static let root = HeaderFreeShimTests.root

    /// `u_strlen` for each `#define u_strlen SG_ICU(u_strlen)` of `icu_declarations.h`.
    static func declaredFunctions() throws -> [String] {
        let header = try String(contentsOfFile: root + "/Sources/CStringsgenICU/icu_declarations.h", encoding: .utf8)
        return header.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard words.count == 3, words[0] == "#define", words[2] == "SG_ICU(\(words[1]))" else { return nil }
            return String(words[1])
        }
    }

    /// The table's rows: function → the cells after the function and its use.
    static func tableRows() throws -> [String: [String]] {
        let doc = try String(contentsOfFile: root + "/docs/icu-on-apple.md", encoding: .utf8)
        var rows: [String: [String]] = [:]
        for line in doc.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5 else { continue }
            rows[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = Array(cells.dropFirst(2))
        }
        return rows
    }

    @Test func everyDeclaredFunctionIsProvenExported() throws {
        let declared = try Self.declaredFunctions()
        // The header's own count: a parse that found nothing would prove nothing.
        #expect(declared.count == 39)
        #expect(declared.contains("uplrules_selectFormatted") && declared.contains("ures_openDirect"))
        let rows = try Self.tableRows()
        for function in declared {
            let cells = try #require(rows[function], "\(function) is declared for libicucore but docs/icu-on-apple.md has no row for it")
            #expect(cells == ["yes", "yes", "yes"], "\(function): \(cells)")
        }
        #expect(Set(rows.keys) == Set(declared), "rows for functions the header no longer declares")
    }

    /// `libicucore` is linked only where the table proves it: macOS and Mac Catalyst.
    @Test func icucoreIsLinkedWhereTheTableProvesIt() throws {
        let manifest = try String(contentsOfFile: Self.root + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains(#".linkedLibrary("icucore", .when(platforms: [.macOS, .macCatalyst]))"#))
        #expect(manifest.contains("platforms: [.macOS(.v13), .macCatalyst(.v16)]"))
    }
}
