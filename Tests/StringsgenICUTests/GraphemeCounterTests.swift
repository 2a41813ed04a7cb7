import StringsgenICU
import Testing
import TestSupport

@Suite struct GraphemeCounterTests {
    let counter = GraphemeCounter()

    /// Every test line of GraphemeBreakTest.txt for the Unicode version ICU implements.
    @Test func agreesWithGraphemeBreakTest() throws {
        let text = try UnicodeData.read(UnicodeData.graphemeBreakTest)
        var checked = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let test = try GraphemeBreakLine(String(line), number: index + 1) else { continue }
            let failure = test.failure(of: counter)
            #expect(failure == nil, "\(failure ?? "")")
            checked += 1
        }
        // The file states its own count ("# Lines: 602" for Unicode 15.0), so no line goes unread.
        let stated = text.split(separator: "\n").first { $0.hasPrefix("# Lines: ") }.flatMap { Int($0.dropFirst(9)) }
        #expect(stated != nil && checked == stated, "checked \(checked) lines, the file states \(stated.map(String.init) ?? "no count")")
    }

    @Test func aFailureNamesTheLine() throws {
        // A doctored line: U+0020 U+0308 do not break (GB9), so this expectation is wrong.
        let test = try #require(try GraphemeBreakLine("÷ 0020 ÷ 0308 ÷\t# doctored", number: 7))
        let failure = try #require(test.failure(of: counter))
        #expect(failure.hasPrefix("GraphemeBreakTest.txt line 7: ÷ 0020 ÷ 0308 ÷"))
    }

    @Test func countsICUClustersWhereSwiftDoesNot() {
        // docs/design-notes.md, fact 4: one cluster for ICU 72 (Unicode 15), two for Swift's String.count.
        let dingbats = "\u{2701}\u{200D}\u{2701}"
        #expect(counter.count(dingbats) == 1)
        #expect(counter.boundaries(dingbats) == [0, 3])
    }

    @Test func countsCRLFAsOneCharacter() {
        #expect(counter.count("\r\n") == 1)
        #expect(counter.count("a\r\nb") == 3)
        #expect(counter.count("\n\r") == 2)
        #expect(counter.count("\r\r\n\n") == 3)
        #expect(counter.count("é\r\n") == 2)  // the ICU path, not the ASCII one
        #expect(counter.boundaries("a\r\nb") == [0, 1, 3, 4])
    }

    @Test func countsEmptyAndNonBMPText() {
        #expect(counter.count("") == 0)
        #expect(counter.boundaries("") == [0])
        #expect(counter.count("👩‍👩‍👧‍👦🇩🇪") == 2)
        #expect(counter.boundaries("🇩🇪x") == [0, 4, 5])
        #expect(counter.count("Café\u{301}") == 4)
    }

    @Test func asciiFastPathAgreesWithICU() {
        let alphabet: [UInt8] = Array("\r\r\r\n\n\n\t abcXYZ019.,!\u{7F}\u{01}".utf8)
        var random = SplitMix64(seed: 0x5EED)
        for _ in 0..<5000 {
            let length = Int(random.next() % 48)
            let bytes = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let s = String(decoding: bytes, as: UTF8.self)
            // boundaries always asks ICU; count takes the fast path for ASCII.
            #expect(counter.count(s) == counter.boundaries(s).count - 1, "\(Array(s.utf8))")
        }
    }
}

/// One line of GraphemeBreakTest.txt: "÷ 0020 × 0308 ÷" lists code points with ÷ (break)
/// or × (no break) between them.
struct GraphemeBreakLine {
    var number: Int
    var text: String
    var string: String
    var boundaries: [Int]

    /// Nil for comment and blank lines.
    init?(_ line: String, number: Int) throws {
        let body = line.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
        guard !body.isEmpty else { return nil }
        var scalars = String.UnicodeScalarView()
        var boundaries: [Int] = []
        var offset = 0
        for token in body.split(whereSeparator: \.isWhitespace) {
            switch token {
            case "÷": boundaries.append(offset)
            case "×": break
            default:
                guard let scalar = UInt32(token, radix: 16).flatMap(Unicode.Scalar.init) else {
                    throw SampleError("GraphemeBreakTest.txt line \(number): bad token \(token)")
                }
                scalars.append(scalar)
                offset += scalar.utf16.count
            }
        }
        self.number = number
        self.text = body
        self.string = String(scalars)
        self.boundaries = boundaries
    }

    /// What went wrong, naming the line, or nil when the counter agrees.
    func failure(of counter: GraphemeCounter) -> String? {
        let found = counter.boundaries(string)
        let count = counter.count(string)
        guard found != boundaries || count != boundaries.count - 1 else { return nil }
        return "GraphemeBreakTest.txt line \(number): \(text): expected boundaries \(boundaries), got \(found) (count \(count))"
    }
}
