#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SafeIO

/// A strict RFC 8259 JSON reader that pulls bytes from a file in chunks (or from memory)
/// and keeps only the bytes of the token it is reading, so a large document is never
/// held whole. It tracks the line of every position and reports syntax errors with their
/// 1-based line and column; numbers stay text, so money never passes through `Double`.
///
/// Callers read the document top-down: ``parseValue()`` builds a ``JSONValue`` tree (for
/// small values), ``skipValue()`` checks a value's syntax without building anything, and
/// the token readers (``readString()``, ``readNumber()``, ``readObject(_:)``, …) let a
/// decoder turn a large array into entities one element at a time.
/// Hand-written rather than Foundation's: `JSONSerialization` reads numbers through
/// `Double`, and neither it nor `JSONDecoder` reports the line of a bad value or streams.
final class JSONReader {
    /// Deeper nesting than this is refused instead of exhausting the stack.
    static let maximumDepth = 256
    /// How much is read from a file at a time.
    static let chunkSize = 1 << 20
    /// The longest string read, in bytes as written between its quotes: a longer one (a
    /// 100 MB title) is refused where it starts instead of held and shown.
    static let maximumStringLength = 1 << 20
    /// How an over-long string is described, in a data file and in a store.
    static let tooLongText = "longer than 1 MiB, the most ordersh reads in one value"

    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Valid bytes in `buffer`.
    private var count = 0
    /// The next byte to read, as an index into `buffer`.
    private(set) var index = 0
    /// The first byte still needed (the start of the token being read); a refill keeps it.
    private var mark = 0
    /// The document offset of `buffer[0]`.
    private var base = 0
    private let descriptor: Int32
    private var isAtEnd: Bool
    /// Set when reading the file failed (`read(2)` returned an error).
    private(set) var readFailed = false

    private(set) var line = 1
    /// The keys of the objects being read, innermost last, to refuse a key written twice in
    /// one object: their bytes one after another in `keyText`; key `i` ends at `keyEnds[i]`,
    /// and `keySignatures[i]` is its ``signature(at:count:)``: a new key's bytes are compared
    /// only with keys of the same signature. `keyText` has ``keySlack`` bytes past its
    /// capacity, so a key's first eight bytes can be loaded as one word.
    /// The buffers are managed here rather than held in arrays: a class's array property is
    /// checked for exclusive access at run time on every change (8 % of a 1M load's samples).
    private var keyText: UnsafeMutablePointer<UInt8>
    private var keyTextCount = 0
    private var keyTextCapacity = 1024
    private var keyEnds: UnsafeMutablePointer<Int>
    private var keySignatures: UnsafeMutablePointer<UInt64>
    private static let keySlack = 8
    private var keyCapacity = 64
    private var keyCount = 0
    /// The keys of each open object with more than ``keysScanned`` keys, by its first index:
    /// past that, a set of 64-bit hashes of their bytes (``keyHash(_:)``) finds a key faster
    /// than a scan of the bytes; the bytes still decide, since the hash can be inverted and a
    /// crafted key could otherwise be taken for another.
    private var largeObjects: [Int: Set<UInt64>] = [:]
    /// How many objects `largeObjects` holds: asked as each object ends, where reading the
    /// dictionary itself would be an access the runtime checks.
    private var largeObjectCount = 0
    private static let keysScanned = 24
    /// The document offset where the current line starts.
    private var lineStart = 0
    private var depth = 0
    /// Document bytes read so far (for progress).
    var bytesRead: Int { base + count }
    /// The document's size when known in advance (a regular file), else `nil`.
    private(set) var expectedSize: Int?

