import Testing
import StringsgenKit

/// `format --check`'s location of the first difference, on bytes.
@Suite struct FormatFirstDifferenceTests {
    @Test func theLineAndColumnOfTheFirstDifferingByteWithBothLines() throws {
        let xcode = Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Grüße\" : {\n".utf8)
        let file = Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Grüße\": {\n".utf8)
        let difference = try #require(Formatting.FirstDifference(found: file, expected: xcode))
        // Columns count scalars: ü and ß are one each.
        #expect((difference.line, difference.column) == (4, 12))
        #expect(difference.expected == "    \"Grüße\" : {")
        #expect(difference.found == "    \"Grüße\": {")
        #expect(Formatting.FirstDifference(found: xcode, expected: xcode) == nil)
        // Only a final line break more: at the end of the last line.
        let longer = try #require(Formatting.FirstDifference(found: xcode + [0x0A], expected: xcode))
        #expect((longer.line, longer.column) == (5, 1))
    }
}
