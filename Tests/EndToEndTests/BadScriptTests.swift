import Foundation
import Testing

/// Bad scripts through the binary: each ends with one located error and exit 1 (or reads
/// as empty), quickly, with no crash and no hang.
@Suite("Bad scripts")
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

    @Test("/dev/zero as a script, or sourced, stops at its first line: one error, no endless read")
    func endlessScript() throws {
        let direct = try OrdershBinary.run(["/dev/zero"])
        #expect(direct == RunResult(stdout: "", stderr: "/dev/zero:1:1: error: line is longer than 1 MB (1048577 bytes)\n", status: 1))
        let sourced = try OrdershBinary.run(["-c", "echo a; source /dev/zero; echo b"])
        #expect(sourced == RunResult(
            stdout: "a\n", stderr: "/dev/zero:1:1: error: line is longer than 1 MB (1048577 bytes)\n-c:1:9: note: included from here\n", status: 1))
    }

    @Test("a FIFO with no writer reads as an empty script instead of blocking")
    func fifoScript() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        #expect(mkfifo(folder.path + "/pipe.osh", 0o600) == 0)
        let result = try OrdershBinary.run(["-c", "echo a; source pipe.osh; echo b"], directory: folder.path)
        #expect(result == RunResult(stdout: "a\nb\n", stderr: "", status: 0))
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
}
