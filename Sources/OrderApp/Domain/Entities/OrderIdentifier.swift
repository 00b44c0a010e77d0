/// An order's id as it is held: 32 lowercase hexadecimal digits (the usual shape) packed
/// into two words, any other id as its text.
///
/// A packed id costs no allocation: a million 32-digit ids as `String`s are a million heap
/// buffers of 80 bytes. Packing is exact and canonical (an id packs only when its text is
/// exactly 32 of `0-9a-f`), so two identifiers are equal, hash alike and sort alike exactly
/// when their texts do.
public struct OrderIdentifier: Sendable, Hashable, Comparable {
    private enum Storage: Sendable, Hashable {
        /// The first 16 digits, then the last 16, each as a number.
        case packed(UInt64, UInt64)
        case text(String)
    }

    private let storage: Storage

    /// The identifier of `text`, packed when it has the usual shape.
    public init(_ text: String) {
        var text = text
        let packed = text.withUTF8 { Self.pack($0) }
        storage = packed.map { .packed($0.high, $0.low) } ?? .text(text)
    }

    /// The identifier of the UTF-8 `bytes`, when they are 32 lowercase hexadecimal digits
    /// (read straight from a file's bytes, with no `String` made); otherwise `nil`.
    public init?(packing bytes: UnsafeBufferPointer<UInt8>) {
        guard let packed = Self.pack(bytes) else { return nil }
        storage = .packed(packed.high, packed.low)
    }

    /// The id as written.
    public var text: String {
        switch storage {
        case .text(let text):
            return text
        case .packed(let high, let low):
            return String(unsafeUninitializedCapacity: 32) { buffer in
                Self.writeDigits(high, into: buffer, at: 0, count: 16)
                Self.writeDigits(low, into: buffer, at: 16, count: 16)
                return 32
            }
        }
    }

    /// The first eight characters of the id, uppercased: the order number people quote.
    public var number: String {
        switch storage {
        case .text(let text):
            return Self.number(of: text)
        case .packed(let high, _):
            return String(unsafeUninitializedCapacity: 8) { buffer in
                Self.writeDigits(high >> 32, into: buffer, at: 0, count: 8, uppercase: true)
                return 8
            }
        }
    }

