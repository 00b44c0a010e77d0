import Loans
import ViewModelShell

extension LoanViewModel {
    /// `loan` in the shell: `load loan BOOK`, `borrow`, `return`.
    static var registration: ViewModelRegistration {
        ViewModelRegistration(
            LoanViewModel.self,
            loads: [LoadForm("loan", Arg<String>("BOOK", completion: .fixed(Library.catalogue.map(\.id))), example: "load loan B1") {
                loan, book in await loan.load(book: book)
            }],
            commands: [
                CommandRegistration("borrow", summary: "Borrow the loaded book for 14 days", example: "borrow", forms: [
                    CommandForm { loan in loan.borrow() },
                ]),
                CommandRegistration("return", summary: "Return the loaded book", example: "return", forms: [
                    CommandForm { loan in loan.giveBack() },
                ]),
            ])
    }
}
