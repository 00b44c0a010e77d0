import DisplayInterface
import Domain
import Observation
import Locking
import OrderAppTestSupport
import Testing
@testable import Presentation

@MainActor
@Suite("Display schema")
struct DisplaySchemaTests {
    /// The order app's ViewModels, in the order a session makes them.
    static let viewModels: [any DisplayableViewModel.Type] = [
        OrderListViewModel.self, OrderDetailViewModel.self, OrderSummaryViewModel.self, BookmarkListViewModel.self, SalesReportViewModel.self,
    ]

    @Test("each ViewModel lists exactly the properties of domain.md §5, in order, with their kinds")
    func contract() {
        func names(_ descriptors: [DisplayPropertyDescriptor]) -> [String] { descriptors.map { "\($0.name): \($0.kind)" } }
        // Keyed by the registry's names: a ViewModel registered without its contract here fails.
        let contract: [String: [String]] = [
            "list": [
                "rows: [OrderRow]", "countLabel: String", "filterSummary: String", "emptyMessage: String?",
                "isLoading: Bool", "errorMessage: String?",
            ],
            "detail": [
                "orderNumber: String", "placedDate: String", "itemRows: [ItemRow]", "subtotalLabel: String", "taxLabel: String",
                "totalLabel: String", "statusLabel: String", "statusColor: StatusColor", "isLoading: Bool", "errorMessage: String?",
            ],
            "summary": [
                "itemRows: [ItemRow]", "promoCode: String", "subtotalLabel: String", "discountLabel: String", "hasDiscount: Bool",
                "taxLabel: String", "totalLabel: String", "promoMessage: String?", "isLoading: Bool", "errorMessage: String?",
            ],
            "bookmarks": ["rows: [BookmarkRow]", "countLabel: String", "isLoading: Bool", "errorMessage: String?"],
            "sales": [
                "periodLabel: String", "orderCountLabel: String", "revenueLabel: String", "averageOrderLabel: String",
                "changeLabel: String", "statusRows: [SalesStatusRow]", "topItemRows: [TopItemRow]", "dailyRevenueTrend: Trend",
                "bestDayLabel: String", "isLoading: Bool", "errorMessage: String?",
            ],
        ]
        #expect(Self.viewModels.map { $0.displayName }.sorted() == contract.keys.sorted())
        for viewModel in Self.viewModels {
            #expect(names(viewModel.displayDescriptors) == contract[viewModel.displayName], "\(viewModel.displayName)")
        }
        #expect(names(OrderRow.displayDescriptors) == [
            "id: String", "orderNumber: String", "title: String", "formattedDate: String", "shippingLabel: String",
            "requiresSignature: Bool", "statusLabel: String", "statusColor: StatusColor",
        ])
        #expect(names(ItemRow.displayDescriptors) == ["name: String", "quantityLabel: String", "lineTotalLabel: String"])
        #expect(names(BookmarkRow.displayDescriptors) == ["title: String", "orderNumber: String"])
        #expect(names(SalesStatusRow.displayDescriptors) == [
            "statusLabel: String", "statusColor: StatusColor", "countLabel: String", "shareLabel: String", "shareBar: Bar",
        ])
        #expect(names(TopItemRow.displayDescriptors) == ["name: String", "quantityLabel: String", "revenueLabel: String", "quantityBar: Bar"])
    }

    @Test("each ViewModel's DisplayValues holds its schema's properties in order, defaulting to the declared values")
    func displayValues() {
        func labels(_ values: Any) -> [String] { Mirror(reflecting: values).children.compactMap(\.label) }
        let values: [String: [String]] = [
            "list": labels(ListState()), "detail": labels(DetailState()), "summary": labels(SummaryState()),
            "bookmarks": labels(BookmarksState()), "sales": labels(SalesState()),
        ]
        #expect(Self.viewModels.map { $0.displayName }.sorted() == values.keys.sorted())
        for viewModel in Self.viewModels {
            #expect(values[viewModel.displayName] == viewModel.displayDescriptors.map(\.name), "\(viewModel.displayName)")
        }
        // The declared initial values, not a zero of each type.
        #expect(ListState() == ListState(rows: [], countLabel: "", filterSummary: "", emptyMessage: nil, isLoading: false, errorMessage: nil))
        #expect(DetailState().statusColor == .gray)
    }

    @Test("values are typed and rows are records in field order")
    func values() async {
        let session = makeSession()
        await session.detail.load(reference: "7f3a")
        #expect(session.detail.displayProperties.map(\.value) == [
            .string("Order #7F3A9C2E"),
            .string("Placed: November 3, 2026"),
            .rows([DisplayRecord(fields: [
                DisplayProperty(name: "name", kind: .string, value: .string("Mug")),
                DisplayProperty(name: "quantityLabel", kind: .string, value: .string("× 2")),
                DisplayProperty(name: "lineTotalLabel", kind: .string, value: .string("$25.00")),
            ])]),
            .string("$25.00"), .string("$2.22"), .string("$27.22"), .string("Shipped"),
            .statusColor(.blue), .bool(false), .optionalString(nil),
        ])
        #expect(session.detail.displayProperty(named: "totalLabel")?.value == .string("$27.22"))
        #expect(session.detail.displayProperty(named: "total") == nil)
    }

    @Test("reading through the schema is observed, so a change notifies the reader (for trace)")
    func observation() async throws {
        let session = makeSession()
        await session.list.load()
        let notified = Locked(0)
        withObservationTracking {
            _ = session.list.displayProperty(named: "countLabel")
        } onChange: {
            notified.withLock { $0 += 1 }
        }
        try session.list.filter([FilterClause(.status, .equal, "shipped")])
        #expect(notified.withLock { $0 } == 1)
        #expect(session.list.countLabel == "2 orders")
    }

    @Test("the session finds ViewModels by their shell names")
    func names() {
        let session = makeSession()
        #expect(session.viewModels.map(\.displayName) == ["list", "detail", "summary", "bookmarks", "sales"])
        #expect(session.viewModel(named: "summary") === session.summary)
        #expect(session.viewModel(named: "cart") == nil)
    }

    @Test("the list and the sales report settle (their inputs may go on reading); the others do not")
    func settling() {
        let session = makeSession()
        #expect(session.viewModels.map { $0.settling != nil } == [true, false, false, false, true])
        #expect(session.list.settling === session.list)
    }
}

