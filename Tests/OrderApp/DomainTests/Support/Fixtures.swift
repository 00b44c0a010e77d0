import Domain
import Foundation

/// Exact decimals from text, so tests never route money through Double.
func dec(_ text: String) -> Decimal {
    guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
        fatalError("bad decimal literal \(text)")
    }
    return value
}

/// An ISO 8601 instant for tests.
func instant(_ text: String) -> Date {
    guard let date = try? Date.ISO8601FormatStyle().parse(text) else { fatalError("bad date literal \(text)") }
    return date
}

func store(taxRate: String = "0.08875") -> StoreSettings {
    StoreSettings(currency: "USD", taxRate: dec(taxRate), freeShippingThreshold: 100, shippingRate: dec("0.10"))
}

func order(
    _ id: String,
    title: String = "Order",
    at date: String = "2026-11-03T14:22:00Z",
    status: OrderStatus = .shipped,
    items: [OrderItem] = [OrderItem(name: "Mug", price: dec("12.50"), quantity: 2)],
    residential: Bool = true
) -> Order {
    Order(id: id, title: title, createdAt: instant(date), status: status, items: items, shippingAddress: Address(isResidential: residential))
}

func utcCalendar(_ zone: String = "UTC") -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: zone) ?? .gmt
    return calendar
}
