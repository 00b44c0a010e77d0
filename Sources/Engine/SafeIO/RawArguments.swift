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
    /// strings decode to it. Made once, so that finding the path of every argument takes
    /// time linear in their number.
    private let sources: [[UInt8]: [UInt8]?]

    /// The arguments `values`, as bytes.
    public init(_ values: [[UInt8]]) {
        self.values = values
        var sources: [[UInt8]: [UInt8]?] = [:]
        func add(_ bytes: [UInt8]) {
            let decoded = Array(String(decoding: bytes, as: UTF8.self).utf8)
            switch sources[decoded] {
            case nil: sources[decoded] = .some(bytes)
            case let found?? where found != bytes: sources[decoded] = .some(nil)
            default: break
            }
        }
        for bytes in values {
            add(bytes)
            if bytes.first == UInt8(ascii: "-"), let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                add(Array(bytes[(equals + 1)...]))
            }
        }
        self.sources = sources
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
        switch sources[wanted] {
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
