import OrderData

/// `ordersh import` and `ordersh export`, as the executable runs them: each returns the
/// line it prints on success and throws the located error of a failure.
public enum DataFileCommands {
    /// Reads the data file at `source` and writes it as a new store at `target`.
    public static func importData(from source: String, to target: String, replace: Bool) throws -> String {
        let moved = try DataTransfer.importData(from: source, to: target, replace: replace)
        return "Imported \(describe(moved)) into \(target)"
    }

    /// Reads the store at `source` and writes it as a data file at `target`.
    public static func exportData(from source: String, to target: String, replace: Bool) throws -> String {
        let moved = try DataTransfer.exportData(from: source, to: target, replace: replace)
        return "Exported \(describe(moved)) to \(target)"
    }

    private static func describe(_ moved: DataTransfer.Summary) -> String {
        func count(_ number: Int, _ one: String, _ many: String) -> String { "\(number) \(number == 1 ? one : many)" }
        return "\(count(moved.orders, "order", "orders")) (\(count(moved.items, "item", "items"))), "
            + "\(count(moved.promos, "promo", "promos")) and \(count(moved.bookmarks, "bookmark", "bookmarks"))"
    }
}
