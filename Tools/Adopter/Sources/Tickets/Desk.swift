/// A ticket of the desk.
public struct Ticket: Sendable, Hashable {
    public let id: Int
    public let subject: String
    public var isClosed: Bool
    public var replies: [(author: String, text: String)]

    public static func == (lhs: Ticket, rhs: Ticket) -> Bool { lhs.id == rhs.id && lhs.isClosed == rhs.isClosed }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// The support desk: its tickets, and the service that closes them.
@MainActor public final class Desk {
    public private(set) var tickets = [
        Ticket(id: 1, subject: "Cannot log in", isClosed: false, replies: [("Ana", "Which browser?"), ("Ben", "Firefox")]),
        Ticket(id: 2, subject: "Invoice twice", isClosed: true, replies: []),
    ]

    public init() {}

    /// Closes `ticket` once the service answers; throws when cancelled while it waits.
    public func close(_ ticket: Ticket) async throws -> Ticket {
        try await Task.sleep(for: .milliseconds(1))
        var closed = ticket
        closed.isClosed = true
        closed.replies.append((author: "Desk", text: "Closed"))
        if let index = tickets.firstIndex(where: { $0.id == ticket.id }) { tickets[index] = closed }
        return closed
    }
}
