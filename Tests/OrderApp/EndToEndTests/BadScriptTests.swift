import Foundation
import Testing

/// Bad scripts through the binary: each ends with one located error and exit 1 (or reads
/// as empty), quickly, with no crash and no hang.
@Suite("Bad scripts", .ownThread)
struct BadScriptTests {
    @Test("a 100,000-line script runs to its last line and reports the error there")
    func longScript() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let script = try folder.write("long.osh", String(repeating: "filter total > 1\n", count: 99_999) + "shw list\n")
        let result = try OrdershBinary.run([script])
        #expect(result == RunResult(
            stdout: "", stderr: "\(script):100000:1: error: unknown command 'shw' (did you mean 'show'?)\n", status: 1))
    }

    @Test("a script that sources itself through a symlink is a located cycle error")
    func selfThroughSymlink() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let script = try folder.write("self.osh", "echo in\nsource link.osh\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.osh", withDestinationPath: "self.osh")
        let result = try OrdershBinary.run([script])
        #expect(result == RunResult(stdout: "in\n", stderr: "\(script):2:8: error: source cycle: self.osh → self.osh\n", status: 1))
    }

    @Test("/dev/zero as a script, or sourced, is refused as a device: one error, no endless read")
    func endlessScript() throws {
        let direct = try OrdershBinary.run(["/dev/zero"])
        #expect(direct == RunResult(stdout: "", stderr: "ordersh: cannot read '/dev/zero': it is a device, not a script file\n", status: 2))
        let sourced = try OrdershBinary.run(["-c", "echo a; source /dev/zero; echo b"])
        #expect(sourced == RunResult(
            stdout: "a\n", stderr: "-c:1:16: error: cannot read '/dev/zero': it is a device, not a script file\n", status: 1))
    }

    @Test("a FIFO as a script or sourced is refused, as set data refuses it, instead of running nothing and passing")
    func fifoScript() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        #expect(mkfifo(folder.path + "/pipe.osh", 0o600) == 0)
        let sourced = try OrdershBinary.run(["-c", "echo a; source pipe.osh; echo b"], directory: folder.path)
        #expect(sourced == RunResult(
            stdout: "a\n", stderr: "-c:1:16: error: cannot read 'pipe.osh': it is a FIFO (named pipe), not a script file\n", status: 1))
        let direct = try OrdershBinary.run(["pipe.osh"], directory: folder.path)
        #expect(direct == RunResult(
            stdout: "", stderr: "ordersh: cannot read 'pipe.osh': it is a FIFO (named pipe), not a script file\n", status: 2))
    }

    @Test("source nested deeper than 100 files is a located error, not gigabytes and a trap")
    func deepSource() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        for level in 0..<150 { try folder.write("s\(level).osh", "source s\(level + 1).osh\n") }
        try folder.write("s150.osh", "echo bottom\n")
        let result = try OrdershBinary.run(["s0.osh"], directory: folder.path)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first == "s99.osh:1:8: error: source nested deeper than 100 files (is a script sourcing a chain of others?)")
        #expect(lines.count == 100)
        #expect(lines.last == "s0.osh:1:1: note: included from here")
    }

    @Test("a data file that is a FIFO or a device fails at --data with exit 2, before anything runs",
          arguments: [("/dev/zero", "is a device, not a data file")])
    func dataDevice(path: String, message: String) throws {
        let result = try OrdershBinary.run(["--data", path, "-c", "echo never"])
        #expect(result == RunResult(stdout: "", stderr: "ordersh: --data: \(path): \(message)\n", status: 2))
    }

    @Test("output to a full disk (> /dev/full) fails with one message and exit 1; a closed pipe stays quiet")
    func fullDisk() throws {
        let result = try OrdershBinary.bash("ordersh -c 'load orders; show list; echo more' > /dev/full")
        #expect(result.status == 1)
        #expect(result.stderr == "ordersh: cannot write to standard output: No space left on device\n")
    }

    @Test("--version to a full disk fails with the same message; to a closed pipe it stays quiet")
    func versionToFullDisk() throws {
        let full = try OrdershBinary.bash("ordersh --version > /dev/full")
        #expect(full == RunResult(stdout: "", stderr: "ordersh: cannot write to standard output: No space left on device\n", status: 1))
        let closed = try OrdershBinary.bash("set -o pipefail; ordersh --version | true")
        #expect(closed == RunResult(stdout: "", stderr: "", status: 0))
    }

    @Test("help to a full disk fails with the same message; to a closed pipe it stays quiet", arguments: [
        "--help", "-h", "test --help", "--data x.json --help", "--version --help",
    ])
    func helpToFullDisk(_ words: String) throws {
        let full = try OrdershBinary.bash("ordersh \(words) > /dev/full")
        #expect(full == RunResult(stdout: "", stderr: "ordersh: cannot write to standard output: No space left on device\n", status: 1))
        let closed = try OrdershBinary.bash("set -o pipefail; ordersh \(words) | head -c 9")
        #expect(closed.stdout == "OVERVIEW:" && closed.stderr == "" && closed.status == 0)
    }
}
