internal import Domain
import Foundation

/// A currency format learned from Foundation's and checked against it: the text before and
/// after the number (for positive and negative amounts), the digits the locale writes, its
/// grouping and its decimal separator. It writes an amount of whole cents in a few hundred
/// nanoseconds where Foundation's formatter takes tens of microseconds, so a list of
/// amounts that rarely repeat (a real export's) costs what one of a few repeated amounts
/// does. It exists only for a format it reproduces exactly: learned from one amount, it is
/// checked against Foundation on amounts of every size and sign, and any difference leaves
/// Foundation to format every amount.
struct CurrencyTemplate: Sendable {
    private let positive: (prefix: String, suffix: String)
    private let negative: (prefix: String, suffix: String)
    /// The locale's digits, 0 to 9.
    private let digits: [String]
    private let groupSeparator: String
    private let decimalSeparator: String
    /// The size of the group beside the decimal separator, and of the groups before it.
    private let primaryGroup: Int
    private let secondaryGroup: Int

    /// The largest amount written, in cents; larger ones are left to Foundation.
    static let largestCents = 999_999_999_999_99

    /// The template of `style`, or `nil` when it cannot be learned or does not reproduce
    /// Foundation's text exactly.
    init?(_ style: Decimal.FormatStyle.Currency) {
        func format(_ cents: Int) -> [Unicode.Scalar] { Array(style.format(Decimal(cents: cents)).unicodeScalars) }
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.numericType == .decimal }
        // 1234567.89 shows the digits 1 to 9, the separators and the text around them.
        let sample = format(1_234_567_89)
        guard let first = sample.firstIndex(where: isDigit), let last = sample.lastIndex(where: isDigit) else { return nil }
        let number = sample[first...last]
        var glyphs: [Unicode.Scalar] = []
        var runs: [(after: Int, text: String)] = []
        for scalar in number {
            if isDigit(scalar) {
                glyphs.append(scalar)
            } else if let open = runs.last, open.after == glyphs.count {
                runs[runs.count - 1].text.unicodeScalars.append(scalar)
            } else {
                runs.append((glyphs.count, String(scalar)))
            }
        }
        // Nine digits; the decimal separator before the last two; groups before it.
        guard glyphs.count == 9, let decimal = runs.last, decimal.after == 7,
              let zero = format(5).first(where: isDigit)
        else { return nil }
        let groups = runs.dropLast()
        guard let group = groups.last, groups.allSatisfy({ $0.text == group.text }) else { return nil }
        let primary = 7 - group.after
        let secondary = groups.count > 1 ? groups[groups.endIndex - 1].after - groups[groups.endIndex - 2].after : primary
        let negativeSample = format(-1_234_567_89)
        guard let negativeFirst = negativeSample.firstIndex(where: isDigit), let negativeLast = negativeSample.lastIndex(where: isDigit) else {
            return nil
        }
        positive = (Self.text(sample[..<first]), Self.text(sample[(last + 1)...]))
        negative = (Self.text(negativeSample[..<negativeFirst]), Self.text(negativeSample[(negativeLast + 1)...]))
        digits = [String(zero)] + glyphs.map { String($0) }
        groupSeparator = group.text
        decimalSeparator = decimal.text
        primaryGroup = primary
        secondaryGroup = secondary
        guard primary > 0, secondary > 0 else { return nil }
        // Checked on amounts of every size and sign: any difference, and Foundation formats.
        let checks = [0, 5, 99, 100, 1_00, 12_34, 123_45, 1234_56, 12345_67, 123456_78, 1234567_89, 12345678_90, 123456789012_34, Self.largestCents]
        for cents in checks + checks.map({ -$0 }) where write(cents) != String(String.UnicodeScalarView(format(cents))) {
            return nil
        }
    }

    private static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String { String(String.UnicodeScalarView(scalars)) }

    /// `cents` written as Foundation writes the amount, or `nil` past ``largestCents``.
    func format(cents: Int) -> String? {
        guard cents.magnitude <= UInt(Self.largestCents) else { return nil }
        return write(cents)
    }

    private func write(_ cents: Int) -> String {
        let magnitude = Int(cents.magnitude)
        var whole = magnitude / 100
        let fraction = magnitude % 100
        var parts: [String] = []
        var groupSize = primaryGroup
        repeat {
            var group = ""
            var count = 0
            repeat {
                group = digits[whole % 10] + group
                whole /= 10
                count += 1
            } while whole > 0 && count < groupSize
            parts.append(group)
            groupSize = secondaryGroup
        } while whole > 0
        let (prefix, suffix) = cents < 0 ? negative : positive
        return prefix + parts.reversed().joined(separator: groupSeparator) + decimalSeparator
            + digits[fraction / 10] + digits[fraction % 10] + suffix
    }
}
