@testable import Domain
import Foundation
import Testing

/// The packed identifier is the fast path; the text it was made from is its slow twin:
/// every answer must be the one the text gives.
@Suite("Order identifiers")
struct OrderIdentifierTests {
    private static let usual = "e4163207d094499602f0ee99731c9452"

    @Test("32 lowercase hex digits pack, and give back their text and number")
    func packs() {
        let identifier = OrderIdentifier(Self.usual)
        #expect(identifier.isPacked)
        #expect(identifier.text == Self.usual)
        #expect(identifier.number == "E4163207")
        #expect(OrderIdentifier("00000000000000000000000000000000").text == "00000000000000000000000000000000")
        #expect(OrderIdentifier("ffffffffffffffffffffffffffffffff").number == "FFFFFFFF")
    }

    @Test("any other id is kept as text", arguments: [
        "E4163207D094499602F0EE99731C9452",  // uppercase
        "e4163207d094499602f0ee99731c945",  // 31 digits
        "e4163207d094499602f0ee99731c94520",  // 33 digits
        "e4163207-d094-4996-02f0-ee99731c9452",  // a UUID's dashes
        "g4163207d094499602f0ee99731c9452",  // not a digit
        "ord-0001",
        "zoë-order-7",
        "e416\u{200D}3207",
    ])
    func keepsText(_ id: String) {
        let identifier = OrderIdentifier(id)
        #expect(!identifier.isPacked)
        #expect(identifier.text == id)
        #expect(identifier.withNumberUTF8 { Array($0) } == Array(identifier.number.utf8))
    }

    @Test("a packed id's number as bytes is its eight first digits uppercased, as number gives them")
    func numberBytes() {
        for id in [Self.usual, "00000000000000000000000000000000", "ffffffffffffffffffffffffffffffff", "0123456789abcdef0123456789abcdef"] {
            let identifier = OrderIdentifier(id)
            #expect(identifier.isPacked)
            #expect(identifier.withNumberUTF8 { String(decoding: $0, as: UTF8.self) } == identifier.number)
        }
        #expect(OrderIdentifier(Self.usual).withNumberUTF8 { Array($0) } == Array("E4163207".utf8))
    }

    @Test("a number's digits worked out in one word are those written one by one, every digit at every place")
    func digitsInOneWord() {
        // Each of the 16 digits at each of the 8 places, then values spread over the range.
        var values: [UInt32] = [0, .max, 0x0123_4567, 0x89AB_CDEF, 0xFEDC_BA98, 0x9A09_A0A9]
        for place in 0..<8 {
            for digit in 0..<16 { values.append(UInt32(digit) << (4 * place)) }
        }
        var next: UInt32 = 0x9E37_79B9
        for _ in 0..<1_000 {
            next = next &* 1_664_525 &+ 1_013_904_223
            values.append(next)
        }
        for value in values {
            let word = OrderIdentifier.upperHexDigits(value).littleEndian
            let bytes = withUnsafeBytes(of: word) { Array($0) }
            let hex = String(value, radix: 16, uppercase: true)
            #expect(String(decoding: bytes, as: UTF8.self) == String(repeating: "0", count: 8 - hex.count) + hex, "\(value)")
        }
        let id = "89abcdef0123456789abcdef01234567"
        #expect(OrderIdentifier(id).withNumberUTF8 { String(decoding: $0, as: UTF8.self) } == "89ABCDEF")
    }

    @Test("packing from bytes agrees with packing from text, and refuses what is not the usual shape")
    func packingBytes() {
        let fromBytes = Array(Self.usual.utf8).withUnsafeBufferPointer { OrderIdentifier(packing: $0) }
        #expect(fromBytes == OrderIdentifier(Self.usual))
        let upper = Array(Self.usual.uppercased().utf8).withUnsafeBufferPointer { OrderIdentifier(packing: $0) }
        #expect(upper == nil)
        let empty = [UInt8]().withUnsafeBufferPointer { OrderIdentifier(packing: $0) }
        #expect(empty == nil)
    }

