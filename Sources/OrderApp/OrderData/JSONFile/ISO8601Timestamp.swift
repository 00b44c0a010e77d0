import Foundation

/// The fast path for the one timestamp shape data files use almost always:
/// `YYYY-MM-DDTHH:MM:SS` then `Z` or `±HH:MM`, whole seconds. It returns `nil` for
/// anything else (fractions, other spellings, out-of-range fields), which
/// `Date.ISO8601FormatStyle` then decides, so what is accepted and the instant it means
/// never differ from Foundation's reading.
enum ISO8601Timestamp {
    static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    /// ``parse(_:)`` on the text's UTF-8 bytes.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        guard bytes.count == 20 || bytes.count == 25 else { return nil }
        func digits(_ at: Int, _ count: Int) -> Int? {
            var value = 0
            for offset in at..<at + count {
                let digit = Int(bytes[offset]) &- 48
                guard digit >= 0, digit <= 9 else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              let year = digits(0, 4), let month = digits(5, 2), let day = digits(8, 2),
              let hour = digits(11, 2), let minute = digits(14, 2), let second = digits(17, 2),
              year >= 1900, (1...12).contains(month), day >= 1, day <= daysIn(month, of: year),
              hour <= 23, minute <= 59, second <= 59
        else { return nil }
        var offset = 0
        if bytes.count == 20 {
            guard bytes[19] == UInt8(ascii: "Z") else { return nil }
        } else {
            let sign = bytes[19]
            guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), bytes[22] == UInt8(ascii: ":"),
                  let offsetHours = digits(20, 2), let offsetMinutes = digits(23, 2),
                  offsetHours <= 18, offsetMinutes <= 59
            else { return nil }
            offset = (offsetHours * 3600 + offsetMinutes * 60) * (sign == UInt8(ascii: "-") ? -1 : 1)
        }
        let seconds = daysFromCivil(year, month, day) * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// Whether `text` starts with a date (`YYYY-MM-DD`) and time (`THH:MM:SS`) whose fields
    /// are in range: month 1–12, a day the month has, hour ≤ 23, minute and second ≤ 59.
    /// Other shapes are left for the full parser to judge.
    static func hasPossibleDate(_ text: String) -> Bool {
        let bytes = Array(text.utf8.prefix(19))
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              let year = number(0..<4), let month = number(5..<7), let day = number(8..<10)
        else { return true }
        guard (1...12).contains(month), (1...daysIn(month, of: year)).contains(day) else { return false }
        if bytes.count >= 19, bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
           let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19) {
            return hour <= 23 && minute <= 59 && second <= 59
        }
        return true
    }

    private static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the proleptic Gregorian date (Howard Hinnant's algorithm).
    private static func daysFromCivil(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
