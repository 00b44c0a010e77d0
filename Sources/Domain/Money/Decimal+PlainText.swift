import Foundation

extension Decimal {
    /// Reads a plain decimal literal, `-?digits(.digits)?` (`12.50`, `-1`, `49.99`), exactly;
    /// `nil` for anything else (`12,50`, `1e2`, `12abc`, ` 5`), which `Decimal(string:)` would half-accept.
    public init?(plainText text: String) {
        var rest = Substring(text)
        if rest.first == "-" { rest = rest.dropFirst() }
        let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let isDigits = { (part: Substring) in !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
        guard let whole = parts.first, isDigits(whole), parts.count == 1 || isDigits(parts[1]),
              let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
        self = value
    }
}
