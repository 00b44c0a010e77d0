import Foundation
import Testing

/// Where `record` may write: nothing under `ordersh test` (CI or not), and from a script
/// only below the folder the session started in.
@Suite("record's place", .ownThread)
struct RecordPlaceTests {
    @Test("a golden case that records to an absolute path and to ../ writes nothing, with --update and under CI=1")
    func harnessWritesNothing() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let outside = folder.path + "/outside-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder.path + "/cases", withIntermediateDirectories: true)
        try folder.write("cases/writer.osh", "record \(outside)/abs\necho hi\nrecord stop\nrecord ../up\necho again\nrecord stop\n")
        // CI runs this suite with CI set: the first run must not be taken for one under CI.
        let updated = try OrdershBinary.run(["test", "cases", "--update", "--timeout", "0"], directory: folder.path, environment: ["CI": ""])
        #expect(updated.stdout.hasSuffix("1 passed, 0 failed\n"))
        let inCI = try OrdershBinary.run(["test", "cases", "--timeout", "0"], directory: folder.path, environment: ["CI": "1"])
        #expect(inCI.stdout.hasSuffix("1 passed, 0 failed\n"))
        #expect(try String(contentsOfFile: folder.path + "/cases/writer.out", encoding: .utf8).contains(
            "not written: ../up.osh (1 command) and its transcript (record writes nothing under ordersh test)"))
        #expect(FileManager.default.fileExists(atPath: outside) == false)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["cases"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/cases").sorted() == ["writer.osh", "writer.out"])
    }

    @Test("a script records only below the folder ordersh started in; an absolute path or ../ is refused")
    func scriptStaysInside() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path + "/work", withIntermediateDirectories: true)
        try folder.write("work/rec.osh", "record /tmp/ordersh-outside/x\nrecord ../x\n")
        let result = try OrdershBinary.run(["--keep-going", "rec.osh"], directory: folder.path + "/work")
        let refusal = "a script records only below the folder ordersh started in"
        #expect(result == RunResult(
            stdout: "",
            stderr: "rec.osh:1:8: error: \(refusal); '/tmp/ordersh-outside/x' is outside it (type record at the prompt to write there)\n"
                + "rec.osh:2:8: error: \(refusal); '../x' is outside it (type record at the prompt to write there)\n",
            status: 1))
        let inside = try OrdershBinary.run(OrdershBinary.fixed + ["-c", "record cases/inside; echo hi; record stop"], directory: folder.path)
        #expect(inside.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/cases/inside.osh"))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/cases/inside.out"))
    }
}
