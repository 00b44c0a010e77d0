import Loans
import ViewModelShell

extension BookListViewModel {
    /// `books` in the shell: `load books`, `filter AUTHOR [yes|no]`, and a table.
    static var registration: ViewModelRegistration {
        ViewModelRegistration(
            BookListViewModel.self,
            loads: [LoadForm("books") { books in await books.load() }],
            commands: [
                CommandRegistration("filter", summary: "Narrow the books by author and availability", example: "filter guin yes", forms: [
                    CommandForm(Arg<String>("AUTHOR"), OptionalArg<Availability>("AVAILABLE")) { books, author, available in
                        books.filter(author: author, available: available)
                    },
                    CommandForm(subword: "reset") { books in books.filter(author: nil, available: nil) },
                    CommandForm(printing: "filterSummary"),
                ]),
            ],
            layout: { books in
                [
                    .line([ShowSpan(books.countLabel), ShowSpan(books.filterSummary)], separator: " · "),
                    .table(ShowTable(columns: [.init("TITLE", isFlexible: true), .init("AUTHOR"), .init("WHERE")], rows: books.rows) { row in
                        [ShowCell(row.title), ShowCell(row.author), ShowCell(row.availabilityLabel, color: row.availabilityColor)]
                    }),
                ]
            })
    }
}