    /// Calls `body` with the UTF-8 of ``number``: a packed id's eight digits are written on
    /// the stack, and no `String` is made (a list of a million rows shows a number a row).
    public func withNumberUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let digits = packedNumberDigits {
            return try withUnsafeBytes(of: digits.littleEndian) { raw in
                try body(raw.bindMemory(to: UInt8.self))
            }
        }
        var number = number
        return try number.withUTF8(body)
    }

    /// A packed id's ``number`` as eight ASCII bytes in one word, the first in the lowest
    /// byte; `nil` for an id held as text. A list writes it with no call per digit.
    public var packedNumberDigits: UInt64? {
        guard case .packed(let high, _) = storage else { return nil }
        return Self.upperHexDigits(UInt32(truncatingIfNeeded: high >> 32))
    }

    /// The eight uppercase hexadecimal digits of `value` as ASCII, the first digit in the
    /// lowest byte, worked out in one word (a loop over the digits, with a branch each,
    /// was a tenth of a list row's instructions).
    static func upperHexDigits(_ value: UInt32) -> UInt64 {
        // Each byte of the value in a lane of 16 bits, the first byte in the lowest lane...
        var lanes = UInt64(value.byteSwapped)
        lanes = (lanes | lanes << 16) & 0x0000_FFFF_0000_FFFF
        lanes = (lanes | lanes << 8) & 0x00FF_00FF_00FF_00FF
        // ...then its high digit in the lane's low byte and its low digit in the high one.
        let digits = (lanes >> 4) & 0x000F_000F_000F_000F | (lanes & 0x000F_000F_000F_000F) << 8
        // A digit of 10 or more carries into bit 4 when 6 is added: it takes "A" - "9" - 1 more.
        let letters = ((digits &+ 0x0606_0606_0606_0606) & 0x1010_1010_1010_1010) >> 4
        return digits &+ 0x3030_3030_3030_3030 &+ letters &* 7
    }

    /// Whether this id comes before `other` where a list breaks a tie: as `<` orders
    /// them, by their first eight bytes when those differ and are ASCII (no text made).
    func sortsBefore(_ other: OrderIdentifier) -> Bool {
        if let mine = sortPrefix, let theirs = other.sortPrefix, mine != theirs { return mine < theirs }
        return self < other
    }

    /// The id's first eight bytes, big-endian (zero-padded), when they are ASCII: two
    /// different prefixes order two ids as their texts do; equal ones say nothing.
    public var sortPrefix: UInt64? {
        switch storage {
        case .packed(let high, _):
            // Eight digits of the first word, each turned back into its ASCII byte.
            var value: UInt64 = 0
            for shift in stride(from: 60, through: 32, by: -4) {
                value = value << 8 | UInt64(Self.digit(UInt8((high >> UInt64(shift)) & 0xF)))
            }
            return value
        case .text(let text):
            return text.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
                var value: UInt64 = 0
                let count = min(bytes.count, 8)
                for offset in 0..<count {
                    guard bytes[offset] < 0x80 else { return nil }
                    value = value << 8 | UInt64(bytes[offset])
                }
                return value << (8 * UInt64(8 - count))
            } ?? nil
        }
    }

    /// Whether the packed form is used (for tests and measurements).
    public var isPacked: Bool {
        if case .packed = storage { return true }
        return false
    }

    /// Orders as the ids' texts compare (`String`'s `<`): two packed ids by their numbers,
    /// which is the order of their digits; otherwise by text.
    public static func < (lhs: OrderIdentifier, rhs: OrderIdentifier) -> Bool {
        if case .packed(let leftHigh, let leftLow) = lhs.storage, case .packed(let rightHigh, let rightLow) = rhs.storage {
            return (leftHigh, leftLow) < (rightHigh, rightLow)
        }
        return lhs.text < rhs.text
    }

    // MARK: Packing

    private static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> (high: UInt64, low: UInt64)? {
        guard bytes.count == 32, let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        guard let first = eightDigits(raw.loadUnaligned(as: UInt64.self).littleEndian),
              let second = eightDigits(raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self).littleEndian),
              let third = eightDigits(raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self).littleEndian),
              let fourth = eightDigits(raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self).littleEndian)
        else { return nil }
        return (UInt64(first) << 32 | UInt64(second), UInt64(third) << 32 | UInt64(fourth))
    }

    /// The value of eight lowercase hexadecimal digits read as one little-endian word (the
    /// first digit in the lowest byte), or `nil` when a byte is not one of `0-9a-f`. All
    /// eight bytes at once: a byte-at-a-time loop was 3 % of a load of a million orders.
    static func eightDigits(_ word: UInt64) -> UInt32? {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        guard word & highBits == 0 else { return nil }
        // Per byte (all below 0x80, so no sum carries into the next): the high bit says
        // whether the byte is at least the range's first value, then past its last.
        func inRange(_ first: UInt8, _ last: UInt8) -> UInt64 {
            let atLeastFirst = word &+ ones &* UInt64(0x80 - first)
            let pastLast = word &+ ones &* UInt64(0x7F - last)
            return atLeastFirst & ~pastLast & highBits
        }
        guard inRange(UInt8(ascii: "0"), UInt8(ascii: "9")) | inRange(UInt8(ascii: "a"), UInt8(ascii: "f")) == highBits else { return nil }
        // A digit's value is its low four bits; a letter's (bit 6 set) nine more.
        let values = (word & (ones &* 0x0F)) &+ ((word >> 6) & ones) &* 9
        // Pairs of digits into bytes, then bytes into the word, first digit highest.
        let pairs = ((values << 4) | (values >> 8)) & 0x00FF_00FF_00FF_00FF
        let quads = (pairs | (pairs >> 8)) & 0x0000_FFFF_0000_FFFF
        return UInt32(truncatingIfNeeded: quads | (quads >> 16)).byteSwapped
    }

    private static func digit(_ value: UInt8, uppercase: Bool = false) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") &+ value : (uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")) &+ value &- 10
    }

    /// Writes the last `count` hexadecimal digits of `word` at `start`.
    private static func writeDigits(
        _ word: UInt64, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int, count: Int, uppercase: Bool = false
    ) {
        for offset in 0..<count {
            let shift = UInt64(4 * (count - 1 - offset))
            buffer[start + offset] = digit(UInt8((word >> shift) & 0xF), uppercase: uppercase)
        }
    }

    /// The number of an id held as text.
    private static func number(of id: String) -> String {
        // Ids are nearly always printable ASCII: then the first eight characters are the
        // first eight bytes (when the ninth is ASCII too, no combining mark can join the
        // eighth), and uppercasing is a-z to A-Z. Any other id goes the general way.
        let head = id.utf8.prefix(9)
        guard head.prefix(8).allSatisfy({ (0x20...0x7E).contains($0) }), head.count < 9 || head.last.map({ $0 < 0x80 }) == true else {
            return String(id.prefix(8)).uppercased()
        }
        return String(unsafeUninitializedCapacity: 8) { buffer in
            var written = 0
            for byte in head.prefix(8) {
                buffer[written] = (0x61...0x7A).contains(byte) ? byte - 0x20 : byte
                written += 1
            }
            return written
        }
    }
}
