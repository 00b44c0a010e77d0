/// A stable least-significant-digit radix sort of 64-bit keys, each carrying a payload
/// (what the key sorts: a position, an index). Keys whose bits are equal keep the order
/// they came in. It serves every sort whose key is a plain number: a month's positions in
/// a store, a list's dates, totals and title ranks. A merge sort through a closure paid a
/// call and two loads a comparison; this pays a few passes over two arrays.
package enum RadixSort {
    /// The bits taken a pass: 2,048 buckets, whose counts stay in the first-level cache.
    static let digit = 11

    /// Puts `keys`, and `payloads` with them, in ascending order of the keys.
    package static func sort(_ keys: inout [UInt64], carrying payloads: inout [Int]) {
        precondition(keys.count == payloads.count, "a payload for each key")
        let bits = varyingBits(keys)
        guard !bits.isEmpty else { return }
        let buckets = 1 << digit
        var spareKeys = [UInt64](repeating: 0, count: keys.count)
        var sparePayloads = [Int](repeating: 0, count: keys.count)
        var starts = [Int](repeating: 0, count: buckets + 1)
        var shift = bits.lowerBound
        while shift < bits.upperBound {
            keys.withUnsafeBufferPointer { source in
                payloads.withUnsafeBufferPointer { carried in
                    spareKeys.withUnsafeMutableBufferPointer { target in
                        sparePayloads.withUnsafeMutableBufferPointer { targetCarried in
                            starts.withUnsafeMutableBufferPointer { starts in
                                for bucket in starts.indices { starts[bucket] = 0 }
                                for key in source { starts[bucket(key, shift) + 1] += 1 }
                                for bucket in 1...buckets { starts[bucket] += starts[bucket - 1] }
                                for index in source.indices {
                                    let bucket = bucket(source[index], shift)
                                    target[starts[bucket]] = source[index]
                                    targetCarried[starts[bucket]] = carried[index]
                                    starts[bucket] += 1
                                }
                            }
                        }
                    }
                }
            }
            swap(&keys, &spareKeys)
            swap(&payloads, &sparePayloads)
            shift += digit
        }
    }

    /// Calls `body` with each run of two or more equal keys in `keys` (sorted, or at least
    /// with equal keys side by side), by their indices: what a sort by this key leaves for
    /// the next one to order.
    package static func forEachTie(in keys: [UInt64], _ body: (Range<Int>) -> Void) {
        var start = 0
        while start < keys.count {
            var end = start + 1
            while end < keys.count, keys[end] == keys[start] { end += 1 }
            if end - start > 1 { body(start..<end) }
            start = end
        }
    }

    /// The bucket of `key` in the pass that reads its bits from `shift`.
    @inline(__always)
    private static func bucket(_ key: UInt64, _ shift: Int) -> Int {
        Int(truncatingIfNeeded: key >> UInt64(shift)) & ((1 << digit) - 1)
    }

    /// The bits in which some of `keys` differ, lowest to highest (empty when all are
    /// equal): only those need a pass.
    static func varyingBits(_ keys: [UInt64]) -> Range<Int> {
        guard let first = keys.first else { return 0..<0 }
        var differing: UInt64 = 0
        for key in keys { differing |= key ^ first }
        guard differing != 0 else { return 0..<0 }
        return differing.trailingZeroBitCount..<(UInt64.bitWidth - differing.leadingZeroBitCount)
    }

    /// `value`'s bits turned so that unsigned order is signed order.
    package static func orderedBits(_ value: Int64) -> UInt64 {
        UInt64(bitPattern: value) ^ (1 << 63)
    }

    /// `value`'s bits turned so that unsigned order is numeric order (for finite values;
    /// -0 and +0, equal as numbers, get the same bits).
    static func orderedBits(_ value: Double) -> UInt64 {
        let bits = (value == 0 ? 0.0 : value).bitPattern
        return bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
    }
}