    /// A reader over `bytes`, all in memory.
    init(bytes: some Collection<UInt8>) {
        capacity = max(bytes.count, 16)
        buffer = .allocate(capacity: capacity)
        keyText = .allocate(capacity: keyTextCapacity + Self.keySlack)
        keyEnds = .allocate(capacity: keyCapacity)
        keySignatures = .allocate(capacity: keyCapacity)
        var written = 0
        for byte in bytes { buffer[written] = byte; written += 1 }
        count = written
        expectedSize = written
        descriptor = -1
        isAtEnd = true
        skipByteOrderMark()
    }

    /// A reader over the open file `descriptor`, read `chunkSize` bytes at a time (the
    /// buffer grows only for a token longer than that); the caller closes it.
    init(descriptor: Int32, chunkSize: Int = JSONReader.chunkSize) {
        capacity = max(chunkSize, 1)
        buffer = .allocate(capacity: capacity)
        keyText = .allocate(capacity: keyTextCapacity + Self.keySlack)
        keyEnds = .allocate(capacity: keyCapacity)
        keySignatures = .allocate(capacity: keyCapacity)
        self.descriptor = descriptor
        isAtEnd = false
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG { expectedSize = Int(status.st_size) }
        _ = ensure(3)
        skipByteOrderMark()
    }

    /// A reader over `descriptor` from byte `offset` on, as if inside `depth` containers
    /// (the second half of a split read; its lines count from 1).
    init(descriptor: Int32, startingAt offset: Int, depth: Int, chunkSize: Int = JSONReader.chunkSize) {
        capacity = max(chunkSize, 1)
        buffer = .allocate(capacity: capacity)
        keyText = .allocate(capacity: keyTextCapacity + Self.keySlack)
        keyEnds = .allocate(capacity: keyCapacity)
        keySignatures = .allocate(capacity: keyCapacity)
        self.descriptor = descriptor
        isAtEnd = lseek(descriptor, off_t(offset), SEEK_SET) < 0
        base = offset
        lineStart = offset
        self.depth = depth
    }

    deinit {
        buffer.deallocate()
        keyText.deallocate()
        keyEnds.deallocate()
        keySignatures.deallocate()
    }

    /// The document offset of the next byte.
    var offset: Int { base + index }

    /// What the reader has seen of lines: the current line and the offset where it starts.
    var position: (line: Int, lineStart: Int) { (line, lineStart) }

    /// Goes on reading at `offset`, which another reader reached at `line` (counted from
    /// this reader's own start) with its last line starting at `lineStart` (`nil`: no line
    /// break was seen, so this reader's current line goes on).
    func jump(to offset: Int, lines: Int, lastLineStart: Int?) {
        isAtEnd = lseek(descriptor, off_t(offset), SEEK_SET) < 0
        count = 0
        index = 0
        mark = 0
        base = offset
        line += lines
        if let lastLineStart { lineStart = lastLineStart }
    }

    private func skipByteOrderMark() {
        if count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF {
            index = 3
            lineStart = 3
        }
    }

    // MARK: Whole values

