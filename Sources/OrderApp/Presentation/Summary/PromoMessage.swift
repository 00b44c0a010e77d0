internal import Domain

/// The sentence `summary.promoMessage` shows for a promo resolution.
enum PromoMessage {
    @MainActor static func text(for resolution: PromoResolution, formatters: DisplayFormatters) -> String? {
        switch resolution {
        case .none:
            nil
        case .applied(let promo):
            switch promo.kind {
            case .percent: "\(promo.code) applied: \(formatters.number(promo.value))% off"
            case .amount: "\(promo.code) applied: \(formatters.currency(promo.value)) off"
            }
        case .unknown(let code):
            "Promo code \(code) is not valid"
        case .belowMinimum(let promo, let minimum):
            "\(promo.code) needs a subtotal of \(formatters.currency(minimum))"
        case .expired(let promo, let expiredAt):
            "\(promo.code) expired on \(formatters.longDate(expiredAt))"
        }
    }
}
