/// Reads durations as `set latency` and `ordersh test --timeout` take them: `0`, `250ms`,
/// `2s`, `1.5s`, `1m`, at most ``longest``.
public enum DurationText {
    /// The longest duration read: a day. Longer ones are refused like any text that is
    /// not a duration (`set latency 99999999999999999999s` once trapped converting to Int64).
    public static let longest = Duration.seconds(86_400)

    /// `500ms`, `2s`, `1.5s`, `1m` or `0`, at most a day; `nil` for anything else.
    public static func parse(_ text: String) -> Duration? {
        let units: [(suffix: String, milliseconds: Double)] = [("ms", 1), ("s", 1000), ("m", 60_000)]
        for unit in units where text.hasSuffix(unit.suffix) {
            let number = text.dropLast(unit.suffix.count)
            guard isPlainNumber(number), let value = Double(number) else { return nil }
            let milliseconds = (value * unit.milliseconds).rounded()
            guard milliseconds <= Double(longest.components.seconds * 1000) else { return nil }
            return .milliseconds(Int64(milliseconds))
        }
        return text == "0" ? .zero : nil
    }

    /// The duration as ``parse(_:)`` reads it back, in whole milliseconds: `1500ms`
    /// (`record` writes `set latency` lines with it).
    public static func script(_ duration: Duration) -> String {
        "\(milliseconds(duration))ms"
    }

    /// The duration as a person reads it: `500 ms`, `30 s`, `1.5 s`, `2 min`.
    public static func describe(_ duration: Duration) -> String {
        let milliseconds = milliseconds(duration)
        if milliseconds >= 60_000, milliseconds % 60_000 == 0 { return "\(milliseconds / 60_000) min" }
        if milliseconds >= 1000 {
            return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
        }
        return "\(milliseconds) ms"
    }

    private static func milliseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    }

    private static func isPlainNumber(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
    }
}

/// `timing on`'s line, as psql writes it: `Time: 12.345 ms`.
enum TimingText {
    static func line(_ duration: Duration) -> String {
        let microseconds = duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000
        let milliseconds = microseconds / 1000
        let rest = String(microseconds % 1000)
        return "Time: \(milliseconds).\(String(repeating: "0", count: 3 - rest.count))\(rest) ms"
    }
}
