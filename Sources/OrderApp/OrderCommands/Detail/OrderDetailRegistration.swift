import DisplayInterface
import Presentation

extension OrderDetailViewModel {
    /// `detail` in the shell: `load order REF`, and the order as a block.
    public static var registration: ViewModelRegistration {
        ViewModelRegistration(
            OrderDetailViewModel.self,
            loads: [
                LoadForm("order", Arg<String>("REF", completion: OrderReferences.source), example: "load order #7F3A9C2E") {
                    detail, reference in await detail.load(reference: reference)
                },
            ],
            layout: layout)
    }

    /// Number and status, date, items, then the amounts.
    @MainActor private static func layout(_ detail: OrderDetailViewModel) -> [ShowBlock] {
        guard !detail.orderNumber.isEmpty else { return [] }
        return [
            .line([ShowSpan(detail.orderNumber, .bold), ShowSpan(detail.statusLabel, .color(detail.statusColor))], separator: "  "),
            .line([ShowSpan(detail.placedDate)]),
            ItemTable.block(detail.itemRows),
            .labels([ShowLabel("Subtotal", detail.subtotalLabel), ShowLabel("Tax", detail.taxLabel), ShowLabel("Total", detail.totalLabel)]),
        ]
    }
}

/// The order numbers the loaded list knows, for Tab after `load order` and `load cart`.
enum OrderReferences {
    @MainActor static let source = CompletionSource.values(of: \OrderListViewModel.orderReferences)
}