@MainActor
@Suite("Formatting happens once")
struct FormattingCountTests {
    @Test("reading every display property 1,000 times formats nothing")
    func readsFormatNothing() async {
        let session = makeSession()
        await session.list.load()
        await session.detail.load(reference: "7f3a")
        await session.summary.load(reference: "5a7e")
        session.summary.applyPromo("SAVE20")
        await session.bookmarks.load()
        let before = session.formatCount
        #expect(before > 0)
        var characters = 0
        for _ in 0..<1_000 {
            for vm in session.viewModels {
                for property in vm.displayProperties { characters += property.name.count }
            }
            characters += session.list.rows.count + session.detail.totalLabel.count + session.summary.discountLabel.count
        }
        #expect(characters > 0)
        #expect(session.formatCount == before)
    }

    @Test("an environment change re-formats each loaded ViewModel once; setting the same one formats nothing")
    func environmentChangeFormatsOnce() async throws {
        let session = makeSession()
        await session.detail.load(reference: "7f3a")
        let start = session.formatCount
        try session.setLocale("de_DE")
        // detail: placed date, one item row (quantity and line total), subtotal, tax, total.
        #expect(session.formatCount - start == 6)
        try session.setLocale("de_DE")
        #expect(session.formatCount - start == 6)
    }

    @Test("a filter change formats only rows not formatted yet")
    func filterFormatsNewRowsOnly() async throws {
        let session = makeSession()
        await session.list.load()
        let afterLoad = session.formatCount
        try session.list.filter([FilterClause(.status, .equal, "shipped")])
        // The summary's amount and the count's number; both rows were formatted by the load.
        #expect(session.formatCount - afterLoad == 2)
    }
}

@MainActor
@Suite("Wiring")
struct WiringTests {
    @Test("anything that is not a data source is refused with a clear error")
    func refusesNonSource() {
        #expect(throws: SessionWiringError(typeName: "String")) {
            try OrderViewModels(dataSource: "orders.json")
        }
        #expect(SessionWiringError(typeName: "String").description
            == "String does not provide orders, promos, bookmarks and store settings")
    }
}
