@_exported import EchoedText

/// Paths as messages show them: the bytes of a path, escaped where they are not UTF-8.
extension EchoedValue {
    /// The longest path the kernel opens, in bytes (Linux's `PATH_MAX` less its NUL).
    public static let longestPath = 4095

    /// A path where it locates something (a script's `FILE:LINE:COL`, a data file's place
    /// of a bad value): escaped where it is not UTF-8, and whole, since a cut location
    /// locates nothing; one longer than any path the kernel opens is cut like any value.
    public static func path(_ bytes: some Collection<UInt8>) -> String {
        let text = ShownBytes.text(of: bytes)
        return bytes.count > longestPath ? cut(text) : text
    }
}
