// ordersh-floor: the floor of `load orders; show list` on a data file, for scripts/bench-scale.
// Not part of ordersh. A byte scanner that knows this one schema and does the job of
// scripts/peers/list.jq and nothing more: no Decimal, no dates, no locale, no ViewModel,
// no checks beyond what the job needs, one pass over the bytes with no allocation per
// order, integer sort keys, and the table written as bytes. What ordersh does beyond it is
// what its generality, checks and architecture cost.
//
//   ordersh-floor DATA.json 2026-11      prints the list of that month as list.jq does
#if canImport(Glibc)
import Glibc
#endif

/// `numerator / denominator` rounded half-up (towards +∞ at .5), as list.jq's `roundhalf`.
@inline(__always)
func roundHalf(_ numerator: Int, _ denominator: Int) -> Int {
    let doubled = numerator * 2 + denominator
    let quotient = doubled / (denominator * 2)
    return doubled % (denominator * 2) < 0 ? quotient - 1 : quotient
}

/// One row of the list: where its texts lie in the file, its sort key and its total in cents.
struct Row {
    var id = 0
    var title = 0..<0
    var createdAt = 0
    var status = 0..<0
    /// `createdAt`'s fourteen digits as one number: newest first is largest first.
    var when: UInt64 = 0
    var subtotal = 0
    var needsSignature = false
    var isResidential = false
    /// subtotal + tax at list.jq's rate of 8.875 %, rounded half-up.
    var total: Int { subtotal + roundHalf(subtotal * 8875, 100_000) }
}

/// A cursor over the file's bytes that understands only what the orders need: objects,
/// arrays, strings (escapes skipped, never decoded), numbers, literals. The document is
/// trusted to be well formed.
struct Cursor {
    let bytes: UnsafePointer<UInt8>
    let end: Int
    var at = 0

    @inline(__always) mutating func skipSpace() {
        while at < end {
            let byte = bytes[at]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            at += 1
        }
    }

    /// The bytes of the string at `at` (without quotes, escapes left as they are).
    @inline(__always) mutating func string() -> Range<Int> {
        at += 1
        let start = at
        while bytes[at] != 0x22 { at += bytes[at] == 0x5C ? 2 : 1 }
        at += 1
        return start..<(at - 1)
    }

    /// Skips any value.
    mutating func skipValue() {
        skipSpace()
        switch bytes[at] {
        case 0x22: _ = string()
        case 0x7B, 0x5B:
            var depth = 0
            repeat {
                switch bytes[at] {
                case 0x22: _ = string(); continue
                case 0x7B, 0x5B: depth += 1
                case 0x7D, 0x5D: depth -= 1
                default: break
                }
                at += 1
            } while depth > 0
        default:
            while at < end, !(bytes[at] == 0x2C || bytes[at] == 0x7D || bytes[at] == 0x5D) { at += 1 }
        }
    }

    /// Moves to the next key of the object being read and returns it, or `nil` at its end
    /// (which is then passed). At the object's `{` or after a value.
    @inline(__always) mutating func nextKey() -> Range<Int>? {
        while true {
            skipSpace()
            switch bytes[at] {
            case 0x7D: at += 1; return nil
            case 0x2C, 0x7B: at += 1
            default:
                let key = string()
                skipSpace()
                at += 1  // :
                skipSpace()
                return key
            }
        }
    }

    /// Moves to the next element of the array being read; false at its end (then passed).
    @inline(__always) mutating func nextElement() -> Bool {
        while true {
            skipSpace()
            switch bytes[at] {
            case 0x5D: at += 1; return false
            case 0x2C, 0x5B: at += 1
            default: return true
            }
        }
    }

    @inline(__always) func equals(_ range: Range<Int>, _ text: StaticString) -> Bool {
        range.count == text.utf8CodeUnitCount && memcmp(bytes + range.lowerBound, text.utf8Start, range.count) == 0
    }

    /// A price, quoted or not, in whole cents: the first two decimals, as list.jq reads it.
    mutating func cents() -> Int {
        if bytes[at] == 0x22 { at += 1 }
        var whole = 0
        var negative = false
        if bytes[at] == 0x2D { negative = true; at += 1 }
        while bytes[at] &- 0x30 < 10 { whole = whole * 10 + Int(bytes[at] &- 0x30); at += 1 }
        var fraction = 0
        var digits = 0
        if bytes[at] == 0x2E {
            at += 1
            while bytes[at] &- 0x30 < 10 {
                if digits < 2 { fraction = fraction * 10 + Int(bytes[at] &- 0x30); digits += 1 }
                at += 1
            }
        }
        while digits < 2 { fraction *= 10; digits += 1 }
        if bytes[at] == 0x22 { at += 1 }
        let value = whole * 100 + fraction
        return negative ? -value : value
    }

