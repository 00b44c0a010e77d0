import Tickets
import ViewModelShell

/// ticketsh: a shell over the support desk's ViewModel.
@main struct TicketsApp: ShellApp {
    static let identity = AppIdentity(name: "ticketsh", version: "1.0.0", prompt: "desk> ", scriptExtension: "tsh")
    @MainActor static let registrations = [
        ViewModelRegistration(TicketViewModel.self, loads: [LoadForm("ticket", Arg<Int>("ID")) { await $0.load(id: $1) }], commands: [
            CommandRegistration("close", summary: "Close the ticket", forms: [CommandForm { await $0.close() }]),
        ]),
    ]

    @MainActor func session(options: NoAppOptions?) -> AppSession {
        let desk = Desk()
        return AppSession { _ in [TicketViewModel(desk: desk)] }
    }
}
