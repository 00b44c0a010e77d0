/// How a message quotes a value that came from outside (typed, passed on the command line,
/// or read from a file): cut to ``longest`` characters with `…`, so a value of a hundred
/// thousand characters does not fill the screen, in time linear in its length. Control
/// characters are escaped where the message is printed.
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

    /// `text` cut, in single quotes: how a message names a value the user typed
    /// (`unknown command 'shw'`).
    public static func quoted(_ text: some StringProtocol) -> String {
        "'" + cut(text) + "'"
    }

    /// A path, shown as ``path(_:)`` gives it, echoed in a message that is not a location
    /// (`notes.txt/: names a folder`, `cannot read 'x.osh'`): past ``longest`` characters it
    /// is cut in the middle, so that its start and its file's name stay.
    public static func echoedPath(_ shown: String) -> String {
        cutMiddle(shown)
    }

    /// `text` cut to ``longest`` characters by leaving out its middle, with `…` there.
    public static func cutMiddle(_ text: String) -> String {
        var count = 0
        var index = text.startIndex
        while index < text.endIndex, count <= longest {
            text.formIndex(after: &index)
            count += 1
        }
        guard count > longest else { return text }
        let kept = longest - 1
        let head = kept / 3
        let tail = kept - head
        let start = text.index(text.startIndex, offsetBy: head)
        var end = text.endIndex
        for _ in 0..<tail { text.formIndex(before: &end) }
        return String(text[..<start]) + "…" + String(text[end...])
    }
}
