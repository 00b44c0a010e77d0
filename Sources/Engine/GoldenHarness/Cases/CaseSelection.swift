/// Which of the discovered cases run, and in what order: `--filter`, `--shard`, `--shuffle`.
public struct CaseSelection: Sendable, Hashable {
    /// Only cases whose name contains this text (case-sensitive).
    public var filter: String?
    /// Only this shard of the sorted cases.
    public var shard: Shard?
    /// Run in an order drawn from this seed instead of by name.
    public var shuffleSeed: UInt64?

    /// Every case, or those `filter`, `shard` and `shuffleSeed` choose.
    public init(filter: String? = nil, shard: Shard? = nil, shuffleSeed: UInt64? = nil) {
        self.filter = filter
        self.shard = shard
        self.shuffleSeed = shuffleSeed
    }

    /// The selected cases of `cases` (sorted by name), in running order. Sharding comes
    /// after filtering and before shuffling, so shards split what the filter kept and a
    /// seed never moves a case to another shard.
    public func apply(to cases: [GoldenCase]) -> [GoldenCase] {
        var selected = cases
        if let filter { selected = selected.filter { $0.name.contains(filter) } }
        if let shard { selected = selected.enumerated().filter { shard.contains($0.offset) }.map(\.element) }
        if let shuffleSeed {
            var generator = SplitMix64(seed: shuffleSeed)
            // Fisher–Yates by hand: the standard library's shuffle may change between releases.
            for position in stride(from: selected.count - 1, to: 0, by: -1) {
                let other = Int(generator.next() % UInt64(position + 1))
                selected.swapAt(position, other)
            }
        }
        return selected
    }
}

/// `--shard I/N`: the I-th of N parts (1-based), taking every N-th case.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// Which part, from 1.
    public let index: Int
    /// Of how many parts.
    public let count: Int

    /// Parses `I/N` with 1 ≤ I ≤ N.
    public init(parsing text: String) throws(HarnessUsageError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw HarnessUsageError("--shard takes I/N with 1 ≤ I ≤ N, like 1/4, not '\(text)'")
        }
        self.index = index
        self.count = count
    }

    func contains(_ position: Int) -> Bool { position % count == index - 1 }

    public var description: String { "\(index)/\(count)" }
}

/// A small seeded random generator (SplitMix64), so `--shuffle=SEED` gives the same
/// order on every machine and Swift version.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
