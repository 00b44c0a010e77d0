import Composition
import Foundation
import Testing

/// ``SystemEnvironment/timeZone(from:localtime:)`` finds the zone `TimeZone.current` finds.
@Suite("System time zone")
struct SystemTimeZoneTests {
    /// The zone found with `environment` and a link named `localtime` to `target`, in a
    /// folder of its own that is removed after.
    private func zone(_ environment: [String: String] = [:], linkTo target: String) throws -> TimeZone {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ordersh-tz-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/localtime", withDestinationPath: target)
        return SystemEnvironment.timeZone(from: environment, localtime: folder + "/localtime")
    }

    @Test("with no TZ, the zone the link names under /usr/share/zoneinfo, also through a relative link")
    func fromLink() throws {
        #expect(try zone(linkTo: "/usr/share/zoneinfo/Europe/Berlin").identifier == "Europe/Berlin")
        #expect(try zone(["HOME": "/root"], linkTo: "../../usr/share/zoneinfo/Asia/Tokyo").identifier == "Asia/Tokyo")
    }

    @Test("TZ, TZFILE, a link elsewhere, an unknown zone or no link at all: what TimeZone.current says")
    func otherwiseCurrent() throws {
        #expect(try zone(["TZ": "Asia/Tokyo"], linkTo: "/usr/share/zoneinfo/Europe/Berlin") == TimeZone.current)
        #expect(try zone(["TZFILE": "/x"], linkTo: "/usr/share/zoneinfo/Europe/Berlin") == TimeZone.current)
        #expect(try zone(linkTo: "/opt/zones/Europe/Berlin") == TimeZone.current)
        #expect(try zone(linkTo: "/usr/share/zoneinfo/Mars/Olympus") == TimeZone.current)
        #expect(SystemEnvironment.timeZone(from: [:], localtime: "/nonexistent/localtime") == TimeZone.current)
    }

    @Test("this machine's zone is TimeZone.current's")
    func thisMachine() {
        #expect(SystemEnvironment.timeZone(from: ProcessInfo.processInfo.environment) == TimeZone.current)
    }
}
