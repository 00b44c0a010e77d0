/// One message between a lane and its helper process, either way: a line of byte counts,
/// one per field (`-` for an absent field), then the fields' bytes back to back.
///
/// Read by count, a field holds any byte, line breaks and bytes that are not UTF-8
/// included, and nothing is escaped or unescaped. (The answers' headers were JSON: 4.7 %
/// of the CPU of `--jobs 2` in a profile of the shared-runtime build, about 1 % in the
/// static one. The requests already had a line of their own four numbers; now both
/// directions share one reader.)
struct HelperFrame: Equatable {
    var fields: [[UInt8]?]

    init(_ fields: [[UInt8]?]) {
        self.fields = fields
    }

    /// The frame as it is written.
    var encoded: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(fields.count * 4 + fields.reduce(0) { $0 + ($1?.count ?? 0) })
        for (position, field) in fields.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: " ")) }
            if let field {
                bytes.appendDecimal(field.count)
            } else {
                bytes.append(UInt8(ascii: "-"))
            }
        }
        bytes.append(UInt8(ascii: "\n"))
        for case let field? in fields { bytes += field }
        return bytes
    }

    /// The byte counts of a header line (`nil` for `-`), or `nil` when it is not one:
    /// a count that is not a decimal number, or counts whose sum overflows.
    static func counts(in header: [UInt8]) -> (counts: [Int?], total: Int)? {
        // An empty line is a frame of no fields, not one empty word.
        guard !header.isEmpty else { return ([], 0) }
        var counts: [Int?] = []
        var total = 0
        for word in header.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false) {
            if word.elementsEqual([UInt8(ascii: "-")]) {
                counts.append(nil)
                continue
            }
            guard let count = Int(decimal: word), count >= 0 else { return nil }
            let (sum, overflows) = total.addingReportingOverflow(count)
            guard !overflows else { return nil }
            total = sum
            counts.append(count)
        }
        return (counts, total)
    }
}

/// How reading a ``HelperFrame`` ended.
enum FrameRead: Equatable {
    case frame(HelperFrame)
    /// The input ended between frames.
    case ended
    /// The input ended inside a frame: fewer bytes than its header counts.
    case cut
    /// The header is not a line of byte counts.
    case unreadable
    case timedOut
}

extension LineReader {
    /// The next ``HelperFrame``, waiting until `deadline` at most (`nil`: for ever).
    mutating func nextFrame(before deadline: ContinuousClock.Instant?) -> FrameRead {
        let header: [UInt8]
        switch nextLine(before: deadline) {
        case .line(let line): header = line
        case .ended: return .ended
        case .timedOut: return .timedOut
        }
        guard case let (counts, total)? = HelperFrame.counts(in: header) else { return .unreadable }
        let body: [UInt8]
        switch nextBytes(total, before: deadline) {
        case .line(let bytes): body = bytes
        case .ended: return .cut
        case .timedOut: return .timedOut
        }
        var fields: [[UInt8]?] = []
        fields.reserveCapacity(counts.count)
        var start = 0
        for count in counts {
            guard let count else {
                fields.append(nil)
                continue
            }
            fields.append(Array(body[start..<start + count]))
            start += count
        }
        return .frame(HelperFrame(fields))
    }
}

extension Array where Element == UInt8 {
    /// `value` in decimal digits.
    init<Value: BinaryInteger>(decimal value: Value) {
        self = []
        appendDecimal(value)
    }

    /// Appends `value` in decimal digits.
    mutating func appendDecimal<Value: BinaryInteger>(_ value: Value) {
        if value < 0 { append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        guard magnitude >= 10 else {
            append(UInt8(ascii: "0") + UInt8(magnitude))
            return
        }
        appendDecimal(magnitude / 10)
        append(UInt8(ascii: "0") + UInt8(magnitude % 10))
    }
}

extension Int {
    /// `bytes` read as decimal digits, with `-` before a negative number; `nil` when they
    /// are not, or when the number does not fit.
    init?<Bytes: Collection>(decimal bytes: Bytes) where Bytes.Element == UInt8 {
        var digits = bytes[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 19 else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (times, overflowsTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowsSum) = times.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflowsTimes, !overflowsSum else { return nil }
            value = sum
        }
        self = negative ? -value : value
    }
}
