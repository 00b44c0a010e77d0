/// Reads `set latency` durations: `0`, `250ms`, `2s`, `1.5s`, `1m`.
enum DurationText {
    static func parse(_ text: String) -> Duration? {
        let units: [(suffix: String, milliseconds: Double)] = [("ms", 1), ("s", 1000), ("m", 60_000)]
        for unit in units where text.hasSuffix(unit.suffix) {
            let number = text.dropLast(unit.suffix.count)
            guard isPlainNumber(number), let value = Double(number) else { return nil }
            return .milliseconds(Int64((value * unit.milliseconds).rounded()))
        }
        return text == "0" ? .zero : nil
    }

    private static func isPlainNumber(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
    }
}
