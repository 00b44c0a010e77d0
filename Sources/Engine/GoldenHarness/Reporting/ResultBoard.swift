import Locking

/// Collects results from every lane, judges them where they arrive (in parallel), and
/// prints them in running order as soon as all before them are in.
final class ResultBoard: Sendable {
    private struct State {
        var results: [(result: CaseResult, report: String)?]
        var printed = 0
    }

    private let cases: [GoldenCase]
    private let judge: CaseJudge
    private let color: Bool
    private let showsDiffs: Bool
    private let output: @Sendable (String) -> Void
    private let state: Locked<State>

    /// Without `showsDiffs` (`--review`), a transcript that differs is named, not shown:
    /// the review shows it.
    init(cases: [GoldenCase], judge: CaseJudge, color: Bool, showsDiffs: Bool = true, output: @escaping @Sendable (String) -> Void) {
        self.cases = cases
        self.judge = judge
        self.color = color
        self.showsDiffs = showsDiffs
        self.output = output
        state = Locked(State(results: Array(repeating: nil, count: cases.count)))
    }

    func deliver(_ index: Int, _ run: CaseRun) {
        let result = judge.judge(cases[index], run)
        let report = CaseReportLine.render(result, color: color, showsDiff: showsDiffs)
        state.withLock { state in
            state.results[index] = (result, report)
            while state.printed < state.results.count, let ready = state.results[state.printed] {
                output(ready.report)
                state.printed += 1
            }
        }
    }

    /// Every result, in running order (after every lane has finished).
    var results: [CaseResult] {
        state.withLock { $0.results.compactMap { $0?.result } }
    }
}
