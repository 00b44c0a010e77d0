import SystemPackage

/// The program's arguments as the kernel passed them: bytes. `CommandLine.arguments`
/// decodes them, turning a byte that is not UTF-8 into U+FFFD, which names another file;
/// a path option's value is taken from here instead (shell.md §1, "A path is bytes").
public struct RawArguments: Sendable {
    /// Each argument's bytes, the program name first.
    public let values: [[UInt8]]

    /// The arguments `values`, as bytes.
    public init(_ values: [[UInt8]]) { self.values = values }

    /// The arguments of this process.
    public static func current() -> RawArguments {
        let argv = CommandLine.unsafeArgv
        var values: [[UInt8]] = []
        for index in 0..<Int(CommandLine.argc) {
            guard let pointer = argv[index] else { continue }
            var bytes: [UInt8] = []
            var offset = 0
            while pointer[offset] != 0 {
                bytes.append(UInt8(bitPattern: pointer[offset]))
                offset += 1
            }
            values.append(bytes)
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
        func decodes(_ bytes: some Collection<UInt8>) -> Bool { Array(String(decoding: bytes, as: UTF8.self).utf8) == wanted }
        var found: Set<[UInt8]> = []
        for bytes in values {
            if decodes(bytes) { found.insert(bytes) }
            if bytes.first == UInt8(ascii: "-"), let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                let tail = Array(bytes[(equals + 1)...])
                if decodes(tail) { found.insert(tail) }
            }
        }
        guard found.count <= 1 else { throw Ambiguous(shown: EchoedValue.cut(value)) }
        return FilePath(bytes: found.first ?? wanted)
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
