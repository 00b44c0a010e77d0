import SystemPackage
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The program's arguments as the kernel passed them: bytes. `CommandLine.arguments`
/// decodes them, turning a byte that is not UTF-8 into U+FFFD, which names another file;
/// a path option's value is taken from here instead (shell.md §1, "A path is bytes").
public struct RawArguments: Sendable {
    /// Each argument's bytes, the program name first.
    public let values: [[UInt8]]
    /// For each text an argument (or the text after `=` of an `--option=value` argument)
    /// decodes to, as UTF-8 bytes: the bytes it came from, or `nil` when two different byte
    /// strings decode to it. Made once for a long command line, so that finding the path of
    /// every argument takes time linear in their number; a short one (most: `-c quit`) is
    /// searched instead, which costs less than hashing it at start-up.
    private let sources: [[UInt8]: [UInt8]?]?

    /// Up to this many arguments are searched rather than indexed.
    static let searchedCount = 16

    /// The arguments `values`, as bytes.
    public init(_ values: [[UInt8]]) {
        self.values = values
        guard values.count > Self.searchedCount else {
            sources = nil
            return
        }
        var sources: [[UInt8]: [UInt8]?] = [:]
        // Room for every text at once: grown step by step, the table was rehashed and moved
        // as 80,000 arguments came in (scripts/bench-complexity, script arguments: 10.4x).
        sources.reserveCapacity(values.count)
        for bytes in values {
            Self.eachText(of: bytes) { decoded, source in
                switch sources[decoded] {
                case nil: sources[decoded] = .some(source)
                case let found?? where found != source: sources[decoded] = .some(nil)
                default: break
                }
            }
        }
        self.sources = sources
    }

    /// The texts an argument gives a value as (itself, and what follows `=` in an
    /// `--option=value` argument), each with the bytes it decodes from.
    private static func eachText(of bytes: [UInt8], _ body: (_ decoded: [UInt8], _ source: [UInt8]) -> Void) {
        body(Array(String(decoding: bytes, as: UTF8.self).utf8), bytes)
        if bytes.first == UInt8(ascii: "-"), let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
            let value = Array(bytes[(equals + 1)...])
            body(Array(String(decoding: value, as: UTF8.self).utf8), value)
        }
    }

    /// The bytes `decoded` comes from: `.some(bytes)`, `.some(nil)` when two byte strings
    /// decode to it, `nil` when no argument does.
    private func source(of decoded: [UInt8]) -> [UInt8]?? {
        if let sources { return sources[decoded] }
        var found: [UInt8]??
        for bytes in values {
            Self.eachText(of: bytes) { text, source in
                guard text == decoded else { return }
                switch found {
                case nil: found = .some(source)
                case let earlier?? where earlier != source: found = .some(nil)
                default: break
                }
            }
        }
        return found
    }

    /// The arguments of this process.
    public static func current() -> RawArguments {
        let argv = CommandLine.unsafeArgv
        var values: [[UInt8]] = []
        for index in 0..<Int(CommandLine.argc) {
            guard let pointer = argv[index] else { continue }
            let length = strlen(pointer)
            values.append(Array(UnsafeRawBufferPointer(start: pointer, count: length)))
        }
        return RawArguments(values)
    }

    /// The path `value` came from: the bytes of the one argument (or the text after `=`
    /// of an `--option=value` argument) that decodes to `value`. A value that decodes
    /// from two different byte strings is ambiguous: ``Ambiguous`` is thrown rather than
    /// a guess that would name another file.
    public func path(for value: String) throws(Ambiguous) -> FilePath {
        // Compared as UTF-8 bytes: String's == would take é and e + U+0301 for one name.
        let wanted = Array(value.utf8)
        switch source(of: wanted) {
        case nil: return FilePath(bytes: wanted)
        case let found??: return FilePath(bytes: found)
        case .some(nil): throw Ambiguous(shown: EchoedValue.cut(value))
        }
    }

    /// Two arguments differ only in bytes that are not UTF-8, and the parser could not
    /// say which of them a path option took.
    public struct Ambiguous: Error, Sendable, CustomStringConvertible {
        /// The value, as messages show it.
        public let shown: String
        public var description: String {
            "two arguments read as '\(shown)' but differ in bytes that are not UTF-8; pass only one of them"
        }
    }
}
