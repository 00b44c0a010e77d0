import DisplayInterface

/// A part of a session with state of its own (timing, tracing, recording, the output
/// format…), owned by that part and by nothing else: made the first time a command asks
/// for it (``Interpreter/concern(_:)``), and told of each command's run when it observes
/// them. A built-in with state declares its concern in its own file: nothing else changes.
@MainActor protocol SessionConcern: AnyObject {
    /// A fresh concern of a session run with `options`.
    init(options: ShellOptions)
    /// The concern as an observer of command runs, when it is one. Declared, not found by a
    /// cast: `as? any CommandObserver` searches every conformance in the program the
    /// first time for each type (some 275,000 instructions, 1 % of `-c quit` apiece).
    var observer: (any CommandObserver)? { get }
}

extension SessionConcern {
    var observer: (any CommandObserver)? { nil }
}

extension SessionConcern where Self: CommandObserver {
    var observer: (any CommandObserver)? { self }
}

/// A concern that watches the outermost commands run, in the order they run.
@MainActor protocol CommandObserver: AnyObject {
    /// `run` has been read (its text, its line), before it is parsed.
    func commandWillRun(_ run: CommandRun, in interpreter: Interpreter)
    /// `run` did its work and what it printed is printed; its error, if any, is not reported yet.
    func commandDidWork(_ run: CommandRun, in interpreter: Interpreter)
    /// `run` has ended, its error reported.
    func commandDidEnd(_ run: CommandRun, in interpreter: Interpreter)
}

extension CommandObserver {
    func commandWillRun(_ run: CommandRun, in interpreter: Interpreter) {}
    func commandDidWork(_ run: CommandRun, in interpreter: Interpreter) {}
    func commandDidEnd(_ run: CommandRun, in interpreter: Interpreter) {}
}

/// One command as the observers see it.
struct CommandRun {
    /// Its text as typed.
    let text: String
    /// The script (or the prompt) it came from.
    let frame: ScriptFrame
    /// Its line in the outermost script.
    let line: Int
    /// When it started.
    let started: ContinuousClock.Instant
    /// The command, once parsed (`nil` when it did not parse).
    var parsed: ParsedCommand?
    /// How it ended (`.failure` until it succeeds).
    var outcome: CommandOutcome = .failure

    /// Whether it is a command of the outermost script, not one a `source` runs.
    var isOutermost: Bool { frame.includedFrom.isEmpty }
}

/// The concerns of one session, each made once, and the observers among them in the order
/// they were made.
@MainActor final class SessionConcerns {
    private let options: ShellOptions
    /// A handful of concerns, searched in order: a dictionary keyed by `ObjectIdentifier`
    /// had its type made at run time, a search of every conformance in the program.
    private var made: [any SessionConcern] = []
    private(set) var observers: [any CommandObserver] = []

    init(options: ShellOptions) {
        self.options = options
    }

    /// The session's `type`, made now if it is asked for the first time.
    func concern<Concern: SessionConcern>(_ type: Concern.Type) -> Concern {
        if let existing = existing(type) { return existing }
        let fresh = Concern(options: options)
        made.append(fresh)
        if let observer = fresh.observer { observers.append(observer) }
        return fresh
    }

    /// The session's `type`, if a command has asked for it.
    func existing<Concern: SessionConcern>(_ type: Concern.Type) -> Concern? {
        for concern in made {
            if let found = concern as? Concern { return found }
        }
        return nil
    }
}
