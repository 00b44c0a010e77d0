import Foundation
import SystemPackage
import Testing

@testable import LineEditor

@Suite("Editor configuration file")
struct EditorConfigurationTests {
    @Test("EDITRC, else ~/.editrc; none without either")
    func path() {
        #expect(EditorConfiguration.path(environment: ["EDITRC": "/x/rc", "HOME": "/home/u"]) == "/x/rc")
        #expect(EditorConfiguration.path(environment: ["HOME": "/home/u"]) == "/home/u/.editrc")
        #expect(EditorConfiguration.path(environment: [:]) == nil)
    }

    @Test("only a regular file of at most 64 KiB is opened: not /dev/zero, a FIFO, a folder or a huge file")
    func bounded() throws {
        let folder = NSTemporaryDirectory() + "ordersh-editrc-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/fifo", 0o600) == 0)
        try Data("bind ^W ed-delete-prev-word\n".utf8).write(to: URL(fileURLWithPath: folder + "/small"))
        try Data(count: EditorConfiguration.largest + 1).write(to: URL(fileURLWithPath: folder + "/huge"))
        for refused in ["/dev/zero", folder + "/fifo", folder, folder + "/huge", folder + "/missing"] {
            #expect(EditorConfiguration.open(FilePath(refused)) == nil, "\(refused)")
        }
        let descriptor = try #require(EditorConfiguration.open(FilePath(folder + "/small")))
        close(descriptor)
    }
}
