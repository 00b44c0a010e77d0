import Foundation
import Observation
import ViewModelDisplay

/// A reply on a ticket, as the ticket shows it.
@DisplayState
public struct ReplyRow: Sendable, Hashable {
    public let author: String
    public let text: String
}

/// One support ticket (`ticket`): its subject, its state and its replies; `close` awaits the desk.
@DisplayState("ticket")
@Observable @MainActor public final class TicketViewModel: LoadingViewModel {
    public private(set) var subjectLabel = ""
    /// `Open`, or `Closed`.
    public private(set) var stateLabel = ""
    public private(set) var stateColor = StatusColor.gray
    public private(set) var replies: [ReplyRow] = []
    public private(set) var isLoading = false
    public private(set) var errorMessage: String?

    @ObservationIgnored private let desk: Desk
    @ObservationIgnored private var ticket: Ticket?

    public init(desk: Desk) {
        self.desk = desk
    }

    /// `load ticket ID`.
    public func load(id: Int) async -> LoadOutcome {
        guard let found = desk.tickets.first(where: { $0.id == id }) else {
            errorMessage = "Failed to load ticket: no ticket \(id)"
            return .failed
        }
        ticket = found
        errorMessage = nil
        show()
        return .applied
    }

    /// `close`: asks the desk to close the ticket, and waits for it. A closed ticket fails.
    public func close() async {
        guard let ticket else { return }
        isLoading = true
        defer { isLoading = false }
        guard !ticket.isClosed else {
            errorMessage = "Ticket \(ticket.id) is already closed"
            return
        }
        guard let closed = try? await desk.close(ticket) else { return }
        self.ticket = closed
        errorMessage = nil
        show()
    }

    private func show() {
        guard let ticket else { return }
        subjectLabel = "#\(ticket.id) \(ticket.subject)"
        stateLabel = ticket.isClosed ? "Closed" : "Open"
        stateColor = ticket.isClosed ? .gray : .red
        replies = ticket.replies.map { ReplyRow(author: $0.author, text: $0.text) }
    }
}
