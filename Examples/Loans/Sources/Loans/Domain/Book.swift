import Foundation

/// A book of the library's catalogue.
public struct Book: Sendable, Hashable {
    public let id: String
    public let title: String
    public let author: String
}

/// A loan: which book, and until when.
public struct Loan: Sendable, Hashable {
    public let bookID: String
    public let due: Date
}

/// The library: its books and who has borrowed what. Loans last 14 days.
@MainActor public final class Library {
    public static let loanDays = 14
    private let books: [Book]
    private var loans: [String: Loan]
    /// How long the catalogue service takes to confirm a renewal.
    private let renewalDelay: Duration

    public init(books: [Book] = Library.catalogue, loans: [Loan] = [], renewalDelay: Duration = .zero) {
        self.books = books
        self.renewalDelay = renewalDelay
        self.loans = Dictionary(uniqueKeysWithValues: loans.map { ($0.bookID, $0) })
    }

    /// Every book, by title.
    public func allBooks() -> [Book] { books.sorted { $0.title < $1.title } }

    /// The loan of `bookID`, if it is out.
    public func loan(of bookID: String) -> Loan? { loans[bookID] }

    /// The book `id` names (case-insensitive).
    public func book(_ id: String) -> Book? { books.first { $0.id.lowercased() == id.lowercased() } }

    /// Lends `bookID` from `now` for ``loanDays`` days; `nil` when it is already out.
    public func borrow(_ bookID: String, now: Date, calendar: Calendar) -> Loan? {
        guard loans[bookID] == nil, let due = calendar.date(byAdding: .day, value: Self.loanDays, to: now) else { return nil }
        let loan = Loan(bookID: bookID, due: due)
        loans[bookID] = loan
        return loan
    }

    /// Extends the loan of `bookID` by ``loanDays`` days from its due date, as the library's
    /// catalogue service confirms it (after ``renewalDelay``); `nil` when it is not out.
    /// Throws `CancellationError` when cancelled while it waits, and changes nothing.
    public func renew(_ bookID: String, calendar: Calendar) async throws -> Loan? {
        try await Task.sleep(for: renewalDelay)
        guard let loan = loans[bookID], let due = calendar.date(byAdding: .day, value: Self.loanDays, to: loan.due) else { return nil }
        let renewed = Loan(bookID: bookID, due: due)
        loans[bookID] = renewed
        return renewed
    }

    /// Takes `bookID` back; whether it was out.
    public func giveBack(_ bookID: String) -> Bool { loans.removeValue(forKey: bookID) != nil }

    /// The example's catalogue, one book out.
    public static let catalogue = [
        Book(id: "B1", title: "The Hobbit", author: "J. R. R. Tolkien"),
        Book(id: "B2", title: "Middlemarch", author: "George Eliot"),
        Book(id: "B3", title: "The Left Hand of Darkness", author: "Ursula K. Le Guin"),
        Book(id: "B4", title: "A Wizard of Earthsea", author: "Ursula K. Le Guin"),
    ]
}
