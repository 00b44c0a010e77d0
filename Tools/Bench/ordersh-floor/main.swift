// ordersh-floor: the floor of `load orders; show list` on a data file, for scripts/bench-scale.
// Not part of ordersh. A byte scanner that knows this one schema and does the job of
// scripts/peers/list.jq and nothing more: no Decimal, no dates, no locale, no ViewModel,
// no checks beyond what the job needs. What ordersh does beyond it is what its generality,
// checks and architecture cost.
//
//   ordersh-floor DATA.json 2026-11      prints the list of that month as list.jq does
#if canImport(Glibc)
import Glibc
#endif

/// `numerator / denominator` rounded half-up (towards +∞ at .5), as list.jq's `roundhalf`.
func roundHalf(_ numerator: Int, _ denominator: Int) -> Int {
    let doubled = numerator * 2 + denominator
    let quotient = doubled / (denominator * 2)
    return doubled % (denominator * 2) < 0 ? quotient - 1 : quotient
}

/// One row of the list: where its texts lie in the file, and its total in cents.
struct Row {
    var id: Range<Int> = 0..<0
    var title: Range<Int> = 0..<0
    var createdAt: Range<Int> = 0..<0
    var status: Range<Int> = 0..<0
    var subtotal = 0
    /// subtotal + tax at list.jq's rate of 8.875 %, rounded half-up.
    var total: Int { subtotal + roundHalf(subtotal * 8875, 100_000) }
    var needsSignature = false
    var isResidential = false
}

/// A scanner over the file's bytes, a byte at a time, that understands only what the
/// orders need: objects, arrays, strings (escapes skipped, never decoded), numbers, literals.
struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var at = 0

    mutating func skipSpace() {
        while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x0A || bytes[at] == 0x0D || bytes[at] == 0x09 { at += 1 }
    }

    /// The bytes of the string at `at` (without quotes, escapes left as they are).
    mutating func string() -> Range<Int> {
        at += 1
        let start = at
        while bytes[at] != 0x22 {
            at += bytes[at] == 0x5C ? 2 : 1
        }
        defer { at += 1 }
        return start..<at
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
            while at < bytes.count, !(bytes[at] == 0x2C || bytes[at] == 0x7D || bytes[at] == 0x5D) { at += 1 }
        }
    }

    /// Calls `field` for each key of the object at `at`, positioned at its value; `field`
    /// reads the value or returns false to have it skipped.
    mutating func object(_ field: (inout Scanner, Range<Int>) -> Bool) {
        skipSpace()
        at += 1  // {
        while true {
            skipSpace()
            if bytes[at] == 0x7D { at += 1; return }
            if bytes[at] == 0x2C { at += 1; continue }
            let key = string()
            skipSpace()
            at += 1  // :
            skipSpace()
            if !field(&self, key) { skipValue() }
        }
    }

    mutating func array(_ element: (inout Scanner) -> Void) {
        skipSpace()
        at += 1  // [
        while true {
            skipSpace()
            if bytes[at] == 0x5D { at += 1; return }
            if bytes[at] == 0x2C { at += 1; continue }
            element(&self)
        }
    }

    func equals(_ range: Range<Int>, _ text: StaticString) -> Bool {
        guard range.count == text.utf8CodeUnitCount else { return false }
        let pointer = text.utf8Start
        for offset in 0..<range.count where bytes[range.lowerBound + offset] != pointer[offset] { return false }
        return true
    }

    /// A price, quoted or not, in whole cents: the first two decimals, as list.jq reads it.
    mutating func cents() -> Int {
        if bytes[at] == 0x22 { at += 1 }
        var whole = 0
        var negative = false
        if bytes[at] == 0x2D { negative = true; at += 1 }
        while bytes[at] >= 0x30 && bytes[at] <= 0x39 { whole = whole * 10 + Int(bytes[at] - 0x30); at += 1 }
        var fraction = 0
        var digits = 0
        if bytes[at] == 0x2E {
            at += 1
            while bytes[at] >= 0x30 && bytes[at] <= 0x39 {
                if digits < 2 { fraction = fraction * 10 + Int(bytes[at] - 0x30); digits += 1 }
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
        while bytes[at] >= 0x30 && bytes[at] <= 0x39 { value = value * 10 + Int(bytes[at] - 0x30); at += 1 }
        return value
    }

    mutating func isTrue() -> Bool {
        defer { skipValue() }
        return bytes[at] == 0x74
    }
}

func readFile(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    fseek(file, 0, SEEK_END)
    let size = ftell(file)
    fseek(file, 0, SEEK_SET)
    var bytes = [UInt8](repeating: 0, count: size)
    guard fread(&bytes, 1, size, file) == size else { return nil }
    return bytes
}

func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        var written = 0
        while written < buffer.count {
            let count = write(descriptor, base + written, buffer.count - written)
            if count <= 0 { exit(1) }
            written += count
        }
    }
}

