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
    /// For each text an argument that is not valid UTF-8 (or the text after `=` of such an
    /// `--option=value` argument) decodes to, as UTF-8 bytes: the bytes it came from, or
    /// `nil` when two different byte strings decode to it. Only such an argument can stand
    /// for another's text: valid UTF-8 decodes to itself. So a command line of valid
    /// arguments, nearly every one, is only checked, never hashed (80,000 script arguments
    /// hashed went past 10x the time of 10,000, bench-complexity).
    private let undecodable: [[UInt8]: [UInt8]?]

    /// The arguments `values`, as bytes.
    public init(_ values: [[UInt8]]) {
        self.values = values
        var undecodable: [[UInt8]: [UInt8]?] = [:]
        for bytes in values {
            Self.eachText(of: bytes) { decoded, source in
                guard decoded != source else { return }
                switch undecodable[decoded] {
                case nil: undecodable[decoded] = .some(source)
                case let found?? where found != source: undecodable[decoded] = .some(nil)
                default: break
                }
            }
        }
        self.undecodable = undecodable
    }

    /// The texts an argument gives a value as (itself, and what follows `=` in an
    /// `--option=value` argument), each with the bytes it decodes from.
    private static func eachText(of bytes: [UInt8], _ body: (_ decoded: [UInt8], _ source: [UInt8]) -> Void) {
        body(decoded(bytes), bytes)
        if bytes.first == UInt8(ascii: "-"), let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
            let value = Array(bytes[(equals + 1)...])
            body(decoded(value), value)
        }
    }

    /// `bytes` as UTF-8 decodes them (each byte that is not UTF-8 a U+FFFD): the same bytes
    /// when they are valid, found without a copy.
    private static func decoded(_ bytes: [UInt8]) -> [UInt8] {
        String(validating: bytes, as: UTF8.self) == nil ? Array(String(decoding: bytes, as: UTF8.self).utf8) : bytes
    }

    /// The bytes `decoded` comes from: `.some(bytes)`, `.some(nil)` when two byte strings
    /// decode to it, `nil` when it is its own (no argument that is not UTF-8 reads as it).
    private func source(of decoded: [UInt8]) -> [UInt8]?? {
        guard let found = undecodable[decoded] else { return nil }
        guard let source = found else { return .some(nil) }
        // An argument that is this text itself, and one that only reads as it: two.
        var alsoItself = false
        for bytes in values where !alsoItself {
            Self.eachText(of: bytes) { text, origin in if origin == text && text == decoded { alsoItself = true } }
        }
        return alsoItself ? .some(nil) : .some(source)
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
