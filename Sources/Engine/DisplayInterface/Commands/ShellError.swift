/// A command that failed: what went wrong and where (shell.md §2–3).
///
/// Printed as `checkout.osh:12:7: error: unknown command 'shw' (did you mean 'show'?)`,
/// without the location at the prompt, followed by one `note:` line per script that
/// sourced the failing one.
public struct ShellError: Error, Sendable, Hashable {
    /// One sentence, without location.
    public var message: String
    /// Where it happened, when known.
    public var location: SourceLocation?
    /// The `source` commands that led here, innermost first.
    public var includedFrom: [SourceLocation] = []

    /// An error saying `message` at `location` (none at the prompt).
    public init(_ message: String, at location: SourceLocation?) {
        self.message = message
        self.location = location
    }

    /// `message`, followed by `(did you mean 'x'?)` when `suggestion` is not nil.
    public init(_ message: String, at location: SourceLocation?, suggesting suggestion: String?) {
        self.init(suggestion.map { "\(message) (did you mean '\($0)'?)" } ?? message, at: location)
    }

    /// A command that stopped for Ctrl-C and changed nothing (shell.md §3); the shell
    /// places it at the command.
    public static let interrupted = ShellError("interrupted", at: nil)
}
