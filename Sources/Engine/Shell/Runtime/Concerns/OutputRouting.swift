import DisplayInterface

/// `output FILE` or `output | PROGRAM`: where every later command's output goes until
/// `output` alone.
@MainActor final class OutputRouting: SessionConcern {
    /// The target in force, if any.
    var target: OutputTarget?

    init(options: ShellOptions) {}
}
