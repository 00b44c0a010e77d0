import Foundation
import LineEditor
import Testing

@Suite("History file")
struct HistoryFileTests {
    @Test("the path: ORDERSH_HISTORY, empty disables, then XDG_STATE_HOME, then ~/.local/state")
    func resolution() {
        #expect(HistoryFile.resolve(environment: ["ORDERSH_HISTORY": "/x/h", "XDG_STATE_HOME": "/s"], variable: "ORDERSH_HISTORY", folder: "ordersh")?.path == "/x/h")
        #expect(HistoryFile.resolve(environment: ["ORDERSH_HISTORY": "", "HOME": "/home/u"], variable: "ORDERSH_HISTORY", folder: "ordersh") == nil)
        #expect(HistoryFile.resolve(environment: ["XDG_STATE_HOME": "/s", "HOME": "/home/u"], variable: "ORDERSH_HISTORY", folder: "ordersh")?.path == "/s/ordersh/history")
        #expect(HistoryFile.resolve(environment: ["HOME": "/home/u"], variable: "ORDERSH_HISTORY", folder: "ordersh")?.path == "/home/u/.local/state/ordersh/history")
        #expect(HistoryFile.resolve(environment: [:], variable: "ORDERSH_HISTORY", folder: "ordersh") == nil)
    }

    @Test("created 0600 with its folder; consecutive duplicates and blank lines dropped")
    func append() throws {
        let folder = NSTemporaryDirectory() + "ordersh-history-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = HistoryFile(path: folder + "/state/history")
        for line in ["load orders", "load orders", "  ", "show list", "load orders"] { try file.append(line) }
        #expect(file.load() == ["load orders", "show list", "load orders"])
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
    }

    @Test("written beside and renamed in: a history kept behind a symbolic link stays a link, its file keeps mode 0600")
    func writtenBeside() throws {
        let folder = NSTemporaryDirectory() + "ordersh-history-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/dotfiles", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("echo old\n".utf8).write(to: URL(fileURLWithPath: folder + "/dotfiles/history"))
        #expect(chmod(folder + "/dotfiles/history", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder + "/history", withDestinationPath: "dotfiles/history")
        let file = HistoryFile(path: folder + "/history")
        try file.append("echo new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/history") == "dotfiles/history")
        #expect(try String(contentsOfFile: folder + "/dotfiles/history", encoding: .utf8) == "echo old\necho new\n")
        let mode = try FileManager.default.attributesOfItem(atPath: folder + "/dotfiles/history")[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/dotfiles").sorted() == ["history", "history.lock"])
    }

    @Test("capped: past twice the cap the file is trimmed to the newest entries")
    func cap() throws {
        let path = NSTemporaryDirectory() + "ordersh-history-\(UUID().uuidString)"
        // The file and the lock beside it: a test run left two .lock files in /tmp each time.
        defer { for leftover in [path, path + ".lock"] { try? FileManager.default.removeItem(atPath: leftover) } }
        let file = HistoryFile(path: path, capacity: 3)
        for index in 1...7 { try file.append("echo \(index)") }
        #expect(file.load() == ["echo 5", "echo 6", "echo 7"])
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines == ["echo 5", "echo 6", "echo 7"])
    }

    @Test("two shells appending 500 commands each to one file at once lose and corrupt no line")
    func concurrentWriters() async throws {
        let path = NSTemporaryDirectory() + "ordersh-history-\(UUID().uuidString)"
        // The file and the lock beside it: a test run left two .lock files in /tmp each time.
        defer { for leftover in [path, path + ".lock"] { try? FileManager.default.removeItem(atPath: leftover) } }
        // Two instances, as two shells have: each opens the file itself, so the lock is
        // taken between two open files, not within one.
        let shells = [HistoryFile(path: path), HistoryFile(path: path)]
        await withTaskGroup(of: Void.self) { group in
            for (number, shell) in shells.enumerated() {
                group.addTask {
                    for index in 0..<500 { try? shell.append("echo shell\(number) command \(index) " + String(repeating: "x", count: index % 97)) }
                }
            }
        }
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 1001 && lines.last == "")
        let expected = Set((0..<2).flatMap { number in
            (0..<500).map { "echo shell\(number) command \($0) " + String(repeating: "x", count: $0 % 97) }
        })
        #expect(Set(lines.dropLast().map(String.init)) == expected)
    }

    @Test("a FIFO or a device is no history file: it loads empty, and appending fails at once with the reason",
          arguments: ["/dev/full", "/dev/zero", "fifo"])
    func notRegular(_ name: String) throws {
        let folder = NSTemporaryDirectory() + "ordersh-history-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var path = name
        if name == "fifo" {
            path = folder + "/fifo"
            #expect(mkfifo(path, 0o600) == 0)
        }
        let file = HistoryFile(path: path)
        #expect(file.load() == [])
        let error = #expect(throws: HistoryFileError.self) { try file.append("load orders") }
        #expect(error?.description == "cannot save history to \(path): it is not a regular file (history is kept in a regular file only)")
    }
}