    /// Parses one value into a tree.
    func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard let byte = peek() else { throw error("unexpected end of the document; expected a value") }
        let startLine = line
        switch byte {
        case UInt8(ascii: "{"):
            var members: [String: JSONValue] = [:]
            try readObject { key throws(JSONSyntaxError) in members[key] = try parseValue() }
            return JSONValue(kind: .object(members), line: startLine)
        case UInt8(ascii: "["):
            var elements: [JSONValue] = []
            try readArray { _ throws(JSONSyntaxError) in elements.append(try parseValue()) }
            return JSONValue(kind: .array(elements), line: startLine)
        case UInt8(ascii: "\""): return JSONValue(kind: .string(try readString()), line: startLine)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(kind: .number(try readNumber()), line: startLine)
        case UInt8(ascii: "t"): try expectLiteral("true"); return JSONValue(kind: .bool(true), line: startLine)
        case UInt8(ascii: "f"): try expectLiteral("false"); return JSONValue(kind: .bool(false), line: startLine)
        case UInt8(ascii: "n"): try expectLiteral("null"); return JSONValue(kind: .null, line: startLine)
        default: throw error("unexpected \(describe(byte)); expected a value")
        }
    }

    /// Checks one value's syntax, as ``parseValue()`` would, without building it.
    func skipValue() throws(JSONSyntaxError) {
        guard let byte = peek() else { throw error("unexpected end of the document; expected a value") }
        switch byte {
        case UInt8(ascii: "{"):
            // Keys as bytes: a skipped object's keys are never made into strings.
            try readFields { _ throws(JSONSyntaxError) in try skipValue() }
        case UInt8(ascii: "["):
            try readArray { _ throws(JSONSyntaxError) in try skipValue() }
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try scanNumber()
        case UInt8(ascii: "t"): try expectLiteral("true")
        case UInt8(ascii: "f"): try expectLiteral("false")
        case UInt8(ascii: "n"): try expectLiteral("null")
        default: throw error("unexpected \(describe(byte)); expected a value")
        }
    }

    /// After the document's value: anything but white space is an error.
    func finish() throws(JSONSyntaxError) {
        skipWhitespace()
        guard peek() == nil else { throw error("unexpected text after the end of the document") }
    }

    // MARK: Containers

    /// Reads an object (the reader is at `{`), calling `member` with each key while the
    /// reader is at the key's value; `member` must read that value.
    func readObject(_ member: (String) throws(JSONSyntaxError) -> Void) throws(JSONSyntaxError) {
        try readFields { key throws(JSONSyntaxError) in try member(key.text) }
    }

    /// ``readObject(_:)`` with keys given as their bytes, for decoders that only compare
    /// them with the keys they know: no String is made for a plain key.
    func readFields(_ member: (JSONKey) throws(JSONSyntaxError) -> Void) throws(JSONSyntaxError) {
        try enter()
        defer { depth -= 1 }
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") { index += 1; return }
        let firstKey = keyCount
        defer {
            keyCount = firstKey
            keyTextCount = keyStart(firstKey)
            if largeObjectCount > 0, largeObjects.removeValue(forKey: firstKey) != nil { largeObjectCount -= 1 }
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let keyLine = line
            let keyColumn = column
            // A plain key stays in the buffer (after the quote at `mark`) until the member has seen it.
            let plainLength = scanPlainString()
            let escaped = plainLength == nil ? try readString() : nil
            let isNew = if let escaped {
                Array(escaped.utf8).withUnsafeBufferPointer { addKey($0, from: firstKey) }
            } else {
                addKey(UnsafeBufferPointer(start: buffer + mark + 1, count: plainLength ?? 0), from: firstKey)
            }
            guard isNew else {
                let key = escaped ?? JSONKey(bytes: UnsafeBufferPointer(start: buffer + mark + 1, count: plainLength ?? 0)).text
                throw JSONSyntaxError(message: "the key \"\(key)\" appears twice in one object", line: keyLine, column: keyColumn)
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                let key = escaped ?? JSONKey(bytes: UnsafeBufferPointer(start: buffer + mark + 1, count: plainLength ?? 0)).text
                throw error("expected ':' after the key \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            if let escaped {
                try member(JSONKey(text: escaped))
            } else {
                try member(JSONKey(bytes: UnsafeBufferPointer(start: buffer + mark + 1, count: plainLength ?? 0)))
            }
            mark = index
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    /// Adds a key to the object whose keys start at `first`; false when it already has it.
    ///
    /// The bytes are copied to the end of `keyText` first, and kept there only if the key
    /// is new. Up to ``keysScanned`` keys, the new key's signature is compared with each
    /// earlier key's, one word each (comparing the bytes of every earlier key was 6.7 % of
    /// the instructions of a load of 100,000 orders); past that, a set of hashes finds it.
    private func addKey(_ bytes: UnsafeBufferPointer<UInt8>, from first: Int) -> Bool {
        if keyCount == keyCapacity || keyTextCount + bytes.count > keyTextCapacity { growKeys(toHold: bytes.count) }
        if let base = bytes.baseAddress { (keyText + keyTextCount).initialize(from: base, count: bytes.count) }
        let added = UnsafeBufferPointer(start: keyText + keyTextCount, count: bytes.count)
        let signature = Self.signature(at: keyText + keyTextCount, count: bytes.count)
        let count = keyCount - first
        if count < Self.keysScanned {
            if hasKey(added, signature: signature, from: first) { return false }
        } else {
            if count == Self.keysScanned {
                largeObjects[first] = Set((first..<keyCount).map { Self.keyHash(keyBytes($0)) })
                largeObjectCount += 1
            }
            // A hash already in the set is a duplicate only if some key's bytes agree.
            if !largeObjects[first, default: []].insert(Self.keyHash(added)).inserted,
                hasKey(added, signature: signature, from: first) { return false }
        }
        keyTextCount += bytes.count
        keyEnds[keyCount] = keyTextCount
        keySignatures[keyCount] = signature
        keyCount += 1
        return true
    }

    /// Makes room for one more key of `count` bytes. Apart from ``addKey(_:from:)`` and with
    /// local copies of the capacities: an `inout` class property is an access the runtime
    /// checks, and the check would run on every key.
    @inline(never)
    private func growKeys(toHold count: Int) {
        var capacity = keyCapacity
        if keyCount == capacity {
            keySignatures = Self.doubling(keySignatures, count: keyCount, capacity: &capacity)
            capacity = keyCapacity
            keyEnds = Self.doubling(keyEnds, count: keyCount, capacity: &capacity)
        }
        keyCapacity = capacity
        capacity = keyTextCapacity
        while keyTextCount + count > capacity {
            keyText = Self.doubling(keyText, count: keyTextCount, capacity: &capacity, slack: Self.keySlack)
        }
        keyTextCapacity = capacity
    }

    /// Whether the object whose keys start at `first` has a key whose bytes are `bytes`
    /// (whose signature is `signature`).
    private func hasKey(_ bytes: UnsafeBufferPointer<UInt8>, signature: UInt64, from first: Int) -> Bool {
        var index = first
        while index < keyCount {
            if keySignatures[index] == signature, keyBytes(index).sameBytes(as: bytes) { return true }
            index += 1
        }
        return false
    }

    /// A key's first eight bytes (fewer for a shorter key, the rest zero) mixed with its
    /// length: two keys with the same bytes have the same signature. `start` must have eight
    /// readable bytes, which `keyText`'s slack gives.
    private static func signature(at start: UnsafeMutablePointer<UInt8>, count: Int) -> UInt64 {
        let word = UInt64(littleEndian: UnsafeRawPointer(start).loadUnaligned(as: UInt64.self))
        let head = count >= 8 ? word : word & ((1 << (UInt64(count) &* 8)) &- 1)
        return head ^ (UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15)
    }

    /// The bytes of key `index`.
    private func keyBytes(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: keyText + keyStart(index), count: keyEnds[index] - keyStart(index))
    }

    /// Where key `index`'s bytes start in `keyText`.
    private func keyStart(_ index: Int) -> Int {
        index == 0 ? 0 : keyEnds[index - 1]
    }

    /// The first `count` elements of `pointer` moved to a buffer twice as large, which it
    /// returns; `pointer` is freed and `capacity` doubled.
    private static func doubling<Element>(
        _ pointer: UnsafeMutablePointer<Element>, count: Int, capacity: inout Int, slack: Int = 0
    ) -> UnsafeMutablePointer<Element> {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2 + slack)
        larger.moveInitialize(from: pointer, count: count)
        pointer.deallocate()
        capacity *= 2
        return larger
    }

    /// A key's bytes mixed eight at a time into 64 bits. Two different keys of one object
    /// would have to agree in all 64 to be taken for one.
    static func keyHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
            hash ^= hash >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        if offset < raw.count, let start = raw.baseAddress {
            withUnsafeMutableBytes(of: &tail) { $0.baseAddress?.copyMemory(from: start + offset, byteCount: raw.count - offset) }
        }
        hash = (hash ^ tail) &* multiplier
        return hash ^ (hash >> 32)
    }

    /// At a quote: reads a string of printable ASCII without escapes, leaving `mark` at the
    /// opening quote, and returns its length. For any other string (or an unterminated one)
    /// it reads nothing and returns `nil`: the reader is back at the quote for ``readString()``,
    /// which checks and reports what it finds.
    private func scanPlainString() -> Int? {
        mark = index
        index += 1
        var highBits: UInt64 = 0
        while true {
            index = StringScan.firstStop(in: buffer, from: index, to: count, stops: .anyButPrintableASCII, highBits: &highBits)
            if index < count {
                guard buffer[index] == UInt8(ascii: "\""), index - mark - 1 <= Self.maximumStringLength else { break }
                index += 1
                return index - mark - 2
            }
            guard index - mark <= Self.maximumStringLength, refill() else { break }
        }
        index = mark
        return nil
    }

    /// Reads an array (the reader is at `[`), calling `element` with each index while the
    /// reader is at that element; `element` must read it.
    func readArray(_ element: (Int) throws(JSONSyntaxError) -> Void) throws(JSONSyntaxError) {
        try enter()
        defer { depth -= 1 }
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") { index += 1; return }
        var position = 0
        while true {
            skipWhitespace()
            try element(position)
            position += 1
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    // MARK: Scalars

    /// Reads a string (the reader is at `"`).
    func readString() throws(JSONSyntaxError) -> String {
        let (startLine, startColumn) = (line, column)
        index += 1
        mark = index
        let start = base + index
        defer { mark = index }
        // The common case: no escapes. The text is the bytes between the quotes.
        var highBits: UInt64 = 0
        while true {
            index = StringScan.firstStop(in: buffer, from: index, to: count, stops: .quoteEscapeOrControl, highBits: &highBits)
            if index == count {
                // Checked when more bytes are needed, so a long string is refused before
                // it is held whole, and at the closing quote.
                guard index - mark <= Self.maximumStringLength else { throw tooLong(startLine, startColumn) }
                guard refill() else { throw error("unterminated string") }
                continue
            }
            guard buffer[index] == UInt8(ascii: "\"") else { break }
            guard index - mark <= Self.maximumStringLength else { throw tooLong(startLine, startColumn) }
            let text = Self.text(UnsafeBufferPointer(start: buffer + mark, count: index - mark), isASCII: highBits == 0)
            index += 1
            guard let text else {
                throw JSONSyntaxError(message: "string is not valid UTF-8", line: startLine, column: startColumn)
            }
            return text
        }
        var scalars = StringBytes(bytes: Array(UnsafeBufferPointer(start: buffer + mark, count: index - mark)))
        try scanEscapedRest(from: start, line: startLine, column: startColumn, into: &scalars)
        guard let text = scalars.bytes.withUnsafeBufferPointer({ Self.text($0, isASCII: false) }) else {
            throw JSONSyntaxError(message: "string is not valid UTF-8", line: startLine, column: startColumn)
        }
        return text
    }

    /// Reads the rest of a string whose text starts at document offset `start`, to its
    /// closing quote (the reader is then past it), giving `sink` each run of raw bytes and
    /// each byte an escape stands for. Throws what a string's text can be refused for, at its
    /// place, except bytes that are not UTF-8: the caller checks those at the end, after any
    /// other error. Generic rather than given closures, so each caller's is compiled in.
    private func scanEscapedRest<Sink: StringTextSink>(
        from start: Int, line startLine: Int, column startColumn: Int, into sink: inout Sink
    ) throws(JSONSyntaxError) {
        while true {
            guard base + index - start <= Self.maximumStringLength else { throw tooLong(startLine, startColumn) }
            var highBits: UInt64 = 0
            let stop = StringScan.firstStop(in: buffer, from: index, to: count, stops: .quoteEscapeOrControl, highBits: &highBits)
            if stop > index {
                sink.add(run: UnsafeBufferPointer(start: buffer + index, count: stop - index), highBits: highBits)
                index = stop
                continue
            }
            guard let next = peek() else { throw error("unterminated string") }
            switch next {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                index += 1
                try parseEscape(into: &sink)
            case 0..<0x20:
                throw error("control character \(describe(next)) in a string (escape it)")
            default:
                sink.add(next)
                index += 1
            }
        }
    }

    private func tooLong(_ line: Int, _ column: Int) -> JSONSyntaxError {
        JSONSyntaxError(message: "a string \(Self.tooLongText)", line: line, column: column)
    }

    /// Reads a number with no sign or exponent (`0`, `12`, `38.90`) straight from the buffer
    /// when `parse` accepts its bytes; otherwise (another value, a sign, an exponent, a
    /// number JSON refuses such as `012`, one that ends past the buffer, or `parse` says
    /// `nil`) reads nothing and returns `nil`, for the caller to read it the usual way,
    /// which finds and words any error.
    func readPlainNumber<T>(_ parse: (UnsafeBufferPointer<UInt8>) -> T?) -> T? {
        var position = index
        guard position < count, Self.isDigit(buffer[position]) else { return nil }
        if buffer[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            while position < count, Self.isDigit(buffer[position]) { position += 1 }
        }
        if position < count, buffer[position] == UInt8(ascii: ".") {
            position += 1
            let fraction = position
            while position < count, Self.isDigit(buffer[position]) { position += 1 }
            guard position > fraction else { return nil }
        }
        // The number may go on past the buffer; and a digit, point or exponent here is a
        // number of another shape (`012`, `1.2.3`, `1e2`).
        guard position < count else { return nil }
        let next = buffer[position]
        guard !Self.isDigit(next), next != UInt8(ascii: "."), next != UInt8(ascii: "e"), next != UInt8(ascii: "E") else { return nil }
        guard let value = parse(UnsafeBufferPointer(start: buffer + index, count: position - index)) else { return nil }
        index = position
        mark = index
        return value
    }

    /// Reads a whole number of at most 18 digits, with no sign, fraction or exponent,
    /// straight from the buffer; otherwise (another value, a number of another shape, or one
    /// that ends past the buffer) reads nothing and returns `nil`, for the caller to read it
    /// the usual way, which finds and words any error.
    func readPlainInteger() -> Int? {
        var position = index
        var value = 0
        while position < count, position - index < 18, buffer[position] &- UInt8(ascii: "0") < 10 {
            value = value * 10 + Int(buffer[position] &- UInt8(ascii: "0"))
            position += 1
        }
        let length = position - index
        guard length > 0, position < count else { return nil }
        let next = buffer[position]
        guard next &- UInt8(ascii: "0") >= 10, next != UInt8(ascii: "."), next != UInt8(ascii: "e"), next != UInt8(ascii: "E"),
              length == 1 || buffer[index] != UInt8(ascii: "0")
        else { return nil }
        index = position
        mark = index
        return value
    }

    /// Reads a string of printable ASCII without escapes straight from the buffer when
    /// `parse` accepts its bytes; otherwise (another kind of value, other text, or `parse`
    /// says `nil`) reads nothing and returns `nil`, for the caller to read it the usual way.
    func readPlainString<T>(_ parse: (UnsafeBufferPointer<UInt8>) -> T?) -> T? {
        guard peek() == UInt8(ascii: "\""), let length = scanPlainString() else { return nil }
        guard let value = parse(UnsafeBufferPointer(start: buffer + mark + 1, count: length)) else {
            index = mark
            return nil
        }
        mark = index
        return value
    }

    /// Checks a string as ``readString()`` does; no text is made.
    private func skipString() throws(JSONSyntaxError) {
        if scanPlainString() == nil { try skipOtherString() }
    }

    /// Checks a string with escapes, control bytes or bytes past ASCII (the reader is at
    /// `"`): the errors of ``readString()``, at the same places and in the same order, with
    /// the bytes it would hold only checked to be UTF-8, not copied. Making the text to drop
    /// it was a tenth of the instructions of a load of an export whose customers' names
    /// (a member no order reads) are written with `\u` escapes.
    private func skipOtherString() throws(JSONSyntaxError) {
        let (startLine, startColumn) = (line, column)
        index += 1
        mark = index
        let start = base + index
        defer { mark = index }
        var check = UTF8Check()
        try scanEscapedRest(from: start, line: startLine, column: startColumn, into: &check)
        guard check.isComplete else {
            throw JSONSyntaxError(message: "string is not valid UTF-8", line: startLine, column: startColumn)
        }
    }

    /// Reads a number's text (the reader is at `-` or a digit).
    func readNumber() throws(JSONSyntaxError) -> String {
        mark = index
        defer { mark = index }
        try scanNumber()
        return String(decoding: UnsafeBufferPointer(start: buffer + mark, count: index - mark), as: UTF8.self)
    }

    private func scanNumber() throws(JSONSyntaxError) {
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), Self.isDigit(first) else { throw error("expected a digit") }
        if first == UInt8(ascii: "0") {
            index += 1
            if let next = peek(), Self.isDigit(next) { throw error("a number may not start with 0") }
        } else {
            skipDigits()
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let next = peek(), Self.isDigit(next) else { throw error("expected a digit after '.'") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let next = peek(), Self.isDigit(next) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
    }

    /// Reads `true` or `false` (the reader is at `t` or `f`).
    func readBool() throws(JSONSyntaxError) -> Bool {
        if peek() == UInt8(ascii: "t") { try expectLiteral("true"); return true }
        try expectLiteral("false")
        return false
    }

    /// Reads `byte` if it is next; false (reading nothing) otherwise.
    func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        index += 1
        return true
    }

    /// Reads `null` (the reader is at `n`).
    func readNull() throws(JSONSyntaxError) {
        try expectLiteral("null")
    }

    // MARK: Bytes

    /// The next byte, reading more of the file when the buffer is used up; `nil` at the end.
    @inline(__always)
    func peek() -> UInt8? {
        if index < count { return buffer[index] }
        return refill() ? buffer[index] : nil
    }

    private func peek(offset: Int) -> UInt8? {
        ensure(offset + 1) ? buffer[index + offset] : nil
    }

    /// Whether `needed` bytes from `index` on are in the buffer (reading more if it can).
    private func ensure(_ needed: Int) -> Bool {
        while count - index < needed {
            guard refill() else { return false }
        }
        return true
    }

    /// Reads more of the file into the buffer, first dropping what is before `mark`;
    /// false at the end of the document.
    private func refill() -> Bool {
        guard !isAtEnd else { return false }
        let keep = min(mark, index)
        if keep > 0 {
            memmove(buffer, buffer + keep, count - keep)
            base += keep
            count -= keep
            index -= keep
            mark -= keep
        }
        if count == capacity { buffer = Self.doubling(buffer, count: count, capacity: &capacity) }
        while true {
            let got = SystemCall.read(descriptor, buffer + count, capacity - count)
            if got > 0 { count += got; return true }
            if got < 0, errno == EINTR { continue }
            if got < 0 { readFailed = true }
            isAtEnd = true
            return false
        }
    }

    // MARK: Helpers

    /// `bytes` as a String, or `nil` when they are not valid UTF-8. ASCII needs no check;
    /// other text is decoded (which would repair it) and compared with the bytes.
    static func text(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        if isASCII { return text }
        var copy = text
        // Repaired text differs from the bytes: in length, or in the bytes themselves.
        let same = copy.withUTF8 { $0.sameBytes(as: bytes) }
        return same ? copy : nil
    }

    private var column: Int { base + index - lineStart + 1 }

    /// Reads an escape (the reader is past its `\`), giving `sink` the UTF-8 bytes of the
    /// character it stands for.
    private func parseEscape<Sink: StringTextSink>(into sink: inout Sink) throws(JSONSyntaxError) {
        guard let byte = peek() else { throw error("unterminated escape") }
        index += 1
        let simple: UInt8? = switch byte {
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): UInt8(ascii: "\\")
        case UInt8(ascii: "/"): UInt8(ascii: "/")
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple { sink.add(simple); return }
        guard byte == UInt8(ascii: "u") else { throw error("unknown escape '\\\(describe(byte))'") }
        var code = try parseHex4()
        if (0xD800..<0xDC00).contains(code) {
            guard peek() == UInt8(ascii: "\\"), peek(offset: 1) == UInt8(ascii: "u") else {
                throw error("unpaired surrogate in \\u escape")
            }
            index += 2
            let low = try parseHex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(code) {
            throw error("unpaired surrogate in \\u escape")
        }
        guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
        // Its UTF-8 bytes, written in place (through a String and an Array, each escape of an
        // ASCII-only export allocated twice).
        let value = scalar.value
        switch value {
        case ..<0x80:
            sink.add(UInt8(value))
        case ..<0x800:
            sink.add(0xC0 | UInt8(value >> 6))
            sink.add(0x80 | UInt8(value & 0x3F))
        case ..<0x1_0000:
            sink.add(0xE0 | UInt8(value >> 12))
            sink.add(0x80 | UInt8((value >> 6) & 0x3F))
            sink.add(0x80 | UInt8(value & 0x3F))
        default:
            sink.add(0xF0 | UInt8(value >> 18))
            sink.add(0x80 | UInt8((value >> 12) & 0x3F))
            sink.add(0x80 | UInt8((value >> 6) & 0x3F))
            sink.add(0x80 | UInt8(value & 0x3F))
        }
    }

    private func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexValue(byte) else {
                throw error("expected four hex digits after \\u")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
    }

    private func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let length = literal.utf8CodeUnitCount
        // One memcmp: a closure over the literal's bytes was 90 instructions a literal.
        guard ensure(length), memcmp(buffer + index, literal.utf8Start, length) == 0 else {
            guard let byte = peek() else { throw error("unexpected end of the document; expected a value") }
            throw error("unexpected \(describe(byte)); expected a value")
        }
        index += length
    }

    /// Skips blanks and line breaks, counting lines.
    @inline(__always)
    func skipWhitespace() {
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "\n"): index += 1; line += 1; lineStart = base + index
            default: return
            }
        }
    }

    private func skipDigits() {
        while let byte = peek(), Self.isDigit(byte) { index += 1 }
    }

    /// A syntax error at the current position.
    func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, line: line, column: column)
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

/// A key of an object being read. A plain key is its bytes in the reader's buffer, valid
/// only until its value is read: compare it first.
struct JSONKey {
    private let bytes: UnsafeBufferPointer<UInt8>?
    private let escaped: String?

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        escaped = nil
    }

    init(text: String) {
        bytes = nil
        escaped = text
    }

    /// The key as a String.
    var text: String {
        if let escaped { return escaped }
        guard let bytes else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func == (key: JSONKey, known: StaticString) -> Bool {
        guard let bytes = key.bytes else { return key.escaped == known.description }
        guard bytes.count == known.utf8CodeUnitCount, let start = bytes.baseAddress else { return bytes.isEmpty && known.utf8CodeUnitCount == 0 }
        return memcmp(start, known.utf8Start, bytes.count) == 0
    }
}

