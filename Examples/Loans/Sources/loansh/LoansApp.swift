import Loans
import ViewModelShell

/// loansh: the whole program, the shell over the loans app's two ViewModels.
@main struct LoansApp: ShellApp {
    static let identity = AppIdentity(name: "loansh", version: "1.0.0", prompt: "loans> ", scriptExtension: "lsh")
    @MainActor static let registrations = [books, loan]

    /// One session's ViewModels, over one library, in the session's environment.
    @MainActor func session(options: NoAppOptions?) -> AppSession {
        let library = Library()
        return AppSession { [BookListViewModel(library: library), LoanViewModel(library: library, environment: $0)] }
    }

    /// `books`: `load books`, `filter AUTHOR [yes|no]`; `show books` lays it out from its schema.
    @MainActor static let books = ViewModelRegistration(BookListViewModel.self, loads: [LoadForm("books") { await $0.load() }], commands: [
        CommandRegistration("filter", summary: "Narrow the books by author and availability", example: "filter guin yes", forms: [
            CommandForm(Arg<String>("AUTHOR"), OptionalArg<Availability>("AVAILABLE")) { $0.filter(author: $1, available: $2) },
            CommandForm(subword: "reset") { $0.filter(author: nil, available: nil) },
            CommandForm(printing: \BookListViewModel.filterSummary),
        ]),
    ])

    /// `loan`: `load loan BOOK`, `borrow`, `renew` (awaited, as a load is), `return`.
    @MainActor static let loan = ViewModelRegistration(
        LoanViewModel.self,
        loads: [LoadForm("loan", Arg<String>("BOOK", completion: .fixed(Library.catalogue.map(\.id))), example: "load loan B1") { await $0.load(book: $1) }],
        commands: [
            CommandRegistration("borrow", summary: "Borrow the loaded book for 14 days", forms: [CommandForm { $0.borrow() }]),
            CommandRegistration("renew", summary: "Renew the loan for 14 more days", forms: [CommandForm { await $0.renew() }]),
            CommandRegistration("return", summary: "Return the loaded book", forms: [CommandForm { $0.giveBack() }]),
        ])
}
