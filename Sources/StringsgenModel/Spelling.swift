/// The word a user probably meant, for "did you mean" in messages about a mistyped subcommand,
/// configuration key or rule id.
public enum Spelling {
    /// The candidate closest to `word` by edit distance (insertions, deletions, substitutions and
    /// swaps of neighbours, ignoring case), if it is close: at most one edit in a short word,
    /// two in a longer one. Of candidates equally close, the one with the same letters (a slip of
    /// the fingers, `lnit` for `lint` rather than `init`); nil when that does not decide.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let typed = Array(word.lowercased())
        let allowed = typed.count <= 4 ? 1 : 2
        var best: [String] = []
        var bestDistance = Int.max
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            guard distance <= allowed, distance <= bestDistance else { continue }
            if distance < bestDistance { best = []; bestDistance = distance }
            if !best.contains(candidate) { best.append(candidate) }
        }
        if best.count == 1 { return best[0] }
        let sameLetters = best.filter { $0.lowercased().sorted() == typed.sorted() }
        return sameLetters.count == 1 ? sameLetters[0] : nil
    }

    /// `did you mean "lint"? ` (with its trailing space), or "" when no candidate is close.
    public static func didYouMean(_ word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { "did you mean \"\($0)\"? " } ?? ""
    }

    /// Optimal string alignment distance.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
