import DisplayInterface
@testable import Presentation

// Every display property of each ViewModel in one Equatable value, so a test states
// the whole display state after each input with literal values (as TCA's TestStore does).
// `DisplaySchemaTests.mirrors` proves, by reflection, that each has exactly its schema's
// properties in order, and that every registered ViewModel has one.

struct ListState: Equatable {
    var rows: [OrderRow] = []
    var countLabel = ""
    var filterSummary = ""
    var emptyMessage: String?
    var isLoading = false
    var errorMessage: String?
}

struct DetailState: Equatable {
    var orderNumber = ""
    var placedDate = ""
    var itemRows: [ItemRow] = []
    var subtotalLabel = ""
    var taxLabel = ""
    var totalLabel = ""
    var statusLabel = ""
    var statusColor = StatusColor.gray
    var isLoading = false
    var errorMessage: String?
}

struct SummaryState: Equatable {
    var itemRows: [ItemRow] = []
    var promoCode = ""
    var subtotalLabel = ""
    var discountLabel = ""
    var hasDiscount = false
    var taxLabel = ""
    var totalLabel = ""
    var promoMessage: String?
    var isLoading = false
    var errorMessage: String?
}

struct BookmarksState: Equatable {
    var rows: [BookmarkRow] = []
    var countLabel = ""
    var isLoading = false
    var errorMessage: String?
}

struct SalesState: Equatable {
    var periodLabel = ""
    var orderCountLabel = ""
    var revenueLabel = ""
    var averageOrderLabel = ""
    var changeLabel = ""
    var statusRows: [SalesStatusRow] = []
    var topItemRows: [TopItemRow] = []
    var isLoading = false
    var errorMessage: String?
}

extension SalesState {
    @MainActor init(_ vm: SalesReportViewModel) {
        self.init(periodLabel: vm.periodLabel, orderCountLabel: vm.orderCountLabel, revenueLabel: vm.revenueLabel,
                  averageOrderLabel: vm.averageOrderLabel, changeLabel: vm.changeLabel, statusRows: vm.statusRows,
                  topItemRows: vm.topItemRows, isLoading: vm.isLoading, errorMessage: vm.errorMessage)
    }
}

extension ListState {
    @MainActor init(_ vm: OrderListViewModel) {
        self.init(rows: vm.rows, countLabel: vm.countLabel, filterSummary: vm.filterSummary,
                  emptyMessage: vm.emptyMessage, isLoading: vm.isLoading, errorMessage: vm.errorMessage)
    }
}

extension DetailState {
    @MainActor init(_ vm: OrderDetailViewModel) {
        self.init(orderNumber: vm.orderNumber, placedDate: vm.placedDate, itemRows: vm.itemRows,
                  subtotalLabel: vm.subtotalLabel, taxLabel: vm.taxLabel, totalLabel: vm.totalLabel,
                  statusLabel: vm.statusLabel, statusColor: vm.statusColor, isLoading: vm.isLoading, errorMessage: vm.errorMessage)
    }
}

extension SummaryState {
    @MainActor init(_ vm: OrderSummaryViewModel) {
        self.init(itemRows: vm.itemRows, promoCode: vm.promoCode, subtotalLabel: vm.subtotalLabel,
                  discountLabel: vm.discountLabel, hasDiscount: vm.hasDiscount, taxLabel: vm.taxLabel,
                  totalLabel: vm.totalLabel, promoMessage: vm.promoMessage, isLoading: vm.isLoading, errorMessage: vm.errorMessage)
    }
}

extension BookmarksState {
    @MainActor init(_ vm: BookmarkListViewModel) {
        self.init(rows: vm.rows, countLabel: vm.countLabel, isLoading: vm.isLoading, errorMessage: vm.errorMessage)
    }
}

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
