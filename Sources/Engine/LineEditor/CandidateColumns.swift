import Foundation

/// Lays out completion candidates in columns, as shells list them after Tab.
enum CandidateColumns {
    /// At most this many candidates are listed; the rest are counted.
    static let limit = 200

    static func layout(_ candidates: [String], width: Int) -> String {
        let shown = candidates.prefix(limit)
        let cell = (shown.map(\.count).max() ?? 0) + 2
        let perLine = max(1, width / max(cell, 1))
        var text = ""
        for (index, candidate) in shown.enumerated() {
            let last = index % perLine == perLine - 1 || index == shown.count - 1
            text += last ? candidate + "\n" : candidate + String(repeating: " ", count: cell - candidate.count)
        }
        if candidates.count > shown.count {
            // Grouped as the shell's other status lines write counts (999,800), whatever the locale.
            text += "… and \((candidates.count - shown.count).formatted(.number.locale(Locale(identifier: "en_US")))) more\n"
        }
        return text
    }
}
