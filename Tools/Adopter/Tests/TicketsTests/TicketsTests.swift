import Foundation
import Testing
@testable import Tickets
@testable import ticketsh
import ViewModelShell

@MainActor
@Suite("Tickets, an adopter by URL")
struct TicketsTests {
    @Test("the ViewModel's display state, after a load and an awaited close")
    func displayState() async {
        let ticket = TicketViewModel(desk: Desk())
        #expect(await ticket.load(id: 1) == .applied)
        #expect(ticket.displayValues == .init(
            subjectLabel: "#1 Cannot log in", stateLabel: "Open", stateColor: .red,
            replies: [ReplyRow(author: "Ana", text: "Which browser?"), ReplyRow(author: "Ben", text: "Firefox")]))
        await ticket.close()
        #expect(ticket.stateLabel == "Closed")
        await ticket.close()
        #expect(ticket.errorMessage == "Ticket 1 is already closed")
    }

    @Test("the golden cases pass through the engine's harness")
    func goldenCases() async throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/golden").path
        let report = try await GoldenHarness.run(
            HarnessOptions(paths: [FilePath(folder)], timeout: nil), sessions: TicketsApp().harnessSessions()) { print($0) }
        #expect(report.summary == GoldenHarness.Summary(passed: 1, failed: 0, skipped: 0))
    }
}
