/// A piece of text as an entity holds it: a `String`, or a range of a ``TextStore``'s shared
/// bytes. A load's long names cost their bytes and a reference, not a heap object each
/// (32 bytes of header and the allocator's own, for a name of 20 bytes).
///
/// It compares, hashes and sorts as its `String` does: where it is held never shows.
public struct StoredText: Sendable {
    private enum Storage: Sendable {
        case string(String)
        case stored(TextSlice)
    }

    private let storage: Storage

    /// `string` as it is, in a heap object of its own when it is long.
    public init(_ string: String) {
        storage = .string(string)
    }

    init(_ slice: TextSlice) {
        storage = .stored(slice)
    }

    /// The text, made from the shared bytes when it is stored there.
    public var string: String {
        switch storage {
        case .string(let string): string
        case .stored(let slice): slice.string
        }
    }

    /// The text's UTF-8 bytes: read in place when they live in a ``TextStore``, so no
    /// `String` is made.
    public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        switch storage {
        case .string(var string): try string.withUTF8(body)
        case .stored(let slice): try slice.withUTF8(body)
        }
    }

    /// Whether the text lives in a ``TextStore``'s bytes (for tests and measurements).
    public var isShared: Bool {
        if case .stored = storage { true } else { false }
    }
}

extension StoredText: Hashable {
    public static func == (lhs: StoredText, rhs: StoredText) -> Bool {
        lhs.string == rhs.string
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(string)
    }
}

extension StoredText: CustomStringConvertible, CustomDebugStringConvertible {
    /// The text itself.
    public var description: String { string }

    /// The text as a `String` shows it (quoted): a value prints the same wherever it is held.
    public var debugDescription: String { string.debugDescription }
}
