/// The program cannot start as asked: bad usage, exit status 2 (shell.md §1).
public struct StartupError: Error, CustomStringConvertible {
    public let description: String

    /// A refusal to start, saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
