/// The shell's own commands, each by the word that runs it (shell.md §3): the one place
/// each is written. An app names one of them to give `help` an example in its own terms
/// (``ViewModelRegistry/helpExamples``), checked by the compiler.
public enum BuiltInVerb: String, Sendable, Hashable, CaseIterable {
    case show, props, expect, set
    case expanded = "\\x"
    case wait, trace, timing, watch, source, echo, help, history, clear, record, output, quit
    /// `load TARGET`, whose targets the registrations give.
    case load
}
