import Foundation
import Testing
@testable import StringsgenCodegen

/// Placeholder names as Xcode 26 writes them in a catalog (`%(count)lld`, `%1$(secretName)@`):
/// they label the accessor's arguments, and never reach `String(format:)`, which on Linux prints
/// `%(` as `(` and takes no argument for it (so the arguments after it are misread, and a `%@`
/// given an integer crashes: the crash the `format-runtime` fuzzer found).
@Suite struct NamedPlaceholderTests {
    @Test func theResourcesHoldNoNames() throws {
        let files = LprojResourceWriter().resources(for: try TestFiles.table("Named"))
        let en = String(decoding: try #require(files["en.lproj/Named.strings"]), as: UTF8.self)
        let de = String(decoding: try #require(files["de.lproj/Named.strings"]), as: UTF8.self)
        // The keys keep their names (they are what the code looks up); the values lose them.
        #expect(en.contains(#""Hello, %(name)@! %(unread)lld new" = "Hello, %@! %lld new";"#))
        #expect(en.contains(#""files|==|plural.one" = "%lld file in %@";"#))
        #expect(de.contains(#""unlock" = "%2$@ lang „%1$@“ entsperren";"#))
        #expect(de.contains(#""percent" = "100 %% (alle) von %lld";"#))
        for file in [en, de] {
            let values = file.split(separator: "\n").filter { $0.hasPrefix("\"") }.map { $0.split(separator: " = ").last! }
            #expect(!values.contains { $0.contains("%(") || $0.contains("$(") }, "\(values)")
        }
    }

    @Test func namesLabelTheArgumentsAndTheAppShowsEveryValue() throws {
        let output = try runGeneratedApp(table: "Named", languages: ["en", "de"], main: """
            typealias Named = LocalizedString.Named
            for language in ["en", "de"] {
                Named.Language.$pinned.withValue(language) {
                    print(Named.files(count: 1, folder: "Docs"), "|", Named.files(count: 3, folder: "Docs"))
                    print(Named.unlock(secretName: "Wi-Fi", duration: "1 h"), "|", Named.helloNew(name: "Ana", unread: 2))
                    print(Named.percent(total: 7))
                }
            }
            """)
        #expect(output == """
            1 file in Docs | 3 files in Docs
            Unlock “Wi-Fi” for 1 h | Hello, Ana! 2 new
            100% (all) of 7
            1 Datei in Docs | 3 Dateien in Docs
            1 h lang „Wi-Fi“ entsperren | Hallo, Ana! 2 neu
            100 % (alle) von 7

            """)
    }
}
