import Foundation
import Loans
@testable import loansh
import Synchronization
import Testing
import ViewModelShell

/// The app's golden cases through the engine's harness: they pass, and a changed
/// transcript fails with a diff that names the case's line and command.
@MainActor
@Suite("loansh golden cases")
struct LoansGoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func run(_ folder: String, update: Bool = false) async throws -> (GoldenHarness.Report, String) {
        let lines = Mutex<[String]>([])
        let report = try await GoldenHarness.run(
            HarnessOptions(paths: [FilePath(folder)], update: update, timeout: nil), sessions: LoansApp().harnessSessions()
        ) { line in lines.withLock { $0.append(line) } }
        return (report, lines.withLock { $0.joined(separator: "\n") })
    }

    @Test("every case under Fixtures/golden passes")
    func suitePasses() async throws {
        let (report, printed) = try await run(Self.root.appendingPathComponent("Fixtures/golden").path)
        #expect(report.summary == GoldenHarness.Summary(passed: 4, failed: 0, skipped: 0), "\(printed)")
    }

    @Test("a changed transcript fails, with a diff naming the line and the command")
    func changedCaseFails() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let golden = Self.root.appendingPathComponent("Fixtures/golden")
        try FileManager.default.copyItem(at: golden.appendingPathComponent("books.lsh"), to: folder.url.appendingPathComponent("books.lsh"))
        let expected = try String(contentsOf: golden.appendingPathComponent("books.out"), encoding: .utf8)
        try expected.replacingOccurrences(of: "Count           2 books", with: "Count           3 books")
            .write(to: folder.url.appendingPathComponent("books.out"), atomically: true, encoding: .utf8)
        let (report, printed) = try await run(folder.path)
        #expect(report.summary == GoldenHarness.Summary(passed: 0, failed: 1, skipped: 0))
        #expect(printed.contains("-Count           3 books\n+Count           2 books"), "\(printed)")
        #expect(printed.contains("@@ books.lsh:5: show books"), "\(printed)")
    }
}

/// A folder for one test, removed after it.
struct ScratchFolder {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("loansh-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
