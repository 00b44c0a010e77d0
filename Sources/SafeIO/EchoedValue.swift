/// How a message quotes a value that came from outside (typed, passed on the command line,
/// or read from a file): cut to ``longest`` characters with `…`, so a value of a hundred
/// thousand characters does not fill the screen. Control characters are escaped where the
/// message is printed.
public enum EchoedValue {
    /// The longest echo of a value in a message, in characters.
    public static let longest = 60

    /// `text` cut to ``longest`` characters, with `…` when something was cut.
    public static func cut(_ text: some StringProtocol) -> String {
        var end = text.startIndex
        var count = 0
        while end < text.endIndex {
            if count == longest { return String(text[..<end]) + "…" }
            text.formIndex(after: &end)
            count += 1
        }
        return String(text)
    }

    /// The longest path the kernel opens, in bytes (Linux's `PATH_MAX` less its NUL).
    public static let longestPath = 4095

    /// `text` cut, in single quotes: how a message names a value the user typed
    /// (`unknown command 'shw'`).
    public static func quoted(_ text: some StringProtocol) -> String {
        "'" + cut(text) + "'"
    }

    /// A path as a message quotes it: escaped where it is not UTF-8. A path that can name
    /// a file is shown whole, since a cut one locates nothing; a longer one names no file
    /// and is cut like any other value.
    public static func path(_ bytes: some Collection<UInt8>) -> String {
        let text = ShownBytes.text(of: bytes)
        return bytes.count > longestPath ? cut(text) : text
    }
}
