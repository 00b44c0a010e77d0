/// A block of elements written front to back by one writer, for storage a load shares
/// among its entities (``TextStore``'s bytes, ``ItemStore``'s items). The elements a
/// finished entity names are never changed or moved again; only unfinished ones past them
/// are moved (``moveTail(from:to:)``) or removed (``removeTail(from:)``).
///
/// `@unchecked Sendable`: an entity naming elements is made after they are written, and
/// nothing writes them again; the one writer works past them only. Other threads read
/// only what entities handed to them name.
final class AppendOnlyBlock<Element>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Element>
    private let capacity: Int
    private var used = 0

    init(capacity: Int) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit {
        base.deinitialize(count: used)
        base.deallocate()
    }

    /// How many more elements fit.
    var room: Int { capacity - used }

    /// The elements written.
    var count: Int { used }

    /// Writes `element` after the last one; taken, not copied (a copy of an item counts a
    /// reference on its name's block, and the caller's is then released).
    func append(_ element: consuming Element) {
        (base + used).initialize(to: element)
        used += 1
    }

    /// Copies `elements` after the last ones written and returns where they start.
    func append(_ elements: UnsafeBufferPointer<Element>) -> Int {
        let start = used
        if let source = elements.baseAddress { (base + start).initialize(from: source, count: elements.count) }
        used += elements.count
        return start
    }

    /// The elements from `start`, `count` of them (all written ones when `nil`).
    func elements(from start: Int, count: Int? = nil) -> UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base + start, count: count ?? used - start)
    }

    subscript(index: Int) -> Element {
        base[index]
    }

    /// Moves the elements from `start` on to the end of `other`.
    func moveTail(from start: Int, to other: AppendOnlyBlock<Element>) {
        let count = used - start
        (other.base + other.used).moveInitialize(from: base + start, count: count)
        other.used += count
        used = start
    }

    /// Removes the elements from `start` on.
    func removeTail(from start: Int) {
        (base + start).deinitialize(count: used - start)
        used = start
    }
}
