import SystemPackage
import DisplayInterface
@testable import Composition
import Presentation
import Shell
import Testing

/// A console that keeps what was printed and every status line shown or cleared.
@MainActor
final class StatusRecordingConsole: Console {
    private(set) var printed: [String] = []
    private(set) var statuses: [String?] = []
    let isClosed = false

    func print(_ text: String) { printed.append(text) }
    func printError(_ text: String) { printed.append(text) }
    func showProgress(_ text: String?) { statuses.append(text) }
}

/// The session's data controls, reporting a load that is halfway through its file.
@MainActor
final class HalfwayControls: DataControls {
    init(_ base: DataControls) { super.init(selector: base.selector, plan: base.plan) }

    override var readProgress: DataReadProgress? {
        DataReadProgress(file: "orders.json", bytesRead: 221_000_000, totalBytes: 442_000_000, orders: 491_520)
    }
}

@MainActor
@Suite("Progress of a long load")
struct ProgressTests {
    func run(progressAfter: Duration?, width: Int? = nil) async throws -> StatusRecordingConsole {
        let assembly = try SessionAssembly(dataFile: nil, environment: .harness)
        let console = StatusRecordingConsole()
        let interpreter = Interpreter(
            session: assembly.session, registry: SessionAssembly.registry, controls: HalfwayControls(assembly.controls), console: console,
            options: ShellOptions(isInteractive: true, style: RenderStyle(usesColor: false, width: width), progressAfter: progressAfter))
        var source = BufferLineSource("set latency 600ms\nload orders\nshow list.countLabel")
        _ = await interpreter.runScript(&source, frame: .interactive)
        return console
    }

    @Test("a load that outlasts the delay shows how far it got, then clears the line")
    func shownThenCleared() async throws {
        let console = try await run(progressAfter: .milliseconds(50))
        #expect(console.statuses.first == "reading orders.json: 221 of 442 MB, 491,520 orders (Ctrl-C cancels)")
        #expect(console.statuses.count >= 2)
        #expect(console.statuses.last == .some(nil))
        #expect(console.printed == ["25 orders"])
    }

    @Test("the line never fills the window: at 40 columns it is cut to 39 with …")
    func fitsTheWindow() async throws {
        let console = try await run(progressAfter: .milliseconds(50), width: 40)
        #expect(console.statuses.first == "reading orders.json: 221 of 442 MB, 49…")
        #expect(console.statuses.compactMap { $0 }.allSatisfy { $0.count <= 39 })
    }

    @Test("scripts and pipes (no delay set) never show one")
    func neverInScripts() async throws {
        let console = try await run(progressAfter: nil)
        #expect(console.statuses.isEmpty)
        #expect(console.printed == ["25 orders"])
    }

    @Test("the status line without a known size, and small counts")
    func lineWithoutSize() {
        #expect(DataReadProgress(file: "f.json", bytesRead: 5_500_000, totalBytes: nil, orders: 999).line
            == "reading f.json: 5 MB, 999 orders (Ctrl-C cancels)")
        #expect(DataReadProgress(file: "f.json", bytesRead: 0, totalBytes: 1_000_000_000, orders: 1_234_567).line
            == "reading f.json: 0 of 1000 MB, 1,234,567 orders (Ctrl-C cancels)")
    }
}