    mutating func integer() -> Int {
        var value = 0
        while bytes[at] &- 0x30 < 10 { value = value * 10 + Int(bytes[at] &- 0x30); at += 1 }
        return value
    }

    mutating func isTrue() -> Bool {
        defer { skipValue() }
        return bytes[at] == 0x74
    }

    /// The digits of `createdAt` (`2026-11-22T12:00:00Z`) as one number.
    func moment(at start: Int) -> UInt64 {
        var value: UInt64 = 0
        for offset in [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18] {
            value = value * 10 + UInt64(bytes[start + offset] &- 0x30)
        }
        return value
    }
}

/// The orders of `month` that list.jq keeps, in the file's order.
func rows(_ cursor: inout Cursor, month: [UInt8]) -> [Row] {
    var rows: [Row] = []
    while let key = cursor.nextKey() {
        guard cursor.equals(key, "orders") else { cursor.skipValue(); continue }
        while cursor.nextElement() {
            var row = Row()
            var isCancelled = false
            while let key = cursor.nextKey() {
                switch key.count {
                case 2 where cursor.equals(key, "id"): row.id = cursor.string().lowerBound
                case 5 where cursor.equals(key, "title"): row.title = cursor.string()
                case 9 where cursor.equals(key, "createdAt"): row.createdAt = cursor.string().lowerBound
                case 6 where cursor.equals(key, "status"):
                    row.status = cursor.string()
                    isCancelled = cursor.equals(row.status, "cancelled")
                case 5 where cursor.equals(key, "items"):
                    while cursor.nextElement() {
                        var price = 0, quantity = 0
                        while let key = cursor.nextKey() {
                            switch key.count {
                            case 5 where cursor.equals(key, "price"): price = cursor.cents()
                            case 8 where cursor.equals(key, "quantity"): quantity = cursor.integer()
                            case 17 where cursor.equals(key, "requiresSignature"): row.needsSignature = cursor.isTrue() || row.needsSignature
                            default: cursor.skipValue()
                            }
                        }
                        row.subtotal += price * quantity
                    }
                case 15 where cursor.equals(key, "shippingAddress"):
                    while let key = cursor.nextKey() {
                        if cursor.equals(key, "isResidential") { row.isResidential = cursor.isTrue() } else { cursor.skipValue() }
                    }
                default: cursor.skipValue()
                }
            }
            guard !isCancelled, memcmp(cursor.bytes + row.createdAt, month, 7) == 0, row.total > 0 else { continue }
            row.when = cursor.moment(at: row.createdAt)
            rows.append(row)
        }
    }
    return rows
}

/// Appends bytes to a buffer sized in advance (a list's bytes are known before it is written).
struct Output {
    var bytes: UnsafeMutablePointer<UInt8>
    var count = 0
    var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        bytes = .allocate(capacity: self.capacity)
    }

    @inline(__always) mutating func reserve(_ more: Int) {
        guard count + more > capacity else { return }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: max(capacity * 2, count + more))
        larger.moveInitialize(from: bytes, count: count)
        bytes.deallocate()
        bytes = larger
        capacity = max(capacity * 2, count + more)
    }

    @inline(__always) mutating func append(_ source: UnsafePointer<UInt8>, _ length: Int) {
        reserve(length)
        (bytes + count).update(from: source, count: length)
        count += length
    }

    @inline(__always) mutating func append(_ byte: UInt8) {
        reserve(1)
        bytes[count] = byte
        count += 1
    }

    mutating func append(_ text: StaticString) { append(text.utf8Start, text.utf8CodeUnitCount) }

    mutating func append(number: Int) {
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var value = number
        var length = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - length] = UInt8(value % 10) + 0x30
                value /= 10
                length += 1
            } while value > 0
            if let base = buffer.baseAddress { append(base.assumingMemoryBound(to: UInt8.self) + 20 - length, length) }
        }
    }

    @inline(__always) mutating func spaces(_ count: Int) {
        guard count > 0 else { return }
        reserve(count)
        (bytes + self.count).initialize(repeating: 0x20, count: count)
        self.count += count
    }
}

/// Characters (code points) in UTF-8 bytes: those that do not continue one.
@inline(__always)
func characters(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    var characters = 0
    for offset in 0..<count where bytes[offset] & 0xC0 != 0x80 { characters += 1 }
    return characters
}

