import DisplayInterface
@testable import Presentation

// Every display property of each ViewModel in one Equatable value, so a test states the
// whole display state after each input with literal values (as TCA's TestStore does).
// `@DisplayState` makes each from the ViewModel's own declarations; these are their names here.

typealias ListState = OrderListViewModel.DisplayValues
typealias DetailState = OrderDetailViewModel.DisplayValues
typealias SummaryState = OrderSummaryViewModel.DisplayValues
typealias BookmarksState = BookmarkListViewModel.DisplayValues
typealias SalesState = SalesReportViewModel.DisplayValues

/// Order rows of the test data as en_US/UTC shows them.
enum Rows {
    static let birthday = OrderRow(id: "7f3a9c2e4b1d4e0f", orderNumber: "Order #7F3A9C2E", title: "Birthday gifts",
                                   formattedDate: "November 3, 2026", shippingLabel: "Shipping: $2.72",
                                   requiresSignature: false, statusLabel: "Shipped", statusColor: .blue)
    static let laptop = OrderRow(id: "a1b2c3d4e5f6", orderNumber: "Order #A1B2C3D4", title: "Laptop",
                                 formattedDate: "November 15, 2026", shippingLabel: "Free shipping",
                                 requiresSignature: false, statusLabel: "Processing", statusColor: .orange)
    static let kickOff = OrderRow(id: "f1a5700b", orderNumber: "Order #F1A5700B", title: "November kick-off",
                                  formattedDate: "November 1, 2026", shippingLabel: "Shipping: $4.03",
                                  requiresSignature: true, statusLabel: "Shipped", statusColor: .blue)
    static let weekend = OrderRow(id: "5a7e2000", orderNumber: "Order #5A7E2000", title: "Weekend cart",
                                  formattedDate: "November 12, 2026", shippingLabel: "Free shipping",
                                  requiresSignature: false, statusLabel: "Pending", statusColor: .gray)
    static let returned = OrderRow(id: "9e7a4b3d", orderNumber: "Order #9E7A4B3D", title: "Returned jacket",
                                   formattedDate: "November 4, 2026", shippingLabel: "Shipping: $9.69",
                                   requiresSignature: false, statusLabel: "Returned", statusColor: .gray)
    static let freeSamples = OrderRow(id: "0000zer0", orderNumber: "Order #0000ZER0", title: "Free samples",
                                      formattedDate: "November 5, 2026", shippingLabel: "Shipping: $0.00",
                                      requiresSignature: false, statusLabel: "Delivered", statusColor: .green)
    static let halloween = OrderRow(id: "1a7e0c70", orderNumber: "Order #1A7E0C70", title: "Halloween costumes",
                                    formattedDate: "October 31, 2026", shippingLabel: "Shipping: $4.30",
                                    requiresSignature: false, statusLabel: "Delivered", statusColor: .green)
}
