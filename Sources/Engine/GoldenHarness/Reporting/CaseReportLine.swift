import Shell

/// The lines `ordersh test` prints for one case: a status line with its time, then a
/// failure's message and diff.
enum CaseReportLine {
    static func render(_ result: CaseResult, color: Bool, showsDiff: Bool = true) -> String {
        let time = Self.milliseconds(result.run.nanoseconds)
        switch result.verdict {
        case .passed:
            let note = switch result.recording {
            case .recorded?: "  recorded \(VisibleText.escaped(result.goldenCase.shownExpected))"
            case .updated?: "  updated \(VisibleText.escaped(result.goldenCase.shownExpected))"
            case nil: ""
            }
            return Terminal.paint("ok  ", "32", color) + "  \(VisibleText.escaped(result.goldenCase.name))  \(time)\(note)"
        case .skipped(let reason):
            return Terminal.paint("skip", "33", color) + "  \(VisibleText.escaped(result.goldenCase.name))  (\(reason))"
        case .failed(let failure):
            let shown = showsDiff || !CaseReview.isReviewable(result)
                ? failure.rendered(color: color)
                : (failure.isMissingExpectation ? "no .out yet" : failure.message) + "; reviewed below"
            return Terminal.paint("FAIL", "31;1", color) + "  \(VisibleText.escaped(result.goldenCase.name))  \(time)\n" + shown
        }
    }

    /// `1.24 ms`.
    static func milliseconds(_ nanoseconds: Int64) -> String {
        let hundredths = (nanoseconds + 5_000) / 10_000
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) ms"
    }
}
