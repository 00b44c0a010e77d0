import DisplayInterface

/// What `show` keeps between commands: the format it prints in (`set format`, `\x`), what
/// it printed last of each ViewModel, and the ViewModel it shows when none is named.
@MainActor final class ShowState: SessionConcern {
    /// How `show` prints now.
    var format: OutputFormat
    /// The format `\x` goes back to from records.
    var formatBeforeRecords = OutputFormat.auto
    /// The last `show` of each ViewModel, written again while its state is unchanged.
    let memory = ShowMemory()
    /// The ViewModel `show` shows when none is named: the one a command touched last.
    var lastTouched: String?

    init(options: ShellOptions) {
        format = options.format
    }
}

extension ShowState {
    /// psql's `\x`: `format`, or, without one, records and the format before them in turn.
    func toggleRecords(to wanted: OutputFormat?) {
        if let wanted {
            if format != .records { formatBeforeRecords = format }
            format = wanted
        } else if format == .records {
            format = formatBeforeRecords
        } else {
            formatBeforeRecords = format
            format = .records
        }
    }
}
