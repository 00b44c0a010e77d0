/// The outcome of reading one line at the prompt.
public enum ReadResult: Sendable, Equatable {
    /// A line, without its newline.
    case line(String)
    /// Ctrl-C: the line was abandoned.
    case interrupted
    /// Ctrl-D on an empty line, or the terminal went away.
    case endOfInput
}
