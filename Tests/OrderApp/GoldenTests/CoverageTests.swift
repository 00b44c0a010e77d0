import SystemPackage
import Composition
import DisplayInterface
import Foundation
import GoldenHarness
import Shell
import Testing

/// `ordersh test --coverage [--strict]` on small folders.
@MainActor
@Suite("Coverage of commands and display properties")
struct CoverageTests {
    func run(_ folder: CaseFolder, strict: Bool, shell: Bool = false) async throws -> (GoldenHarness.Report, [String]) {
        var options = HarnessOptions(paths: [FilePath(folder.path)], strict: strict, timeout: nil)
        options.coverage = true
        options.coverageIncludesShell = shell
        let printed = PrintedLines()
        let report = try await GoldenHarness.run(options, sessions: SessionAssembly.harnessSessions()) { printed.append($0) }
        return (report, printed.text.split(separator: "\n").map(String.init))
    }

    /// Two cases, their transcripts recorded by the harness itself.
    func folder() async throws -> CaseFolder {
        let folder = try CaseFolder()
        try folder.write("cart.osh", "# golden: keep-going\nload cart #EDEE1FD1\nshow summary.totalLabel\nexpect summary.hasDiscount\n")
        try folder.write("list.osh", "load orders\nshow list --json\nshow bookmarks\n")
        _ = try await GoldenHarness.run(HarnessOptions(paths: [FilePath(folder.path)], update: true, timeout: nil), sessions: SessionAssembly.harnessSessions()) { _ in }
        return folder
    }

    @Test("each of the app's command forms and each property is counted once per case that ran or read it; unread ones are listed")
    func counts() async throws {
        let folder = try await folder()
        defer { folder.remove() }
        let (report, lines) = try await run(folder, strict: false)
        #expect(report.summary.failed == 0, "\(lines)")
        // The app's loads and commands only: the shell's own are counted with --coverage-shell.
        #expect(lines.contains("  commands: 2 of 12 run"))
        #expect(lines.contains { $0.hasPrefix("    load cart ") && $0.hasSuffix(" 1") })
        #expect(!lines.contains { $0.hasPrefix("    watch ") })
        #expect(lines.contains { $0.hasPrefix("    summary.totalLabel ") && $0.hasSuffix(" 1") })
        #expect(lines.contains { $0.hasPrefix("    summary.taxLabel ") && $0.hasSuffix(" 0") })
        // show --json reads every list property; the rows' fields count since there are rows.
        #expect(lines.contains { $0.hasPrefix("    list.rows.orderNumber ") && $0.hasSuffix(" 1") })
        // show bookmarks with nothing loaded reads bookmarks.rows, but no row, so no field.
        #expect(lines.contains { $0.hasPrefix("    bookmarks.rows ") && $0.hasSuffix(" 1") })
        #expect(lines.contains { $0.hasPrefix("    bookmarks.rows.title ") && $0.hasSuffix(" 0") })
        #expect(lines.contains("  list: read by 1 case, 14 of 14 properties"))
        #expect(lines.contains("  detail: read by 0 cases, 0 of 13 properties"))
        let unread = try #require(lines.first { $0.hasPrefix("  unread (") })
        #expect(unread.hasPrefix("  unread (58): load order, load bookmarks, load sales, load … &, filter KEY OP VALUE, "))
        #expect(unread.contains(", clear-promo, detail, sales, detail.orderNumber, "))
        #expect(unread.contains("bookmarks.rows.title, bookmarks.rows.orderNumber, sales.periodLabel, "))
        #expect(unread.hasSuffix("sales.topItemRows.quantityBar, sales.dailyRevenueTrend, sales.bestDayLabel, sales.isLoading, sales.errorMessage"))
        #expect(lines.contains("coverage: 2/12 commands, 3/5 ViewModels, 20/66 display properties"))
        #expect(lines.last == "2 passed, 0 failed")
    }

    @Test("--coverage-shell counts the shell's own commands as well")
    func countsWithShell() async throws {
        let folder = try await folder()
        defer { folder.remove() }
        let (_, lines) = try await run(folder, strict: false, shell: true)
        let forms = CommandCatalog(registry: SessionAssembly.registry).commandForms.count
        #expect(lines.contains("  commands: 6 of \(forms) run"))
        #expect(lines.contains { $0.hasPrefix("    watch ") && $0.hasSuffix(" 0") })
        #expect(lines.contains { $0.hasPrefix("    show VM ") && $0.hasSuffix(" 1") })
        #expect(lines.contains("coverage: 6/\(forms) commands, 3/5 ViewModels, 20/66 display properties"))
    }

    @Test("--coverage --strict fails the run when anything is unread")
    func strict() async throws {
        let folder = try await folder()
        defer { folder.remove() }
        let (report, lines) = try await run(folder, strict: true)
        #expect(report.exitStatus == 1)
        #expect(lines.contains { $0.hasPrefix("--coverage --strict: ") && $0.hasSuffix(" unread, so the run fails") })
        // The gate is reported apart: the last line counts cases, and both passed.
        #expect(lines.last == "2 passed, 0 failed")
        #expect(report.failedGates == ["--coverage --strict"])
    }
}
