import Foundation
import Testing

/// `import default`, `export STORE -` and `~/` paths: where users expect data to come from
/// and go (shell.md §1 and §3).
@Suite("import default, export -, and ~/ paths", .ownThread)
struct TransferPlacesTests {
    @Test("import default writes the embedded data set; export - writes the data file to standard output, the summary to standard error")
    func embeddedAndStandardOutput() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let imported = try OrdershBinary.run(["import", "default", "d.sqlite"], directory: folder.path)
        #expect(imported == RunResult(
            stdout: "Imported 66 orders (179 items), 6 promos and 4 bookmarks into d.sqlite\n", stderr: "", status: 0))
        let exported = try OrdershBinary.run(["export", "d.sqlite", "-"], directory: folder.path)
        #expect(exported.status == 0)
        #expect(exported.stderr == "Exported 66 orders (179 items), 6 promos and 4 bookmarks to standard output\n")
        #expect(exported.stdout.hasPrefix("{\n  \"store\": {\"currency\": \"USD\""))
        try folder.write("back.json", exported.stdout)
        let listing = OrdershBinary.fixed + ["-c", "load orders; show list"]
        #expect(try OrdershBinary.run(["--data", "back.json"] + listing, directory: folder.path) == (try OrdershBinary.run(listing)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["back.json", "d.sqlite"])
    }

    @Test("export - into a pipe closed early ends quietly with status 0")
    func closedPipe() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        #expect(try OrdershBinary.bash("scripts/gen-orders 20000 \(folder.path)/big.json").status == 0)
        #expect(try OrdershBinary.run(["import", "big.json", "big.sqlite"], directory: folder.path).status == 0)
        let result = try OrdershBinary.bash("ordersh export big.sqlite - | head -c 10 > /dev/null; echo \"${PIPESTATUS[0]}\"", directory: folder.path)
        #expect(result == RunResult(stdout: "0\n", stderr: "", status: 0))
    }

    @Test("~/ starts in the home folder in set data and source")
    func homeFolder() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.copyItem(atPath: "Fixtures/golden/_data/tax-rate-0.08.json", toPath: folder.path + "/mine.json")
        try folder.write("setup.osh", "echo from home\n")
        let result = try OrdershBinary.run(
            OrdershBinary.fixed + ["-c", "source ~/setup.osh; set data ~/mine.json; load orders; show list.countLabel"],
            environment: ["HOME": folder.path])
        #expect(result == RunResult(stdout: "from home\n1 order\n", stderr: "", status: 0))
    }
}
