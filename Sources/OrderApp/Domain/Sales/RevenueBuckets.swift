import Foundation

/// The periods a report's trend counts revenue in (domain.md §5, `dailyRevenueTrend`): the
/// days of a month in the session's calendar and time zone (28 to 31; a Hebrew or Persian
/// month has its own length), or for every order the calendar months from the first
/// order's to the last's, at most the last ``maximumMonths``.
public struct RevenueBuckets: Sendable, Hashable {
    /// Whether each bucket is a day or a month.
    public enum Unit: Sendable, Hashable {
        case day, month
    }

    /// The most months `all` shows.
    public static let maximumMonths = 120

    public let unit: Unit
    /// Where each bucket starts, in order, and where the last ends: one more than the buckets.
    public let boundaries: [Date]

    /// The buckets of `month`: its days in `calendar`.
    public static func days(of month: DateInterval, in calendar: Calendar) -> RevenueBuckets {
        var boundaries = [month.start]
        var day = month.start
        // A day is at most 25 hours (a time-zone change); 32 steps bound a calendar's month.
        while day < month.end, boundaries.count <= 32, let next = calendar.dateInterval(of: .day, for: day)?.end, next > day {
            boundaries.append(min(next, month.end))
            day = next
        }
        return RevenueBuckets(unit: .day, boundaries: boundaries)
    }

    /// The buckets of every order created in `span`: the calendar months from the first's to
    /// the last's, the last ``maximumMonths`` of them. None without orders.
    public static func months(spanning span: DateInterval?, in calendar: Calendar) -> RevenueBuckets {
        guard let span, let last = calendar.dateInterval(of: .month, for: span.end) else { return RevenueBuckets(unit: .month, boundaries: []) }
        var starts: [Date] = [last.start]
        var boundaries = [last.end]
        while starts.count < maximumMonths, let first = starts.last, first > span.start,
              let previous = calendar.dateInterval(of: .month, for: first - 1), previous.start < first {
            starts.append(previous.start)
        }
        boundaries = starts.reversed() + boundaries
        return RevenueBuckets(unit: .month, boundaries: boundaries)
    }

    /// How many buckets there are.
    public var count: Int { max(boundaries.count - 1, 0) }

    /// The bucket `instant` falls in, or `nil` outside them all: a binary search of at
    /// most 121 boundaries, 7 comparisons.
    @inline(__always) func bucket(of instant: Date) -> Int? {
        guard let first = boundaries.first, let end = boundaries.last, first <= instant, instant < end else { return nil }
        var low = 0
        var high = boundaries.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if boundaries[middle] <= instant { low = middle } else { high = middle }
        }
        return low
    }
}
