import SystemPackage
import Foundation
import Testing

@testable import Shell

/// ``ScriptFrame/standardized(_:)`` answers with realpath(3) for a path that exists; its
/// slow twin is Foundation's standardizing and symlink resolving, which it must match.
@Suite("Standardized paths")
struct StandardizedPathTests {
    static func foundation(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: (absolute as NSString).standardizingPath).resolvingSymlinksInPath().path
    }

    @Test("files, folders, links, '..', '.', doubled and trailing slashes: the same as Foundation's")
    func sameAsFoundation() throws {
        let folder = try TemporaryFolder(files: ["a.osh": "quit\n"])
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path + "/sub", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.osh", withDestinationPath: "a.osh")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/up", withDestinationPath: "sub/..")
        let paths = [
            "a.osh", "link.osh", "sub", "sub/", "sub/../a.osh", "./sub/./../link.osh", "up/a.osh", "sub//..//a.osh",
        ].map { folder.path + "/" + $0 } + [folder.path, "/", "/tmp/../tmp"]
        for path in paths {
            #expect(ScriptFrame.standardized(FilePath(path)).string == Self.foundation(path), "\(path)")
        }
        #expect(ScriptFrame.standardized(FilePath(folder.path + "/link.osh")) == ScriptFrame.standardized(FilePath(folder.path + "/a.osh")))
    }

    @Test("a path that does not exist yet is standardized as far as it can be")
    func missing() throws {
        let folder = try TemporaryFolder(files: [:])
        defer { folder.remove() }
        let path = folder.path + "/new/../case.osh"
        #expect(ScriptFrame.standardized(FilePath(path)).string == Self.foundation(path))
        #expect(ScriptFrame.standardized(FilePath(path)).string.hasSuffix("/case.osh"))
    }
}
