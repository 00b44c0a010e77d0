import DisplayInterface
import Presentation

extension OrderSummaryViewModel {
    /// `summary` in the shell: `load cart REF`, `apply-promo`, `clear-promo`, and the cart's amounts.
    public static var registration: ViewModelRegistration {
        ViewModelRegistration(
            OrderSummaryViewModel.self,
            loads: [
                LoadForm("cart", Arg<String>("REF", completion: OrderReferences.source)) { summary, reference in
                    await summary.load(reference: reference)
                },
            ],
            commands: [
                CommandRegistration(
                    "apply-promo", summary: "Type a promo code into the cart", example: "apply-promo SAVE20",
                    forms: [
                        CommandForm(Arg<String>("CODE", completion: promoCodes)) { summary, code in summary.applyPromo(code) },
                    ]),
                CommandRegistration(
                    "clear-promo", summary: "Remove the cart's promo code", example: "clear-promo",
                    forms: [
                        CommandForm { summary in summary.clearPromo() },
                    ]),
            ],
            layout: layout)
    }

    /// The promo codes of the loaded cart's data set.
    static let promoCodes = CompletionSource.values(of: \OrderSummaryViewModel.promoCodes)

    /// Items, then the promo and the amounts.
    @MainActor private static func layout(_ summary: OrderSummaryViewModel) -> [ShowBlock] {
        let total = summary.totalLabel
        var blocks: [ShowBlock] = []
        if !total.isEmpty { blocks.append(ItemTable.block(summary.itemRows)) }
        var fields: [ShowLabel] = []
        if !summary.promoCode.isEmpty { fields.append(ShowLabel("Promo", summary.promoCode)) }
        if let message = summary.promoMessage { fields.append(ShowLabel("", message)) }
        if !total.isEmpty {
            fields.append(ShowLabel("Subtotal", summary.subtotalLabel))
            if summary.hasDiscount { fields.append(ShowLabel("Discount", summary.discountLabel)) }
            fields.append(ShowLabel("Tax", summary.taxLabel))
            fields.append(ShowLabel("Total", total))
        }
        blocks.append(.labels(fields))
        return blocks
    }
}
