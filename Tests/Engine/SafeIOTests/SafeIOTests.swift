import Foundation
import SafeIO
import SystemPackage
import Testing

@Suite("Paths as bytes")
struct PathBytesTests {
    @Test("a name is shown as text, with each byte that is not UTF-8 as \\xHH")
    func shown() {
        #expect(ShownBytes.text(of: Array("café.json".utf8)) == "café.json")
        #expect(ShownBytes.text(of: [0x76, 0xFE, 0x2E, 0x6A]) == "v\\xFE.j")
        // A truncated sequence, an overlong one and a surrogate are bytes, not characters.
        #expect(ShownBytes.text(of: [0xC3]) == "\\xC3")
        #expect(ShownBytes.text(of: [0xC0, 0xAF]) == "\\xC0\\xAF")
        #expect(ShownBytes.text(of: [0xED, 0xA0, 0x80]) == "\\xED\\xA0\\x80")
        #expect(FilePath(bytes: [0x61, 0xFF]).shown == "a\\xFF")
        #expect(FilePath(bytes: [0x64, 0x2F, 0x61, 0xFF]).nameBytes == [0x61, 0xFF])
    }

    @Test("a path option takes the bytes of the argument it came from; two that read alike are refused",
          arguments: [0, 20])
    func rawArguments(padding: Int) throws {
        // A short command line and a padded one: the same answers.
        let pad = (0..<padding).map { Array("pad\($0)".utf8) }
        let arguments = RawArguments([Array("ordersh".utf8), Array("--data".utf8), [0x76, 0xFE], Array("--junit=r\u{E9}.xml".utf8)] + pad)
        #expect(try arguments.path(for: "v\u{FFFD}").bytes == [0x76, 0xFE])
        #expect(try arguments.path(for: "r\u{E9}.xml").bytes == Array("r\u{E9}.xml".utf8))
        // Not an argument at all (a default): its own bytes.
        #expect(try arguments.path(for: "Fixtures/golden").bytes == Array("Fixtures/golden".utf8))
        let twins = RawArguments([[0x76, 0xFE], [0x76, 0xFF]] + pad)
        #expect(throws: RawArguments.Ambiguous.self) { try twins.path(for: "v\u{FFFD}") }
        // A valid argument that is the text itself, and one that only reads as it: two.
        let itself = RawArguments([Array("v\u{FFFD}".utf8), [0x76, 0xFE]] + pad)
        #expect(throws: RawArguments.Ambiguous.self) { try itself.path(for: "v\u{FFFD}") }
        // é and e + U+0301 are two names, not one read twice.
        let forms = RawArguments([Array("caf\u{E9}".utf8), Array("cafe\u{301}".utf8)] + pad)
        #expect(try forms.path(for: "cafe\u{301}").bytes == Array("cafe\u{301}".utf8))
    }

    @Test("an echoed value is cut to 60 characters; a path only past what can name a file")
    func echoes() {
        #expect(EchoedValue.cut(String(repeating: "x", count: 61)) == String(repeating: "x", count: 60) + "…")
        #expect(EchoedValue.quoted("shw") == "'shw'")
        let long = Array(repeating: UInt8(ascii: "a"), count: 200)
        #expect(EchoedValue.path(long).count == 200)
        #expect(EchoedValue.path(Array(repeating: UInt8(ascii: "a"), count: 5000)).count == 61)
    }

    @Test("a path echoed in a message is cut in the middle to 60 characters: its start and its file's name stay")
    func echoedPaths() {
        let folder = "/tmp/" + String(repeating: "f", count: 100)
        let echoed = EchoedValue.echoedPath(folder + "/orders.json")
        #expect(echoed == "/tmp/" + String(repeating: "f", count: 14) + "…" + String(repeating: "f", count: 28) + "/orders.json")
        #expect(echoed.count == 60)
        #expect(EchoedValue.echoedPath("short/orders.json") == "short/orders.json")
        let sixty = String(repeating: "é", count: 60)
        #expect(EchoedValue.echoedPath(sixty) == sixty)
        #expect(EchoedValue.echoedPath(sixty + "x").count == 60)
    }

    @Test("a name that ends in / names a folder and is refused as a file to write")
    func folderNames() {
        #expect(throws: FileWriteError(shownPath: "notes.txt/", reason: FileTarget.folderName)) {
            try FileTarget.refuseFolderName("notes.txt/", shownAs: "notes.txt")
        }
        #expect(throws: Never.self) { try FileTarget.refuseFolderName("notes.txt", shownAs: "notes.txt") }
    }
}

@Suite("The one rule for written files")
struct ReplacedFileTests {
    @Test("a new file is written whole; a replaced one keeps its mode; a FIFO or device is refused and kept")
    func rule() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("safeio-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = FilePath(folder + "/a.out")
        try ReplacedFile.write("one\n", to: target)
        #expect(chmod(folder + "/a.out", 0o600) == 0)
        try ReplacedFile.write("two\n", to: target)
        #expect(try String(contentsOfFile: folder + "/a.out", encoding: .utf8) == "two\n")
        let mode = try FileManager.default.attributesOfItem(atPath: folder + "/a.out")[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
        #expect(mkfifo(folder + "/fifo", 0o600) == 0)
        #expect(throws: FileWriteError(FilePath(folder + "/fifo"), reason: "is a FIFO (named pipe); only a regular file can be written or replaced")) {
            try ReplacedFile.write("x", to: FilePath(folder + "/fifo"))
        }
        #expect(throws: FileWriteError("/dev/null", reason: "is a device; only a regular file can be written or replaced")) {
            try ReplacedFile.write("x", to: "/dev/null")
        }
        // No temporary file is left beside the target.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["a.out", "fifo"])
    }

    @Test("only a regular file is read, and no more than asked")
    func boundedRead() throws {
        #expect(throws: RegularFile.Refusal.notRegular("is a device")) { try RegularFile.read("/dev/zero", limit: 10) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("safeio-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("0123456789".utf8).write(to: URL(fileURLWithPath: folder + "/f"))
        #expect(throws: RegularFile.Refusal.tooLarge(4)) { try RegularFile.read(FilePath(folder + "/f"), limit: 4) }
        #expect(try RegularFile.read(FilePath(folder + "/f"), limit: 4, larger: .start) == Array("0123".utf8))
        #expect(try RegularFile.read(FilePath(folder + "/f"), limit: 4, larger: .end) == Array("6789".utf8))
    }
}
