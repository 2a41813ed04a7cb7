import StringsgenModel
import Testing

@Suite struct SpellingTests {
    @Test func closeWordsAreFoundAndFarOnesAreNot() {
        let commands = ["generate", "lint", "report", "format", "export", "import"]
        #expect(Spelling.closest(to: "lnit", in: commands) == "lint")
        #expect(Spelling.closest(to: "LINT", in: commands) == "lint")
        #expect(Spelling.closest(to: "genrate", in: commands) == "generate")
        #expect(Spelling.closest(to: "exprot", in: commands) == "export")
        #expect(Spelling.closest(to: "xyz", in: commands) == nil)
        #expect(Spelling.closest(to: "port", in: commands) == nil)  // report, export, import: two edits each, too far for 4 letters
        // Two equally close candidates: no guess.
        #expect(Spelling.closest(to: "ab", in: ["ac", "ad"]) == nil)
        #expect(Spelling.didYouMean("severty", in: ["severity", "limits"]) == "did you mean \"severity\"? ")
        #expect(Spelling.didYouMean("zzz", in: ["severity"]) == "")
    }
}
