import Foundation
@testable import Loans
import Testing

/// The ViewModel on its own, as an adopter tests one: the whole display state after each
/// input, stated with literal values through the `DisplayValues` that `@DisplayState` makes.
@MainActor
@Suite("BookListViewModel")
struct BookListViewModelTests {
    static let library = Library(
        books: [
            Book(id: "B1", title: "The Hobbit", author: "J. R. R. Tolkien"),
            Book(id: "B2", title: "A Wizard of Earthsea", author: "Ursula K. Le Guin"),
        ],
        loans: [Loan(bookID: "B2", due: Date(timeIntervalSince1970: 0))])

    @Test("before a load it shows its declared defaults; a load and a filter change only what they should")
    func loadThenFilter() async {
        let vm = BookListViewModel(library: Self.library)
        #expect(vm.displayValues == .init(filterSummary: "all books"))

        #expect(await vm.load() == .applied)
        #expect(vm.displayValues == .init(
            rows: [
                BookRow(title: "A Wizard of Earthsea", author: "Ursula K. Le Guin", availabilityLabel: "On loan", availabilityColor: .orange),
                BookRow(title: "The Hobbit", author: "J. R. R. Tolkien", availabilityLabel: "On the shelf", availabilityColor: .green),
            ],
            countLabel: "2 books",
            filterSummary: "all books"))

        vm.filter(author: "guin", available: .yes)
        #expect(vm.displayValues == .init(countLabel: "No books", filterSummary: "author ~ guin · available"))
    }
}
