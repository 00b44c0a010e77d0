/// Which lines of two sequences differ: a shortest edit script by Myers' algorithm, in
/// O((N+M)·D) time for D differing lines, after the common head and tail are set aside.
/// It gives up (returns `nil`) past `maximumEdits`, so two unrelated 60,000-line
/// transcripts cost a bounded amount of work instead of minutes.
enum BoundedLineDiff {
    /// The lines that differ: expected lines removed and actual lines added (by index).
    struct Changes: Equatable {
        var removed: Set<Int> = []
        var added: Set<Int> = []
    }

    /// The changes from `expectedCount` lines to `actualCount` lines, where
    /// `same(e, a)` says whether expected line `e` matches actual line `a`; `nil` when
    /// more than `maximumEdits` lines would be removed or added.
    static func changes(
        expectedCount: Int, actualCount: Int, maximumEdits: Int, same: (Int, Int) -> Bool
    ) -> Changes? {
        var head = 0
        while head < expectedCount, head < actualCount, same(head, head) { head += 1 }
        var tail = 0
        while tail < expectedCount - head, tail < actualCount - head, same(expectedCount - 1 - tail, actualCount - 1 - tail) {
            tail += 1
        }
        let n = expectedCount - head - tail
        let m = actualCount - head - tail
        if n == 0 || m == 0 {
            guard n + m <= maximumEdits else { return nil }
            return Changes(removed: Set(head..<head + n), added: Set(head..<head + m))
        }
        let limit = min(n + m, maximumEdits)
        // furthest[k + offset]: the furthest x reached on diagonal k = x − y.
        let offset = limit + 1
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        for d in 0...limit {
            // Only diagonals −d−1…d+1 are read when walking back from step d.
            trace.append(Array(furthest[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                let down = k == -d || (k != d && furthest[k - 1 + offset] < furthest[k + 1 + offset])
                var x = down ? furthest[k + 1 + offset] : furthest[k - 1 + offset] + 1
                var y = x - k
                while x < n, y < m, same(head + x, head + y) { x += 1; y += 1 }
                furthest[k + offset] = x
                if x >= n, y >= m {
                    return backtrack(trace, n: n, m: m, head: head)
                }
            }
        }
        return nil
    }

    /// Walks the saved frontiers back from the end, collecting each removal and addition.
    /// `trace[d]` holds diagonals −d−1…d+1 of the frontier before step `d`.
    private static func backtrack(_ trace: [[Int]], n: Int, m: Int, head: Int) -> Changes {
        var changes = Changes()
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let furthest = trace[d]
            let offset = d + 1
            let k = x - y
            let down = k == -d || (k != d && furthest[k - 1 + offset] < furthest[k + 1 + offset])
            let previousK = down ? k + 1 : k - 1
            let previousX = furthest[previousK + offset]
            let previousY = previousX - previousK
            while x > previousX, y > previousY { x -= 1; y -= 1 }
            if d > 0 {
                if x == previousX { changes.added.insert(head + previousY) } else { changes.removed.insert(head + previousX) }
            }
            x = previousX
            y = previousY
        }
        return changes
    }
}
