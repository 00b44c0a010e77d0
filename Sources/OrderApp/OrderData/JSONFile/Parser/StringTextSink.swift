/// What the bytes of a string's text are given to as ``JSONReader`` reads it past its plain
/// start: its runs of raw bytes (with their high bits, 0 when all are ASCII) and the bytes
/// its escapes stand for.
protocol StringTextSink {
    mutating func add(run: UnsafeBufferPointer<UInt8>, highBits: UInt64)
    mutating func add(_ byte: UInt8)
}

/// A string's text as bytes, kept.
struct StringBytes: StringTextSink {
    var bytes: [UInt8]

    mutating func add(run: UnsafeBufferPointer<UInt8>, highBits: UInt64) {
        bytes.append(contentsOf: run)
    }

    mutating func add(_ byte: UInt8) {
        bytes.append(byte)
    }
}
