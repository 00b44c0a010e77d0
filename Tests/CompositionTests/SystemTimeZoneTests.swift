import Composition
import Foundation
import Testing

/// The start-up time zone from TZFILE, TZ and the localtime link, as `TimeZone.current`
/// finds it (domain.md §4), read from the environment the program already has.
@Suite("System time zone")
struct SystemTimeZoneTests {
    /// A `localtime` link to `target` in a fresh folder; the link may dangle.
    private static func link(to target: String) throws -> (path: String, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ordersh-tz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("localtime").path
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        return (path, folder)
    }

    @Test("TZFILE first, then TZ as an abbreviation or an identifier, then the zone localtime links to", arguments: [
        (["TZFILE": "Europe/Paris", "TZ": "Asia/Tokyo"], "Europe/Paris"),
        (["TZ": "Asia/Tokyo"], "Asia/Tokyo"),
        (["TZ": "PST"], "America/Los_Angeles"),
        (["TZ": "Nowhere/Else"], "Australia/Perth"),
        ([:], "Australia/Perth"),
    ])
    func fromEnvironment(environment: [String: String], identifier: String) throws {
        let (path, folder) = try Self.link(to: "/usr/share/zoneinfo/Australia/Perth")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(SystemEnvironment.timeZone(from: environment, localtime: path).identifier == identifier)
    }

    @Test("a relative link is read as the C library reads it")
    func relativeLink() throws {
        let (path, folder) = try Self.link(to: "../usr/share/zoneinfo/America/Sao_Paulo")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(SystemEnvironment.timeZone(from: [:], localtime: path).identifier == "America/Sao_Paulo")
    }

    @Test("with no link and no variable, the zone TimeZone.current finds")
    func noLink() {
        let missing = "/nonexistent-\(UUID().uuidString)/localtime"
        #expect(SystemEnvironment.timeZone(from: [:], localtime: missing).identifier == TimeZone.current.identifier)
    }
}
