import Shell

/// What running one case produced.
public struct CaseRun: Sendable, Hashable {
    /// How the run ended.
    public enum Outcome: Sendable, Hashable {
        /// The script ran; ``CaseRun/transcript`` is what it printed.
        case ran
        /// `# golden: skip REASON`.
        case skipped(reason: String)
        /// The case could not run (unreadable script, unknown directive, a helper process that died).
        case broken(reason: String)
        /// The case ran past its time limit (`limit`, in nanoseconds) and was stopped while
        /// running `command`, on `line` of its script; both are unknown when its helper
        /// process had to be replaced.
        case timedOut(limit: Int64, line: Int?, command: String?)
    }

    /// How the run ended.
    public var outcome: Outcome
    /// Every command echoed as `osh> CMD`, followed by what it printed, errors included.
    public var transcript: String
    /// For each line of ``transcript``, the line of the `.osh` file whose command printed it.
    public var lineOrigins: [Int?]
    /// How long the case took, in nanoseconds.
    public var nanoseconds: Int64
    /// The command forms the case ran and the display properties it read (`--coverage`).
    public var coverage: ReadCoverage

    /// A run that ended `outcome`; see each property.
    public init(
        outcome: Outcome, transcript: String = "", lineOrigins: [Int?] = [], nanoseconds: Int64 = 0,
        coverage: ReadCoverage = ReadCoverage()
    ) {
        self.outcome = outcome
        self.transcript = transcript
        self.lineOrigins = lineOrigins
        self.nanoseconds = nanoseconds
        self.coverage = coverage
    }
}
