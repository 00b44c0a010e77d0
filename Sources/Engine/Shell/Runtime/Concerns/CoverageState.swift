import DisplayInterface

/// `test --coverage`: the forms run and the display properties read in this session.
@MainActor final class CoverageState: SessionConcern, CommandObserver {
    var coverage = ReadCoverage()

    init(options: ShellOptions) {}

    func commandDidWork(_ run: CommandRun, in interpreter: Interpreter) {
        if let parsed = run.parsed { coverage.use(parsed) }
    }
}
