import Foundation
import Testing

/// The interactive shell through a real pseudo-terminal (shell.md §4), driven by
/// Interactive/pty_session.py: Tab completion, history across runs, Ctrl-C, Ctrl-D, UTF-8.
@Suite("ordersh interactive", .ownThread)
struct InteractiveTests {
    @Test("a pty session: completion, history recall, Ctrl-C cancels a slow load, UTF-8, Ctrl-D")
    func ptySession() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Interactive/pty_session.py").path
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let result = try OrdershBinary.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), ["python3", script, OrdershBinary.url.path, folder.path],
            input: nil, directory: nil, environment: [:])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("all interactive checks passed\n"))
    }

    @Test("the golden loop at a terminal: record a case, break it by changing the data, accept it with one key in --review")
    func goldenLoop() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let script = here.appendingPathComponent("Interactive/golden_loop.py").path
        let data = here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/default-data.json").path
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let result = try OrdershBinary.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), ["python3", script, OrdershBinary.url.path, folder.path, data],
            input: nil, directory: nil, environment: [:])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("all golden workflow checks passed\n"))
    }
}
