import DisplayInterface
import Shell
import Testing

@Suite("Duration text")
struct DurationTextTests {
    @Test("reads whole and fractional durations in ms, s and m", arguments: [
        ("0", Duration.zero), ("250ms", .milliseconds(250)), ("2s", .seconds(2)),
        ("1.5s", .milliseconds(1500)), ("1m", .seconds(60)), ("86400s", .seconds(86_400)), ("1440m", .seconds(86_400)),
    ])
    func reads(text: String, duration: Duration) {
        #expect(DurationText.parse(text) == duration)
    }

    /// The first of these trapped converting a Double past Int64.max (found by the script fuzz target).
    @Test("refuses what is not a duration, and anything longer than a day", arguments: [
        "99999999999999999999s", "1111111111111111111111111111111130ms", "86400001ms", "1441m",
        "soon", "", "5", "1.s", ".5s", "-1s", "1e3ms",
    ])
    func refuses(text: String) {
        #expect(DurationText.parse(text) == nil)
    }
}
