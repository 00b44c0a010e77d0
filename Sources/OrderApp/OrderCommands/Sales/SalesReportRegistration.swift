import DisplayInterface
import Presentation

extension SalesReportViewModel {
    /// `sales` in the shell: `load sales [MONTH]`, then five labels and two tables.
    public static var registration: ViewModelRegistration {
        ViewModelRegistration(
            SalesReportViewModel.self,
            loads: [
                LoadForm("sales", OptionalArg<SalesMonthArgument>("MONTH", completion: months)) { sales, month in
                    await sales.load(month: month?.text)
                },
            ],
            layout: layout)
    }

    /// `current`, `all` and the months of the orders read.
    static let months = CompletionSource.values(of: \SalesReportViewModel.monthValues)

    @MainActor private static func layout(_ sales: SalesReportViewModel) -> [ShowBlock] {
        guard !sales.periodLabel.isEmpty else { return [] }
        let labels = [
            ShowLabel("Period", sales.periodLabel), ShowLabel("Orders", sales.orderCountLabel), ShowLabel("Revenue", sales.revenueLabel),
            ShowLabel("Average", sales.averageOrderLabel), ShowLabel("Change", sales.changeLabel),
        ].filter { !$0.value.isEmpty }
        return [
            .labels(labels),
            .table(ShowTable(
                columns: [.init("STATUS"), .init("ORDERS", kind: .count), .init("SHARE", kind: .percent)], rows: sales.statusRows, indent: 2
            ) { row in [ShowCell(row.statusLabel, color: row.statusColor), ShowCell(row.countLabel), ShowCell(row.shareLabel)] }),
            .table(ShowTable(
                columns: [.init("TOP ITEM", isFlexible: true), .init("SOLD", kind: .count), .init("REVENUE", kind: .amount)], rows: sales.topItemRows, indent: 2
            ) { row in [ShowCell(row.name), ShowCell(row.quantityLabel), ShowCell(row.revenueLabel)] }),
        ]
    }
}
