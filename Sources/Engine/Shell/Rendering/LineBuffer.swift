/// One line of a table, built in memory of its own: each cell and each run of padding is a
/// copy into raw bytes, and the finished line is handed to an array in one append. A
/// table's lines were built by appending to the output array, two or three appends a
/// cell, and each append checked the array's uniqueness and capacity again (a tenth of a
/// `show list`'s instructions, callgrind at 100k orders).
struct LineBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The bytes written so far.
    private(set) var count = 0

    /// An empty line with room for `capacity` bytes (it grows as needed).
    init(capacity: Int = 1024) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Starts the next line.
    mutating func removeAll() {
        count = 0
    }

    /// Appends `bytes`.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).update(from: start, count: bytes.count)
        count += bytes.count
    }

    /// Appends the UTF-8 of `text`.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends one byte.
    mutating func append(byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Appends `count` spaces (none when it is not positive).
    mutating func appendSpaces(_ spaces: Int) {
        guard spaces > 0 else { return }
        reserve(spaces)
        (base + count).update(repeating: UInt8(ascii: " "), count: spaces)
        count += spaces
    }

    /// Leaves out the spaces the line ends with.
    mutating func dropTrailingSpaces() {
        while count > 0, base[count - 1] == UInt8(ascii: " ") { count -= 1 }
    }

    /// Appends the line to `output`.
    func write(to output: inout [UInt8]) {
        output.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    }

    private mutating func reserve(_ more: Int) {
        guard count + more > capacity else { return }
        let grown = max(capacity * 2, count + more)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.update(from: base, count: count)
        base.deallocate()
        base = larger
        capacity = grown
    }
}
