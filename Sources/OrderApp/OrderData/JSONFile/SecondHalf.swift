import Domain
import Foundation
import Locking
import SystemPackage

/// The second half of the `orders` array of a large file, decoded on another core while
/// the first reader reads the first half.
///
/// It starts at a guess: the first `}`, `,`, `{` after the middle of the file from which an
/// order reads. Nothing here is trusted until the first reader vouches for it: the
/// first reader takes these orders only if it reaches exactly ``start`` as the start of an
/// element of `orders`, and only if this half decoded without any problem and shares no id
/// with the first. Otherwise it reads on alone, so every error (and its line) is found by
/// the one sequential reading.
final class SecondHalf: @unchecked Sendable {
    /// What a clean second half hands over.
    struct Orders {
        /// Its orders; their ids differ (the table that checked them is let go).
        let orders: [Order]
        /// Where the `]` that ends the array is.
        let end: Int
        /// Line breaks between ``SecondHalf/start`` and `end`.
        let lines: Int
        /// Where the last line between them starts, when there was a line break.
        let lastLineStart: Int?
    }

    /// Where a second reader may read from: the file, its size, and from what size on it
    /// is worth a second core (and how much each reader reads at a time).
    struct Source: Sendable {
        var path: FilePath
        var size: Int
        var minimumSize = 8 << 20
        var chunkSize = JSONReader.chunkSize
    }

    /// How much after the middle is searched for a boundary.
    static let searchWindow = 1 << 16

    /// Where the first order of this half starts (its `{`).
    let start: Int
    private let descriptor: Int32
    private let stopped = Locked(false)
    private let finished = DispatchGroup()
    // Written by the worker before `finished` is left, read only after waiting on it.
    private var outcome: Orders?

    private init(start: Int, descriptor: Int32) {
        self.start = start
        self.descriptor = descriptor
    }

    /// Starts decoding the second half of the source file on another thread, or
    /// `nil` when the file is small or no boundary is found near its middle.
    static func begin(_ source: Source, decoding: OrderDecoding) -> SecondHalf? {
        guard source.size >= source.minimumSize else { return nil }
        let descriptor = source.path.withPlatformString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return nil }
        guard let start = boundary(in: descriptor, after: source.size / 2, decoding: decoding) else {
            close(descriptor)
            return nil
        }
        let half = SecondHalf(start: start, descriptor: descriptor)
        half.finished.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            half.outcome = half.decode(
                decoding: decoding, chunkSize: source.chunkSize, expected: (source.size - start) / DocumentParts.bytesPerOrderGuess, end: source.size)
            close(descriptor)
            half.finished.leave()
        }
        return half
    }

    /// How a wait for the second half ended.
    enum Waited {
        /// It ended: its orders, or `nil` when it had any problem.
        case ended(Orders?)
        /// `proceed` said stop (Ctrl-C): the half was stopped.
        case stopped
    }

    /// The orders, once decoded. While the half is still being read, `proceed` is asked
    /// every 20 ms (the load's Ctrl-C and progress): a join that took seconds on a loaded
    /// machine ignored Ctrl-C.
    func orders(while proceed: () -> Bool) -> Waited {
        while finished.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
            if !proceed() {
                abandon()
                return .stopped
            }
        }
        return .ended(outcome)
    }

    /// Stops the work (the first reader has no use for it) and waits for it to end.
    func abandon() {
        stopped.withLock { $0 = true }
        finished.wait()
    }

    /// The first place at or after `middle` where an order of the array seems to start: a
    /// `{` after `}` and `,` (blanks allowed) from which one whole order reads, followed by
    /// `,` or `]`. Most such places are between two items of an order, or inside a string.
    private static func boundary(in descriptor: Int32, after middle: Int, decoding: OrderDecoding) -> Int? {
        var window = [UInt8](repeating: 0, count: searchWindow)
        let got = window.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, searchWindow, off_t(middle)) }
        guard got > 0 else { return nil }
        var sawClose = false
        var sawComma = false
        for offset in 0..<got {
            switch window[offset] {
            case UInt8(ascii: "}"): sawClose = true; sawComma = false
            case UInt8(ascii: ","): sawComma = sawClose
            case UInt8(ascii: "{") where sawComma:
                if readsAsOrder(descriptor, at: middle + offset, decoding: decoding) { return middle + offset }
                sawClose = false
                sawComma = false
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): break
            default: sawClose = false; sawComma = false
            }
        }
        return nil
    }

    private static func readsAsOrder(_ descriptor: Int32, at offset: Int, decoding: OrderDecoding) -> Bool {
        let reader = JSONReader(descriptor: descriptor, startingAt: offset, depth: 2, chunkSize: 4096)
        var fields = OrderFields(line: 1)
        do {
            try reader.readOrderFields(into: &fields)
            _ = try decoding.order(fields, at: 0, storage: ReaderStorage())
        } catch {
            return false
        }
        reader.skipWhitespace()
        return reader.peek() == UInt8(ascii: ",") || reader.peek() == UInt8(ascii: "]")
    }

    private func decode(decoding: OrderDecoding, chunkSize: Int, expected: Int, end: Int) -> Orders? {
        // As the first reader sees it there: inside the root object and the orders array.
        let reader = JSONReader(descriptor: descriptor, startingAt: start, depth: 2, chunkSize: chunkSize)
        var fields = OrderFields(line: 1)
        var orders: [Order] = []
        orders.reserveCapacity(expected)
        // Sized once the first orders are read (IdTableSizing).
        var ids = OrderIdTable(minimumCapacity: IdTableSizing.sample)
        // This thread's own store: a store has one writer.
        let storage = ReaderStorage()
        do {
            while true {
                if orders.count % 1024 == 0, stopped.withLock({ $0 }) { return nil }
                try reader.readOrderFields(into: &fields)
                let order = try decoding.order(fields, at: orders.count, storage: storage)
                guard ids.insert(order.identifier, at: orders.count, orders: orders) == nil else { return nil }
                orders.append(order)
                if orders.count == IdTableSizing.sample {
                    ids.reserveCapacity(
                        IdTableSizing.capacity(count: orders.count, used: reader.offset - start, remaining: end - reader.offset), orders: orders)
                }
                reader.skipWhitespace()
                if reader.consume(UInt8(ascii: ",")) {
                    reader.skipWhitespace()
                    continue
                }
                guard reader.peek() == UInt8(ascii: "]"), !reader.readFailed else { return nil }
                let (line, lineStart) = reader.position
                return Orders(orders: orders, end: reader.offset, lines: line - 1, lastLineStart: line > 1 ? lineStart : nil)
            }
        } catch {
            return nil
        }
    }
}
