import Foundation
import Testing
@testable import StringsgenCodegen

/// A substitution's form formats its own variable's argument, whatever place the variable has in
/// the text: `%d` in the forms of the second of two counts reads the second argument, as
/// Foundation reads a `.stringsdict` (Kraftstoff's import message, whose forms are written so).
@Suite struct SubstitutionFormTests {
    @Test func eachFormsImplicitSpecifierReadsItsOwnVariable() throws {
        let files = LprojResourceWriter().resources(for: try TestFiles.table("TwoCounts"))
        let en = String(decoding: try #require(files["en.lproj/TwoCounts.strings"]), as: UTF8.self)
        #expect(en.contains(#""imported|==|substitution.events.plural.other" = "%2$d fuel events";"#), "\(en)")
        #expect(en.contains(#""imported|==|substitution.cars.plural.other" = "%1$d cars";"#), "\(en)")
        #expect(en.contains(#""imported|==|substitution.cars.plural.one" = "one car";"#), "\(en)")
    }

    /// When the first count's form shows no number (“one car”), the second's still shows its own:
    /// it read the first argument before, “Imported one car with 1 fuel events.”
    @Test func aFormWithoutItsNumberMovesNoOtherArgument() throws {
        let output = try runGeneratedApp(table: "TwoCounts", languages: ["en", "de"], main: """
            typealias T = LocalizedString.TwoCounts
            for language in ["en", "de"] {
                T.Language.$pinned.withValue(language) {
                    for (cars, events) in [(1, 3), (3, 1), (1, 1), (2, 5)] { print(T.imported(cars: cars, events: events)) }
                }
            }
            """)
        #expect(output == """
            Imported one car with 3 fuel events.
            Imported 3 cars with one fuel event.
            Imported one car with one fuel event.
            Imported 2 cars with 5 fuel events.
            Ein Fahrzeug mit 3 Datensätzen importiert.
            3 Fahrzeuge mit einem Datensatz importiert.
            Ein Fahrzeug mit einem Datensatz importiert.
            2 Fahrzeuge mit 5 Datensätzen importiert.

            """)
    }
}
