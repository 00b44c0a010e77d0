import Domain
import Foundation

/// `ordersh import` and `ordersh export`: a data file into a new store and back, each
/// checked by the reader of its source (the same located errors as a load) and written
/// whole or not at all.
public enum DataTransfer {
    /// What one transfer moved.
    public struct Summary: Sendable, Equatable {
        public let orders: Int
        public let items: Int
        public let promos: Int
        public let bookmarks: Int
    }

    /// Reads the data file (or store) at `source` and writes it as a new store at `target`.
    /// An existing `target` is refused unless `replace`.
    public static func importData(from source: String, to target: String, replace: Bool) throws -> Summary {
        try transfer(from: source, to: target, replace: replace, write: StoreWriter.write)
    }

    /// Reads the store (or data file) at `source` and writes it as a data file at `target`.
    /// An existing `target` is refused unless `replace`.
    public static func exportData(from source: String, to target: String, replace: Bool) throws -> Summary {
        try transfer(from: source, to: target, replace: replace, write: DataFileEncoder.write)
    }

    /// Reads `source` as a load does (same located errors) and writes it with `write`
    /// into a temporary file that `target` installs (``TransferTarget``). The target is
    /// checked first, so a refusal reads nothing.
    private static func transfer(
        from source: String, to target: String, replace: Bool,
        write: (DataSet, String, ((TemporarySibling) throws -> Void)?) throws -> Void
    ) throws -> Summary {
        _ = try FileStamp(path: source)
        let destination = try TransferTarget(target, source: source, replace: replace)
        let dataSet = try DataFileRepository.read(source, shownAs: source)
        try write(dataSet, target, destination.install)
        return summary(of: dataSet)
    }

    private static func summary(of dataSet: DataSet) -> Summary {
        Summary(
            orders: dataSet.orders.count, items: dataSet.orders.reduce(0) { $0 + $1.items.count },
            promos: dataSet.promos.count, bookmarks: dataSet.bookmarks.count)
    }
}
