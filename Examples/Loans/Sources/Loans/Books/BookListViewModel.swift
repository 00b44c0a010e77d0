import Observation
import ViewModelDisplay

/// Whether a book is on the shelf: `filter available yes`.
public enum Availability: String, Sendable, CaseIterable, ArgumentValue {
    case yes, no
}

/// One book as the list shows it.
@DisplayState
public struct BookRow: Sendable, Hashable {
    public let title: String
    public let author: String
    /// `On the shelf` or `On loan`.
    @ColoredBy(\BookRow.availabilityColor) public let availabilityLabel: String
    public let availabilityColor: StatusColor
}

/// The catalogue (`books`): every book, narrowed by author and availability.
@DisplayState("books")
@Observable @MainActor public final class BookListViewModel: LoadingViewModel {
    public private(set) var rows: [BookRow] = []
    /// `4 books`, `1 book`, `No books`.
    public private(set) var countLabel = ""
    /// `author ~ le guin · available`, or `all books`.
    public private(set) var filterSummary = "all books"
    public private(set) var isLoading = false
    public private(set) var errorMessage: String?

    @ObservationIgnored private let library: Library
    @ObservationIgnored private var loaded: [Book] = []
    @ObservationIgnored private var author: String?
    @ObservationIgnored private var available: Availability?

    public init(library: Library) {
        self.library = library
    }

    /// `load books`: reads the catalogue.
    public func load() async -> LoadOutcome {
        isLoading = true
        defer { isLoading = false }
        loaded = library.allBooks()
        errorMessage = nil
        show()
        return .applied
    }

    /// `filter [author TEXT] [available yes|no]`; `nil` clears that part.
    public func filter(author: String?, available: Availability?) {
        self.author = author
        self.available = available
        show()
    }

    private func show() {
        let shown = loaded.filter { book in
            let out = library.loan(of: book.id) != nil
            let byAuthor = author.map { book.author.localizedCaseInsensitiveContains($0) } ?? true
            let byAvailability = available.map { $0 == .yes ? !out : out } ?? true
            return byAuthor && byAvailability
        }
        rows = shown.map { book in
            let out = library.loan(of: book.id) != nil
            return BookRow(
                title: book.title, author: book.author, availabilityLabel: out ? "On loan" : "On the shelf",
                availabilityColor: out ? .orange : .green)
        }
        countLabel = rows.isEmpty ? "No books" : rows.count == 1 ? "1 book" : "\(rows.count) books"
        let parts = [author.map { "author ~ \($0.lowercased())" }, available.map { $0 == .yes ? "available" : "on loan" }].compactMap { $0 }
        filterSummary = parts.isEmpty ? "all books" : parts.joined(separator: " · ")
    }
}
