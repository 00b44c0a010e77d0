import DisplayInterface
import SystemPackage

/// Where the session's running stands: the command started last, whether it was stopped,
/// whether a Ctrl-C was answered, and the folder it started in.
struct RunState {
    /// The line of the outermost script and the text of the command started last.
    var lastCommand: (line: Int, text: String)?
    /// Whether ``Interpreter/stop()`` was called.
    var isStopped = false
    /// Set by a command that Ctrl-C ends as it should (`watch`): the press was answered by
    /// that end, and the prompt adds no note. Cleared as each command starts.
    var endedByInterrupt = false
    /// The exit status `quit N` asked for.
    var requestedExitStatus: Int32?
    /// The working folder when the session started: a script records only below it.
    let startFolder = ScriptFrame.standardized(ScriptFrame.currentFolder())
}