/// The UTF-8 of a JSON string's body with its escapes decoded (`\u00e9` → `é`, a
/// surrogate pair → one character), as jq prints it.
func unescaped(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(count)
    func hex(_ at: Int) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = bytes[at + offset]
            let digit: UInt8 = byte <= 0x39 ? byte &- 0x30 : (byte | 0x20) &- 0x61 &+ 10
            value = value << 4 | UInt32(digit)
        }
        return value
    }
    var at = 0
    while at < count {
        let byte = bytes[at]
        guard byte == 0x5C else {
            result.append(byte)
            at += 1
            continue
        }
        let kind = bytes[at + 1]
        at += 2
        switch kind {
        case 0x6E: result.append(0x0A)
        case 0x74: result.append(0x09)
        case 0x72: result.append(0x0D)
        case 0x62: result.append(0x08)
        case 0x66: result.append(0x0C)
        case 0x75:
            var scalar = hex(at)
            at += 4
            if (0xD800..<0xDC00).contains(scalar), at + 6 <= count, bytes[at] == 0x5C, bytes[at + 1] == 0x75 {
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (hex(at + 2) - 0xDC00)
                at += 6
            }
            result.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8))
        default: result.append(kind)  // \" \\ \/
        }
    }
    return result
}

/// The list of `month` in `data`, as list.jq prints it.
func list(_ bytes: UnsafePointer<UInt8>, count: Int, month: [UInt8]) -> Output {
    var cursor = Cursor(bytes: bytes, end: count)
    var kept = rows(&cursor, month: month)
    kept.sort { a, b in
        if a.when != b.when { return a.when > b.when }
        return memcmp(bytes + b.id, bytes + a.id, 32) < 0
    }
    let monthNames: [StaticString] = ["January", "February", "March", "April", "May", "June", "July", "August",
                                      "September", "October", "November", "December"]
    // The date and shipping cells, written once into a scratch buffer: where each ends.
    var scratch = Output(capacity: kept.count * 96)
    var ends = [Int](repeating: 0, count: kept.count * 2)
    var widths = [5, 5, 4, 8, 9, 6]  // ORDER, TITLE, DATE, SHIPPING, SIGNATURE, STATUS
    // Titles with escapes (as a JSON library with ASCII output writes é), decoded once into
    // a buffer of their own; the others are read where they lie in the file.
    var decodedTitles: [Int: [UInt8]] = [:]
    for (index, row) in kept.enumerated() where memchr(bytes + row.title.lowerBound, 0x5C, row.title.count) != nil {
        decodedTitles[index] = unescaped(bytes + row.title.lowerBound, row.title.count)
    }
    let decodedCount = decodedTitles.values.reduce(0) { $0 + $1.count }
    let decodedStore = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, decodedCount))
    defer { decodedStore.deallocate() }
    var titles: [(UnsafePointer<UInt8>, Int)] = kept.map { (bytes + $0.title.lowerBound, $0.title.count) }
    var filled = 0
    for (index, title) in decodedTitles {
        (decodedStore + filled).initialize(from: title, count: title.count)
        titles[index] = (UnsafePointer(decodedStore + filled), title.count)
        filled += title.count
    }
    for (index, row) in kept.enumerated() {
        widths[1] = max(widths[1], characters(titles[index].0, titles[index].1))
        // DATE: "November 22, 2026"
        let start = scratch.count
        let date = bytes + row.createdAt
        let monthNumber = Int(date[5] &- 0x30) * 10 + Int(date[6] &- 0x30)
        scratch.append(monthNames[monthNumber - 1])
        scratch.append(0x20)
        scratch.append(number: Int(date[8] &- 0x30) * 10 + Int(date[9] &- 0x30))
        scratch.append(", ")
        scratch.append(date, 4)
        ends[index * 2] = scratch.count
        widths[2] = max(widths[2], scratch.count - start)
        // SHIPPING
        let shippingStart = scratch.count
        let total = row.total
        if total > 10_000 {
            scratch.append("Free shipping")
        } else {
            let shipping = roundHalf(total * 10, 100)
            scratch.append("Shipping: $")
            scratch.append(number: shipping / 100)
            scratch.append(0x2E)
            scratch.append(UInt8(shipping % 100 / 10) + 0x30)
            scratch.append(UInt8(shipping % 10) + 0x30)
        }
        ends[index * 2 + 1] = scratch.count
        widths[3] = max(widths[3], scratch.count - shippingStart)
        if row.isResidential && row.needsSignature { widths[4] = max(widths[4], 3) }
        widths[5] = max(widths[5], characters(bytes + row.status.lowerBound, row.status.count))
    }
    if !kept.isEmpty { widths[0] = 15 }
    var output = Output(capacity: (kept.count + 2) * (widths.reduce(0, +) + 12))
    output.append(number: kept.count)
    output.append(" orders · this month · not cancelled · total > $0.00\n")
    // A line's cells, each padded to its column but the last ones trimmed, as `sub(" +$"; "")`.
    var pending = 0
    func cell(_ source: UnsafePointer<UInt8>, _ length: Int, width: Int, characters count: Int, first: Bool = false) {
        if !first { pending += 2 }
        if length > 0 {
            output.spaces(pending)
            output.append(source, length)
            pending = 0
        }
        pending += width - count
    }
    func endLine() {
        pending = 0
        output.append(0x0A)
    }
    let header: [StaticString] = ["ORDER", "TITLE", "DATE", "SHIPPING", "SIGNATURE", "STATUS"]
    for (column, name) in header.enumerated() {
        cell(name.utf8Start, name.utf8CodeUnitCount, width: widths[column], characters: name.utf8CodeUnitCount, first: column == 0)
    }
    endLine()
    var previousEnd = 0
    var number: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
        (0x4F, 0x72, 0x64, 0x65, 0x72, 0x20, 0x23, 0, 0, 0, 0, 0, 0, 0, 0)  // "Order #"
    var status: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    let yes: StaticString = "yes"
    for (index, row) in kept.enumerated() {
        withUnsafeMutableBytes(of: &number) { buffer in
            for offset in 0..<8 {
                let byte = bytes[row.id + offset]
                buffer[7 + offset] = byte &- 0x61 < 26 ? byte - 0x20 : byte
            }
            if let base = buffer.baseAddress { cell(base.assumingMemoryBound(to: UInt8.self), 15, width: widths[0], characters: 15, first: true) }
        }
        cell(titles[index].0, titles[index].1, width: widths[1], characters: characters(titles[index].0, titles[index].1))
        let dateEnd = ends[index * 2]
        cell(scratch.bytes + previousEnd, dateEnd - previousEnd, width: widths[2], characters: dateEnd - previousEnd)
        let shippingEnd = ends[index * 2 + 1]
        cell(scratch.bytes + dateEnd, shippingEnd - dateEnd, width: widths[3], characters: shippingEnd - dateEnd)
        previousEnd = shippingEnd
        if row.isResidential && row.needsSignature {
            cell(yes.utf8Start, 3, width: widths[4], characters: 3)
        } else {
            cell(yes.utf8Start, 0, width: widths[4], characters: 0)
        }
        if row.status.count <= 16 {
            withUnsafeMutableBytes(of: &status) { buffer in
                for offset in 0..<row.status.count { buffer[offset] = bytes[row.status.lowerBound + offset] }
                if buffer[0] &- 0x61 < 26 { buffer[0] -= 0x20 }
                if let base = buffer.baseAddress {
                    cell(base.assumingMemoryBound(to: UInt8.self), row.status.count, width: widths[5],
                         characters: characters(bytes + row.status.lowerBound, row.status.count))
                }
            }
        } else {
            cell(bytes + row.status.lowerBound, row.status.count, width: widths[5], characters: characters(bytes + row.status.lowerBound, row.status.count))
        }
        endLine()
    }
    return output
}

/// The file's bytes, read whole into memory that is not zeroed first.
func readFile(_ path: String) -> (UnsafeMutablePointer<UInt8>, Int)? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    let size = Int(status.st_size)
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: size + 1)
    var done = 0
    while done < size {
        let count = read(descriptor, bytes + done, size - done)
        guard count > 0 else { return nil }
        done += count
    }
    return (bytes, size)
}

func writeAll(_ bytes: UnsafePointer<UInt8>, count: Int, to descriptor: Int32) {
    var written = 0
    while written < count {
        let done = write(descriptor, bytes + written, count - written)
        if done <= 0 { exit(1) }
        written += done
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, arguments[2].utf8.count == 7, let (data, size) = readFile(arguments[1]) else {
    let usage: StaticString = "usage: ordersh-floor DATA.json YYYY-MM\n"
    writeAll(usage.utf8Start, count: usage.utf8CodeUnitCount, to: 2)
    exit(2)
}
let output = list(data, count: size, month: Array(arguments[2].utf8))
writeAll(output.bytes, count: output.count, to: 1)