    @Test("equality, hashing, order, number and sort prefix are the text's, packed or not")
    func twinsAgree() {
        var generator = SplitMix(seed: 7)
        var ids: [String] = ["ord-0001", "ORD-0002", "e4163207", "zoë-order-7", "e4163207d094499602f0ee99731c9452x"]
        for _ in 0..<300 {
            var digits = ""
            for _ in 0..<32 { digits.append("0123456789abcdef".randomElement(using: &generator) ?? "0") }
            ids.append(digits)
            // Near neighbours: the same first half, or the same first eight digits.
            ids.append(String(digits.prefix(16)) + String(digits.suffix(16).reversed()))
            ids.append(String(digits.prefix(8)) + "A" + String(digits.dropFirst(9)))
        }
        let identifiers = ids.map(OrderIdentifier.init)
        #expect(identifiers.filter(\.isPacked).count == 600)
        for (left, leftID) in zip(ids, identifiers) {
            #expect(leftID.text == left)
            #expect(leftID.number == Self.textNumber(left))
            #expect(leftID.sortPrefix == Self.textPrefix(left))
        }
        for _ in 0..<3_000 {
            let left = Int.random(in: 0..<ids.count, using: &generator)
            let right = Int.random(in: 0..<ids.count, using: &generator)
            #expect((identifiers[left] < identifiers[right]) == (ids[left] < ids[right]))
            #expect((identifiers[left] == identifiers[right]) == (ids[left] == ids[right]))
        }
        #expect(identifiers.sorted().map(\.text) == ids.sorted())
        #expect(Set(identifiers).count == Set(ids).count)
    }

    @Test("eight digits at once agree with one at a time, for every byte in every place")
    func eightDigitsAtOnce() {
        let base = Array("0123abcf".utf8)
        #expect(OrderIdentifier.eightDigits(Self.word(base)) == 0x0123_ABCF)
        #expect(OrderIdentifier.eightDigits(Self.word(Array("ffffffff".utf8))) == 0xFFFF_FFFF)
        #expect(OrderIdentifier.eightDigits(Self.word(Array("00000000".utf8))) == 0)
        for place in 0..<8 {
            for byte in UInt8.min...UInt8.max {
                var bytes = base
                bytes[place] = byte
                #expect(OrderIdentifier.eightDigits(Self.word(bytes)) == Self.slowDigits(bytes), "byte \(byte) at \(place)")
            }
        }
    }

    @Test("an order made from a packed identifier and one made from its text are the same order")
    func orderAgrees() throws {
        let fromText = Order(
            id: Self.usual, title: "A", createdAt: .init(timeIntervalSince1970: 0), status: .pending, items: [],
            shippingAddress: Address(isResidential: false))
        let packed = try #require(Array(Self.usual.utf8).withUnsafeBufferPointer { OrderIdentifier(packing: $0) })
        let fromBytes = Order(
            identifier: packed, title: "A", createdAt: .init(timeIntervalSince1970: 0), status: .pending, items: [],
            shippingAddress: Address(isResidential: false))
        #expect(fromText == fromBytes)
        #expect(fromBytes.id == Self.usual)
        #expect(fromBytes.number == "E4163207")
        #expect(MemoryLayout<Order>.stride == 56)
    }

    private static func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    }

    private static func slowDigits(_ bytes: [UInt8]) -> UInt32? {
        var value: UInt32 = 0
        for byte in bytes {
            guard let digit = "0123456789abcdef".utf8.firstIndex(of: byte) else { return nil }
            value = value << 4 | UInt32("0123456789abcdef".utf8.distance(from: "0123456789abcdef".utf8.startIndex, to: digit))
        }
        return value
    }

    /// The number as ``Order/number`` made it before identifiers were packed.
    private static func textNumber(_ id: String) -> String {
        String(id.prefix(8)).uppercased()
    }

    /// The sort prefix as the sort made it from the text.
    private static func textPrefix(_ id: String) -> UInt64? {
        var value: UInt64 = 0
        let bytes = Array(id.utf8.prefix(8))
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            value = value << 8 | UInt64(byte)
        }
        return value << (8 * UInt64(8 - bytes.count))
    }
}
