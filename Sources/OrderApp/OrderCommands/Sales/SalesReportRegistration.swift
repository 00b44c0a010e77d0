import DisplayInterface
import Presentation

extension SalesReportViewModel {
    /// `sales` in the shell: `load sales [MONTH]`, then five labels, the trend with the best
    /// day beside it, and two tables with a bar in each row.
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
        var blocks: [ShowBlock] = [.labels(labels)]
        // The month's shape first: one cell a day (a month for all time), the best beside it.
        if !sales.dailyRevenueTrend.points.isEmpty {
            blocks.append(.line([ShowSpan("  "), ShowSpan(.trend(sales.dailyRevenueTrend)), ShowSpan(sales.bestDayLabel.isEmpty ? "" : "  " + sales.bestDayLabel)]))
        }
        blocks += [
            .table(ShowTable(
                columns: [.init("STATUS"), .init("ORDERS", kind: .count), .init("SHARE", kind: .percent), .init("", kind: .picture)],
                rows: sales.statusRows, indent: 2
            ) { row in
                [ShowCell(row.statusLabel, color: row.statusColor), ShowCell(row.countLabel), ShowCell(row.shareLabel),
                 ShowCell(.bar(row.shareBar), color: row.statusColor)]
            }),
            .table(ShowTable(
                columns: [
                    .init("TOP ITEM", isFlexible: true), .init("SOLD", kind: .count), .init("REVENUE", kind: .amount), .init("", kind: .picture),
                ],
                rows: sales.topItemRows, indent: 2
            ) { row in [ShowCell(row.name), ShowCell(row.quantityLabel), ShowCell(row.revenueLabel), ShowCell(.bar(row.quantityBar))] }),
        ]
        return blocks
    }
}
