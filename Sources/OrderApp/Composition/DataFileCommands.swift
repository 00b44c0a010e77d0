import OrderData
import SafeIO
import SystemPackage

/// Standard output closed under `export STORE -` (a pipe to `head`): end quietly, status 0.
public typealias TransferOutputClosed = DataTransfer.OutputClosed

/// `ordersh import` and `ordersh export`, as the executable runs them: each returns the
/// line it prints on success and throws the located error of a failure.
public enum DataFileCommands {
    /// Reads the data file at `source` (`default`: the embedded data set) and writes it as a
    /// new store at `target`.
    public static func importData(from source: FilePath, to target: FilePath, replace: Bool) throws -> String {
        let moved = try DataTransfer.importData(from: source, to: target, replace: replace)
        return "Imported \(describe(moved)) into \(target.shown)"
    }

    /// Reads the store at `source` and writes it as a data file at `target` (`-`: standard output).
    public static func exportData(from source: FilePath, to target: FilePath, replace: Bool) throws -> String {
        let moved = try DataTransfer.exportData(from: source, to: target, replace: replace)
        return "Exported \(describe(moved)) to \(target == DataTransfer.standardOutput ? "standard output" : target.shown)"
    }

    private static func describe(_ moved: DataTransfer.Summary) -> String {
        func count(_ number: Int, _ one: String, _ many: String) -> String { "\(number) \(number == 1 ? one : many)" }
        return "\(count(moved.orders, "order", "orders")) (\(count(moved.items, "item", "items"))), "
            + "\(count(moved.promos, "promo", "promos")) and \(count(moved.bookmarks, "bookmark", "bookmarks"))"
    }
}
