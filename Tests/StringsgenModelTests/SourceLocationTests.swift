import Testing
import StringsgenModel

@Suite struct SourceLocationTests {
    @Test func aLocationKeepsItsPathByteForByte() {
        let composed = "Strings/Caf\u{E9}.xcstrings"
        let decomposed = "Strings/Cafe\u{301}.xcstrings"
        // Equal as Swift strings, two files on disk.
        #expect(composed == decomposed)
        let a = SourceLocation(file: composed, line: 3, column: 7)
        let b = SourceLocation(file: decomposed, line: 3, column: 7)
        #expect(Array(a.file.utf8) == Array(composed.utf8))
        #expect(Array(b.file.utf8) == Array(decomposed.utf8))
        #expect(a != b)
    }

    @Test func locationsCompareByFileThenLineThenColumn() {
        let locations = [
            SourceLocation(file: "b.xcstrings", line: 1, column: 1),
            SourceLocation(file: "a.xcstrings", line: 9, column: 2),
            SourceLocation(file: "a.xcstrings", line: 9, column: 1),
            SourceLocation(file: "a.xcstrings", line: 2, column: 40),
        ]
        #expect(locations.sorted().map(\.description) == [
            "a.xcstrings:2:40", "a.xcstrings:9:1", "a.xcstrings:9:2", "b.xcstrings:1:1",
        ])
        var moved = locations[0]
        moved.file = "c.xcstrings"
        moved.line = 5
        #expect(moved.description == "c.xcstrings:5:1")
        #expect(SourceLocation(file: "a.xcstrings", line: 9, column: 1) == locations[2])
    }
}
