import SystemPackage
import DisplayInterface
@testable import GoldenHarness
import Testing

@Suite("Discovery, selection and directives")
struct CaseSelectionTests {
    static let cases = (1...10).map { GoldenCase(name: "case\($0 < 10 ? "0" : "")\($0)", scriptPath: FilePath("/g/case\($0).osh")) }

    @Test("discovery sorts cases, skips '_' names and finds .out files without .osh")
    func discovery() throws {
        let folder = try CaseFolder()
        defer { folder.remove() }
        try folder.write("b.osh", "echo b\n")
        try folder.write("b.out", "")
        try folder.write("a/z.osh", "echo z\n")
        try folder.write("_lib/helper.osh", "echo helper\n")
        try folder.write("_data/x.json", "{}")
        try folder.write("old.out", "")
        let found = try CaseDiscovery(scriptSuffix: ".osh").discover([FilePath(folder.path)])
        #expect(found.cases.map(\.name) == ["a/z", "b"])
        #expect(found.cases.map(\.scriptPath) == [FilePath(folder.path + "/a/z.osh"), FilePath(folder.path + "/b.osh")])
        #expect(found.obsolete == [folder.path + "/old.out"])
        #expect(found.cases[0].expectedPath == FilePath(folder.path + "/a/z.out"))
        #expect(found.cases[0].scriptFileName == "z.osh")
    }

    @Test("a path that does not exist, or a file that is not .osh, is bad usage")
    func badPaths() throws {
        #expect(throws: HarnessUsageError("no such file or folder: /no/such/golden")) {
            try CaseDiscovery(scriptSuffix: ".osh").discover(["/no/such/golden"])
        }
        let folder = try CaseFolder()
        defer { folder.remove() }
        try folder.write("notes.txt", "")
        #expect(throws: HarnessUsageError("\(folder.path)/notes.txt is not a golden case (NAME.osh)")) {
            try CaseDiscovery(scriptSuffix: ".osh").discover([FilePath(folder.path + "/notes.txt")])
        }
    }

    @Test("--filter keeps names that contain the text")
    func filter() {
        #expect(CaseSelection(filter: "case1").apply(to: Self.cases).map(\.name) == ["case10"])
        #expect(CaseSelection(filter: "nothing").apply(to: Self.cases).isEmpty)
    }

    @Test("--shard I/N: every case in exactly one shard")
    func shards() throws {
        let shards = try (1...3).map { index in
            try CaseSelection(shard: Shard(parsing: "\(index)/3")).apply(to: Self.cases).map(\.name)
        }
        #expect(shards[0] == ["case01", "case04", "case07", "case10"])
        #expect(shards[1] == ["case02", "case05", "case08"])
        #expect(shards[2] == ["case03", "case06", "case09"])
        for bad in ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3"] {
            #expect(throws: HarnessUsageError.self) { try Shard(parsing: bad) }
        }
    }

    @Test("--shuffle=SEED: the same seed gives the same order, another seed another, and no case is lost")
    func shuffle() {
        let first = CaseSelection(shuffleSeed: 42).apply(to: Self.cases)
        #expect(first == CaseSelection(shuffleSeed: 42).apply(to: Self.cases))
        #expect(first != CaseSelection(shuffleSeed: 43).apply(to: Self.cases))
        #expect(first != Self.cases)
        #expect(first.sorted() == Self.cases)
        // Fixed here so an order printed by one run can be repeated on any machine.
        #expect(first.map(\.name) == ["case01", "case10", "case06", "case09", "case07", "case05", "case08", "case03", "case02", "case04"])
    }

    @Test("directives: keep-going, skip with a reason, and an unknown one is an error naming its line")
    func directives() throws {
        #expect(try CaseDirectives.parse("echo a\n") == CaseDirectives())
        #expect(try CaseDirectives.parse("# golden: keep-going\r\necho a\n") == CaseDirectives(keepGoing: true))
        #expect(try CaseDirectives.parse("#golden: skip flaky on CI\n") == CaseDirectives(skipReason: "flaky on CI"))
        #expect(try CaseDirectives.parse("# golden: skip\n") == CaseDirectives(skipReason: "no reason given"))
        #expect(try CaseDirectives.parse("# goldens are nice\n") == CaseDirectives())
        #expect(throws: CaseSetupError(
            "line 2: unknown directive 'keepgoing' (known: '# golden: keep-going', '# golden: skip REASON', '# golden: timeout DURATION')"
        )) {
            try CaseDirectives.parse("echo a\n# golden: keepgoing\n")
        }
    }

    @Test("a timeout directive takes a duration, 0 for none; anything else names its line")
    func timeoutDirective() throws {
        #expect(try CaseDirectives.parse("# golden: timeout 2m\n") == CaseDirectives(timeout: .seconds(120)))
        #expect(try CaseDirectives.parse("# golden: timeout 1.5s\n# golden: keep-going\n") == CaseDirectives(keepGoing: true, timeout: .milliseconds(1500)))
        #expect(try CaseDirectives.parse("# golden: timeout 0\n") == CaseDirectives(timeout: .zero))
        #expect(throws: CaseSetupError("line 3: timeout takes a duration like 2m, 90s or 0 (none), not 'soon'")) {
            try CaseDirectives.parse("echo a\necho b\n# golden: timeout soon\n")
        }
        #expect(throws: CaseSetupError("line 1: timeout takes a duration like 2m, 90s or 0 (none), not ''")) {
            try CaseDirectives.parse("# golden: timeout\n")
        }
    }
}
