import Foundation
import Observation
import ViewModelDisplay

/// One book and its loan (`loan`): borrow it, return it.
@DisplayState("loan")
@Observable @MainActor public final class LoanViewModel: LoadingViewModel, EnvironmentObserving {
    /// `The Hobbit by J. R. R. Tolkien`.
    public private(set) var titleLabel = ""
    /// `On the shelf`, or `On loan, due December 6, 2026`.
    public private(set) var statusLabel = ""
    public private(set) var statusColor = StatusColor.gray
    /// How much of a 14-day loan is still to run (a renewed loan shows full); empty when the
    /// book is on the shelf. A picture beside `statusLabel`, which says the date.
    public private(set) var timeLeft = Bar.empty
    /// Whether `borrow` would lend it.
    public private(set) var canBorrow = false
    /// What the last `borrow`, `renew` or `return` did, or why it did nothing.
    public private(set) var message: String?
    public private(set) var isLoading = false
    public private(set) var errorMessage: String?

    @ObservationIgnored private let library: Library
    /// The session's clock, locale, calendar and time zone: a value the session hands over.
    @ObservationIgnored private var environment: SessionEnvironment
    @ObservationIgnored private var book: Book?

    public init(library: Library, environment: SessionEnvironment) {
        self.library = library
        self.environment = environment
    }

    /// `set locale`, `set timezone`, `set calendar`: the due date is written again.
    public func environmentDidChange(to environment: SessionEnvironment) {
        self.environment = environment
        show()
    }

    /// `load loan BOOK`: the book with id BOOK (`B1`).
    public func load(book id: String) async -> LoadOutcome {
        guard let found = library.book(id) else {
            errorMessage = "Failed to load loan: no book '\(id)'"
            return .failed
        }
        book = found
        errorMessage = nil
        message = nil
        show()
        return .applied
    }

    /// `borrow`: lends the book for 14 days, or says why not.
    public func borrow() {
        guard let book else { return }
        if let loan = library.borrow(book.id, now: environment.now, calendar: environment.calendar) {
            message = "Borrowed until \(day(loan.due))"
        } else {
            message = "\(book.title) is already out"
        }
        show()
    }

    /// `renew`: asks the library for 14 more days. It awaits the library: cancelled (Ctrl-C),
    /// it changes nothing; a book that is not out sets ``errorMessage``.
    public func renew() async {
        guard let book else { return }
        isLoading = true
        defer { isLoading = false }
        errorMessage = nil
        do {
            guard let loan = try await library.renew(book.id, calendar: environment.calendar) else {
                errorMessage = "\(book.title) is not out"
                return
            }
            message = "Renewed until \(day(loan.due))"
        } catch {
            return
        }
        show()
    }

    /// `return`: takes the book back, or says it was not out.
    public func giveBack() {
        guard let book else { return }
        message = library.giveBack(book.id) ? "Returned \(book.title)" : "\(book.title) was not out"
        show()
    }

    private func show() {
        guard let book else { return }
        titleLabel = "\(book.title) by \(book.author)"
        let loan = library.loan(of: book.id)
        statusLabel = loan.map { "On loan, due \(day($0.due))" } ?? "On the shelf"
        statusColor = loan == nil ? .green : .orange
        let loanLength = Double(Library.loanDays * 24 * 60 * 60)
        timeLeft = loan.map { Bar($0.due.timeIntervalSince(environment.now), of: loanLength) } ?? .empty
        canBorrow = loan == nil
    }

    /// `December 6, 2026` in the session's locale, calendar and time zone.
    private func day(_ date: Date) -> String {
        date.formatted(Date.FormatStyle(
            date: .long, time: .omitted, locale: environment.locale, calendar: environment.calendar, timeZone: environment.timeZone))
    }
}
