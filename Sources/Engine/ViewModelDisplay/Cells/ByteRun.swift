/// Bytes appended one after another in memory of their own, for the rows of a long table:
/// each append is a capacity check and a copy. An array's `append(contentsOf:)` checked its
/// uniqueness and capacity through generic code on every cell (about 90 instructions a
/// cell, a fifth of a `show list`'s, callgrind at 100k orders).
///
/// A reference: a value that holds one copies it before changing it when it is shared
/// (``isUnique``, ``copy()``), as ``ShowRowCells`` does.
package final class ByteRun: @unchecked Sendable {
    // @unchecked Sendable and @exclusivity(unchecked): only the one holder that finds it
    // unique changes it. A class's stored property is otherwise checked at run time for
    // overlapping access on every change: those checks were a fifth of a `show list`'s
    // instructions (callgrind, 100k orders).
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var capacity: Int
    /// How many bytes it holds.
    @exclusivity(unchecked) package private(set) var count = 0

    /// No bytes, with room for `capacity`.
    package init(capacity: Int = 0) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// A run of the same bytes, its own.
    package func copy() -> ByteRun {
        let copy = ByteRun(capacity: count)
        withBytes { copy.append($0) }
        return copy
    }

    /// Calls `body` with the bytes, valid only during the call.
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) { try body(UnsafeBufferPointer(start: base, count: count)) }
    }

    /// Appends `bytes`.
    @inline(__always)
    package func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (base + count).update(from: start, count: bytes.count)
        count += bytes.count
    }

    /// Appends the UTF-8 of `text`.
    package func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            var text = text
            text.withUTF8 { append($0) }
        }
    }

    /// Forgets every byte, keeping the room.
    package func removeAll() {
        count = 0
    }

    /// Makes room for `total` bytes in all.
    package func reserve(_ total: Int) {
        if total > capacity { grow(toHold: total) }
    }

    private func grow(toHold total: Int) {
        let grown = max(capacity * 2, total)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.update(from: base, count: count)
        base.deallocate()
        base = larger
        capacity = grown
    }
}