/// The list of `month` in `data`, as list.jq prints it.
func list(_ data: [UInt8], month: [UInt8]) -> [UInt8] {
    let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
    var output: [UInt8] = []
    data.withUnsafeBufferPointer { bytes in
        var scanner = Scanner(bytes: bytes)
        var rows: [Row] = []
        scanner.object { scanner, key in
            guard scanner.equals(key, "orders") else { return false }
            scanner.array { scanner in
                var row = Row()
                scanner.object { scanner, key in
                    if scanner.equals(key, "id") { row.id = scanner.string(); return true }
                    if scanner.equals(key, "title") { row.title = scanner.string(); return true }
                    if scanner.equals(key, "createdAt") { row.createdAt = scanner.string(); return true }
                    if scanner.equals(key, "status") { row.status = scanner.string(); return true }
                    if scanner.equals(key, "items") {
                        scanner.array { scanner in
                            var price = 0, quantity = 0
                            scanner.object { scanner, key in
                                if scanner.equals(key, "price") { price = scanner.cents(); return true }
                                if scanner.equals(key, "quantity") { quantity = scanner.integer(); return true }
                                if scanner.equals(key, "requiresSignature") { row.needsSignature = scanner.isTrue() || row.needsSignature; return true }
                                return false
                            }
                            row.subtotal += price * quantity
                        }
                        return true
                    }
                    if scanner.equals(key, "shippingAddress") {
                        scanner.object { scanner, key in
                            guard scanner.equals(key, "isResidential") else { return false }
                            row.isResidential = scanner.isTrue()
                            return true
                        }
                        return true
                    }
                    return false
                }
                guard row.createdAt.count >= 7, !scanner.equals(row.status, "cancelled"),
                      (0..<7).allSatisfy({ bytes[row.createdAt.lowerBound + $0] == month[$0] }) else { return }
                rows.append(row)
            }
            return true
        }

        func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        func money(_ cents: Int) -> String {
            let fraction = cents % 100
            return "$\(cents / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
        }

        var kept = rows.filter { $0.total > 0 }
        kept.sort { a, b in
            let left = UnsafeBufferPointer(rebasing: bytes[a.createdAt]), right = UnsafeBufferPointer(rebasing: bytes[b.createdAt])
            if !left.elementsEqual(right) { return right.lexicographicallyPrecedes(left) }
            return UnsafeBufferPointer(rebasing: bytes[b.id]).lexicographicallyPrecedes(UnsafeBufferPointer(rebasing: bytes[a.id]))
        }
        var cells: [[String]] = []
        cells.reserveCapacity(kept.count)
        for row in kept {
            let total = row.total
            let date = Array(bytes[row.createdAt])
            let monthNumber = Int(date[5] - 0x30) * 10 + Int(date[6] - 0x30)
            let day = Int(date[8] - 0x30) * 10 + Int(date[9] - 0x30)
            let status = text(row.status)
            cells.append([
                "Order #" + text(row.id.lowerBound..<(row.id.lowerBound + 8)).uppercased(), text(row.title),
                "\(monthNames[monthNumber - 1]) \(day), " + text(row.createdAt.lowerBound..<(row.createdAt.lowerBound + 4)),
                total > 10_000 ? "Free shipping" : "Shipping: " + money(roundHalf(total * 10, 100)),
                row.isResidential && row.needsSignature ? "yes" : "",
                status.prefix(1).uppercased() + status.dropFirst(),
            ])
        }
        let header = ["ORDER", "TITLE", "DATE", "SHIPPING", "SIGNATURE", "STATUS"]
        var widths = header.map(\.unicodeScalars.count)
        for row in cells { for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.unicodeScalars.count) } }
        func line(_ row: [String]) {
            var text = ""
            for (column, cell) in row.enumerated() {
                if column > 0 { text += "  " }
                text += cell
                text += String(repeating: " ", count: widths[column] - cell.unicodeScalars.count)
            }
            while text.hasSuffix(" ") { text.removeLast() }
            output += Array(text.utf8)
            output.append(0x0A)
        }
        output += Array("\(cells.count) orders · this month · not cancelled · total > $0.00\n".utf8)
        line(header)
        for row in cells { line(row) }
    }
    return output
}

let arguments = CommandLine.arguments
guard arguments.count == 3, arguments[2].utf8.count == 7, let data = readFile(arguments[1]) else {
    writeAll(Array("usage: ordersh-floor DATA.json YYYY-MM\n".utf8), to: 2)
    exit(2)
}
writeAll(list(data, month: Array(arguments[2].utf8)), to: 1)
