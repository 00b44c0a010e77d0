import Testing

/// The sales dashboard's pictures as the program draws them where it runs (shell.md §4):
/// blocks on UTF-8, ASCII under LANG=C or TERM=dumb, and blocks in `ordersh test` whatever
/// the machine's locale.
@Suite("ordersh pictures", .ownThread)
struct PicturesEndToEndTests {
    static let pinned = ["--now", "2026-11-22T12:00:00Z", "--timezone", "UTC", "--locale", "en_US"]
    static let show = pinned + ["-c", "load sales; show sales"]

    @Test("on UTF-8 the trend and bars are blocks")
    func blocks() throws {
        let result = try OrdershBinary.run(Self.show, environment: ["LANG": "C.UTF-8", "LC_ALL": "", "LC_CTYPE": "", "TERM": "xterm"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\n  ▁▁▁▁▂▁▁▁▁▁▂▁▁▁█▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁  Best day: November 15, $2,199.17\n"))
        #expect(result.stdout.contains("\n  Shipped     9 orders    30%  ███\n"))
    }

    @Test("under LANG=C and under TERM=dumb a bar is a run of # and the trend five ASCII levels", arguments: [
        ["LANG": "C", "LC_ALL": "", "LC_CTYPE": "", "TERM": "xterm"],
        ["LANG": "en_US.UTF-8", "LC_ALL": "", "LC_CTYPE": "", "TERM": "dumb"],
    ])
    func ascii(environment: [String: String]) throws {
        let result = try OrdershBinary.run(Self.show, environment: environment)
        #expect(result.status == 0)
        #expect(result.stdout.contains("\n  __________.___#_______________  Best day: November 15, $2,199.17\n"), "\(result.stdout)")
        #expect(result.stdout.contains("\n  Shipped     9 orders    30%  ###\n"))
        #expect(result.stdout.contains("\n  Bluetooth speaker  7 sold  $553.00  ##########\n"))
        #expect(!result.stdout.contains("█"))
    }

    @Test("ordersh test draws blocks under LANG=C too: no transcript depends on the machine's locale")
    func harnessDrawsBlocks() throws {
        let result = try OrdershBinary.run(
            ["test", "Fixtures/golden/sales/pictures.osh", "Fixtures/golden/sales/pictures-calendars.osh", "--timeout", "0"],
            directory: GoldenCommandTests.repository, environment: ["LANG": "C", "LC_ALL": "", "TERM": "dumb", "CI": ""])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("2 passed, 0 failed\n"))
    }
}
