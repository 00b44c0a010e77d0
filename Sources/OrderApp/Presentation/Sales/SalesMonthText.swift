internal import Domain
import ViewModelDisplay

/// `load sales [MONTH]`: `current` (the default), `all`, or `YYYY-MM` of the session calendar.
enum SalesMonthText {
    /// The period `text` names, or why it names none.
    static func period(_ text: String?) -> Result<SalesPeriod, SalesMonthError> {
        guard let text else { return .success(.current) }
        switch text.lowercased() {
        case "current": return .success(.current)
        case "all": return .success(.all)
        default:
            guard let month = CalendarMonth(text: text) else { return .failure(SalesMonthError(text: text)) }
            return .success(.month(year: month.year, month: month.month))
        }
    }

    /// `2026-11`: how the completion offers a month.
    static func text(year: Int, month: Int) -> String {
        let digits = String(year)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "-" + (month < 10 ? "0" : "") + String(month)
    }
}

/// MONTH in the shell: checked as the line is read, so `load sales soon` is an error at
/// `soon` and the report stays as it was.
public struct SalesMonthArgument: ArgumentValue {
    /// The month as typed, for ``SalesReportViewModel/load(month:)``.
    public let text: String

    public init(argument text: String) throws(ArgumentRefusal) {
        guard case .success = SalesMonthText.period(text) else {
            throw ArgumentRefusal(expecting: SalesMonthError.expected, candidates: ["current", "all"])
        }
        self.text = text
    }
}

/// A MONTH that is none of `current`, `all` or `YYYY-MM`.
struct SalesMonthError: Error, CustomStringConvertible {
    let text: String
    /// What MONTH takes.
    static let expected = "current, all or a month like 2026-11"
    var description: String { "MONTH takes \(Self.expected), not \(EchoedValue.quoted(text))" }
}
