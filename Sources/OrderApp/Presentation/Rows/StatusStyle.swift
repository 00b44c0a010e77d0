import ViewModelDisplay
internal import Domain
import Foundation

/// How a status is shown: its label and colour (domain.md §5).
enum StatusStyle {
    /// The status capitalized: `Delivered`; an unknown one as written, capitalized.
    static func label(for status: OrderStatus) -> String {
        switch status {
        // The known statuses, written out: a list asks for one per row.
        case .pending: "Pending"
        case .processing: "Processing"
        case .shipped: "Shipped"
        case .delivered: "Delivered"
        case .cancelled: "Cancelled"
        case .other(let name): name.capitalized
        }
    }

    /// delivered → green, shipped → blue, processing → orange, anything else → gray.
    static func color(for status: OrderStatus) -> StatusColor {
        switch status {
        case .delivered: .green
        case .shipped: .blue
        case .processing: .orange
        case .pending, .cancelled, .other: .gray
        }
    }
}
