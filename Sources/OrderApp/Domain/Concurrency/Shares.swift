import Foundation

/// Work over the positions of a large collection, split in contiguous shares run on every
/// core at once; a small collection is one share, run on the caller's thread.
package enum Shares {
    /// Below this many positions the work is not split: a thread costs more than it saves.
    static let minimumToSplit = 20_000

    /// Runs `body` on each share of `0..<count`; returns when every share is done.
    package static func each(_ count: Int, _ body: @Sendable (Range<Int>) -> Void) {
        _ = map(count, body)
    }

    /// The results of `body` for each share of `0..<count`, in the order of the shares.
    package static func map<Result: Sendable>(_ count: Int, _ body: @Sendable (Range<Int>) -> Result) -> [Result] {
        let shares = count < minimumToSplit ? 1 : max(1, ProcessInfo.processInfo.activeProcessorCount)
        guard shares > 1 else { return [body(0..<count)] }
        let size = (count + shares - 1) / shares
        var results = [Result?](repeating: nil, count: shares)
        results.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let slots = ResultSlots(base: base)
            DispatchQueue.concurrentPerform(iterations: shares) { share in
                slots.base[share] = body(min(share * size, count)..<min((share + 1) * size, count))
            }
        }
        return results.compactMap { $0 }
    }
}

/// The result slots of ``Shares/map(_:_:)``: each thread writes only its own.
private struct ResultSlots<Result>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Result?>
}

/// Orders read by several threads while nothing changes them.
struct SharedOrderBuffer: @unchecked Sendable {
    let orders: UnsafeBufferPointer<Order>
}
