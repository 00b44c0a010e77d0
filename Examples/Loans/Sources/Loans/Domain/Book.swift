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

    public init(books: [Book] = Library.catalogue, loans: [Loan] = []) {
        self.books = books
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
