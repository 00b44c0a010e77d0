/// A picture of a number that a label beside it states exactly: a fraction from 0 to 1,
/// computed by the ViewModel, that the view draws as a bar (domain.md §5). The view
/// computes nothing from it; JSON, csv and `expect` see the fraction with four decimals.
public struct Bar: Sendable, Hashable, CustomStringConvertible {
    /// The fraction, 0…1.
    public let fraction: Double

    /// A bar of `fraction`, held to 0…1 (a value that is not a number is 0).
    public init(_ fraction: Double) {
        self.fraction = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    }

    /// `part` of `whole` (0 when `whole` is not above 0).
    public init(_ part: Double, of whole: Double) {
        self.init(whole > 0 ? part / whole : 0)
    }

    /// No bar.
    public static let empty = Bar(0)

    /// The fraction with four decimals, as JSON writes it: `0.2500`.
    public var description: String { Self.fourDecimals(fraction) }

    /// `value` (0…1) with four decimals and `.` whatever the locale, without a formatter.
    static func fourDecimals(_ value: Double) -> String {
        let tenThousandths = Int((value * 10_000).rounded())
        let decimals = String(tenThousandths % 10_000)
        return String(tenThousandths / 10_000) + "." + String(repeating: "0", count: 4 - decimals.count) + decimals
    }
}

/// A picture of a series: fractions from 0 to 1, one a point, that the view draws as a
/// sparkline (domain.md §5); JSON writes them as an array of numbers with four decimals.
public struct Trend: Sendable, Hashable, CustomStringConvertible {
    /// The points, oldest first.
    public let points: [Bar]

    /// A trend of `fractions`, each held to 0…1.
    public init(_ fractions: [Double]) {
        points = fractions.map(Bar.init)
    }

    /// No points.
    public static let empty = Trend([])

    /// The points as JSON writes them: `[0.2500, 1.0000]`.
    public var description: String { "[" + points.map(\.description).joined(separator: ", ") + "]" }
}
