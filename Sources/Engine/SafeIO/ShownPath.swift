import SystemPackage

extension FilePath {
    /// The path as messages show it: its text, with each byte that is not part of valid
    /// UTF-8 written as `\xFE`, so two names that differ only there are told apart.
    public var shown: String { ShownBytes.text(of: bytes) }

    /// The path's bytes, without the terminating NUL.
    public var bytes: [UInt8] {
        withPlatformString { pointer in
            var result: [UInt8] = []
            var index = 0
            while pointer[index] != 0 {
                result.append(UInt8(bitPattern: pointer[index]))
                index += 1
            }
            return result
        }
    }

    /// The path of `bytes` exactly as given (a NUL byte ends it, as the kernel would).
    public init(bytes: some Collection<UInt8>) {
        var characters = bytes.prefix { $0 != 0 }.map { CChar(bitPattern: $0) }
        characters.append(0)
        self.init(platformString: characters)
    }

    /// The bytes of the last component (the file's name), empty for a root or an empty path.
    public var nameBytes: [UInt8] { lastComponent.map { FilePath(root: nil, components: $0).bytes } ?? [] }

    /// Whether the path's bytes are valid UTF-8, so that a `String` holds it exactly.
    public var isValidUTF8: Bool { String(validating: self) != nil }
}

/// Text for bytes that may not be UTF-8: valid sequences as they are, every other byte as
/// `\xHH` (a backslash itself stays, as the shell's other escapes leave it).
public enum ShownBytes {
    /// `bytes` as text; exact for valid UTF-8, escaped byte by byte elsewhere.
    public static func text(of bytes: some Collection<UInt8>) -> String {
        if let valid = String(validating: bytes, as: UTF8.self) { return valid }
        let bytes = Array(bytes)
        var result = ""
        var index = 0
        while index < bytes.count {
            if let (scalar, length) = scalar(in: bytes, at: index) {
                result.unicodeScalars.append(scalar)
                index += length
            } else {
                let hex = String(bytes[index], radix: 16, uppercase: true)
                result += "\\x" + (hex.count == 1 ? "0" + hex : hex)
                index += 1
            }
        }
        return result
    }

    /// The scalar whose well-formed UTF-8 starts at `index`, with its length in bytes.
    private static func scalar(in bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        let length: Int
        var value: UInt32
        switch lead {
        case 0x00...0x7F: return Unicode.Scalar(UInt32(lead)).map { ($0, 1) }
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(next & 0x3F)
        }
        // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
        let smallest: UInt32 = length == 3 ? 0x800 : (length == 4 ? 0x10000 : 0x80)
        guard value >= smallest, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
