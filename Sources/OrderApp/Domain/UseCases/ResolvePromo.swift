import Foundation

/// What became of a promo code typed for a cart.
public enum PromoResolution: Sendable, Hashable {
    /// No code was typed (or only spaces).
    case none
    /// The code matches a promo that applies now.
    case applied(Promo)
    /// No promo has this code; `code` is as typed, trimmed.
    case unknown(code: String)
    /// The promo needs a larger subtotal.
    case belowMinimum(Promo, minimum: Decimal)
    /// The promo's last moment has passed.
    case expired(Promo, expiredAt: Date)

    /// The promo to compute the total with, when one applies.
    public var appliedPromo: Promo? {
        if case .applied(let promo) = self { promo } else { nil }
    }
}

/// Finds the promo for a typed code and decides whether it applies.
///
/// Codes match case-insensitively after trimming spaces. A promo applies when
/// `now` ≤ `expiresAt` and `subtotal` ≥ `minSubtotal`, each only if given; an
/// expired promo is reported as expired even when the subtotal is also too low.
public struct ResolvePromo: Sendable {
    public init() {}

    public func execute(code: String, promos: [Promo], subtotal: Decimal, now: Date) -> PromoResolution {
        let typed = code.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !typed.isEmpty else { return .none }
        let key = typed.uppercased()
        guard let promo = promos.first(where: { $0.code.trimmingCharacters(in: .whitespaces).uppercased() == key }) else {
            return .unknown(code: typed)
        }
        if let expiresAt = promo.expiresAt, now > expiresAt {
            return .expired(promo, expiredAt: expiresAt)
        }
        if let minimum = promo.minSubtotal, subtotal < minimum {
            return .belowMinimum(promo, minimum: minimum)
        }
        return .applied(promo)
    }
}
