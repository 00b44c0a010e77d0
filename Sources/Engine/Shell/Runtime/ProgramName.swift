import Locking

/// The program's name as its messages to standard error start (`loansh: cannot write …`),
/// set once by the program entry before any command runs.
public enum ProgramName {
    private static let storage = Locked("shell")

    /// The name; `shell` until the program sets it.
    public static var current: String {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
