/// "Did you mean" suggestions: the nearest known word by edit distance.
public enum Suggestion {
    /// The candidate nearest to `word`, when it is near enough to be a likely typo:
    /// at most one edit for short words, two for words of five or more characters, or a
    /// candidate that starts with `word`. Case is ignored. The time is linear in the length
    /// of `word` and of the candidates together.
    public static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
        let folded = word.lowercased()
        let typed = Array(folded)
        guard !typed.isEmpty else { return nil }
        let allowed = typed.count >= 5 ? 2 : 1
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let lowered = Array(candidate.lowercased())
            if lowered == typed { return candidate }
            let distance = editDistance(typed, lowered, limit: allowed)
            if distance <= allowed, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.candidate }
        if typed.count >= 2 {
            return candidates.first { candidate in
                let lowered = candidate.lowercased()
                return lowered.utf8.count >= folded.utf8.count && lowered.hasPrefix(folded)
            }
        }
        return nil
    }

    /// Optimal string alignment distance (a transposition counts as one edit), cut off
    /// above `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
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
